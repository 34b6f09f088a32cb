import Testing

@testable import CourseKit

/// The text the quiz shows of an HTML block: the spec's raw-HTML grammar (`HTMLTagScanner`) decides
/// what is markup, so the terminal drops exactly what a browser would not show as text.
@Suite("The visible text of an HTML block")
struct HTMLVisibleTextTests {
    @Test(arguments: [
        ("<details>\n<summary>Answer</summary>\n", "Answer"),
        ("<!-- card id=x -->\n", ""),
        ("<p class=\"note\" hidden>Kept <b>bold</b></p>", "Kept bold"),
        ("<?php echo 1 ?>after", "after"),
        ("<!DOCTYPE html>text", "text"),
        ("<![CDATA[ x < y ]]>after", "after"),
        ("<!-->empty comment<!--->too", "empty commenttoo"),
        ("<br/>line<br />", "line"),
    ])
    func markupIsDropped(_ html: String, _ shown: String) {
        #expect(HTMLTagScanner.visibleText(of: html) == shown)
    }

    /// What the old scanner (anything from `<` to the next `>`) swallowed: a `<` that starts no tag
    /// is text, as in a browser.
    @Test(arguments: [
        ("<p>a < b and c > d</p>", "a < b and c > d"),
        ("<div>x <3 y</div>", "x <3 y"),
        ("<div>1 <= 2</div>", "1 <= 2"),
        ("<td>if a<b then</td>", "if a<b then"),
    ])
    func aLessThanThatStartsNoTagIsText(_ html: String, _ shown: String) {
        #expect(HTMLTagScanner.visibleText(of: html) == shown)
    }

    @Test func referencesAreDecodedAndSpacesFolded() {
        #expect(HTMLTagScanner.visibleText(of: "<p>Tom &amp; Jerry&#33;\r\n\t  &lt;b&gt;</p>") == "Tom & Jerry! <b>")
    }

    @Test func anUnterminatedCommentHidesTheRest() {
        #expect(HTMLTagScanner.visibleText(of: "<p>shown</p><!-- never closed\n<b>hidden</b>") == "shown")
    }

    /// An unterminated tag is text up to the end; every opener without its terminator is looked
    /// for once (`Unterminated`), so text of `4n` openers costs four times the work of `n`.
    @Test(arguments: ["<? ", "<![CDATA[ ", "<!X ", "<a href=\"x ", "<p "])
    func openersWithoutTerminatorStayLinear(_ opener: String) {
        func work(_ count: Int) -> (work: Int, text: String) {
            let html = "<div>" + String(repeating: opener, count: count)
            let scanner = HTMLTagScanner(Array(html.utf8))
            var unterminated = HTMLTagScanner.Unterminated()
            var i = 0
            var scanned = 0
            for byte in html.utf8 {
                if byte == UInt8(ascii: "<"), let after = scanner.markup(from: i + 1, &unterminated) {
                    scanned += after - i
                }
                i += 1
            }
            return (unterminated.work + scanned, HTMLTagScanner.visibleText(of: html))
        }
        let small = work(2_000)
        let large = work(8_000)
        #expect(small.text.hasPrefix(opener.trimmingCharacters(in: .whitespaces)))
        #expect(large.work <= 4 * small.work + 64, "work \(small.work) → \(large.work)")
    }
}
