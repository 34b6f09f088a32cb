import Foundation
import Testing

@Suite("course history: the review log replayed", .ownThreads)
struct HistoryCommandTests {
    let folder: URL = {
        let url = testProcessFolder.appendingPathComponent("history-\(UUID())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    private func log(_ lines: [String], terminated: Bool = true) throws -> String {
        let path = folder.appendingPathComponent("reviews.jsonl").path
        try (lines.joined(separator: "\n") + (terminated ? "\n" : "")).write(
            toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    private let answers = [
        #"{"card":"env.1","rating":"easy","at":"2026-11-30T10:00:00Z","ms":3100}"#,
        #"{"card":"env.2","rating":"good","at":"2026-11-30T10:01:00Z"}"#,
        #"{"card":"env.2","rating":"again","at":"2026-11-30T10:12:00Z"}"#,
        #"{"type":"undo","card":"env.2","at":"2026-11-30T10:12:05Z"}"#,
        #"{"card":"env.1","rating":"good","at":"2026-12-08T09:00:00Z"}"#,
    ]

    /// Isolated from the machine's own settings file.
    private var environment: [String: String] { ["XDG_CONFIG_HOME": folder.path, "XDG_DATA_HOME": folder.path] }

    @Test func printsEachAnswerAsJSONWithoutACourse() throws {
        let path = try log(answers)
        let result = try CourseProcess.run(
            ["history", "--log", path, "--json", "--no-fuzz"],
            directory: folder, environment: environment)
        #expect(result.status == 0)
        let rows = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        #expect(rows.map { $0["card"] as? String } == ["env.1", "env.2", "env.1"])
        #expect(rows.map { $0["rating"] as? String } == ["easy", "good", "good"])
        #expect(rows[0]["state"] as? String == "review" && rows[0]["stability"] as? Double == 8.2956)
        #expect(rows[0]["due"] as? String == "2026-12-08T10:00:00Z" && rows[0]["ms"] as? Int == 3100)
        #expect(rows[1]["state"] as? String == "learning" && rows[1]["step"] as? Int == 1)
        #expect(rows[2]["elapsed_days"] as? Int == 7)
        let r = try #require(rows[2]["retrievability"] as? Double)
        #expect(r > 0.9 && r < 1)
        for key in ["card", "at", "rating", "state", "step", "stability", "difficulty", "due"] {
            #expect(rows.allSatisfy { $0.keys.contains(key) }, "\(key)")
        }
    }

    @Test func printsATableForPeopleAndFiltersByCard() throws {
        let path = try log(answers)
        let result = try CourseProcess.run(
            ["history", "env.1", "--log", path, "--no-fuzz"],
            directory: folder, environment: environment)
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.first?.hasPrefix("AT") == true && lines.first?.contains("STABILITY") == true)
        #expect(lines.count == 4)
        #expect(lines[2].contains("env.1") && lines[2].contains("7d") && lines[2].contains("review"))
        #expect(lines[3] == "2 answers to 1 card.")
    }

    @Test func showsEachCardsStateAfterTheWholeLog() throws {
        let path = try log(answers)
        let result = try CourseProcess.run(
            [
                "history", "--log", path, "--cards", "--json", "--no-fuzz",
                "--now", "2026-12-10T09:00:00Z",
            ], directory: folder, environment: environment)
        #expect(result.status == 0)
        let cards = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        #expect(cards.map { $0["card"] as? String } == ["env.1", "env.2"])
        #expect(cards[0]["answers"] as? Int == 2 && cards[0]["state"] as? String == "review")
        #expect(cards[0]["last_review"] as? String == "2026-12-08T09:00:00Z")
        #expect(cards[1]["answers"] as? Int == 1 && cards[1]["step"] as? Int == 1)
        let r = try #require(cards[0]["retrievability"] as? Double)
        #expect(r > 0.9 && r < 1)
        let table = try CourseProcess.run(
            ["history", "--log", path, "--cards", "--now", "2026-12-10T09:00:00Z"],
            directory: folder, environment: environment)
        #expect(table.standardOutput.hasPrefix("CARD "))
        #expect(table.standardOutput.contains("env.2  learning       1"))
        let badNow = try CourseProcess.run(
            ["history", "--log", path, "--cards", "--now", "tomorrow"], directory: folder, environment: environment)
        #expect(badNow.status == 64 && badNow.standardError.contains("--now: 'tomorrow' is not a time"))
    }

    @Test func skipsACutLastLineWithAWarning() throws {
        let path = try log(answers + [#"{"card":"env.3","rating":"go"#], terminated: false)
        let result = try CourseProcess.run(
            ["history", "--log", path, "--json"], directory: folder, environment: environment)
        #expect(result.status == 0)
        #expect(result.standardError.contains("\(path):6: warning: the last line is incomplete"))
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [Any])
        #expect(rows.count == 3)
    }

    @Test func aCompleteButInvalidLastLineIsADamagedLineNotACrashFragment() throws {
        let path = try log(
            answers + [#"{"card":"env.3","rating":"meh","at":"2026-11-30T10:05:00Z"}"#], terminated: false)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        // (At a time after every answer: none is dated in the future.)
        let result = try CourseProcess.run(
            ["history", "--log", path, "--json", "--now", "2026-12-10T09:00:00Z"],
            directory: folder, environment: environment)
        #expect(result.status == 0)
        #expect(
            result.standardError
                == "\(path):6: warning: not a record of the review log: \"rating\": 'meh' is not again, hard, good or easy; skipped\n"
        )
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [Any])
        #expect(rows.count == 3)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func skipsADamagedLineAndLeavesTheFileAlone() throws {
        var lines = answers
        lines.insert(#"{"card":"env.9","rating":"meh","at":"2026-11-30T10:05:00Z"}"#, at: 2)
        let path = try log(lines)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let result = try CourseProcess.run(["history", "--log", path], directory: folder, environment: environment)
        #expect(result.status == 0)
        #expect(
            result.standardError.contains(
                "\(path):3: warning: not a record of the review log: \"rating\": 'meh' is not again, hard, good or easy; skipped"
            ))
        #expect(result.standardOutput.contains("3 answers to 2 cards, 1 undone."), "\(result.standardOutput)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func badSettingsExit64NamingTheOption() throws {
        let path = try log(answers)
        let retention = try CourseProcess.run(
            ["history", "--log", path, "--retention", "1.5"], directory: folder, environment: environment)
        #expect(retention.status == 64)
        #expect(
            retention.standardError.contains("--retention: '1.5' is not a retention; give a number between 0 and 1"))
        let steps = try CourseProcess.run(
            ["history", "--log", path, "--learning-steps", "1m,5x"], directory: folder, environment: environment)
        #expect(steps.status == 64 && steps.standardError.contains("--learning-steps: '5x' is not a step"))
        let weights = try CourseProcess.run(
            ["history", "--log", path, "--weights", "1,2"], directory: folder, environment: environment)
        #expect(weights.status == 64 && weights.standardError.contains("--weights: needs exactly 21 numbers"))
    }

    @Test func readsTheSettingsFileAndLetsOptionsOverrideIt() throws {
        let path = try log(answers)
        let settings = folder.appendingPathComponent("course/settings.json")
        try FileManager.default.createDirectory(
            at: settings.deletingLastPathComponent(), withIntermediateDirectories: true)
        try #"{"learning-steps": "", "fuzz": false}"#.write(to: settings, atomically: true, encoding: .utf8)
        let fromFile = try CourseProcess.run(
            ["history", "env.2", "--log", path, "--json"], directory: folder, environment: environment)
        #expect(fromFile.standardOutput.contains(#""state":"review""#))
        let overridden = try CourseProcess.run(
            ["history", "env.2", "--log", path, "--json", "--learning-steps", "1m,10m"],
            directory: folder, environment: environment)
        #expect(overridden.standardOutput.contains(#""state":"learning""#))
        try #"{"retention": "high"}"#.write(to: settings, atomically: true, encoding: .utf8)
        let bad = try CourseProcess.run(["history", "--log", path], directory: folder, environment: environment)
        #expect(
            bad.status == 65
                && bad.standardError.contains("settings.json: error: 'retention': 'high' is not a retention"))
    }

    @Test func findsTheCoursesLogOrSaysWhatToGive() throws {
        let none = try CourseProcess.run(["history"], directory: folder, environment: environment)
        #expect(
            none.status == 66
                && none.standardError.contains(
                    "give the course's folder with --course PATH, or the review log with --log FILE")
        )
        let course = folder.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: course, withIntermediateDirectories: true)
        try "---\nid: demo-course\ntitle: Demo\n---\n".write(
            to: course.appendingPathComponent("course.md"), atomically: true, encoding: .utf8)
        let logFolder = folder.appendingPathComponent("course/demo-course")
        try FileManager.default.createDirectory(at: logFolder, withIntermediateDirectories: true)
        try (answers.joined(separator: "\n") + "\n").write(
            to: logFolder.appendingPathComponent("reviews.jsonl"), atomically: true, encoding: .utf8)
        let found = try CourseProcess.run(["history", "--json"], directory: folder, environment: environment)
        #expect(found.status == 0 && found.standardOutput.contains(#""card":"env.1""#))
    }
}
