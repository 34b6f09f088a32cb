import Foundation

/// Where an item stands in its learning, as the quiz needs to know it.
package enum StudyPhase: String, Sendable, Codable, CaseIterable {
    case new, learning, review, relearning
}

package struct StudyStatus: Sendable, Equatable {
    package var phase: StudyPhase
    /// Nil for a new item.
    package var due: Date?

    package init(phase: StudyPhase, due: Date?) {
        self.phase = phase
        self.due = due
    }

    package static let new = StudyStatus(phase: .new, due: nil)
}

/// One answer as the session records it.
package struct StudyAnswer: Sendable, Equatable {
    package var itemID: String
    package var rating: Rating
    package var at: Date
    package var durationMilliseconds: Int?
    package var contentHash: String?
    /// The learner's typed prediction for an edge-case question.
    package var prediction: String?

    package init(itemID: String, rating: Rating, at: Date, durationMilliseconds: Int? = nil,
                contentHash: String? = nil, prediction: String? = nil) {
        self.itemID = itemID
        self.rating = rating
        self.at = at
        self.durationMilliseconds = durationMilliseconds
        self.contentHash = contentHash
        self.prediction = prediction
    }
}

/// What the quiz session needs from the scheduler and the review log: every item's state, a
/// preview of what each rating would do, and durable recording of answers and undos.
///
/// The real implementation replays the review log through FSRS; tests use a small fake.
package protocol StudyScheduling: AnyObject {
    func status(of itemID: String) -> StudyStatus
    /// The due date the item would get if rated `rating` at `now`; records nothing.
    func previewDue(of itemID: String, rating: Rating, at now: Date) -> Date
    /// Appends the answer to the log (flushed to disk) and updates the item's state.
    func record(_ answer: StudyAnswer) throws
    /// Appends an undo of the last answer to `itemID`, restoring its previous state.
    func undoLastAnswer(to itemID: String, at now: Date) throws
    /// Answers still in effect (undone ones excluded), oldest first; for the daily limits.
    func answers(since start: Date) -> [StudyAnswer]
    /// How many answers to the item are in effect: with `answers(since:)`, tells an item first
    /// answered today (all its answers are today's) from one reviewed today.
    func reviewCount(of itemID: String) -> Int
    /// How often the item was forgotten: *Again* while in review, counted in the replay.
    func lapses(of itemID: String) -> Int
    /// Once, after an answer or an undo that found the review log replaced (a sync client, `git
    /// pull`) and read it again: what happened, for the learner; nil otherwise.
    func takeLogReread() -> LogRereadNotice?
}

extension StudyScheduling {
    package func takeLogReread() -> LogRereadNotice? { nil }
}
