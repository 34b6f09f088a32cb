import Foundation
import Testing

@testable import CourseKit

/// The typed answers of `Fixtures/Grading/typed-answers.json` (lesson 19's syntax cards, keyed by
/// card id: right ones with other names and layouts, wrong ones with misspelled members, wrong
/// wrappers, labels and types, the old `environmentObject` API) through the real grader and
/// compiler: a right answer is never `error`, a wrong one never `same`, and at least 80 % of the
/// right ones are `same` (the figures are in docs/quiz.md).
@Suite("Grading: the typed answer set through the compiler", .serialized)
struct TypedAnswerSetTests {
    struct TypedAnswer: Decodable {
        var card: String
        var right: Bool
        var code: String
    }

    static let hasCompiler: Bool = {
        if case .found = SwiftCompiler.locate(explicitPath: nil) { return true }
        return false
    }()

    static func answers() throws -> [TypedAnswer] {
        let data = try Data(
            contentsOf: URL(fileURLWithPath: "Tests/CourseKitTests/Fixtures/Grading/typed-answers.json"))
        return try JSONDecoder().decode([TypedAnswer].self, from: data)
    }

    static func grader() throws -> CourseAnswerGrader {
        let loaded = try CourseLoader.load(folder: "Content", policy: .learner)
        return CourseAnswerGrader(
            course: loaded.course, folder: "Content",
            options: CheckOptions(macroPlugin: InterfaceCoverageTests.courseBinary.path))
    }

    @Test func theSetCoversEverySyntaxCardOfLesson19() throws {
        let answers = try Self.answers()
        let loaded = try CourseLoader.load(folder: "Content", policy: .learner)
        let lesson = try #require(loaded.course.lessons.first { $0.file.hasSuffix("lesson-19/lesson.md") })
        let syntax = Set(lesson.cards.filter { $0.kind == .syntax }.map(\.id))
        #expect(answers.count >= 40)
        #expect(Set(answers.map(\.card)) == syntax)
        for id in syntax {
            #expect(answers.contains { $0.card == id && $0.right }, "no right answer to \(id)")
            #expect(answers.contains { $0.card == id && !$0.right }, "no wrong answer to \(id)")
        }
    }

