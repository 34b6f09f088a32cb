/// Entity and numeric character references (spec section 6.2).
///
/// Decoded the way cmark's `houdini_unescape_ent` does.
enum EntityTable {
    /// Name (without `&` and `;`) to its UTF-8 replacement, built once from `source`.
    static let names: [String: [UInt8]] = {
        var table: [String: [UInt8]] = [:]
        table.reserveCapacity(2200)
        for pair in source.split(separator: " ") {
            guard let equals = pair.firstIndex(of: "=") else { continue }
            table[String(pair[..<equals])] = Array(pair[pair.index(after: equals)...].utf8)
        }
        return table
    }()

    static let longestName = 32

    /// Decodes the reference that starts just after an `&` at `i`.
    ///
    /// Returns the replacement and the index after the `;`, or nil when the text is not a valid
    /// reference.
    static func decode(_ s: [UInt8], _ i: Int, end: Int) -> (bytes: [UInt8], next: Int)? {
        guard i < end else { return nil }
        if s[i] == UInt8(ascii: "#") { return decodeNumeric(s, i + 1, end: end) }
        var j = i
        while j < end, j - i <= longestName, Byte.isAlphanumeric(s[j]) { j += 1 }
        guard j < end, s[j] == UInt8(ascii: ";"), j - i >= 2 else { return nil }
        guard let bytes = names[String(decoding: s[i..<j], as: UTF8.self)] else { return nil }
        return (bytes, j + 1)
    }

    private static func decodeNumeric(_ s: [UInt8], _ i: Int, end: Int) -> (bytes: [UInt8], next: Int)? {
        var j = i
        var value: UInt32 = 0
        let maxDigits: Int
        let isHex = j < end && (s[j] == UInt8(ascii: "x") || s[j] == UInt8(ascii: "X"))
        if isHex {
            j += 1
            maxDigits = 6
            while j < end, Byte.isHexDigit(s[j]) {
                let c = s[j]
                let digit = Byte.isDigit(c) ? UInt32(c - 0x30) : UInt32((c | 0x20) - 0x61 + 10)
                value = min(value * 16 + digit, 0x110000)
                j += 1
            }
        } else {
            maxDigits = 7
            while j < end, Byte.isDigit(s[j]) {
                value = min(value * 10 + UInt32(s[j] - 0x30), 0x110000)
                j += 1
            }
        }
        let digits = j - i - (isHex ? 1 : 0)
        guard digits >= 1, digits <= maxDigits, j < end, s[j] == UInt8(ascii: ";") else { return nil }
        let scalar = (value == 0 ? nil : Unicode.Scalar(value)) ?? "\u{FFFD}"
        return (Array(String(Character(scalar)).utf8), j + 1)
    }
}

/// Text transformations applied to link destinations, titles and code info strings.
enum Unescape {
    /// Replaces entity and numeric references in `s[range]`.
    static func entities(_ s: [UInt8], _ range: Range<Int>, into out: inout [UInt8]) {
        var i = range.lowerBound
        while i < range.upperBound {
            let c = s[i]
            if c == UInt8(ascii: "&"), let (bytes, next) = EntityTable.decode(s, i + 1, end: range.upperBound) {
                out.append(contentsOf: bytes)
                i = next
            } else {
                out.append(c)
                i += 1
            }
        }
    }

    /// Removes the backslash of every backslash escape.
    static func backslashes(_ s: inout [UInt8]) {
        guard s.contains(UInt8(ascii: "\\")) else { return }
        var write = 0
        var read = 0
        while read < s.count {
            if s[read] == UInt8(ascii: "\\"), read + 1 < s.count, Byte.isPunctuation(s[read + 1]) { read += 1 }
            s[write] = s[read]
            write += 1
            read += 1
        }
        s.removeLast(s.count - write)
    }

    /// Entities, then backslash escapes: cmark's treatment of URLs, titles and info strings.
    static func both(_ s: [UInt8], _ range: Range<Int>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(range.count)
        entities(s, range, into: &out)
        backslashes(&out)
        return out
    }

    /// Trims cmark's whitespace (space, tab, line endings, form feed, vertical tab) from both ends.
    static func trimmed(_ s: [UInt8], _ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, Byte.isSpace(s[lower]) { lower += 1 }
        while upper > lower, Byte.isSpace(s[upper - 1]) { upper -= 1 }
        return lower..<upper
    }
}
