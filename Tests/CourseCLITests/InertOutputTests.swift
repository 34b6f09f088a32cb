import Foundation
import Testing

/// Nothing read from a log, a course or a file name reaches a terminal raw, in every command's
/// output (issue 22, item 5): messages always, data (a merged log, HTML) when standard output is a
/// terminal; the tool's own control sequences (a progress line) stay control sequences.
@Suite("course: text made inert on its way to a terminal", .ownThreads)
struct InertOutputTests {
    /// A review log whose name and whose line that is not a record hold escape sequences.
    static func hostileLogs(in folder: URL) throws -> (ours: String, theirs: String) {
        let ours = folder.appendingPathComponent("ours\u{1B}]0;owned\u{07}.jsonl").path
        let theirs = folder.appendingPathComponent("theirs.jsonl").path
        try (#"{"card":"a","rating":"good","at":"2026-11-30T09:00:00Z"}"# + "\n\u{1B}[31mRED\u{1B}[0m\n")
            .write(toFile: ours, atomically: false, encoding: .utf8)
        try (#"{"card":"b","rating":"good","at":"2026-11-30T09:01:00Z"}"# + "\n").write(
            toFile: theirs, atomically: false, encoding: .utf8)
        return (ours, theirs)
    }

    /// `log merge` named the file in its warnings as it was: an OSC 0 in a file name set the
    /// terminal's title. The merged log itself, into a pipe, is data: byte for byte.
    @Test func mergeWarningsShowAFileNamesEscapes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (ours, theirs) = try Self.hostileLogs(in: folder)
        let result = try CourseProcess.run(["log", "merge", ours, theirs])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            !result.standardError.contains("\u{1B}") && !result.standardError.contains("\u{07}"),
            "\(result.standardError)")
        #expect(
            result.standardError.contains("ours␛]0;owned␇.jsonl:2: warning: a line that is not a record"),
            "\(result.standardError)")
        #expect(result.standardOutput.contains("\n\u{1B}[31mRED\u{1B}[0m\n"), "\(result.standardOutput)")
    }
}

/// The same on a real terminal (tmux): data shown inert, a progress line drawn as one.
@Suite(
    "course output on a terminal (tmux)",
    .enabled(if: QuizTmuxTests.tmux != nil, "tmux is not installed"))
struct InertOutputTmuxTests {
    /// Runs `course arguments` in a shell that says how it ended and stays, in a 100×30 tmux.
    func start(_ arguments: String, in folder: URL, after: String = "true") async throws -> QuizTmuxTests.Session {
        let command =
            "cd '\(folder.path)' && \(after) && env TERM=xterm-256color '\(CourseProcess.binary.path)' \(arguments); "
            + "echo \"course exited $?\"; sleep 3600"
        return try await QuizTmuxTests.Session(tmux: try #require(QuizTmuxTests.tmux), command: command)
    }

    /// `optimize`'s progress line made its own `\r` and `ESC [2K` inert with its text, so the
    /// terminal showed `␍␛[2Koptimizing: …` over and over instead of one line drawn in place.
    ///
    /// What reaches the terminal is recorded from the start (`pipe-pane`, set up before `optimize`
    /// starts): a fit may end before any look at the screen sees its progress line.
    @Test func optimizeDrawsItsProgressLineInPlace() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try OptimizeCommandTests.forgetfulLog().write(
            to: folder.appendingPathComponent("reviews.jsonl"), atomically: true, encoding: .utf8)
        let go = folder.appendingPathComponent("go")
        let written = folder.appendingPathComponent("terminal.bytes")
        let session = try await start(
            "optimize --log reviews.jsonl", in: folder, after: "until [ -e '\(go.path)' ]; do sleep 0.02; done")
        defer { session.close() }
        try await session.run(["pipe-pane", "-o", "-t", session.name, "cat >> '\(written.path)'"])
        #expect(FileManager.default.createFile(atPath: go.path, contents: nil))
        let done = try await session.waitFor("course exited", timeout: 300)
        #expect(done.contains("course exited 0"), "\(done)")
        #expect(done.contains("long-term reviews"), "\(done)")
        #expect(
            !done.contains("optimizing") && !done.contains("␛") && !done.contains("␍"),
            "the line is erased at the end:\n\(done)")
        // Every progress line is drawn over the one before: a real carriage return and an erase of
        // the line before it, never their inert pictures, and never a line feed after it.
        let bytes = try String(decoding: Data(contentsOf: written), as: UTF8.self)
        let progress = bytes.components(separatedBy: "\r\u{1B}[2K").dropFirst()
            .filter { $0.hasPrefix("optimizing: ") }
        #expect(!progress.isEmpty, "no progress line reached the terminal:\n\(bytes.prefix(2000))")
        #expect(progress.allSatisfy { !$0.contains("\n") }, "\(progress.prefix(3))")
        #expect(!bytes.contains("␛") && !bytes.contains("␍"), "\(bytes.prefix(2000))")
    }

    /// A merged log printed to a terminal is shown, not obeyed: its escape sequences as `␛`.
    @Test func dataOnATerminalIsShownInert() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try InertOutputTests.hostileLogs(in: folder)
        let session = try await start("log merge ours*.jsonl theirs.jsonl", in: folder)
        defer { session.close() }
        let screen = try await session.waitFor("course exited")
        #expect(screen.contains("course exited 0"), "\(screen)")
        #expect(screen.contains("\n␛[31mRED␛[0m\n"), "\(screen)")
        #expect(screen.contains("ours␛]0;owned␇.jsonl:2: warning"), "\(screen)")
    }
}
