// The `kept-check` target: the language server's check as the author types (`KeptCourseCheck`),
// without the compiler (as `course lsp` runs it), through a sequence of edits of a small course.
//
// The course on disk is the first three lessons of Tests/CourseKitTests/Fixtures/Chain/thirty (one
// project, a chain) and a manifest naming them, written once per process into a folder of its own
// (.build/fuzz/kept-check/courses/). The input, cut at NUL bytes, is the editor's texts, then edits:
// - pieces 0–3: the texts open in the editor of course.md and lesson-01…03/lesson.md (empty: the
//   file is not open, read from the disk);
// - each further piece (at most `maxEdits`) an edit of one of those four files: its first byte picks
//   the file (byte % 4); a piece shorter than 4 bytes closes it (its text is the disk's again);
//   otherwise bytes 1–2 give the offset in the text's bytes, byte 3 one more than how many bytes go
//   (no byte is NUL), and the rest is put there (a cut through a character is repaired, as the server
//   repairs invalid UTF-8).
//
// Invariants, after the first texts and after every edit: no trap; the kept check finds exactly the
// diagnostics, file by file, of a whole check of the same texts and disk (`LanguageServer.check`, what
// KeptCourseCheckTests asserts); every diagnostic is at a place of the file it names (the editor's text
// where it is open, else the disk's; a line of it and a column from 1 to one past the line's last byte:
// `checkLocation`), with a message that is not Swift's debug text.

import Foundation

private let maxEdits = 16

func fuzzKeptCheck(_ input: UnsafeRawBufferPointer) {
    fuzzing { () throws(SkipInput) in
        let course = KeptCheckCourse.shared
        let parts = input.split(separator: 0, omittingEmptySubsequences: false)
        var texts: [String: String] = [:]
        for (index, path) in course.paths.enumerated() where index < parts.count && !parts[index].isEmpty {
            texts[path] = String(decoding: parts[index], as: UTF8.self)
        }
        var kept = KeptCourseCheck(folder: course.folder)
        try checkStep(&kept, texts: texts, course: course, after: "the first texts")
        for (number, edit) in parts.dropFirst(course.paths.count).prefix(maxEdits).enumerated() {
            let bytes = Array(edit)
            let path = course.paths[Int(bytes.first ?? 0) % course.paths.count]
            if bytes.count < 4 {
                texts[path] = nil
            } else {
                var text = Array((texts[path] ?? course.disk[path] ?? "").utf8)
                let offset = (Int(bytes[1]) << 8 | Int(bytes[2])) % (text.count + 1)
                let removed = min(Int(bytes[3]) - 1, text.count - offset)
                text.replaceSubrange(offset..<offset + removed, with: bytes[4...])
                texts[path] = String(decoding: text, as: UTF8.self)
            }
            try checkStep(&kept, texts: texts, course: course, after: "edit \(number + 1) (\(path))")
        }
    }
}

/// One check of the kept check against a whole check, and the places of its diagnostics.
private func checkStep(_ kept: inout KeptCourseCheck, texts: [String: String], course: KeptCheckCourse, after: String)
    throws(SkipInput)
{
    let found = kept.check(texts: texts)
    var byFile: [String: [Diagnostic]] = [:]
    for diagnostic in found.diagnostics {
        byFile[URL(fileURLWithPath: diagnostic.location.file).standardized.path, default: []].append(diagnostic)
    }
    let whole = LanguageServer.check(folder: course.folder, texts: texts).diagnostics
    if byFile != whole {
        let files = Set(byFile.keys).union(whole.keys).filter { byFile[$0] != whole[$0] }.sorted()
        let differences = files.map { file in
            "\(file): kept \((byFile[file] ?? []).map(\.description)), whole \((whole[file] ?? []).map(\.description))"
        }
        try expect(false, "after \(after), the kept check differs from a whole check: \(differences)")
    }
    for (file, diagnostics) in byFile {
        let lines = lineLengths(texts[file] ?? course.diskText(file))
        for diagnostic in diagnostics {
            try checkDiagnostics([diagnostic], file: diagnostic.location.file, lines: lines)
        }
    }
}

/// The small course on disk the target checks, written once per process.
private final class KeptCheckCourse: Sendable {
    static let shared = KeptCheckCourse()

    /// The course folder, standardized with its links resolved, as the language server names it.
    let folder: String
    /// course.md and the three lessons' files, in the order the input gives their texts.
    let paths: [String]
    /// Their texts on disk.
    let disk: [String: String]

    private init() {
        let fixture = URL(fileURLWithPath: "Tests/CourseKitTests/Fixtures/Chain/thirty")
        // In the target's own build folder, which Fuzz/run.sh empties before a run: a process that
        // ends without its exit handlers (a trap, libFuzzer's runs of single files) leaves it there.
        let made = URL(fileURLWithPath: ".build/fuzz/kept-check/courses").appendingPathComponent(
            "\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        let lessons = ["lesson-01", "lesson-02", "lesson-03"]
        do {
            try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
            for lesson in lessons {
                try FileManager.default.copyItem(
                    at: fixture.appendingPathComponent(lesson), to: made.appendingPathComponent(lesson))
            }
            // The fixture's manifest, of its first three lessons.
            let manifest = try String(contentsOf: fixture.appendingPathComponent("course.md"), encoding: .utf8)
                .replacingOccurrences(of: "lessons: 30\n", with: "lessons: 3\n")
                .split(separator: "\n", omittingEmptySubsequences: false)
                .filter { line in !line.hasPrefix("- [") || lessons.contains { line.contains($0 + "/") } }
                .joined(separator: "\n")
            try Data(manifest.utf8).write(to: made.appendingPathComponent("course.md"))
        } catch {
            let message =
                "kept-check: cannot make its course from \(fixture.path) (run from the repository): \(error)\n"
            FileHandle.standardError.write(Data(message.utf8))
            exit(70)
        }
        atexit { try? FileManager.default.removeItem(atPath: KeptCheckCourse.shared.folder) }
        let folder = URL(fileURLWithPath: made.resolvingSymlinksInPath().standardizedFileURL.path).path
        self.folder = folder
        paths = [folder + "/course.md"] + lessons.map { folder + "/" + $0 + "/lesson.md" }
        var disk: [String: String] = [:]
        for path in paths { disk[path] = Self.read(path) }
        self.disk = disk
    }

    /// The text on disk of a file a diagnostic names (one of `paths`, a start folder's file, or one
    /// that is not there: an empty text).
    func diskText(_ path: String) -> String { disk[path] ?? Self.read(path) }

    private static func read(_ path: String) -> String {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}
