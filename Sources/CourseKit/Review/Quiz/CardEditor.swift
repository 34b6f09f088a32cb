import Foundation

/// `e` in the full-screen quiz.
///
/// The card's lesson opened in the learner's editor at the card's heading, then the course read
/// again through `CourseLoader`, as the quiz first read it.
///
/// Nothing is written to the review log: the edit shows there only as the new content hash stored
/// with the card's next answer (see docs/review-log.md). A lesson that no longer reads leaves the
/// sitting on the last good version of every card.
package struct CardEditor {
    /// The course folder as the quiz was given it; the lesson paths in the model start with it.
    package var courseFolder: String
    package var environment: [String: String]
    /// Runs the editor (given as the body) while the quiz has handed the terminal over.
    ///
    /// The quiz's Ctrl-C handling is off meanwhile.
    package var handOver: (() -> Int32?) -> Int32?
    /// Puts the terminal back in the quiz's mode for keys (no signal keys) once the editor has ended.
    ///
    /// Before the quiz takes the terminal back: a Ctrl-C typed while the editor's screen still
    /// shows is the editor's, never the quiz's (the quiz discards it when it draws again).
    package var holdKeys: () -> Void

    package init(
        courseFolder: String, environment: [String: String] = ProcessInfo.processInfo.environment,
        handOver: @escaping (() -> Int32?) -> Int32? = { $0() }, holdKeys: @escaping () -> Void = {}
    ) {
        self.courseFolder = courseFolder
        self.environment = environment
        self.handOver = handOver
        self.holdKeys = holdKeys
    }

    /// What became of an edit, for the quiz's message line.
    package struct Result: Sendable, Equatable {
        package var message: String
        /// The card is no longer in the course (its id changed or it was removed): it left the sitting.
        package var itemLeft: Bool
    }

    /// The editor's command line for `item`, or why there is none.
    package func command(for item: StudyItem) -> Swift.Result<[String], ShellWordsError> {
        guard let location = item.location else {
            return .failure(ShellWordsError(message: "\(item.id) has no place in a lesson to open"))
        }
        do throws(ShellWordsError) {
            let editor = try EditorCommand.editor(environment: environment)
            return .success(EditorCommand.arguments(editor: editor, file: location.file, line: location.line))
        } catch {
            return .failure(error)
        }
    }

    /// Opens the editor, waits for it, reads the course again and updates `session` with it.
    ///
    /// The terminal must already be back in its normal mode.
    package func edit(_ item: StudyItem, in session: StudySession) -> Result {
        let arguments: [String]
        switch command(for: item) {
        case .success(let command): arguments = command
        case .failure(let error):
            return Result(message: "Cannot open an editor: \(QuotedLine.escaped(error.message)).", itemLeft: false)
        }
        var failure: TerminalProgramError?
        let runEditor = { () -> Int32? in
            do throws(TerminalProgramError) {
                return try TerminalProgram.run(arguments, beforeTakingBack: holdKeys)
            } catch {
                failure = error
                return nil
            }
        }
        // The time in the editor is not the time taken to answer.
        let status = session.paused { handOver(runEditor) }
        if let failure {
            return Result(
                message: "Cannot run the editor '\(QuotedLine.escaped(failure.program))': \(failure.reason);"
                    + " set VISUAL or EDITOR to your editor.",
                itemLeft: false)
        }
        let course: Course
        do throws(CourseLoadError) {
            course = try CourseLoader.load(folder: courseFolder, policy: .learner).course
        } catch {
            return Result(
                message:
                    "The lesson no longer reads: \(QuotedLine.escaped(Self.firstProblem(error))); the sitting goes on"
                    + " with the cards as they were (e opens the lesson again).", itemLeft: false)
        }
        session.update(with: StudyItem.all(in: course))
        guard let edited = session.next(), edited.id == item.id else {
            return Result(
                message: "\(item.id) is no longer in the course (its id changed or the card was removed):"
                    + " it leaves this sitting.", itemLeft: true)
        }
        let exit = status.map { $0 == 0 ? "" : " (the editor exited with status \($0))" } ?? ""
        let change =
            edited.contentHash == item.contentHash
            ? "\(item.id) is unchanged" : "Edited \(item.id): shown as it reads now"
        return Result(message: change + exit + ".", itemLeft: false)
    }

    private static func firstProblem(_ error: CourseLoadError) -> String {
        if case .courseHasErrors(let diagnostics) = error, let first = diagnostics.first {
            return first.headline
        }
        return error.description
    }
}
