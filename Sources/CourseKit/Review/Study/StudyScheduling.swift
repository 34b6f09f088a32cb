import Foundation

/// What the quiz session needs from the scheduler and the review log.
///
/// Every item's memory (nil: new), a preview of what each rating would do, and durable recording of
/// answers and undos.
///
/// An answer is a `ReviewRecord` from the key press to the log line; times are `Timestamp`s, made
/// `Date`s only at the calendar (`StudyDay`) and on screen. The real implementation replays the
/// review log through FSRS; tests use a small fake.
package protocol StudyScheduling: AnyObject {
    /// The item's memory after its answers in effect; nil for an item never answered (new).
    func memory(of itemID: String) -> CardMemory?
    /// The due date the item would get if rated `rating` at `now`; records nothing.
    func previewDue(of itemID: String, rating: Rating, at now: Timestamp) -> Timestamp
    /// Appends the answer to the log (flushed to disk) and updates the item's memory with it.
    ///
    /// With the answer as written: its id, and its time, moved past the log's last record if need
    /// be.
    func record(_ answer: ReviewRecord) throws
    /// Appends an undo of the last answer to `itemID`, restoring its previous memory.
    func undoLastAnswer(to itemID: String, at now: Timestamp) throws
    /// Answers still in effect (undone ones excluded), oldest first; for the daily limits.
    func answers(since start: Timestamp) -> [ReviewRecord]
    /// How many answers to the item are in effect.
    ///
    /// With `answers(since:)`, tells an item first answered today (all its answers are today's)
    /// from one reviewed today.
    func reviewCount(of itemID: String) -> Int
    /// How often the item was forgotten: *Again* while in review, counted in the replay.
    func lapses(of itemID: String) -> Int
    /// What happened to the review log, for the learner, once; nil otherwise.
    ///
    /// Told after an answer or an undo that found the review log replaced (a sync client, `git
    /// pull`) and read it again.
    func takeLogReread() -> LogRereadNotice?
}

extension StudyScheduling {
    package func takeLogReread() -> LogRereadNotice? { nil }
}

/// Where the answers of a sitting go (`SittingRecorder`, the review log's writer).
///
/// Each written durably before the scheduler's memory changes.
package protocol AnswerLog: AnyObject {
    /// Writes `answer`; returns it as written and, when the log was found replaced, the log read again.
    ///
    /// As written: with its id, and the time written.
    func append(_ answer: ReviewRecord) throws -> (written: ReviewRecord, reread: LogReread?)
    /// Writes an undo of `answer`, an answer this log wrote, at `now`.
    ///
    /// Returns the log as read again when it was found replaced.
    func appendUndo(of answer: ReviewRecord, at now: Timestamp) throws -> LogReread?
}
