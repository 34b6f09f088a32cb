import Foundation
import Testing

@testable import CourseKit

/// Each rule's fixture is `Fixtures/Check/valid` with the change stated below, and breaks that rule
/// and no other: the test names the rule id, the file, the line and the column of the first
/// diagnostic, and fails on any diagnostic of another rule.
@Suite("course check: one fixture per rule")
struct CheckRuleFixtureTests {
    struct Case: CustomTestStringConvertible, Sendable {
        /// The rule the fixture breaks.
        var breaks: Diagnostic.Rule
        /// The rule printed; the reader's own for the rules the reader enforces.
        var reports: Diagnostic.Rule
        /// What makes `valid` break it.
        var edits: [StatedEdit]
        var file: String
        var line: Int
        var column: Int
        var compiler: Bool
        var typecheck: Bool
        /// `--strict-typecheck`: what could not be type-checked is an error.
        var strict: Bool
        var testDescription: String { breaks.rawValue }

        init(
            _ breaks: Diagnostic.Rule, reports: Diagnostic.Rule? = nil, _ edits: StatedEdit...,
            file: String = "lesson-1/lesson.md", line: Int, column: Int, compiler: Bool = false,
            typecheck: Bool = false,
            strict: Bool = false
        ) {
            self.breaks = breaks
            self.reports = reports ?? breaks
            self.edits = edits
            self.file = file
            self.line = line
            self.column = column
            self.compiler = compiler
            self.typecheck = typecheck
            self.strict = strict
        }

        /// Runs `body` on the fixture, made in a scratch folder named after the rule.
        func withFixture<T>(_ body: (_ folder: String) throws -> T) throws -> T {
            try CheckFixtures.withValid(changedBy: edits, named: breaks.rawValue, body)
        }
    }

