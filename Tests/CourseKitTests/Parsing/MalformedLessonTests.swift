import Testing

@testable import CourseKit

/// Each case is a lesson that breaks one reader rule, stated inline as its body under the front
/// matter all the cases share: the reader must name the rule and the place, with a hint, and go on
/// reading. `RuleCatalogTests` checks that every reader rule of a lesson has a case here.
@Suite("Malformed lessons: one diagnostic per problem, at its place")
struct MalformedLessonTests {
    /// The front matter of every case (lines 1 to 13; line 14 is blank and the body starts on 15).
    static let frontMatter = """
        ---
        lesson: 2
        title: Broken
        part: 1
        part-title: First steps
        minutes: 10
        project: Counter
        start: start
        cards: 1
        syntax-cards: 1
        trick-cards: 0
        questions: 1
        ---
        """

    struct Case: CustomTestStringConvertible, Sendable {
        var rule: Diagnostic.Rule
        /// `line:column` of each diagnostic of `rule`, in order.
        var positions: [String]
        var messagePart: String
        /// Changes to the shared front matter, each replacing the one occurrence of a text.
        var frontMatter: [(old: String, new: String)] = []
        var severity = Diagnostic.Severity.error
        var body: String
        var testDescription: String { rule.rawValue }

        /// The lesson read, named `<rule>.md` in its diagnostics.
        func read() throws -> (lesson: Lesson, diagnostics: [Diagnostic]) {
            try MalformedLessonTests.read(body, frontMatter: frontMatter, file: "\(rule.rawValue).md")
        }
    }

    static func read(
        _ body: String, frontMatter changes: [(old: String, new: String)] = [],
        file: String
    ) throws -> (lesson: Lesson, diagnostics: [Diagnostic]) {
        var header = frontMatter
        for change in changes {
            header = try header.replacingTheOnly(change.old, with: change.new, what: "the front matter of \(file)")
        }
        return LessonReader.read(text: header + "\n\n" + body + "\n", file: file)
    }

    static func read(_ rule: Diagnostic.Rule) throws -> (lesson: Lesson, diagnostics: [Diagnostic]) {
        try #require(cases.first { $0.rule == rule }).read()
    }

