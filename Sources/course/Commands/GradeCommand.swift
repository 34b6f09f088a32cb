import CourseKit
import Foundation

/// The options of `course grade`.
struct GradeOptions: OptionGroup {
    let card: OptionKey<String?> = .text(
        "--card", "ID", "The card whose answer the code is for (its id), or a gap of it (card-id#N).")
    let answer: OptionKey<String?> = .path(
        "--answer", "FILE", "a file with the typed answer", .file,
        "The typed answer: a file, or - for standard input.")
    let json = SharedOptions.json("Print the verdict as JSON (docs/schemas/grade.schema.json).")
    let timeLimit = SharedOptions.timeLimit
}

let gradeCommand = Command(
    name: "grade",
    abstract: "Grade code typed as a card's answer: the same, compiles, or the compiler's errors.",
    arguments: [coursePathArgument],
    options: GradeOptions.self,
    discussion: """
        The code is compared with the card's answer token by token (layout, comments, the names \
        you declare and a few more differences aside) and type-checked in the context course check \
        type-checks the answer in (the lesson's finished project, its declarations/, the SwiftUI \
        interface). The verdict: same as the answer, compiles (not the same; what differs is \
        marked), or error (the compiler's messages at their line and column in what you typed); \
        without a Swift compiler, same or different, not compiled; when the compiler works on it \
        longer than --time-limit seconds, it is stopped and the code graded as without one, with a \
        note saying so. docs/quiz.md says what counts \
        as the same. For a gap's id (card-id#N) the file holds the gap's text: it is put in the \
        gap's place and the whole code graded; messages in it are placed in what you typed. Exit status: 0 for same, compiles and different, 1 for error, 64 for an \
        unknown card id, 65 for a card without type-checked code (README lists them all).
        """,
    run: { invocation in
        guard let id = invocation[\.card], !id.isEmpty else {
            throw UsageError("--card ID is required: the card whose answer the code is for", commandPath: "grade")
        }
        guard let source = invocation[\.answer], !source.isEmpty else {
            throw UsageError(
                "--answer FILE is required: the typed answer, or - for standard input", commandPath: "grade")
        }
        let folder = courseFolder(invocation)
        let loaded = try loadCourse(folder, .learner)
        var options = CheckOptions(macroPlugin: runningExecutable())
        let progress = SetUpProgress()
        options.settingUp = { progress.update(started: $0) }
        let grader = CourseAnswerGrader(
            course: loaded.course, folder: folder, options: options,
            timeLimit: invocation[\.timeLimit] ?? AnswerTypechecker.defaultTimeLimit)
        let card: GradedCard
        do {
            card = try grader.card(id)
        } catch let refusal as GradedCard.Refusal {
            switch refusal {
            case .unknownCard: throw UsageError(refusal.description, commandPath: "grade")
            case .noCheckedCode: throw CommandFailure(.badData, refusal.description)
            }
        }
        let typed = try readTypedAnswer(source)
        // A gap's id (`card-id#N`): the file holds the gap's text, graded in the card's code.
        let gap = grader.gap(id)
        let result = gap.map { grader.grade(gap: $0, of: card, typed: typed) } ?? grader.grade(card, typed: typed)
        if invocation[\.json] {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            StandardOutput.write(Array(try encoder.encode(result)))
            StandardOutput.line("")
        } else {
            StandardOutput.write(
                Array(GradeText.render(result, typed: typed, answer: gap?.text ?? card.snippet.code).utf8))
        }
        return result.verdict == .error ? .problemsFound : .success
    }
)

/// A line on standard error while a grade's setup takes more than a second.
///
/// The setup is the interface built on a first run and the lesson's context. Only when standard
/// error is a terminal (elsewhere nothing: a script's standard error stays the messages); the line
/// is erased when the setup is done.
private final class SetUpProgress: @unchecked Sendable {
    private let lock = NSLock()
    private var started = false
    private var shown = false
    /// Counts the setups begun, so that a wait begun for one never shows the line for another.
    private var generation = 0
    private let isTerminal = isatty(STDERR_FILENO) == 1
    static let line = "course: building the interface… (first run only)"

    func update(started: Bool) {
        guard isTerminal else { return }
        lock.lock()
        defer { lock.unlock() }
        self.started = started
        if started {
            generation += 1
            let begun = generation
            DispatchQueue.global().asyncAfter(deadline: .now() + 1) {
                self.lock.lock()
                defer { self.lock.unlock() }
                guard self.started, !self.shown, self.generation == begun else { return }
                self.shown = true
                redrawStandardErrorLine(Self.line)
            }
        } else if shown {
            shown = false
            redrawStandardErrorLine("")
        }
    }
}

/// The typed answer.
///
/// Standard input for `-`, else the regular file at `path` (never a pipe that would hang the read),
/// as UTF-8 (invalid bytes shown as U+FFFD).
private func readTypedAnswer(_ path: String) throws -> String {
    if path == "-" {
        return String(decoding: Descriptor.readToEnd(FileHandle.standardInput.fileDescriptor), as: UTF8.self)
    }
    do {
        guard let bytes = try RegularFile.contents(path) else {
            throw CommandFailure(.noInput, "cannot read '\(path)' (--answer): it does not exist.")
        }
        return String(decoding: bytes, as: UTF8.self)
    } catch let error as RegularFile.OpenError {
        throw CommandFailure(
            error == .missing ? .noInput : .ioError, "cannot read '\(path)' (--answer): \(error.reason).")
    }
}
