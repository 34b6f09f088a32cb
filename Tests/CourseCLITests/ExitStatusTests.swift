import Foundation
import Testing

/// README's table of exit statuses, row by row, through the built binary: the same failure has the
/// same status in every command, and its message is printed once.
@Suite("course: one table of exit statuses", .ownThreads)
struct ExitStatusTests {
    static let now = "2026-11-30T10:00:00Z"
    let folder: URL

    init() throws {
        folder = try temporaryFolder()
    }

    /// Isolated from the machine's settings file and review logs.
    var environment: [String: String] { ["XDG_CONFIG_HOME": folder.path, "XDG_DATA_HOME": folder.path, "TZ": "UTC"] }

    func run(_ arguments: [String], input: String = "") throws -> CourseProcess.Result {
        let result = try CourseProcess.run(arguments, input: input, environment: environment)
        expectEachMessagePrintedOnce(result.standardError)
        return result
    }

    /// `quiz`, `stats` and `history`, each on the review log at `log`.
    func reviewCommands(log: String) -> [[String]] {
        [
            ["quiz", "--log", log, "--now", Self.now], ["stats", "--log", log, "--now", Self.now],
            ["history", "--log", log],
        ]
    }

    // MARK: 64, 65: usage, bad data

    @Test func aMistakeOnTheCommandLineIs64() throws {
        for arguments in [
            ["quiz", "--lesson", "x"], ["stats", "--retention", "2"], ["check", "--format", "xml"],
            ["snapshot", "Content", "--step", "-1", "--out", folder.path], ["nonsense"],
        ] {
            let result = try run(arguments)
            #expect(result.status == 64, "\(arguments): \(result.standardError)")
            #expect(lines(result.standardError).contains { $0.hasPrefix("course: error: ") }, "\(arguments)")
        }
    }