    static let cases: [Case] = [
        Case(
            rule: .unknownAttribute, positions: ["19:21", "26:28"],
            messagePart: "unknown attribute 'chek' on a swift block",
            body: """
                ## Step 1: Look

                Text.

                ```swift check=file chek=fragment
                let a = 1
                ```

                ## Flashcards

                ### Syntax · State
                <!-- card id=a kind=syntax topics="State" -->

                Prompt.

                <details><summary>Answer</summary>

                Answer.

                </details>
                """),
        Case(
            rule: .missingAnswer, positions: ["17:1"],
            messagePart: "card 'a' has no answer",
            body: """
                ## Flashcards

                ### Syntax · State
                <!-- card id=a kind=syntax topic="State" -->

                Prompt, and no answer.
                """),
        Case(
            rule: .missingSources, positions: ["17:1"],
            messagePart: "question 'q' has no sources",
            body: """
                ## Edge cases

                ### Question 1: no sources
                <!-- question id=q -->

                Why?

                <details><summary>Show the answer</summary>

                Because.

                </details>
                """),
        Case(
            rule: .frontMatter, positions: ["1:1", "6:1", "9:8"],
            messagePart: "unknown front matter key 'minuts'",
            frontMatter: [("minutes: 10", "minuts: 10"), ("\ncards: 1\n", "\ncards: one\n")],
            body: """
                ## Step 1: Look

                Text.
                """),
        Case(
            rule: .unclosedFence, positions: ["17:1"],
            messagePart: "this code block is never closed",
            body: """
                ## Step 1: Look

                ```swift check=file
                let a = 1

                ## Flashcards

                ### Syntax · State
                <!-- card id=a kind=syntax topic="State" -->

                Prompt.
                """),
        Case(
            rule: .missingAttribute, positions: ["17:1", "24:10"],
            messagePart: "a Swift snippet needs 'check='",
            body: """
                ## Step 1: Look

                ```swift
                let a = 1
                ```

                ## Flashcards

                ### Syntax · State
                <!-- card id=a topic="State" -->

                Prompt.

                <details><summary>Answer</summary>

                Answer.

                </details>
                """),
        Case(
            rule: .badDiff, positions: ["19:1", "23:1"],
            messagePart: "a diff line starts with ' ', '-' or '+', not '*'",
            body: """
                ## Step 1: Look

                ```diff file=App/A.swift change=edit
                 let a = 1
                *let b = 2
                +let c = 3
                ```

                ```diff file=App/A.swift change=edit
                ```
                """),
        Case(
            rule: .misplacedChange, positions: ["19:3", "32:1"],
            messagePart: "a code change cannot sit inside a list or a quote",
            body: """
                ## Step 1: Look

                - In a list:

                  ```swift file=App/A.swift change=append
                  let a = 1
                  ```

                ## Flashcards

                ### Syntax · State
                <!-- card id=a kind=syntax topic="State" -->

                Prompt.

                <details><summary>Answer</summary>

                ```swift file=App/A.swift change=append
                let b = 2
                ```

                </details>
                """),
        Case(
            rule: .badHeading, positions: ["15:1", "21:1"],
            messagePart: "a step's heading reads 'Step N: Title'",
            body: """
                ## Step two: Look

                Text.

                ## Edge cases

                ### Question: what
                <!-- question id=q -->

                Why?

                <details><summary>Show the answer</summary>

                Because.

                Sources:

                - [A](https://example.com/a)

                </details>
                """),
        Case(
            rule: .missingExpectation, positions: ["17:1"],
            messagePart: "a check=fails snippet needs the message the compiler gives",
            body: """
                ## Step 1: Look

                ```swift check=fails
                let a: Int = "x"
                ```

                It fails.
                """),
        Case(
            rule: .missingPrompt, positions: ["17:1"],
            messagePart: "card 'a' has no prompt",
            body: """
                ## Flashcards

                ### Syntax · State
                <!-- card id=a kind=syntax topic="State" -->

                <details><summary>Answer</summary>

                Answer.

                </details>
                """),
        Case(
            rule: .badID, positions: ["18:11", "31:15"],
            messagePart: "the id '../up' contains '/'",
            body: """
                ## Flashcards

                ### Syntax · State
                <!-- card id=../up kind=syntax topic="State" -->

                Prompt.

                <details><summary>Answer</summary>

                Answer.

                </details>

                ## Edge cases

                ### Question 1: dots
                <!-- question id=.. -->

                Why?

                <details><summary>Show the answer</summary>

                Because.

                Sources:

                - [Swift](https://swift.org)

                </details>
                """),
        Case(
            rule: .unsafePath, positions: ["8:8", "19:10", "23:10"],
            messagePart: "the path '../../elsewhere' has a '..' component, which climbs out of its folder",
            frontMatter: [("start: start", "start: ../../elsewhere")],
            body: """
                ## Step 1: Look

                Text.

                ```swift file=/etc/hosts change=append
                let a = 1
                ```

                ```swift file=App/../../Escape.swift change=create
                let b = 2
                ```
                """),
        Case(
            rule: .strayContent, positions: ["28:1"],
            messagePart: "belongs to no part of a card",
            body: """
                ## Flashcards

                ### Syntax · State
                <!-- card id=a kind=syntax topic="State" -->

                Prompt.

                <details><summary>Answer</summary>

                Answer.

                </details>

                After the answer.
                """),
        Case(
            rule: .misplacedMarker, positions: ["19:1"],
            messagePart: "a 'card' comment goes on the line right after its heading",
            body: """
                ## Flashcards

                Some prose.

                <!-- card id=a kind=syntax topic="State" -->

                Prompt.
                """),
        Case(
            rule: .badAttribute, positions: ["17:10"],
            messagePart: "'compile' is not a way to check a snippet",
            body: """
                ## Step 1: Look

                ```swift check=compile
                let a = 1
                ```
                """),
        Case(
            rule: .sourceWithoutLink, positions: ["28:1"],
            messagePart: "this source has no link",
            severity: .warning,
            body: """
                ## Edge cases

                ### Question 1: a book
                <!-- question id=q -->

                Why?

                <details><summary>Show the answer</summary>

                Because.

                Sources:

                - The Swift Programming Language, "Closures"

                </details>
                """),
        Case(
            rule: .missingMarker, positions: ["28:1"],
            messagePart: "this heading has no card or question comment after it",
            severity: .warning,
            body: """
                ## Flashcards

                ### Syntax · State
                <!-- card id=a kind=syntax topic="State" -->

                Prompt.

                <details><summary>Answer</summary>

                Answer.

                </details>

                ### Syntax · Forgotten

                Prompt of a card without its comment.
                """),
    ]

    @Test(arguments: cases)
    func reportsTheRuleAtItsPlace(_ test: Case) throws {
        let (_, diagnostics) = try test.read()
        #expect(diagnostics.positions(of: test.rule) == test.positions, "\(diagnostics.map(\.description))")
        let matching = diagnostics.filter { $0.rule == test.rule }
        #expect(matching.contains { $0.message.contains(test.messagePart) }, "\(matching.map(\.message))")
        #expect(matching.allSatisfy { $0.severity == test.severity && !($0.hint ?? "").isEmpty })
        #expect(matching.allSatisfy { $0.location.file == "\(test.rule.rawValue).md" })
    }

