@testable import CourseKit
import Foundation
import Testing

/// Rules checked on models built in code: what the reader never produces (it reports an empty
/// prompt itself) but another producer of the model could, and an expected failure that compiles.
@Suite("course check: rules on models built in code")
struct ModelRuleTests {
    static let file = "Content/lesson-1/lesson.md"

    static func at(_ line: Int) -> CourseKit.SourceLocation {
        CourseKit.SourceLocation(file: file, line: line, column: 1)
    }

    static func course(cards: [Flashcard] = [], steps: [Step] = []) -> Course {
        let lesson = Lesson(file: file, number: 1, title: "T", part: 1, partTitle: "P", minutes: 1, project: "App",
                            startFolder: "start",
                            promised: PromisedCounts(cards: cards.count, syntaxCards: cards.count, trickCards: 0, questions: 0),
                            steps: steps, cards: cards)
        return Course(id: "c", title: "C", lessonCount: 1, lessonFiles: ["lesson-1/lesson.md"], lessons: [lesson],
                      location: CourseKit.SourceLocation(file: "Content/course.md", line: 1, column: 1))
    }

    static func context(_ course: Course) -> CheckContext {
        CheckContext(folder: "Content", course: course, readerDiagnostics: [], lessonFilesOnDisk: [])
    }

    @Test func aCardWithoutPromptOrAnswerIsReported() {
        let prose = Content(markdown: "x", location: Self.at(3), blocks: [.prose(Prose(markdown: "x", location: Self.at(3)))])
        let cards = [
            Flashcard(id: "a", kind: .syntax, topic: "T", title: "A", prompt: Content(), answer: prose, location: Self.at(1)),
            Flashcard(id: "b", kind: .syntax, topic: "T", title: "B", prompt: prose, answer: Content(), location: Self.at(10)),
        ]
        let context = Self.context(Self.course(cards: cards))
        #expect(CardPromptRule().check(context).map(\.location) == [Self.at(1)])
        #expect(CardAnswerRule().check(context).map(\.location) == [Self.at(10)])
    }

    @Test func anExpectedFailureThatTypeChecksIsReported() throws {
        let snippet = Snippet(language: "swift", code: "let x = 1\n", check: .fails, expectedMessages: ["nope"],
                              location: Self.at(5), codeLocation: Self.at(6))
        let step = Step(number: 1, title: "S", titleMarkdown: "S",
                        content: Content(markdown: "", location: Self.at(4), blocks: [.snippet(snippet)]), location: Self.at(4))
        let result = try CourseCheck.run(folder: "Content", course: Self.course(steps: [step]), readerDiagnostics: [],
                                         options: CheckOptions(typechecks: true))
        let failures = result.diagnostics.filter { $0.rule == "snippet-expected-failure" }
        #expect(failures.map(\.location) == [Self.at(5)])
        #expect(failures.first?.message.contains("but it compiles") == true)
    }
}
