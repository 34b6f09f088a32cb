import Foundation
import Testing

/// The typing area's keys in `course quiz` on a real terminal (tmux, 80 columns), and the first
/// verdict's context built while the first card is read (docs/quiz.md, "Answering by typing").
extension QuizTmuxTests {
    /// A log in which every card (not the questions) was answered Easy the day before: the
    /// sitting's first item is a question, which cannot be typed; the cards' gaps come after.
    func logWithCardsLearned(in folder: URL) throws -> URL {
        let result = try CourseProcess.run(["list", "Content", "--json"])
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let lessons = (json["course"] as? [String: Any])?["lessons"] as? [[String: Any]] ?? []
        let ids = lessons.flatMap { ($0["cards"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String } }
        let log = folder.appendingPathComponent("reviews.jsonl")
        let lines = ids.map { #"{"card":"\#($0)","rating":"easy","at":"2026-11-29T09:00:00Z"}"# }
        try (lines.joined(separator: "\n") + "\n").write(to: log, atomically: true, encoding: .utf8)
        return log
    }

    /// A `swiftc` that says it was started (`started` appears), then waits for `gate` to appear
    /// before it runs the real one: a build that cannot end before the test lets it.
    func gatedCompiler(in folder: URL) throws -> (compiler: URL, started: URL, gate: URL) {
        let real = try #require(
            ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map { "\($0)/swiftc" }
                .first { FileManager.default.isExecutableFile(atPath: $0) })
        let compiler = folder.appendingPathComponent("gated-swiftc")
        let started = folder.appendingPathComponent("compiler-started")
        let gate = folder.appendingPathComponent("compiler-gate")
        let script = """
            #!/bin/sh
            : > '\(started.path)'
            while [ ! -e '\(gate.path)' ]; do sleep 0.1; done
            exec '\(real)' "$@"

            """
        try script.write(to: compiler, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: compiler.path)
        return (compiler, started, gate)
    }

    /// Waits (up to the sessions' timeout) for a file to exist.
    func waitForFile(_ url: URL) async throws -> Bool {
        let deadline = Date().addingTimeInterval(Session.defaultTimeout)
        while Date() < deadline {
            if FileManager.default.fileExists(atPath: url.path) { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        return false
    }

    /// The line of the screen that shows `text`, trailing blanks left out (tmux leaves them out).
    func line(containing text: String, in screen: String) -> String? {
        screen.split(separator: "\n").map(String.init).first { $0.contains(text) }
    }

    @Test func theTypingAreaIndentsHomesAsksBeforeThrowingAwayAndTakesAPasteAtOnce() async throws {
        let tmux = try #require(Self.tmux)
        let folder = try temporaryFolder()
        let log = folder.appendingPathComponent("reviews.jsonl")
        let session = try await startQuiz(tmux, log: log, environment: typingEnvironment(folder), columns: 80)
        defer { session.close() }
        _ = try await session.waitFor("t type the answer")
        try await session.keys("t")
        var screen = try await session.waitFor("Esc cancel")
        // The keys on one line at 80 columns, Ctrl-A/E/K and Tab among them.
        let footer = try #require(line(containing: "Esc cancel", in: screen))
        for key in ["Ctrl-D submit", "Ctrl-A/E", "Ctrl-K", "Tab"] { #expect(footer.contains(key), "\(footer)") }
        #expect(!screen.contains("Backspace"), "the footer is one line:\n\(screen)")

        // `{` and Enter indent the next line a level more; `}` on a blank line takes it off.
        try await session.keys("-l", "struct A {")
        _ = try await session.waitFor("│ struct A {")
        // Typed as keys (many characters sent at once are a paste, not indented again).
        try await session.keys("Enter")
        try await session.keys("-l", "v")
        _ = try await session.waitFor("│     v")
        try await session.keys("-l", "ar x = 1")
        _ = try await session.waitFor("│     var x = 1")
        try await session.keys("Enter")
        try await session.keys("-l", "}")
        screen = try await session.waitUntil { self.line(containing: "│ }", in: $0) == "  │ }" }
        // Home: to the first non-blank, then to the line's start.
        try await session.keys("Up", "Home")
        try await session.keys("-l", "z")
        _ = try await session.waitFor("│     zvar x = 1")
        try await session.keys("End", "Home", "Home")
        try await session.keys("-l", "w")
        _ = try await session.waitFor("│ w    zvar x = 1")

        // Esc with text typed asks first: n keeps it, y throws it away.
        try await session.keys("Escape")
        screen = try await session.waitFor("Throw away what you typed? y/n")
        #expect(screen.contains("│ w    zvar x = 1"), "\(screen)")
        try await session.keys("n")
        _ = try await session.waitFor("Esc cancel")
        try await session.keys("Escape")
        _ = try await session.waitFor("Throw away what you typed? y/n")
        try await session.keys("y")
        screen = try await session.waitFor("t type the answer")
        #expect(!screen.contains("Your answer:"), "\(screen)")

        // 20,000 characters pasted without brackets (tmux's paste-buffer without -p): taken as
        // they came, every line as pasted, the last in sight.
        try await session.keys("t")
        _ = try await session.waitFor("Esc cancel")
        let pasted = (1...1000).map { "    let v\($0) = \(String(repeating: "x", count: 5))" }.joined(separator: "\n")
        #expect(pasted.count > 20_000)
        let buffer = folder.appendingPathComponent("pasted.txt")
        try pasted.write(to: buffer, atomically: true, encoding: .utf8)
        try await session.run(["load-buffer", buffer.path])
        try await session.run(["paste-buffer", "-t", session.name])
        screen = try await session.waitFor("│     let v1000 = xxxxx")
        #expect(line(containing: "let v999 ", in: screen) == "  │     let v999 = xxxxx", "\(screen)")
        try await session.keys("Escape")
        _ = try await session.waitFor("Throw away what you typed? y/n")
        try await session.keys("y")
        _ = try await session.waitFor("t type the answer")
        try await session.keys("q")
        _ = try await session.waitFor("quiz exited 0")
    }

    /// With an empty cache, the quiz shows its first item (a question) while the context of the
    /// first item that can be typed is built: the compiler is started before any key, and the
    /// first screen came though that compiler cannot finish until the test lets it.
    @Test(.enabled(if: hasCompiler, "no swiftc on PATH"))
    func theFirstCardIsShownWhileTheContextBuilds() async throws {
        let tmux = try #require(Self.tmux)
        let folder = try temporaryFolder()
        let log = try logWithCardsLearned(in: folder)
        let gated = try gatedCompiler(in: folder)
        let cache = folder.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let environment =
            typingEnvironment(folder) + " XDG_CACHE_HOME='\(cache.path)' COURSE_SWIFTC='\(gated.compiler.path)'"
        let session = try await startQuiz(tmux, log: log, environment: environment)
        defer { session.close() }
        let screen = try await session.waitFor("q-parameter-or-environment")
        #expect(!FileManager.default.fileExists(atPath: gated.gate.path))
        #expect(try await waitForFile(gated.started), "the build started with the quiz, no key pressed")
        #expect(try await session.screen().contains("q-parameter-or-environment"), "\(screen)")
        _ = FileManager.default.createFile(atPath: gated.gate.path, contents: nil)
        try await session.keys("Escape")
        _ = try await session.waitFor("Command: q quit")
        try await session.keys("q")
        _ = try await session.waitFor("quiz exited 0")
    }

    /// `course grade` with an empty cache, its standard error a terminal: a line says the
    /// interface is being built while it is (the compiler held until the line is seen), and is
    /// gone once the verdict is printed.
    @Test(.enabled(if: hasCompiler, "no swiftc on PATH"))
    func gradeSaysItIsBuildingTheInterfaceOnATerminal() async throws {
        let tmux = try #require(Self.tmux)
        let folder = try temporaryFolder()
        let gated = try gatedCompiler(in: folder)
        let cache = folder.appendingPathComponent("cache")
        let answer = folder.appendingPathComponent("answer.swift")
        // Not the answer (the same one needs no compile): type-checked.
        try #"@Environment(\.dynamicTypeSize) private var appearance"#.write(
            to: answer, atomically: true, encoding: .utf8)
        let command =
            "cd '\(CourseProcess.packageRoot.path)' && env XDG_CACHE_HOME='\(cache.path)' "
            + "COURSE_SWIFTC='\(gated.compiler.path)' '\(CourseProcess.binary.path)' grade Content "
            + "--card env-read-color-scheme --answer '\(answer.path)'; echo \"grade exited $?\"; sleep 3600"
        let session = try await Session(tmux: tmux, command: command, rows: 30, columns: 100)
        defer { session.close() }
        _ = try await session.waitFor("building the interface… (first run only)")
        _ = FileManager.default.createFile(atPath: gated.gate.path, contents: nil)
        let screen = try await session.waitFor("grade exited 0", timeout: 300)
        #expect(screen.contains("compiles, but is not the same as the answer"), "\(screen)")
        #expect(!screen.contains("building the interface"), "the line is cleared:\n\(screen)")
    }
}
