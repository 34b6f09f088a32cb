import Foundation

/// The full-screen quiz on a raw-mode terminal.
///
/// One key at a time, the screen redrawn after each and re-wrapped when the window changes size.
///
/// Keys: Space/Enter reveal · 1–4 grade · u undo · e edit · q quit · Ctrl-C quit (exit 130) ·
/// ↑/↓ j/k PgUp/PgDn Home/End scroll a card taller than the window. On an edge-case question's
/// front every printable key is the prediction's text and Enter reveals; Esc clears the prediction,
/// and on an empty one arms a command (then q, u or e).
///
/// With a grader, a card whose answer has checked Swift can be answered by typing (`t`): a typing
/// area (`TypingArea`) opens under the prompt; Ctrl-D or Alt-Enter submits (Enter too in a gap,
/// which is one line), Esc cancels (asking first, y/n, when something was typed). Keys that came
/// at once (a paste) are one edit, and the screen is drawn once for them. The answer is graded
/// off the quiz's thread while a spinner turns (Esc, Space or Enter skip the wait), then shown
/// with its verdict, which preselects a grade that Enter takes. The context of the first item
/// that can be typed starts building when the quiz starts, while the first item is read.
package final class InteractiveQuiz {
    private let session: StudySession
    private let terminal: RawTerminal
    private let keys: KeyReader
    private let makeScreen: (TerminalSize) -> QuizScreen
    private let protect: (() throws -> Void) throws -> Void
    private let editor: CardEditor?
    /// Grades typed answers; nil: typing is not offered.
    private let grader: (any AnswerGrading)?
    private var size: TerminalSize
    private var screen: QuizScreen
    private var message: String?
    /// The first body line shown, and how many body lines the last screen had room for.
    private var scroll = 0
    private var bodyRows = 0
    private var bodyCount = 0
    /// Whether bracketed paste is on (while a typing area is open).
    private var pasteOn = false
    /// The spinner's turn while a typed answer is graded.
    private var spinnerTurn = 0
    /// A key read after keys that came at once, and not theirs: the next one taken.
    private var heldKey: Key?

    /// A quiz of `session` on `terminal`, not yet run.
    ///
    /// - Parameters:
    ///   - session: The sitting's cards and questions, and their answers.
    ///   - terminal: The terminal, in raw mode while the quiz runs.
    ///   - keys: Reads the keys pressed.
    ///   - makeScreen: The screen for a terminal of the given size.
    ///   - protect: Wraps each answer's recording (the signal watcher holds off exits meanwhile).
    ///   - editor: Opens a card in the author's editor (`e`); nil: no `e`.
    ///   - grader: Grades typed answers; nil: typing is not offered.
    package init(
        session: StudySession, terminal: RawTerminal, keys: KeyReader,
        makeScreen: @escaping (TerminalSize) -> QuizScreen,
        protect: @escaping (() throws -> Void) throws -> Void = { try $0() },
        editor: CardEditor? = nil, grader: (any AnswerGrading)? = nil
    ) {
        self.session = session
        self.terminal = terminal
        self.keys = keys
        self.makeScreen = makeScreen
        self.protect = protect
        self.editor = editor
        self.grader = grader
        self.size = TerminalSize.current(descriptor: terminal.outputDescriptor)
        self.screen = makeScreen(size)
    }

    private enum Stage {
        /// `armed`: Esc was pressed on an empty prediction; the next key is a command.
        case prompt(prediction: String, armed: Bool)
        /// The typing area is open on a card's front.
        case typing(TypingArea)
        /// Esc was pressed with something typed: y throws it away, any other key goes back to it.
        case discarding(TypingArea)
        /// The typed answer is being graded.
        case grading(TypingArea, GradingJob)
        case answer(prediction: String, typed: TypedAnswer?)
    }

    /// What a key asks for, once the stage has had its say.
    private enum Command {
        case reveal, quit, undo, edit
        case grade(Rating)
        case submit(TypingArea)
        case none
    }

    /// How often the screen looks at a grading that is under way, in milliseconds.
    private static let gradingTick: Int32 = 50

    package func run() throws -> QuizOutcome {
        prepareFirstTypeable()
        while var item = session.next() {
            var stage = Stage.prompt(prediction: "", armed: false)
            var answerCode = typeableCode(of: item)
            scroll = 0
            itemLoop: while true {
                // Keys already waiting (a paste, keys typed while the machine was busy) are taken
                // before the screen is drawn again: a burst is drawn once, at its end.
                if heldKey == nil { heldKey = keys.waitingKey() }
                if heldKey == nil { draw(item, stage, answerCode: answerCode) }
                let key: Key
                if case .grading(let area, let job) = stage {
                    if let result = job.result {
                        stage = .answer(prediction: "", typed: TypedAnswer(text: area.text, result: result))
                        scroll = Int.max
                        continue
                    }
                    guard let next = nextKey(waitingAtMost: Self.gradingTick) else {
                        spinnerTurn += 1
                        continue
                    }
                    key = next
                } else {
                    key = nextKey(waitingAtMost: -1)!
                }
                message = nil
                switch key {
                case .interrupt:
                    return .interrupted
                case .endOfInput:
                    return .quit
                case .control("d") where !isEditing(stage):
                    return .quit
                case .resize:
                    resize()
                    continue
                default:
                    break
                }
                if scrolls(key, typing: isTyping(item, stage), editing: isEditing(stage)) { continue }
                let command: Command
                (stage, command) = handle(key, in: stage, of: item, answerCode: answerCode)
                switch command {
                case .none:
                    continue
                case .reveal:
                    if case .prompt(let prediction, _) = stage {
                        stage = .answer(prediction: prediction, typed: nil)
                        scroll = Int.max  // the answer's start, clamped when drawn
                    }
                case .submit(let area):
                    guard let grader else { continue }
                    stage = .grading(area, GradingJob(grader: grader, item: item.id, typed: area.text))
                    spinnerTurn = 0
                case .quit:
                    return .quit
                case .undo:
                    if try undo() { break itemLoop }
                case .edit:
                    guard let editor else { continue }
                    terminal.restore()
                    let result = editor.edit(item, in: session)
                    terminal.enter()
                    resize()
                    message = result.message
                    if result.itemLeft { break itemLoop }
                    if let edited = session.next() {
                        item = edited
                        answerCode = typeableCode(of: item)
                    }
                case .grade(let rating):
                    let predicted = prediction(in: stage)
                    let verdict = typedAnswer(in: stage)?.result?.verdict.rawValue
                    try protect { try session.answer(rating, prediction: predicted, typed: verdict) }
                    message = session.takeNotice()
                    break itemLoop
                }
            }
        }
        return .finished
    }

    /// On a question's front and in a typing area, keys are text.
    ///
    /// Only Enter, Backspace and Esc (and the arrows) act.
    private func isTyping(_ item: StudyItem, _ stage: Stage) -> Bool {
        if item.kind == .question, case .prompt = stage { return true }
        return isEditing(stage)
    }

    /// A typing area is open: ↑ ↓ Home End move its cursor, Ctrl-D submits.
    private func isEditing(_ stage: Stage) -> Bool {
        switch stage {
        case .typing, .discarding: return true
        default: return false
        }
    }

    /// The held key, else the next key read (nil when none came within `milliseconds`).
    private func nextKey(waitingAtMost milliseconds: Int32) -> Key? {
        if let heldKey {
            self.heldKey = nil
            return heldKey
        }
        return keys.nextKey(waitingAtMost: milliseconds)
    }

    /// `first` and the keys that came with it and edit as it does: one edit, one drawing.
    ///
    /// The first key that does not edit is held for the next turn.
    private func burst(from first: Key) -> [Key] {
        guard Self.edits(first) else { return [first] }
        var keys = [first]
        while heldKey == nil, let next = self.keys.waitingKey() {
            if Self.edits(next) { keys.append(next) } else { heldKey = next }
        }
        return keys
    }

    /// The keys that change a typing area's text or move its cursor (not those that submit, cancel or scroll).
    private static func edits(_ key: Key) -> Bool {
        switch key {
        case .character, .paste, .tab, .enter, .backspace, .delete, .left, .right, .up, .down, .home, .end,
            .control("a"), .control("e"), .control("u"), .control("k"):
            return true
        default:
            return false
        }
    }

    /// Starts building the context of the sitting's first item that can be typed; never waits.
    ///
    /// So that its first verdict does not wait for it.
    private func prepareFirstTypeable() {
        // The first item's own, when it can be typed, starts as it is shown (`typeableCode`).
        guard let grader, let first = session.next(),
            first.kind == .question || grader.answerCode(forItem: first.id) == nil
        else { return }
        if let id = session.upcomingIDs.first(where: { grader.answerCode(forItem: $0) != nil }) {
            grader.prepare(item: id)
        }
    }

    /// The answer's code, when the item can be answered by typing.
    ///
    /// A card, not a question, whose answer has checked Swift; its context starts building at once,
    /// while the prompt is read.
    private func typeableCode(of item: StudyItem) -> String? {
        guard let grader, item.kind != .question, let code = grader.answerCode(forItem: item.id) else { return nil }
        grader.prepare(item: item.id)
        return code
    }

    private func handle(_ key: Key, in stage: Stage, of item: StudyItem, answerCode: String?) -> (Stage, Command) {
        switch stage {
        case .prompt(let prediction, let armed) where item.kind == .question:
            if armed {
                switch key {
                case .character("q"): return (.prompt(prediction: "", armed: false), .quit)
                case .character("u"): return (.prompt(prediction: "", armed: false), .undo)
                case .character("e"): return (.prompt(prediction: "", armed: false), .edit)
                default: return (.prompt(prediction: "", armed: false), .none)
                }
            }
            switch key {
            case .enter: return (stage, .reveal)
            case .backspace: return (.prompt(prediction: String(prediction.dropLast()), armed: false), .none)
            case .escape: return (.prompt(prediction: "", armed: prediction.isEmpty), .none)
            case .character(let character):
                return (.prompt(prediction: prediction + String(character), armed: false), .none)
            default: return (stage, .none)
            }
        case .prompt:
            switch key {
            case .enter, .character(" "): return (stage, .reveal)
            case .character("t") where answerCode != nil:
                // A gap's answer is one line: Enter submits it.
                let isGap = item.id.contains(CodeGap.idSeparator) && answerCode?.contains("\n") == false
                return (.typing(TypingArea(singleLine: isGap)), .none)
            case .character("q"): return (stage, .quit)
            case .character("u"): return (stage, .undo)
            case .character("e"): return (stage, .edit)
            default: return (stage, .none)
            }
        case .typing(var area):
            switch area.handle(burst: burst(from: key)) {
            case .edited: return (.typing(area), .none)
            case .cancel where area.isBlank: return (.prompt(prediction: "", armed: false), .none)
            case .cancel: return (.discarding(area), .none)
            case .submit: return (.typing(area), .submit(area))
            }
        case .discarding(let area):
            return (key == .character("y") ? .prompt(prediction: "", armed: false) : .typing(area), .none)
        case .grading(let area, let job):
            switch key {
            case .escape, .enter, .character(" "):
                job.cancel()
                scroll = Int.max
                return (.answer(prediction: "", typed: TypedAnswer(text: area.text, result: nil)), .none)
            default: return (stage, .none)
            }
        case .answer(_, let typed):
            switch key {
            case .enter:
                guard let preselected = typed?.preselected else { return (stage, .none) }
                return (stage, .grade(preselected.rating))
            case .character("q"): return (stage, .quit)
            case .character("u"): return (stage, .undo)
            case .character("e"): return (stage, .edit)
            case .character(let character):
                guard let rating = character.wholeNumberValue.flatMap(Rating.init(rawValue:)) else {
                    return (stage, .none)
                }
                return (stage, .grade(rating))
            default: return (stage, .none)
            }
        }
    }

    /// The answer typed, when the card was answered by typing.
    private func typedAnswer(in stage: Stage) -> TypedAnswer? {
        guard case .answer(_, let typed) = stage else { return nil }
        return typed
    }

    /// The prediction to store: none when nothing but blanks was typed.
    private func prediction(in stage: Stage) -> String? {
        guard case .answer(let prediction, _) = stage,
            !prediction.allSatisfy({ $0 == " " })
        else { return nil }
        return prediction
    }

    /// Moves the body for a scrolling key; true when the key was one.
    ///
    /// ↑/↓ (and j/k unless typing), PgUp/PgDn, Home/End move the body; in a typing area, only
    /// PgUp/PgDn: the others move its cursor.
    private func scrolls(_ key: Key, typing: Bool, editing: Bool) -> Bool {
        let page = max(1, bodyRows - 1)
        switch key {
        case .up where !editing: scroll -= 1
        case .down where !editing: scroll += 1
        case .character("k") where !typing: scroll -= 1
        case .character("j") where !typing: scroll += 1
        case .pageUp: scroll -= page
        case .pageDown: scroll += page
        case .home where !editing: scroll = 0
        case .end where !editing: scroll = Int.max
        default: return false
        }
        scroll = max(0, min(scroll, max(0, bodyCount - bodyRows)))
        return true
    }

    private func resize() {
        size = TerminalSize.current(descriptor: terminal.outputDescriptor)
        screen = makeScreen(size)
    }

    /// True when an answer was undone (its item is now current).
    private func undo() throws -> Bool {
        guard session.canUndo else {
            message = "Nothing to undo in this session."
            return false
        }
        var item: StudyItem?
        try protect { item = try session.undo() }
        let text = [session.takeNotice(), item.map { "Undid the last answer: \($0.id) again." }].compactMap { $0 }
        message = text.isEmpty ? nil : text.joined(separator: " ")
        return item != nil
    }

    private func draw(_ item: StudyItem, _ stage: Stage, answerCode: String?) {
        let header = screen.header(for: item, remaining: session.remaining, lapses: session.lapses(of: item))
        var body = screen.prompt(for: item)
        var footer: [StyledLine]
        var answerStart: Int?
        /// Where the typing area's cursor is in the footer: its row there and its column.
        var cursor: (row: Int, column: Int)?
        let commands = editor == nil ? "u undo · q quit" : "u undo · e edit · q quit"
        switch stage {
        case .prompt(let prediction, let armed):
            if item.kind == .question {
                // In the footer, so that a long question never pushes it off the screen.
                let hint =
                    armed
                    ? "Command: q quit · u undo" + (editor == nil ? "" : " · e edit")
                        + " · any other key: back to typing"
                    : prediction.isEmpty
                        ? "Type your prediction · Enter show the answer · Esc, then q quit · u undo"
                            + (editor == nil ? "" : " · e edit")
                        : "Enter show the answer · Backspace edit · Esc clear"
                // As typed, every character kept, on as many lines as it takes.
                footer =
                    WordWrapper.cut(
                        [StyledSpan("Your prediction: ", TerminalTheme.label), StyledSpan(prediction + "_")],
                        width: screen.markdown.width
                    ).map { StyledLine($0) }
                    + screen.hint(hint)
            } else {
                footer = screen.hint(
                    "Space/Enter show the answer · " + (answerCode == nil ? "" : "t type the answer · ") + commands)
            }
        case .typing(let area), .discarding(let area):
            // Half the window at most, so that the prompt stays in sight.
            let view = typingView.render(area, maxRows: max(1, size.rows / 2 - 4))
            footer = [StyledLine("Your answer:", TerminalTheme.label)]
            let isAsking: Bool = if case .discarding = stage { true } else { false }
            if !isAsking { cursor = (footer.count + view.row, view.column) }
            footer += view.lines
            // One line at 80 columns.
            footer += screen.hint(
                isAsking
                    ? "Throw away what you typed? y/n"
                    : (area.isSingleLine ? "Enter" : "Ctrl-D")
                        + " submit · Esc cancel · Tab indent · Ctrl-A/E start/end · Ctrl-K erase rest")
        case .grading(let area, _):
            footer = [StyledLine("Your answer:", TerminalTheme.label)]
            footer += typingView.render(area, maxRows: max(1, size.rows / 2 - 4)).lines
            let frames =
                screen.markdown.usesColor ? ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"] : ["|", "/", "-", "\\"]
            footer += [StyledLine(frames[spinnerTurn % frames.count] + " compiling…", TerminalTheme.label)]
            footer += screen.hint("Esc, Space or Enter skip the wait (the answer without a verdict)")
        case .answer(_, let typed):
            body.append(.blank)
            answerStart = body.count
            if let typed {
                body += screen.typed(typed, answerCode: answerCode ?? "")
                body.append(.blank)
            }
            // The answer's code is shown once: marked beside what was typed, when the verdict
            // shows both.
            let shown = typed?.result.map { $0.verdict == .compiles || $0.verdict == .different } ?? false
            body += screen.answer(
                for: item, prediction: prediction(in: stage), leavingOut: shown ? answerCode : nil)
            footer = screen.ratingKeys(session.intervals(for: item))
            if let preselected = typed?.preselected {
                footer += screen.hint(
                    "Enter: \(preselected.rating.rawValue) \(preselected.rating.label) (\(preselected.reason))")
            }
            footer += screen.hint(commands)
        }
        if let message {
            footer += WordWrapper.wrap([StyledSpan(message, TerminalTheme.warning)], width: screen.markdown.width)
        }
        let room = size.rows - header.count - footer.count - 2
        let shown = window(body, rows: room, answerStart: answerStart, typing: isTyping(item, stage))
        let lines = header + [.blank] + shown + [.blank] + footer
        let text = lines.map { $0.rendered(color: screen.markdown.usesColor) }
        var paste = ""
        if isEditing(stage) != pasteOn {
            pasteOn.toggle()
            paste = pasteOn ? ANSI.bracketedPasteOn : ANSI.bracketedPasteOff
        }
        var place = ANSI.hideCursor
        if let cursor {
            let row = header.count + 1 + shown.count + 1 + cursor.row
            place = ANSI.moveCursor(row: row + 1, column: cursor.column + 1) + ANSI.showCursor
        }
        terminal.write(paste + ANSI.hideCursor + ANSI.clearScreen + text.joined(separator: "\r\n") + place)
    }

    /// The typing area as the quiz draws code.
    private var typingView: TypingAreaView {
        TypingAreaView(
            width: screen.markdown.width, usesColor: screen.markdown.usesColor, highlight: QuizScreen.swiftLines)
    }

    /// The part of the body that fits in `rows` lines, from `scroll` on.
    ///
    /// With a line saying which lines are shown and how to scroll when it does not all fit (two
    /// lines, broken between its parts, in a narrow window). Right after the reveal (`scroll ==
    /// Int.max`) the window starts at the answer, as far as the body allows.
    private func window(_ body: [StyledLine], rows: Int, answerStart: Int?, typing: Bool) -> [StyledLine] {
        bodyCount = body.count
        let keys = screen.markdown.usesColor ? "↑/↓" : "Up/Down"
        func position(_ first: Int, _ end: Int) -> [StyledLine] {
            screen.hint(
                "lines \(first)–\(end) of \(body.count) · \(keys)\(typing ? "" : " j/k") PgUp/PgDn Home/End to scroll")
        }
        // As many lines as it takes with the widest numbers: no more than that with any.
        let positionRows = position(body.count, body.count).count
        guard body.count > rows, rows > positionRows else {
            bodyRows = max(body.count, rows)
            scroll = 0
            return body
        }
        bodyRows = rows - positionRows
        let last = body.count - bodyRows
        if scroll == Int.max { scroll = answerStart ?? last }
        scroll = max(0, min(scroll, last))
        let end = scroll + bodyRows
        return Array(body[scroll..<end]) + position(scroll + 1, end)
    }
}
