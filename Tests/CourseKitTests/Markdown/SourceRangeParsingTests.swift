import CourseKit
import Testing

/// Source ranges the lesson parser and the checker point at: blocks as cmark's `--sourcepos`,
/// inlines at the exact bytes they came from.
@Suite struct SourceRangeParsingTests {
    private func ranges(_ text: String, where predicate: (MarkdownNode) -> Bool) -> [String] {
        MarkdownDocument(parsing: text).root.descendants(where: predicate).map(\.range.description)
    }

    @Test func blocksCarryCmarkSourcePositions() {
        let text = "# Title\n\nSome *prose* here.\n\n```swift\nlet x = 1\n```\n"
        let document = MarkdownDocument(parsing: text)
        #expect(document.root.children.map(\.range.description) == ["1:1-1:7", "3:1-3:18", "5:1-7:3"])
        guard case .codeBlock(let info, let literal, true) = document.root.children[2].kind else {
            Issue.record("expected a fenced code block")
            return
        }
        #expect(info == "swift")
        #expect(literal == "let x = 1\n")
    }

    @Test func inlinesPointAtTheirBytes() {
        let text = "A `code` and *em* and [link](/u).\nNext line."
        #expect(
            ranges(text) {
                if case .code = $0.kind { return true }
                return false
            } == ["1:3-1:8"])
        #expect(ranges(text) { $0.kind == .emphasis } == ["1:14-1:17"])
        #expect(
            ranges(text) {
                if case .link = $0.kind { return true }
                return false
            } == ["1:23-1:32"])
        #expect(ranges(text) { $0.kind == .text("Next line.") } == ["2:1-2:10"])
    }

    @Test func columnsCountUTF8Bytes() {
        let text = "é *x*"
        #expect(ranges(text) { $0.kind == .emphasis } == ["1:4-1:6"])
    }

    @Test func textSplitByEscapesIsOneTextNode() {
        let paragraph = MarkdownDocument(parsing: "a\\*b &amp; c").root.children[0]
        #expect(paragraph.children.map(\.kind) == [.text("a*b & c")])
        #expect(paragraph.children[0].range.description == "1:1-1:12")
    }

    @Test func linesInsideContainersKeepTheirColumns() {
        let text = "> - item *one*\n>   more\n"
        #expect(ranges(text) { $0.kind == .emphasis } == ["1:10-1:14"])
        #expect(ranges(text) { $0.kind == .text("more") } == ["2:5-2:8"])
    }
}
