/// Fills prose into lines no wider than a given number of cells, keeping each word's style.
/// Breaks only at spaces, except that a word wider than the whole line is cut where it must be.
public enum WordWrapper {
    /// `spans` is one paragraph; a "\n" inside a span forces a line break (a Markdown hard break).
    public static func wrap(_ spans: [StyledSpan], width: Int) -> [StyledLine] {
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

        for token in tokens(in: spans) {
            switch token {
            case .newline:
                finishLine()
            case .space(let style):
                if currentWidth > 0 { pendingSpace = StyledSpan(" ", style) }
            case .word(var pieces):
                while !pieces.isEmpty {
                    let wordWidth = pieces.reduce(0) { $0 + CellWidth.of($1.text) }
                    let spaceWidth = pendingSpace == nil ? 0 : 1
                    if currentWidth + spaceWidth + wordWidth <= width {
                        if let space = pendingSpace { current.append(space) }
                        current += pieces
                        currentWidth += spaceWidth + wordWidth
                        pendingSpace = nil
                        pieces = []
                    } else if currentWidth > 0 {
                        finishLine()
                    } else {
                        let (head, tail) = cut(pieces, toFit: width)
                        current = head
                        finishLine()
                        pieces = tail
                    }
                }
            }
        }
        if !current.isEmpty || lines.isEmpty { finishLine() }
        return lines
    }

    private enum Token {
        case space(TerminalStyle)
        case newline
        /// Pieces with no space between them stay one word even across styles: `**bold**,`.
        case word([StyledSpan])
    }

    private static func tokens(in spans: [StyledSpan]) -> [Token] {
        var result: [Token] = []
        var word: [StyledSpan] = []
        func endWord() {
            if !word.isEmpty { result.append(.word(word)) }
            word = []
        }
        for span in spans {
            var piece = ""
            for character in span.text {
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

    /// Splits an over-long word so that the head fills `width` cells (at least one character).
    private static func cut(_ pieces: [StyledSpan], toFit width: Int) -> ([StyledSpan], [StyledSpan]) {
        var head: [StyledSpan] = []
        var tail: [StyledSpan] = []
        var used = 0
        for piece in pieces {
            guard tail.isEmpty else {
                tail.append(piece)
                continue
            }
            var taken = ""
            var rest = Substring(piece.text)
            while let character = rest.first {
                let cells = CellWidth.of(character)
                if used + cells > width, used > 0 { break }
                used += cells
                taken.append(character)
                rest = rest.dropFirst()
            }
            if !taken.isEmpty { head.append(StyledSpan(taken, piece.style)) }
            if !rest.isEmpty { tail.append(StyledSpan(String(rest), piece.style)) }
        }
        return (head, tail)
    }

    /// Adjacent spans of the same style become one.
    static func merge(_ spans: [StyledSpan]) -> [StyledSpan] {
        var merged: [StyledSpan] = []
        for span in spans {
            if let last = merged.last, last.style == span.style {
                merged[merged.count - 1].text += span.text
            } else {
                merged.append(span)
            }
        }
        return merged
    }
}
