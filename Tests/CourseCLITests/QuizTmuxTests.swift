import Foundation
import Testing

import enum CourseKit.Descriptor
import enum CourseKit.SpawnSettings

/// Where tmux is, if it is installed.
private let installedTmux = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

/// The full-screen quiz on a real terminal: tmux gives the quiz a pseudo-terminal of 100×30,
/// types keys into it and shows what is on the screen.
@Suite(
    "course quiz in a terminal (tmux)",
    .enabled(if: installedTmux != nil, "tmux is not installed, so the full-screen quiz cannot be driven"), .ownThreads)
struct QuizTmuxTests {
    static let tmux = installedTmux

    /// A tmux server of its own (its own socket), so sessions of tests running at once never meet:
    /// the suite is not `.serialized`, and its tests overlap their waits for the quiz.
    ///
    /// Everything that waits is `async` and holds no thread of Swift's cooperative pool (two on two
    /// cores): a poll sleeps with `Task.sleep`, and a tmux client's exit is waited for on a thread
    /// of its own (`exitStatus(of:)`).
    struct SessionError: Error, CustomStringConvertible {
        var description: String
    }

    final class Session: Sendable {
        let name = "course-quiz-\(UUID().uuidString.prefix(8))"
        let tmux: String
        let socket: String

        init(tmux: String, command: String, rows: Int = 30, columns: Int = 100) async throws {
            self.tmux = tmux
            socket = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).sock").path
            let (pid, outputPath) = try spawn([
                "new-session", "-d", "-s", name, "-x", "\(columns)", "-y", "\(rows)", command,
            ])
            defer { try? FileManager.default.removeItem(atPath: outputPath) }
            // A session that did not start shows an empty screen to every later look: say so now.
            let status = await Self.exitStatus(of: pid)
            guard status == 0 else { throw SessionError(description: "tmux new-session ended with status \(status)") }
        }

        /// Runs a tmux client with `posix_spawn` and `waitpid`, not `Process`: Foundation's
        /// `Process` learns of an exit through a descriptor the child inherits, and the tmux server
        /// that `new-session` forks keeps it open for ever, so `waitUntilExit` would never return.
        @discardableResult
        func run(_ arguments: [String]) async throws -> String {
            let (pid, outputPath) = try spawn(arguments)
            defer { try? FileManager.default.removeItem(atPath: outputPath) }
            _ = await Self.exitStatus(of: pid)
            return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        }

        /// Starts a tmux client whose standard output goes to a new file; its pid and that file.
        private func spawn(_ arguments: [String]) throws -> (pid_t, String) {
            let outputPath = FileManager.default.temporaryDirectory
                .appendingPathComponent("\(name)-\(UUID().uuidString).out").path
            let argv = ([tmux, "-S", socket, "-f", "/dev/null"] + arguments).map { strdup($0) } + [nil]
            defer { for argument in argv { free(argument) } }
            var pid: pid_t = 0
            // No other descriptor of the test process goes to tmux: the server `new-session` forks
            // would keep it for ever, and with tests running at once, one may be another test's
            // editor script still open for writing (exec: "Text file busy"). Fresh signals: the
            // test runner's threads block signals, and a spawned process inherits that mask, so the
            // tmux server and the quiz would never see SIGHUP, SIGTERM or SIGWINCH.
            let spawned = SpawnSettings.with(freshSignals: true) { actions, attributes in
                posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
                posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
                posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
                return posix_spawn(&pid, tmux, &actions, &attributes, argv, environ)
            }
            guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
            return (pid, outputPath)
        }

        /// `run`, blocking the calling thread: for `close` (a `defer` or `deinit` cannot wait) and
        /// for steps timed to the moment, run on a thread of their own (`onThread`).
        @discardableResult
        func blockingRun(_ arguments: [String]) throws -> String {
            let (pid, outputPath) = try spawn(arguments)
            defer { try? FileManager.default.removeItem(atPath: outputPath) }
            _ = Self.blockingExitStatus(of: pid)
            return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        }

        /// Waits for `pid` to end on a thread of its own, not on one of the pool's; its status.
        static func exitStatus(of pid: pid_t) async -> Int32 {
            await onThread { blockingExitStatus(of: pid) }
        }

