/// A file's text split into lines, to cut out the Markdown of a run of blocks verbatim and to turn
/// node positions into `SourceLocation`s.
struct SourceText: Sendable {
    let file: String
    let lines: [Substring]

    init(file: String, text: String) {
        self.file = file
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.last == "\r" ? line.dropLast() : line
        }
    }

    func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(file: file, position)
    }

    func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    /// Line `number` (1-based), or "" past the end.
    func line(_ number: Int) -> Substring {
        lines.indices.contains(number - 1) ? lines[number - 1] : ""
    }

    /// The whole lines from the first node's start to the last node's end, each ending in a newline.
    func markdown(of nodes: [MarkdownNode]) -> String {
        guard let first = nodes.first, let last = nodes.last else { return "" }
        return markdown(lines: first.range.start.line...max(first.range.start.line, last.range.end.line))
    }

    func markdown(lines range: ClosedRange<Int>) -> String {
        range.map { line($0) + "\n" }.joined()
    }

    /// The text of line `line` from byte column `column` on (columns count UTF-8 bytes from 1).
    func rest(ofLine line: Int, fromColumn column: Int) -> Substring {
        let text = self.line(line)
        let utf8 = text.utf8
        let offset = min(max(column - 1, 0), utf8.count)
        let index = utf8.index(utf8.startIndex, offsetBy: offset)
        return text[index...]
    }
}

/// Where the `offset`-th UTF-8 byte of `text` is, when `text` starts at `start` in the file.
func positionOfByte(_ offset: Int, in text: Substring, startingAt start: SourcePosition) -> SourcePosition {
    var line = start.line
    var column = start.column
    for byte in text.utf8.prefix(offset) {
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else {
            column += 1
        }
    }
    return SourcePosition(line: line, column: column)
}
