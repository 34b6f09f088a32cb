import Foundation

/// A run of a snippet's lines between `…` elisions, made able to stand on its own.
///
/// An author shows part of a file: `struct TripStore {`, a line `…`, then a property from another
/// type. Each run between elision lines is checked by itself; inside a run an inline `…` becomes
/// `_` (same byte count, so columns still match), closers whose opener was elided are blanked, and
/// openers whose closer was elided are closed on an extra line after the run.
struct SnippetPiece: Sendable, Equatable {
    /// The prepared text: the run's lines (same count, same columns), then the closing line if any.
    var text: String
    /// Index of the run's first line in the snippet (0-based).
    var firstLine: Int
    /// How many of the snippet's lines the run covers.
    var lineCount: Int

    /// Splits `code` at elision lines and prepares each run; runs with no code are dropped.
    static func pieces(of code: String) -> [SnippetPiece] {
        let lines = LineEnds.lines(of: code)
        var pieces: [SnippetPiece] = []
        var start = 0
        for index in 0...lines.count {
            guard index == lines.count || Snippet.isElisionLine(lines[index]) else { continue }
            if index > start, let piece = prepare(lines[start..<index], firstLine: start) {
                pieces.append(piece)
            }
            start = index + 1
        }
        return pieces
    }

    private static func prepare(_ lines: ArraySlice<Substring>, firstLine: Int) -> SnippetPiece? {
        var bytes = Array(lines.joined(separator: "\n").utf8)
        let scan = SwiftBracketScan(bytes)
        for offset in scan.unmatchedClosers { bytes[offset] = UInt8(ascii: " ") }
        for offset in scan.ellipses {
            bytes.replaceSubrange(offset..<offset + 3, with: Array("_  ".utf8))
        }
        var text = String(decoding: bytes, as: UTF8.self)
        guard text.contains(where: { !$0.isWhitespace }) else { return nil }
        if !scan.missingClosers.isEmpty { text += "\n" + scan.missingClosers }
        return SnippetPiece(text: text, firstLine: firstLine, lineCount: lines.count)
    }
}
