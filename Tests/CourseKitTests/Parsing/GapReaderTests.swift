import Foundation
import Testing

@testable import CourseKit

/// Cloze gaps `⟦…⟧` in a syntax card's answer (docs/format.md, "Gaps in a card's answer"): read
/// into the model with the markers removed from the code, and nowhere else.
@Suite("Gaps in a card's answer, as read")
struct GapReaderTests {
    /// A lesson whose syntax card has three gaps over two blocks (lines below are the lesson's).
    static let body = """
        ## Step 1: Count

        ```swift check=fragment
        let step = ⟦1⟧
        ```

        ## Flashcards

        ### Syntax · State
        <!-- card id=state-read kind=syntax topic="State" -->

        Declare a counter a view owns, and read the scheme.

        <details><summary>Answer</summary>

        ```swift check=fragment context=members
        ⟦@State⟧ private var count = ⟦0⟧
        ```

        And:

        ```swift check=fragment context=members
        @Environment(⟦\\.colorScheme⟧) private var scheme
        ```

        </details>

        ### Trick question · State
        <!-- card id=state-trick kind=trick topic="State" -->

        Is `⟦x⟧` a gap here?

        <details><summary>Answer</summary>

        ```swift check=fragment
        let x = ⟦2⟧
        ```

        </details>
        """

    /// `body` read as gaps.md, diagnostics and all.
    static func read(_ body: String) throws -> (lesson: Lesson, diagnostics: [Diagnostic]) {
        try MalformedLessonTests.read(
            body, frontMatter: [("\ncards: 1", "\ncards: 2"), ("trick-cards: 0", "trick-cards: 1")], file: "gaps.md")
    }

    /// The lesson with the first answer block's line and the step's line written as given.
    static func read(answer: String, step: String) throws -> (lesson: Lesson, diagnostics: [Diagnostic]) {
        try read(
            body.replacingOccurrences(of: "⟦@State⟧ private var count = ⟦0⟧", with: answer)
                .replacingOccurrences(of: "let step = ⟦1⟧", with: step))
    }

    /// Where `course check`'s `gap-place` reports the markers of `lesson`.
    static func gapPlaces(in lesson: Lesson) -> [CourseKit.SourceLocation] {
        let course = Course(
            id: "c", title: "C", lessonCount: 1, lessonFiles: [], lessons: [lesson],
            location: SourceLocation(file: "c", line: 1, column: 1))
        let context = CheckContext(folder: "c", course: course, readerDiagnostics: [], lessonFilesOnDisk: [])
        return GapPlaceRule().check(context).map(\.location)
    }

    static func lesson(_ body: String = body) throws -> Lesson {
        let read = try read(body)
        #expect(read.diagnostics.filter { $0.severity == .error }.isEmpty, "\(read.diagnostics)")
        return read.lesson
    }

