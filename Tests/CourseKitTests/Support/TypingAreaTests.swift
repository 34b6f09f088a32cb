import Testing

@testable import CourseKit

@Suite("Typing area: the editor's keys, and how it is drawn")
struct TypingAreaTests {
    /// The area after typing `text` key by key (Enter for "\n").
    func typed(_ text: String) -> TypingArea {
        var area = TypingArea()
        for character in text { _ = area.handle(character == "\n" ? .enter : .character(character)) }
        return area
    }

    func press(_ keys: Key..., on area: TypingArea) -> TypingArea {
        var area = area
        for key in keys { _ = area.handle(key) }
        return area
    }

    @Test func charactersAreTypedAtTheCursorAndEnterBreaksTheLine() {
        var area = typed("let a = 1\nlet b")
        #expect(area.lines.map { String($0) } == ["let a = 1", "let b"])
        #expect((area.line, area.column) == (1, 5))
        #expect(area.text == "let a = 1\nlet b")
        area = press(.left, .left, .left, .enter, on: area)
        #expect(area.text == "let a = 1\nle\nt b")
        #expect((area.line, area.column) == (2, 0))
        area = press(.character("…"), on: area)
        #expect(area.text == "let a = 1\nle\n…t b" && area.column == 1)
    }

    @Test func leftAndRightCrossLineEnds() {
        var area = typed("ab\ncd")
        area = press(.home, .left, on: area)
        #expect((area.line, area.column) == (0, 2))
        area = press(.right, on: area)
        #expect((area.line, area.column) == (1, 0))
        area = press(.end, .right, on: area)
        #expect((area.line, area.column) == (1, 2), "nothing after the end")
        area = press(.up, .home, .left, on: area)
        #expect((area.line, area.column) == (0, 0), "nothing before the start")
    }

    @Test func upAndDownKeepTheColumnAsFarAsTheLineAllows() {
        var area = typed("a long line\nab\nanother long one")
        area = press(.up, on: area)
        #expect((area.line, area.column) == (1, 2))
        area = press(.up, on: area)
        #expect((area.line, area.column) == (0, 2))
        area = press(.up, on: area)
        #expect((area.line, area.column) == (0, 2), "no line above the first")
        area = press(.end, .down, .down, .down, on: area)
        #expect((area.line, area.column) == (2, 2))
    }

    @Test func homeEndAndTheirCtrlKeys() {
        var area = typed("first\nsecond")
        area = press(.control("a"), on: area)
        #expect((area.line, area.column) == (1, 0))
        area = press(.control("e"), on: area)
        #expect(area.column == 6)
        area = press(.home, on: area)
        #expect(area.column == 0)
        area = press(.end, on: area)
        #expect(area.column == 6)
    }

    @Test func backspaceAndDeleteJoinLinesAtTheirEnds() {
        var area = typed("ab\ncd")
        area = press(.backspace, on: area)
        #expect(area.text == "ab\nc" && area.column == 1)
        area = press(.home, .backspace, on: area)
        #expect(area.text == "abc" && (area.line, area.column) == (0, 2))
        area = press(.delete, on: area)
        #expect(area.text == "ab")
        area = press(.enter, .character("x"), .up, .end, .delete, on: area)
        #expect(area.text == "abx" && area.column == 2)
        area = press(.home, .backspace, on: area)
        #expect(area.text == "abx", "nothing before the start")
        area = press(.end, .delete, on: area)
        #expect(area.text == "abx", "nothing after the end")
    }

    @Test func ctrlUAndCtrlKDeleteToTheLinesStartAndEnd() {
        var area = typed("keep\n@State private var x")
        area = press(.left, .left, .left, .left, .left, .control("u"), on: area)
        #expect(area.text == "keep\nvar x" && area.column == 0)
        area = press(.right, .right, .right, .control("k"), on: area)
        #expect(area.text == "keep\nvar" && area.column == 3)
    }

    @Test func aPasteKeepsItsLinesAndDropsWhatIsNotText() {
        var area = TypingArea()
        _ = area.handle(.paste("let a = 1\r\nlet b = 2\rlet c\n\tx"))
        #expect(area.lines.map { String($0) } == ["let a = 1", "let b = 2", "let c", "    x"])
        #expect((area.line, area.column) == (3, 5))
        _ = area.handle(.paste("\u{1B}[31m\u{9B}2J\u{202E}rtl\u{7F}\u{0}"))
        #expect(area.lines[3].map { String($0) }.joined() == "    x[31m2Jrtl", "ESC, C1, bidi, DEL and NUL dropped")
        _ = area.handle(.tab)
        #expect(area.text.hasSuffix("rtl    "))
    }

