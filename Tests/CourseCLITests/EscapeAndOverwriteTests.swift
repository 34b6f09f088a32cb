import Foundation
import Testing

/// Nothing a course names leads out of it, no output destroys what the user did not ask to replace,
/// and a file of the wrong kind (a named pipe, a folder) gets a message instead of a hang or
/// silence: issue 11, items 4, 6 and 7, through the built binary.
@Suite("course: no escapes, no overwrites, no hangs", .ownThreads)
struct EscapeAndOverwriteTests {
    static let now = "2026-11-30T10:00:00Z"
    let folder: URL

    init() throws {
        folder = try temporaryFolder()
    }

    /// Isolated from the machine's settings file and review logs.
    var environment: [String: String] {
        [
            "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
            "XDG_DATA_HOME": folder.appendingPathComponent("data/share").path, "TZ": "UTC",
        ]
    }

    func run(_ arguments: [String], input: String = "", in directory: URL? = nil) throws -> CourseProcess.Result {
        let result = try CourseProcess.run(arguments, input: input, directory: directory, environment: environment)
        expectEachMessagePrintedOnce(result.standardError)
        return result
    }

    /// `Fixtures/Check/valid` copied to `<folder>/course`, each (old, new) replacing the one
    /// occurrence of a text in a file of it.
    func course(_ edits: [(file: String, old: String, new: String)] = []) throws -> URL {
        let course = folder.appendingPathComponent("course")
        try FileManager.default.copyItem(
            at: CourseProcess.packageRoot.appendingPathComponent("Tests/CourseKitTests/Fixtures/Check/valid"),
            to: course)
        for edit in edits {
            let url = course.appendingPathComponent(edit.file)
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(text.components(separatedBy: edit.old).count == 2, "\(edit.old) in \(edit.file)")
            try text.replacingOccurrences(of: edit.old, with: edit.new).write(
                to: url, atomically: true, encoding: .utf8)
        }
        return course
    }

    func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    // MARK: item 4: ids and paths stay inside

    /// `id: ../../../escaped` once made the quiz create folders, its log and its lock three levels
    /// above `$XDG_DATA_HOME/course`.
    @Test func aCourseIDThatClimbsOutIsAnErrorAndNothingIsWritten() throws {
        let escaped = "escaped-\(UUID().uuidString)"
        let course = try course([("course.md", "id: check-fixture", "id: ../../../\(escaped)")])
        let reported = "\(course.path)/course.md:2:5: error: the id '../../../\(escaped)' contains '/' [bad-id]"
        for arguments in [
            ["quiz", course.path, "--now", Self.now], ["stats", course.path, "--now", Self.now],
            ["history", "--course", course.path],
        ] {
            let result = try run(arguments, input: "q\n")
            #expect(result.status == 65, "\(arguments[0]): \(result.standardError)")
            #expect(lines(result.standardError).first == reported, "\(arguments[0])")
        }
        let check = try run(["check", course.path, "--no-compiler"])
        #expect(check.status == 1 && check.standardError.contains(reported))
        // `data/share/course/../../../escaped` is `<folder>/../escaped`: nothing there, nor under the folder.
        let climbed = folder.deletingLastPathComponent().appendingPathComponent(escaped)
        #expect(!FileManager.default.fileExists(atPath: climbed.path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("data").path))
    }