    @Test func aSyntaxCardsGapsAreNumberedOverItsAnswerAndTheCodeIsFilled() throws {
        let card = try #require(try Self.lesson().cards.first)
        let snippets = card.answer.snippets
        #expect(
            snippets.map(\.code) == [
                "@State private var count = 0\n", "@Environment(\\.colorScheme) private var scheme\n",
            ])
        #expect(card.gaps.map(\.number) == [1, 2, 3])
        #expect(card.gaps.map(\.id) == ["state-read#1", "state-read#2", "state-read#3"])
        #expect(card.gaps.map(\.text) == ["@State", "0", "\\.colorScheme"])
        // Line 15 is the body's first; the first answer block's code is on line 31, the second's on 37.
        #expect(card.gaps.map(\.line) == [31, 31, 37])
        #expect(card.gaps.map(\.column) == [1, 34, 14])
        let first = snippets[0]
        #expect(first.gaps.map { $0.start..<$0.end } == [0..<6, 27..<28])
        #expect(card.gaps.allSatisfy { CodeGap.parse(id: $0.id).map { $0.card == card.id } == true })
    }

    /// A lone CR ends a line in the lesson (CommonMark, the parser, the compiler): a gap after one
    /// is on the next line, and a marker left outside an answer is reported there (seen reading the
    /// rules for a `lesson` fuzz finding; both counted only LF before).
    @Test func aLoneCREndsALineForTheGapsAndTheMarkersLeftElsewhere() throws {
        let read = try Self.read(
            answer: "@State private var count = 0\r@State var more = ⟦1⟧", step: "let step = 1\rlet next = ⟦2⟧")
        let card = try #require(read.lesson.cards.first)
        #expect(card.gaps.first.map { [$0.line, $0.column] } == [33, 19])
        let places = Self.gapPlaces(in: read.lesson).map { [$0.line, $0.column] }
        #expect(places.contains([19, 12]) && places.contains([19, 16]), "\(places)")
    }

    /// The Markdown parser reads a NUL as U+FFFD, three bytes; the gaps' places, their markers'
    /// problems and the markers `gap-place` reports are the file's columns, where a NUL is one byte
    /// (a `lesson` fuzz finding: they counted the parser's three, past the end of the line).
    @Test func aNULBeforeAMarkerIsOneByteOfTheLine() throws {
        let read = try Self.read(answer: "⟦@State⟧ private var count = \u{0}⟦0⟧ \u{0}⟦", step: "let step = \u{0}⟦1⟧")
        let card = try #require(read.lesson.cards.first)
        // Line 31: `⟦@State⟧ private var count = ` is 33 bytes, then a NUL (1) before `⟦0⟧` and a
        // space and a NUL before the unclosed `⟦`.
        #expect(card.gaps.map { [$0.line, $0.column] } == [[31, 1], [31, 35], [37, 14]])
        #expect(
            card.answer.snippets[0].gapMarkerProblems == [CodeGap.MarkerProblem(kind: .unclosed, line: 31, column: 44)])
        #expect(card.answer.snippets[0].code == "@State private var count = \u{FFFD}0 \u{FFFD}\n")
        // The step's block is not an answer: its markers stay, and `gap-place` reports them where the
        // file has them, `let step = ` (11 bytes) and a NUL before `⟦`.
        let places = Self.gapPlaces(in: read.lesson).map(\.description)
        #expect(places.filter { $0.hasPrefix("gaps.md:18:") } == ["gaps.md:18:13", "gaps.md:18:17"], "\(places)")
    }

    /// Every snippet's markers are placed; a compiler's column moves past them only where they were
    /// removed from the code it saw (an answer's), not where they stay (a step's).
    @Test func aCompilersColumnMovesOnlyPastRemovedMarkers() throws {
        let lesson = try Self.lesson()
        let step = lesson.steps[0].content.snippets[0]
        #expect(step.gapMarkerPlaces.markers.map { [$0.location.line, $0.location.column] } == [[18, 12], [18, 16]])
        #expect(!step.gapMarkerPlaces.removed)
        let inStep = SourceLocation(file: "gaps.md", line: 18, column: 15)
        #expect(step.lessonPlace(of: inStep) == inStep)
        let answer = try #require(lesson.cards.first).answer.snippets[0]
        #expect(answer.gapMarkerPlaces.removed && answer.gapMarkerPlaces.markers.count == 4)
        // `private` is column 8 of the code the compiler saw; two markers stand before it on line 31.
        #expect(answer.lessonPlace(of: SourceLocation(file: "gaps.md", line: 31, column: 8)).column == 14)
    }

    @Test func markersElsewhereStayAsWritten() throws {
        let lesson = try Self.lesson()
        #expect(lesson.steps[0].content.snippets[0].code == "let step = ⟦1⟧\n")
        let trick = try #require(lesson.cards.last)
        #expect(trick.gaps.isEmpty)
        #expect(trick.answer.snippets[0].code == "let x = ⟦2⟧\n")
    }

    @Test func unpairedAndNestedMarkersAreRemovedAndKeptAsProblems() throws {
        let body = Self.body.replacingOccurrences(
            of: "⟦@State⟧ private var count = ⟦0⟧", with: "⟦@State private ⟦var⟧ count⟧ = 0⟧ ⟦")
        let card = try #require(try Self.lesson(body).cards.first)
        let snippet = card.answer.snippets[0]
        #expect(snippet.code == "@State private var count = 0 \n")
        #expect(snippet.gaps.map(\.text) == ["@State private var count"])
        #expect(
            snippet.gapMarkerProblems == [
                CodeGap.MarkerProblem(kind: .nested, line: 31, column: 19),
                CodeGap.MarkerProblem(kind: .unopened, line: 31, column: 41),
                CodeGap.MarkerProblem(kind: .unclosed, line: 31, column: 45),
            ])
    }

    @Test func theListingKeepsTheGapsAndReadsThemBack() throws {
        let course = Course(
            id: "c", title: "C", lessonCount: 1, lessonFiles: [], lessons: [try Self.lesson()],
            location: SourceLocation(file: "c", line: 1, column: 1))
        let data = try course.jsonData()
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let cards = try #require(
            ((json["course"] as? [String: Any])?["lessons"] as? [[String: Any]])?.first?["cards"] as? [[String: Any]])
        let gaps = try #require(cards.first?["gaps"] as? [[String: Any]])
        #expect(gaps.map { $0["id"] as? String } == ["state-read#1", "state-read#2", "state-read#3"])
        #expect((cards.last?["gaps"] as? [Any])?.isEmpty == true)
        let back = try Course.fromJSON(data)
        #expect(back.cards.map(\.gaps) == course.cards.map(\.gaps))
        #expect(back.cards.flatMap(\.answer.snippets) == course.cards.flatMap(\.answer.snippets))
    }

    @Test func aGapIdIsACardIdAndANumber() {
        #expect(CodeGap.id(card: "env.read-1", number: 2) == "env.read-1#2")
        #expect(CodeGap.parse(id: "env.read-1#2")! == ("env.read-1", 2))
        for notGap in ["env-read", "#1", "env#0", "env#01", "env#x", "env#", "env#-1"] {
            #expect(CodeGap.parse(id: notGap) == nil, "\(notGap)")
        }
    }

    @Test func aGapFilledWithWhatWasTypedSaysWhereTheTypingStarts() throws {
        let card = try #require(try Self.lesson().cards.first)
        let (gap, snippet) = try #require(card.gap(id: "state-read#2"))
        let fill = snippet.filling(gap, with: "10")
        #expect(fill.code == "@State private var count = 10\n")
        #expect((fill.line, fill.column, fill.offset, fill.length) == (1, 28, 27, 2))
        let two = try #require(card.gap(id: "state-read#3"))
        let multi = two.snippet.filling(two.gap, with: "\\.locale")
        #expect(multi.code == "@Environment(\\.locale) private var scheme\n" && multi.column == 14)
        #expect(snippet.code(hiding: [1], as: "▢") == "▢ private var count = 0\n")
        let course = Course(
            id: "c", title: "C", lessonCount: 1, lessonFiles: [], lessons: [try Self.lesson()],
            location: SourceLocation(file: "c", line: 1, column: 1))
        let graded = try #require(course.fillingGap("state-read#1", with: "@Binding"))
        #expect(graded.card.id == "state-read" && graded.fill.code == "@Binding private var count = 0\n")
        #expect(graded.fill.line == 1 && graded.fill.column == 1)
        #expect(
            course.fillingGap("state-read", with: "x") == nil && course.fillingGap("state-read#4", with: "x") == nil)
        #expect(snippet.code(hiding: [1, 2], as: "▢") == "▢ private var count = ▢\n")
    }
}
