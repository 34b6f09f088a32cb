import Foundation
import Testing

/// `course lsp` with a second real editor's client: Emacs's eglot (Debian's Emacs 28 with eglot 1.9
/// and markdown-mode), in batch Emacs. It opens lesson 19 of a copy of the built-in course with
/// three sources unlinked and a card's id used twice, and reads the diagnostics as eglot hands them
/// to Flymake (what Emacs shows: eglot drops `relatedInformation`) and the outline as eglot makes
/// it for imenu (where equal names under one heading are one entry); then it breaks a line in the
/// middle of a code change's diff and waits for the error at that line.
@Suite("course lsp in Emacs's eglot", .ownThreads)
struct EmacsTests {
    static let emacs: String? = ["/usr/bin/emacs", "/usr/local/bin/emacs"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Debian's packages of eglot and markdown-mode (`elpa-eglot`, `elpa-markdown-mode`).
    static let packages = "/usr/share/emacs/site-lisp/elpa"

    static let installed: Bool = {
        guard emacs != nil, let names = try? FileManager.default.contentsOfDirectory(atPath: packages) else {
            return false
        }
        return names.contains { $0.hasPrefix("eglot-") } && names.contains { $0.hasPrefix("markdown-mode-") }
    }()

    /// Reports, one a line: `opened N` then each diagnostic as `LINE:TEXT` (eglot's text:
    /// `course [rule]: message`, its line ends shown as ` | `); `symbol KIND / CONTAINER / NAME`
    /// for each entry of the outline; `edited N` and the diagnostics after the edit.
    static let script = #"""
        (setq package-directory-list (list (getenv "EMACS_PACKAGES"))
              package-user-dir (expand-file-name "elpa" (getenv "EMACS_WORK")))
        (package-initialize)
        (require 'eglot)
        (require 'markdown-mode)
        (require 'imenu)
        (let* ((root (file-name-as-directory (getenv "COURSE_ROOT")))
               (broken (string-to-number (getenv "BROKEN_LINE")))
               (lines '()))
          (add-hook 'project-find-functions (lambda (_dir) (cons 'transient root)))
          (add-to-list 'eglot-server-programs
                       `(markdown-mode . (,(getenv "COURSE_BINARY") "lsp" "--no-compiler")))
          (cl-labels ((say (text) (push text lines))
                      (wait (predicate)
                        (let ((deadline (+ (float-time) 60)))
                          (while (and (not (funcall predicate)) (< (float-time) deadline))
                            (accept-process-output nil 0.05)
                            (when (bound-and-true-p flymake-mode) (flymake-start)))))
                      (report (label)
                        (let ((items (mapcar (lambda (d)
                                               (format "%d:%s"
                                                       (line-number-at-pos (flymake-diagnostic-beg d))
                                                       (replace-regexp-in-string
                                                        "\n" " | " (flymake-diagnostic-text d))))
                                             (flymake-diagnostics))))
                          (say (format "%s %d" label (length items)))
                          (dolist (item (sort items #'string<)) (say item))))
                      (walk (prefix alist)
                        (dolist (entry alist)
                          (if (imenu--subalist-p entry)
                              (walk (concat prefix (car entry) " / ") (cdr entry))
                            (say (concat "symbol " prefix (car entry)))))))
            (find-file (concat root "lesson-19/lesson.md"))
            (apply #'eglot (eglot--guess-contact))
            (wait (lambda () (flymake-diagnostics)))
            (report "opened")
            (walk "" (funcall imenu-create-index-function))
            (goto-char (point-min))
            (forward-line (1- broken))
            (delete-region (line-beginning-position) (line-end-position))
            (insert " this line is in no file")
            (eglot--signal-textDocument/didChange)
            (wait (lambda ()
                    (cl-some (lambda (d) (string-match-p "change-applies" (flymake-diagnostic-text d)))
                             (flymake-diagnostics))))
            (report "edited")
            (eglot-shutdown (eglot-current-server))
            (with-temp-file (getenv "EMACS_OUT")
              (insert (mapconcat #'identity (reverse lines) "\n") "\n"))))
        """#

    @Test(.enabled(if: installed, "Emacs with eglot and markdown-mode is not installed (.ci/run installs Debian's)"))
    func lesson19sDiagnosticsAndOutlineAsEglotShowsThem() throws {
        let (course, unlinked) = try LanguageServerTests.copyWithUnlinkedSources()
        defer { try? FileManager.default.removeItem(at: course) }
        let lesson = course.appendingPathComponent("lesson-19/lesson.md")
        var lines = try String(contentsOf: lesson, encoding: .utf8).components(separatedBy: "\n")
        // The second card takes the first one's id: the error belongs on the line with the id.
        let marker = try #require(lines.firstIndex { $0.hasPrefix("<!-- card id=env-layout-by-text-size ") })
        lines[marker] = lines[marker].replacingOccurrences(of: "env-layout-by-text-size", with: "env-read-color-scheme")
        try Data(lines.joined(separator: "\n").utf8).write(to: lesson)
        // The fifth line of the first diff of TripsApp.swift (1-based), not its first.
        let fence = try #require(lines.firstIndex(of: "```diff file=Trips/TripsApp.swift change=edit"))
        let broken = fence + 6
        #expect(lines[broken - 1].hasPrefix(" ") && lines[fence + 1].hasPrefix(" "))

        let report = try Self.run(course: course, environment: ["BROKEN_LINE": String(broken)])
        let opened = Self.diagnostics(after: "opened", in: report)
        #expect(
            opened.map(\.line).sorted() == (unlinked.map { $0 + 1 } + [marker + 1]).sorted(),
            "\(opened)")
        // The hint is in the message itself: eglot shows no related information.
        let unlinkedTexts = opened.filter { $0.text.contains("[source-without-link]") }
        #expect(unlinkedTexts.count == 3)
        #expect(unlinkedTexts.allSatisfy { $0.text.contains("hint: start the item with a Markdown link") })
        let duplicate = try #require(opened.first { $0.text.contains("[duplicate-id]") })
        #expect(duplicate.line == marker + 1)
        #expect(duplicate.text.contains("hint: first used at "), "\(duplicate)")

        let edited = Self.diagnostics(after: "edited", in: report)
        let error = try #require(
            edited.filter { $0.text.contains("[change-applies]") }.min { $0.line < $1.line }, "\(edited)")
        #expect(error.line == broken, "\(edited)")
        #expect(error.text.contains("expected (lesson line \(broken))"), "\(error)")

        // Every code change is an entry of its own: no two names are equal under one step (the
        // cards are left out: two of them have one id here).
        let symbols = report.filter { $0.hasPrefix("symbol ") && !$0.contains(" / Flashcards / ") }
        #expect(symbols.count == 41, "lesson 19's steps, their changes, the two sections, the questions: \(report)")
        #expect(Set(symbols).count == symbols.count, "\(symbols)")
        let step5 = symbols.filter { $0.contains("· step 5, change ") }
        #expect(step5.count == 6, "\(symbols)")
        #expect(step5.contains { $0.hasSuffix("/ Trips/ContentView.swift · step 5, change 2") }, "\(step5)")
    }

    /// The diagnostics the report lists after its line `label N`.
    static func diagnostics(after label: String, in report: [String]) -> [(line: Int, text: String)] {
        guard let start = report.firstIndex(where: { $0.hasPrefix(label + " ") }),
            let count = Int(report[start].dropFirst(label.count + 1))
        else { return [] }
        return report[(start + 1)...].prefix(count).compactMap { item in
            guard let colon = item.firstIndex(of: ":"), let line = Int(item[..<colon]) else { return nil }
            return (line, String(item[item.index(after: colon)...]))
        }
    }

    /// Runs the script in batch Emacs (no init file, Debian's packages) with COURSE_ROOT
    /// (`course`), COURSE_BINARY, EMACS_OUT (the report's file) and `environment`; the report's lines.
    static func run(course: URL, environment: [String: String]) throws -> [String] {
        let work = testProcessFolder.appendingPathComponent("emacs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let file = work.appendingPathComponent("test.el")
        let out = work.appendingPathComponent("out.txt")
        try Data(script.utf8).write(to: file)
        let result = try CourseProcess.run(
            executable: URL(fileURLWithPath: try #require(emacs)),
            ["--batch", "-Q", "-l", file.path],
            directory: work,
            environment: [
                "COURSE_ROOT": course.path, "COURSE_BINARY": CourseProcess.binary.path, "EMACS_OUT": out.path,
                "EMACS_PACKAGES": packages, "EMACS_WORK": work.path, "HOME": work.path,
            ].merging(environment) { $1 })
        #expect(result.status == 0, "\(result.standardError)")
        return try String(contentsOf: out, encoding: .utf8).split(separator: "\n").map(String.init)
    }
}
