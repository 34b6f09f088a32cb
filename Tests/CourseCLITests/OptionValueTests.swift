import Foundation
import Testing

/// Every option value is read into its type once, when the command line is read, with one message
/// per kind of mistake: the same mistake reads the same in every command, and a setting reads the
/// same on the command line and in the settings file.
@Suite("course: option values, one message per kind of mistake", .ownThreads)
struct OptionValueTests {
    let folder: URL

    init() throws {
        folder = try temporaryFolder()
    }

    var environment: [String: String] { ["XDG_CONFIG_HOME": folder.path, "XDG_DATA_HOME": folder.path] }

    /// The message of a usage error, without `course: error: ` (after the course's warnings, for a
    /// mistake found once the course is read).
    func usageMessage(_ arguments: [String]) throws -> String {
        let result = try CourseProcess.run(arguments, input: "", environment: environment)
        #expect(result.status == 64, "\(arguments): \(result.standardError)")
        #expect(result.standardOutput.isEmpty, "\(arguments)")
        expectEachMessagePrintedOnce(result.standardError)
        let message = lines(result.standardError).first { $0.hasPrefix("course: error: ") }
        #expect(message != nil, "\(arguments): \(result.standardError)")
        return String(message?.dropFirst("course: error: ".count) ?? "")
    }

    @Test func aBadTimeReadsTheSameInQuizStatsAndHistory() throws {
        let log = folder.appendingPathComponent("reviews.jsonl").path
        let expected = "--now: 'yesterday' is not a time; write an ISO 8601 time such as 2026-11-30T10:00:00Z"
        for command in ["quiz", "stats", "history"] {
            #expect(try usageMessage([command, "--log", log, "--now", "yesterday"]) == expected, "\(command)")
        }
        #expect(
            try usageMessage(["history", "--log", log, "--cards", "--now=2026-11-31T10:00:00Z"])
                == "--now: '2026-11-31T10:00:00Z' is not a time; write an ISO 8601 time such as 2026-11-30T10:00:00Z")
    }

    /// A time whose UTC year falls outside 0000–9999 is no time: the quiz would otherwise write an
    /// answer at it that no command can read back (fuzz finding time-year-range).
    @Test func aTimeOutsideFourDigitYearsIsRefusedBeforeAnythingIsWritten() throws {
        let log = testProcessFolder.appendingPathComponent("year-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: log) }
        #expect(
            try usageMessage(["quiz", "--log", log.path, "--now", "0000-01-01T00:00:00+00:01"])
                == "--now: '0000-01-01T00:00:00+00:01' is not a time; write an ISO 8601 time such as 2026-11-30T10:00:00Z"
        )
        #expect(!FileManager.default.fileExists(atPath: log.path))
    }

    @Test func aBadNumberReadsTheSameInQuizAndSnapshot() throws {
        let expected = "--lesson: 'x' is not a lesson number; give a whole number 1 or more"
        #expect(try usageMessage(["quiz", "--lesson", "x"]) == expected)
        #expect(try usageMessage(["snapshot", "--lesson", "x", "--patches", folder.path]) == expected)
        #expect(
            try usageMessage(["quiz", "--lesson", "0"])
                == "--lesson: '0' is not a lesson number; give a whole number 1 or more")
        #expect(
            try usageMessage(["snapshot", "Content", "--step", "-1", "--out", folder.path])
                == "--step: '-1' is not a step number; give a whole number 0 or more")
        // The range a step must be in is known once the lesson is read: the same words.
        #expect(
            try usageMessage(["snapshot", "Content", "--step", "99", "--out", folder.path])
                == "--step: '99' is not a step of lesson 19; give a whole number from 0 to 6")
        #expect(
            try usageMessage(["snapshot", "Content", "--lesson", "7", "--step", "1", "--out", folder.path])
                == "--lesson: there is no lesson 7; the course has lessons 19")
    }

    @Test func aChoiceListsWhatItAllowsAndIgnoresCase() throws {
        #expect(
            try usageMessage(["check", "--format", "xml"])
                == "--format: 'xml' is not a format; give text, github or json")
        #expect(
            try usageMessage(["quiz", "--kind", "syntaks"])
                == "--kind: 'syntaks' is not a kind; give syntax, trick or question")
        let result = try CourseProcess.run([
            "check", "Tests/CourseKitTests/Fixtures/Check/counts", "--no-compiler", "--format", "JSON",
        ])
        #expect(result.status == 1)
        #expect(result.standardOutput.hasPrefix("["), "\(result.standardOutput)")
    }

    @Test func anEmptyPathNamesWhatItShouldBe() throws {
        for command in ["quiz", "stats", "history"] {
            #expect(
                try usageMessage([command, "--log", ""]) == "--log: '' is not a path; give the review log", "\(command)"
            )
        }
        #expect(
            try usageMessage(["render", "--out="]) == "--out: '' is not a path; give the folder to write the site into")
        #expect(
            try usageMessage(["history", "--course", ""]) == "--course: '' is not a path; give the course's folder")
    }

    @Test func aSettingReadsTheSameOnTheCommandLineAndInTheSettingsFile() throws {
        let log = folder.appendingPathComponent("reviews.jsonl").path
        let flag = try usageMessage(["quiz", "--log", log, "--new-per-day", "many"])
        #expect(flag == "--new-per-day: 'many' is not a number of cards; give a whole number from 0 to 100000")
        let settings = folder.appendingPathComponent("course/settings.json")
        try FileManager.default.createDirectory(
            at: settings.deletingLastPathComponent(), withIntermediateDirectories: true)
        try #"{"new-per-day": "many"}"#.write(to: settings, atomically: true, encoding: .utf8)
        let file = try CourseProcess.run(["quiz", "--log", log], input: "", environment: environment)
        #expect(file.status == 65)
        #expect(
            file.standardError
                == "\(settings.path): error: 'new-per-day': 'many' is not a number of cards; give a whole number from 0 to 100000\n"
        )
    }
}
