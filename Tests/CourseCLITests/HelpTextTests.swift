import Foundation
import Testing

import enum CourseKit.Descriptor

/// `course help NAME` and `--help`: each option's default where it has one, from its declaration,
/// and every line wrapped to the terminal's width (`COLUMNS` when standard output is not a terminal,
/// else 80).
@Suite("course help: defaults and wrapping", .ownThreads)
struct HelpTextTests {
    /// `course ARGUMENTS` with standard output a pipe and `COLUMNS` as given (nil: unset).
    func help(_ arguments: [String], columns: String?) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = columns
        let process = Process()
        process.executableURL = CourseProcess.binary
        process.arguments = arguments
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = Descriptor.readToEnd(output.fileHandleForReading.fileDescriptor)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(arguments)")
        return String(decoding: data, as: UTF8.self)
    }

    /// The lines longer than `width` (a word longer than a line too: it is cut).
    func overflowing(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.count > width }
    }

    @Test(arguments: [
        ["help", "quiz"], ["help", "check"], ["log", "merge", "--help"], ["--help"], ["help", "completions"],
    ])
    func aNarrowTerminalGetsNarrowLines(_ arguments: [String]) throws {
        let narrow = try help(arguments, columns: "40")
        #expect(overflowing(narrow, width: 40).isEmpty, "\(overflowing(narrow, width: 40))")
        let wide = try help(arguments, columns: nil)
        #expect(overflowing(wide, width: 80).isEmpty, "\(overflowing(wide, width: 80))")
        #expect(wide.split(separator: "\n").contains { $0.count > 40 }, "80 columns when COLUMNS is not set")
        // The same text, however wrapped: only where the lines break differs.
        #expect(
            narrow.split(whereSeparator: \.isWhitespace).joined() == wide.split(whereSeparator: \.isWhitespace).joined()
        )
    }

    /// On a terminal, its width (asked of the terminal, `COLUMNS` unset): help in a tmux window 50
    /// columns wide puts each option's help under it, no line wider than the window.
    @Test(.enabled(if: QuizTmuxTests.tmux != nil, "tmux is not installed"))
    func aTerminalsWidthIsAskedOfIt() async throws {
        let tmux = try #require(QuizTmuxTests.tmux)
        let command = "env -u COLUMNS '\(CourseProcess.binary.path)' help stats; echo help-ended; sleep 3600"
        let session = try await QuizTmuxTests.Session(tmux: tmux, command: command, rows: 120, columns: 50)
        defer { session.close() }
        _ = try await session.waitFor("help-ended")
        let screen = try await session.joinedScreen()
        #expect(screen.contains("  --json\n      Print the numbers as one JSON object\n"), "\(screen)")
        let lines = screen.split(separator: "\n").map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
        let wide = lines.filter { $0.count > 50 }
        #expect(wide.isEmpty, "\(wide)")
    }

    @Test func aWideTerminalKeepsEachOptionOnOneLine() throws {
        let text = try help(["help", "check"], columns: "200")
        #expect(
            text.contains(
                "  --format FORMAT       text, github (Actions workflow commands) or json (default: text).\n"),
            "\(text)")
        #expect(
            text.hasPrefix("Check a course: snippets through the Swift compiler, code changes replayed, counts, ids.\n")
        )
    }

    /// The defaults shown are the values used: the settings' from `ReviewSettings()`, a choice's
    /// from its declaration; an option without one (`--log`) shows none.
    @Test func helpShowsTheRealDefaults() throws {
        let quiz = try help(["help", "quiz"], columns: "200")
        for (option, shown) in [
            ("--retention R", "(default: 0.9)"), ("--learning-steps STEPS", "(default: 1m,10m)"),
            ("--relearning-steps STEPS", "(default: 10m)"), ("--max-interval DAYS", "(default: 36500)"),
            ("--new-per-day N", "(default: 20)"), ("--review-limit N", "(default: 200)"),
            ("--day-start-hour H", "(default: 4)"), ("--leech-threshold N", "(default: 8)"),
        ] {
            let line = quiz.split(separator: "\n").first { $0.hasPrefix("  \(option) ") }
            #expect(line?.hasSuffix(shown) == true, "\(option): \(line ?? "no line")")
        }
        let weights = quiz.split(separator: "\n").first { $0.hasPrefix("  --weights ") }
        #expect(weights?.contains("default") == false, "\(weights ?? "")")
        let check = try help(["help", "check"], columns: "200")
        #expect(check.contains("(default: text)."))
        let history = try help(["help", "history"], columns: "200")
        let course = history.split(separator: "\n").first { $0.hasPrefix("  --course PATH ") }
        #expect(
            course?.hasSuffix(
                " The course whose log to read, when --log is not given (default: the course here, found as PATH is)")
                == true,
            "\(history)")
    }
}
