import Foundation
import Testing

/// The review log's clock through the binary (issue 22, items 1, 2 and 11): a record another
/// machine wrote with a wrong clock, a time at the end of what the log can hold, and the quiz's own
/// records written again into a log replaced under it.
@Suite("the review log's clock: records dated in the future, the last year, records written again", .ownThreads)
struct LogClockTests {
    static let now = "2026-12-01T10:00:00Z"
    static let card = "env-read-color-scheme"

    static func run(_ arguments: [String], input: String? = nil) throws -> CourseProcess.Result {
        try CourseProcess.run(arguments, input: input, environment: ["TZ": "UTC"])
    }

    static func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    /// Another machine's clock said 2099: its answer, merged in, must not move today's answers to
    /// 2099 nor decide the card's state before 2099; every reader says so, `log check` lists it,
    /// `log repair` keeps it, and once its time has come it counts like any other answer.
    @Test func aRecordFromAClockInTheFutureDecidesNothingBeforeItsTime() throws {
        let log = try temporaryFolder().appendingPathComponent("reviews.jsonl")
        // Learned on the 20th (Good: the 10-minute step, due since); then "Easy in 2099" from the
        // machine with the wrong clock, merged in by a pull.
        let lines = [
            #"{"card":"\#(Self.card)","rating":"good","at":"2026-11-20T09:00:00Z","id":"0a00000000000001"}"#,
            #"{"card":"\#(Self.card)","rating":"easy","at":"2099-01-01T00:00:00Z","id":"0b00000000000001"}"#,
        ]
        try (lines.joined(separator: "\n") + "\n").write(to: log, atomically: true, encoding: .utf8)
        let warning =
            "\(log.path):2: warning: a record dated 2099-01-01T00:00:00Z, after now (\(Self.now)) by more than the clocks' tolerance of 1 minute (written on a machine whose clock was wrong?); it counts from that time on"

        // The card is due (its state is the answer of the 20th): shown first; Again today.
        let quiz = try Self.run(["quiz", "--log", log.path, "--now", Self.now, "--no-fuzz"], input: "\n1\nq\n")
        #expect(quiz.status == 0, "\(quiz.standardError)")
        #expect(quiz.standardError.contains(warning), "\(quiz.standardError)")
        #expect(quiz.standardOutput.contains("· \(Self.card)\n"), "\(quiz.standardOutput)")
        #expect(quiz.standardOutput.contains("Reviewed 1 item (again 1"), "\(quiz.standardOutput)")
        // Written at its own time, not moved to 2099.
        let answers = try logObjects(log).filter { $0["rating"] != nil }
        #expect(answers.count == 3)
        #expect(answers.last?["at"] as? String == Self.now && answers.last?["rating"] as? String == "again")

        // Scheduled from today: Again in learning is the 1-minute step.
        let cards = try Self.run(["history", "--log", log.path, "--cards", "--json", "--now", Self.now, "--no-fuzz"])
        #expect(cards.status == 0 && cards.standardError.contains(warning), "\(cards.standardError)")
        let card = try #require((try Self.json(cards.standardOutput) as? [[String: Any]])?.first)
        #expect(
            card["last_review"] as? String == Self.now && card["due"] as? String == "2026-12-01T10:01:00Z", "\(card)")
        #expect(card["answers"] as? Int == 2)
        // The answers, in time order, the one of 2099 last.
        let history = try Self.run(["history", "--log", log.path, "--json", "--now", Self.now, "--no-fuzz"])
        #expect(history.status == 0 && history.standardError.contains(warning), "\(history.standardError)")
        let replayed = try #require(try Self.json(history.standardOutput) as? [[String: Any]])
        #expect(replayed.map { $0["at"] as? String } == ["2026-11-20T09:00:00Z", Self.now, "2099-01-01T00:00:00Z"])
        let stats = try Self.run(["stats", "--log", log.path, "--json", "--now", Self.now, "--no-fuzz"])
        #expect(stats.status == 0 && stats.standardError.contains(warning), "\(stats.standardError)")
        let figures = try #require(try Self.json(stats.standardOutput) as? [String: Any])
        #expect(figures["totalReviews"] as? Int == 2)
        #expect((figures["cards"] as? [String: Any])?["learning"] as? Int == 1)

