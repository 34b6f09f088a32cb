import Foundation
import Testing

@testable import CourseKit

@Suite struct ReviewLogGrowthTests {
    static let start = ISO8601.parse("2026-11-30T10:00:00Z")!

    static func parse(_ lines: [String], work: WorkCounter? = nil) throws -> ReviewLog {
        Array(lines.joined().utf8).withUnsafeBytes { ReviewLog.parse($0, path: "log", work: work) }
    }

    /// N answers to one card, N answers to other cards, then N undos of the first card's answers:
    /// each undo used to search back past the N others and shift them down (25k took 4 s, 100k 90 s).
    static func undoLog(_ n: Int) -> [String] {
        var time = start
        func next() -> Timestamp {
            time = time + .seconds(1)
            return time
        }
        return (0..<n).map { _ in LogLineText.review(ReviewRecord(card: "x", rating: .good, at: next())) }
            + (0..<n).map { LogLineText.review(ReviewRecord(card: "other-\($0)", rating: .good, at: next())) }
            + (0..<n).map { _ in LogLineText.undo(card: "x", at: next()) }
    }

    @Test func undoingManyAnswersIsLinear() throws {
        try expectLinearGrowth(from: 2000, "undos of a card's answers behind many others") { n in
            try counting { work in
                let log = try Self.parse(Self.undoLog(n), work: work)
                #expect(log.reviews.count == n && log.undone.count == n && log.reviews.allSatisfy { $0.card != "x" })
            }
        }
    }

    /// Random answers and undos to a few cards, against the plain model of an undo: it takes out
    /// the card's latest answer still in effect (or, with none, is ignored with a warning).
    @Test func undosTakeOutEachCardsLatestAnswerInEffect() throws {
        var random = SplitMix64(seed: 11)
        for _ in 0..<200 {
            var lines: [String] = []
            var inEffect: [(card: String, line: Int)] = []
            var undone: [Int] = []
            var ignored = 0
            for line in 1...Int(random.next() % 60 + 1) {
                let card = "c\(random.next() % 4)"
                let at = Self.start + .seconds(Int64(line))
                if random.next() % 3 == 0 {
                    lines.append(LogLineText.undo(card: card, at: at))
                    if let index = inEffect.lastIndex(where: { $0.card == card }) {
                        undone.append(inEffect.remove(at: index).line)
                    } else {
                        ignored += 1
                    }
                } else {
                    lines.append(LogLineText.review(ReviewRecord(card: card, rating: .good, at: at)))
                    inEffect.append((card, line))
                }
            }
            let log = try Self.parse(lines)
            #expect(log.reviews.map(\.line) == inEffect.map(\.line))
            #expect(log.reviews.map(\.card) == inEffect.map(\.card))
            #expect(log.undone.map(\.line) == undone)
            #expect(log.warnings.count == ignored)
            // The replay's card numbers still match the answers they stand for.
            let replayed = log.replayCards(with: Scheduler())
            #expect(replayed.map(\.memory.reviewCount).reduce(0, +) == inEffect.count)
            for card in replayed {
                #expect(card.memory.reviewCount == inEffect.filter { $0.card == card.card }.count)
            }
        }
    }
}