    @Test func ctrlDAndAltEnterSubmitEscCancels() {
        var area = TypingArea()
        #expect(area.handle(.control("d")) == .edited, "nothing typed: nothing to submit")
        _ = area.handle(.enter)
        _ = area.handle(.character(" "))
        #expect(area.handle(.altEnter) == .edited, "only blanks: nothing to submit")
        area = typed("x")
        #expect(area.handle(.control("d")) == .submit)
        #expect(area.handle(.altEnter) == .submit)
        #expect(area.handle(.escape) == .cancel)
        #expect(area.text == "x", "submitting and cancelling leave the text")
        #expect(area.handle(.pageUp) == .edited && area.text == "x", "a key of no use changes nothing")
    }

    // MARK: - Code-aware keys

    @Test func enterAfterABraceIndentsOneLevelMoreAndKeepsTheIndentationAfter() {
        var area = typed("struct A {\nvar x = 1\n")
        #expect(area.lines.map { String($0) } == ["struct A {", "    var x = 1", "    "])
        #expect((area.line, area.column) == (2, 4))
        area = typed("    if a {\n")
        #expect(area.text == "    if a {\n        " && area.column == 8, "one level more than the brace's line")
        area = typed("let a = 1\n")
        #expect(area.text == "let a = 1\n" && area.column == 0, "no brace, no indentation: none")
    }

    @Test func aClosingBraceAtTheStartOfABlankIndentedLineDedents() {
        var area = typed("struct A {\nvar x = 1\n}")
        #expect(area.text == "struct A {\n    var x = 1\n}")
        area = typed("if a {\nif b {\nc\n}\n}")
        #expect(area.text == "if a {\n    if b {\n        c\n    }\n}")
        area = typed("let s = \"}")
        #expect(area.text == "let s = \"}", "a brace after text is only typed")
    }

    @Test func enterBetweenBracesPutsTheClosingOneOnALineOfItsOwn() {
        var area = typed("f {}")
        area = press(.left, .enter, on: area)
        #expect(area.lines.map { String($0) } == ["f {", "    ", "}"])
        #expect((area.line, area.column) == (1, 4))
    }

    @Test func homeGoesToTheFirstNonBlankThenToTheLineStart() {
        var area = typed("    let x = 1")
        area = press(.home, on: area)
        #expect(area.column == 4)
        area = press(.home, on: area)
        #expect(area.column == 0)
        area = press(.home, on: area)
        #expect(area.column == 4, "and back")
        area = press(.end, .control("a"), on: area)
        #expect(area.column == 4, "Ctrl-A as Home")
    }

    @Test func aOneLineAreaSubmitsOnEnterAndJoinsPastedLines() {
        var area = TypingArea(singleLine: true)
        #expect(area.handle(.enter) == .edited && area.text == "", "nothing typed: nothing to submit")
        _ = area.handle(.paste("\\.colorScheme\n)"))
        #expect(area.text == "\\.colorScheme )" && area.lines.count == 1)
        #expect(area.handle(.enter) == .submit)
    }

    /// Keys that came at once (a paste the terminal did not bracket) are one edit: their text as
    /// it came, not indented again; an Enter that ends them is still the key.
    @Test func keysThatCameAtOnceAreTakenAsTheirText() {
        var area = TypingArea()
        let pasted = "if a {\n    b()\n}\n"
        let keys = pasted.map { $0 == "\n" ? Key.enter : .character($0) }
        #expect(area.handle(burst: keys) == .edited)
        #expect(area.text == "if a {\n    b()\n}\n", "\(area.text)")
        var gap = TypingArea(singleLine: true)
        #expect(gap.handle(burst: "x = 1".map { Key.character($0) } + [.enter]) == .submit)
        #expect(gap.text == "x = 1")
        var one = typed("if a {\n")
        _ = one.handle(burst: [.character("}")])
        #expect(one.text == "if a {\n}", "a key alone is typed")
        var few = typed("if a {")
        _ = few.handle(burst: [.enter, .character("b")])
        #expect(few.text == "if a {\n    b", "a few keys (a quick typist's) are typed")
    }

