/// Swift tokens as HTML: one `<span class="hl-KIND">` per coloured token; plain text bare.
///
/// The colours themselves live in the stylesheet, so light and dark themes differ there only.
enum HighlightedCodeHTML {
    static func html(_ tokens: [SwiftToken]) -> String {
        tokens.map { token in
            let text = HTMLOutputEscaping.escaped(token.text)
            return token.kind == .plain ? text : "<span class=\"hl-\(token.kind.rawValue)\">\(text)</span>"
        }.joined()
    }

    /// Each line of `source` highlighted in the context of the whole text, without newlines.
    ///
    /// The bytes of `marked` (a syntax card's gaps, UTF-8 offsets) each in a `<span
    /// class="cloze-gap">`.
    static func lines(_ source: String, language: String, marked: [Range<Int>] = []) -> [String] {
        if language == "swift" {
            let lines = SwiftHighlighter.lines(in: source)
            guard !marked.isEmpty else { return lines.map(html) }
            return zip(lines, lineStarts(of: source)).map { tokens, start in html(tokens, from: start, marking: marked)
            }
        }
        var lines = LineEnds.lines(of: source).map { HTMLOutputEscaping.escaped(String($0)) }
        // (Only Swift has gaps.)
        if let last = source.utf8.last, last == 0x0A || last == 0x0D { lines.removeLast() }
        return lines
    }

    /// The UTF-8 offset at which each line of `source` starts.
    private static func lineStarts(of source: String) -> [Int] {
        LineEnds.lines(of: source).map { source.utf8.distance(from: source.utf8.startIndex, to: $0.startIndex) }
    }

    /// One line's tokens, starting at byte `start` of the source, the parts inside `marked` wrapped.
    ///
    /// Wrapped in `<span class="cloze-gap">`; a token cut by a range is cut there.
    private static func html(_ tokens: [SwiftToken], from start: Int, marking marked: [Range<Int>]) -> String {
        var out = ""
        var offset = start
        for token in tokens {
            let bytes = Array(token.text.utf8)
            let end = offset + bytes.count
            var cuts = [offset, end]
            for range in marked {
                if range.lowerBound > offset && range.lowerBound < end { cuts.append(range.lowerBound) }
                if range.upperBound > offset && range.upperBound < end { cuts.append(range.upperBound) }
            }
            cuts = Array(Set(cuts)).sorted()
            for (from, to) in zip(cuts, cuts.dropFirst()) {
                var piece = html([
                    SwiftToken(token.kind, String(decoding: bytes[(from - offset)..<(to - offset)], as: UTF8.self))
                ])
                if marked.contains(where: { $0.contains(from) }) { piece = "<span class=\"cloze-gap\">\(piece)</span>" }
                out += piece
            }
            offset = end
        }
        return out
    }
}