    @Test func aTypoGetsADidYouMean() throws {
        let (_, diagnostics) = try Self.read(.unknownAttribute)
        let topic = try #require(diagnostics.first { $0.message.contains("'topics'") })
        #expect(topic.hint?.hasPrefix("did you mean 'topic'?") == true)
        #expect(
            topic.description.hasPrefix(
                "unknown-attribute.md:26:28: error: unknown attribute 'topics' on a card [unknown-attribute]\n  hint: ")
        )
    }

    @Test func everyProblemOfAFileIsReportedInOneRun() throws {
        let (lesson, diagnostics) = try Self.read(
            """
            ## Step 1: Look

            ```diff file=App/A.swift change=replace
            -let a = 1
            +let a = 2
            ```

            ```swift file=App/B.swift change=move
            let b = 1
            ```

            ```swift check=compile
            let c = 1
            ```

            ## Flashcards

            ### Syntax · State
            <!-- card id=a kind=recall topic="State" -->

            Prompt.

            <details><summary>Answer</summary>
            Answer on the same block.

            </details>
            """, file: "many-problems.md")
        let found = diagnostics.map { "\($0.location.line):\($0.location.column) \($0.rule?.rawValue ?? "")" }
        #expect(
            found == [
                "17:1 missing-attribute",  // change=replace without target= or preview=
                "22:27 bad-attribute",  // change=move
                "26:10 bad-attribute",  // check=compile
                "32:1 missing-answer",  // the answer is empty, because …
                "33:16 bad-attribute",  // kind=recall
                "37:1 missing-answer",  // … it runs into the <details> line
            ])
        // It still reads what it can.
        #expect(lesson.steps.count == 1 && lesson.cards.count == 1 && lesson.changes.count == 2)
    }

    @Test func anUnclosedFenceSwallowsTheRestButIsNamed() throws {
        let (lesson, diagnostics) = try Self.read(.unclosedFence)
        #expect(lesson.cards.isEmpty)
        #expect(diagnostics.first?.hint?.contains("add a line '```'") == true)
    }

    @Test func frontMatterProblemsNameTheKey() throws {
        let (lesson, diagnostics) = try Self.read(.frontMatter)
        #expect(diagnostics.map(\.message).contains("a lesson's front matter has no 'minutes'"))
        #expect(diagnostics.map(\.message).contains("'cards' must be a whole number, not 'one'"))
        #expect(lesson.steps.count == 1)
    }

    @Test func aCardUnderALevel2HeadingIsToldToUseLevel3() {
        let text = "## Syntax · State\n<!-- card id=a kind=syntax topic=State -->\n\nPrompt.\n"
        let (lesson, diagnostics) = LessonReader.read(text: text, file: "x.md")
        let misplaced = diagnostics.filter { $0.rule == .misplacedMarker }
        #expect(misplaced.map(\.message) == ["a card's heading is of level 3 or below; '## …' starts a section"])
        #expect(misplaced.first?.location.line == 2)
        #expect(lesson.cards.isEmpty)
    }

    /// A diff block with no line at all is empty (`bad-diff`, at its fence), and has no hunk — not
    /// one of an empty unchanged line, which would be looked for in the file.
    @Test func anEmptyDiffIsSaidToBeEmptyAtItsFence() throws {
        let closed = try Self.read("## Step 1: Look\n\n```diff file=App/A.swift change=edit\n```", file: "empty.md")
        #expect(
            closed.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
                "17:1 this diff is empty"
            ])
        #expect(closed.lesson.changes.map(\.hunks) == [[]])
        // Unclosed at the end of the file (no newline after the fence): the same, and the fence named.
        let text = Self.frontMatter + "\n\n## Step 1: Look\n\n```diff file=App/A.swift change=edit"
        let (lesson, diagnostics) = LessonReader.read(text: text, file: "end.md")
        #expect(
            diagnostics.map { "\($0.location.line):\($0.location.column) \($0.rule?.rawValue ?? "")" } == [
                "17:1 unclosed-fence", "17:1 bad-diff",
            ])
        #expect(lesson.changes.map(\.hunks) == [[]])
        // A diff of one empty line is not empty: an empty line is an unchanged one.
        let blank = try Self.read("## Step 1: Look\n\n```diff file=App/A.swift change=edit\n\n```", file: "blank.md")
        #expect(blank.lesson.changes.first?.hunks.map(\.lines) == [[DiffLine(.context, "")]])
    }
}
