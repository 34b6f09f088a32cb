import CourseKit
import Foundation
import Testing

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
        #expect(html(Array(" -\tfoo\n\n\t\tbar".utf8))
                == "<ul>\n<li>\n<p>foo</p>\n<pre><code>bar\n</code></pre>\n</li>\n</ul>\n")
        #expect(html(Array("-\t\tfoo".utf8)) == "<ul>\n<li>\n<pre><code>  foo\n</code></pre>\n</li>\n</ul>\n")
        #expect(html(Array(">\t\tfoo".utf8)) == "<blockquote>\n<pre><code>  foo\n</code></pre>\n</blockquote>\n")
    }

    @Test(arguments: [
        ("block quotes", String(repeating: ">", count: 10_000) + " deep"),
        ("bullet lists", String(repeating: "- ", count: 10_000) + "deep"),
        ("indented lists", (0..<2_000).map { String(repeating: " ", count: 2 * $0) + "- deep" }.joined(separator: "\n")),
        ("brackets", String(repeating: "[", count: 10_000) + "deep" + String(repeating: "]", count: 10_000)),
        ("emphasis", String(repeating: "*", count: 10_000) + "deep" + String(repeating: "*", count: 10_000)),
        ("links in links", String(repeating: "[a ", count: 10_000) + "deep" + String(repeating: "](/u)", count: 10_000)),
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
        let html = String(decoding: CommonMarkHTML.render(Array((String(repeating: ">", count: 10_000) + " x").utf8)),
                          as: UTF8.self)
        #expect(html.components(separatedBy: "<blockquote>").count - 1 == 10_000)
    }

    @Test func unmatchedOpenersStayLinear() {
        // Each would take exponential or quadratic time with backtracking; together ~1 MB.
        let text = String(repeating: "[a ", count: 100_000) + String(repeating: "*a _", count: 50_000)
            + String(repeating: "`a ", count: 50_000) + String(repeating: "<a b=\"", count: 20_000)
            + String(repeating: "<!-- ", count: 20_000)
        let document = MarkdownDocument(parsing: text)
        #expect(document.root.children.count == 1)
    }

    @Test func aTenMegabyteSingleLineIsOneParagraph() {
        let line = "Some *words* and `code` " + String(repeating: "word ", count: 2_000_000)
        let document = MarkdownDocument(parsing: line)
        #expect(document.root.children.count == 1)
        #expect(document.root.children[0].range.end.column == line.utf8.count)
        #expect(document.html().utf8.count > 10_000_000)
    }
}
