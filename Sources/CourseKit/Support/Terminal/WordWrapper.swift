/// Fills prose into lines no wider than a given number of cells, keeping each word's style.
///
/// Breaks only at spaces, except that a word wider than the whole line is cut where it must be.
/// Also sets items (hints, grades) on lines breaking only between two, and cuts a line of code at
/// the width: every line it makes fits, so that a terminal never wraps one.
enum WordWrapper {
    /// `spans` is one paragraph; a "\n" inside a span forces a line break (a Markdown hard break).
    package static func wrap(_ spans: [StyledSpan], width: Int) -> [StyledLine] {
        wrap(spans, width: width, work: nil)
    }

    /// The same, counting the characters looked at in `work`.
    ///
    /// Each character is measured once and a word wider than the line is cut in one pass: a word of
    /// n characters costs n steps, not n² / width.
    static func wrap(_ spans: [StyledSpan], width: Int, work: WorkCounter?) -> [StyledLine] {
        let width = max(width, 8)
        var lines: [StyledLine] = []
        var current: [StyledSpan] = []
        var currentWidth = 0
        var pendingSpace: StyledSpan?

        func finishLine() {
            lines.append(StyledLine(merge(current)))
            current = []
            currentWidth = 0
            pendingSpace = nil
        }

        /// Cuts a word wider than a line into full lines (each at least one character).
        ///
        /// The last part stays on the current line for what follows.
        func cut(_ pieces: [StyledSpan]) {
            let parts = WordWrapper.cut(pieces, width: width, work: work)
            for (index, part) in parts.pieces.enumerated() {
                if index > 0 { finishLine() }
                current += part
            }
            currentWidth = parts.lastWidth
        }

        for token in tokens(in: spans, work: work) {
            switch token {
            case .newline:
                finishLine()
            case .space(let style):
                if currentWidth > 0 { pendingSpace = StyledSpan(" ", style) }
            case .word(let pieces):
                let wordWidth = pieces.reduce(0) { $0 + CellWidth.of($1.text) }
                if let work { work.add(pieces.reduce(0) { $0 + $1.text.count }) }
                let spaceWidth = pendingSpace == nil ? 0 : 1
                if currentWidth + spaceWidth + wordWidth <= width {
                    if let space = pendingSpace { current.append(space) }
                    current += pieces
                    currentWidth += spaceWidth + wordWidth
                    pendingSpace = nil
                    continue
                }
                if currentWidth > 0 { finishLine() }
                if wordWidth <= width {
                    current += pieces
                    currentWidth = wordWidth
                } else {
                    cut(pieces)
                }
            }
        }
        if !current.isEmpty || lines.isEmpty { finishLine() }
        return lines
    }

    /// `spans` cut into pieces no wider than `width` cells, at any character, every character kept.
    ///
    /// Spaces too: a line of code, a line being typed. An empty line is one empty piece.
    package static func cut(_ spans: [StyledSpan], width: Int) -> [[StyledSpan]] {
        cut(spans, width: max(width, 1), work: nil).pieces
    }

    /// The same, with the width of the last piece; each character is looked at once.
    private static func cut(_ spans: [StyledSpan], width: Int, work: WorkCounter?) -> (
        pieces: [[StyledSpan]], lastWidth: Int
    ) {
        var pieces: [[StyledSpan]] = [[]]
        var used = 0
        for span in spans {
            let text = span.text
            var partStart = text.startIndex
            var index = text.startIndex
            while index < text.endIndex {
                work?.add()
                let cells = CellWidth.of(text[index])
                if used + cells > width, used > 0 {
                    if partStart < index {
                        pieces[pieces.count - 1].append(StyledSpan(String(text[partStart..<index]), span.style))
                    }
                    pieces.append([])
                    partStart = index
                    used = 0
                }
                used += cells
                index = text.index(after: index)
            }
            if partStart < text.endIndex {
                pieces[pieces.count - 1].append(StyledSpan(String(text[partStart...]), span.style))
            }
        }
        return (pieces, used)
    }

    /// Items set on lines no wider than `width`, with `separator` between two on one line.
    ///
    /// A line breaks only between two items (the separator left out there), never inside one,
    /// unless an item is wider than a whole line by itself, which is then wrapped as prose. The
    /// keys' hints ("Space/Enter show the answer · u undo · q quit"), the grades with their
    /// intervals.
    package static func wrap(items: [[StyledSpan]], separator: StyledSpan, width: Int) -> [StyledLine] {
        let width = max(width, 8)
        let separatorWidth = CellWidth.of(separator.text)
        var lines: [StyledLine] = []
        var current: [StyledSpan] = []
        var currentWidth = 0
        var started = false
        for item in items {
            let itemWidth = item.reduce(0) { $0 + CellWidth.of($1.text) }
            if started, currentWidth + separatorWidth + itemWidth <= width {
                current += [separator] + item
                currentWidth += separatorWidth + itemWidth
                continue
            }
            if started { lines.append(StyledLine(merge(current))) }
            started = true
            if itemWidth <= width {
                (current, currentWidth) = (item, itemWidth)
            } else {
                var wrapped = wrap(item, width: width)
                let last = wrapped.removeLast()
                lines += wrapped
                (current, currentWidth) = (last.spans, last.spans.reduce(0) { $0 + CellWidth.of($1.text) })
            }
        }
        lines.append(StyledLine(merge(current)))
        return lines
    }

    private enum Token {
        case space(TerminalStyle)
        case newline
        /// Pieces with no space between them stay one word even across styles: `**bold**,`.
        case word([StyledSpan])
    }

    private static func tokens(in spans: [StyledSpan], work: WorkCounter?) -> [Token] {
        var result: [Token] = []
        var word: [StyledSpan] = []
        func endWord() {
            if !word.isEmpty { result.append(.word(word)) }
            word = []
        }
        for span in spans {
            var piece = ""
            for character in span.text {
                work?.add()
                if character == "\n" || character == " " || character == "\t" {
                    if !piece.isEmpty { word.append(StyledSpan(piece, span.style)) }
                    piece = ""
                    endWord()
                    result.append(character == "\n" ? .newline : .space(span.style))
                } else {
                    piece.append(character)
                }
            }
            if !piece.isEmpty { word.append(StyledSpan(piece, span.style)) }
        }
        endWord()
        return result
    }

    /// Adjacent spans of the same style become one.
    static func merge(_ spans: [StyledSpan]) -> [StyledSpan] {
        var merged: [StyledSpan] = []
        for span in spans {
            if merged.last?.style == span.style {
                merged[merged.count - 1].text += span.text
            } else {
                merged.append(span)
            }
        }
        return merged
    }
}
