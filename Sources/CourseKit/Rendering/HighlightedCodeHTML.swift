/// Swift tokens as HTML: one `<span class="hl-KIND">` per coloured token; plain text bare.
/// The colours themselves live in the stylesheet, so light and dark themes differ there only.
enum HighlightedCodeHTML {
    static func html(_ tokens: [SwiftToken]) -> String {
        tokens.map { token in
            let text = HTMLOutputEscaping.escaped(token.text)
            return token.kind == .plain ? text : "<span class=\"hl-\(token.kind.rawValue)\">\(text)</span>"
        }.joined()
    }

    /// Each line of `source` highlighted in the context of the whole text, without newlines.
    static func lines(_ source: String, language: String) -> [String] {
        if language == "swift" {
            return SwiftHighlighter.lines(in: source).map(html)
        }
        var lines = LineEnds.lines(of: source).map { HTMLOutputEscaping.escaped(String($0)) }
        if let last = source.utf8.last, last == 0x0A || last == 0x0D { lines.removeLast() }
        return lines
    }
}
