import CourseKit
import Foundation
import Testing

/// How a typed answer and its verdict are shown (docs/quiz.md, "Answering by typing"), in a wide
/// and a narrow window. The verdicts are made here, as a grader would give them.
@Suite("Typed answers: the verdict on screen")
struct TypedAnswerScreenTests {
    static let answer = "@Environment(\\.dismiss) private var dismiss"

    func shown(_ typed: TypedAnswer, width: Int = 100, answer: String = Self.answer) -> [String] {
        QuizScreen(markdown: TerminalMarkdown(width: width, usesColor: false))
            .typed(typed, answerCode: answer).map { $0.rendered(color: false) }
    }

    @Test func sameSaysSoAndPreselectsGood() {
        let typed = TypedAnswer(
            text: "@Environment(\\.dismiss) var close", result: GradeResult(verdict: .same, compiled: true))
        #expect(shown(typed) == ["Typed: same as the answer", "  | @Environment(\\.dismiss) var close"])
        #expect(typed.preselected?.rating == .good)
        #expect(typed.preselected?.reason == "same as the answer")
    }

    @Test func compilesShowsBothSideBySideWithTheDifferencesMarked() {
        let result = GradeResult(
            verdict: .compiles, compiled: true,
            differences: [
                .init(
                    typed: .init(line: 1, column: 25, text: "var"), answer: .init(line: 1, column: 25, text: "private"))
            ])
        let typed = TypedAnswer(text: "@Environment(\\.dismiss) var dismiss", result: result)
        let lines = shown(typed, width: 100)
        #expect(lines[0] == "Typed: compiles, but is not the same as the answer (you decide)")
        #expect(lines[1].hasPrefix("You typed:") && lines[1].contains("Answer:"))
        #expect(
            lines[2].hasPrefix("  | @Environment(\\.dismiss) var dismiss") && lines[2].hasSuffix("  | " + Self.answer))
        // The carets under `var` on the left and under `private` on the right, each in its column.
        let carets = lines[3]
        let left = String(repeating: " ", count: 4 + 24) + "^^^"
        #expect(carets.hasPrefix(left))
        let half = (100 - 3) / 2
        #expect(carets.dropFirst(half + 3) == Substring(String(repeating: " ", count: 4 + 24) + "^^^^^^^"))
        #expect(lines.count == 4)
        #expect(typed.preselected == nil, "the learner decides")
    }

    @Test func compilesInANarrowWindowIsOneAboveTheOther() {
        let result = GradeResult(
            verdict: .compiles, compiled: true,
            differences: [.init(typed: .init(line: 1, column: 25, text: "var"), answer: nil)])
        let lines = shown(TypedAnswer(text: "@Environment(\\.dismiss) var dismiss", result: result), width: 40)
        #expect(lines[0...1] == ["Typed: compiles, but is not the same as", "the answer (you decide)"])
        #expect(lines[2] == "You typed:")
        #expect(lines[3] == "  | @Environment(\\.dismiss) var dismiss")
        #expect(lines[4] == String(repeating: " ", count: 28) + "^^^")
        #expect(lines[5] == "Answer:")
        #expect(lines[6...].joined(separator: "\n") == "  | @Environment(\\.dismiss) private var \n  : dismiss")
        #expect(lines.allSatisfy { CellWidth.of($0) <= 40 })
    }

    @Test func errorShowsEachMessageAtItsTypedLineAndColumnWithACaret() {
        let result = GradeResult(
            verdict: .error, compiled: true,
            messages: [
                .init(line: 2, column: 14, severity: "error", message: "cannot find 'dismis' in scope"),
                .init(line: 1, column: 40, severity: "warning", message: "past the end"),
            ])
        let typed = TypedAnswer(text: "@Environment(\\.dismiss) var x\nlet f = { x; dismis() }", result: result)
        let lines = shown(typed)
        #expect(
            lines == [
                "Typed: does not compile",
                "2:14: error: cannot find 'dismis' in scope",
                "  | let f = { x; dismis() }",
                String(repeating: " ", count: 4 + 13) + "^",
                "1:40: warning: past the end",
                "  | @Environment(\\.dismiss) var x",
                String(repeating: " ", count: 4 + 29) + "^",
            ])
        #expect(typed.preselected?.rating == .again)
    }

    /// Columns count UTF-8 bytes, as the compiler's do: after a `…` (three bytes) the caret is two
    /// characters to the left of the column's number.
    @Test func aColumnAfterAnEllipsisCountsItsBytes() {
        let result = GradeResult(
            verdict: .error, compiled: true, messages: [.init(line: 1, column: 8, severity: "error", message: "here")])
        let lines = shown(TypedAnswer(text: "f(…, yy)", result: result))
        #expect(lines[2] == "  | f(…, yy)")
        #expect(lines[3] == String(repeating: " ", count: 4 + 5) + "^", "y is character 6, byte 8")
    }

    @Test func differentSaysNotCompiled() {
        let result = GradeResult(
            verdict: .different, compiled: false,
            differences: [
                .init(
                    typed: .init(line: 1, column: 1, text: "@State"),
                    answer: .init(line: 1, column: 1, text: "@Environment(\\.dismiss)"))
            ])
        let lines = shown(TypedAnswer(text: "@State private var dismiss", result: result), width: 60)
        #expect(lines[0].hasPrefix("Typed: not compiled (no Swift compiler found)"))
        #expect(lines.contains("You typed:") && lines.contains("Answer:"))
        #expect(lines.contains("    ^^^^^^"))
        #expect(TypedAnswer(text: "x", result: result).preselected == nil)
    }

    @Test func skippedIsShownWithoutAVerdict() {
        let typed = TypedAnswer(text: "@State var x", result: nil)
        #expect(shown(typed) == ["Typed: not graded (the wait was skipped)", "  | @State var x"])
        #expect(typed.preselected == nil)
    }

    /// What was typed and the compiler's messages are shown inert, whatever they hold.
    @Test func nothingReachesTheTerminalRaw() {
        let result = GradeResult(
            verdict: .error, compiled: true,
            messages: [.init(line: 1, column: 1, severity: "error", message: "bad \u{1B}[2J\u{9B}")])
        let text = QuizScreen(markdown: TerminalMarkdown(width: 80, usesColor: true))
            .typed(TypedAnswer(text: "x\u{1B}]0;title\u{7}", result: result), answerCode: "y")
            .map { $0.rendered(color: true) }.joined()
        #expect(!text.contains("\u{1B}[2J") && !text.contains("\u{1B}]") && !text.contains("\u{9B}"))
        #expect(text.contains("␛[2J"))
    }

    /// Issue 46: a `compiles` verdict says in a line what differs; the answer's code, which ends
    /// with a line break, leaves no empty `|` line behind; and the card's answer below leaves out
    /// the code the verdict already shows.
    @Test func compilesSaysWhatDiffersWithoutAStrayLineOrTheAnswerTwice() {
        let answer = "@Environment(\\.colorScheme) private var appearance\n"
        let typed = "@Environment(\\.displayScale) private var appearance"
        let comparison = AnswerComparison.compare(typed: typed, answer: answer)
        let result = GradeResult(verdict: .compiles, compiled: true, differences: comparison.differences)
        for width in [60, 140] {
            let lines = shown(TypedAnswer(text: typed, result: result), width: width, answer: answer)
            #expect(
                lines.joined(separator: " ").contains(
                    "a different key path: \\.displayScale where the answer has \\.colorScheme"), "\(lines)")
            #expect(!lines.contains { $0.trimmingCharacters(in: .whitespaces).hasSuffix("|") }, "\(lines)")
        }
        func nodes(_ text: String) -> [MarkdownNode] { MarkdownDocument(parsing: text).root.children }
        let item = StudyItem(
            id: "a", kind: .syntax, topic: "T", lesson: 1, prompt: nodes("Read it."),
            answer: nodes("```swift\n" + answer + "```\n\nThe key path `colorScheme`."), contentHash: "0123456789abcdef"
        )
        let screen = QuizScreen(markdown: TerminalMarkdown(width: 100, usesColor: false))
        let below = screen.answer(for: item, prediction: nil, leavingOut: answer).map { $0.rendered(color: false) }
        #expect(!below.contains { $0.contains("private var appearance") }, "\(below)")
        #expect(below.contains { $0.contains("The key path `colorScheme`.") }, "\(below)")
        let whole = screen.answer(for: item, prediction: nil).map { $0.rendered(color: false) }
        #expect(whole.contains { $0.contains("private var appearance") }, "\(whole)")
    }
}
