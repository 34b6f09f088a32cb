import Foundation
import Testing

/// The hand-over to the editor holds until the quiz has its screen back (issue 33, item 5): a
/// Ctrl-C typed a moment after a wait wrapper ended on the first one — while the editor's screen
/// still shows and the quiz reads the lesson again — is the editor's too, not the quiz's.
extension QuizTmuxTests {
    @Test func aSecondCtrlCJustAfterTheEditorEndedDoesNotEndTheQuiz() throws {
        let tmux = try #require(Self.tmux)
        let course = try copiedCourse()
        let folder = course.deletingLastPathComponent()
        let log = folder.appendingPathComponent("reviews.jsonl")
        let ended = folder.appendingPathComponent("ended")
        // A wait wrapper that ends on SIGINT and says when it has.
        let editor = folder.appendingPathComponent("wait-wrapper")
        try """
        #!/bin/sh
        trap 'echo >> "\(ended.path)"; exit 130' INT
        echo "Waiting for your editor to close the file..."
        sleep 100
        """.write(to: editor, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor.path)
        let session = try startQuiz(
            tmux, log: log, environment: "TERM=xterm-256color VISUAL='\(editor.path)'",
            options: "'\(course.path)'")
        defer { session.close() }
        _ = try session.waitFor("Space/Enter show the answer · u undo · e edit · q quit")
        for turn in 1...3 {
            try session.keys("e")
            _ = try session.waitFor("Waiting for your editor to close the file")
            try session.keys("C-c")
            // The moment the wrapper has ended: Ctrl-C again, as a learner whose first did not seem to work.
            let deadline = Date().addingTimeInterval(10)
            while ((try? String(contentsOf: ended, encoding: .utf8)) ?? "").count < turn, Date() < deadline {
                Thread.sleep(forTimeInterval: 0.002)
            }
            try session.keys("C-c")
            let screen = try session.waitUntil { $0.contains("quiz exited") || $0.contains("is unchanged") }
            guard !screen.contains("quiz exited") else {
                Issue.record("a Ctrl-C just after the editor ended ended the quiz:\n\(screen)")
                return
            }
            #expect(screen.contains("env-read-color-scheme is unchanged (the editor exited with status 130)."))
        }
        // On the quiz's own screen, Ctrl-C still ends it.
        Thread.sleep(forTimeInterval: 0.3)
        try session.keys("C-c")
        #expect(try session.waitFor("quiz exited").contains("quiz exited 130"))
    }
}
