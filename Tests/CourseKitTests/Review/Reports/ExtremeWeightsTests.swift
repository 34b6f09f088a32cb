import Foundation
import Testing

@testable import CourseKit

/// Weights anywhere inside the bounds the options accept can drive the model (as py-fsrs, which
/// has no upper limit on stability) to stabilities past 2^63, past the largest double, and then to
/// NaN. Every report and the quiz take whatever it gives: nothing traps, JSON stays JSON.
@Suite struct ExtremeWeightsTests {
    static let start = ISO8601.parse("2026-11-30T10:00:00Z")!

    /// The defaults with w19 = 0: same-day answers then multiply stability by e^(w17·(1 + w18))
    /// each, with nothing to slow it down.
    static let noShortTermDecay: SchedulerConfiguration = {
        var values = FSRSWeights.defaults.values
        values[19] = 0
        var configuration = SchedulerConfiguration()
        configuration.weights = try! FSRSWeights(values)
        configuration.fuzz = false
        return configuration
    }()

    static func sameDayEasyAnswers(_ count: Int) throws -> ReviewLog {
        let text = (0..<count).map {
            LogLineText.review(ReviewRecord(card: "c1", rating: .easy, at: start + .seconds(Int64($0))))
        }.joined()
        return Array(text.utf8).withUnsafeBytes { ReviewLog.parse($0, path: "log") }
    }