        /// Runs `body` on a thread of its own and waits for it without holding a thread of the
        /// pool: for blocking waits, and for steps whose timing matters (the pool's threads may be
        /// busy with other tests, and a task waiting for one could act late).
        static func onThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
            await withCheckedContinuation { continuation in
                Thread.detachNewThread { continuation.resume(returning: body()) }
            }
        }

        private static func blockingExitStatus(of pid: pid_t) -> Int32 {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            return status
        }

        func keys(_ keys: String...) async throws { try await run(["send-keys", "-t", name] + keys) }

        func screen() async throws -> String { try await run(["capture-pane", "-p", "-t", name]) }

        /// The screen with the lines the terminal wrapped joined again (`-J`): a line longer than the
        /// window is one the terminal had to wrap.
        func joinedScreen() async throws -> String { try await run(["capture-pane", "-p", "-J", "-t", name]) }

        func display(_ format: String) async throws -> String {
            try await run(["display-message", "-p", "-t", name, format])
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }

        /// Waits until the screen shows `text`; returns the screen (for the failure message too).
        @discardableResult
        func waitFor(
            _ text: String, timeout: TimeInterval = defaultTimeout, sourceLocation: SourceLocation = #_sourceLocation
        ) async throws -> String {
            try await waitUntil(timeout: timeout, "the screen to show \(text)", sourceLocation: sourceLocation) {
                $0.contains(text)
            }
        }

        /// How long a wait for the quiz goes on before the test fails: long, as a screen that comes
        /// ends the wait at once, and a loaded machine (the whole suite on two cores) can be slow.
        static let defaultTimeout: TimeInterval = 60

        /// Waits until the screen meets `condition`; returns the screen. A wait that times out is a
        /// failure of the test, not a wait that silently runs out and lets the test go on.
        @discardableResult
        func waitUntil(
            timeout: TimeInterval = defaultTimeout, _ what: String = "the screen awaited",
            sourceLocation: SourceLocation = #_sourceLocation, _ condition: (String) -> Bool
        ) async throws -> String {
            let deadline = Date().addingTimeInterval(timeout)
            var shown = ""
            while Date() < deadline {
                shown = try await screen()
                if condition(shown) { return shown }
                try await Task.sleep(for: .milliseconds(50))
            }
            // An empty screen is no screen at all: say what tmux knows of the session (an empty
            // screen was a session that had ended: see `startQuiz`).
            var known = ""
            if shown.isEmpty {
                let panes = try await run([
                    "list-panes", "-a", "-F",
                    "pane #{pane_id} dead=#{pane_dead} status=#{pane_dead_status} command=#{pane_current_command}",
                ]).trimmingCharacters(in: .whitespacesAndNewlines)
                known = panes.isEmpty ? "\nno tmux server answers on \(socket)" : "\ntmux: \(panes)"
            }
            Issue.record(
                "waited \(Int(timeout)) s for \(what); the screen:\n\(shown)\(known)", sourceLocation: sourceLocation)
            return shown
        }

        /// Ends the tmux server (and the quiz, if still running) and removes its socket. Blocking
        /// (a `defer` or `deinit` cannot wait), for a tmux client that ends at once.
        func close() {
            _ = try? blockingRun(["kill-server"])
            try? FileManager.default.removeItem(atPath: socket)
        }

        deinit { close() }
    }

    /// The quiz in a shell that prints its exit status and stays, so the screen after the quiz can
    /// be checked too. It stays an hour, not a minute: `close()` ends it, and a test that waits
    /// (`await`) goes back behind every test still queued in Swift Testing's pool, which on a loaded
    /// machine took more than a minute; the session had then ended with its shell and every look at
    /// it was an empty screen.
    func startQuiz(
        _ tmux: String, log: URL, environment: String = "TERM=xterm-256color", options: String = "",
        before: String = "", rows: Int = 30, columns: Int = 100
    ) async throws -> Session {
        let command =
            before
            + "cd '\(CourseProcess.packageRoot.path)' && env -u NO_COLOR \(environment) '\(CourseProcess.binary.path)' "
            + "quiz --log '\(log.path)' --now 2026-11-30T10:00:00Z --no-fuzz \(options); echo \"quiz exited $?\"; sleep 3600"
        return try await Session(tmux: tmux, command: command, rows: rows, columns: columns)
    }

    @Test func revealGradeUndoAndQuit() async throws {
        let tmux = try #require(Self.tmux)
        let log = try temporaryFolder().appendingPathComponent("reviews.jsonl")
        let session = try await startQuiz(tmux, log: log)
        defer { session.close() }

        var screen = try await session.waitFor("Space/Enter show the answer")
        #expect(screen.contains("env-read-color-scheme"), "\(screen)")
        #expect(try await session.display("#{alternate_on}") == "1")

        try await session.keys("Space")
        screen = try await session.waitFor("1 Again 1m · 2 Hard 6m · 3 Good 10m · 4 Easy 8d")
        #expect(screen.contains("1 Again 1m · 2 Hard 6m · 3 Good 10m · 4 Easy 8d"), "\(screen)")
        #expect(screen.contains("@Environment"), "the answer's code is on screen:\n\(screen)")
        #expect(screen.split(separator: "\n").allSatisfy { $0.count <= 100 })

        try await session.keys("Up", "Left")  // arrows are ignored, not read as letters
        try await session.keys("3")
        screen = try await session.waitFor("env-layout-by-text-size")
        #expect(screen.contains("env-layout-by-text-size"), "\(screen)")
        #expect(try logObjects(log).map { $0["rating"] as? String } == ["good"])

        try await session.keys("u")
        screen = try await session.waitFor("Undid the last answer")
        #expect(screen.contains("env-read-color-scheme"), "\(screen)")
        #expect(try logObjects(log).map { ($0["rating"] as? String) ?? ($0["type"] as? String) } == ["good", "undo"])

        try await session.keys("Enter")
        _ = try await session.waitFor("4 Easy")
        try await session.keys("4")
        _ = try await session.waitFor("env-layout-by-text-size")
        try await session.keys("q")
        screen = try await session.waitFor("quiz exited")
        #expect(screen.contains("quiz exited 0"), "\(screen)")
        #expect(screen.contains("Reviewed 1 item (again 0 · hard 0 · good 0 · easy 1)"), "\(screen)")
        #expect(try await session.display("#{alternate_on}") == "0")
        #expect(try await session.display("#{cursor_flag}") == "1", "the cursor is shown again")
        #expect(
            try logObjects(log).map { ($0["rating"] as? String) ?? ($0["type"] as? String) } == [
                "good", "undo", "easy",
            ])
    }

    @Test func ctrlCExits130AndRestoresTheTerminal() async throws {
        let tmux = try #require(Self.tmux)
        let log = try temporaryFolder().appendingPathComponent("reviews.jsonl")
        let session = try await startQuiz(tmux, log: log, environment: "TERM=xterm-256color NO_COLOR=1")
        defer { session.close() }
        _ = try await session.waitFor("Space/Enter show the answer")
        try await session.keys("Enter")
        _ = try await session.waitFor("4 Easy")
        let styled = try await session.run(["capture-pane", "-p", "-e", "-t", session.name])
        #expect(
            styled.contains("4 Easy") && !styled.contains("\u{1B}[1m") && !styled.contains("\u{1B}[9"),
            "NO_COLOR: no colours or bold on screen")
        try await session.keys("2")
        _ = try await session.waitFor("env-layout-by-text-size")
        try await session.keys("C-c")
        let screen = try await session.waitFor("quiz exited")
        #expect(screen.contains("quiz exited 130"), "\(screen)")
        #expect(try await session.display("#{alternate_on}") == "0")
        #expect(try await session.display("#{cursor_flag}") == "1")
        #expect(try logObjects(log).map { $0["rating"] as? String } == ["hard"])
    }

    @Test func aQuestionsPredictionIsTypedAndShownWithTheAnswer() async throws {
        let tmux = try #require(Self.tmux)
        let log = try temporaryFolder().appendingPathComponent("reviews.jsonl")
        let session = try await startQuiz(tmux, log: log, options: "--kind question")
        defer { session.close() }
        _ = try await session.waitFor("Type your prediction")
        try await session.keys("-l", "It builds quietly")  // q and u inside a prediction are text, not keys
        var screen = try await session.waitFor("Your prediction: It builds quietly_")
        #expect(screen.contains("Your prediction: It builds quietly_"), "\(screen)")
        try await session.keys("BSpace", "BSpace", "Enter")
        screen = try await session.waitFor("Answer:")
        #expect(
            screen.contains("Your prediction: It builds quiet\n")
                || screen.contains("Your prediction: It builds quiet "),
            "\(screen)")
        #expect(screen.contains("4 Easy"))
        try await session.keys("3")
        _ = try await session.waitFor("Type your prediction")
        try await session.keys("Escape")  // on a question's front, commands go through Esc
        _ = try await session.waitFor("Command:")
        try await session.keys("q")
        #expect(try await session.waitFor("quiz exited").contains("quiz exited 0"))
        #expect(try logObjects(log).map { $0["card"] as? String } == ["q-parameter-or-environment"])
    }

    @Test func sigtermRestoresTheTerminal() async throws {
        let tmux = try #require(Self.tmux)
        let log = try temporaryFolder().appendingPathComponent("reviews.jsonl")
        let session = try await startQuiz(tmux, log: log)
        defer { session.close() }
        _ = try await session.waitFor("Space/Enter show the answer")
        // The pane runs a shell, whose child is the quiz: found with `ps` (POSIX; no /proc on macOS).
        let shell = try #require(Int32(try await session.display("#{pane_pid}")))
        let ps = Process()
        ps.executableURL = URL(fileURLWithPath: "/bin/ps")
        ps.arguments = ["-A", "-o", "pid=", "-o", "ppid="]
        let output = Pipe()
        ps.standardOutput = output
        try ps.run()
        let table = String(decoding: Descriptor.readToEnd(output.fileHandleForReading.fileDescriptor), as: UTF8.self)
        ps.waitUntilExit()
        let quiz = try #require(
            table.split(separator: "\n").lazy.compactMap { line -> Int32? in
                let fields = line.split(separator: " ").compactMap { Int32($0) }
                return fields.count == 2 && fields[1] == shell ? fields[0] : nil
            }.first, "the quiz's process among:\n\(table)")
        kill(quiz, SIGTERM)
        let screen = try await session.waitFor("quiz exited")
        #expect(screen.contains("quiz exited 143"), "\(screen)")
        #expect(try await session.display("#{alternate_on}") == "0")
        #expect(try await session.display("#{cursor_flag}") == "1")
    }

    /// A hostile card (see `HostileCourse`) neither retitles the window (OSC 0), nor writes the
    /// clipboard (OSC 52, which tmux takes into a paste buffer when set-clipboard is on), nor clears
    /// the screen: the header drawn before the prompt stays, and the sequences show as text.
    @Test func aHostileCardIsShownNotObeyed() async throws {
        let tmux = try #require(Self.tmux)
        let hostile = try HostileCourse()
        defer { try? FileManager.default.removeItem(at: hostile.folder) }
        let log = hostile.folder.appendingPathComponent("quiz.jsonl")
        let session = try await startQuiz(
            tmux, log: log, options: "'\(hostile.course)'",
            before: "'\(tmux)' set-option -s set-clipboard on; ")
        defer { session.close() }
        let title = try await session.display("#{pane_title}")
        var screen = try await session.waitFor("Space/Enter show the answer")
        #expect(
            screen.contains("Declare a counter ␛]0;pwned␇␛]52;c;aGVsbG8=␇␛[2J<U+009B>31m<U+202E>evil<U+2066> a view"),
            "\(screen)")
        #expect(
            screen.contains("state-read") && screen.contains("syntax · State"), "the header is still there:\n\(screen)")
        try await session.keys("Space")
        screen = try await session.waitFor("4 Easy")
        #expect(screen.contains("@State private var count = 0 // " + HostileCourse.shown), "\(screen)")
        #expect(screen.contains("Declare a counter"), "the prompt above the answer is still there:\n\(screen)")
        #expect(try await session.display("#{pane_title}") == title)
        #expect(!(try await session.display("#{pane_title}")).contains("pwned"))
        #expect(try await session.run(["list-buffers"]).isEmpty, "no paste buffer from OSC 52")
        try await session.keys("q")
        #expect(try await session.waitFor("quiz exited").contains("quiz exited 0"))
    }

    @Test func aResizedWindowRewrapsTheCard() async throws {
        let tmux = try #require(Self.tmux)
        let log = try temporaryFolder().appendingPathComponent("reviews.jsonl")
        let session = try await startQuiz(tmux, log: log)
        defer { session.close() }
        _ = try await session.waitFor("Space/Enter show the answer")
        try await session.run(["resize-window", "-t", session.name, "-x", "50", "-y", "30"])
        let screen = try await session.waitUntil { screen in
            screen.contains("learning 0") && screen.split(separator: "\n").allSatisfy { $0.count <= 50 }
        }
        #expect(screen.split(separator: "\n").allSatisfy { $0.count <= 50 }, "\(screen)")
        #expect(screen.contains("env-read-color-scheme"))
        try await session.keys("q")
        #expect(try await session.waitFor("quiz exited").contains("quiz exited 0"))
    }
}
