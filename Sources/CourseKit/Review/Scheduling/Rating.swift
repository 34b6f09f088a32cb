/// The learner's grade for one answer, as FSRS and Anki number them.
public enum Rating: Int, CaseIterable, Sendable, Hashable {
    case again = 1
    case hard, good, easy

    /// Accepts the word (`again`, any case) or the number (`1`…`4`).
    ///
    /// As typed in the quiz's line mode and as stored in the review log.
    public init?(word: String) {
        switch word {
        case "again": self = .again
        case "hard": self = .hard
        case "good": self = .good
        case "easy": self = .easy
        default: self.init(anyCase: word)
        }
    }

    private init?(anyCase word: String) {
        switch word.lowercased() {
        case "again", "1": self = .again
        case "hard", "2": self = .hard
        case "good", "3": self = .good
        case "easy", "4": self = .easy
        default: return nil
        }
    }

    /// The word stored in the review log: `again`, `hard`, `good` or `easy`.
    public var word: String {
        switch self {
        case .again: "again"
        case .hard: "hard"
        case .good: "good"
        case .easy: "easy"
        }
    }

    var staticWord: StaticString {
        switch self {
        case .again: "again"
        case .hard: "hard"
        case .good: "good"
        case .easy: "easy"
        }
    }

    /// `Again`, `Hard`, … for button labels.
    public var label: String { word.prefix(1).uppercased() + word.dropFirst() }
}

/// Where a card is in FSRS's state machine.
///
/// There is no "new" state: a never-reviewed card simply has no `CardMemory` yet (py-fsrs models it
/// as learning, step 0, with no stability).
public enum CardState: String, Sendable, Hashable, CaseIterable {
    case learning, review, relearning

    var staticName: StaticString {
        switch self {
        case .learning: "learning"
        case .review: "review"
        case .relearning: "relearning"
        }
    }
}

/// Everything the scheduler remembers about one card after its reviews so far.
public struct CardMemory: Sendable, Hashable {
    public var state: CardState
    /// The (re)learning step the card is on; `nil` in `review`.
    public var step: Int?
    /// Days for retrievability to fall to 90 %.
    public var stability: Double
    /// 1 (easy) … 10 (hard).
    public var difficulty: Double
    public var due: Timestamp
    public var lastReview: Timestamp
    /// Reviews so far (part of the fuzz seed, so a replay lands on the same due dates).
    public var reviewCount: Int
    /// Times the card was forgotten in review (Again from the `review` state).
    public var lapses: Int

    /// What the scheduler remembers of a card in `state`.
    ///
    /// - Parameters:
    ///   - state: Learning, review or relearning.
    ///   - step: The (re)learning step the card is on; `nil` in `review`.
    ///   - stability: Days for retrievability to fall to 90 %.
    ///   - difficulty: 1 (easy) … 10 (hard).
    ///   - due: When it is next due.
    ///   - lastReview: When it was last reviewed.
    ///   - reviewCount: Reviews so far (part of the fuzz seed).
    ///   - lapses: Times the card was forgotten in review.
    public init(
        state: CardState, step: Int?, stability: Double, difficulty: Double, due: Timestamp,
        lastReview: Timestamp, reviewCount: Int, lapses: Int = 0
    ) {
        self.state = state
        self.step = step
        self.stability = stability
        self.difficulty = difficulty
        self.due = due
        self.lastReview = lastReview
        self.reviewCount = reviewCount
        self.lapses = lapses
    }
}
