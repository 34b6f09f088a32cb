import CourseKit
import Testing

@Suite("Text made inert for a terminal")
struct InertTextTests {
    /// Every scalar a terminal could obey: C0, DEL, C1, and the bidi embeddings, overrides and isolates.
    static let obeyed: [UInt32] =
        Array(0x00...0x1F) + [0x7F] + Array(0x80...0x9F)
        + Array(0x202A...0x202E) + Array(0x2066...0x2069)

    @Test func everyControlIsShownAndNoneIsLeft() {
        for value in Self.obeyed {
            let scalar = String(Unicode.Scalar(value)!)
            let layout = value == 0x09 || value == 0x0A
            for (inert, keeps) in [(InertText.line("a\(scalar)b"), false), (InertText.text("a\(scalar)b"), layout)] {
                if keeps {
                    #expect(inert == "a\(scalar)b")
                } else {
                    #expect(
                        !inert.unicodeScalars.contains { Self.obeyed.contains($0.value) },
                        "U+\(String(value, radix: 16)) left in \(inert.debugDescription)")
                    #expect(
                        inert.hasPrefix("a") && inert.hasSuffix("b") && inert.count > 2,
                        "U+\(String(value, radix: 16)) lost")
                }
            }
        }
    }

    /// The scan reads eight bytes at a time: a control is found at every offset of a longer text.
    @Test func aControlIsFoundWhereverItFalls() {
        let clean = String(repeating: "abcdefgh", count: 3)
        for value in Self.obeyed where value != 0x09 && value != 0x0A {
            for offset in 0...clean.count {
                var text = clean
                text.insert(Character(Unicode.Scalar(value)!), at: text.index(text.startIndex, offsetBy: offset))
                #expect(InertText.text(text) != text, "U+\(String(value, radix: 16)) at \(offset)")
            }
        }
        #expect(InertText.line(clean + "~ \u{7E}") == clean + "~ ~")
    }

    @Test func theHostileSequencesBecomeVisibleText() {
        let title = "\u{1B}]0;pwned\u{07}"
        let clipboard = "\u{1B}]52;c;aGk=\u{07}"
        let clear = "\u{1B}[2J"
        #expect(InertText.line(title) == "␛]0;pwned␇")
        #expect(InertText.line(clipboard) == "␛]52;c;aGk=␇")
        #expect(InertText.line(clear) == "␛[2J")
        #expect(InertText.line("\u{9B}31m") == "<U+009B>31m")
        #expect(InertText.line("abc\u{202E}fed\u{2066}x\u{2069}") == "abc<U+202E>fed<U+2066>x<U+2069>")
        #expect(InertText.line("\u{7F}\u{00}\r") == "␡␀␍")
    }

    @Test func aLineKeepsNoBreakWhileTextKeepsItsLayout() {
        #expect(InertText.line("card\nid\tx") == "card␊id␉x")
        #expect(InertText.text("one\n\ttwo\r\n") == "one\n\ttwo␍\n")
    }

    @Test func cleanTextIsReturnedAsItIs() {
        for text in ["", "plain ASCII", "Grüße · 日本語 · 🙂 · עברית · العربية", "a\u{200D}b", "\u{A0}\u{A9}\u{2028}"] {
            #expect(InertText.line(text) == text)
        }
        #expect(InertText.text("two\nlines\twith a tab") == "two\nlines\twith a tab")
    }

    /// The fast path reads UTF-8: a C1 or bidi control's bytes are found wherever they fall, and
    /// bytes that only look alike (U+00A0, U+2028, U+2065) are not taken for one.
    @Test func lookalikeBytesAreNotControls() {
        #expect(
            InertText.line("x\u{A0}\u{2028}\u{2029}\u{2065}\u{206A}\u{2029}")
                == "x\u{A0}\u{2028}\u{2029}\u{2065}\u{206A}\u{2029}")
        #expect(InertText.line("\u{85}") == "<U+0085>")
        #expect(InertText.line("end\u{202A}") == "end<U+202A>")
    }

    /// Wrapping and padding measure what reaches the screen: each shown form's own width.
    @Test func widthsAreThoseOfWhatIsShown() {
        for text in ["a\u{1B}]0;t\u{07}b", "x\u{9B}y\u{202E}z", "tab\there", "\r\n", "\u{7F}"] {
            #expect(CellWidth.of(text) == CellWidth.of(InertText.line(text)), "\(text.debugDescription)")
        }
    }

    @Test func styledLinesKeepTheirOwnEscapesOnly() {
        let line = StyledLine([StyledSpan("\u{1B}[2J", TerminalStyle(color: .red)), StyledSpan(" \u{9B}1m")])
        #expect(line.rendered(color: true) == "\u{1B}[31m␛[2J\u{1B}[0m <U+009B>1m")
        #expect(line.rendered(color: false) == "␛[2J <U+009B>1m")
    }
}
