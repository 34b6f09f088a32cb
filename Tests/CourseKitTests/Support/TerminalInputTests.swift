import CourseKit
import Testing

@Suite("Terminal keys and widths")
struct TerminalInputTests {
    func decodeAll(_ bytes: [UInt8]) -> [Key] {
        var pending = bytes
        var keys: [Key] = []
        while let key = KeyDecoder.next(from: &pending, isFinal: true) { keys.append(key) }
        return keys
    }

    @Test func decodesTheQuizKeys() {
        #expect(decodeAll(Array(" 1u q".utf8)) == [" ", "1", "u", " ", "q"].map { .character(Character($0)) })
        // Ctrl-D is a key of its own (a typing area submits with it; elsewhere the quiz quits on it).
        #expect(decodeAll([13, 10, 3, 127, 4]) == [.enter, .interrupt, .backspace, .control("d")])
    }

    @Test func arrowKeysAreKeysNotLetters() {
        // Up, Down, Right, Left as CSI; F1 as SS3; Page Up with a parameter.
        let bytes: [UInt8] = [27, 91, 65, 27, 91, 66, 27, 91, 67, 27, 91, 68, 27, 79, 80, 27, 91, 53, 126]
        #expect(decodeAll(bytes) == [.up, .down, .right, .left, .ignored, .pageUp])
    }

    /// The keys of a typing area: Delete, Tab, the Ctrl letters, Alt-Enter.
    @Test func theTypingAreasKeys() {
        #expect(decodeAll(Array("\u{1B}[3~\u{1B}[1;5C\u{1B}OD".utf8)) == [.delete, .right, .left])
        #expect(
            decodeAll([9, 1, 5, 21, 11, 8]) == [
                .tab, .control("a"), .control("e"), .control("u"), .control("k"), .backspace,
            ])
        #expect(decodeAll([27, 13, 27, 10, 27, 97]) == [.altEnter, .altEnter, .ignored])
        #expect(decodeAll([28, 31, 0]) == [.ignored, .ignored, .ignored])
    }

    /// Bracketed paste: what comes between `ESC [ 200 ~` and `ESC [ 201 ~` is text, line breaks
    /// and escapes too; the paste waits for its end, and is what came when nothing more comes.
    @Test func aBracketedPasteArrivesAsOnePiece() {
        let paste = "\u{1B}[200~let a = 1\r\n\u{1B}[31mb\u{1B}[201~q"
        #expect(decodeAll(Array(paste.utf8)) == [.paste("let a = 1\r\n\u{1B}[31mb"), .character("q")])
        var pending = Array("\u{1B}[200~let a".utf8)
        #expect(KeyDecoder.next(from: &pending, isFinal: false) == nil)
        pending += Array(" = 1\u{1B}[201".utf8)
        #expect(KeyDecoder.next(from: &pending, isFinal: false) == nil)
        pending += Array("~".utf8)
        #expect(KeyDecoder.next(from: &pending, isFinal: false) == .paste("let a = 1"))
        #expect(pending.isEmpty)
        var cut = Array("\u{1B}[200~half".utf8)
        #expect(KeyDecoder.next(from: &cut, isFinal: true) == .paste("half"))
    }

    @Test func theScrollingKeysInEachTerminalsSpelling() {
        func keys(_ sequences: String...) -> [Key] { decodeAll(Array(sequences.map { "\u{1B}" + $0 }.joined().utf8)) }
        #expect(keys("OA", "OB", "OH", "OF") == [.up, .down, .home, .end], "application mode (SS3)")
        #expect(keys("[H", "[F", "[1~", "[4~", "[7~", "[8~") == [.home, .end, .home, .end, .home, .end])
        #expect(keys("[5~", "[6~", "[1;5A", "[2~", "[15~") == [.pageUp, .pageDown, .up, .ignored, .ignored])
    }

    @Test func aLoneEscapeIsEscapeOnlyWhenNothingFollows() {
        var pending: [UInt8] = [27]
        #expect(KeyDecoder.next(from: &pending, isFinal: false) == nil)
        #expect(KeyDecoder.next(from: &pending, isFinal: true) == .escape)
        var partial: [UInt8] = [27, 91]
        #expect(KeyDecoder.next(from: &partial, isFinal: false) == nil)
    }

    @Test func multibyteCharactersArriveWhole() {
        var pending = Array("é→".utf8)
        let last = pending.removeLast()
        #expect(KeyDecoder.next(from: &pending, isFinal: false) == .character("é"))
        #expect(KeyDecoder.next(from: &pending, isFinal: false) == nil)
        pending.append(last)
        #expect(KeyDecoder.next(from: &pending, isFinal: false) == .character("→"))
    }

    /// C1 controls (U+0080…U+009F, UTF-8 C2 80…C2 9F) are ignored as the C0 ones are: never typed text.
    @Test func c1ControlsAreNeverTypedCharacters() {
        for second: UInt8 in [0x80, 0x85, 0x8D, 0x9B, 0x9F] {
            #expect(decodeAll([0xC2, second]) == [.ignored], "C2 \(second)")
        }
        #expect(
            decodeAll([0x61, 0xC2, 0x9B, 0x32, 0x4A]) == [.character("a"), .ignored, .character("2"), .character("J")])
        #expect(decodeAll([0xC2, 0xA0, 0xC2, 0xA9]) == [.character("\u{A0}"), .character("©")])
    }

    /// A UTF-8 sequence broken off by a byte that cannot continue it loses only its own bytes.
    @Test func aBrokenSequenceDoesNotSwallowTheNextKey() {
        #expect(decodeAll([0xC3, 0x41]) == [.ignored, .character("A")])
        #expect(decodeAll([0xE2, 0x86, 0x0D]) == [.ignored, .enter])
        var pending: [UInt8] = [0xE2]
        #expect(KeyDecoder.next(from: &pending, isFinal: false) == nil)
        pending.append(0x71)
        #expect(KeyDecoder.next(from: &pending, isFinal: false) == .ignored)
        #expect(KeyDecoder.next(from: &pending, isFinal: false) == .character("q"))
    }

    @Test func cellWidthsOfWideAndCombiningCharacters() {
        #expect(CellWidth.of("abc") == 3)
        #expect(CellWidth.of("日本") == 4)
        #expect(CellWidth.of("e\u{301}") == 1)
        #expect(CellWidth.of("🙂") == 2)
    }

    @Test func colourFollowsNoColorAndTerm() {
        #expect(TerminalCapabilities.detect(outputIsTerminal: true, environment: ["TERM": "xterm"]).usesColor)
        #expect(
            !TerminalCapabilities.detect(outputIsTerminal: true, environment: ["TERM": "xterm", "NO_COLOR": "1"])
                .usesColor)
        #expect(
            TerminalCapabilities.detect(outputIsTerminal: true, environment: ["TERM": "xterm", "NO_COLOR": ""])
                .usesColor)
        let dumb = TerminalCapabilities.detect(outputIsTerminal: true, environment: ["TERM": "dumb"])
        #expect(!dumb.usesColor && !dumb.canDrawScreens)
        #expect(!TerminalCapabilities.detect(outputIsTerminal: false, environment: ["TERM": "xterm"]).usesColor)
    }

    @Test func intervalLabels() {
        let seconds: [Int64] = [59, 60, 330, 600, 10_800, 691_200, 3_888_000, 69_120_000]
        let labels = seconds.map { TimeSpan.seconds($0).compactDescription }
        #expect(labels == ["59s", "1m", "6m", "10m", "3h", "8d", "1.5mo", "2.2y"])
    }
}