    /// A paste of 40,000 characters goes in as one edit that moves each character a bounded
    /// number of times (counted, not timed).
    @Test func aLongPasteIsInsertedInOnePass() {
        var area = TypingArea()
        let line = String(repeating: "x", count: 39) + "\n"
        _ = area.handle(.paste(String(repeating: line, count: 1000)))
        #expect(area.lines.count == 1001 && area.line == 1000)
        _ = area.handle(burst: Array(repeating: Key.character("y"), count: 40_000))
        #expect(area.lines[1000].count == 40_000)
    }

    // MARK: - Drawn

    @Test func drawnBehindTheGutterWithTheCursorWhereItIs() {
        let view = TypingAreaView(width: 40, usesColor: false)
        let area = typed("let a = 1\nlet b")
        let drawn = view.render(area)
        #expect(drawn.lines.map { $0.rendered(color: false) } == ["  | let a = 1", "  | let b"])
        #expect((drawn.row, drawn.column) == (1, 9))
    }

    /// A line wider than the window goes on under the dotted gutter, as the quiz's code does; the
    /// cursor follows it there.
    @Test func aWideLineGoesOnUnderTheDottedGutter() {
        let view = TypingAreaView(width: 14, usesColor: true)
        let area = typed("let total = 1234567")
        let drawn = view.render(area)
        #expect(drawn.lines.map { $0.rendered(color: false) } == ["  │ let total ", "  ┆ = 1234567"])
        #expect((drawn.row, drawn.column) == (1, 13))
        // At the end of a full piece, the cursor goes on a piece of its own.
        let full = view.render(typed("0123456789"))
        #expect(full.lines.map { $0.rendered(color: false) } == ["  │ 0123456789", "  ┆ "])
        #expect((full.row, full.column) == (1, 4))
        // Wide characters are never cut in half.
        let wide = TypingAreaView(width: 9, usesColor: false).render(typed("日本語"))
        #expect(wide.lines.map { $0.rendered(color: false) } == ["  | 日本", "  : 語"])
    }

    @Test func atMostMaxRowsAroundTheCursor() {
        let view = TypingAreaView(width: 40, usesColor: false)
        let area = typed("1\n2\n3\n4\n5")
        let drawn = view.render(area, maxRows: 2)
        #expect(drawn.lines.map { $0.rendered(color: false) } == ["  | 4", "  | 5"])
        #expect(drawn.row == 1)
        let top = view.render(press(.up, .up, .up, .up, on: area), maxRows: 2)
        #expect(top.lines.map { $0.rendered(color: false) } == ["  | 1", "  | 2"] && top.row == 0)
    }

    /// Only the lines around the cursor are cut and highlighted: a long text costs no more to draw.
    @Test func onlyTheVisibleWindowIsHighlighted() {
        let seen = Locked<[Int]>([])
        let view = TypingAreaView(
            width: 40, usesColor: true,
            highlight: { text in
                seen.withLock { $0.append(text.count) }
                return SwiftTerminalColors.highlighter("swift", text)
            })
        var area = TypingArea()
        _ = area.handle(.paste(String(repeating: "let a = 1\n", count: 5000) + "let b = 2"))
        let drawn = view.render(area, maxRows: 3)
        #expect(drawn.lines.map { $0.rendered(color: false) } == ["  │ let a = 1", "  │ let a = 1", "  │ let b = 2"])
        #expect(drawn.row == 2 && drawn.column == 13)
        #expect(seen.withLock { $0.allSatisfy { $0 < 200 } }, "\(seen.withLock { $0 })")
    }

    @Test func highlightedAsSwiftWhenColoursAreOn() {
        let view = TypingAreaView(
            width: 60, usesColor: true, highlight: { SwiftTerminalColors.highlighter("swift", $0) })
        let line = view.render(typed("@State private var x = 1")).lines[0]
        #expect(line.spans.contains { $0.text == "@State" && $0.style == SwiftTerminalColors.style(for: .attribute) })
        #expect(line.spans.contains { $0.text == "private" && $0.style == SwiftTerminalColors.style(for: .keyword) })
    }

    @Test func marksAreCaretsUnderTheMarkedCharacters() {
        let view = TypingAreaView(width: 40, usesColor: false)
        let lines = view.code(
            "let a = dismis()", marked: [[false, false, false, false, false, false, false, false, true, true]])
        #expect(lines.map { $0.rendered(color: false) } == ["  | let a = dismis()", "            ^^"])
        // A mark past the line's end: a caret after it.
        let end = view.code("let a =", marked: [[false, false, false, false, false, false, false, true]])
        #expect(end.map { $0.rendered(color: false) } == ["  | let a =", "           ^"])
    }
}
