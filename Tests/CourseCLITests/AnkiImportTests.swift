import Foundation
import Testing

/// The exported file through Anki's own importer (the `anki` package from PyPI), when it is
/// installed: `.ci/run` puts it in `.build/anki-venv`; locally `pip install anki` is enough.
@Suite("course export anki, imported by Anki")
struct AnkiImportTests {
    /// A Python that can `import anki`: the CI's venv, or the one on the PATH.
    static var python: String? {
        let venv = CourseProcess.packageRoot.appendingPathComponent(".build/anki-venv/bin/python").path
        return [venv, "python3"].first { candidate in
            (try? ExternalTool.run(candidate, ["-c", "import anki"], in: CourseProcess.packageRoot).status) == 0
        }
    }

    struct Report: Decodable {
        struct Log: Decodable { var new, updated, duplicate, conflicting: Int }
        var columns: [String]
        var html: Bool
        var first, edited: Log
        var notes, intervalKept: Int
        var decks, guids, tags, backs: [String]
        var editedFront: String
    }

    @Test(.enabled(if: python != nil, "the anki package is not installed: pip install anki"))
    func ankiImportsEveryNoteAndUpdatesAnEditedOneInPlace() throws {
        let folder = RenderingCommandTests.scratch("anki-import")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let export = folder.appendingPathComponent("export.txt"), edited = folder.appendingPathComponent("edited.txt")
        #expect(try CourseProcess.run(["export", "anki", "Content", "--out", export.path]).status == 0)
        // Change the first note's prompt, as an author fixing a typo would.
        var lines = try RenderingCommandTests.read(export).components(separatedBy: "\n")
        let first = try #require(lines.firstIndex { !$0.hasPrefix("#") })
        let guid = String(lines[first].prefix { $0 != "\t" })
        lines[first] = lines[first].replacingOccurrences(of: "</small></p>", with: "</small></p><p>(edited)</p>")
        try Data(lines.joined(separator: "\n").utf8).write(to: edited)

        let script = CourseProcess.packageRoot.appendingPathComponent("Scripts/anki-import-check.py").path
        let run = try ExternalTool.run(try #require(Self.python), [script, export.path, edited.path, guid], in: folder)
        let jsonLine = try #require(run.output.split(separator: "\n").last, "\(run.output)")
        let report = try JSONDecoder().decode(Report.self, from: Data(jsonLine.utf8))
        #expect(report.columns == ["GUID", "Front", "Back", "Deck", "Tags"] && report.html)
        #expect(report.first.new == 32 && report.first.conflicting == 0, "\(report.first)")
        #expect(report.notes == 32)
        #expect(report.decks.contains("SwiftUI, one app at a time::Lesson 19 Handing things down"))
        #expect(report.guids.allSatisfy { $0.hasPrefix("ck") } && Set(report.guids).count == 32)
        #expect(report.tags.contains("topic::Custom_values") && report.tags.contains("kind::question"))
        #expect(report.edited.new == 0 && report.edited.updated == 1 && report.edited.duplicate == 31, "\(report.edited)")
        #expect(report.intervalKept == 10, "the edited note keeps its scheduling")
        #expect(report.editedFront.contains("(edited)"))
        #expect(report.backs.contains { $0.contains("<pre><code>") && $0.contains("\n") })
    }
}