    /// A damaged line is no failure: `quiz`, `stats` and `history` skip it with a warning and
    /// exit 0 (issue 12 item 5).
    @Test func theSameDamagedLogIs0WithWarningsInQuizStatsAndHistory() throws {
        let log = folder.appendingPathComponent("reviews.jsonl").path
        try #"{"card":"x","rating":"good","at":"2026-11-30T09:00:00Z"}"#.appending("\nnot json\n{}\n")
            .write(toFile: log, atomically: true, encoding: .utf8)
        for arguments in reviewCommands(log: log) {
            let result = try run(arguments)
            #expect(result.status == 0, "\(arguments[0]): \(result.standardError)")
            #expect(
                result.standardError.hasPrefix("\(log):2: warning: not a record of the review log: "),
                "\(arguments[0]): \(result.standardError)")
            #expect(result.standardError.contains("\(log):3: warning: "), "\(arguments[0]): \(result.standardError)")
            #expect(!result.standardOutput.isEmpty, "\(arguments[0])")
        }
    }

    @Test func aSettingsFileThatIsNotJSONIs65() throws {
        let settings = folder.appendingPathComponent("course/settings.json")
        try FileManager.default.createDirectory(
            at: settings.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "{\n  \"retention\": \n}".write(to: settings, atomically: true, encoding: .utf8)
        let log = folder.appendingPathComponent("reviews.jsonl").path
        for arguments in reviewCommands(log: log) {
            let result = try run(arguments)
            #expect(result.status == 65, "\(arguments[0]): \(result.standardError)")
            #expect(
                result.standardError.hasPrefix("\(settings.path):3:1: error: "),
                "\(arguments[0]): \(result.standardError)")
        }
    }

    @Test func aCourseWithErrorsStopsTheQuizWith65() throws {
        let course = CourseProcess.packageRoot.appendingPathComponent(
            "Tests/CourseKitTests/Fixtures/Format/duplicate-ids"
        ).path
        let log = folder.appendingPathComponent("reviews.jsonl").path
        let result = try run(["quiz", course, "--log", log])
        #expect(result.status == 65)
        #expect(result.standardError.contains("error: the id 'shared' is already used [duplicate-id]"))
        #expect(
            result.standardError.hasSuffix(
                "course: error: the course has errors; fix them first (see 'course check')\n"))
        #expect(!FileManager.default.fileExists(atPath: log))
    }

    // MARK: 66: no input

    @Test func noCourseFolderIs66InEveryCommandThatReadsOne() throws {
        let missing = folder.appendingPathComponent("no-such-course").path
        let log = folder.appendingPathComponent("reviews.jsonl").path
        for arguments in [
            ["list", missing], ["check", missing], ["quiz", missing, "--log", log], ["stats", missing],
            ["render", missing, "--out", folder.appendingPathComponent("site").path],
            ["export", "anki", missing, "--out", "-"], ["snapshot", missing, "--patches", folder.path],
        ] {
            let result = try run(arguments)
            #expect(result.status == 66, "\(arguments[0]): \(result.standardError)")
            #expect(
                result.standardError
                    == "course: error: no course folder at '\(missing)': give the folder that holds course.md (default: ./Content)\n",
                "\(arguments[0])")
        }
        let history = try run(["history", "--course", missing])
        #expect(history.status == 66)
        #expect(history.standardError.hasPrefix("course: error: no course at '\(missing)'"))
        let markdown = try run(["markdown", folder.appendingPathComponent("none.md").path])
        #expect(markdown.status == 66)
    }

    // MARK: 73, 74, 75

    @Test func anOutputFolderThatIsNotEmptyIs73() throws {
        try "keep me".write(to: folder.appendingPathComponent("mine.txt"), atomically: true, encoding: .utf8)
        let result = try run(["snapshot", "Content", "--step", "1", "--out", folder.path])
        #expect(result.status == 73)
        #expect(
            lines(result.standardError).last
                == "course: error: '\(folder.path)' is not empty; give --out a new or empty folder")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["mine.txt"])
    }

    @Test func aLogThatCannotBeReadIs74InQuizStatsAndHistory() throws {
        let log = folder.appendingPathComponent("a-folder.jsonl")
        try FileManager.default.createDirectory(at: log, withIntermediateDirectories: true)
        for arguments in reviewCommands(log: log.path) {
            let result = try run(arguments)
            #expect(result.status == 74, "\(arguments[0]): \(result.standardError)")
            #expect(
                result.standardError
                    == "\(log.path): error: can't read the review log: it is a folder, not a regular file\n",
                "\(arguments[0])")
        }
    }

    @Test func anOutputThatCannotBeWrittenIs74() throws {
        let file = folder.appendingPathComponent("a-file")
        try "x".write(to: file, atomically: true, encoding: .utf8)
        let render = try run(["render", "Content", "--out", file.path])
        #expect(render.status == 74)
        #expect(lines(render.standardError).last?.hasPrefix("course: error: cannot write '\(file.path)': ") == true)
        let export = try run(["export", "anki", "Content", "--out", file.appendingPathComponent("deck.txt").path])
        #expect(export.status == 74)
        let patches = try run(["snapshot", "Content", "--patches", file.path])
        #expect(patches.status == 74)
        #expect(lines(patches.standardError).last?.hasPrefix("course: error: cannot write '\(file.path)': ") == true)
        #expect(
            lines(export.standardError).last?.hasPrefix("course: error: cannot write '\(file.path)/deck.txt': ") == true
        )
    }

    @Test func aLogAnotherQuizHoldsIs75() throws {
        let log = folder.appendingPathComponent("reviews.jsonl")
        let first = try RunningCourse(["quiz", "--log", log.path, "--now", Self.now], environment: environment)
        defer { first.kill() }
        #expect(first.waitFor("Press Enter to show the answer"))
        let second = try run(["quiz", "--log", log.path, "--now", Self.now], input: "q\n")
        #expect(second.status == 75)
        #expect(second.standardError.hasPrefix("\(log.path): error: the review log is in use by another quiz"))
        // Reading is never refused: stats and history read the log while the quiz holds it.
        #expect(try run(["stats", "--log", log.path, "--now", Self.now]).status == 0)
        #expect(try run(["history", "--log", log.path]).status == 0)
    }

    // MARK: printed once

    @Test func theCheckOnDoubledPrefixesCatchesThem() {
        #expect(doubledPrefix(in: "course: error: /tmp/reviews.jsonl:2: error: not JSON") != nil)
        #expect(doubledPrefix(in: "course: /tmp/reviews.jsonl:6: warning: the last line is incomplete") != nil)
        #expect(doubledPrefix(in: "course check: error: Content/course.md: error: x") != nil)
        #expect(doubledPrefix(in: "/tmp/reviews.jsonl:2: error: not JSON") == nil)
        #expect(doubledPrefix(in: "course: error: no course folder at 'x'") == nil)
        #expect(
            doubledPrefix(in: "Content/lesson.md:3:1: warning: this source has no link [source-without-link]") == nil)
    }
}

func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

/// The first line of `standardError` that prints a message with two labels, e.g.
/// `course: error: path: error: …` or `course: path:6: warning: …`.
func doubledPrefix(in standardError: String) -> String? {
    let severity = #/(error|warning|note): /#
    let toolThenLocation = #/^course[a-z ]*: (error: )?\S+: (error|warning|note): /#
    return lines(standardError).first { line in
        line.matches(of: severity).count > 1 || line.firstMatch(of: toolThenLocation) != nil
    }
}

/// Fails the test when a message was printed with a second prefix.
func expectEachMessagePrintedOnce(_ standardError: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let line = doubledPrefix(in: standardError)
    #expect(line == nil, "a message printed with two prefixes: \(line ?? "")", sourceLocation: sourceLocation)
}
