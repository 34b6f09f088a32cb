import Foundation

/// The full-screen quiz on a raw-mode terminal: one key at a time, the screen redrawn after each
/// and re-wrapped when the window changes size.
///
/// Keys: Space/Enter reveal · 1–4 grade · u undo · q quit · Ctrl-C quit (exit 130). On an edge-case
/// question, typing before revealing writes a prediction (Backspace edits, Esc clears, Enter
/// reveals); it is shown above the answer, to compare.
public final class InteractiveQuiz {
    private let session: StudySession
    private let terminal: RawTerminal
    private let keys: KeyReader
    private let makeScreen: (TerminalSize) -> QuizScreen
    private let protect: (() throws -> Void) throws -> Void
    private var size: TerminalSize
    private var screen: QuizScreen
    private var message: String?

    public init(session: StudySession, terminal: RawTerminal, keys: KeyReader,
                makeScreen: @escaping (TerminalSize) -> QuizScreen,
                protect: @escaping (() throws -> Void) throws -> Void = { try $0() }) {
        self.session = session
        self.terminal = terminal
        self.keys = keys
        self.makeScreen = makeScreen
        self.protect = protect
        self.size = TerminalSize.current(descriptor: terminal.outputDescriptor)
        self.screen = makeScreen(size)
    }

    private enum Stage: Equatable {
        case prompt(prediction: String)
        case answer(prediction: String)
    }

    public func run() throws -> QuizOutcome {
        while let item = session.next() {
            var stage = Stage.prompt(prediction: "")
            itemLoop: while true {
                draw(item, stage)
                let key = keys.nextKey()
                message = nil
                switch key {
                case .interrupt:
                    return .interrupted
                case .resize:
                    size = TerminalSize.current(descriptor: terminal.outputDescriptor)
                    screen = makeScreen(size)
                    continue
                default:
                    break
                }
                switch stage {
                case .prompt(let prediction):
                    if item.kind == .question, !prediction.isEmpty {
                        stage = editPrediction(prediction, with: key)
                        continue
                    }
                    switch key {
                    case .enter, .character(" "):
                        stage = .answer(prediction: prediction)
                    case .character("q"), .endOfInput:
                        return .quit
                    case .character("u"):
                        if try undo() { break itemLoop }
                    case .character(let character) where item.kind == .question:
                        stage = .prompt(prediction: String(character))
                    default:
                        continue
                    }
                case .answer(let prediction):
                    switch key {
                    case .character(let character):
                        if character == "q" { return .quit }
                        if character == "u" {
                            if try undo() { break itemLoop }
                            continue
                        }
                        guard let rating = character.wholeNumberValue.flatMap(Rating.init(rawValue:))
                        else { continue }
                        try protect { try session.answer(rating, prediction: prediction.isEmpty ? nil : prediction) }
                        break itemLoop
                    case .endOfInput:
                        return .quit
                    default:
                        continue
                    }
                }
            }
        }
        return .finished
    }

    private func editPrediction(_ prediction: String, with key: Key) -> Stage {
        switch key {
        case .enter: return .answer(prediction: prediction)
        case .backspace: return .prompt(prediction: String(prediction.dropLast()))
        case .escape: return .prompt(prediction: "")
        case .character(let character): return .prompt(prediction: prediction + String(character))
        default: return .prompt(prediction: prediction)
        }
    }

    /// True when an answer was undone (its item is now current).
    private func undo() throws -> Bool {
        guard session.canUndo else {
            message = "Nothing to undo in this session."
            return false
        }
        var item: StudyItem?
        try protect { item = try session.undo() }
        message = item.map { "Undid the last answer: \($0.id) again." }
        return item != nil
    }

    private func draw(_ item: StudyItem, _ stage: Stage) {
        let header = screen.header(for: item, remaining: session.remaining)
        var body = screen.prompt(for: item)
        var footer: [StyledLine]
        var answerStart: Int?
        switch stage {
        case .prompt(let prediction):
            if item.kind == .question {
                // In the footer, so that a long question never pushes it off the screen.
                footer = [StyledLine([StyledSpan("Your prediction: ", TerminalTheme.label), StyledSpan(prediction + "_")]),
                          screen.hint(prediction.isEmpty
                    ? "Type a prediction, or Space/Enter to show the answer · u undo · q quit"
                    : "Enter show the answer · Backspace edit · Esc clear")]
            } else {
                footer = [screen.hint("Space/Enter show the answer · u undo · q quit")]
            }
        case .answer(let prediction):
            body.append(.blank)
            answerStart = body.count
            body += screen.answer(for: item, prediction: prediction)
            footer = [screen.ratingKeys(session.intervals(for: item)), screen.hint("u undo · q quit")]
        }
        if let message { footer.append(StyledLine(message, TerminalTheme.warning)) }
        let room = size.rows - header.count - footer.count - 2
        let lines = header + [.blank] + fit(body, rows: room, keepingFrom: answerStart) + [.blank] + footer
        let text = lines.map { $0.rendered(color: screen.markdown.usesColor) }
        terminal.write(ANSI.clearScreen + text.joined(separator: "\r\n"))
    }

    /// The body cut to `rows` lines when the window is too small: before the reveal its top, after
    /// it as much of the answer as fits from the answer's start, with a marker where lines are hidden.
    private func fit(_ body: [StyledLine], rows: Int, keepingFrom answerStart: Int?) -> [StyledLine] {
        guard body.count > rows, rows >= 3 else { return body }
        var start = answerStart.map { min($0, body.count - (rows - 1)) } ?? 0
        start = max(0, start)
        var shown = Array(body[start...])
        var result: [StyledLine] = []
        if start > 0 {
            result.append(screen.hint("… \(start) lines above"))
        }
        let space = rows - result.count
        if shown.count > space {
            let hidden = shown.count - (space - 1)
            shown = Array(shown.prefix(space - 1))
            shown.append(screen.hint("… \(hidden) more lines (make the window taller to see them)"))
        }
        return result + shown
    }
}
