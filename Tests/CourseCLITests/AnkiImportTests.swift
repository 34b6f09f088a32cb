import Foundation
import Testing

/// The exported file through Anki's own importer (the `anki` package from PyPI), when it is
/// installed: `.ci/run` links it as `.build/anki-venv`; locally `pip install anki` is enough.
@Suite("course export anki, imported by Anki", .ownThreads)
struct AnkiImportTests {
    /// A Python that can `import anki`: the CI's venv, or the one on the PATH. Looked for once per
    /// run (each look imports anki, a second or more).
    static let python: String? = {
        let venv = CourseProcess.packageRoot.appendingPathComponent(".build/anki-venv/bin/python").path
        return [venv, "python3"].first { candidate in
            (try? ExternalTool.run(candidate, ["-c", "import anki"], in: CourseProcess.packageRoot).status) == 0
        }
    }()

    struct Report: Decodable {
        struct Log: Decodable { var new, updated, duplicate, conflicting: Int }
        var columns: [String]
        var html: Bool
        var first, edited: Log
        var notes, intervalKept: Int
        var decks, guids, tags, backs: [String]
        var editedFront: String
    }

    /// A course whose title holds HTML and whose topic holds a tab, an ideographic space and a
    /// newline (the card's comment spans two lines).
    static func courseWithAwkwardNames() throws -> URL {
        try EditedFixture.make(
            manifest: [("title: A course for the checker's tests", "title: Q&A <b>bold</b> &amp; more")],
            lesson: [
                ("title: Counting", "title: Counting\tfast"),
                ("topic=\"State\" -->\n\nDeclare", "topic=\"Two\twords\u{3000}and\nmore\" -->\n\nDeclare"),
            ])
    }

    static let awkwardDeck = "Q&A <b>bold</b> &amp; more::Lesson 1 Counting fast"

    /// Anki splits the Tags column at any whitespace and reads the Deck column as plain text (not
    /// HTML, even with `#html:true`): a topic stays one tag, and the deck is the course's title.
    @Test func aTopicWithWhitespaceIsOneTagAndTheDeckIsTheTitleAsWritten() throws {
        let folder = try Self.courseWithAwkwardNames()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CourseProcess.run([
            "export", "anki", folder.appendingPathComponent("course").path, "--out", "-",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let rows = try RenderingCommandTests.csvRows(result.standardOutput)
        #expect(rows.count == 3 && rows.allSatisfy { $0.count == 6 })
        #expect(Set(rows.map { $0[4] }) == [Self.awkwardDeck])
        let card = try #require(rows.first { $0[5].contains("kind::syntax") })
        #expect(
            card[5].split(whereSeparator: \.isWhitespace) == [
                "check-fixture", "lesson-1", "topic::Two_words_and_more", "kind::syntax",
            ],
            "\(card[5].debugDescription)")
    }

    /// The course in `folder/course`, exported to `folder/export.txt`.
    static func export(_ folder: URL) throws -> URL {
        let export = folder.appendingPathComponent("export.txt")
        let run = try CourseProcess.run([
            "export", "anki", folder.appendingPathComponent("course").path, "--out", export.path,
        ])
        #expect(run.status == 0, "\(run.standardError)")
        return export
    }

    /// `Scripts/anki-import-check.py EXPORT EXPORT GUID`'s report: the export imported twice.
    static func importCheck<R: Decodable>(_ export: URL, guid: String, in folder: URL, as: R.Type) throws -> R {
        let script = CourseProcess.packageRoot.appendingPathComponent("Scripts/anki-import-check.py").path
        let run = try ExternalTool.run(try #require(python), [script, export.path, export.path, guid], in: folder)
        let jsonLine = try #require(run.output.split(separator: "\n").last, "\(run.output)")
        return try JSONDecoder().decode(R.self, from: Data(jsonLine.utf8))
    }

    @Test(.enabled(if: python != nil, "the anki package is not installed: pip install anki"))
    func ankiReadsTheAwkwardNamesAsWritten() throws {
        let folder = try Self.courseWithAwkwardNames()
        defer { try? FileManager.default.removeItem(at: folder) }
        let export = try Self.export(folder)
        let lines = try RenderingCommandTests.read(export).components(separatedBy: "\n")
        let guid = try #require(lines.first { !$0.hasPrefix("#") }.map { String($0.prefix { $0 != "\t" }) })
        let report = try Self.importCheck(export, guid: guid, in: folder, as: Report.self)
        #expect(report.notes == 3)
        #expect(report.decks.contains(Self.awkwardDeck), "\(report.decks)")
        #expect(report.tags.contains("topic::Two_words_and_more"), "\(report.tags)")
        #expect(!report.tags.contains { ["words", "and", "more"].contains($0) }, "\(report.tags)")
    }

    @Test(.enabled(if: python != nil, "the anki package is not installed: pip install anki"))
    func ankiImportsEveryNoteAndUpdatesAnEditedOneInPlace() throws {
        let folder = RenderingCommandTests.scratch("anki-import")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let export = folder.appendingPathComponent("export.txt")
        let edited = folder.appendingPathComponent("edited.txt")
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
        #expect(report.columns == ["GUID", "Notetype", "Front", "Back", "Deck", "Tags"] && report.html)
        #expect(report.first.new == 45 && report.first.conflicting == 0, "\(report.first)")
        #expect(report.notes == 45, "32 cards and questions, and 13 Cloze notes")
        #expect(report.decks.contains("SwiftUI, one app at a time::Lesson 19 Handing things down"))
        #expect(report.guids.allSatisfy { $0.hasPrefix("ck") } && Set(report.guids).count == 45)
        #expect(report.tags.contains("topic::Custom_values") && report.tags.contains("kind::question"))
        #expect(
            report.edited.new == 0 && report.edited.updated == 1 && report.edited.duplicate == 44, "\(report.edited)")
        #expect(report.intervalKept == 10, "the edited note keeps its scheduling")
        #expect(report.editedFront.contains("(edited)"))
        #expect(report.backs.contains { $0.contains("<pre><code>") && $0.contains("\n") })
    }
}
