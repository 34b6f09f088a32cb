/// One thing the learner did at the keyboard, decoded from the bytes a terminal in raw mode sends.
package enum Key: Sendable, Equatable {
    /// A printable character (letters, digits, punctuation, space).
    case character(Character)
    case enter
    case backspace
    case escape
    /// Ctrl-C (byte 3): raw mode turns ISIG off, so it arrives as a key, not as SIGINT.
    case interrupt
    /// The input closed.
    ///
    /// Ctrl-D arrives as `.control("d")`, which the quiz takes for the same outside a typing area.
    case endOfInput
    /// The keys that scroll: ↑ ↓, Page Up, Page Down, Home, End.
    case up, down, pageUp, pageDown, home, end
    /// ← → and Delete (`ESC [ 3 ~`): they move and delete in a typing area.
    case left, right, delete
    /// Tab (byte 9).
    case tab
    /// Ctrl and a letter, `a`…`z` (bytes 1–26), but for those with a key of their own.
    ///
    /// Ctrl-C (`interrupt`), Ctrl-H (`backspace`), Ctrl-I (`tab`), Ctrl-J and Ctrl-M (`enter`).
    case control(Character)
    /// Alt-Enter (or Esc typed right before Enter): ESC followed by CR or LF.
    case altEnter
    /// Text pasted while bracketed paste is on (`ESC [ 200 ~` … `ESC [ 201 ~`).
    ///
    /// As sent, its line breaks and controls too; whoever takes it decides what to keep.
    case paste(String)
    /// Function keys and other sequences the quiz has no use for; ignored, never misread.
    case ignored
    /// The window changed size (delivered by `KeyReader`, not decoded from bytes).
    case resize
}

