/// The styles the quiz screen uses, in one place. Colours follow rich's `ansi_dark` mapping
/// (study-ux.md §5) so that the learner's terminal theme decides the actual shades.
public enum TerminalTheme {
    public static let heading = TerminalStyle(bold: true)
    public static let emphasis = TerminalStyle(italic: true)
    public static let strong = TerminalStyle(bold: true)
    public static let inlineCode = TerminalStyle(color: .cyan)
    public static let link = TerminalStyle(underline: true)
    public static let quote = TerminalStyle(italic: true)
    public static let frame = TerminalStyle(dim: true)
    public static let hint = TerminalStyle(dim: true)
    public static let label = TerminalStyle(color: .brightBlue, bold: true)
    public static let warning = TerminalStyle(color: .yellow)
    public static let codeText = TerminalStyle.plain
    public static let diffAdded = TerminalStyle(color: .green)
    public static let diffRemoved = TerminalStyle(color: .red)
    public static let diffContext = TerminalStyle(dim: true)

    /// Rating labels: Again red, Hard yellow, Good green, Easy blue, as in Anki's buttons.
    public static let ratingColors: [TerminalStyle.Color] = [.red, .yellow, .green, .blue]
}
