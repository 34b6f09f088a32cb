/// The styles the quiz screen uses, in one place.
///
/// Colours follow rich's `ansi_dark` mapping (study-ux.md §5) so that the learner's terminal theme
/// decides the actual shades.
enum TerminalTheme {
    package static let heading = TerminalStyle(bold: true)
    package static let emphasis = TerminalStyle(italic: true)
    package static let strong = TerminalStyle(bold: true)
    static let inlineCode = TerminalStyle(color: .cyan)
    package static let link = TerminalStyle(underline: true)
    package static let quote = TerminalStyle(italic: true)
    package static let frame = TerminalStyle(dim: true)
    package static let hint = TerminalStyle(dim: true)
    package static let label = TerminalStyle(color: .brightBlue, bold: true)
    package static let warning = TerminalStyle(color: .yellow)
    static let codeText = TerminalStyle.plain
    static let diffAdded = TerminalStyle(color: .green)
    static let diffRemoved = TerminalStyle(color: .red)
    static let diffContext = TerminalStyle(dim: true)

    /// Rating labels: Again red, Hard yellow, Good green, Easy blue, as in Anki's buttons.
    static let ratingColors: [TerminalStyle.Color] = [.red, .yellow, .green, .blue]
}