    private func jsonArray(_ bytes: [UInt8]) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [[String: Any]])
    }

    @Test func seventySameDayEasyAnswersPassTwoToThe63() throws {
        let scheduler = Scheduler(Self.noShortTermDecay)
        let log = try Self.sameDayEasyAnswers(70)
        let history = log.history(with: scheduler)
        #expect(history.last!.memory.stability > 0x1p63 / 100)
        let rows = try jsonArray(HistoryReport.json(history))
        #expect(rows.last?["stability"] as? Double == history.last!.memory.stability)
        let table = HistoryReport.table(history)
        #expect(table.contains("\(history.last!.memory.stability)"))
        #expect(
            CardsReport.table(log.replayCards(with: scheduler), scheduler: scheduler, now: Self.start).contains("e+"))
    }

    @Test func stabilityPastTheLargestDoubleIsNullInJSONAndAWordInText() throws {
        let scheduler = Scheduler(Self.noShortTermDecay)
        let log = try Self.sameDayEasyAnswers(1500)
        let history = log.history(with: scheduler)
        #expect(history.last!.memory.stability == .infinity)
        let rows = try jsonArray(HistoryReport.json(history))
        #expect(rows.last?["stability"] is NSNull)
        #expect(rows.first?["stability"] as? Double == 8.2956)
        let lastRow = try #require(HistoryReport.table(history).split(separator: "\n").last)
        #expect(lastRow.contains(" infinite "))
        let cards = log.replayCards(with: scheduler)
        #expect(
            try jsonArray(CardsReport.json(cards, scheduler: scheduler, now: Self.start + .days(30))).first?[
                "stability"] is NSNull)
        #expect(CardsReport.table(cards, scheduler: scheduler, now: Self.start).contains(" infinite "))
        #expect(HistoryReport.fixed(.nan, 2) == "undefined" && HistoryReport.percent(.nan) == "undefined")
        #expect(HistoryReport.fixed(-.infinity, 2) == "-infinite" && HistoryReport.fixed(-1.125, 2) == "-1.13")
    }

    /// Random weights within the bounds (often at a bound or just inside), random settings, random answers:
    /// through `history` (JSON and table), `history --cards`, `stats` (JSON and text) and the quiz's
    /// session, keys and summary. Seeded, so that a failure repeats.
    @Test func anyAcceptedWeightsAndAnswersGoThroughEveryReportAndTheQuiz() throws {
        var random = SplitMix64(seed: 0x5EED_F5C5)
        var sawInfinity = false
        var sawNaN = false
        for round in 0..<100 {
            let settings = try Self.randomSettings(&random, defaultsWithW19Zero: round == 0)
            let scheduler = Scheduler(settings.scheduler)
            let (log, now) = try Self.randomLog(&random, round: round)
            let history = log.history(with: scheduler)
            sawInfinity = sawInfinity || history.contains { $0.memory.stability.isInfinite }
            sawNaN = sawNaN || history.contains { $0.memory.stability.isNaN }
            let context = "round \(round): weights \(settings.scheduler.weights.values)"

            #expect(try jsonArray(HistoryReport.json(history)).count == history.count, "\(context)")
            #expect(HistoryReport.table(history).split(separator: "\n").count >= history.count + 1, "\(context)")
            let cards = log.replayCards(with: scheduler)
            #expect(
                try jsonArray(CardsReport.json(cards, scheduler: scheduler, now: now)).count == cards.count,
                "\(context)")
            #expect(!CardsReport.table(cards, scheduler: scheduler, now: now).isEmpty)

            let items = Self.cardIDs.map { StudyItem.sample($0) }
            let day = StudyDay(startHour: settings.dayStartHour, timeZone: TimeZone(identifier: "UTC")!)
            let stats = CourseStats(items: items, log: log, scheduler: scheduler, now: now, day: day)
            let statsJSON = try JSONEncoder().encode(stats)
            #expect(try JSONSerialization.jsonObject(with: statsJSON) is [String: Any], "\(context)")
            #expect(StatsReport(stats: stats, courseTitle: "Course", usesColor: false).text.contains("Forecast"))

            try Self.quiz(items, log: log, scheduler: scheduler, settings: settings, from: now, &random)
        }
        #expect(sawInfinity && sawNaN, "the rounds reach infinite and NaN stabilities")
    }

    static let cardIDs = ["a", "b", "c"]

    static func randomSettings(_ random: inout SplitMix64, defaultsWithW19Zero: Bool) throws -> ReviewSettings {
        var settings = ReviewSettings()
        if defaultsWithW19Zero {
            settings.scheduler = noShortTermDecay
            return settings
        }
        let weights = FSRSWeights.bounds.map { bound -> Double in
            switch random.next() % 4 {
            case 0: bound.lowerBound
            case 1: bound.upperBound
            case 2: bound.lowerBound + (bound.upperBound - bound.lowerBound) * 1e-9
            default: Double.random(in: bound, using: &random)
            }
        }
        let retentions = ["0.9", "0.5", "0.999999", "0.000001", "\(Double.random(in: 0.01...0.99, using: &random))"]
        let values = [
            "weights": weights.map { "\($0)" }.joined(separator: ","),
            "retention": retentions[Int(random.next() % 5)],
            "max-interval": ["1", "36500", "\(random.next() % 36500 + 1)"][Int(random.next() % 3)],
            "learning-steps": ["", "1m,10m", "1s", "1d,2d,3d"][Int(random.next() % 4)],
            "relearning-steps": ["", "10m", "30s,1d"][Int(random.next() % 3)],
            "fuzz": random.next() % 2 == 0 ? "true" : "false",
        ]
        for (name, value) in values { try settings.set(name, to: value) }
        return settings
    }

    /// Up to 150 answers to three cards, mostly a few minutes apart, sometimes days or years, now
    /// and then at the same second or earlier than the one before; some undone. One round in four
    /// has a burst of 600 answers within the hour, none of them `again` until its end.
    static func randomLog(_ random: inout SplitMix64, round: Int) throws -> (ReviewLog, Timestamp) {
        var time = start
        var lines: [String] = []
        let count = round == 0 ? 1500 : Int(random.next() % 150) + 1
        let burst = round % 4 == 1 ? Int(random.next() % UInt64(count)) : -1
        for index in 0..<count {
            if index == burst {
                let card = cardIDs[Int(random.next() % 3)]
                for second in 0..<600 {
                    let rating = second == 599 ? Rating.again : Rating.allCases[Int(random.next() % 3) + 1]
                    lines.append(
                        LogLineText.review(ReviewRecord(card: card, rating: rating, at: time + .seconds(Int64(second))))
                    )
                }
                time = time + .seconds(600)
            }
            switch random.next() % 10 {
            case 0: time = time + .days(Int64(random.next() % 400) + 1)
            case 1: time = time + .seconds(-Int64(random.next() % 3600))
            case 2: break
            default: time = time + .seconds(Int64(random.next() % 600))
            }
            let card = round == 0 ? "a" : cardIDs[Int(random.next() % 3)]
            if random.next() % 12 == 0 {
                lines.append(LogLineText.undo(card: card, at: time))
            } else {
                let rating = round == 0 ? Rating.easy : Rating.allCases[Int(random.next() % 4)]
                lines.append(LogLineText.review(ReviewRecord(card: card, rating: rating, at: time)))
            }
        }
        let log = Array(lines.joined().utf8).withUnsafeBytes { ReviewLog.parse($0, path: "log") }
        return (log, time + .seconds(Int64(random.next() % 100_000)))
    }

    /// A sitting: each card shown, its keys drawn, answered (sometimes undone), then the summary.
    static func quiz(
        _ items: [StudyItem], log: ReviewLog, scheduler: Scheduler, settings: ReviewSettings,
        from now: Timestamp, _ random: inout SplitMix64
    ) throws {
        var clock = now
        let studyScheduler = FSRSStudyScheduler(scheduler: scheduler, log: log, answerLog: UnwrittenLog())
        let session = StudySession(
            items: items, scheduler: studyScheduler,
            day: StudyDay(startHour: settings.dayStartHour, timeZone: TimeZone(identifier: "UTC")!),
            clock: { clock }, monotonic: { clock.date.timeIntervalSince1970 })
        let screen = QuizScreen(markdown: TerminalMarkdown(width: 80, usesColor: false))
        for _ in 0..<12 {
            guard let item = session.next() else { break }
            _ = screen.header(for: item, remaining: session.remaining)
            #expect(!screen.ratingKeys(session.intervals(for: item)).map(\.plainText).joined().isEmpty)
            try session.answer(Rating.allCases[Int(random.next() % 4)])
            if random.next() % 5 == 0 { _ = try session.undo() }
            clock += Double(random.next() % 1000)
        }
        #expect(!session.summary().lines.isEmpty)
    }
}
