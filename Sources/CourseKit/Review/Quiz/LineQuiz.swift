import Foundation

/// The quiz when stdin is not a terminal.
///
/// One line reveals (for a question, the line is the learner's prediction), the next line grades
/// with `1`–`4` or `again|hard|good|easy`. `u` undoes, `q` or the end of input quits. Everything
/// goes to `output` in order, so it can be scripted.
package struct LineQuiz {
    package var session: StudySession
    package var screen: QuizScreen
    package var readLine: () -> String?
    package var write: (String) -> Void
    /// Wraps each answer's recording (the signal watcher holds off exits meanwhile).
    package var protect: (() throws -> Void) throws -> Void

    /// A line-mode quiz of `session`, not yet run.
    ///
    /// - Parameters:
    ///   - session: The sitting's cards and questions, and their answers.
    ///   - screen: Draws what is shown, as text.
    ///   - readLine: The next line of input; nil at its end.
    ///   - write: Writes to the output, in order.
    ///   - protect: Wraps each answer's recording (the signal watcher holds off exits meanwhile).
    package init(
        session: StudySession, screen: QuizScreen, readLine: @escaping () -> String?,
        write: @escaping (String) -> Void,
        protect: @escaping (() throws -> Void) throws -> Void = { try $0() }
    ) {
        self.session = session
        self.screen = screen
        self.readLine = readLine
        self.write = write
        self.protect = protect
    }

    private var color: Bool { screen.markdown.usesColor }

    private func show(_ lines: [StyledLine]) {
        write(lines.rendered(color: color))
    }

    package func run() throws -> QuizOutcome {
        while let item = session.next() {
            show(
                [.blank] + screen.header(for: item, remaining: session.remaining, lapses: session.lapses(of: item))
                    + screen.prompt(for: item))
            let reveal =
                item.kind == .question
                ? "Type your prediction and press Enter, or just Enter to show the answer (u undo, q quit)."
                : "Press Enter to show the answer (u undo, q quit)."
            show([.blank] + screen.hint(reveal))
            guard let line = readLine() else { return .quit }
            let command = line.trimmingCharacters(in: .whitespaces)
            if command == "q" { return .quit }
            if command == "u" {
                try undo()
                continue
            }
            let prediction = item.kind == .question && !command.isEmpty ? command : nil
            show([.blank] + screen.answer(for: item, prediction: prediction))
            show([.blank] + screen.ratingKeys(session.intervals(for: item)))
            switch try grade(prediction: prediction) {
            case .graded: continue
            case .undone: continue
            case .quit: return .quit
            }
        }
        return .finished
    }

    private enum GradeResult { case graded, undone, quit }

    private func grade(prediction: String?) throws -> GradeResult {
        while true {
            guard let line = readLine() else { return .quit }
            let command = line.trimmingCharacters(in: .whitespaces)
            if command == "q" { return .quit }
            if command == "u" {
                try undo()
                return .undone
            }
            if let rating = Rating(word: command) {
                try protect { try session.answer(rating, prediction: prediction) }
                write("Answered \(rating.word).\n")
                showNotice()
                return .graded
            }
            show(screen.hint("Answer with 1–4 or again, hard, good, easy (u undo, q quit)."))
        }
    }

    private func undo() throws {
        guard session.canUndo else {
            show(screen.hint("Nothing to undo in this session."))
            return
        }
        var item: StudyItem?
        try protect { item = try session.undo() }
        showNotice()
        if let item { show([StyledLine("Undid the last answer; showing \(item.id) again.")]) }
    }

    /// What the session has to say (the review log read again), as a line of its own.
    private func showNotice() {
        if let notice = session.takeNotice() { show([StyledLine(notice)]) }
    }
}
