import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A whole `course quiz` sitting.
///
/// Lock and read the review log, build the session, run it full screen on a terminal or in line
/// mode otherwise, and report. The command only parses options.
package struct QuizRunner {
    package var items: [StudyItem]
    package var courseTitle: String
    /// The course folder as given, for reading the course again after `e` edits a card; nil: no `e`.
    package var courseFolder: String?
    /// `--leeches`: only the cards lapsed `settings.leeches` times or more, due or not.
    package var onlyLeeches: Bool
    package var logPath: String
    /// The log as read beside the course (see `StudyMaterials`).
    package var log: ReviewLog
    package var settings: ReviewSettings
    /// Fixed by `--now`; nil: the real clock.
    package var fixedNow: Timestamp?
    package var environment: [String: String]
    /// Grades answers typed in the full-screen quiz (docs/quiz.md, "Answering by typing"); nil.
    ///
    /// Typing is not offered. Line mode never offers it.
    package var grader: (any AnswerGrading)?
    /// What ends the process on SIGINT, SIGTERM or SIGHUP, given the signal's number.
    ///
    /// Once the answer being written is on disk and the terminal is back: the command's to decide,
    /// since the library never exits.
    package var terminate: @Sendable (_ signal: Int32) -> Never

    /// A sitting of `items`, not yet run.
    ///
    /// - Parameters:
    ///   - items: The cards and questions to study, in course order.
    ///   - courseTitle: The course's title, for the screen.
    ///   - courseFolder: The course folder as given, for reading the course again after `e`; nil: no `e`.
    ///   - onlyLeeches: `--leeches`: only the cards lapsed `settings.leeches` times or more, due or not.
    ///   - logPath: The review log's path.
    ///   - log: The log as read beside the course (see `StudyMaterials`).
    ///   - settings: The review settings.
    ///   - fixedNow: Fixed by `--now`; nil: the real clock.
    ///   - environment: The process's environment (the terminal, the editor).
    ///   - grader: Grades answers typed in the full-screen quiz; nil: typing is not offered.
    ///   - terminate: What ends the process on SIGINT, SIGTERM or SIGHUP, given the signal's number.
    package init(
        items: [StudyItem], courseTitle: String, courseFolder: String? = nil, onlyLeeches: Bool = false,
        logPath: String, log: ReviewLog, settings: ReviewSettings, fixedNow: Timestamp? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        grader: (any AnswerGrading)? = nil,
        terminate: @escaping @Sendable (_ signal: Int32) -> Never
    ) {
        self.items = items
        self.courseTitle = courseTitle
        self.courseFolder = courseFolder
        self.onlyLeeches = onlyLeeches
        self.logPath = logPath
        self.log = log
        self.settings = settings
        self.fixedNow = fixedNow
        self.environment = environment
        self.grader = grader
        self.terminate = terminate
    }

    /// Runs the sitting; `write`/`writeError` go to stdout/stderr.
    ///
    /// Returns how it ended (the command turns that into an exit status), or throws when the log
    /// fails it.
    package func run(write: @escaping (String) -> Void, writeError: @escaping (String) -> Void) throws(QuizFailure)
        -> QuizOutcome
    {
        let clock: () -> Timestamp = fixedNow.map { fixed in { fixed } } ?? { Timestamp(Date()) }
        let writer: ReviewLogWriter
        var log = self.log
        do {
            writer = try ReviewLogWriter(path: logPath, at: clock())
            // Read before the lock was taken: read again if another quiz wrote since, or if the
            // writer mended a line cut short by a crash.
            if writer.hasChanged(since: log) {
                log = try ReviewLog.read(logPath)
                let seen = Set(self.log.problems)
                for warning in LogProblem.warnings(log.problems.filter { !seen.contains($0) }, path: logPath) {
                    writeError(InertText.line(warning) + "\n")
                }
            }
        } catch {
            throw .logUnavailable(error)
        }
        let capabilities = TerminalCapabilities.detect(environment: environment)
        let terminal = capabilities.canDrawScreens ? RawTerminal(write: write) : nil
        // Warnings of the log read again mid-sitting (`SittingRecorder`): at once in line mode,
        // after the sitting on a full screen (standard error would be drawn over).
        var laterWarnings: [String] = []
        let recorder = SittingRecorder(writer: writer, reported: log.problems) { warnings in
            if terminal == nil {
                for warning in warnings { writeError("\(warning)\n") }
            } else {
                laterWarnings += warnings
            }
        }
        // Answers dated in the future (a clock that was wrong) decide nothing before their time.
        let scheduler = FSRSStudyScheduler(
            scheduler: Scheduler(settings.scheduler), log: log.asOf(clock()),
            items: Set(items.map(\.id)), answerLog: recorder)
        var shown = items
        if onlyLeeches {
            shown = items.filter { settings.leeches.isLeech(lapses: scheduler.lapses(of: $0.id)) }
            if shown.isEmpty {
                write(
                    "No leeches in \(InertText.line(courseTitle)): no card was forgotten \(settings.leeches.lapses) times or more.\n"
                )
                return .finished
            }
        }
        let session = StudySession(
            items: shown, scheduler: scheduler,
            limits: StudyLimits(newPerDay: settings.newPerDay, reviewsPerDay: settings.reviewLimit),
            day: StudyDay(startHour: settings.dayStartHour),
            selection: onlyLeeches ? .practice : .due, clock: clock)
        if session.next() == nil {
            write("Nothing to study in \(InertText.line(courseTitle)) right now.\n")
            write(session.summary().lines.dropFirst().joined(separator: "\n") + "\n")
            return .finished
        }
        let ending = SittingEnd(writer: writer, clock: clock, writeError: writeError)
        // The quiz's own handler: the answer being written first, the terminal back, then what a
        // typed answer's grade has made (`Scratch`) removed and its compiler stopped.
        let signals = SignalWatcher(
            cleanUp: {
                terminal?.restore()
                ending.keepLog()
                Scratch.endAll()
            }, terminate: terminate)
        let outcome: QuizOutcome
        do {
            if let terminal {
                terminal.enter()
                defer { terminal.restore() }
                let editor = courseFolder.map { folder in
                    CardEditor(
                        courseFolder: folder, environment: environment, handOver: { signals.handingOver($0) },
                        holdKeys: { terminal.holdKeys() })
                }
                let quiz = InteractiveQuiz(
                    session: session, terminal: terminal,
                    keys: KeyReader(input: terminal.inputDescriptor, wakeUp: signals.resizeDescriptor),
                    makeScreen: { size in screen(width: size.columns, color: capabilities.usesColor) },
                    protect: { try signals.protect($0) }, editor: editor, grader: grader)
                outcome = try quiz.run()
            } else {
                let size = TerminalSize.current(environment: environment)
                let quiz = LineQuiz(
                    session: session, screen: screen(width: size.columns, color: capabilities.usesColor),
                    readLine: { Swift.readLine(strippingNewline: true) }, write: write,
                    protect: { try signals.protect($0) })
                outcome = try quiz.run()
            }
        } catch {
            terminal?.restore()
            let logError =
                error as? ReviewLogError
                ?? .unwritable(
                    path: logPath,
                    reason: (error as? LocalizedError)?.errorDescription ?? "the answer could not be written")
            throw .answerNotSaved(logError, logPath: logPath)
        }
        // The path looked at once more: a log replaced after the last answer. (Then closed, before
        // a signal's end can look at it too.)
        let end = signals.protect {
            defer { writer.close() }
            return ending.check()
        }
        write("\n" + session.summary().lines.joined(separator: "\n") + "\n")
        if terminal != nil {
            // Said on the screen, which is gone now: said again where it stays.
            for notice in session.notices { write(InertText.line(notice) + "\n") }
            for warning in laterWarnings { writeError("\(warning)\n") }
        }
        switch end {
        case .success(let notice?): write(InertText.line(notice) + "\n")
        case .success(nil): break
        case .failure(let error): throw .endOfSitting(error)
        }
        if outcome == .interrupted {
            writeError("course: interrupted; every answer given is saved in \(logPath)\n")
        }
        return outcome
    }

    private func screen(width: Int, color: Bool) -> QuizScreen {
        QuizScreen(
            markdown: TerminalMarkdown(
                width: min(width, 100), usesColor: color,
                highlight: SwiftTerminalColors.highlighter),
            leeches: settings.leeches)
    }
}