/// Turns raw terminal bytes into keys. Pure, so every sequence is unit-tested without a terminal.
package enum KeyDecoder {
    /// Decodes the first key in `bytes` and removes its bytes.
    ///
    /// Returns nil when `bytes` holds only the start of a sequence (wait for more), or is empty.
    /// `isFinal` says no more bytes are coming right now, so a lone ESC is the Escape key and a
    /// truncated character is dropped.
    package static func next(from bytes: inout [UInt8], isFinal: Bool) -> Key? {
        guard let first = bytes.first else { return nil }
        switch first {
        case 3:
            bytes.removeFirst()
            return .interrupt
        case 9:
            bytes.removeFirst()
            return .tab
        case 10, 13:
            bytes.removeFirst()
            if first == 13, bytes.first == 10 { bytes.removeFirst() }
            return .enter
        case 8, 127:
            bytes.removeFirst()
            return .backspace
        case 27:
            return escapeSequence(from: &bytes, isFinal: isFinal)
        case 1...26:
            bytes.removeFirst()
            return .control(Character(Unicode.Scalar(first + 0x60)))
        case 0..<32:
            bytes.removeFirst()
            return .ignored
        default:
            return character(from: &bytes, isFinal: isFinal)
        }
    }

    /// CSI (`ESC [ … final`) and SS3 (`ESC O x`) sequences.
    ///
    /// The scrolling keys as xterm, VT220 and rxvt send them, everything else `.ignored`; ESC alone
    /// is Escape.
    private static func escapeSequence(from bytes: inout [UInt8], isFinal: Bool) -> Key? {
        guard bytes.count > 1 else {
            if isFinal {
                bytes.removeFirst()
                return .escape
            }
            return nil
        }
        switch bytes[1] {
        case UInt8(ascii: "["):
            if bytes.starts(with: pasteStart) { return paste(from: &bytes, isFinal: isFinal) }
            // Parameters and intermediates, then one final byte in 0x40…0x7E.
            var index = 2
            while index < bytes.count {
                if (0x40...0x7E).contains(bytes[index]) {
                    let key = csiKey(parameters: bytes[2..<index], final: bytes[index])
                    bytes.removeFirst(index + 1)
                    return key
                }
                index += 1
            }
            if isFinal {
                bytes.removeAll()
                return .ignored
            }
            return nil
        case UInt8(ascii: "O"):
            guard bytes.count > 2 || isFinal else { return nil }
            let key = bytes.count > 2 ? csiKey(parameters: [], final: bytes[2]) : .ignored
            bytes.removeFirst(min(3, bytes.count))
            return key
        case 10, 13:
            bytes.removeFirst(2)
            return .altEnter
        default:
            // Alt+key: ESC followed by the key. Ignore both.
            bytes.removeFirst(2)
            return .ignored
        }
    }

    private static let pasteStart = Array("\u{1B}[200~".utf8)
    private static let pasteEnd = Array("\u{1B}[201~".utf8)

    /// Bracketed paste: the bytes up to `ESC [ 201 ~` are text, whatever they are.
    ///
    /// Until the end comes, wait for more (nil); when no more is coming, what came is the paste.
    private static func paste(from bytes: inout [UInt8], isFinal: Bool) -> Key? {
        let start = pasteStart.count
        var end = start
        while end + pasteEnd.count <= bytes.count {
            if bytes[end] == 27, bytes[end..<end + pasteEnd.count].elementsEqual(pasteEnd) {
                let text = String(decoding: bytes[start..<end], as: UTF8.self)
                bytes.removeFirst(end + pasteEnd.count)
                return .paste(text)
            }
            end += 1
        }
        guard isFinal else { return nil }
        let text = String(decoding: bytes[start...], as: UTF8.self)
        bytes.removeAll()
        return .paste(text)
    }

    /// `ESC [ A` (or `ESC O A`, application mode) ↑, `B` ↓, `C` →, `D` ←, `H` Home, `F` End.
    ///
    /// `ESC [ 3 ~` Delete, `5 ~` Page Up, `6 ~` Page Down, `1 ~`/`7 ~` Home, `4 ~`/`8 ~` End.
    /// Modifiers (`ESC [ 1 ; 5 A`) are kept.
    private static func csiKey(parameters: ArraySlice<UInt8>, final: UInt8) -> Key {
        let first =
            parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).first
            .map { String(decoding: $0, as: UTF8.self) } ?? ""
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "~"):
            switch first {
            case "3": return .delete
            case "5": return .pageUp
            case "6": return .pageDown
            case "1", "7": return .home
            case "4", "8": return .end
            default: return .ignored
            }
        default: return .ignored
        }
    }

    /// A typed character: one UTF-8 sequence.
    ///
    /// What is not a character someone types is ignored, as the C0 controls are: a C1 control
    /// (U+0080…U+009F, which 8-bit terminals send for ESC sequences), and ill-formed UTF-8. A
    /// sequence broken off by a byte that cannot continue it is dropped up to that byte, which is
    /// then read on its own.
    private static func character(from bytes: inout [UInt8], isFinal: Bool) -> Key? {
        let first = bytes[0]
        let length: Int
        switch first {
        case 0..<0x80: length = 1
        case 0xC0..<0xE0: length = 2
        case 0xE0..<0xF0: length = 3
        case 0xF0..<0xF8: length = 4
        default:
            bytes.removeFirst()
            return .ignored
        }
        if let broken = bytes.prefix(length).dropFirst().firstIndex(where: { $0 & 0xC0 != 0x80 }) {
            bytes.removeFirst(broken)
            return .ignored
        }
        guard bytes.count >= length else {
            if isFinal {
                bytes.removeAll()
                return .ignored
            }
            return nil
        }
        let text = String(decoding: bytes[0..<length], as: UTF8.self)
        bytes.removeFirst(length)
        guard let character = text.first, let scalar = text.unicodeScalars.first, scalar != "\u{FFFD}",
            scalar.properties.generalCategory != .control
        else { return .ignored }
        return .character(character)
    }
}
