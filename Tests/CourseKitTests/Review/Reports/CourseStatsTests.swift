import Foundation
import Testing

@testable import CourseKit

@Suite("Course stats from the answers in effect")
struct CourseStatsTests {
    static let now = Timestamp(secondsSince1970: 1_796_032_800)  // 2026-11-30 10:00 UTC
    static let day = StudyDay(startHour: 4, timeZone: TimeZone(identifier: "UTC")!)

    func daysAgo(_ days: Double) -> Timestamp { Self.now - days * 86400 }

    func stats(_ answers: [ReviewRecord]) throws -> CourseStats {
        var configuration = SchedulerConfiguration()
        configuration.fuzz = false
        let items = [
            StudyItem.sample("a", topic: "Environment"), StudyItem.sample("b", topic: "Objects"),
            StudyItem.sample("c", topic: "Objects"),
        ]
        // The answers as review-log lines, read back as the command reads its log.
        let text =
            answers.map { answer in
                let hash = answer.contentHash.map { #","hash":"\#($0)""# } ?? ""
                return
                    #"{"card":"\#(answer.card)","rating":"\#(answer.rating.word)","at":"\#(ISO8601.format(answer.at))"\#(hash)}"#
            }.joined(separator: "\n") + "\n"
        let log = Array(text.utf8).withUnsafeBytes { ReviewLog.parse($0, path: "test.jsonl") }
        return CourseStats(items: items, log: log, scheduler: Scheduler(configuration), now: Self.now, day: Self.day)
    }

    /// The replay cut into parts (at once, on a long log) gives what one part gives: a log of
    /// 24,000 answers to 300 cards, some to cards the course has, with edits, lapses and undos.
    @Test func anyNumberOfPartsGivesTheSameStatistics() {
        var generator = SplitMix64(seed: 7)
        var text = ""
        let items = (0..<40).map { StudyItem.sample("card-\($0)", topic: "topic-\($0 % 5)") }
        for n in 0..<24_000 {
            let card = Int(generator.next() % 300)
            let at = Self.now + TimeSpan.seconds(-Int64(24_000 - n) * 2_000)
            let rating = ["again", "hard", "good", "easy"][Int(generator.next() % 4)]
            text +=
                #"{"card":"card-\#(card)","rating":"\#(rating)","at":"\#(ISO8601.format(at))","hash":"h\#(generator.next() % 3)"}"#
                + "\n"
            if generator.next() % 50 == 0 {
                text += #"{"type":"undo","card":"card-\#(card)","at":"\#(ISO8601.format(at))"}"# + "\n"
            }
        }
        let log = Array(text.utf8).withUnsafeBytes { ReviewLog.parse($0, path: "test.jsonl") }
        #expect(log.reviews.count > 20_000 && log.problems.isEmpty)
        let scheduler = Scheduler(SchedulerConfiguration())
        let one = CourseStats(items: items, log: log, scheduler: scheduler, now: Self.now, day: Self.day, parts: 1)
        #expect(one.totalReviews == log.reviews.count && one.retention.reviews > 0 && !one.orphanedIDs.isEmpty)
        for parts in [2, 3, 7] {
            #expect(
                CourseStats(items: items, log: log, scheduler: scheduler, now: Self.now, day: Self.day, parts: parts)
                    == one)
        }
        #expect(CourseStats(items: items, log: log, scheduler: scheduler, now: Self.now, day: Self.day) == one)
    }

    @Test func countsRetentionLapsesEditsAndOrphans() throws {
        let result = try stats([
            ReviewRecord(card: "a", rating: .easy, at: daysAgo(20), contentHash: "hash-a"),  // review, due in 8 days
            ReviewRecord(card: "gone", rating: .good, at: daysAgo(15), contentHash: "old"),
            ReviewRecord(card: "a", rating: .again, at: daysAgo(10), contentHash: "hash-a"),  // a lapse: relearning
            ReviewRecord(card: "a", rating: .good, at: daysAgo(10) + 600, contentHash: "hash-a"),
            ReviewRecord(card: "b", rating: .good, at: daysAgo(0.1), contentHash: "an older text"),
        ])
        #expect(result.cards == CourseStats.Counts(new: 1, learning: 1, review: 1, relearning: 0))
        #expect(result.retention.reviews == 1 && result.retention.passed == 0 && result.retention.rate == 0)
        #expect(result.topicsWithMostLapses == [CourseStats.TopicLapses(topic: "Environment", lapses: 1, cards: 1)])
        #expect(result.editedSinceLastReview == ["b"])
        #expect(result.orphanedIDs == ["gone"])
        #expect(result.totalReviews == 5)
        #expect(
            result.reviewsPerDay.count == 84
                && result.reviewsPerDay.last == CourseStats.DayCount(date: "2026-11-30", count: 1))
        #expect(result.reviewsPerDay.map(\.count).reduce(0, +) == 5)
        #expect(result.forecast.count == 14 && result.forecast[0].date == "2026-11-30")
        // b's 10-minute step ended hours ago; a's short post-lapse interval ended days ago: both
        // overdue, so due now and counted in today's bar.
        #expect(result.due == CourseStats.Due(now: 2, today: 2, tomorrow: 0))
        #expect(result.forecast.map(\.count) == [2] + Array(repeating: 0, count: 13))
    }

    @Test func firstReviewOfTheDayOnlyCountsForTrueRetention() throws {
        let result = try stats([
            ReviewRecord(card: "a", rating: .easy, at: daysAgo(29)),
            ReviewRecord(card: "a", rating: .good, at: daysAgo(5)),  // review, passed
            ReviewRecord(card: "a", rating: .again, at: daysAgo(5) + 60),  // same day, not counted
        ])
        #expect(result.retention.reviews == 1 && result.retention.passed == 1)
    }

    @Test func reportShowsEverySectionInPlainText() throws {
        let report = StatsReport(
            stats: try stats([ReviewRecord(card: "gone", rating: .good, at: daysAgo(1))]),
            courseTitle: "Test course", usesColor: false)
        let text = report.text
        for heading in [
            "Cards     new 3", "Forecast (next 14 days)", "Reviews per day (last 12 weeks)",
            "Topics with most lapses", "Edited since last reviewed", "Orphaned ids", "  gone",
        ] {
            #expect(text.contains(heading), "missing \(heading)")
        }
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("  Mon "))
    }
}
