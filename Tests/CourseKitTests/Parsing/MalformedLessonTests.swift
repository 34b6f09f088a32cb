import Testing
@testable import CourseKit

/// `Fixtures/Format/malformed/<rule>.md`: each breaks one reader rule; the reader must name the rule
/// and the place, with a hint, and go on reading.
@Suite("Malformed lessons: one diagnostic per problem, at its place")
struct MalformedLessonTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var fixture: String
        var rule: Diagnostic.Rule
        /// `line:column` of each diagnostic of `rule`, in order.
        var positions: [String]
        var messagePart: String
        var testDescription: String { fixture }
    }

    static let cases: [Case] = [
        Case(fixture: "unknown-attribute", rule: .unknownAttribute, positions: ["19:21", "26:28"],
             messagePart: "unknown attribute 'chek' on a swift block"),
        Case(fixture: "missing-answer", rule: .missingAnswer, positions: ["17:1"],
             messagePart: "card 'a' has no answer"),
        Case(fixture: "missing-sources", rule: .missingSources, positions: ["17:1"],
             messagePart: "question 'q' has no sources"),
        Case(fixture: "front-matter", rule: .frontMatter, positions: ["1:1", "6:1", "9:8"],
             messagePart: "unknown front matter key 'minuts'"),
        Case(fixture: "unclosed-fence", rule: .unclosedFence, positions: ["17:1"],
             messagePart: "this code block is never closed"),
        Case(fixture: "missing-attribute", rule: .missingAttribute, positions: ["17:1", "24:10"],
             messagePart: "a Swift snippet needs 'check='"),
        Case(fixture: "bad-diff", rule: .badDiff, positions: ["19:1"],
             messagePart: "a diff line starts with ' ', '-' or '+', not '*'"),
        Case(fixture: "misplaced-change", rule: .misplacedChange, positions: ["19:3", "32:1"],
             messagePart: "a code change cannot sit inside a list or a quote"),
        Case(fixture: "bad-heading", rule: .badHeading, positions: ["15:1", "21:1"],
             messagePart: "a step's heading reads 'Step N: Title'"),
        Case(fixture: "missing-expectation", rule: .missingExpectation, positions: ["17:1"],
             messagePart: "a check=fails snippet needs the message the compiler gives"),
        Case(fixture: "missing-prompt", rule: .missingPrompt, positions: ["17:1"],
             messagePart: "card 'a' has no prompt"),
        Case(fixture: "stray-content", rule: .strayContent, positions: ["28:1"],
             messagePart: "belongs to no part of a card"),
        Case(fixture: "misplaced-marker", rule: .misplacedMarker, positions: ["19:1"],
             messagePart: "a 'card' comment goes on the line right after its heading"),
    ]

    @Test(arguments: cases)
    func reportsTheRuleAtItsPlace(_ test: Case) throws {
        let (_, diagnostics) = try FormatFixtures.malformed(test.fixture)
        #expect(diagnostics.positions(of: test.rule) == test.positions, "\(diagnostics.map(\.description))")
        let matching = diagnostics.filter { $0.rule == test.rule }
        #expect(matching.contains { $0.message.contains(test.messagePart) }, "\(matching.map(\.message))")
        #expect(matching.allSatisfy { $0.severity == .error && !($0.hint ?? "").isEmpty })
        #expect(matching.allSatisfy { $0.location.file == "\(test.fixture).md" })
    }

    @Test func aTypoGetsADidYouMean() throws {
        let (_, diagnostics) = try FormatFixtures.malformed("unknown-attribute")
        let topic = try #require(diagnostics.first { $0.message.contains("'topics'") })
        #expect(topic.hint?.hasPrefix("did you mean 'topic'?") == true)
        #expect(topic.description.hasPrefix("unknown-attribute.md:26:28: error: unknown attribute 'topics' on a card [unknown-attribute]\n  hint: "))
    }

    @Test func everyProblemOfAFileIsReportedInOneRun() throws {
        let (lesson, diagnostics) = try FormatFixtures.malformed("many-problems")
        let found = diagnostics.map { "\($0.location.line):\($0.location.column) \($0.rule?.rawValue ?? "")" }
        #expect(found == [
            "17:1 missing-attribute",   // change=replace without target= or preview=
            "22:27 bad-attribute",      // change=move
            "26:10 bad-attribute",      // check=compile
            "32:1 missing-answer",      // the answer is empty, because …
            "33:16 bad-attribute",      // kind=recall
            "37:1 missing-answer",      // … it runs into the <details> line
        ])
        // It still reads what it can.
        #expect(lesson.steps.count == 1 && lesson.cards.count == 1 && lesson.changes.count == 2)
    }

    @Test func anUnclosedFenceSwallowsTheRestButIsNamed() throws {
        let (lesson, diagnostics) = try FormatFixtures.malformed("unclosed-fence")
        #expect(lesson.cards.isEmpty)
        #expect(diagnostics.first?.hint?.contains("add a line '```'") == true)
    }

    @Test func frontMatterProblemsNameTheKey() throws {
        let (lesson, diagnostics) = try FormatFixtures.malformed("front-matter")
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

    @Test func aHeadingWithoutItsCommentAmongCardsIsAWarning() {
        let text = """
            ### Syntax · State
            <!-- card id=a kind=syntax topic=State -->

            Prompt.

            <details><summary>Answer</summary>

            Answer.

            </details>

            ### Syntax · Forgotten

            Prompt of a card without its comment.
            """
        let (lesson, diagnostics) = LessonReader.read(text: text, file: "x.md")
        let forgotten = diagnostics.filter { $0.rule == .missingMarker }
        #expect(forgotten.map(\.location.line) == [12])
        #expect(forgotten.allSatisfy { $0.severity == .warning })
        #expect(lesson.cards.count == 1)
    }
}
