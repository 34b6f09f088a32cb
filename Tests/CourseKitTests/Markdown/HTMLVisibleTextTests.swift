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

    /// An open tag that never closes is no tag: the reader sees it as text.
    @Test(arguments: ["<a href=\"x ", "<p "])
    func anUnclosedTagIsText(_ opener: String) {
        let html = "<div>" + String(repeating: opener, count: 3)
        #expect(
            HTMLTagScanner.visibleText(of: html)
                == String(repeating: opener, count: 3).trimmingCharacters(in: .whitespaces))
    }

    /// Every construct that waits for a terminator (`?>`, `]]>`, a declaration's `>`) is looked
    /// for once from where it failed (`Unterminated`): text of `4n` openers costs four times the
    /// bytes scanned of `n`, not sixteen.
    @Test(arguments: ["<? ", "<![CDATA[ ", "<!X "])
    func openersWithoutTerminatorStayLinear(_ opener: String) {
        func work(_ count: Int) -> Int {
            let html = "<div>" + String(repeating: opener, count: count)
            let bytes = Array(html.utf8)
            let scanner = HTMLTagScanner(bytes)
            var unterminated = HTMLTagScanner.Unterminated()
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "<") {
                _ = scanner.markup(from: index + 1, &unterminated)
            }
            return unterminated.work
        }
        let small = work(2_000)
        let large = work(8_000)
        // The counter sees the openers (so the ratio below is not 0 / 0).
        #expect(small >= 2_000, "work \(small)")
        #expect(large <= 4 * small + 64, "work \(small) → \(large)")
        // And what never ends is text: the reader sees the openers.
        let html = "<div>" + String(repeating: opener, count: 3)
        #expect(HTMLTagScanner.visibleText(of: html).hasPrefix(opener.trimmingCharacters(in: .whitespaces)))
    }
}
