import Foundation
import Testing

@Suite("course stats: counts, forecast, retention, heatmap, lapses, edits, orphans", .ownThreads)
struct StatsCommandTests {
    /// A log over the built-in course: one card learned three weeks ago and lapsed last week, one
    /// answered today with an old content hash (edited since), and a card the course no longer has.
    func writeLog() throws -> URL {
        let log = try temporaryFolder().appendingPathComponent("reviews.jsonl")
        let lines = [
            #"{"card":"env-read-color-scheme","rating":"easy","at":"2026-11-09T09:00:00Z"}"#,
            #"{"card":"a-card-since-removed","rating":"good","at":"2026-11-10T09:00:00Z"}"#,
            #"{"card":"env-read-color-scheme","rating":"again","at":"2026-11-23T09:00:00Z"}"#,
            #"{"card":"env-read-color-scheme","rating":"good","at":"2026-11-23T09:10:00Z"}"#,
            #"{"card":"objects-by-type","rating":"good","at":"2026-11-30T08:00:00Z","hash":"0000000000000000"}"#,
            #"{"card":"objects-by-type","rating":"good","at":"2026-11-30T08:10:00Z","hash":"0000000000000000"}"#,
        ]
        try (lines.joined(separator: "\n") + "\n").write(to: log, atomically: true, encoding: .utf8)
        return log
    }

    func stats(_ log: URL, _ extra: [String] = []) throws -> CourseProcess.Result {
        try CourseProcess.run(
            ["stats", "--log", log.path, "--now", "2026-11-30T10:00:00Z", "--no-fuzz"] + extra,
            environment: ["TZ": "UTC"])
    }

    @Test func jsonHasEveryFigure() throws {
        let log = try writeLog()
        let result = try stats(log, ["--json"])
        #expect(result.status == 0, "\(result.standardError)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let cards = try #require(json["cards"] as? [String: Int])
        // 32 cards and questions and the 16 gaps of lesson 19's syntax cards, 2 of them answered.
        #expect(cards["new"] == 46 && cards["review"] == 2 && cards["learning"] == 0 && cards["relearning"] == 0)
        let retention = try #require(json["retention"] as? [String: Any])
        #expect(retention["reviews"] as? Int == 1 && retention["passed"] as? Int == 0)
        #expect((json["forecast"] as? [[String: Any]])?.count == 14)
        let perDay = try #require(json["reviewsPerDay"] as? [[String: Any]])
        #expect(perDay.count == 84)
        #expect(perDay.last?["date"] as? String == "2026-11-30" && perDay.last?["count"] as? Int == 2)
        #expect(perDay.compactMap { $0["count"] as? Int }.reduce(0, +) == 6)
        let lapses = try #require(json["topicsWithMostLapses"] as? [[String: Any]])
        #expect(lapses.first?["topic"] as? String == "Environment" && lapses.first?["lapses"] as? Int == 1)
        #expect(json["editedSinceLastReview"] as? [String] == ["objects-by-type"])
        #expect(json["orphanedIDs"] as? [String] == ["a-card-since-removed"])
        #expect(json["totalReviews"] as? Int == 6)
        // The log is read, never rewritten.
        #expect(try String(contentsOf: log, encoding: .utf8).components(separatedBy: "\n").count == 7)
    }

    @Test func textReportShowsEverySection() throws {
        let result = try stats(try writeLog())
        #expect(result.status == 0)
        let out = result.standardOutput
        for expected in [
            "SwiftUI, one app at a time", "Cards     new 46 · learning 0 · review 2 · relearning 0",
            "Forecast (next 14 days)", "  Mon 11-30 ", "Reviews per day (last 12 weeks)",
            "0.0% true retention over the last 30 days (0/1; target 90.0%)",
            "Environment: 1 lapse (1 card)", "Edited since last reviewed", "  objects-by-type",
            "Orphaned ids (in the log, not in the course; kept)", "  a-card-since-removed",
        ] {
            #expect(out.contains(expected), "missing: \(expected)\n\(out)")
        }
        #expect(!out.contains("\u{1B}["))
    }

    @Test func aDamagedLineIsSkippedWithAWarningNamingItsLine() throws {
        let log = try temporaryFolder().appendingPathComponent("reviews.jsonl")
        try
            "{\"card\":\"x\",\"rating\":\"good\",\"at\":\"2026-11-30T09:00:00Z\"}\nnot json\n{\"card\":\"x\",\"rating\":\"good\",\"at\":\"2026-11-30T09:01:00Z\"}\n"
            .write(to: log, atomically: true, encoding: .utf8)
        let result = try stats(log, ["--json"])
        #expect(result.status == 0)
        #expect(result.standardError.contains("\(log.path):2: warning: not a record of the review log: "))
        let figures = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(figures["totalReviews"] as? Int == 2)
    }

    /// The line of a card's heading in the built-in lesson (the line before its marker).
    func headingLine(of card: String) throws -> Int {
        let lesson = try String(
            contentsOf: CourseProcess.packageRoot.appendingPathComponent("Content/lesson-19/lesson.md"),
            encoding: .utf8)
        let marker = try #require(lesson.components(separatedBy: "\n").firstIndex { $0.contains("card id=\(card) ") })
        return marker  // 0-based index of the marker = 1-based number of the heading above it
    }