        // `log check` lists it, and nothing else: today's answer after it is no record out of order.
        let check = try Self.run(["log", "check", "--log", log.path, "--now", Self.now])
        #expect(check.status == 1)
        #expect(
            check.standardOutput.hasPrefix(
                "\(log.path):2: error: a record dated 2099-01-01T00:00:00Z, after now (\(Self.now)) by more than the clocks' tolerance of 1 minute (written on a machine whose clock was wrong?) [future-dated]\n"
            ),
            "\(check.standardOutput)")
        #expect(
            !check.standardOutput.contains("out-of-order") && check.standardOutput.contains("1 problem in"),
            "\(check.standardOutput)")
        // `log repair` keeps it as it is, and says so.
        let before = try Data(contentsOf: log)
        let repair = try Self.run(["log", "repair", "--log", log.path, "--now", Self.now])
        #expect(repair.status == 0, "\(repair.standardError)")
        #expect(
            repair.standardOutput.contains("\(log.path):2: kept: a record dated 2099-01-01T00:00:00Z"),
            "\(repair.standardOutput)")
        #expect(
            repair.standardOutput.contains("nothing to repair; the log is left as it is"), "\(repair.standardOutput)")
        #expect(try Data(contentsOf: log) == before)

        // In 2099 it is an answer like any other: the card's latest, and no warning.
        let later = "2099-01-02T00:00:00Z"
        let then = try Self.run(["history", "--log", log.path, "--cards", "--json", "--now", later, "--no-fuzz"])
        #expect(then.status == 0 && then.standardError.isEmpty, "\(then.standardError)")
        let cardThen = try #require((try Self.json(then.standardOutput) as? [[String: Any]])?.first)
        #expect(cardThen["last_review"] as? String == "2099-01-01T00:00:00Z" && cardThen["answers"] as? Int == 3)
        let checkThen = try Self.run(["log", "check", "--log", log.path, "--now", later])
        #expect(checkThen.status == 0, "\(checkThen.standardOutput)")
    }

    /// A sitting in the last second of the year 9999, after a record at its last instant: the
    /// answers are written at times the reader reads (there is none after that instant), and every
    /// command reads them.
    @Test func anAnswerAtTheLastInstantTheLogCanHoldIsReadBack() throws {
        let log = try temporaryFolder().appendingPathComponent("reviews.jsonl")
        let last = "9999-12-31T23:59:59Z"
        try
            (#"{"card":"objects-by-type","rating":"good","at":"9999-12-31T23:59:59.999999Z","id":"0a00000000000001"}"#
            + "\n")
            .write(to: log, atomically: true, encoding: .utf8)
        let quiz = try Self.run(
            ["quiz", "--log", log.path, "--now", last, "--no-fuzz", "--new-per-day", "2"],
            input: "\n3\n\n3\nq\n")
        #expect(quiz.status == 0, "\(quiz.standardError)")
        #expect(quiz.standardOutput.contains("Reviewed 2 items"), "\(quiz.standardOutput)")
        let text = try String(contentsOf: log, encoding: .utf8)
        #expect(!text.contains("10000-"), "\(text)")
        let history = try Self.run(["history", "--log", log.path, "--json", "--now", last, "--no-fuzz"])
        #expect(history.status == 0 && history.standardError.isEmpty, "\(history.standardError)")
        #expect((try Self.json(history.standardOutput) as? [Any])?.count == 3)
        let check = try Self.run(["log", "check", "--log", log.path, "--now", last])
        #expect(check.status == 0, "\(check.standardOutput)")
    }

    /// `stats --json` near the ends of the calendar the log holds: on the last and first days whose
    /// forecast and heatmap stay in the years 0000 to 9999, every date is one the schema allows; a
    /// day later (or earlier) is refused with a message that names the day, and nothing is printed.
    @Test(arguments: [
        ("9999-12-18T23:59:59Z", nil), ("0000-03-24T00:00:00Z", nil),
        ("9999-12-19T00:00:00Z", "the forecast's last day would be 10000-01-01"),
        ("9999-12-31T23:59:59Z", "the forecast's last day would be 10000-01-13"),
        ("0000-03-23T23:59:59Z", "the heatmap's first day would be -0001-12-31"),
    ])
    func statsAtTheEndsOfTimeStayInsideTheSchema(now: String, refusal: String?) throws {
        let log = try temporaryFolder().appendingPathComponent("reviews.jsonl")
        try (#"{"card":"objects-by-type","rating":"good","at":"\#(now)"}"# + "\n").write(
            to: log, atomically: true, encoding: .utf8)
        let stats = try Self.run([
            "stats", "--log", log.path, "--json", "--now", now, "--no-fuzz", "--day-start-hour", "0",
        ])
        if let refusal {
            #expect(stats.status == 64 && stats.standardOutput.isEmpty, "\(stats.standardError)")
            #expect(stats.standardError.contains("--now: \(refusal), outside the years 0000 to 9999"))
            return
        }
        #expect(stats.status == 0, "\(stats.standardError)")
        let figures = try #require(try Self.json(stats.standardOutput) as? [String: Any])
        let days =
            (figures["forecast"] as? [[String: Any]] ?? []) + (figures["reviewsPerDay"] as? [[String: Any]] ?? [])
        let dates = days.compactMap { $0["date"] as? String }
        #expect(dates.count == 14 + 84)
        let pattern = try schemaDatePattern()
        for date in dates {
            #expect(
                date.range(of: pattern, options: .regularExpression) != nil,
                "\(date) is not a date of stats.schema.json")
        }
        if now.hasPrefix("9999") {
            #expect(dates.first == "9999-12-18" && dates[13] == "9999-12-31")
        } else {
            #expect(dates.first == "0000-03-24" && dates[14] == "0000-01-01" && dates.last == "0000-03-24")
        }
        if SchemaTests.hasValidator {
            #expect(
                try SchemaValidator.validate(schema: "stats", [("stats", Data(stats.standardOutput.utf8))]) == [
                    "stats": []
                ])
        }
    }

    /// The `date` pattern of docs/schemas/stats.schema.json.
    func schemaDatePattern() throws -> String {
        let url = SchemaValidator.schemasFolder.appendingPathComponent("stats.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        let dayCount = try #require(definitions["dayCount"] as? [String: Any])
        let date = try #require((dayCount["properties"] as? [String: Any])?["date"] as? [String: Any])
        return try #require(date["pattern"] as? String)
    }

    /// A pull mid-sitting brings a log whose last answer (from the other machine) is later than
    /// this sitting's answers; the quiz appends the one the new file lacks again, as it was. The
    /// log holds only what `course` wrote, through documented steps: `log check` finds nothing.
    @Test func theQuizsRecordsWrittenAgainAreNoRecordsOutOfOrder() throws {
        let log = try temporaryFolder().appendingPathComponent("reviews.jsonl")
        let quiz = try RunningCourse(["quiz", "--log", log.path, "--now", ReplacedLogQuizTests.now, "--no-fuzz"])
        defer { if quiz.process.isRunning { quiz.kill() } }
        #expect(quiz.waitFor("to show the answer"))
        ReplacedLogQuizTests.answer(quiz, "3", count: 1)
        ReplacedLogQuizTests.answer(quiz, "3", count: 2)
        // The other machine answered half a minute after this sitting's fixed time.
        let firstLine = try #require(try String(contentsOf: log, encoding: .utf8).split(separator: "\n").first)
        try ReplacedLogQuizTests.renameOver(
            log,
            with: firstLine + "\n"
                + ReplacedLogQuizTests.answerFromElsewhere(
                    ReplacedLogQuizTests.cards[3], at: "2026-11-30T10:00:30Z", id: "e15e000000000001"))
        ReplacedLogQuizTests.answer(quiz, "3", count: 3)
        #expect(quiz.waitFor("1 record of this sitting it lacked is written to it again."), "\(quiz.standardOutput)")
        quiz.send("q")
        #expect(quiz.closeInputAndWait() == 0, "\(quiz.standardError)")
        let check = try Self.run(["log", "check", "--log", log.path])
        #expect(check.status == 0, "\(check.standardOutput)")
        #expect(check.standardOutput == "\(log.path): no problems\n")
        #expect(try logObjects(log).filter { $0["rating"] != nil }.count == 4)
    }
}
