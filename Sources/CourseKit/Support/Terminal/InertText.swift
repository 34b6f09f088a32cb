/// Text from a course or a review log made inert before it reaches a terminal.
///
/// Nothing in it can move the cursor, clear the screen, set the window title (OSC 0), write the
/// clipboard (OSC 52) or reorder what is shown around it.
///
/// - C0 controls (U+0000–U+001F) and DEL are shown as their control pictures, one cell each:
///   ESC as `␛`, BEL as `␇`, CR as `␍`, a tab as `␉`, a newline as `␊`, DEL as `␡`.
/// - C1 controls (U+0080–U+009F; U+009B is a one-character CSI on some terminals) are shown as
///   `<U+009B>`.
/// - The bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) are shown
///   as `<U+202E>`, not removed and not obeyed: obeyed, they make text read in another order than
///   it is stored ("Trojan Source", CVE-2021-42574), so that a card or a quoted line shows one thing
///   and says another; removed, the reader would never learn they were there. Right-to-left text
///   itself needs none of them and shows as the terminal shows it.
///
/// `line` is for text that must stay on one line (a table cell, a span of a screen line, a
/// diagnostic): every control is shown, a tab and a newline too. `text` is for whole messages,
/// whose newlines and tabs are layout: those two are kept.
///
/// Text that needs nothing (the usual case) is returned as it is after one scan of its bytes.
package enum InertText {
    package static func line(_ text: String) -> String {
        inert(text, keepsLayout: false)
    }

    package static func text(_ text: String) -> String {
        inert(text, keepsLayout: true)
    }

    private static func inert(_ text: String, keepsLayout: Bool) -> String {
        let clean =
            text.utf8.withContiguousStorageIfAvailable { !needsEscaping($0, keepsLayout: keepsLayout) }
            ?? !needsEscaping(Array(text.utf8), keepsLayout: keepsLayout)
        if clean { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if keepsLayout, value == 0x09 || value == 0x0A {
                result.append(scalar)
            } else if value < 0x20 {
                result.append(Unicode.Scalar(0x2400 + value)!)
            } else if value == 0x7F {
                result.append("\u{2421}")
            } else if isC1(value) || isBidiControl(value) {
                result.append(contentsOf: codePoint(value).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// True when some byte starts a character that must be shown instead.
    ///
    /// A C0 control (but a tab or newline with `keepsLayout`), DEL, C1 (UTF-8 C2 80–C2 9F), or a
    /// bidi control (E2 80 AA–AE, E2 81 A6–A9).
    private static func needsEscaping(_ bytes: [UInt8], keepsLayout: Bool) -> Bool {
        bytes.withUnsafeBufferPointer { needsEscaping($0, keepsLayout: keepsLayout) }
    }

    static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>, keepsLayout: Bool) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let count = bytes.count
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index < count {
            // Eight bytes at a time while they are all printable ASCII (0x20–0x7E), by far the
            // most common: a byte below 0x20 or above 0x7E sets its top bit in one of the two words.
            while index + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let below = (word &- 0x2020_2020_2020_2020) & ~word
                let above = (word &+ 0x0101_0101_0101_0101) | word
                guard (below | above) & 0x8080_8080_8080_8080 == 0 else { break }
                index += 8
            }
            guard index < count else { break }
            let byte = base[index]
            index += 1
            if byte &- 0x20 < 0x5F { continue }
            if byte < 0x20 {
                if keepsLayout, byte == 0x09 || byte == 0x0A { continue }
                return true
            }
            if byte == 0x7F { return true }
            if byte == 0xC2 {
                if index < count, (0x80...0x9F).contains(base[index]) { return true }
            } else if byte == 0xE2, index + 1 < count {
                let second = base[index]
                let third = base[index + 1]
                if second == 0x80, (0xAA...0xAE).contains(third) { return true }
                if second == 0x81, (0xA6...0xA9).contains(third) { return true }
            }
        }
        return false
    }

    /// How many cells `scalar` takes once shown by `line` (a control picture 1, `<U+009B>` 8).
    ///
    /// Nil for a scalar shown as it is. `CellWidth` measures with it, so wrapping and padding fit
    /// what reaches the screen.
    static func shownWidth(of scalar: Unicode.Scalar) -> Int? {
        let value = scalar.value
        if value < 0x20 || value == 0x7F { return 1 }
        if isC1(value) || isBidiControl(value) { return 8 }
        return nil
    }

    private static func isC1(_ value: UInt32) -> Bool { (0x80...0x9F).contains(value) }

    private static func isBidiControl(_ value: UInt32) -> Bool {
        (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// `<U+009B>`.
    private static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
    }
}
