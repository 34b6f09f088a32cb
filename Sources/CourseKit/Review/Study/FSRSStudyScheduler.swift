import Foundation

/// The study session's scheduler for real: card states are the replay of the review log through
/// FSRS, and every answer or undo is first handed to `persist` (the log writer, which writes and
/// flushes it) before the in-memory state changes, so what is on screen is never ahead of what is
/// on disk.
///
/// Built for a fast first card: the log's own replay (cards by number, no per-answer hashing) gives
/// the states; answers are looked at one by one only for today's limits and for an undo.
package final class FSRSStudyScheduler: StudyScheduling {
    /// What to write durably.
    package enum Event {
        case answer(StudyAnswer)
        /// An undo of the last answer in effect for the card.
        case undo(itemID: String, at: Date)
    }

    package let scheduler: Scheduler
    private let persist: (Event) throws -> Void
    private let log: ReviewLog
    private var memories: [String: CardMemory]
    /// This sitting's answers still in effect; the log's are in `log.reviews`.
    private var sessionAnswers: [StudyAnswer] = []

    /// Answer counts of the cards not replayed, made when first needed.
    private lazy var otherCounts: [String: Int] = log.answerCounts()
    private let replayed: Set<String>?

    /// `items`: the ids the session may show (nil: every card); only their answers are replayed.
    package init(scheduler: Scheduler, log: ReviewLog, items: Set<String>? = nil,
                persist: @escaping (Event) throws -> Void) {
        self.scheduler = scheduler
        self.persist = persist
        self.log = log
        self.replayed = items
        self.memories = log.replay(with: scheduler, only: items)
    }

    package func memory(of itemID: String) -> CardMemory? { memories[itemID] }

    package func status(of itemID: String) -> StudyStatus {
        guard let memory = memories[itemID] else { return .new }
        let phase: StudyPhase = switch memory.state {
        case .learning: .learning
        case .review: .review
        case .relearning: .relearning
        }
        return StudyStatus(phase: phase, due: memory.due.date)
    }

    package func previewDue(of itemID: String, rating: Rating, at now: Date) -> Date {
        scheduler.review(memories[itemID], cardID: itemID, rating: rating, at: Timestamp(now)).due.date
    }

    package func record(_ answer: StudyAnswer) throws {
        try persist(.answer(answer))
        sessionAnswers.append(answer)
        memories[answer.itemID] = scheduler.review(memories[answer.itemID], cardID: answer.itemID,
                                                   rating: answer.rating, at: Timestamp(answer.at))
    }

    /// The session only undoes its own answers, so the one undone is always in `sessionAnswers`.
    package func undoLastAnswer(to itemID: String, at now: Date) throws {
        guard let index = sessionAnswers.lastIndex(where: { $0.itemID == itemID }) else { return }
        try persist(.undo(itemID: itemID, at: now))
        sessionAnswers.remove(at: index)
        var memory: CardMemory?
        for record in log.reviews where record.card == itemID {
            memory = scheduler.review(memory, cardID: itemID, rating: record.rating, at: record.at)
        }
        for answer in sessionAnswers where answer.itemID == itemID {
            memory = scheduler.review(memory, cardID: itemID, rating: answer.rating, at: Timestamp(answer.at))
        }
        memories[itemID] = memory
    }

    package func answers(since start: Date) -> [StudyAnswer] {
        // The log is in time order, so the answers since `start` are at its end.
        let limit = Timestamp(start)
        var fromLog: [StudyAnswer] = []
        for record in log.reviews.reversed() {
            guard record.at >= limit else { break }
            fromLog.append(StudyAnswer(itemID: record.card, rating: record.rating, at: record.at.date,
                                       durationMilliseconds: record.durationMilliseconds,
                                       contentHash: record.contentHash, prediction: record.prediction))
        }
        return fromLog.reversed() + sessionAnswers.filter { $0.at >= start }
    }

    package func lapses(of itemID: String) -> Int {
        memories[itemID]?.lapses ?? 0
    }

    package func reviewCount(of itemID: String) -> Int {
        if let replayed, !replayed.contains(itemID) { return otherCounts[itemID] ?? 0 }
        return memories[itemID]?.reviewCount ?? 0
    }
}
