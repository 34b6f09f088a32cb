import CourseKit
import Testing

/// Inputs outside the spec examples where we checked our output against `cmark --unsafe
/// --sourcepos` (0.30.2); the expected strings are cmark's. Several came from differential fuzzing.
@Suite struct CmarkAgreementTests {
    @Test(arguments: [
        // A closing tag on a lazy continuation line does not start an HTML block (type 7 cannot
        // interrupt a paragraph, lazy or not).
        (
            "2. bar\n1. x\n</script>\n",
            "<ol start=\"2\" data-sourcepos=\"1:1-3:9\">\n<li data-sourcepos=\"1:1-1:6\">bar</li>\n"
                + "<li data-sourcepos=\"2:1-3:9\">x\n</script></li>\n</ol>\n"
        ),
        // An ATX heading ends where its closing sequence and trailing spaces begin.
        ("# foo ##   \nbar\n", "<h1 data-sourcepos=\"1:1-1:5\">foo</h1>\n<p data-sourcepos=\"2:1-2:3\">bar</p>\n"),
        // A paragraph keeps the start of the definitions it began with.
        ("[a]: /u\nfoo\n", "<p data-sourcepos=\"1:1-2:3\">foo</p>\n"),
        // Lists and items end on the blank lines that follow them.
        (
            "- a\n\n- b\n\n\nc\n",
            "<ul data-sourcepos=\"1:1-5:0\">\n<li data-sourcepos=\"1:1-2:0\">\n<p data-sourcepos=\"1:3-1:3\">a</p>\n</li>\n"
                + "<li data-sourcepos=\"3:1-5:0\">\n<p data-sourcepos=\"3:3-3:3\">b</p>\n</li>\n</ul>\n"
                + "<p data-sourcepos=\"6:1-6:1\">c</p>\n"
        ),
        (
            "> a\nb\n> c\n",
            "<blockquote data-sourcepos=\"1:1-3:3\">\n<p data-sourcepos=\"1:3-3:3\">a\nb\nc</p>\n</blockquote>\n"
        ),
        // An unclosed fence runs to the end of the document.
        ("```\ncode\n", "<pre data-sourcepos=\"1:1-2:4\"><code>code\n</code></pre>\n"),
        (
            "   - a\n     b\n\n         c\n",
            "<ul data-sourcepos=\"1:4-4:10\">\n<li data-sourcepos=\"1:4-4:10\">\n<p data-sourcepos=\"1:6-2:6\">a\nb</p>\n"
                + "<pre data-sourcepos=\"4:10-4:10\"><code>c\n</code></pre>\n</li>\n</ul>\n"
        ),
        // Definitions above a setext underline leave it as paragraph text.
        ("[foo]: /url\n---\n", "<p data-sourcepos=\"1:1-2:3\">---</p>\n"),
    ])
    func sourcePositionsMatchCmark(_ markdown: String, _ cmark: String) {
        let document = MarkdownDocument(parsing: markdown, recognizesFrontMatter: false)
        #expect(document.html(includesSourcePositions: true) == cmark)
        #expect(
            String(
                decoding: CommonMarkHTML.render(Array(markdown.utf8), includesSourcePositions: true),
                as: UTF8.self) == cmark)
    }

    @Test func linkDefinitionsAreListedInSourceOrderWithTheirRanges() {
        let document = MarkdownDocument(
            parsing: "Intro\n\n[Apple]: https://apple.com \"Home\"\n[b]: </a b>\n[apple]: /ignored\n")
        #expect(document.linkDefinitions.map(\.label) == ["Apple", "b", "apple"])
        #expect(document.linkDefinitions.map(\.destination) == ["https://apple.com", "/a b", "/ignored"])
        #expect(document.linkDefinitions.map(\.title) == ["Home", "", ""])
        #expect(document.linkDefinitions.map(\.range.description) == ["3:1-3:33", "4:1-4:11", "5:1-5:17"])
    }
}
