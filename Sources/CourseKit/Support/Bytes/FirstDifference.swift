/// Where two texts first differ, line by line, compared byte for byte.
///
/// The 1-based line, the 1-based column (in bytes) of the first differing byte, and that line of
/// each text. Lines are counted as `LineEnds` counts them; the "\r" of a "\r\n" is kept in its
/// line, so that a line ended by "\r\n" differs from the same line ended by "\n", and shows how.
struct FirstDifference: Sendable, Equatable {
    /// One text's side of the difference.
    package enum Side: Sendable, Equatable {
        /// The line's bytes, without its newline.
        case line([UInt8])
        /// The text ends here, after a final newline.
        case endAfterNewline
        /// The text ended on the line before, without a final newline.
        case endWithoutNewline
    }

    package var line: Int
    package var column: Int
    package var old: Side
    package var new: Side

    /// Nil when the texts are equal.
    package init?(old: [UInt8], new: [UInt8]) {
        guard old != new else { return nil }
        var oldLines = Self.lines(old)
        var newLines = Self.lines(new)
        var index = 0
        while index < oldLines.count, index < newLines.count, oldLines[index] == newLines[index] { index += 1 }
        if index == oldLines.count, index == newLines.count {
            // Every line the same: the texts differ in a lone "\r" against a "\n". The lines with
            // their ends, then, from the first whose end differs.
            oldLines = Self.lines(old, keepingEnds: true)
            newLines = Self.lines(new, keepingEnds: true)
            index = zip(oldLines, newLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? 0
        }
        let oldSide = Self.side(index, of: oldLines)
        let newSide = Self.side(index, of: newLines)
        var column = 1
        if case .line(let a) = oldSide, case .line(let b) = newSide {
            column =
                (zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)) + 1
        }
        self.line = index + 1
        self.column = column
        self.old = oldSide
        self.new = newSide
    }

    /// The lines, each without its "\n" or lone "\r" (unless `keepingEnds`).
    ///
    /// A text ending in a line end has an empty last piece.
    private static func lines(_ bytes: [UInt8], keepingEnds: Bool = false) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() {
            // A "\r\n" ends its line at the "\n", the "\r" staying in the line.
            let endsLine = byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A))
            guard endsLine else { continue }
            lines.append(bytes[start..<(keepingEnds ? index + 1 : index)])
            start = index + 1
        }
        return lines + [bytes[start...]]
    }

    private static func side(_ index: Int, of lines: [ArraySlice<UInt8>]) -> Side {
        guard index < lines.count else { return .endWithoutNewline }
        if index == lines.count - 1, lines[index].isEmpty { return .endAfterNewline }
        return .line(Array(lines[index]))
    }
}
