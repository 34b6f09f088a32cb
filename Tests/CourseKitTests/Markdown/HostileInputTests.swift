import Foundation
import Testing

@testable import CourseKit

/// Any bytes are a Markdown document: nothing here may crash, hang or overflow the stack. Swift
/// Testing runs these on pool threads with small stacks, so deep trees are tested where it hurts.
@Suite struct HostileInputTests {
    private func html(_ bytes: [UInt8]) -> String {
        MarkdownDocument(bytes: bytes, recognizesFrontMatter: false).html()
    }

    private func depth(of node: MarkdownNode) -> Int {
        var deepest = 0
        var stack = [(node, 1)]
        while let (current, level) = stack.popLast() {
            deepest = max(deepest, level)
            stack.append(contentsOf: current.children.map { ($0, level + 1) })
        }
        return deepest
    }

    @Test func invalidUTF8BecomesReplacementCharacters() {
        #expect(html([0x61, 0xFF, 0x62, 0xC3, 0x28, 0x0A]) == "<p>a\u{FFFD}b\u{FFFD}(</p>\n")
        #expect(html([0xE2, 0x82]) == "<p>\u{FFFD}</p>\n")
        // As `cmark --validate-utf8`: an overlong or out-of-range sequence is one replacement.
        #expect(html([0xC0, 0xAF]) == "<p>\u{FFFD}</p>\n")
        #expect(html([0xF5, 0x80, 0x80, 0x80]) == "<p>\u{FFFD}</p>\n")
        #expect(html([0xED, 0xA0, 0x80, 0x41]) == "<p>\u{FFFD}A</p>\n")
    }

    @Test func nulBecomesAReplacementCharacter() {
        #expect(html([0x61, 0x00, 0x62]) == "<p>a\u{FFFD}b</p>\n")
        #expect(html(Array("&#0;".utf8)) == "<p>\u{FFFD}</p>\n")
    }

    @Test func crlfAndCrEndLinesLikeLf() {
        let document = MarkdownDocument(parsing: "a\r\nb\rc\r\n\r\n# d\r")
        #expect(document.html() == "<p>a\nb\nc</p>\n<h1>d</h1>\n")
        #expect(document.root.children.map(\.range.description) == ["1:1-3:1", "5:1-5:3"])
    }

    @Test func aByteOrderMarkIsSkipped() {
        let document = MarkdownDocument(bytes: [0xEF, 0xBB, 0xBF] + Array("# Title".utf8))
        #expect(document.html() == "<h1>Title</h1>\n")
        #expect(document.root.children[0].range.description == "1:1-1:7")
    }

