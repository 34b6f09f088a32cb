import Testing

@testable import CourseKit

/// Each gap of a syntax card is a study item of its own, after its lesson's cards and questions.
@Suite("Gaps as study items")
struct GapStudyItemTests {
    static func items() throws -> [StudyItem] {
        let lesson = try GapReaderTests.lesson()
        let course = Course(
            id: "c", title: "C", lessonCount: 1, lessonFiles: [], lessons: [lesson],
            location: SourceLocation(file: "c", line: 1, column: 1))
        return StudyItem.all(in: course)
    }

    @Test func theGapsComeAfterTheLessonsCardsWithTheCardsTopicAndLesson() throws {
        let items = try Self.items()
        #expect(items.map(\.id) == ["state-read", "state-trick", "state-read#1", "state-read#2", "state-read#3"])
        let gaps = items.filter { $0.id.contains("#") }
        #expect(gaps.allSatisfy { $0.kind == .syntax && $0.topic == "State" && $0.lesson == items[0].lesson })
        #expect(gaps.allSatisfy { $0.answer == items[0].answer })
        #expect(Set(items.map(\.contentHash)).count == items.count)
        #expect(gaps.map { $0.location?.line } == [31, 31, 37])
    }

    @Test func thePromptIsTheCardsWithTheCodeAndThisGapAsABox() throws {
        let item = try #require(try Self.items().first { $0.id == "state-read#2" })
        let card = try #require(try Self.items().first { $0.id == "state-read" })
        #expect(Array(item.prompt.prefix(card.prompt.count)) == card.prompt)
        let extra = item.prompt.dropFirst(card.prompt.count)
        #expect(extra.first?.plainText == "Fill gap 2 of 3:")
        guard case .codeBlock(let info, let literal, _) = extra.last?.kind else {
            Issue.record("no code block in \(extra)")
            return
        }
        #expect(info == "swift")
        #expect(literal == "@State private var count = \(StudyItem.gapBox)\n")
    }
}
