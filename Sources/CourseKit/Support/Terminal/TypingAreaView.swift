/// A `TypingArea` drawn as code is drawn in the quiz (docs/quiz.md).
///
/// Behind a `│` gutter, each line as typed, a line wider than the window cut at its edge and going
/// on under a dotted gutter (`┆`; `|` and `:` without colour), never wrapped by the terminal. It
/// also says where the cursor is on the lines drawn, for the terminal's own cursor to be put there.
package struct TypingAreaView: Sendable {
    /// Styles a text's lines (one array of spans per line, the spans' text the line's).
    ///
    /// Nil, or lines that do not match the text, leave it plain.
    package typealias Highlighter = @Sendable (_ text: String) -> [[StyledSpan]]?

    package var width: Int
    package var usesColor: Bool
    package var highlight: Highlighter?

    package init(width: Int, usesColor: Bool, highlight: Highlighter? = nil) {
        self.width = width
        self.usesColor = usesColor
        self.highlight = highlight
    }

    /// The lines drawn, and the cursor's row among them and its column.
    ///
    /// At most `maxRows` lines (those around the cursor when there are more); the row and the
    /// column both from 0, in cells. Only the lines that can be in sight are cut and highlighted
    /// (each is a row at least: `maxRows` lines on either side of the cursor's), so a long text
    /// costs no more to draw than a short one; they are highlighted by themselves, so a string or
    /// a comment opened above them is not seen.
    package func render(_ area: TypingArea, maxRows: Int = .max) -> (lines: [StyledLine], row: Int, column: Int) {
        let shown = max(1, maxRows)
        let first = max(0, area.line - min(shown, area.lines.count))
        let end = min(area.lines.count, area.line + 1 + min(shown, area.lines.count))
        let lines = Array(area.lines[first..<end])
        let drawn = rows(lines, styles: characterStyles(lines), marked: nil, cursor: (area.line - first, area.column))
        let rows = drawn.rows
        let cursor = drawn.cursor ?? (0, 0)
        guard rows.count > shown else { return (rows, cursor.row, cursor.column) }
        let top = max(0, min(cursor.row - shown + 1, rows.count - shown))
        return (Array(rows[top..<top + shown]), cursor.row - top, cursor.column)
    }

    /// Code shown, not edited (what was typed, an answer), highlighted, its marked characters shown.
    ///
    /// A row of `^` goes under each row that has characters `marked` (a token that differs, a
    /// compiler's column): marked characters are also underlined in the mark style where colours
    /// are on.
    package func code(_ text: String, marked: [[Bool]] = [], markStyle: TerminalStyle = .plain) -> [StyledLine] {
        let area = TypingArea(text: text)
        var styles = characterStyles(area.lines)
        for (line, marks) in zip(styles.indices, marked) {
            for (offset, isMarked) in zip(styles[line].indices, marks) where isMarked {
                styles[line][offset].underline = true
                styles[line][offset].color = markStyle.color ?? styles[line][offset].color
                styles[line][offset].bold = styles[line][offset].bold || markStyle.bold
            }
        }
        return rows(area.lines, styles: styles, marked: marked, cursor: nil).rows
    }

    /// Each line cut into pieces of at most the room beside the gutter.
    ///
    /// A character wider than that goes alone; a row of carets under a piece with marks; where the
    /// cursor is.
    private func rows(
        _ lines: [[Character]], styles: [[TerminalStyle]], marked: [[Bool]]?, cursor: (line: Int, column: Int)?
    ) -> (rows: [StyledLine], cursor: (row: Int, column: Int)?) {
        let (gutter, goesOn) = Self.gutters(color: usesColor)
        let gutterWidth = CellWidth.of(gutter.text)
        let room = max(1, width - gutterWidth)
        var rows: [StyledLine] = []
        var place: (row: Int, column: Int)?
        for (index, characters) in lines.enumerated() {
            var pieces: [Range<Int>] = []
            var start = 0
            var cells = 0
            for (offset, character) in characters.enumerated() {
                let cell = CellWidth.of(character)
                if cells + cell > room, offset > start {
                    pieces.append(start..<offset)
                    start = offset
                    cells = 0
                }
                cells += cell
            }
            pieces.append(start..<characters.count)
            var cursorPiece: Int?
            var cursorCells = 0
            if let cursor, index == cursor.line {
                // The piece holding the cursor; at the end of a full last piece, a piece of its own.
                let column = min(cursor.column, characters.count)
                cursorPiece = pieces.lastIndex { $0.lowerBound <= column } ?? 0
                cursorCells = characters[pieces[cursorPiece!].lowerBound..<column].reduce(0) { $0 + CellWidth.of($1) }
                if column == characters.count, cursorCells >= room {
                    pieces.append(characters.count..<characters.count)
                    cursorPiece = pieces.count - 1
                    cursorCells = 0
                }
            }
            let marks = marked.flatMap { $0.indices.contains(index) ? $0[index] : nil } ?? []
            for (number, piece) in pieces.enumerated() {
                if number == cursorPiece { place = (rows.count, gutterWidth + cursorCells) }
                var spans = [number == 0 ? gutter : goesOn]
                var carets = ""
                var anyMark = false
                for offset in piece {
                    let style = styles[index][offset]
                    if spans.count > 1, spans[spans.count - 1].style == style {
                        spans[spans.count - 1].text.append(characters[offset])
                    } else {
                        spans.append(StyledSpan(String(characters[offset]), style))
                    }
                    let isMarked = marks.indices.contains(offset) && marks[offset]
                    anyMark = anyMark || isMarked
                    carets += String(repeating: isMarked ? "^" : " ", count: CellWidth.of(characters[offset]))
                }
                // A mark past the line's end (a compiler's column at the end of a line).
                if number == pieces.count - 1, marks.count > characters.count, marks[characters.count...].contains(true)
                {
                    carets += "^"
                    anyMark = true
                }
                rows.append(StyledLine(spans))
                if anyMark {
                    while carets.last == " " { carets.removeLast() }
                    rows.append(
                        StyledLine([
                            StyledSpan(String(repeating: " ", count: gutterWidth)),
                            StyledSpan(carets, TerminalTheme.warning),
                        ]))
                }
            }
        }
        return (rows, place)
    }

    /// The gutter in front of a line of code, and in front of the rest of one cut at the window's edge.
    ///
    /// The quiz's code (`TerminalMarkdown`) and the typing area alike.
    package static func gutters(color: Bool) -> (line: StyledSpan, goesOn: StyledSpan) {
        (
            StyledSpan(color ? "  │ " : "  | ", TerminalTheme.frame),
            StyledSpan(color ? "  ┆ " : "  : ", TerminalTheme.frame)
        )
    }

    /// Each character's style: the highlighter's when its lines match the text's, else plain.
    private func characterStyles(_ lines: [[Character]]) -> [[TerminalStyle]] {
        let plain = lines.map { [TerminalStyle](repeating: TerminalTheme.codeText, count: $0.count) }
        guard usesColor, let highlighted = highlight?(lines.map { String($0) }.joined(separator: "\n")),
            highlighted.count >= lines.count
        else {
            return plain
        }
        var styles: [[TerminalStyle]] = []
        for (characters, spans) in zip(lines, highlighted) {
            var line: [TerminalStyle] = []
            for span in spans {
                line += [TerminalStyle](repeating: span.style, count: span.text.count)
            }
            // Grapheme clusters may have joined across spans: then the line stays plain.
            guard line.count == characters.count, spans.map(\.text).joined() == String(characters) else {
                styles.append([TerminalStyle](repeating: TerminalTheme.codeText, count: characters.count))
                continue
            }
            styles.append(line)
        }
        return styles
    }
}
