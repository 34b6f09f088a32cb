/// The answers a fit trains on and is scored on, as py-fsrs 6.3.2's `Optimizer` takes them.
///
/// Each card's answers in time order, only its first 64. The first answer of a card sets its
/// stability and difficulty and is never scored; an answer one whole 24-hour period or more after
/// the previous one is a *long-term review*, scored and followed by the long-term stability update;
/// one on the same day only updates stability with the short-term formula.
///
/// Built from the log's answers with undone ones already left out. Cards are in order of their ids
/// and each card's answers in the replay's order (time, then the answer's own `id`; ties among
/// answers written before ids by rating), so the set, and every fit made from it, is the same
/// whatever the order of the lines in the file.
struct TrainingSet: Sendable {
    static let maximumAnswersPerCard = 64

    struct Answer: Sendable, Equatable {
        var rating: Rating
        var at: Timestamp
        /// Whole days since the card's previous answer; nil for its first.
        var elapsedDays: Int?

        var isLongTermReview: Bool { (elapsedDays ?? 0) >= 1 }
        /// Again counts as forgotten; every other rating as recalled.
        var recalled: Bool { rating != .again }
    }

    /// One card's answers, its first `maximumAnswersPerCard`, oldest first.
    var cards: [[Answer]]

    /// How many answers are long-term reviews: what the loss is summed over.
    var longTermReviewCount: Int {
        cards.reduce(0) { $0 + $1.filter(\.isLongTermReview).count }
    }

    init(cards: [[Answer]]) {
        self.cards = cards
    }

    /// The answers of `reviews` with `at` before `end`, when given.
    ///
    /// `reviews` in any order, answers cancelled by an undo already left out.
    init(reviews: some Sequence<ReviewRecord>, before end: Timestamp? = nil) {
        var byCard: [String: [ReviewRecord]] = [:]
        for review in reviews where end.map({ review.at < $0 }) ?? true {
            byCard[review.card, default: []].append(review)
        }
        cards = byCard.keys.sorted().map { card in
            let sorted = byCard[card]!.sorted {
                ($0.at, $0.id ?? "", $0.rating.rawValue) < ($1.at, $1.id ?? "", $1.rating.rawValue)
            }
            var previous: Timestamp?
            return sorted.prefix(Self.maximumAnswersPerCard).map { review in
                defer { previous = review.at }
                return Answer(
                    rating: review.rating, at: review.at,
                    elapsedDays: previous.map { (review.at - $0).wholeDays })
            }
        }
    }
}
