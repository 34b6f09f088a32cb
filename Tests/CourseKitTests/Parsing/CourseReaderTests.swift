import Foundation
import Testing

@testable import CourseKit

@Suite("Reading a course folder")
struct CourseReaderTests {
    /// The courses under `Fixtures/Format/` that break a reader rule of the whole course.
    static let fixtures: [Diagnostic.Rule: String] = [
        .duplicateID: "duplicate-ids", .missingLessonFile: "missing-lesson-file", .manifest: "bad-manifest",
    ]

    static func read(_ rule: Diagnostic.Rule) throws -> CourseReading {
        try CourseReader.read(folder: FormatFixtures.path(try #require(fixtures[rule])))
    }

    @Test func idsAreUniqueAcrossTheCourse() throws {
        let reading = try Self.read(.duplicateID)
        let duplicates = reading.diagnostics.filter { $0.rule == .duplicateID }
        #expect(duplicates.count == 1)
        #expect(duplicates.first?.location.file.hasSuffix("duplicate-ids/two.md") == true)
        // At the `id=` of each, not at the headings above them.
        #expect(duplicates.first?.location.line == 18)
        #expect(duplicates.first?.location.column == 15)
        #expect(duplicates.first?.hint?.contains("one.md:18:11") == true)
    }

    @Test func aLessonTheManifestNamesMustExist() throws {
        let reading = try Self.read(.missingLessonFile)
        #expect(reading.course.lessons.count == 1)
        let missing = try #require(reading.diagnostics.first)
        #expect(missing.rule == .missingLessonFile)
        #expect(missing.message == "the manifest names 'two.md', which does not exist")
        #expect(missing.location.line == 10 && missing.location.column == 3)
    }

    @Test func manifestProblems() throws {
        let reading = try Self.read(.manifest)
        #expect(
            reading.diagnostics.map(\.message) == [
                "the manifest's front matter has no 'id'",
                "'lessons' must be a whole number, not 'many'",
                "unknown front matter key 'colour'",
            ])
        #expect(reading.diagnostics.allSatisfy { $0.rule == .manifest })
    }

    @Test func noFolderOrNoManifestIsAnError() {
        #expect(throws: CourseReadError.folderNotFound("/nonexistent/Content")) {
            try CourseReader.read(folder: "/nonexistent/Content")
        }
        let folder = FormatFixtures.path("no-manifest")
        #expect(throws: CourseReadError.manifestNotFound(folder)) { try CourseReader.read(folder: folder + "/") }
    }

    @Test func diagnosticsPrintLikeACompilers() {
        let diagnostic = Diagnostic.error(
            "card 'a' has no answer", at: SourceLocation(file: "x.md", line: 3, column: 1),
            hint: "add one", rule: .missingAnswer)
        #expect(diagnostic.description == "x.md:3:1: error: card 'a' has no answer [missing-answer]\n  hint: add one")
    }
}

@Suite("The JSON shape of course list --json")
struct CourseJSONTests {
    @Test func lessonsHaveStepsCardsAndQuestionsWithTheDocumentedFields() throws {
        let course = try FormatFixtures.complete().course
        let object = try JSONSerialization.jsonObject(with: course.jsonData()) as? [String: Any]
        #expect(object?["version"] as? Int == 1)
        let lesson = try #require(((object?["course"] as? [String: Any])?["lessons"] as? [[String: Any]])?.first)
        #expect((lesson["steps"] as? [Any])?.count == 2)
        let cards = try #require(lesson["cards"] as? [[String: Any]])
        for key in ["id", "kind", "topic", "prompt", "answer"] {
            #expect(cards.allSatisfy { $0[key] != nil }, "\(key)")
        }
        #expect(cards.map { $0["kind"] as? String } == ["syntax", "trick"])
        #expect(((cards[0]["prompt"] as? [String: Any])?["markdown"] as? String)?.hasPrefix("Declare") == true)
        let questions = try #require(lesson["questions"] as? [[String: Any]])
        for key in ["id", "title", "question", "answer", "sources"] {
            #expect(questions.allSatisfy { $0[key] != nil }, "\(key)")
        }
        let blocks = try #require(
            ((lesson["steps"] as? [[String: Any]])?[1]["content"] as? [String: Any])?["blocks"] as? [[String: Any]])
        let change = try #require(blocks.first { $0["type"] as? String == "change" }?["change"] as? [String: Any])
        #expect(change["kind"] as? String == "append")
        #expect((change["location"] as? [String: Any])?["line"] as? Int != nil)
    }

    @Test func decodingGivesBackTheSameJSON() throws {
        let course = try FormatFixtures.complete().course
        let data = try course.jsonData()
        #expect(try Course.fromJSON(data).jsonData() == data)
    }
}
