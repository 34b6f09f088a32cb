/// A file's text as the Markdown parser reads it, split into lines: to cut out the Markdown of a
/// run of blocks verbatim, and to turn the parser's positions into `SourceLocation`s.
///
/// The parser (`MarkdownDocument(bytes:)`) ends lines at "\n", "\r\n" and a lone "\r" (`LineEnds`)
/// and leaves a byte order mark at the start out of line 1; so do the lines here, so that a
/// position the parser gives cuts its line where it means.
struct SourceText: Sendable {
    let file: String
    /// The lines as the parser sees them, without their line ends.
    let lines: [Substring]

    init(file: String, text: String) {
        self.file = file
        var body = text[...]
        if body.unicodeScalars.first == "\u{FEFF}" { body = Substring(body.unicodeScalars.dropFirst()) }
        lines = LineEnds.lines(of: body)
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
    var positions = BytePositions(text, startingAt: start)
    return positions.position(ofByte: offset)
}

/// Where bytes of `text` are (its lines ending as `LineEnds` has them), asked for in increasing order: each answer walks on from the one
/// before, so that the positions of every attribute in a long info string cost one pass over it.
/// (Asked for an earlier byte, it starts again from the beginning.)
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
