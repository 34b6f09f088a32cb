import Foundation
import Testing

@testable import CourseKit

/// A gap typed in the quiz or given to `course grade --card CARD#N`: the typed text put in the
/// gap's place in the card's answer code and the whole code graded; what is said of the typed text
/// placed in it, what is said of the code around it kept at its place there.
@Suite("Grading: a typed gap, graded in the full code", .serialized)
struct GapGradingTests {
    @Test func withoutACompilerTheGapIsComparedInTheFullCode() throws {
        let loaded = try CourseLoader.load(folder: "Content", policy: .learner)
        let grader = CourseAnswerGrader(
            course: loaded.course, folder: "Content", options: CheckOptions(swiftcPath: "/nonexistent/swiftc"))
        #expect(grader.answerCode(forItem: "env-read-color-scheme#1") == "\\.colorScheme")
        #expect(grader.gap("env-read-color-scheme#1")?.text == "\\.colorScheme")
        #expect(grader.gap("env-read-color-scheme") == nil)
        #expect(grader.answerCode(forItem: "env-read-color-scheme#9") == nil)
        #expect(try grader.card("env-read-color-scheme#1").id == "env-read-color-scheme")
        #expect(throws: GradedCard.Refusal.self) { try grader.card("env-read-color-scheme#9") }

        #expect(
            grader.grade(item: "env-read-color-scheme#1", typed: " \\.colorScheme ", isCancelled: { false })
                == GradeResult(verdict: .same, compiled: false))
        // The difference placed in the typed text and in the gap's text (line 1 from the gap's start).
        let different = grader.grade(item: "env-read-color-scheme#1", typed: "\\.colourScheme", isCancelled: { false })
        #expect(different.verdict == .different && !different.compiled)
        #expect(
            different.differences == [
                GradeResult.Difference(
                    typed: .init(line: 1, column: 3, text: "colourScheme"),
                    answer: .init(line: 1, column: 3, text: "colorScheme"))
            ])
        // A gap on the second line of its code, after other code on that line.
        let second = grader.grade(item: "env-try-size-and-dark#1", typed: "dynamicTypSize", isCancelled: { false })
        #expect(
            second.differences == [
                GradeResult.Difference(
                    typed: .init(line: 1, column: 1, text: "dynamicTypSize"),
                    answer: .init(line: 1, column: 1, text: "dynamicTypeSize"))
            ])
    }

    @Test(.enabled(if: TypedAnswerSetTests.hasCompiler, "no swiftc"))
    func messagesInTheGapArePlacedInWhatWasTypedAndTheRestInTheCode() throws {
        let grader = try TypedAnswerSetTests.grader()
        #expect(
            grader.grade(item: "env-try-size-and-dark#1", typed: "dynamicTypeSize", isCancelled: { false }).verdict
                == .same)
        // The gap is `.⟦dynamicTypeSize⟧(…)` on the code's line 2, column 6: the message about the
        // typed member is at line 1, column 1 of what was typed.
        let wrong = grader.grade(item: "env-try-size-and-dark#1", typed: "dynamicTypSize", isCancelled: { false })
        #expect(wrong.verdict == .error && wrong.compiled)
        let first = try #require(wrong.messages.first)
        #expect(first.line == 1 && first.column == 1 && first.severity == "error", "\(wrong.messages)")
        #expect(first.message.contains("dynamicTypSize"))
        // The typed text's messages first; one about the code around the gap keeps its place there.
        let around = try #require(wrong.messages.first { $0.line == 0 }, "\(wrong.messages)")
        #expect(around.message.hasPrefix("in the code around the gap, at 2:22: "), "\(around.message)")
        #expect(wrong.messages.firstIndex { $0.line == 0 }! > wrong.messages.firstIndex { $0.line == 1 }!)

        // A gap that is a whole line's start: a column after the gap's start on its line.
        let entry = grader.grade(item: "custom-entry-with-default#1", typed: "@Entri", isCancelled: { false })
        #expect(entry.verdict == .error)
        #expect(
            entry.messages.contains { $0.line == 1 && $0.column == 2 && $0.message.contains("Entri") },
            "\(entry.messages)")
        // Something else that compiles in the gap: compiles, the differences in the gap's text.
        let other = grader.grade(item: "env-read-color-scheme#1", typed: "\\.dynamicTypeSize", isCancelled: { false })
        #expect(other.verdict == .compiles, "\(other)")
        #expect(other.differences.allSatisfy { $0.typed?.line == 1 && $0.answer?.line == 1 }, "\(other)")
    }
}
