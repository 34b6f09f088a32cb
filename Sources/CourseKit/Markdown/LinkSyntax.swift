/// The pieces links and link reference definitions share.
///
/// Destinations, titles and labels (spec section 6.3), scanned in a byte buffer from a position.
/// Each returns where it stopped, or nil when the text is not that piece.
enum LinkSyntax {
    /// Labels longer than this never match (spec: at most 999 characters).
    static let maximumLabelLength = 999

    /// Length of the run of whitespace (including line endings) at `i`.
    static func spaceCharacters(_ s: [UInt8], _ i: Int, end: Int) -> Int {
        var j = i
        while j < end, Byte.isSpace(s[j]) { j += 1 }
        return j - i
    }

    /// A destination at `i`: `<…>` or a run without spaces and with balanced parentheses.
    ///
    /// Returns the range of the destination's text (without `<>`) and the index after it.
    static func destination(_ s: [UInt8], _ i: Int, end: Int) -> (text: Range<Int>, next: Int)? {
        var j = i
        if j < end, s[j] == UInt8(ascii: "<") {
            j += 1
            while j < end {
                let c = s[j]
                if c == UInt8(ascii: ">") {
                    return j + 1 < end ? ((i + 1)..<j, j + 1) : nil
                } else if c == UInt8(ascii: "\\") {
                    j += 2
                } else if c == Byte.newline || c == Byte.carriageReturn || c == UInt8(ascii: "<") {
                    return nil
                } else {
                    j += 1
                }
            }
            return nil
        }
        var depth = 0
        while j < end {
            let c = s[j]
            if c == UInt8(ascii: "\\"), j + 1 < end, Byte.isPunctuation(s[j + 1]) {
                j += 2
            } else if c == UInt8(ascii: "(") {
                depth += 1
                j += 1
                if depth > 32 { return nil }
            } else if c == UInt8(ascii: ")") {
                if depth == 0 { break }
                depth -= 1
                j += 1
            } else if Byte.isSpace(c) {
                if j == i { return nil }
                break
            } else {
                j += 1
            }
        }
        if j >= end || depth != 0 { return nil }
        return (i..<j, j)
    }

    /// A title at `i`: `"…"`, `'…'` or `(…)`, backslash escapes allowed. Returns the index after it.
    static func title(_ s: [UInt8], _ i: Int, end: Int) -> Int? {
        guard i < end else { return nil }
        let open = s[i]
        let close: UInt8
        switch open {
        case UInt8(ascii: "\""): close = open
        case UInt8(ascii: "'"): close = open
        case UInt8(ascii: "("): close = UInt8(ascii: ")")
        default: return nil
        }
        var j = i + 1
        while j < end {
            let c = s[j]
            if c == UInt8(ascii: "\\"), j + 1 < end, Byte.isPunctuation(s[j + 1]) {
                j += 2
            } else if c == close {
                return j + 1
            } else if open == UInt8(ascii: "(") && c == open {
                return nil
            } else {
                j += 1
            }
        }
        return nil
    }

    /// A label `[…]` at `i` without unescaped brackets, at most 999 characters.
    ///
    /// Returns the range inside the brackets and the index after `]`.
    static func label(_ s: [UInt8], _ i: Int, end: Int) -> (text: Range<Int>, next: Int)? {
        guard i < end, s[i] == UInt8(ascii: "[") else { return nil }
        var j = i + 1
        var length = 0
        while j < end {
            let c = s[j]
            if c == UInt8(ascii: "[") { return nil }
            if c == UInt8(ascii: "]") { return ((i + 1)..<j, j + 1) }
            if c == UInt8(ascii: "\\") {
                j += 1
                length += 1
                if j < end, Byte.isPunctuation(s[j]) {
                    j += 1
                    length += 1
                }
            } else {
                j += 1
                length += 1
            }
            if length > maximumLabelLength { return nil }
        }
        return nil
    }
}
