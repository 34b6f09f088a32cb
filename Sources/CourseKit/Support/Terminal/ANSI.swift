/// The handful of escape sequences `course` uses (the quiz, a progress line).
///
/// Colours are the 16 named ones so that the learner's own theme applies (no 24-bit colour).
package enum ANSI {
    package static let escape = "\u{1B}["
    package static let reset = "\u{1B}[0m"
    static let clearScreen = "\u{1B}[H\u{1B}[2J"
    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"
    static let enterAlternateScreen = "\u{1B}[?1049h"
    static let leaveAlternateScreen = "\u{1B}[?1049l"
    /// Bracketed paste on and off: pasted text arrives between `ESC [ 200 ~` and `ESC [ 201 ~`.
    static let bracketedPasteOn = "\u{1B}[?2004h"
    static let bracketedPasteOff = "\u{1B}[?2004l"
    /// The cursor to a row and a column, both from 1.
    static func moveCursor(row: Int, column: Int) -> String { "\u{1B}[\(row);\(column)H" }
    /// Back to the start of the line, and the line erased: a progress line drawn again.
    package static let redrawLine = "\r\u{1B}[2K"
}

/// How a run of text looks: a foreground colour and a few attributes.
package struct TerminalStyle: Sendable, Hashable {
    /// The 16 named colours: 0–7 normal, 8–15 bright.
    package enum Color: Int, Sendable, Hashable {
        case black, red, green, yellow, blue, magenta, cyan, white
        case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan,
            brightWhite
    }

    package var color: Color?
    package var bold = false
    var dim = false
    package var italic = false
    package var underline = false

    /// A style; each attribute left out is off.
    ///
    /// - Parameters:
    ///   - color: The foreground colour; nil: the terminal's.
    ///   - bold: Bold.
    ///   - dim: Dim.
    ///   - italic: Italic.
    ///   - underline: Underlined.
    package init(
        color: Color? = nil, bold: Bool = false, dim: Bool = false, italic: Bool = false,
        underline: Bool = false
    ) {
        self.color = color
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.underline = underline
    }

    package static let plain = TerminalStyle()

    var isPlain: Bool { self == .plain }

    /// The SGR sequence that switches this style on (from a reset state).
    package var sequence: String {
        var codes: [String] = []
        if bold { codes.append("1") }
        if dim { codes.append("2") }
        if italic { codes.append("3") }
        if underline { codes.append("4") }
        if let color {
            codes.append(color.rawValue < 8 ? "\(30 + color.rawValue)" : "\(90 + color.rawValue - 8)")
        }
        return codes.isEmpty ? "" : ANSI.escape + codes.joined(separator: ";") + "m"
    }
}
