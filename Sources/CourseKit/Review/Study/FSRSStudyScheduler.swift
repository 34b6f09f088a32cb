import Foundation

/// The study session's scheduler for real: card states are the replay of the answers in effect
/// through FSRS, and every answer or undo is first handed to `persist` (the review log, which
/// writes and flushes it) before the in-memory state changes, so what is on screen is never ahead
/// of what is on disk.
public final class FSRSStudyScheduler: StudyScheduling {
    /// What to write durably.
    public enum Event {
        case answer(StudyAnswer)
        /// An undo of the last answer in effect for the card.
        case undo(itemID: String, at: Date)
    }

    public let scheduler: Scheduler
    private let persist: (Event) throws -> Void
    private var answersByItem: [String: [StudyAnswer]] = [:]
    private var memories: [String: CardMemory] = [:]
    /// Answers in effect, in the order given, for the daily limits.
    private var inEffect: [StudyAnswer]

    /// `history`: the answers already in effect (undone ones removed), oldest first.
    public init(scheduler: Scheduler, history: [StudyAnswer], persist: @escaping (Event) throws -> Void) {
        self.scheduler = scheduler
        self.persist = persist
        self.inEffect = history
        for answer in history {
            answersByItem[answer.itemID, default: []].append(answer)
            memories[answer.itemID] = scheduler.review(memories[answer.itemID], cardID: answer.itemID,
                                                       rating: answer.rating, at: Timestamp(answer.at))
        }
    }

    public func memory(of itemID: String) -> CardMemory? { memories[itemID] }

    public func status(of itemID: String) -> StudyStatus {
        guard let memory = memories[itemID] else { return .new }
        let phase: StudyPhase = switch memory.state {
        case .learning: .learning
        case .review: .review
        case .relearning: .relearning
        }
        return StudyStatus(phase: phase, due: memory.due.date)
    }

    public func previewDue(of itemID: String, rating: Rating, at now: Date) -> Date {
        scheduler.review(memories[itemID], cardID: itemID, rating: rating, at: Timestamp(now)).due.date
    }

    public func record(_ answer: StudyAnswer) throws {
        try persist(.answer(answer))
        answersByItem[answer.itemID, default: []].append(answer)
        inEffect.append(answer)
        memories[answer.itemID] = scheduler.review(memories[answer.itemID], cardID: answer.itemID,
                                                   rating: answer.rating, at: Timestamp(answer.at))
    }

    public func undoLastAnswer(to itemID: String, at now: Date) throws {
        guard var answers = answersByItem[itemID], let undone = answers.popLast() else { return }
        try persist(.undo(itemID: itemID, at: now))
        answersByItem[itemID] = answers
        if let index = inEffect.lastIndex(of: undone) { inEffect.remove(at: index) }
        memories[itemID] = answers.reduce(nil as CardMemory?) { memory, answer in
            scheduler.review(memory, cardID: itemID, rating: answer.rating, at: Timestamp(answer.at))
        }
    }

    public func answers(since start: Date) -> [StudyAnswer] {
        // The log is in time order, so today's answers are at the end.
        var result: [StudyAnswer] = []
        for answer in inEffect.reversed() {
            guard answer.at >= start else { break }
            result.append(answer)
        }
        return result.reversed()
    }

    public func firstAnswerDate(of itemID: String) -> Date? { answersByItem[itemID]?.first?.at }
}
