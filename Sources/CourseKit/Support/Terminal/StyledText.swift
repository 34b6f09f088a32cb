/// A run of text in one style.
///
/// What the terminal renderer produces before it knows whether colours are on.
package struct StyledSpan: Sendable, Equatable {
    package var text: String
    package var style: TerminalStyle

    package init(_ text: String, _ style: TerminalStyle = .plain) {
        self.text = text
        self.style = style
    }
}

/// One screen line (no newline inside), as spans.
package struct StyledLine: Sendable, Equatable {
    package var spans: [StyledSpan]

    package init(_ spans: [StyledSpan] = []) {
        self.spans = spans
    }

    package init(_ text: String, _ style: TerminalStyle = .plain) {
        self.spans = text.isEmpty ? [] : [StyledSpan(text, style)]
    }

    package static let blank = StyledLine()

    var plainText: String { spans.map(\.text).joined() }

    package var width: Int { spans.reduce(0) { $0 + CellWidth.of($1.text) } }

    /// The line with `prefix` in front (an indent, a list bullet, a quote bar).
    package func prefixed(_ prefix: [StyledSpan]) -> StyledLine {
        StyledLine(prefix + spans)
    }

    /// The text for the terminal, with our escape sequences when `color` is on and none when off.
    ///
    /// The spans' text is made inert (`InertText.line`): whatever a lesson or a log put in it, the
    /// only escape sequences that reach the terminal are the styles' own.
    package func rendered(color: Bool) -> String {
        guard color else { return InertText.line(plainText) }
        var result = ""
        for span in spans {
            if span.style.isPlain {
                result += InertText.line(span.text)
            } else {
                result += span.style.sequence + InertText.line(span.text) + ANSI.reset
            }
        }
        return result
    }
}

extension Array where Element == StyledLine {
    /// The lines joined with newlines (each line ends with one).
    package func rendered(color: Bool) -> String {
        map { $0.rendered(color: color) + "\n" }.joined()
    }
}