    @Test func aCardIDOfAnotherShapeIsTheReadersError() throws {
        let course = try course([("lesson-1/lesson.md", "<!-- card id=state-init ", "<!-- card id=.. ")])
        let list = try run(["list", course.path])
        #expect(list.status == 1)
        #expect(
            list.standardError.contains(
                "lesson.md:75:11: error: the id '..' is '..', which names a folder rather than a thing of its own [bad-id]"
            ),
            "\(list.standardError)")
    }

    @Test func aStartFolderThatClimbsOutIsAnErrorAndNotRead() throws {
        let course = try course([("lesson-1/lesson.md", "start: start", "start: ../..")])
        let check = try run(["check", course.path, "--no-compiler"])
        #expect(check.status == 1)
        #expect(
            check.standardError.contains(
                "lesson-1/lesson.md:8:8: error: the path '../..' has a '..' component, which climbs out of its folder [unsafe-path]"
            ),
            "\(check.standardError)")
        #expect(!check.standardError.contains("[change-path]"))
        let out = folder.appendingPathComponent("snapshot")
        let snapshot = try run(["snapshot", course.path, "--step", "0", "--out", out.path])
        #expect(snapshot.status == 65)
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    /// A link inside the start folder to a file outside the course was followed: `snapshot`
    /// copied the file, `render` showed it.
    @Test func aLinkOutOfTheCourseIsNeverFollowed() throws {
        let course = try course()
        let secret = folder.appendingPathComponent("secret.swift")
        try write("let password = \"hunter2\"\n", to: secret)
        let link = course.appendingPathComponent("lesson-1/start/App/Secret.swift")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: secret.path)
        let message = "'\(link.path)' is a link to a place outside the course folder '\(course.path)'"

        let check = try run(["check", course.path, "--no-compiler"])
        #expect(check.status == 1)
        #expect(
            check.standardError.contains("lesson-1/lesson.md:8:1: error: \(message) [change-path]"),
            "\(check.standardError)")
        let out = folder.appendingPathComponent("snapshot")
        let site = folder.appendingPathComponent("site")
        let snapshot = try run(["snapshot", course.path, "--step", "0", "--out", out.path])
        #expect(snapshot.status == 65)
        #expect(lines(snapshot.standardError).last?.hasSuffix(message) == true, "\(snapshot.standardError)")
        let render = try run(["render", course.path, "--out", site.path])
        #expect(render.status == 65)
        #expect(lines(render.standardError).last == "course: error: \(message)")
        for output in [out, site] { #expect(!FileManager.default.fileExists(atPath: output.path)) }

        // A link to another file of the course is fine, and copied as the file it leads to.
        try FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "Counter.swift")
        #expect(try run(["snapshot", course.path, "--step", "0", "--out", out.path]).status == 0)
        let copied = out.appendingPathComponent("App/Secret.swift").path
        #expect(try FileManager.default.attributesOfItem(atPath: copied)[.type] as? FileAttributeType == .typeRegular)
    }

    // MARK: item 6: output destroys nothing

    @Test func anEmptyOutIsAUsageError() throws {
        let course = try course()
        for arguments in [
            ["render", course.path, "--out", ""], ["snapshot", course.path, "--step", "0", "--out", ""],
            ["snapshot", course.path, "--patches", ""], ["export", "anki", course.path, "--out", ""],
        ] {
            let result = try run(arguments, in: folder)
            #expect(result.status == 64, "\(arguments): \(result.standardError)")
            #expect(
                result.standardError.hasPrefix("course: error: \(arguments[arguments.count - 2]): '' is not a path"),
                "\(arguments)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["course"])
    }

    /// `render` replaces a site it rendered before (its pages of lessons no longer there too), and
    /// refuses a folder that holds anything else.
    @Test func renderWritesOnlyOverItsOwnSite() throws {
        let course = try course()
        let site = folder.appendingPathComponent("site")
        #expect(try run(["render", course.path, "--out", site.path]).status == 0)
        // A page of a lesson the course no longer has, rendered before: removed.
        try FileManager.default.copyItem(
            at: site.appendingPathComponent("lesson-1.html"), to: site.appendingPathComponent("lesson-9.html"))
        let again = try run(["render", course.path, "--out", site.path])
        #expect(again.status == 0, "\(again.standardError)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: site.path).sorted() == [
                "index.html", "lesson-1.html", "style.css",
            ])

        try write("my notes", to: site.appendingPathComponent("notes.txt"))
        let refused = try run(["render", course.path, "--out", site.path])
        #expect(refused.status == 73)
        #expect(
            lines(refused.standardError).last
                == "course: error: '\(site.path)' holds 'notes.txt', which this command did not write; give --out a new or empty folder, or one holding only a site rendered before"
        )

        // `--out .` in a folder of one's own: nothing written, the own index.html kept.
        let mine = folder.appendingPathComponent("mine")
        try write("<p>my page</p>", to: mine.appendingPathComponent("index.html"))
        try write("# read me", to: mine.appendingPathComponent("README.md"))
        let here = try run(["render", course.path, "--out", "."], in: mine)
        #expect(here.status == 73)
        #expect(try String(contentsOf: mine.appendingPathComponent("index.html"), encoding: .utf8) == "<p>my page</p>")
        #expect(try FileManager.default.contentsOfDirectory(atPath: mine.path).sorted() == ["README.md", "index.html"])
    }

    /// A folder holding only files named like render's pages, none of which render wrote (a user's
    /// own `index.html`, a `style.css`, a `lesson-2.html`), was taken for a site and overwritten
    /// (issue 22, item 15). render knows its own files by the mark it writes into each.
    @Test func renderKnowsItsOwnPagesByTheirMark() throws {
        let course = try course()
        for (name, text) in [
            ("index.html", "<!DOCTYPE html>\n<p>my page</p>\n"), ("style.css", "body { color: red }\n"),
            ("lesson-2.html", "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"),
        ] {
            let mine = folder.appendingPathComponent("mine-\(name)")
            try write(text, to: mine.appendingPathComponent(name))
            let refused = try run(["render", course.path, "--out", mine.path])
            #expect(refused.status == 73, "\(name): \(refused.standardError)")
            #expect(
                lines(refused.standardError).last
                    == "course: error: '\(mine.path)' holds '\(name)', which this command did not write; give --out a new or empty folder, or one holding only a site rendered before"
            )
            #expect(try FileManager.default.contentsOfDirectory(atPath: mine.path) == [name])
            #expect(try String(contentsOf: mine.appendingPathComponent(name), encoding: .utf8) == text)
        }
        // Each file render writes carries the mark, and a site rendered before is rendered again.
        let site = folder.appendingPathComponent("site")
        #expect(try run(["render", course.path, "--out", site.path]).status == 0)
        for name in try FileManager.default.contentsOfDirectory(atPath: site.path) {
            #expect(
                try String(contentsOf: site.appendingPathComponent(name), encoding: .utf8).prefix(200).contains(
                    "course render"), "\(name)")
        }
        #expect(try run(["render", course.path, "--out", site.path]).status == 0)
    }

    /// The same for `snapshot --patches`: a user's own `01-fix.patch` is not a patch it wrote.
    @Test func snapshotKnowsItsOwnPatchesByTheirMark() throws {
        let course = try course()
        let mine = folder.appendingPathComponent("mine")
        let patch = "diff --git a/f b/f\n--- a/f\n+++ b/f\n@@ -1 +1 @@\n-a\n+b\n"
        try write(patch, to: mine.appendingPathComponent("01-fix.patch"))
        let refused = try run(["snapshot", course.path, "--patches", mine.path])
        #expect(refused.status == 73, "\(refused.standardError)")
        #expect(
            lines(refused.standardError).last
                == "course: error: '\(mine.path)' holds '01-fix.patch', which this command did not write; give --patches a new or empty folder, or one holding only patches written before"
        )
        #expect(try String(contentsOf: mine.appendingPathComponent("01-fix.patch"), encoding: .utf8) == patch)
    }

    /// Two lessons numbered 1 once gave "Wrote 4 files" and one page.
    @Test func twoLessonsWithOneNumberAreRefusedBeforeAnythingIsWritten() throws {
        let course = try course([
            (
                "course.md", "- [Lesson 1: Counting](lesson-1/lesson.md)",
                "- [Lesson 1: Counting](lesson-1/lesson.md)\n- [Lesson 1 again](again.md)"
            )
        ])
        let lesson = try String(contentsOf: course.appendingPathComponent("lesson-1/lesson.md"), encoding: .utf8)
        try write(
            lesson.replacingOccurrences(of: "id=", with: "id=again-").replacingOccurrences(
                of: "start: start", with: "start: lesson-1/start"),
            to: course.appendingPathComponent("again.md"))
        let site = folder.appendingPathComponent("site")
        let render = try run(["render", course.path, "--out", site.path])
        #expect(render.status == 65)
        #expect(
            lines(render.standardError).last
                == "course: error: '\(course.path)/lesson-1/lesson.md' and '\(course.path)/again.md' are both lesson 1, so they would be written to one page, lesson-1.html; give each lesson its own number (see 'course check')"
        )
        #expect(!FileManager.default.fileExists(atPath: site.path))
        let snapshot = try run([
            "snapshot", course.path, "--lesson", "1", "--patches", folder.appendingPathComponent("p").path,
        ])
        #expect(snapshot.status == 65)
        let check = try run(["check", course.path, "--no-compiler"])
        #expect(
            check.status == 1 && check.standardError.contains("error: lesson 1 is also")
                && check.standardError.contains("[numbering]"))
    }

    @Test func patchesReplaceOnlyPatches() throws {
        let course = try course()
        let patches = folder.appendingPathComponent("patches")
        #expect(try run(["snapshot", course.path, "--patches", patches.path]).status == 0)
        let written = try FileManager.default.contentsOfDirectory(atPath: patches.path).sorted()
        // A patch written before of a step that no longer changes code: removed.
        try FileManager.default.copyItem(
            at: patches.appendingPathComponent(try #require(written.first)),
            to: patches.appendingPathComponent("09-gone.patch"))
        #expect(try run(["snapshot", course.path, "--patches", patches.path]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: patches.path).sorted() == written)
        try write("mine", to: patches.appendingPathComponent("notes.md"))
        let refused = try run(["snapshot", course.path, "--patches", patches.path])
        #expect(refused.status == 73)
        #expect(
            lines(refused.standardError).last
                == "course: error: '\(patches.path)' holds 'notes.md', which this command did not write; give --patches a new or empty folder, or one holding only patches written before"
        )
    }

    @Test func exportWritesOverNothingButAnEarlierExport() throws {
        let course = try course()
        let deck = folder.appendingPathComponent("deck.txt")
        let notes = folder.appendingPathComponent("notes.txt")
        #expect(try run(["export", "anki", course.path, "--out", deck.path]).status == 0)
        #expect(try run(["export", "anki", course.path, "--out", deck.path]).status == 0)
        try write("my notes\n", to: notes)
        let refused = try run(["export", "anki", course.path, "--out", notes.path])
        #expect(refused.status == 73)
        #expect(
            lines(refused.standardError).last
                == "course: error: '\(notes.path)' exists and is not an export written before; give --out a new file, or remove it first"
        )
        #expect(try String(contentsOf: notes, encoding: .utf8) == "my notes\n")
    }

    /// `--log Cargo` beside a Cargo.lock truncated it; a lock that is a link had its target rewritten.
    @Test func aLockFileThatIsNotAQuizsIsNeverWritten() throws {
        let cargo = folder.appendingPathComponent("Cargo.lock")
        try write("# This file is automatically @generated by Cargo.\n", to: cargo)
        let quiz = try run(
            ["quiz", "--log", folder.appendingPathComponent("Cargo").path, "--now", Self.now], input: "q\n")
        #expect(quiz.status == 73)
        #expect(
            quiz.standardError
                == "\(cargo.path): error: the review log's lock file is a file that holds something else, not a lock a quiz made, so it is left as it is; give the review log another name with --log, or move \(cargo.path) away\n"
        )
        #expect(try String(contentsOf: cargo, encoding: .utf8) == "# This file is automatically @generated by Cargo.\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Cargo").path))

        let lock = folder.appendingPathComponent("reviews.jsonl.lock")
        try FileManager.default.createSymbolicLink(atPath: lock.path, withDestinationPath: cargo.path)
        let linked = try run(
            ["quiz", "--log", folder.appendingPathComponent("reviews.jsonl").path, "--now", Self.now], input: "q\n")
        #expect(linked.status == 73)
        #expect(
            linked.standardError.hasPrefix(
                "\(lock.path): error: the review log's lock file is a symbolic link, not a lock a quiz made"))
        #expect(try String(contentsOf: cargo, encoding: .utf8) == "# This file is automatically @generated by Cargo.\n")
    }

    // MARK: item 7: odd input files

    /// Runs `course arguments…` and fails the test (killing it) when it has not ended in 60 seconds.
    func runWithin(_ arguments: [String]) throws -> (status: Int32, standardError: String) {
        let running = try RunningCourse(arguments, environment: environment)
        let deadline = Date().addingTimeInterval(60)
        while running.process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        let hung = running.process.isRunning
        if hung { running.kill() }
        #expect(!hung, "\(arguments[0]) hangs")
        let status = running.closeInputAndWait()
        return (status, running.standardError)
    }

    @Test func aNamedPipeAsTheLogIsAnErrorNotAHang() throws {
        let pipe = folder.appendingPathComponent("reviews.jsonl").path
        #expect(mkfifo(pipe, 0o644) == 0)
        for arguments in [
            ["quiz", "--log", pipe, "--now", Self.now], ["stats", "--log", pipe, "--now", Self.now],
            ["history", "--log", pipe],
        ] {
            let result = try runWithin(arguments)
            #expect(result.status == 74, "\(arguments[0])")
            #expect(
                result.standardError
                    == "\(pipe): error: can't read the review log: it is a named pipe (FIFO), not a regular file\n")
        }
    }

    func settingsFile() throws -> URL {
        let settings = folder.appendingPathComponent("config/course/settings.json")
        try FileManager.default.createDirectory(
            at: settings.deletingLastPathComponent(), withIntermediateDirectories: true)
        return settings
    }

    /// A settings file that is a pipe or a folder was taken for no settings file at all.
    @Test func aSettingsFileThatIsAPipeOrAFolderIsAnError() throws {
        let settings = try settingsFile()
        let log = folder.appendingPathComponent("reviews.jsonl").path
        #expect(mkfifo(settings.path, 0o644) == 0)
        for (kind, make) in [
            ("a named pipe (FIFO)", {}),
            (
                "a folder",
                {
                    try FileManager.default.removeItem(at: settings)
                    try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: false)
                }
            ),
        ] as [(String, () throws -> Void)] {
            try make()
            for arguments in [["stats", "--log", log, "--now", Self.now], ["history", "--log", log]] {
                let result = try runWithin(arguments)
                #expect(result.status == 74, "\(arguments[0])")
                #expect(
                    result.standardError
                        == "\(settings.path): error: can't read the settings file: it is \(kind), not a regular file; make it a readable file, or move it away to use the defaults\n"
                )
            }
        }
    }

    @Test(.enabled(if: getuid() != 0, "root reads any file"))
    func aSettingsFileThatCannotBeReadIsAnError() throws {
        let settings = try settingsFile()
        try write("{}", to: settings)
        #expect(chmod(settings.path, 0) == 0)
        let result = try run(["history", "--log", folder.appendingPathComponent("reviews.jsonl").path])
        #expect(result.status == 74)
        #expect(
            result.standardError.hasPrefix("\(settings.path): error: can't read the settings file: Permission denied"))
    }

    /// Some editors start a UTF-8 file with a byte order mark: the settings file and the log are read.
    @Test func aByteOrderMarkIsSkipped() throws {
        let settings = try settingsFile()
        let log = folder.appendingPathComponent("reviews.jsonl")
        try write("\u{FEFF}" + #"{"card":"env.1","rating":"good","at":"2026-11-30T09:00:00Z"}"# + "\n", to: log)
        try write("\u{FEFF}{\"retention\": 0.85}\n", to: settings)
        let history = try run(["history", "--log", log.path, "--json"])
        #expect(history.status == 0, "\(history.standardError)")
        #expect(history.standardOutput.contains(#""card":"env.1""#))
        // Read past the mark: a bad value is found at its key, not as a syntax error at 1:1.
        try write("\u{FEFF}{\"retention\": 2}\n", to: settings)
        let bad = try run(["history", "--log", log.path])
        #expect(bad.status == 65)
        #expect(bad.standardError.hasPrefix("\(settings.path): error: 'retention': "), "\(bad.standardError)")
    }
}
