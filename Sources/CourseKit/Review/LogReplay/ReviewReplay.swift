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
        replay(with: scheduler, only: nil)
    }

    /// The same for the cards in `only` (all when nil): a card's state depends on its own answers
    /// alone, so the quiz skips those of cards it cannot show (other lessons, orphans).
    public func replay(with scheduler: Scheduler, only: Set<String>?) -> [String: CardMemory] {
        var memories = [CardMemory?](repeating: nil, count: cardIDs.count)
        let wanted = only.map { only in cardIDs.map(only.contains) } ?? []
        for (record, number) in zip(reviews, cardNumbers) {
            let number = Int(number)
            if only != nil, !wanted[number] { continue }
            memories[number] = scheduler.review(memories[number], cardID: record.card, rating: record.rating, at: record.at)
        }
        var byCard: [String: CardMemory] = [:]
        byCard.reserveCapacity(cardIDs.count)
        for (id, memory) in zip(cardIDs, memories) { byCard[id] = memory }
        return byCard
    }

    /// How many answers in effect each card has, by card id.
    public func answerCounts() -> [String: Int] {
        var counts = [Int](repeating: 0, count: cardIDs.count)
        for number in cardNumbers { counts[Int(number)] += 1 }
        return Dictionary(uniqueKeysWithValues: zip(cardIDs, counts))
    }

    /// Each answer with the state it led to, in the log's order; only `card`'s when given.
    public func history(with scheduler: Scheduler, card: String? = nil) -> [ReplayedReview] {
        var replayed: [ReplayedReview] = []
        replayed.reserveCapacity(card == nil ? reviews.count : 64)
        replayEach(with: scheduler, card: card) { replayed.append($0) }
        return replayed
    }

    /// The same, one answer at a time, without keeping them all.
    public func replayEach(with scheduler: Scheduler, card: String? = nil, _ body: (ReplayedReview) -> Void) {
        var memories = [CardMemory?](repeating: nil, count: cardIDs.count)
        let only = card.flatMap { cardIDs.firstIndex(of: $0) }.map(Int32.init)
        if card != nil, only == nil { return }
        for (record, number) in zip(reviews, cardNumbers) where only == nil || number == only {
            let previous = memories[Int(number)]
            let next = scheduler.review(previous, cardID: record.card, rating: record.rating, at: record.at)
            memories[Int(number)] = next
            body(ReplayedReview(
                record: record, elapsedDays: previous.map { (record.at - $0.lastReview).wholeDays },
                retrievability: scheduler.retrievability(previous, at: record.at), memory: next))
        }
    }
}

/// A card as the whole log leaves it.
public struct ReplayedCard: Sendable {
    public var card: String
    public var memory: CardMemory
    /// The content hash stored with its latest answer, if any.
    public var contentHash: String?
}

extension ReviewLog {
    /// Every card answered in the log, in the order of their first answer, as the log leaves it.
    public func replayCards(with scheduler: Scheduler) -> [ReplayedCard] {
        var memories = [CardMemory?](repeating: nil, count: cardIDs.count)
        var hashes = [String?](repeating: nil, count: cardIDs.count)
        var order: [Int] = []
        for (record, number) in zip(reviews, cardNumbers) {
            let number = Int(number)
            if memories[number] == nil { order.append(number) }
            memories[number] = scheduler.review(memories[number], cardID: record.card, rating: record.rating, at: record.at)
            if let hash = record.contentHash { hashes[number] = hash }
        }
        return order.map { ReplayedCard(card: cardIDs[$0], memory: memories[$0]!, contentHash: hashes[$0]) }
    }
}