/// The end of a sitting, as far as the log is concerned.
///
/// The path looked at once more (`ReviewLogWriter.recheck`), also when a signal ends the sitting. A
/// signal's end runs while no answer is being written (`SignalWatcher.protect`), and the sitting's
/// own after the last one.
private final class SittingEnd: @unchecked Sendable {
    private let writer: ReviewLogWriter
    private let clock: () -> Timestamp
    private let writeError: (String) -> Void

    init(writer: ReviewLogWriter, clock: @escaping () -> Timestamp, writeError: @escaping (String) -> Void) {
        self.writer = writer
        self.clock = clock
        self.writeError = writeError
    }

    /// What the path held.
    ///
    /// Nil when it still named the log, else what happened to say; or why the log could not be kept
    /// there (the history then rescued beside it).
    func check() -> Result<String?, ReviewLogError> {
        Result { () throws(ReviewLogError) in
            try writer.recheck(now: clock())
            return writer.takeReopening().map(LogRereadNotice.afterTheLastAnswer)
        }
    }

    /// `check`, said on standard error, before a signal ends the process.
    func keepLog() {
        switch check() {
        case .success(let notice?): writeError(InertText.line(notice) + "\n")
        case .success(nil): break
        case .failure(let error): writeError("\(QuizFailure.endOfSitting(error))\n")
        }
    }
}
