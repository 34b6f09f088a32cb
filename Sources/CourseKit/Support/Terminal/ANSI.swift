/// The handful of escape sequences the quiz uses; colours are the 16 named ones so that the
/// learner's own theme applies (no 24-bit colour).
public enum ANSI {
    public static let escape = "\u{1B}["
    public static let reset = "\u{1B}[0m"
    public static let clearScreen = "\u{1B}[H\u{1B}[2J"
    public static let hideCursor = "\u{1B}[?25l"
    public static let showCursor = "\u{1B}[?25h"
    public static let enterAlternateScreen = "\u{1B}[?1049h"
    public static let leaveAlternateScreen = "\u{1B}[?1049l"
}

/// How a run of text looks: a foreground colour and a few attributes.
public struct TerminalStyle: Sendable, Hashable {
    /// The 16 named colours: 0–7 normal, 8–15 bright.
    public enum Color: Int, Sendable, Hashable {
        case black, red, green, yellow, blue, magenta, cyan, white
        case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan,
             brightWhite
    }

    public var color: Color?
    public var bold = false
    public var dim = false
    public var italic = false
    public var underline = false

    public init(color: Color? = nil, bold: Bool = false, dim: Bool = false, italic: Bool = false,
                underline: Bool = false) {
        self.color = color
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.underline = underline
    }

    public static let plain = TerminalStyle()

    public var isPlain: Bool { self == .plain }

    /// The SGR sequence that switches this style on (from a reset state).
    public var sequence: String {
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
