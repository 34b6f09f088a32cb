import Foundation
import Testing

/// The quiz on a narrow terminal (a phone over SSH; issue 22 item 13): every line it draws fits the
/// window, so the terminal never cuts one mid-word ("Hom|e/End", "· 4|Easy 7d") or wraps a code
/// line away from its gutter.
extension QuizTmuxTests {
    /// Expects no line of the screen (wrapped lines joined again) to be wider than the window: none
    /// that the terminal had to wrap.
    func expectFits(
        _ session: Session, columns: Int, _ what: String, _ screen: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let wide = try await session.joinedScreen().split(separator: "\n").map { line in
            String(line.reversed().drop { $0 == " " }.reversed())
        }.filter { $0.count > columns }
        #expect(
            wide.isEmpty,
            "\(what), \(columns) columns: the terminal wrapped\n\(wide.joined(separator: "\n"))\n\(screen)",
            sourceLocation: sourceLocation)
    }

    /// Types `keys`, waits for `text`, and expects the screen to fit the window; returns it.
    @discardableResult
    func press(
        _ keys: [String], _ session: Session, columns: Int, until text: String, _ what: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> String {
        if !keys.isEmpty { try await session.run(["send-keys", "-t", session.name] + keys) }
        let screen = try await session.waitFor(text)
        try await expectFits(session, columns: columns, what, screen, sourceLocation: sourceLocation)
        return screen
    }

    /// A quiz on a new log in a window `columns` wide.
    func narrowQuiz(columns: Int, options: String, rows: Int) async throws -> (Session, URL) {
        let tmux = try #require(Self.tmux)
        let log = try temporaryFolder().appendingPathComponent("reviews.jsonl")
        return (try await startQuiz(tmux, log: log, options: options, rows: rows, columns: columns), log)
    }

    /// Quits with q, and expects the quiz to end with 0.
    func quit(_ session: Session) async throws {
        try await session.keys("q")
        let screen = try await session.waitFor("quiz exited")
        #expect(screen.contains("quiz exited 0"), "\(screen)")
    }

    @Test(arguments: [40, 60]) func everyLineTheQuizDrawsFitsTheWindow(columns: Int) async throws {
        let (session, _) = try await narrowQuiz(columns: columns, options: "Content", rows: 16)
        defer { session.close() }
        var screen = try await session.waitFor("show the answer")
        try await expectFits(session, columns: columns, "a card's front", screen)
        #expect(screen.contains("Space/Enter show the answer"), "\(screen)")

        try await session.keys("Space")
        screen = try await session.waitFor("4 Easy 8d")
        try await expectFits(session, columns: columns, "a card's back", screen)
        // The grades break between two grades, never inside one.
        let grades = screen.split(separator: "\n").filter { $0.contains("Again 1m") || $0.contains("Easy 8d") }.joined(
            separator: " · ")
        #expect(grades == "1 Again 1m · 2 Hard 6m · 3 Good 10m · 4 Easy 8d", "\(screen)")
        // A code line too long for the window goes on under its gutter.
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let code = "@Environment(\\.colorScheme) private var appearance"
        if let row = rows.firstIndex(where: { $0.hasPrefix("  │ @Environment(\\.colorScheme)") }), row + 1 < rows.count
        {
            #expect(
                columns >= 4 + code.count ? rows[row].hasSuffix(code) : rows[row + 1].hasPrefix("  ┆ "), "\(screen)")
        } else {
            Issue.record("the answer's code is not on screen:\n\(screen)")
        }
        // Taller than the window: the line that says how to scroll breaks between its parts.
        #expect(screen.contains("Home/End to scroll"), "\(screen)")
        try await press(["End"], session, columns: columns, until: "4 Easy 8d", "a card's end")
        try await press(["3"], session, columns: columns, until: "env-layout-by-text-size", "the next card")
        try await press(["u"], session, columns: columns, until: "Undid the last answer", "a message under the card")
        try await quit(session)
    }

    @Test(arguments: [40, 60]) func aQuestionsPredictionAndItsKeysFitTheWindow(columns: Int) async throws {
        let (session, log) = try await narrowQuiz(columns: columns, options: "Content --kind question", rows: 24)
        defer { session.close() }
        try await press([], session, columns: columns, until: "Type your prediction", "a question's front")
        let prediction = "the view keeps the value it had when it appeared, until the scheme changes again"
        try await press(
            ["-l", prediction], session, columns: columns, until: "again_", "a long prediction being typed")
        try await press(["Enter"], session, columns: columns, until: "4 Easy", "a question's back")
        try await press(["3"], session, columns: columns, until: "Type your prediction", "the next question")
        try await press(["Escape"], session, columns: columns, until: "any other key", "the keys after Esc")
        try await quit(session)
        #expect(try logObjects(log).first?["prediction"] as? String == prediction)
    }
}
