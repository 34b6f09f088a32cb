import Foundation
import Testing

@testable import CourseKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The full-screen quiz's typing area in a real terminal: a pseudo-terminal in raw mode, keys
/// written to its other end as a terminal sends them, the screens the quiz draws read back, the
/// answers written to a real review log. The grader is `TestGrader`, a test double that compares
/// the typed text with the answer (the real one, `CourseAnswerGrader`, is wired into `course quiz`
/// once the `grade` branch is merged; `course quiz` offers no typing until then, so there is no
/// tmux test of it yet).
@Suite("Typing an answer in the full-screen quiz", .serialized)
struct TypingQuizTests {
    /// The grader the tests use: `same` when the text is the answer, `error` at 1:5 otherwise
    /// (`slow`: it waits until it is cancelled, then says `compiles`).
    final class TestGrader: AnswerGrading, @unchecked Sendable {
        let slow: Bool
        let prepared = Locked<[String]>([])
        let cancelled = Locked(false)
        init(slow: Bool = false) { self.slow = slow }

        func answerCode(forItem id: String) -> String? { id.hasPrefix("q") ? nil : "let x = 1" }
        func prepare(item id: String) { prepared.withLock { $0.append(id) } }
        func grade(item id: String, typed: String, isCancelled: @escaping @Sendable () -> Bool) -> GradeResult {
            if slow {
                while !isCancelled() { usleep(5_000) }
                cancelled.withLock { $0 = true }
                return GradeResult(verdict: .compiles, compiled: true)
            }
            if typed == "let x = 1" { return GradeResult(verdict: .same, compiled: true) }
            return GradeResult(
                verdict: .error, compiled: true,
                messages: [.init(line: 1, column: 5, severity: "error", message: "not x")])
        }
    }

    /// A pseudo-terminal, the quiz on it (on a thread of its own), and what it drew.
    final class Sitting: @unchecked Sendable {
        let master: Int32
        let slave: Int32
        let wake: [Int32]
        let output = Locked("")
        let logPath: String
        let folder: String
        let done = DispatchSemaphore(value: 0)
        var outcome: Result<QuizOutcome, Error>?
        private var quiz: InteractiveQuiz?
        private var terminal: RawTerminal?
        private var writer: ReviewLogWriter?

        /// A pseudo-terminal's two ends (the master, the terminal's side; the slave, the quiz's).
        static func openPseudoTerminal() throws -> (Int32, Int32) {
            #if os(Linux)
                let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
                var unlock: Int32 = 0
                var number: UInt32 = 0
                // TIOCSPTLCK and TIOCGPTN (asm-generic/ioctls.h), which Glibc does not import.
                guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0
                else { throw POSIXError(.ENXIO) }
                let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
            #else
                let master = posix_openpt(O_RDWR | O_NOCTTY)
                guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
                    throw POSIXError(.ENXIO)
                }
                let slave = open(name, O_RDWR | O_NOCTTY)
            #endif
            guard slave >= 0 else { throw POSIXError(.ENXIO) }
            return (master, slave)
        }

