extension SourceLocation {
    /// The same file, `lines` further down; maps a line inside a code block back to the lesson.
    func movedDown(_ lines: Int, column newColumn: Int? = nil) -> SourceLocation {
        SourceLocation(file: file, line: line + lines, column: newColumn ?? column)
    }
}
