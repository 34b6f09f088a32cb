import Foundation
import Testing

import enum CourseKit.Descriptor

/// The hand-over to the editor holds until the quiz has its screen back (issue 33, item 5): a
/// Ctrl-C typed a moment after a wait wrapper ended on the first one — while the editor's screen
/// still shows and the quiz reads the lesson again — is the editor's too, not the quiz's.
extension QuizTmuxTests {
    /// The terminal's foreground process group (`ps -o tpgid`, POSIX enough for Linux and macOS),
    /// asked of the shell tmux started in the pane. `ps` is run with `Process` (it is no tmux
    /// client) and waited for through its termination handler, holding no thread of the pool.
    func foreground(_ session: Session) async throws -> String {
        let shell = try await session.display("#{pane_pid}")
        let ps = Process()
        ps.executableURL = URL(fileURLWithPath: "/bin/ps")
        ps.arguments = ["-o", "tpgid=", "-p", shell]
        let output = Pipe()
        ps.standardOutput = output
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            ps.terminationHandler = { _ in continuation.resume() }
            do { try ps.run() } catch {
                ps.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        let group = String(decoding: Descriptor.readToEnd(output.fileHandleForReading.fileDescriptor), as: UTF8.self)
        return group.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits until the editor that `e` started has the terminal: the terminal's foreground process
    /// group is no longer the quiz's (`quiz`: `foreground` read while the quiz had it), and the
    /// screen shows the editor's `line` `times` times. The line alone is not enough: the quiz leaves
    /// its screen before the editor starts, where the line an earlier editor wrote still shows,
    /// and a Ctrl-C typed then would be typed while the quiz hands the terminal over.
    func waitForEditor(
        _ line: String, times: Int, quiz: String, _ session: Session,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let deadline = Date().addingTimeInterval(Session.defaultTimeout)
        var screen = ""
        while Date() < deadline {
            screen = try await session.screen()
            if screen.components(separatedBy: line).count - 1 >= times, try await foreground(session) != quiz { return }
            try await Task.sleep(for: .milliseconds(20))
        }
        Issue.record(
            "the editor did not get the terminal (\(line), \(times) times):\n\(screen)", sourceLocation: sourceLocation)
    }

    @Test func aSecondCtrlCJustAfterTheEditorEndedDoesNotEndTheQuiz() async throws {
        let tmux = try #require(Self.tmux)
        let course = try copiedCourse()
        let folder = course.deletingLastPathComponent()
        let log = folder.appendingPathComponent("reviews.jsonl")
        // Notes at the lesson's end, and a note more from the wrapper each time it ends, so that
        // the quiz reads a changed lesson of 20,000 paragraphs again (about half a second in a debug
        // build, more on a loaded machine) before it takes its keys back: the second Ctrl-C then
        // lands while the quiz reads, however late a loaded machine lets the test type it. (An
        // unchanged lesson is found in the parse cache in a moment, which left the test a window of
        // a few milliseconds that it missed now and then with other tests running.)
        let lesson = course.appendingPathComponent("lesson-19/lesson.md")
        let notes = (1...20_000).map { "A note the quiz reads again after every edit, number \($0).\n\n" }
        try (try String(contentsOf: lesson, encoding: .utf8) + "\n## Notes\n\n" + notes.joined())
            .write(to: lesson, atomically: true, encoding: .utf8)
        let ended = folder.appendingPathComponent("ended")
        // A wait wrapper that ends on SIGINT and says when it has; as it ends, it leaves behind a
        // process that types Ctrl-C again the moment it has ended (its pid gone), as a learner whose
        // first did not seem to work: typed from inside the pane's tmux (`TMUX_PANE`), with no
        // wait for the test's own process to be scheduled on a loaded machine.
        let editor = folder.appendingPathComponent("wait-wrapper")
        let again = "(while kill -0 $$ 2>/dev/null; do :; done; '\(tmux)' send-keys -t \"$TMUX_PANE\" C-c) &"
        try """
        #!/bin/sh
        trap 'printf "\\nOne more note.\\n" >> "\(lesson.path)"; echo >> "\(ended.path)"; \(again) exit 130' INT
        echo "Waiting for your editor to close the file..."
        sleep 3600
        """.write(to: editor, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor.path)
        let session = try await startQuiz(
            tmux, log: log, environment: "TERM=xterm-256color VISUAL='\(editor.path)'",
            options: "'\(course.path)'")
        defer { session.close() }
        try await session.waitFor("Space/Enter show the answer · t type the answer · u undo · e edit · q quit")
        let quiz = try await foreground(session)
        let endings: @Sendable () -> Int = { ((try? String(contentsOf: ended, encoding: .utf8)) ?? "").count }
        for turn in 1...3 {
            try await session.keys("e")
            try await waitForEditor("Waiting for your editor to close the file", times: turn, quiz: quiz, session)
            let before = endings()
            try await session.keys("C-c")
            let deadline = Date().addingTimeInterval(Session.defaultTimeout)
            while endings() == before, Date() < deadline { try await Task.sleep(for: .milliseconds(20)) }
            let ended = endings() != before
            #expect(ended, "the wrapper did not end on Ctrl-C")
            let screen = try await session.waitUntil { $0.contains("quiz exited") || $0.contains("is unchanged") }
            guard !screen.contains("quiz exited") else {
                Issue.record("a Ctrl-C just after the editor ended ended the quiz:\n\(screen)")
                return
            }
            #expect(screen.contains("env-read-color-scheme is unchanged (the editor exited with status 130)."))
        }
        // On the quiz's own screen, Ctrl-C still ends it.
        try await Task.sleep(for: .milliseconds(300))
        try await session.keys("C-c")
        #expect(try await session.waitFor("quiz exited").contains("quiz exited 130"))
    }
}
