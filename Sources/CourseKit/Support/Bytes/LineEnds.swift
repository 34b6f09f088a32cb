/// Where lines end in text from outside (a lesson, a project's source file, the manifest).
///
/// At "\n", at "\r\n" and at a lone "\r", as CommonMark, the Swift compiler and editors count them.
/// Everything that counts such lines, or turns an offset into a line, goes through here, so that a
/// position found one way is the position found another. (`split(separator: "\n")` on a String is
/// not one: "\r\n" is a single `Character`, so it ends a line at neither "\r\n" nor "\r".)
enum LineEnds {
    /// Whether `byte`, coming after `previous`, ends a line.
    ///
    /// A "\r", or a "\n" that does not complete a "\r\n" (whose "\r" ended the line already).
    @inline(__always) package static func ends(_ byte: UInt8, after previous: UInt8) -> Bool {
        byte == 0x0D || (byte == 0x0A && previous != 0x0D)
    }

    /// Whether `byte`, coming before `next` (nil at the end), is the last byte of a line end.
    ///
    /// A "\n", or a "\r" that does not begin a "\r\n". Where the next line starts after it, as a
    /// reader that keeps a line's start offset needs it (`ends(_:after:)` counts the same ends).
    @inline(__always) package static func closes(_ byte: UInt8, before next: UInt8?) -> Bool {
        byte == 0x0A || (byte == 0x0D && next != 0x0A)
    }

    /// The number of line ends in `bytes`.
    package static func count(in bytes: some Sequence<UInt8>) -> Int {
        // Contiguous bytes (a native string's UTF-8, an array) are counted without the iterator.
        if let counted = bytes.withContiguousStorageIfAvailable({ lineEnds(in: $0) }) { return counted }
        var count = 0
        var previous: UInt8 = 0
        for byte in bytes {
            if ends(byte, after: previous) { count += 1 }
            previous = byte
        }
        return count
    }

    private static func lineEnds(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        var previous: UInt8 = 0
        for index in 0..<bytes.count {
            let byte = bytes[index]
            if ends(byte, after: previous) { count += 1 }
            previous = byte
        }
        return count
    }

    /// The lines of `text` without their line ends.
    ///
    /// N line ends make n + 1 lines, the last one empty when `text` ends with a line end (as
    /// `split(…, omittingEmptySubsequences: false)`).
    package static func lines(of text: Substring) -> [Substring] {
        var lines: [Substring] = []
        var start = text.startIndex
        for (line, end) in pieces(of: text) {
            lines.append(line)
            start = end
        }
        lines.append(text[start...])
        return lines
    }

    package static func lines(of text: String) -> [Substring] { lines(of: text[...]) }

    /// The lines of `text` each with its line end, which join back to exactly `text`.
    ///
    /// The last has none when `text` does not end with one, and there is no empty line after a
    /// final line end.
    static func linesWithEnds(of text: Substring) -> [Substring] {
        var lines: [Substring] = []
        var start = text.startIndex
        for (_, end) in pieces(of: text) {
            lines.append(text[start..<end])
            start = end
        }
        if start < text.endIndex { lines.append(text[start...]) }
        return lines
    }

    /// `text` without the line ends at its end (any number, of any kind).
    static func droppingFinal(_ text: Substring) -> Substring {
        let utf8 = text.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex {
            let before = utf8.index(before: end)
            guard utf8[before] == 0x0A || utf8[before] == 0x0D else { break }
            end = before
        }
        return text[..<end]
    }

    /// Each line ended by a line end: its text, and where the next line starts.
    private static func pieces(of text: Substring) -> [(line: Substring, next: Substring.Index)] {
        var pieces: [(Substring, Substring.Index)] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        while index < utf8.endIndex {
            let byte = utf8[index]
            guard byte == 0x0A || byte == 0x0D else {
                index = utf8.index(after: index)
                continue
            }
            var next = utf8.index(after: index)
            if byte == 0x0D, next < utf8.endIndex, utf8[next] == 0x0A { next = utf8.index(after: next) }
            pieces.append((text[start..<index], next))
            start = next
            index = next
        }
        return pieces
    }
}
