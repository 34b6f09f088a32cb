/// One answer of the log, replayed: what the scheduler made of it.
public struct ReplayedReview: Sendable {
    public var record: ReviewRecord
    /// Whole days since the card's previous answer; `nil` for its first.
    public var elapsedDays: Int?
    /// The probability of recall just before the answer (0 for the first).
    public var retrievability: Double
    /// The card after the answer.
    public var memory: CardMemory
}

extension ReviewLog {
    /// Every card's memory after all its answers still in effect, by card id.
    public func replay(with scheduler: Scheduler) -> [String: CardMemory] {
        var memories: [String: CardMemory] = [:]
        memories.reserveCapacity(1024)
        for record in reviews {
            let previous = memories[record.card]
            memories[record.card] = scheduler.review(previous, cardID: record.card, rating: record.rating, at: record.at)
        }
        return memories
    }

    /// Each answer with the state it led to, in the log's order; only `card`'s when given.
    public func history(with scheduler: Scheduler, card: String? = nil) -> [ReplayedReview] {
        var memories: [String: CardMemory] = [:]
        var replayed: [ReplayedReview] = []
        replayed.reserveCapacity(card == nil ? reviews.count : 64)
        for record in reviews where card == nil || record.card == card {
            let previous = memories[record.card]
            let next = scheduler.review(previous, cardID: record.card, rating: record.rating, at: record.at)
            memories[record.card] = next
            replayed.append(ReplayedReview(
                record: record, elapsedDays: previous.map { (record.at - $0.lastReview).wholeDays },
                retrievability: scheduler.retrievability(previous, at: record.at), memory: next))
        }
        return replayed
    }
}
