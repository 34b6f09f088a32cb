/// Colours for the shared Swift highlighter's tokens on a 16-colour terminal (rich's `ansi_dark`).
package enum SwiftTerminalColors {
    package static func style(for kind: SwiftToken.Kind) -> TerminalStyle {
        switch kind {
        case .plain: TerminalStyle.plain
        case .keyword: TerminalStyle(color: .brightBlue)
        case .attribute: TerminalStyle(color: .brightMagenta, bold: true)
        case .macro: TerminalStyle(color: .brightCyan)
        case .string: TerminalStyle(color: .yellow)
        case .number: TerminalStyle(color: .brightBlue)
        case .comment: TerminalStyle(dim: true)
        case .type: TerminalStyle(color: .brightCyan)
        }
    }

    /// The highlighter for `TerminalMarkdown`: Swift fences get colours, other languages stay plain.
    package static let highlighter: TerminalMarkdown.Highlighter = { language, code in
        guard language == "swift" else { return nil }
        return SwiftHighlighter.lines(in: code + "\n").map { tokens in
            tokens.map { StyledSpan($0.text, style(for: $0.kind)) }
        }
    }
}
