/// Where something is written.
///
/// A file (as the user named it, e.g. `Content/lesson-19/lesson.md`), a 1-based line and a 1-based
/// column counting UTF-8 bytes, as `SourcePosition` does.
///
/// Diagnostics print it as `file:line:column`, the form editors and CI annotate.
public struct SourceLocation: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public init(file: String, _ position: SourcePosition) {
        self.init(file: file, line: position.line, column: position.column)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    public var description: String { "\(file):\(line):\(column)" }

    /// The same file, `lines` further down; maps a line inside a code block back to the lesson.
    func movedDown(_ lines: Int, column newColumn: Int? = nil) -> SourceLocation {
        SourceLocation(file: file, line: line + lines, column: newColumn ?? column)
    }
}