    @Test func tabsFollowTheFourColumnTabStops() {
        #expect(
            html(Array(" -\tfoo\n\n\t\tbar".utf8))
                == "<ul>\n<li>\n<p>foo</p>\n<pre><code>bar\n</code></pre>\n</li>\n</ul>\n")
        #expect(html(Array("-\t\tfoo".utf8)) == "<ul>\n<li>\n<pre><code>  foo\n</code></pre>\n</li>\n</ul>\n")
        #expect(html(Array(">\t\tfoo".utf8)) == "<blockquote>\n<pre><code>  foo\n</code></pre>\n</blockquote>\n")
    }

    @Test(arguments: [
        ("block quotes", String(repeating: ">", count: 10_000) + " deep"),
        ("bullet lists", String(repeating: "- ", count: 10_000) + "deep"),
        // A thousand levels, ten times the value tree's limit: each line is indented past every
        // level above it, so the text grows with the square of the depth (1 MB; 4 MB for 2,000).
        (
            "indented lists",
            (0..<1_000).map { String(repeating: " ", count: 2 * $0) + "- deep" }.joined(separator: "\n")
        ),
        ("brackets", String(repeating: "[", count: 10_000) + "deep" + String(repeating: "]", count: 10_000)),
        ("emphasis", String(repeating: "*", count: 10_000) + "deep" + String(repeating: "*", count: 10_000)),
        (
            "links in links",
            String(repeating: "[a ", count: 10_000) + "deep" + String(repeating: "](/u)", count: 10_000)
        ),
        ("images", String(repeating: "![a ", count: 10_000) + "deep" + String(repeating: "](/u)", count: 10_000)),
        ("mixed", String(repeating: "> - *[", count: 3_000) + "deep"),
    ])
    func tenThousandDeepNestingParsesWithoutOverflowingTheStack(_ name: String, _ text: String) {
        let document = MarkdownDocument(parsing: text)
        #expect(document.html().contains("deep"), "\(name)")
        #expect(document.root.plainText.contains("deep"))
        #expect(depth(of: document.root) <= 110, "the value tree is kept shallow")
        // Copying, comparing and dropping the tree all recurse over it.
        let copy = document
        #expect(copy == document)
        // The arena renderer keeps every level, as cmark does.
        let html = String(decoding: CommonMarkHTML.render(Array(text.utf8)), as: UTF8.self)
        #expect(html.contains("deep"))
    }

    @Test func theArenaRendererKeepsDeepNestingAsCmarkDoes() {
        let html = String(
            decoding: CommonMarkHTML.render(Array((String(repeating: ">", count: 10_000) + " x").utf8)),
            as: UTF8.self)
        #expect(html.components(separatedBy: "<blockquote>").count - 1 == 10_000)
    }

    /// Text full of openers that backtracking would make cost quadratic (or worse) time, for about
    /// `n` openers; each stresses one of the inline parser's memos.
    struct UnmatchedOpeners: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var text: @Sendable (_ n: Int) -> String
    }

    static let unmatchedOpeners: [UnmatchedOpeners] = [
        // Delimiters that can open but find nothing to close them.
        UnmatchedOpeners(testDescription: "*a _") { String(repeating: "*a _", count: $0) },
        // Each `*` closer could look back over every `_` opener (the openers-bottom memo stops it).
        UnmatchedOpeners(testDescription: "_a then a*") {
            String(repeating: "_a ", count: $0) + String(repeating: "a* ", count: $0)
        },
        // Backtick runs of ever greater length: none has a closer (the backtick memo).
        UnmatchedOpeners(testDescription: "backtick runs 1, 2, 3 …") { n in
            (1...Int((2 * Double(n)).squareRoot())).map { "e" + String(repeating: "`", count: $0) }.joined()
        },
        // Inline raw HTML without its terminator: comment, processing instruction, CDATA,
        // declaration (after text, so that the line does not start an HTML block).
        UnmatchedOpeners(testDescription: "<!--") { "text " + String(repeating: "<!-- ", count: $0) },
        UnmatchedOpeners(testDescription: "<?") { "text " + String(repeating: "<? ", count: $0) },
        UnmatchedOpeners(testDescription: "<![CDATA[") { "text " + String(repeating: "<![CDATA[ ", count: $0) },
        UnmatchedOpeners(testDescription: "<!X") { "text " + String(repeating: "<!X ", count: $0) },
    ]

    /// Counts the inline parser's work (`InlineParser.work`) for `n` and `4n` openers: it may
    /// grow with the text, and by no more.
    @Test(arguments: unmatchedOpeners)
    func unmatchedOpenersStayLinear(_ openers: UnmatchedOpeners) {
        let small = openers.text(2_000)
        let large = openers.text(8_000)
        let smallWork = BlockParser.parse(Array(small.utf8)).inlineWork
        let largeWork = BlockParser.parse(Array(large.utf8)).inlineWork
        // The counter sees the openers (so the ratio below is not 0 / 0 or noise).
        #expect(smallWork >= 2_000, "work \(smallWork)")
        let textGrowth = Double(large.utf8.count) / Double(small.utf8.count)
        let workGrowth = Double(largeWork) / Double(smallWork)
        #expect(
            workGrowth <= 1.125 * textGrowth,
            "work grew \(workGrowth)× (\(smallWork) → \(largeWork)) for a text \(textGrowth)× as long")
    }

    @Test func aTenMegabyteSingleLineIsOneParagraph() {
        let line = "Some *words* and `code` " + String(repeating: "word ", count: 2_000_000)
        let document = MarkdownDocument(parsing: line)
        #expect(document.root.children.count == 1)
        #expect(document.root.children[0].range.end.column == line.utf8.count)
        #expect(document.html().utf8.count > 10_000_000)
    }
}
