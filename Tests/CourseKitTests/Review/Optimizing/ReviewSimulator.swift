@testable import CourseKit

/// A learner whose memory is FSRS-6 with known weights: each card is answered when the scheduler
/// (with those weights) makes it due, and recalled with the probability those weights predict.
/// Recalled answers are Hard, Good or Easy at fixed rates; a forgotten one is Again.
struct ReviewSimulator {
    var weights: [Double]
    var cards = 600
    /// Cards are introduced evenly over the first `introductionDays`, then studied until `days`.
    var introductionDays = 120
    var days = 365
    var seed: UInt64 = 7

    func answers() throws -> [ReviewRecord] {
        let scheduler = Scheduler(SchedulerConfiguration(weights: try FSRSWeights(weights)))
        var random = SplitMix64(seed: seed)
        let start = Timestamp(microseconds: 1_767_225_600_000_000)  // 2026-01-01T00:00:00Z
        let end = start + .days(Int64(days))
        var records: [ReviewRecord] = []
        for card in 0..<cards {
            let id = "card-\(card)"
            var now = start + .days(Int64(card * introductionDays / cards)) + .seconds(Int64(random.next() % 36_000))
            var memory: CardMemory?
            while now < end {
                let rating = Self.rating(
                    recalled: unit(&random) < scheduler.retrievability(memory, at: now) || memory == nil,
                    first: memory == nil, &random)
                records.append(ReviewRecord(card: id, rating: rating, at: now, durationMilliseconds: 4_000))
                let next = scheduler.review(memory, cardID: id, rating: rating, at: now)
                memory = next
                now = next.due + .seconds(Int64(random.next() % 7_200))
            }
        }
        return records.sorted { $0.at < $1.at }
    }

    private func unit(_ random: inout SplitMix64) -> Double { Double(random.next() >> 11) * 0x1.0p-53 }

    private static func rating(recalled: Bool, first: Bool, _ random: inout SplitMix64) -> Rating {
        let u = Double(random.next() >> 11) * 0x1.0p-53
        if first { return u < 0.2 ? .again : u < 0.35 ? .hard : u < 0.9 ? .good : .easy }
        guard recalled else { return .again }
        return u < 0.15 ? .hard : u < 0.9 ? .good : .easy
    }
}