        init(items: [StudyItem], grader: TestGrader?, columns: Int = 80, rows: Int = 24) throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("typing-quiz-\(UUID())").path
            logPath = folder + "/reviews.jsonl"
            (master, slave) = try Self.openPseudoTerminal()
            var pipeEnds: [Int32] = [0, 0]
            #expect(pipe(&pipeEnds) == 0)
            wake = pipeEnds
            resize(columns: columns, rows: rows, wakeUp: false)
            let writer = try ReviewLogWriter(path: logPath, at: TypingQuizTests.now)
            let recorder = SittingRecorder(writer: writer, reported: [], report: { _ in })
            let empty = [UInt8]().withUnsafeBytes { ReviewLog.parse($0, path: "log") }
            let scheduler = FSRSStudyScheduler(
                scheduler: Scheduler(), log: empty, items: Set(items.map(\.id)), answerLog: recorder)
            let session = StudySession(
                items: items, scheduler: scheduler, day: StudyDay(startHour: 4, timeZone: TimeZone(identifier: "UTC")!),
                clock: { TypingQuizTests.now })
            let output = self.output
            let terminal = try #require(
                RawTerminal(
                    input: slave, output: slave,
                    write: { text in
                        output.withLock { $0 += text }
                    }))
            terminal.enter()
            self.terminal = terminal
            self.writer = writer
            quiz = InteractiveQuiz(
                session: session, terminal: terminal, keys: KeyReader(input: slave, wakeUp: wake[0]),
                makeScreen: { size in
                    QuizScreen(markdown: TerminalMarkdown(width: min(size.columns, 100), usesColor: false))
                },
                grader: grader)
            Thread { self.run() }.start()
        }

        private func run() {
            outcome = Result { try quiz!.run() }
            terminal?.restore()
            writer?.close()
            done.signal()
        }

        deinit {
            close(master)
            close(slave)
            close(wake[0])
            close(wake[1])
            try? FileManager.default.removeItem(atPath: folder)
        }

        func type(_ text: String) {
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        }

        /// The window's new size, and SIGWINCH's wake-up as `SignalWatcher` gives it.
        func resize(columns: Int, rows: Int, wakeUp: Bool = true) {
            var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
            _ = ioctl(master, UInt(TIOCSWINSZ), &size)
            if wakeUp {
                var byte: UInt8 = 1
                _ = write(wake[1], &byte, 1)
            }
        }

        /// The last screen drawn, its lines, without the cursor's sequences.
        var screen: [String] {
            let all = output.withLock { $0 }
            let last = all.components(separatedBy: ANSI.clearScreen).last ?? ""
            var text = last
            while let start = text.range(of: "\u{1B}[") {
                let end = text[start.upperBound...].firstIndex { $0.isLetter } ?? text.endIndex
                text.removeSubrange(start.lowerBound...(end < text.endIndex ? end : text.index(before: end)))
            }
            return text.components(separatedBy: "\r\n")
        }

        /// Waits (up to 60 s: a loaded machine is slow, a screen that comes ends the wait) for the
        /// screen to show `text`; the screen when it did.
        @discardableResult
        func waitFor(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
            for _ in 0..<6000 {
                let screen = self.screen
                if screen.contains(where: { $0.contains(text) }) { return screen }
                usleep(10_000)
            }
            Issue.record(
                "never shown: \(text)\nlast screen:\n\(screen.joined(separator: "\n"))", sourceLocation: sourceLocation)
            return screen
        }

        /// Waits (as `waitFor`) for the screen's lines to pass `test`.
        @discardableResult
        func waitFor(
            _ test: ([String]) -> Bool, sourceLocation: Testing.SourceLocation = #_sourceLocation
        ) -> [String] {
            for _ in 0..<6000 {
                let screen = self.screen
                if test(screen) { return screen }
                usleep(10_000)
            }
            Issue.record("never shown\nlast screen:\n\(screen.joined(separator: "\n"))", sourceLocation: sourceLocation)
            return screen
        }

        func finish() -> QuizOutcome? {
            guard done.wait(timeout: .now() + 60) == .success else { return nil }
            return try? outcome?.get()
        }
    }

    static let now = Timestamp(secondsSince1970: 1_796_032_800)

    static func card(_ id: String) -> StudyItem {
        func nodes(_ text: String) -> [MarkdownNode] { MarkdownDocument(parsing: text).root.children }
        return StudyItem(
            id: id, kind: .syntax, topic: "Environment", lesson: 19, prompt: nodes("Declare `x` of \(id)."),
            answer: nodes("```swift\nlet x = 1\n```"), contentHash: "0123456789abcdef")
    }

    /// Typed, submitted, graded `same`: Enter takes 3 Good, and the log keeps `"typed":"same"`. On
    /// the next card, Ctrl-C in the typing area quits at once (`interrupted`, exit status 130 in
    /// `course quiz`) and the answer given is in the log.
    @Test func aTypedAnswerIsGradedLoggedAndCtrlCWhileTypingKeepsIt() throws {
        let grader = TestGrader()
        let sitting = try Sitting(items: [Self.card("a"), Self.card("b")], grader: grader)
        sitting.waitFor("t type the answer")
        sitting.type("t")
        sitting.waitFor("Ctrl-D submit")
        #expect(sitting.output.withLock { $0.contains(ANSI.bracketedPasteOn) }, "bracketed paste on while typing")
        sitting.type("let x = 2")
        sitting.waitFor("  | let x = 2")
        sitting.type("\u{7F}1\u{04}")
        var screen = sitting.waitFor("Typed: same as the answer")
        #expect(screen.contains("Enter: 3 Good (same as the answer)"))
        #expect(sitting.output.withLock { $0.contains(ANSI.bracketedPasteOff) }, "and off once submitted")
        sitting.type("\r")
        sitting.waitFor("of b.")
        sitting.type("t")
        sitting.waitFor("Ctrl-D submit")
        sitting.type("\u{1B}[200~let y\r\n  = 2\u{1B}[201~")
        screen = sitting.waitFor("  |   = 2")
        #expect(screen.contains("  | let y"))
        sitting.type("\u{03}")
        #expect(sitting.finish() == .interrupted)
        #expect(grader.prepared.withLock { $0 } == ["a", "b"], "each card's context prepared when it was shown")
        let log = try ReviewLog.read(sitting.logPath)
        #expect(log.reviews.map(\.card) == ["a"])
        #expect(log.reviews.map(\.rating) == [.good])
        #expect(log.reviews.map(\.typed) == ["same"])
    }

    /// A wrong answer: the compiler's message at its column, Enter takes 1 Again; logged `error`.
    @Test func aWrongAnswerPreselectsAgain() throws {
        let sitting = try Sitting(items: [Self.card("a")], grader: TestGrader())
        sitting.waitFor("t type the answer")
        sitting.type("tlet y = 1\u{1B}\r")  // Alt-Enter submits
        let screen = sitting.waitFor("Typed: does not compile")
        #expect(screen.contains("1:5: error: not x"))
        let caret = try #require(screen.firstIndex(of: "  | let y = 1"))
        #expect(screen[caret + 1] == "        ^")
        #expect(screen.contains("Enter: 1 Again (does not compile)"))
        sitting.type("\r")
        // Again: the card comes back (its learning step) on its front.
        sitting.waitFor("t type the answer")
        sitting.type("q")
        #expect(sitting.finish() == .quit)
        #expect(
            try ReviewLog.read(sitting.logPath).reviews.map { [$0.rating.word, $0.typed] } == [["again", "error"]])
    }

    /// A resize while typing re-wraps the typing area at once; Esc (and y: throw it away) cancels
    /// back to the front, nothing logged.
    @Test func aResizeWhileTypingRewrapsAndEscCancels() throws {
        let sitting = try Sitting(items: [Self.card("a")], grader: TestGrader(), columns: 80)
        sitting.waitFor("t type the answer")
        let long = "let total = " + String(repeating: "1 + ", count: 12) + "1"
        sitting.type("t" + long)
        var screen = sitting.waitFor("  | " + long)
        sitting.resize(columns: 30, rows: 24)
        screen = sitting.waitFor("  : ")
        #expect(screen.allSatisfy { CellWidth.of($0) <= 30 }, "\(screen)")
        #expect(screen.contains { $0.hasPrefix("  | let total = 1 + 1 + 1 + 1") })
        sitting.type("\u{1B}")
        sitting.waitFor("Throw away what you typed?")
        sitting.type("y")
        screen = sitting.waitFor("t type the answer")
        #expect(!screen.contains("Your answer:"))
        sitting.type("q")
        #expect(sitting.finish() == .quit)
        #expect(try ReviewLog.read(sitting.logPath).reviews.isEmpty)
    }

    /// A slow compile: a spinner, keys still read; Esc skips the wait (the grader is told) and the
    /// answer is shown without a verdict; the grade is the learner's, and no verdict is logged.
    @Test func aSlowCompileCanBeSkipped() throws {
        let grader = TestGrader(slow: true)
        let sitting = try Sitting(items: [Self.card("a")], grader: grader)
        sitting.waitFor("t type the answer")
        sitting.type("tlet x = 1\u{04}")
        sitting.waitFor("compiling…")
        sitting.type("\u{1B}")
        let screen = sitting.waitFor("Typed: not graded (the wait was skipped)")
        #expect(!screen.contains { $0.hasPrefix("Enter:") }, "no grade preselected")
        sitting.type("\r")  // nothing preselected: Enter does nothing
        sitting.type("2")
        sitting.waitFor("t type the answer")
        sitting.type("q")
        #expect(sitting.finish() == .quit)
        for _ in 0..<500 where !grader.cancelled.withLock({ $0 }) { usleep(10_000) }
        #expect(grader.cancelled.withLock { $0 })
        #expect(try ReviewLog.read(sitting.logPath).reviews.map { [$0.rating.word, $0.typed] } == [["hard", nil]])
    }

    /// Without a grader (as `course quiz` runs until one is wired in), or on a card whose answer
    /// has no checked Swift (the grader gives no code), `t` is neither offered nor taken.
    @Test(arguments: [false, true]) func noGraderOrNoCodeNoTyping(hasGrader: Bool) throws {
        let sitting = try Sitting(items: [Self.card(hasGrader ? "q1" : "a")], grader: hasGrader ? TestGrader() : nil)
        let screen = sitting.waitFor("Space/Enter show the answer")
        #expect(!screen.contains { $0.contains("t type the answer") })
        sitting.type("t")
        sitting.type(" ")
        sitting.waitFor("1 Again")
        #expect(!sitting.screen.contains("Your answer:"))
        sitting.type("q")
        #expect(sitting.finish() == .quit)
    }

    /// Esc with something typed asks first (y/n in the footer); n goes back to the text, y throws
    /// it away. With nothing typed, Esc goes back at once.
    @Test func escWithTypedTextAsksBeforeThrowingItAway() throws {
        let sitting = try Sitting(items: [Self.card("a")], grader: TestGrader())
        sitting.waitFor("t type the answer")
        sitting.type("t")
        sitting.waitFor("Esc cancel")
        sitting.type("\u{1B}")
        sitting.waitFor("t type the answer")
        sitting.type("t")
        sitting.waitFor("Esc cancel")
        sitting.type("let x")
        sitting.waitFor("  | let x")
        sitting.type("\u{1B}")
        var screen = sitting.waitFor("Throw away what you typed? y/n")
        #expect(screen.contains("  | let x"), "the text stays in sight")
        sitting.type("n")
        screen = sitting.waitFor("Esc cancel")
        sitting.type(" = 1")
        sitting.waitFor("  | let x = 1")
        sitting.type("\u{1B}")
        sitting.waitFor("Throw away what you typed? y/n")
        sitting.type("y")
        screen = sitting.waitFor("t type the answer")
        #expect(!screen.contains("Your answer:"))
        sitting.type("q")
        #expect(sitting.finish() == .quit)
        #expect(try ReviewLog.read(sitting.logPath).reviews.isEmpty)
    }

    /// The typing area's keys on one line of an 80-column window, Ctrl-A/E/K and Tab among them.
    @Test(arguments: ["a", "a#1"]) func theFooterFitsOneLineAt80Columns(item: String) throws {
        let sitting = try Sitting(items: [Self.card(item)], grader: TestGrader(), columns: 80)
        sitting.waitFor("t type the answer")
        sitting.type("t")
        let screen = sitting.waitFor("Esc cancel")
        let footer = screen.filter { $0.contains("submit") }
        #expect(footer.count == 1, "\(screen)")
        #expect(footer.allSatisfy { CellWidth.of($0) <= 80 }, "\(footer)")
        for key in ["Ctrl-A/E", "Ctrl-K", "Tab", "Esc cancel", item.contains("#") ? "Enter submit" : "Ctrl-D"] {
            #expect(footer.first?.contains(key) == true, "\(key): \(footer)")
        }
        sitting.type("\u{1B}")
        sitting.waitFor("t type the answer")
        sitting.type("q")
        #expect(sitting.finish() == .quit)
    }

    /// A gap is one line: Enter submits it.
    @Test func enterSubmitsAGap() throws {
        let sitting = try Sitting(items: [Self.card("a#1")], grader: TestGrader())
        sitting.waitFor("t type the answer")
        sitting.type("t")
        sitting.waitFor("Enter submit")
        sitting.type("let x = 1")
        sitting.waitFor("  | let x = 1")
        sitting.type("\r")
        sitting.waitFor("Typed: same as the answer")
        sitting.type("q")
        #expect(sitting.finish() == .quit)
    }

    /// Typed key by key, `{` and Enter indent the next line and `}` takes the level off; the same
    /// code arriving at once (a paste the terminal did not bracket) is taken as it came.
    @Test func typedCodeIsIndentedAndPastedCodeIsKeptAsItCame() throws {
        let sitting = try Sitting(items: [Self.card("a")], grader: TestGrader())
        sitting.waitFor("t type the answer")
        sitting.type("t")
        sitting.waitFor("Esc cancel")
        // Each key waited for on the screen (a line exactly so), so that none come at once.
        for (key, shown) in [
            ("if a {", "  | if a {"), ("\r", "  |     "), ("b()", "  |     b()"), ("\r", "  |     "), ("}", "  | }"),
        ] {
            sitting.type(key)
            sitting.waitFor { $0.contains(shown) }
        }
        sitting.type("\r")
        let lines = (1...100).map { "    let v\($0) = \($0)" }.joined(separator: "\r")
        sitting.type("do {\r" + lines + "\r}\r")
        let screen = sitting.waitFor("let v100 = 100")
        let shown = screen.filter { $0.hasPrefix("  | ") }
        #expect(shown.suffix(3) == ["  |     let v100 = 100", "  | }", "  | "], "\(screen)")
        sitting.type("\u{1B}")
        sitting.waitFor("Throw away what you typed? y/n")
        sitting.type("y")
        sitting.waitFor("t type the answer")
        sitting.type("q")
        #expect(sitting.finish() == .quit)
    }

    /// The context of the first item that can be typed starts building as the quiz starts, while
    /// the first item (here one that cannot be typed) is read.
    @Test func theFirstTypeableItemIsPreparedWhenTheQuizStarts() throws {
        let grader = TestGrader()
        let sitting = try Sitting(items: [Self.card("q1"), Self.card("a")], grader: grader)
        sitting.waitFor("of q1.")
        for _ in 0..<500 where grader.prepared.withLock({ $0.isEmpty }) { usleep(10_000) }
        #expect(grader.prepared.withLock { $0 } == ["a"])
        sitting.type("q")
        #expect(sitting.finish() == .quit)
    }
}
