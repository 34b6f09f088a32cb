import Foundation
import Testing

/// Answering by typing (`t`) in the full-screen quiz, through the built binary with the real
/// grader and the real course: the verdict on screen, Enter taking the grade it preselects, and
/// the `"typed"` field of the log line. The compiler grades, so these need `swiftc` on PATH.
extension QuizTmuxTests {
    static let hasCompiler =
        ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/swiftc")
        } ?? false

    /// The log's answers (undos left out): each card's id, rating and typed verdict.
    func typedAnswers(_ log: URL) throws -> [String] {
        try logObjects(log).compactMap { object in
            guard let card = object["card"] as? String, let rating = object["rating"] as? String else { return nil }
            return "\(card) \(rating) \(object["typed"] as? String ?? "-")"
        }
    }

    /// Opens the typing area (`t`), types `lines` (Enter between them), submits with Ctrl-D and
    /// waits for the answer's screen; `typing` is shown the screen with the typing area open.
    func answerByTyping(_ lines: [String], _ session: Session, typing: (String) -> Void = { _ in }) async throws
        -> String
    {
        try await session.keys("t")
        typing(try await session.waitFor("Esc cancel"))
        for (index, line) in lines.enumerated() {
            if index > 0 { try await session.keys("Enter") }
            try await session.keys("-l", line)
        }
        try await session.keys("C-d")
        return try await session.waitFor("4 Easy", timeout: 60)
    }

    /// Enter (the preselected grade) on an answer's screen showing `verdict`; then `u` to undo it
    /// (returning the screen with the item again), or `q` to quit (returning the shell's screen).
    func take(_ verdict: String, then key: String, _ session: Session) async throws -> String {
        try await session.keys("Enter")
        _ = try await session.waitUntil { !$0.contains(verdict) }
        try await session.keys(key)
        let screen = try await session.waitFor(key == "u" ? "Undid the last answer" : "quiz exited")
        if key == "q" { #expect(screen.contains("quiz exited 0"), "\(screen)") }
        return screen
    }

    /// Whether the screen shows a message starting `place` (`3:10: error: `), then the typed line
    /// holding `code`, and under it a single caret `column` characters into `code` (1-based).
    func caret(at place: String, under code: String, column: Int, in screen: String) -> Bool {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let message = lines.firstIndex(where: { $0.hasPrefix(place) }),
            let typed = lines[(message + 1)...].firstIndex(where: { $0.contains(code) }), typed + 1 < lines.count,
            let range = lines[typed].range(of: code)
        else { return false }
        let at = lines[typed].distance(from: lines[typed].startIndex, to: range.lowerBound) + column - 1
        let carets = Array(lines[typed + 1])
        return carets.count > at && carets[at] == "^" && carets.filter { $0 == "^" }.count == 1
    }

    /// The environment of a quiz with a data folder of its own (the log is given with --log).
    func typingEnvironment(_ folder: URL) -> String {
        "TERM=xterm-256color LANG=C.UTF-8 EDITOR=true VISUAL=true XDG_DATA_HOME='\(folder.path)'"
    }

    @Test(.enabled(if: hasCompiler, "no swiftc on PATH: typed answers are graded by the compiler"))
    func typedAnswersAreGradedSameCompilesAndError() async throws {
        let tmux = try #require(Self.tmux)
        let folder = try temporaryFolder()
        let log = folder.appendingPathComponent("reviews.jsonl")
        let session = try await startQuiz(tmux, log: log, environment: typingEnvironment(folder))
        defer { session.close() }

        // Code that compiles in the card's context but is not the answer: both shown, differences marked.
        var screen = try await session.waitFor("t type the answer")
        #expect(screen.contains("env-read-color-scheme"), "\(screen)")
        screen = try await answerByTyping([#"@Environment(\.dynamicTypeSize) private var appearance"#], session)
        #expect(screen.contains("Typed: compiles, but is not the same as the answer"), "\(screen)")
        #expect(screen.contains("dynamicTypeSize") && screen.contains("colorScheme"), "both sides:\n\(screen)")
        #expect(screen.contains("^"), "the differing tokens are marked:\n\(screen)")
        #expect(!screen.contains("Enter: 3 Good"), "compiles preselects nothing:\n\(screen)")
        try await session.keys("3")
        screen = try await session.waitFor("env-layout-by-text-size")

        // Undone, the same card typed with a name of the learner's own: the same as the answer.
        try await session.keys("u")
        screen = try await session.waitFor("Undid the last answer")
        screen = try await answerByTyping([#"@Environment(\.colorScheme) var scheme"#], session)
        #expect(screen.contains("Typed: same as the answer"), "\(screen)")
        #expect(screen.contains("Enter: 3 Good (same as the answer)"), "\(screen)")
        try await session.keys("Enter")
        screen = try await session.waitFor("· env-layout-by-text-size")

        // A misspelt member on the third of three typed lines, `…` among them: the compiler's
        // error at its line and column in what was typed, the caret under that column.
        screen = try await answerByTyping(
            [#"@Environment(\.dynamicTypeSize) private var textSize"#, "…", "textSize.isAccesibilitySize"], session)
        #expect(screen.contains("Typed: does not compile"), "\(screen)")
        #expect(
            caret(at: "3:10: error: ", under: "textSize.isAccesibilitySize", column: 10, in: screen),
            "the error at 3:10, the caret under column 10 of the typed line:\n\(screen)")
        #expect(screen.contains("has no member 'isAccesibilitySize'"), "\(screen)")
        #expect(screen.contains("Enter: 1 Again"), "\(screen)")

        // Undone, the answer typed as it is: the same.
        screen = try await take("Typed: does not compile", then: "u", session)
        #expect(screen.contains("env-layout-by-text-size"), "\(screen)")
        screen = try await answerByTyping(
            [#"@Environment(\.dynamicTypeSize) private var textSize"#, "…", "textSize.isAccessibilitySize"], session)
        #expect(screen.contains("Typed: same as the answer"), "\(screen)")
        _ = try await take("Typed: same as the answer", then: "q", session)

        #expect(
            try typedAnswers(log) == [
                "env-read-color-scheme good compiles", "env-read-color-scheme good same",
                "env-layout-by-text-size again error", "env-layout-by-text-size good same",
            ])
    }
}

extension QuizTmuxTests {
    /// A log in which every card and question of the course was answered Easy the day before
    /// (none due today), so that the sitting's new items are the cards' gaps.
    func logWithEverythingLearned(in folder: URL) throws -> URL {
        let result = try CourseProcess.run(["list", "Content", "--json"])
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let lessons = (json["course"] as? [String: Any])?["lessons"] as? [[String: Any]] ?? []
        let ids = lessons.flatMap { lesson in
            ((lesson["cards"] as? [[String: Any]] ?? []) + (lesson["questions"] as? [[String: Any]] ?? []))
                .compactMap { $0["id"] as? String }
        }
        #expect(ids.contains("env-read-color-scheme"))
        let log = folder.appendingPathComponent("reviews.jsonl")
        let lines = ids.map { #"{"card":"\#($0)","rating":"easy","at":"2026-11-29T09:00:00Z"}"# }
        try (lines.joined(separator: "\n") + "\n").write(to: log, atomically: true, encoding: .utf8)
        return log
    }

    @Test(.enabled(if: hasCompiler, "no swiftc on PATH: typed answers are graded by the compiler"))
    func aGapIsTypedAndGradedInTheFullCode() async throws {
        let tmux = try #require(Self.tmux)
        let folder = try temporaryFolder()
        let log = try logWithEverythingLearned(in: folder)
        let learned = try logObjects(log).count
        let session = try await startQuiz(tmux, log: log, environment: typingEnvironment(folder))
        defer { session.close() }

        // The gap's item: the code with the box, and `t` to type what goes in it.
        var screen = try await session.waitFor("t type the answer")
        #expect(screen.contains("env-read-color-scheme#1"), "\(screen)")
        #expect(screen.contains("@Environment(▢▢▢▢▢) private var appearance"), "\(screen)")

        // A misspelt key path: the compiler's error placed in what was typed, the caret under the member.
        screen = try await answerByTyping([#"\.colourScheme"#], session) { typing in
            #expect(typing.contains("@Environment(▢▢▢▢▢) private var appearance"), "the code stays shown:\n\(typing)")
        }
        #expect(screen.contains("Typed: does not compile"), "\(screen)")
        // Named at the member, with the did-you-mean members get (issue 46, item 5).
        #expect(caret(at: "1:3: error: ", under: #"\.colourScheme"#, column: 3, in: screen), "\(screen)")
        #expect(screen.contains("did you mean") && screen.contains("'colorScheme'?"), "\(screen)")

        // Undone, the gap typed right: the same as the answer.
        screen = try await take("Typed: does not compile", then: "u", session)
        #expect(screen.contains("env-read-color-scheme#1"), "\(screen)")
        screen = try await answerByTyping([#"\.colorScheme"#], session)
        #expect(screen.contains("Typed: same as the answer"), "\(screen)")
        #expect(screen.contains("Enter: 3 Good (same as the answer)"), "\(screen)")
        _ = try await take("Typed: same as the answer", then: "q", session)
        #expect(
            try typedAnswers(log).dropFirst(learned) == [
                "env-read-color-scheme#1 again error", "env-read-color-scheme#1 good same",
            ])
    }
}
