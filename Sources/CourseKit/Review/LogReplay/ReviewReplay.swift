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
    /// The one replay of the log.
    ///
    /// Its answers in effect, in order, through `scheduler`, each card's memory kept by its number
    /// (`cardIDs`), the cards `including` leaves out (by number) passed over. `body` sees each
    /// answer replayed: its index in `reviews` (it reads there the fields it needs: handed the
    /// record, it got a copy of it each time, a retain and release of each of its strings), its
    /// card's number, and the card's memory before and after it. Returns every card's memory by
    /// number (nil: none replayed).
    ///
    /// The quiz, its undo, `stats`, `history` and `history --cards` all replay through it (and
    /// `Scheduler.replay(_:from:)` for the few answers of one card).
    @inline(__always)
    func replay(
        with scheduler: Scheduler, including include: (_ card: Int) -> Bool = { _ in true },
        _ body: (_ index: Int, _ card: Int, _ before: CardMemory?, _ after: CardMemory) -> Void = { _, _, _, _ in }
    ) -> [CardMemory?] {
        var memories = [CardMemory?](repeating: nil, count: cardIDs.count)
        for index in reviews.indices {
            let card = Int(cardNumbers[index])
            guard include(card) else { continue }
            let before = memories[card]
            let after = scheduler.review(
                before, cardID: reviews[index].card, rating: reviews[index].rating, at: reviews[index].at)
            memories[card] = after
            body(index, card, before, after)
        }
        return memories
    }

    /// Every card's memory after all its answers still in effect, by card id.
    public func replay(with scheduler: Scheduler) -> [String: CardMemory] {
        replay(with: scheduler, only: nil)
    }

    /// The same for the cards in `only` (all when nil).
    ///
    /// A card's state depends on its own answers alone, so the quiz skips those of cards it cannot
    /// show (other lessons, orphans).
    public func replay(with scheduler: Scheduler, only: Set<String>?) -> [String: CardMemory] {
        let wanted = only.map { only in cardIDs.map(only.contains) }
        return byCard(replay(with: scheduler, including: { wanted?[$0] ?? true }))
    }

    /// Memories by card number (`replay`'s) as a dictionary by card id.
    func byCard(_ memories: [CardMemory?]) -> [String: CardMemory] {
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
        let only = card.flatMap { cardIDs.firstIndex(of: $0) }
        if card != nil, only == nil { return }
        _ = replay(with: scheduler, including: { only == nil || $0 == only }) { index, _, previous, next in
            let record = reviews[index]
            body(
                ReplayedReview(
                    record: record, elapsedDays: previous.map { (record.at - $0.lastReview).wholeDays },
                    retrievability: scheduler.retrievability(previous, at: record.at), memory: next))
        }
    }
}

extension Scheduler {
    /// `memory` after `answers`, one card's, in order.
    ///
    /// What an undo replays of a card (the answers after the one undone), not the whole log.
    func replay(_ answers: some Sequence<ReviewRecord>, from memory: CardMemory?) -> CardMemory? {
        answers.reduce(memory) { review($0, cardID: $1.card, rating: $1.rating, at: $1.at) }
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
        var hashes = [String?](repeating: nil, count: cardIDs.count)
        var order: [Int] = []
        let memories = replay(with: scheduler, including: { _ in true }) { index, card, before, _ in
            if before == nil { order.append(card) }
            if let hash = reviews[index].contentHash { hashes[card] = hash }
        }
        return order.map { ReplayedCard(card: cardIDs[$0], memory: memories[$0]!, contentHash: hashes[$0]) }
    }
}
