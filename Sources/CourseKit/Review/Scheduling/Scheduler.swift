/// FSRS-6 as py-fsrs 6.3.2 schedules it.
///
/// The memory update, then the learning / review / relearning state machine with its steps. A pure
/// value: the time of each review is passed in.
public struct Scheduler: Sendable {
    public let configuration: SchedulerConfiguration
    let model: MemoryModel

    public init(_ configuration: SchedulerConfiguration = SchedulerConfiguration()) {
        self.configuration = configuration
        self.model = MemoryModel(configuration)
    }

    /// The card after being answered `rating` at `now`; `memory` is `nil` for a never-reviewed card.
    ///
    /// `cardID` only seeds the fuzz.
    public func review(_ memory: CardMemory?, cardID: String, rating: Rating, at now: Timestamp) -> CardMemory {
        guard var card = memory else { return first(cardID: cardID, rating: rating, at: now) }
        let elapsed = (now - card.lastReview).wholeDays
        let wasInReview = card.state == .review
        var path = CardPath(stability: card.stability, difficulty: card.difficulty)
        _ = path.answer(rating, elapsedDays: elapsed, model: model.formulas)
        (card.stability, card.difficulty) = (path.stability, path.difficulty)
        card.reviewCount += 1
        if wasInReview, rating == .again { card.lapses += 1 }
        return schedule(card, cardID: cardID, rating: rating, at: now)
    }

    /// What each rating would give now, for button labels ("1 Again 1m · 2 Hard 6m · …").
    ///
    /// With fuzz on, these are exactly the intervals the answers get.
    public func preview(_ memory: CardMemory?, cardID: String, at now: Timestamp) -> [(
        rating: Rating, memory: CardMemory
    )] {
        Rating.allCases.map { ($0, review(memory, cardID: cardID, rating: $0, at: now)) }
    }

    /// The probability of recalling the card at `now` (0 for a never-reviewed card).
    public func retrievability(_ memory: CardMemory?, at now: Timestamp) -> Double {
        guard let memory else { return 0 }
        return model.retrievability(
            stability: memory.stability,
            elapsedDays: (now - memory.lastReview).wholeDays)
    }

    private func first(cardID: String, rating: Rating, at now: Timestamp) -> CardMemory {
        let card = CardMemory(
            state: .learning, step: 0, stability: model.initialStability(rating),
            difficulty: model.initialDifficulty(rating), due: now, lastReview: now,
            reviewCount: 1)
        return schedule(card, cardID: cardID, rating: rating, at: now)
    }

    /// The state machine, once stability and difficulty are updated.
    private func schedule(_ card: CardMemory, cardID: String, rating: Rating, at now: Timestamp) -> CardMemory {
        var card = card
        card.lastReview = now
        switch card.state {
        case .learning:
            return steps(card, configuration.learningSteps, cardID: cardID, rating: rating, at: now)
        case .relearning:
            return steps(card, configuration.relearningSteps, cardID: cardID, rating: rating, at: now)
        case .review:
            if rating == .again, let first = configuration.relearningSteps.first {
                card.state = .relearning
                card.step = 0
                card.due = now + first
                return card
            }
            return graduate(card, cardID: cardID, at: now)
        }
    }

    private func steps(
        _ card: CardMemory, _ steps: [TimeSpan], cardID: String, rating: Rating,
        at now: Timestamp
    ) -> CardMemory {
        var card = card
        let step = card.step ?? 0
        if steps.isEmpty || (step >= steps.count && rating != .again) {
            return graduate(card, cardID: cardID, at: now)
        }
        switch rating {
        case .again:
            card.step = 0
            card.due = now + steps[0]
        case .hard:
            if step == 0 && steps.count == 1 {
                card.due = now + steps[0].scaled(by: 3, over: 2)
            } else if step == 0 {
                card.due = now + (steps[0] + steps[1]).scaled(by: 1, over: 2)
            } else {
                card.due = now + steps[step]
            }
        case .good:
            if step + 1 == steps.count { return graduate(card, cardID: cardID, at: now) }
            card.step = step + 1
            card.due = now + steps[step + 1]
        case .easy:
            return graduate(card, cardID: cardID, at: now)
        }
        return card
    }

    /// Into (or staying in) review, due after an interval in whole days, fuzzed when enabled.
    private func graduate(_ card: CardMemory, cardID: String, at now: Timestamp) -> CardMemory {
        var card = card
        card.state = .review
        card.step = nil
        var days = model.intervalDays(stability: card.stability)
        if configuration.fuzz {
            days = Fuzz.interval(
                days: days, maximumInterval: configuration.maximumInterval,
                cardID: cardID, reviewCount: card.reviewCount)
        }
        card.due = now + .days(Int64(days))
        return card
    }
}
