import Foundation

/// The study session's scheduler for real: card states are the replay of the review log through
/// FSRS, and every answer or undo is first handed to `write` (the log writer, which writes and
/// flushes it) before the in-memory state changes, so what is on screen is never ahead of what is
/// on disk.
///
/// Built for a fast first card: the log's own replay (cards by number, no per-answer hashing) gives
/// the states; answers are looked at one by one only for today's limits and for an undo.
///
/// When writing finds the log replaced (a sync client or `git pull` renamed another file over it),
/// the log as read again takes the place of the one read at the start: the states then include the
/// answers given elsewhere (`takeLogReread()` says so once).
package final class FSRSStudyScheduler: StudyScheduling {
    /// What to write durably.
    package enum Event {
        case answer(StudyAnswer)
        /// An undo of the sitting's answer whose id is `undoes` (nil: the card's latest answer in
        /// effect, when `write` gave no ids).
        case undo(itemID: String, undoes: String?, at: Date)
    }

    /// What writing an event did.
    package struct Written {
        /// The record's id in the log; nil when the writer keeps none.
        package var id: String?
        /// The log as read again when the writer found it replaced; nil when it was not.
        package var reread: LogReread?

        package init(id: String? = nil, reread: LogReread? = nil) {
            self.id = id
            self.reread = reread
        }
    }

    package let scheduler: Scheduler
    private let write: (Event) throws -> Written
    /// The log as last read.
    private var log: ReviewLog
    private var memories: [String: CardMemory]
    /// This sitting's answers still in effect, oldest first, with their ids; the first
    /// `sittingInLog` of them are in `log` (it was read again since), the others only here.
    private var sitting: [(answer: StudyAnswer, id: String?)] = []
    private var sittingInLog = 0
    /// The ids of every answer written in this sitting, undone or not.
    private var sittingIDs: Set<String> = []
    /// Answers of `log` that an undo of this sitting has cancelled since it was read.
    private var cancelled: Set<String> = []
    private var notice: LogRereadNotice?

    /// Answer counts of the cards not replayed, made when first needed.
    private var otherCountsMade: [String: Int]?
    private let replayed: Set<String>?

    /// `items`: the ids the session may show (nil: every card); only their answers are replayed.
    package init(scheduler: Scheduler, log: ReviewLog, items: Set<String>? = nil,
                write: @escaping (Event) throws -> Written) {
        self.scheduler = scheduler
        self.write = write
        self.log = log
        self.replayed = items
        self.memories = log.replay(with: scheduler, only: items)
    }

    /// The same, for a `persist` that keeps no ids and never finds the log replaced.
    package convenience init(scheduler: Scheduler, log: ReviewLog, items: Set<String>? = nil,
                            persist: @escaping (Event) throws -> Void) {
        self.init(scheduler: scheduler, log: log, items: items) { event in
            try persist(event)
            return Written()
        }
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
        let written = try write(.answer(answer))
        sitting.append((answer, written.id))
        if let id = written.id { sittingIDs.insert(id) }
        // Read again, the log holds this answer too.
        if let reread = written.reread, take(reread) { return }
        memories[answer.itemID] = scheduler.review(memories[answer.itemID], cardID: answer.itemID,
                                                   rating: answer.rating, at: Timestamp(answer.at))
    }

    /// The session only undoes its own answers, so the one undone is always in `sitting`.
    package func undoLastAnswer(to itemID: String, at now: Date) throws {
        guard let index = sitting.lastIndex(where: { $0.answer.itemID == itemID }) else { return }
        let undone = sitting[index]
        let written = try write(.undo(itemID: itemID, undoes: undone.id, at: now))
        sitting.remove(at: index)
        if index < sittingInLog {
            sittingInLog -= 1
            if let id = undone.id { cancelled.insert(id) }
        }
        if let reread = written.reread, take(reread) { return }
        var memory: CardMemory?
        for record in log.reviews where record.card == itemID && !isCancelled(record) {
            memory = scheduler.review(memory, cardID: itemID, rating: record.rating, at: record.at)
        }
        for (answer, _) in sitting[sittingInLog...] where answer.itemID == itemID {
            memory = scheduler.review(memory, cardID: itemID, rating: answer.rating, at: Timestamp(answer.at))
        }
        memories[itemID] = memory
    }

    private func isCancelled(_ record: ReviewRecord) -> Bool {
        guard !cancelled.isEmpty, let id = record.id else { return false }
        return cancelled.contains(id)
    }

    package func answers(since start: Date) -> [StudyAnswer] {
        // The log is in time order, so the answers since `start` are at its end.
        let limit = Timestamp(start)
        var fromLog: [StudyAnswer] = []
        for record in log.reviews.reversed() {
            guard record.at >= limit else { break }
            if isCancelled(record) { continue }
            fromLog.append(StudyAnswer(itemID: record.card, rating: record.rating, at: record.at.date,
                                       durationMilliseconds: record.durationMilliseconds,
                                       contentHash: record.contentHash, prediction: record.prediction))
        }
        return fromLog.reversed() + sitting[sittingInLog...].map(\.answer).filter { $0.at >= start }
    }

    package func lapses(of itemID: String) -> Int {
        memories[itemID]?.lapses ?? 0
    }

    package func reviewCount(of itemID: String) -> Int {
        if let replayed, !replayed.contains(itemID) {
            if otherCountsMade == nil { otherCountsMade = log.answerCounts() }
            return otherCountsMade?[itemID] ?? 0
        }
        return memories[itemID]?.reviewCount ?? 0
    }

    package func takeLogReread() -> LogRereadNotice? {
        defer { notice = nil }
        return notice
    }

    /// Takes the log as read again in place of the one known (its answers include every one of
    /// this sitting, which the writer made sure of); true when it could be read. Either way the
    /// notice says what happened.
    private func take(_ reread: LogReread) -> Bool {
        let fresh: ReviewLog
        switch reread.log {
        case .failure(let error):
            notice = LogRereadNotice(reopening: reread.reopening, failure: error.description)
            return false
        case .success(let log):
            fresh = log
        }
        func key(_ record: ReviewRecord) -> String {
            record.id ?? "\(record.card)\u{0}\(record.at.microseconds)\u{0}\(record.rating.word)"
        }
        let known = Set((log.reviews + log.undone).map(key))
        let now = Set((fresh.reviews + fresh.undone).map(key))
        let fromElsewhere = now.subtracting(known).subtracting(sittingIDs).count
        notice = LogRereadNotice(reopening: reread.reopening, fromElsewhere: fromElsewhere,
                                 gone: known.subtracting(now).count)
        log = fresh
        memories = fresh.replay(with: scheduler, only: replayed)
        otherCountsMade = nil
        sittingInLog = sitting.count
        cancelled = []
        return true
    }
}
