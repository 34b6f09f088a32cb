import Foundation
import Testing

/// `course grade` as a user runs it: the built binary, its text, its JSON and its exit statuses.
@Suite("course grade, run as a process", .ownThreads)
struct GradeCommandTests {
    static let hasCompiler =
        ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/swiftc")
        } ?? false

    func grade(_ card: String, _ typed: String, _ extra: [String] = [], environment: [String: String] = [:]) throws
        -> CourseProcess.Result
    {
        try CourseProcess.run(
            ["grade", "Content", "--card", card, "--answer", "-"] + extra, input: typed, environment: environment)
    }

    func json(_ run: CourseProcess.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    }

    @Test func theAnswerRenamedIsTheSame() throws {
        let run = try grade("env-read-color-scheme", "@Environment(\\.colorScheme)\n    private var mode // mine")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "same as the answer\n")
        let machine = try json(
            try grade("env-read-color-scheme", "@Environment(\\.colorScheme) private var mode", ["--json"]))
        #expect(machine["verdict"] as? String == "same")
        #expect((machine["messages"] as? [Any])?.isEmpty == true)
        #expect((machine["differences"] as? [Any])?.isEmpty == true)
    }

    @Test(.enabled(if: hasCompiler, "no swiftc on PATH")) func anErrorIsShownAtTheTypedColumnWithACaret() throws {
        let run = try grade("env-try-size-and-dark", "TicketRow()\n    .dynamicTypeSize(.accesibility2)")
        #expect(run.status == 1, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "error: the compiler rejects it in the card's context")
        let message = try #require(lines.firstIndex { $0.hasPrefix("2:23: error: ") })
        #expect(lines[message + 1] == "  2 |     .dynamicTypeSize(.accesibility2)")
        #expect(lines[message + 2] == "    |                       ^")
        // Then the answer.
        #expect(run.standardOutput.contains("Answer:\n  1 | TicketRow()\n  2 |     .dynamicTypeSize(.accessibility2)"))
        let machine = try json(
            try grade("env-try-size-and-dark", "TicketRow()\n    .dynamicTypeSize(.accesibility2)", ["--json"]))
        #expect(machine["verdict"] as? String == "error")
        #expect(machine["compiled"] as? Bool == true)
        let first = try #require((machine["messages"] as? [[String: Any]])?.first)
        #expect(first["line"] as? Int == 2 && first["column"] as? Int == 23 && first["severity"] as? String == "error")
    }

    @Test(.enabled(if: hasCompiler, "no swiftc on PATH")) func codeThatCompilesButDiffersIsMarked() throws {
        let typed =
            "@Environment(\\.dismiss) private var close\n\nvar body: some View {\n    Button(\"Done\", action: { close() })\n}"
        let run = try grade("env-dismiss", typed)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("compiles, but is not the same as the answer (2 differences)\n"))
        // `, action: {` where the answer has `) {`, and the `)` it has no counterpart of.
        #expect(
            run.standardOutput.contains(
                "  4 |     Button(\"Done\", action: { close() })\n    |                  ^^^^^^^^^            ^\n"))
        let machine = try json(try grade("env-dismiss", typed, ["--json"]))
        let difference = try #require((machine["differences"] as? [[String: Any]])?.first)
        #expect((difference["typed"] as? [String: Any])?["line"] as? Int == 4)
    }

    @Test func withoutACompilerItSaysNotCompiled() throws {
        let environment = ["COURSE_SWIFTC": "/nonexistent/swiftc"]
        let same = try grade(
            "env-read-color-scheme", "@Environment(\\.colorScheme) private var mode", environment: environment)
        #expect(same.status == 0)
        #expect(same.standardOutput == "same as the answer (not compiled)\n")
        // Same only once the compiler agrees (`private` left out), and none to ask: said so.
        let unconfirmed = try grade(
            "env-read-color-scheme", "@Environment(\\.colorScheme) var mode", environment: environment)
        #expect(unconfirmed.status == 0)
        #expect(
            unconfirmed.standardOutput.hasPrefix("same as the answer (not compiled)\n\nnote: not compiled: "),
            "\(unconfirmed.standardOutput)")
        let different = try grade(
            "env-read-color-scheme", "@Environment(\\.colorSchem) var mode", ["--json"], environment: environment)
        #expect(different.status == 0)
        let machine = try json(different)
        #expect(machine["verdict"] as? String == "different" && machine["compiled"] as? Bool == false)
    }

    @Test func anUnknownCardIsAUsageErrorWithTheNearestId() throws {
        let run = try grade("env-read-colour-scheme", "x")
        #expect(run.status == 64)
        #expect(run.standardError.contains("did you mean 'env-read-color-scheme'?"))
        #expect(run.standardOutput.isEmpty)
    }

    @Test func aCardWithoutCheckedCodeIsBadData() throws {
        let run = try grade("trick-nearest-value-wins", "x")
        #expect(run.status == 65)
        #expect(run.standardError.contains("trick-nearest-value-wins"))
        let question = try CourseProcess.run(["list", "Content", "--json"])
        #expect(question.status == 0)
    }

    @Test func missingOptionsAndFilesAreSaidSo() throws {
        let noCard = try CourseProcess.run(["grade", "Content", "--answer", "-"], input: "")
        #expect(noCard.status == 64 && noCard.standardError.contains("--card"))
        let noAnswer = try CourseProcess.run(["grade", "Content", "--card", "env-dismiss"])
        #expect(noAnswer.status == 64 && noAnswer.standardError.contains("--answer"))
        let missing = try CourseProcess.run([
            "grade", "Content", "--card", "env-dismiss", "--answer", "/nonexistent/typed.swift",
        ])
        #expect(missing.status == 66 && missing.standardError.contains("/nonexistent/typed.swift"))
    }

    @Test func nothingTypedReachesTheTerminalRaw() throws {
        let typed = "@Environment(\\.colorScheme) var \u{1B}]0;owned\u{7}mode \u{1B}[2J\u{202E}"
        let run = try grade("env-read-color-scheme", typed, environment: ["COURSE_SWIFTC": "/nonexistent/swiftc"])
        #expect(!run.standardOutput.contains("\u{1B}"))
        #expect(!run.standardOutput.contains("\u{7}"))
        #expect(!run.standardOutput.contains("\u{202E}"))
        #expect(run.standardOutput.contains("␛"))
    }

    @Test(.enabled(if: hasCompiler, "no swiftc on PATH")) func aGapIdGradesTheGapsTextInTheFullCode() throws {
        let same = try grade("env-read-color-scheme#1", "\\.colorScheme\n")
        #expect(same.status == 0, "\(same.standardError)")
        #expect(same.standardOutput == "same as the answer\n")
        let run = try grade("env-read-color-scheme#1", "\\.colourScheme")
        #expect(run.status == 1, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The member, from the gap's start (issue 46, item 5).
        let message = try #require(lines.firstIndex { $0.hasPrefix("1:3: error: ") }, "\(run.standardOutput)")
        #expect(lines[message + 1] == "  1 | \\.colourScheme")
        #expect(lines[message + 2] == "    |   ^")
        #expect(
            run.standardOutput.contains("Answer:\n  1 | \\.colorScheme\n"), "the gap's text:\n\(run.standardOutput)")
        let unknown = try grade("env-read-color-scheme#7", "x")
        #expect(unknown.status == 64 && unknown.standardError.contains("did you mean 'env-read-color-scheme#1'?"))
    }
}