    @Test(.enabled(if: hasCompiler, "no swiftc")) func rightAnswersAreNeverErrorsAndWrongOnesNeverSame() throws {
        let grader = try Self.grader()
        var sameRight = 0
        var right = 0
        for answer in try Self.answers() {
            let card = try grader.card(answer.card)
            let result = grader.grade(card, typed: answer.code)
            #expect(result.compiled, "\(answer.card): not compiled")
            if answer.right {
                right += 1
                if result.verdict == .same { sameRight += 1 }
                #expect(
                    result.verdict != .error,
                    "\(answer.card): a right answer is an error: \(result.messages)\n\(answer.code)")
            } else {
                #expect(result.verdict != .same, "\(answer.card): a wrong answer is the same:\n\(answer.code)")
            }
        }
        #expect(Double(sameRight) >= 0.8 * Double(right), "\(sameRight) of \(right) right answers are the same")
    }

    /// Issue 46, item 1: where `same` rests on dropped text (`self.`, an access modifier, `;`),
    /// the compiler has the last word; an invisible character is said where it is.
    @Test(.enabled(if: hasCompiler, "no swiftc")) func droppedTextIsSameOnlyWhenItCompiles() throws {
        let grader = try Self.grader()
        let dismiss = try grader.card("env-dismiss")
        let semicolons = grader.grade(
            dismiss, typed: "@Environment(\\.dismiss) var close\nvar body: some View { Button(\"Done\") { close();; } }"
        )
        #expect(semicolons.verdict == .error, "\(semicolons)")
        let withSelf = grader.grade(
            dismiss,
            typed: "@Environment(\\.dismiss) var close\nvar body: some View { Button(\"Done\") { self.close() } }")
        #expect(withSelf.verdict == .same && withSelf.compiled, "\(withSelf)")
        let bindable = try grader.card("objects-bindable-local")
        let projected = grader.grade(
            bindable,
            typed:
                "@Environment(Profile.self) var user\nvar body: some View {\n    TextField(\"Name\", text: self.$user.name)\n}"
        )
        #expect(projected.verdict == .error, "\(projected)")
        let scheme = try grader.card("env-read-color-scheme")
        let open = grader.grade(scheme, typed: "@Environment(\\.colorScheme) open var mode")
        #expect(open.verdict == .error, "\(open)")
        let spaced = grader.grade(scheme, typed: "@Environment(\\.colorScheme) private\u{00A0}var mode")
        #expect(spaced.verdict == .same && spaced.compiled, "\(spaced)")
        #expect(
            spaced.messages.map { "\($0.line):\($0.column) \($0.severity)" } == ["1:36 note"]
                && spaced.messages[0].message.contains("U+00A0"), "\(spaced.messages)")
    }

    @Test(.enabled(if: hasCompiler, "no swiftc")) func messagesArePlacedInWhatWasTyped() throws {
        let grader = try Self.grader()
        let card = try grader.card("env-try-size-and-dark")
        let result = grader.grade(card, typed: "TicketRow()\n    .dynamicTypeSize(.accesibility2)")
        #expect(result.verdict == .error)
        let message = try #require(result.messages.first)
        #expect(message.line == 2 && message.column == 23, "\(message)")
        // A misspelled name of the project: the near name.
        let store = try grader.card("objects-optional")
        let misspelled = grader.grade(store, typed: "@Environment(TripStor.self) private var shared: TripStor?")
        #expect(misspelled.verdict == .error)
        #expect(misspelled.messages.contains { $0.message.contains("did you mean 'TripStore'?") && $0.line == 1 })
        // Nothing placed in the wrapper's lines: every message is on a typed line (or none).
        for message in misspelled.messages { #expect(message.line <= 1) }
    }

    @Test(.enabled(if: hasCompiler, "no swiftc")) func preparedCardsAreGradedFromSeveralThreadsAlike() throws {
        let grader = try Self.grader()
        let ids = ["env-dismiss", "objects-optional", "custom-entry-with-default", "env-try-size-and-dark"]
        for id in ids { grader.prepare(item: id) }
        let typed = [
            "@Environment(\\.dismiss) var close\nvar body: some View { Button(\"Done\", action: { close() }) }",
            "@Environment(TripStore.self) var store: Optional<TripStore>",
            "import SwiftUI\nextension EnvironmentValues { @Entry var unit: String = \"mi\" }",
            "TicketRow().dynamicTypeSize(.xxLarge)",
        ]
        let results = Locked([GradeResult?](repeating: nil, count: ids.count))
        DispatchQueue.concurrentPerform(iterations: ids.count) { index in
            let result = grader.grade(item: ids[index], typed: typed[index], isCancelled: { false })
            results.withLock { $0[index] = result }
        }
        for (index, id) in ids.enumerated() {
            let alone = grader.grade(item: id, typed: typed[index], isCancelled: { false })
            #expect(results.withLock { $0[index] } == alone, "\(id)")
            #expect(alone.compiled && alone.verdict != .error, "\(id): \(alone)")
        }
    }

    @Test(.enabled(if: hasCompiler, "no swiftc")) func aMessageInTheWrapperGoesToTheNearestTypedLine() throws {
        let grader = try Self.grader()
        let card = try grader.card("env-read-color-scheme")
        let result = grader.grade(card, typed: "// mine\nvar body: Int { 1 }")
        #expect(result.verdict == .error)
        let message = try #require(result.messages.first)
        #expect(message.line == 1 && message.column == 0, "\(message)")
        #expect(!message.message.contains("__CourseCheck"), "\(message.message)")
        // Skipped while the compiler runs: graded as without a compiler.
        let skipped = grader.grade(
            card, typed: "@Environment(\\.colorScheme) var mode: Int // \(UUID())", isCancelled: { true })
        #expect(skipped.verdict == .different && !skipped.compiled)
    }

    /// A card whose snippet names no context: the typed code goes where `course check` would put
    /// it, the first context it parses in (its likeliest, a type's members, does not take the
    /// second line: the parse plan puts it at the top level, where the compiler says so).
    @Test(.enabled(if: hasCompiler, "no swiftc")) func aFragmentGoesToTheContextItParsesIn() throws {
        let grader = try Self.grader()
        let card = try grader.card("objects-by-type")
        let result = grader.grade(
            card, typed: "@State private var store = TripStore()\nContentView().environment(store).padding()")
        #expect(result.verdict == .error)
        #expect(
            result.messages.first
                == GradeResult.Message(
                    line: 2, column: 1, severity: "error", message: "expressions are not allowed at the top level"),
            "\(result.messages)")
    }

    /// Typed code that is only a switch's cases has no value to switch on: graded by the comparison
    /// alone, with a note that says why.
    @Test(.enabled(if: hasCompiler, "no swiftc")) func aSwitchsCasesAreGradedByTheComparisonAlone() throws {
        let grader = try Self.grader()
        let card = try grader.card("objects-by-type")
        let result = grader.grade(card, typed: "case .all: true\ncase .none: false")
        #expect(result.verdict == .different && !result.compiled, "\(result)")
        #expect(
            result.messages == [
                GradeResult.Message(
                    line: 0, column: 0, severity: "note",
                    message: "a switch's cases are not type-checked (they have no value to switch on)")
            ])
    }

    @Test func withoutACompilerTheComparisonAloneRuns() throws {
        let loaded = try CourseLoader.load(folder: "Content", policy: .learner)
        let grader = CourseAnswerGrader(
            course: loaded.course, folder: "Content", options: CheckOptions(swiftcPath: "/nonexistent/swiftc"))
        let card = try grader.card("env-read-color-scheme")
        #expect(
            grader.grade(card, typed: "@Environment(\\.colorScheme) private var mode")
                == GradeResult(verdict: .same, compiled: false))
        // Left to the compiler (a modifier dropped), and none to ask: same, not compiled, with why.
        let unconfirmed = grader.grade(card, typed: "@Environment(\\.colorScheme) var mode")
        #expect(unconfirmed.verdict == .same && !unconfirmed.compiled && unconfirmed.messages.count == 1)
        let different = grader.grade(card, typed: "@Environment(\\.colorSchem) var mode")
        #expect(different.verdict == .different && !different.compiled && !different.differences.isEmpty)
        #expect(grader.answerCode(forItem: "env-read-color-scheme") == card.snippet.code)
        #expect(grader.answerCode(forItem: "trick-nearest-value-wins") == nil)
        #expect(throws: GradedCard.Refusal.self) { try grader.card("no-such-card") }
        grader.prepare(item: "env-read-color-scheme")
        grader.prepare(item: "env-read-color-scheme")
    }
}
