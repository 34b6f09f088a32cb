import Foundation
import Testing

@testable import CourseKit

/// The quiz replays only the answers of the cards it may show; what it sees must not change.
@Suite struct FSRSStudySchedulerTests {
    @Test func replayingOnlyTheShownCardsGivesTheSameStatesAndCounts() throws {
        let start = ISO8601.parse("2026-11-20T10:00:00Z")!
        var lines: [String] = []
        let ratings: [Rating] = [.good, .again, .hard, .easy, .good, .good]
        for day in 0..<9 {
            for (index, card) in ["shown", "other-lesson", "orphan"].enumerated() {
                let rating = ratings[(day + index) % ratings.count]
                lines.append(
                    LogLineText.review(
                        ReviewRecord(card: card, rating: rating, at: start + .days(Int64(day)) + .minutes(Int64(index)))
                    ))
            }
        }
        lines.append(LogLineText.undo(card: "orphan", at: start + .days(9)))
        let log = Array(lines.joined().utf8).withUnsafeBytes { ReviewLog.parse($0, path: "log") }
        let scheduler = Scheduler(SchedulerConfiguration())
        let all = FSRSStudyScheduler(scheduler: scheduler, log: log, answerLog: UnwrittenLog())
        let some = FSRSStudyScheduler(
            scheduler: scheduler, log: log, items: ["shown", "never-answered"], answerLog: UnwrittenLog())
        #expect(some.memory(of: "shown") == all.memory(of: "shown") && some.memory(of: "shown") != nil)
        #expect(all.memory(of: "never-answered") == nil && some.memory(of: "never-answered") == nil)
        for card in ["shown", "other-lesson", "orphan", "never-answered"] {
            #expect(some.reviewCount(of: card) == all.reviewCount(of: card), "\(card)")
        }
        #expect(some.reviewCount(of: "orphan") == 8 && some.reviewCount(of: "other-lesson") == 9)
    }
}