    static let cases: [Case] = [
        Case(
            .structure, reports: .unknownAttribute,
            .replace(
                #"<!-- card id=state-read kind=syntax topic="State" -->"#,
                with: #"<!-- card id=state-read kind=syntax topic="State" colour=red -->"#),
            line: 62, column: 51),
        Case(.counts, .replace("cards: 2", with: "cards: 3"), line: 9, column: 1),
        Case(.numbering, .replace("## Step 2: Start from ten", with: "## Step 3: Start from ten"), line: 50, column: 1),
        Case(
            .lessonFiles, .add("lesson-2/lesson.md", "---\nlesson: 2\ntitle: Not in the manifest\n---\n"),
            file: "lesson-2/lesson.md", line: 1, column: 1),
        Case(
            .ids, reports: .badID, .replace("<!-- card id=state-init ", with: "<!-- card id=state/init "), line: 75,
            column: 11),
        Case(.questionSources, .replace("- [State](https://", with: "- [](https://"), line: 98, column: 3),
        Case(
            .sourceURL, .replace("(https://developer.apple.com/", with: "(ftp://developer.apple.com/"),
            line: 98, column: 3),
        Case(
            .cardPrompt, reports: .missingPrompt, .replace("Can a view set its `@State` in `init`?\n\n", with: ""),
            line: 74, column: 1),
        Case(
            .cardAnswer, reports: .missingAnswer,
            .replace("Only its initial value, through `_count = State(initialValue: 5)`.\n\n", with: ""),
            line: 74, column: 1),
        // Gap markers outside a syntax card's answer: here in the trick card's answer.
        Case(
            .gapPlace,
            .replace(
                "through `_count = State(initialValue: 5)`.",
                with: "through `_count = State(initialValue: 5)`.\n\n```text\n_count = State(initialValue: ⟦5⟧)\n```"),
            line: 84, column: 30),
        Case(
            .gapMarkers,
            .replace(
                "```swift check=fragment context=members\n@State private var count = 0",
                with: "```swift check=fragment context=members\n@State private var count = ⟦0"),
            line: 69, column: 28),
        Case(
            .gapEmpty,
            .replace(
                "```swift check=fragment context=members\n@State private var count = 0",
                with: "```swift check=fragment context=members\n@State ⟦⟧private var count = 0"),
            line: 69, column: 8),
        Case(
            .gapToken,
            .replace(
                "```swift check=fragment context=members\n@State private var count = 0",
                with: "```swift check=fragment context=members\n⟦@Sta⟧te private var count = 0"),
            line: 69, column: 1),
        Case(
            .gapRecall,
            .replace(
                "```swift check=fragment context=members\n@State private var count = 0",
                with: "```swift check=fragment context=members\n@State private var count ⟦=⟧ 0"),
            line: 69, column: 26),
        Case(
            .changePath, reports: .unsafePath,
            .replace("```swift file=App/Counter.swift", with: "```swift file=../Counter.swift"),
            line: 25, column: 10),
        // At the line the file does not have (the hunk's second), not at the hunk's first.
        Case(.changeApplies, .replace("-    var count = 0\n", with: "-  var count = 0\n"), line: 54, column: 1),
        Case(
            .changeTarget, .replace(#"target="struct Counter""#, with: #"target="struct Count""#),
            .replace(
                "## Flashcards",
                with: """
                    Two previews:

                    ```swift file=App/Counter.swift change=append
                    #Preview("One") {
                        Text("1")
                    }

                    #Preview("Two") {
                        Text("2")
                    }
                    ```

                    The first one:

                    ```diff file=App/Counter.swift change=replace preview=1
                     #Preview("Two") {
                    -    Text("2")
                    +    Text("two")
                     }
                    ```

                    ## Flashcards
                    """),
            line: 52, column: 1),
        // A second lesson on the project whose start folder holds Counter.swift as lesson 1 began it.
        Case(
            .lessonContinuity,
            .replace(
                "- [Lesson 1: Counting](lesson-1/lesson.md)\n",
                with: "- [Lesson 1: Counting](lesson-1/lesson.md)\n- [Lesson 2: Starting over](lesson-2/lesson.md)\n",
                in: "course.md"),
            .add(
                "lesson-2/lesson.md",
                """
                ---
                lesson: 2
                title: Starting over
                part: 1
                part-title: First steps
                minutes: 15
                project: Counter
                start: start
                cards: 0
                syntax-cards: 0
                trick-cards: 0
                questions: 0
                ---

                # Lesson 2: Starting over

                ## Step 1: Open your project

                Open the Counter project where lesson 1 finished.

                """),
            .add("lesson-2/start/App/Counter.swift", "struct Counter {\n    var count = 0\n}\n"),
            file: "lesson-2/start/App/Counter.swift", line: 2, column: 17),
        // The compiler's rules: three fixtures parsed, one type-checked.
        Case(
            .snippetParse,
            .replace(
                "```swift check=fragment\n@State private var count = 0",
                with: "```swift check=fragment\n@State private var count = = 0"),
            line: 34, column: 27, compiler: true),
        Case(
            .snippetExpectedFailure,
            .replace(#"expect="expected pattern""#, with: #"expect="cannot find 'x' in scope""#),
            line: 46, column: 1, compiler: true),
        Case(
            .changeParses, .replace("func reset() -> Counter", with: "func reset( -> Counter"),
            line: 27, column: 17, compiler: true),
        Case(
            .snippetTypecheck, .replace("let answer = 42", with: #"let answer: Int = "42""#),
            line: 40, column: 19, compiler: true, typecheck: true),
        // A step's project that no longer type-checks, at the line of the change that broke it.
        Case(
            .stepTypecheck, .replace("+    var count = 10", with: #"+    var count: Int = "10""#),
            line: 55, column: 23, compiler: true, typecheck: true),
        // The course's own interface declarations, compiled into a module of their own.
        Case(
            .interfaceBuilds,
            .add("interface/Extras/Extras.swift", "public struct Extra {\n    public var x: Int = \"no\"\n}\n"),
            file: "interface/Extras/Extras.swift", line: 2, column: 25, compiler: true, typecheck: true),
        // With --strict-typecheck, a fragment that names what nothing defines could not be type-checked.
        Case(
            .typecheckComplete,
            .replace(
                "```swift check=fragment\n@State private var count = 0",
                with: "```swift check=fragment\n@State private var count = startValue"),
            line: 33, column: 1, compiler: true, typecheck: true, strict: true),
        // The lesson's own declarations for its fragments, type-checked beside its finished project.
        Case(
            .declarationsTypecheck,
            .add("lesson-1/declarations/Extras.swift", "struct Extra {\n    var x: Int = \"no\"\n}\n"),
            file: "lesson-1/declarations/Extras.swift", line: 2, column: 18, compiler: true, typecheck: true),
    ]

    static func fixture(_ rule: Diagnostic.Rule) throws -> Case {
        try #require(cases.first { $0.breaks == rule })
    }

    @Test(arguments: cases)
    func fixtureBreaksExactlyItsRule(_ test: Case) throws {
        try test.withFixture { folder in
            let result = try CheckFixtures.check(
                folder: folder, compiler: test.compiler, typecheck: test.typecheck,
                strict: test.strict)
            let first = try #require(result.diagnostics.first)
            #expect(result.diagnostics.allSatisfy { $0.rule == test.reports }, "\(result.diagnostics)")
            #expect(first.severity == .error)
            #expect(first.location.file == folder + "/" + test.file)
            #expect(first.location.line == test.line)
            #expect(first.location.column == test.column)
        }
    }

    @Test func aPreviewCountedWrongIsAChangeTargetError() throws {
        let result = try Self.fixture(.changeTarget).withFixture { try CheckFixtures.check(folder: $0) }
        #expect(result.diagnostics.map(\.location.line) == [52, 73])
        #expect(
            result.diagnostics.last?.message
                == "this change replaces the first preview, but it starts at preview 2 of the file")
    }

    @Test func theValidFixturePassesEveryRuleWithTheCompiler() throws {
        let result = try CheckFixtures.check(folder: CheckFixtures.path("valid"), compiler: true, typecheck: true)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.snippets.parsed == 4)
        // Every snippet: the two whole files each on its own, the two fragments with the project of
        // their step (the start project and after each of the two steps: 3 projects).
        #expect(result.snippets.typeChecked == 4)
        #expect(result.snippets.notTypeChecked == [:])
        #expect(result.appliedChangeCount == 2)
        #expect(result.typecheckedProjects == 3)
    }

    /// A whole file with an `@main` type is a library file, as in an Xcode target: no "'main' attribute
    /// cannot be used in a module that contains top-level code" (the compiler takes a lone file for
    /// the main file unless told otherwise).
    @Test func aWholeFileWithAnAtMainTypeTypeChecks() throws {
        let edit = StatedEdit.replace(
            "let answer = 42\nprint(answer)",
            with: "@main\nstruct Answer {\n    static func main() {\n        print(42)\n    }\n}")
        let result = try CheckFixtures.withValid(changedBy: [edit], named: "at-main") { folder in
            try CheckFixtures.check(folder: folder, compiler: true, typecheck: true)
        }
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.snippets.typeChecked == 4)
    }

    /// `Fixtures/Check/counts` stays on disk because the end-to-end tests of `course check`
    /// (CourseCLITests) run the binary on it; it must be `valid` with the `counts` change, no more.
    @Test func theCountsFolderOnDiskIsValidWithTheStatedChange() throws {
        let derived = try Self.fixture(.counts).withFixture { try CheckFixtures.files(in: $0) }
        #expect(try CheckFixtures.files(in: CheckFixtures.path("counts")) == derived)
    }

    @Test func anEditThatNoLongerFitsSaysSo() throws {
        #expect(throws: StatedEditError.self) {
            try CheckFixtures.withValid(changedBy: [.replace("no such text", with: "x")], named: "x") { _ in }
        }
        #expect(throws: StatedEditError.self) {
            try "@State @State".replacingTheOnly("@State", with: "x", what: "twice")
        }
    }
}
