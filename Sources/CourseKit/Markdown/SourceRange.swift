/// A place in a source text: 1-based line and 1-based column.
///
/// Columns count UTF-8 bytes, as cmark's `data-sourcepos` does, so that `course markdown --sourcepos`
/// agrees with the reference implementation byte for byte. A tab counts as one byte.
public struct SourcePosition: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// The span of a node in its source text; `end` is inclusive (the last byte of the node), as in cmark.
public struct SourceRange: Sendable, Hashable, Codable, CustomStringConvertible {
    public var start: SourcePosition
    public var end: SourcePosition

    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }

    /// `line:col-line:col`, the form of cmark's `data-sourcepos` attribute.
    public var description: String { "\(start)-\(end)" }
}
