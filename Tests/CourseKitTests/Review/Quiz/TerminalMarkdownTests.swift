import CourseKit
import Testing

@Suite("Markdown for the terminal: wrapping, code, lists, quotes")
struct TerminalMarkdownTests {
    let at = SourceRange(start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 1))

    func node(_ kind: MarkdownNode.Kind, _ children: [MarkdownNode] = []) -> MarkdownNode {
        MarkdownNode(kind: kind, range: at, children: children)
    }

    func text(_ string: String) -> MarkdownNode { node(.text(string)) }

    func render(_ blocks: [MarkdownNode], width: Int = 30, color: Bool = false) -> [String] {
        TerminalMarkdown(width: width, usesColor: color, highlight: SwiftTerminalColors.highlighter)
            .lines(for: blocks).map { $0.rendered(color: color) }
    }

    @Test func proseWrapsAtWordsToTheWidth() {
        let paragraph = node(.paragraph, [text("The environment hands values down the view tree to every descendant.")])
        let lines = render([paragraph], width: 20)
        #expect(lines == ["The environment", "hands values down", "the view tree to", "every descendant."])
    }

    @Test func styledWordsStayGluedToPunctuation() {
        let paragraph = node(.paragraph, [text("Use "), node(.code("@Environment")), text(", then read it.")])
        #expect(render([paragraph], width: 16) == ["Use", "`@Environment`,", "then read it."])
    }

    /// Code is never re-flowed: a line wider than the window is cut at its edge and goes on under
    /// a dotted gutter, so that the terminal does not wrap it to the left edge (issue 22 item 13).
    @Test func aCodeLineWiderThanTheWindowGoesOnUnderItsGutter() {
        let long = "let value = environment.someVeryLongPropertyName.anotherOne // comment\n"
        let lines = render(
            [node(.codeBlock(info: "swift", literal: long + "  indented\n\n", isFenced: true))], width: 20)
        #expect(
            lines == [
                "  | let value = envi", "  : ronment.someVery", "  : LongPropertyName", "  : .anotherOne // c",
                "  : omment", "  |   indented", "  | ",
            ])
        let item = node(
            .list(MarkdownNode.ListInfo(isOrdered: false, start: 1, delimiter: "-", isTight: true)),
            [node(.item, [node(.codeBlock(info: "", literal: long, isFenced: true))])])
        let inList = render([item], width: 20)
        #expect(inList.allSatisfy { $0.count <= 20 } && inList.first == "-   | let value = en", "\(inList)")
    }

    @Test func swiftCodeIsHighlightedOnlyWithColour() {
        let code = node(.codeBlock(info: "swift", literal: "let x = \"hi\"\n", isFenced: true))
        let coloured = render([code], color: true).joined()
        #expect(coloured.contains("\u{1B}[94mlet\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[33m\"hi\"\u{1B}[0m"))
        #expect(!render([code]).joined().contains("\u{1B}"))
    }

    @Test func listsAndQuotesIndentTheirLines() {
        let info = MarkdownNode.ListInfo(isOrdered: true, start: 1, delimiter: ".", isTight: true)
        let list = node(
            .list(info),
            [
                node(.item, [node(.paragraph, [text("first item that wraps around")])]),
                node(.item, [node(.paragraph, [text("second")])]),
            ])
        #expect(render([list], width: 16) == ["1. first item", "   that wraps", "   around", "2. second"])
        let quote = node(.blockQuote, [node(.paragraph, [text("quoted words here")])])
        #expect(render([quote], width: 12) == ["> quoted", "> words here"])
    }

    @Test func htmlBlocksShowOnlyTheirText() {
        #expect(
            render([
                node(.htmlBlock(literal: "<details>\n<summary>Answer</summary>\n")),
                node(.htmlBlock(literal: "<!-- card id=x -->\n")),
            ]) == ["Answer"])
    }
}
