/// A file's text as the Markdown parser reads it, split into lines.
///
/// To cut out the Markdown of a run of blocks verbatim, and to turn the parser's positions into
/// `SourceLocation`s in the file.
///
/// The parser (`MarkdownDocument(bytes:)`) ends lines at "\n", "\r\n" and a lone "\r" (`LineEnds`),
/// leaves a byte order mark at the start out of line 1 and reads a NUL as U+FFFD, three bytes.
/// The lines here are the same, so that a column the parser gives cuts its line where it means;
/// `location` turns such a column back into one of the file, where a NUL is one byte.
struct SourceText: Sendable {
    let file: String
    /// The lines as the parser sees them, without their line ends.
    let lines: [Substring]
    /// The lines that hold a NUL (by index in `lines`), as the file has them.
    private let linesWithNUL: [Int: Substring]

    init(file: String, text: String) {
        self.file = file
        var body = text[...]
        if body.unicodeScalars.first == "\u{FEFF}" { body = Substring(body.unicodeScalars.dropFirst()) }
        let lines = LineEnds.lines(of: body)
        guard body.utf8.contains(0) else {
            self.lines = lines
            linesWithNUL = [:]
            return
        }
        var withNUL: [Int: Substring] = [:]
        self.lines = lines.enumerated().map { index, line in
            guard line.utf8.contains(0) else { return line }
            withNUL[index] = line
            return Substring(line.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}"))
        }
        linesWithNUL = withNUL
    }

    /// The file's location of a position the parser gives.
    func location(_ position: SourcePosition) -> SourceLocation {
        location(line: position.line, column: position.column)
    }

    /// The file's location of line `line`, column `column` as the parser counts columns.
    func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: fileColumn(column, ofLine: line))
    }

    /// The column in the file of the parser's `column` on line `line`.
    ///
    /// Each NUL before it is one byte there, not three; a column inside a NUL's U+FFFD is the
    /// NUL's.
    private func fileColumn(_ column: Int, ofLine line: Int) -> Int {
        guard column > 1, let original = linesWithNUL[line - 1] else { return column }
        var parserBytes = 0
        var fileBytes = 0
        for byte in original.utf8 {
            let width = byte == 0 ? InputSanitizer.replacement.count : 1
            guard parserBytes + width <= column - 1 else { return fileBytes + 1 }
            parserBytes += width
            fileBytes += 1
        }
        return fileBytes + 1 + (column - 1 - parserBytes)
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
    var positions = BytePositions(text, startingAt: start)
    return positions.position(ofByte: offset)
}

/// Where bytes of `text` are, asked for in increasing order.
///
/// Its lines end as `LineEnds` has them. Each answer walks on from the one before, so that the
/// positions of every attribute in a long info string cost one pass over it. (Asked for an earlier
/// byte, it starts again from the beginning.)
struct BytePositions {
    private let text: Substring.UTF8View
    private let start: SourcePosition
    private var index: Substring.UTF8View.Index
    private var offset = 0
    private var position: SourcePosition
    private var previous: UInt8 = 0
    /// Counts the bytes walked over.
    var work: WorkCounter?

    init(_ text: Substring, startingAt start: SourcePosition, work: WorkCounter? = nil) {
        self.text = text.utf8
        self.start = start
        index = self.text.startIndex
        position = start
        self.work = work
    }

    mutating func position(ofByte target: Int) -> SourcePosition {
        if target < offset { (index, offset, position, previous) = (text.startIndex, 0, start, 0) }
        while offset < target, index < text.endIndex {
            let byte = text[index]
            if LineEnds.ends(byte, after: previous) {
                position.line += 1
                position.column = 1
            } else if byte != 0x0A {  // not the "\n" of a "\r\n"
                position.column += 1
            }
            previous = byte
            index = text.index(after: index)
            offset += 1
            work?.add()
        }
        return position
    }
}
