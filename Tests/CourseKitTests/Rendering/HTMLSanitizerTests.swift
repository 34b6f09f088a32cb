import Testing

@testable import CourseKit

@Suite struct HTMLSanitizerTests {
    func clean(_ html: String, blocks: Bool = true) -> String {
        var sanitizer = HTMLSanitizer()
        return sanitizer.sanitize(html, allowBlocks: blocks) + sanitizer.closeAll()
    }

    @Test func harmlessTagsPassRewritten() {
        #expect(clean("<details open><summary>Answer</summary>") == "<details open><summary>Answer</summary></details>")
        #expect(clean("Press <KBD class=x>⌘R</kbd>, x<sup>2</sup><br/>") == "Press <kbd>⌘R</kbd>, x<sup>2</sup><br>")
        #expect(
            clean("<a href=\"https://developer.apple.com/a?b=1&amp;c=2\" title='t'>A</a>")
                == "<a href=\"https://developer.apple.com/a?b=1&amp;c=2\" title=\"t\">A</a>")
    }

    @Test func scriptsStylesFramesVanishWithTheirContent() {
        let html = clean(
            "a<script>alert(1)</script>b<STYLE>p{}</style >c<iframe src=x>inner</iframe>d<svg><script>x</script></svg>e"
        )
        #expect(html == "abcde")
        #expect(clean("<script>never closed") == "")
    }

    @Test func eventHandlersAndDangerousURLsAreDropped() {
        #expect(clean("<img src=x onerror=alert(1)>") == "<img src=\"x\" alt=\"\">")
        #expect(clean("<a href=\"javascript:alert(1)\" onclick=\"x()\">go</a>") == "<a>go</a>")
        #expect(clean("<a href=\"java&#115;cript&colon;alert(1)\">go</a>") == "<a>go</a>")
        #expect(clean("<a href=\" JaVaScRiPt:alert(1)\">go</a>") == "<a>go</a>")
        #expect(clean("<a href=\"jav\tascript:x\">go</a>") == "<a>go</a>")
        #expect(clean("<a href=\"java&Tab;script&colon;alert(1)\">go</a>") == "<a>go</a>")
        #expect(clean("<img src=\"data:image/svg+xml,<svg onload=alert(1)>\">") == "")
        #expect(clean("<img alt=\"no address\">") == "")
        #expect(clean("<a href=\"/docs/x:y\">ok</a>") == "<a href=\"/docs/x:y\">ok</a>")
        #expect(clean("<a href=\"mailto:a@b.c\">m</a>") == "<a href=\"mailto:a@b.c\">m</a>")
    }

    @Test func everyHTML5ReferenceIsDecodedAndNothingElse() {
        #expect(clean("<kbd>&eacute;&Aring;&#x2318;&#8984;</kbd>") == "<kbd>éÅ⌘⌘</kbd>")
        #expect(clean("<kbd>&cmd; &nosuchname; &#0;</kbd>") == "<kbd>&amp;cmd; &amp;nosuchname; \u{FFFD}</kbd>")
    }

    @Test func unknownTagsDropButKeepTheirText() {
        #expect(clean("<div onclick=\"x\"><form action=/x><input value=a>Hi</form></div>") == "<div>Hi</div>")
        #expect(clean("<p><details>x</details></p>", blocks: false) == "x")
    }

    @Test func textIsEscapedAndStrayEndTagsDropped() {
        #expect(
            clean("1 < 2 &amp; 3 > 2 &bogus; \"q\"</kbd></details>")
                == "1 &lt; 2 &amp; 3 &gt; 2 &amp;bogus; &quot;q&quot;")
        #expect(clean("<!-- card id=x --><!DOCTYPE html><?php x ?>t") == "t")
        #expect(clean("<b><i>x</b>") == "<b><i>x</i></b>")
        #expect(clean("<img src=\"a.png\" alt=\"<\" ") == "")
    }

    /// Escaping goes by bytes: a quote or an angle bracket that a combining mark follows (one
    /// `Character` with it) is escaped all the same, so it cannot end an attribute or open a tag.
    @Test func aMarkedQuoteIsEscapedToo() {
        #expect(
            HTMLOutputEscaping.escaped("\"\u{301} onload=x <\u{301}b &\u{301}")
                == "&quot;\u{301} onload=x &lt;\u{301}b &amp;\u{301}")
        #expect(HTMLOutputEscaping.escaped("plain café") == "plain café")
    }
}

@Suite struct SafeMarkdownHTMLTests {
    func page(_ markdown: String) -> String {
        SafeMarkdownHTML().render(MarkdownDocument(parsing: markdown).root.children)
    }

    @Test func detailsOpenedInOneBlockCloseInALaterOne() {
        let html = page("<details><summary>More</summary>\n\nInside *it*.\n\n</details>\n\nAfter.\n")
        #expect(html == "<details><summary>More</summary>\n<p>Inside <em>it</em>.</p>\n</details>\n<p>After.</p>\n")
    }

    @Test func tagsLeftOpenAreClosedWhereTheirContainerEnds() {
        #expect(page("Press <kbd>⌘R and go\n") == "<p>Press <kbd>⌘R and go</kbd></p>\n")
        #expect(
            page("> <details>\n> quoted\n\nout\n")
                == "<blockquote>\n<details>\nquoted\n</details>\n</blockquote>\n<p>out</p>\n")
    }

    @Test func unsafeLinksKeepTheirTextAndHeadingsStayBelowThePage() {
        #expect(page("[click](javascript:alert(1)) ![pic](data:x)\n") == "<p>click pic</p>\n")
        #expect(page("# Title\n") == "<h3>Title</h3>\n")
        #expect(page("[ok](https://swift.org \"t\")\n") == "<p><a href=\"https://swift.org\" title=\"t\">ok</a></p>\n")
    }

    @Test func aScriptSpreadOverInlinePiecesLosesItsTextToo() {
        #expect(page("A <script>alert(1)</script> B\n") == "<p>A  B</p>\n")
        #expect(page("<svg onload=x><script>alert('s')</script></svg>After\n") == "<p>After</p>\n")
        #expect(page("Open <style>never closed\n\nNext paragraph\n") == "<p>Open </p>\n<p>Next paragraph</p>\n")
    }

    @Test func deepNestingIsFlattenedNotACrash() {
        let html = page(String(repeating: "> ", count: 5_000) + "deep\n")
        #expect(html.contains("deep"))
    }
}