    @Test func leechesAreListedWithTheirLapsesAndTheLineToRewrite() throws {
        let log = try leechLog()
        let place = "Content/lesson-19/lesson.md:\(try headingLine(of: "env-read-color-scheme"))"

        let text = try stats(log)
        #expect(text.status == 0, "\(text.standardError)")
        #expect(
            text.standardOutput.contains(
                "Leeches (forgotten 8 times or more; rewrite them)\n  env-read-color-scheme: 8 lapses · \(place)\n\n"),
            "\(text.standardOutput)")
        #expect(!text.standardOutput.contains("objects-by-type: 3 lapses"))

        let json = try stats(log, ["--json", "--leech-threshold", "3"])
        #expect(json.status == 0, "\(json.standardError)")
        let figures = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let leeches = try #require(figures["leeches"] as? [[String: Any]])
        #expect(leeches.map { $0["id"] as? String } == ["env-read-color-scheme", "objects-by-type"])
        #expect(leeches.map { $0["lapses"] as? Int } == [8, 3])
        #expect(leeches.first?["location"] as? String == place)

        // The settings file sets it too; the option wins over it.
        let config = try temporaryFolder()
        try FileManager.default.createDirectory(
            at: config.appendingPathComponent("course"), withIntermediateDirectories: true)
        try #"{"leech-threshold": 3}"#.write(
            to: config.appendingPathComponent("course/settings.json"), atomically: true, encoding: .utf8)
        let fromFile = try CourseProcess.run(
            ["stats", "--log", log.path, "--now", "2026-11-30T10:00:00Z", "--no-fuzz"],
            environment: ["TZ": "UTC", "XDG_CONFIG_HOME": config.path])
        #expect(fromFile.standardOutput.contains("Leeches (forgotten 3 times or more; rewrite them)"))
        #expect(fromFile.standardOutput.contains("  objects-by-type: 3 lapses · Content/lesson-19/lesson.md:"))
        let bad = try stats(log, ["--leech-threshold", "0"])
        #expect(bad.status == 64 && bad.standardError.contains("--leech-threshold"), "\(bad.standardError)")
    }

    /// `--lesson`, `--topic`, `--kind` as for the quiz: every figure counts the selected items and
    /// their answers only; orphaned ids stay those of the whole course.
    @Test func filtersSelectItemsAsTheQuizDoes() throws {
        let log = try writeLog()
        func figures(_ filters: [String]) throws -> [String: Any] {
            let result = try stats(log, ["--json"] + filters)
            #expect(result.status == 0, "\(filters): \(result.standardError)")
            return try #require(
                try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        }
        func perDay(_ json: [String: Any]) -> Int {
            (json["reviewsPerDay"] as? [[String: Any]] ?? []).compactMap { $0["count"] as? Int }.reduce(0, +)
        }

        let questions = try figures(["--kind", "question"])
        #expect(questions["cards"] as? [String: Int] == ["new": 11, "learning": 0, "review": 0, "relearning": 0])
        #expect(questions["totalReviews"] as? Int == 0 && perDay(questions) == 0)
        #expect(questions["editedSinceLastReview"] as? [String] == [])
        #expect(questions["orphanedIDs"] as? [String] == ["a-card-since-removed"])

        let environment = try figures(["--topic", "environment"])  // any case, as for the quiz
        // The 5 syntax cards among the Environment cards have a gap each.
        #expect(environment["cards"] as? [String: Int] == ["new": 15, "learning": 0, "review": 1, "relearning": 0])
        #expect(environment["totalReviews"] as? Int == 3 && perDay(environment) == 3)
        #expect((environment["topicsWithMostLapses"] as? [[String: Any]])?.first?["topic"] as? String == "Environment")

        let twoTopics = try figures([
            "--lesson", "19", "--kind", "syntax", "--topic", "Objects", "--topic", "Environment",
        ])
        // Those 9 cards have 11 gaps (two each in objects-by-type and objects-preview-modifier).
        #expect(twoTopics["cards"] as? [String: Int] == ["new": 18, "learning": 0, "review": 2, "relearning": 0])
        #expect(twoTopics["totalReviews"] as? Int == 5)
        #expect(twoTopics["editedSinceLastReview"] as? [String] == ["objects-by-type"])

        let text = try stats(log, ["--lesson", "19", "--kind", "question"])
        #expect(text.status == 0)
        #expect(
            text.standardOutput.contains("Cards     new 11 · learning 0 · review 0 · relearning 0"),
            "\(text.standardOutput)")
        #expect(text.standardOutput.contains("Reviews   0 in the log"))

        let nothing = try stats(log, ["--lesson", "3"])
        #expect(nothing.status == 64)
        #expect(
            nothing.standardError.contains("no cards or questions match the filters (lessons: 19; topics: "),
            "\(nothing.standardError)")
        let badKind = try stats(log, ["--kind", "poem"])
        #expect(badKind.status == 64 && badKind.standardError.contains("--kind"), "\(badKind.standardError)")
    }
}
