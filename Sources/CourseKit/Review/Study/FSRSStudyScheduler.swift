import Foundation

/// The study session's scheduler for real.
///
/// Card states are the replay of the review log through FSRS, and every answer or undo is first
/// handed to the log (`AnswerLog`, the writer, which writes and flushes it) before the in-memory
/// state changes, so what is on screen is never ahead of what is on disk. The memory takes the
/// answer as written (its time moved past the log's last record when the writer moved it), so that
/// it is always what a replay of the log gives.
///
/// Built for a fast first card: the log's own replay (cards by number, no per-answer hashing) gives
/// the states; answers are looked at one by one only for today's limits. An undo restores the
/// card's memory from before the answer undone (kept with each answer of the sitting) and replays
/// the card's few answers after it, if any: it never replays the whole log.
///
/// When writing finds the log replaced (a sync client or `git pull` renamed another file over it),
/// the log as read again takes the place of the one read at the start: the states then include the
/// answers given elsewhere (`takeLogReread()` says so once).
package final class FSRSStudyScheduler: StudyScheduling {
    package let scheduler: Scheduler
    private let answerLog: any AnswerLog
    /// The log as last read.
    private var log: ReviewLog
    private var memories: [String: CardMemory]
    /// This sitting's answers still in effect as written, oldest first.
    ///
    /// Each with its card's memory just before it in replay (nil inside: the card was new; nil
    /// outside: not known, the answer having been written before another of its card); the first
    /// `sittingInLog` of them are in `log` (it was read again since), the others only here.
    private var sitting: [(record: ReviewRecord, before: CardMemory??)] = []
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
    package init(scheduler: Scheduler, log: ReviewLog, items: Set<String>? = nil, answerLog: any AnswerLog) {
        self.scheduler = scheduler
        self.answerLog = answerLog
        self.log = log
        self.replayed = items
        self.memories = log.replay(with: scheduler, only: items)
    }

    package func memory(of itemID: String) -> CardMemory? { memories[itemID] }

    package func previewDue(of itemID: String, rating: Rating, at now: Timestamp) -> Timestamp {
        scheduler.review(memories[itemID], cardID: itemID, rating: rating, at: now).due
    }

    package func record(_ answer: ReviewRecord) throws {
        let (written, reread) = try answerLog.append(answer)
        let before = memories[written.card]
        // Nearly always the answer comes after every other of its card in replay: the writer moves
        // it past the log's last line. Not when the log holds one of the card's answers dated
        // later, from another clock, that is not its last line (a log read again, with lines from
        // elsewhere): then the card's answers are replayed in order.
        let isLast = before.map { $0.lastReview < written.at } ?? true
        sitting.append((written, isLast ? .some(before) : nil))
        if let id = written.id { sittingIDs.insert(id) }
        // Read again, the log holds this answer too.
        if let reread, take(reread) { return }
        memories[written.card] =
            isLast
            ? scheduler.review(before, cardID: written.card, rating: written.rating, at: written.at)
            : replayAnswers(of: written.card)
    }

    /// The session only undoes its own answers, so the one undone is always in `sitting`.
    package func undoLastAnswer(to itemID: String, at now: Timestamp) throws {
        guard let index = sitting.lastIndex(where: { $0.record.card == itemID }) else { return }
        let undone = sitting[index]
        let reread = try answerLog.appendUndo(of: undone.record, at: now)
        sitting.remove(at: index)
        var later: [ReviewRecord] = []
        if index < sittingInLog {
            sittingInLog -= 1
            if let id = undone.record.id { cancelled.insert(id) }
            later = laterInLog(than: undone.record)
        }
        if let reread, take(reread) { return }
        guard let before = undone.before else {
            memories[itemID] = replayAnswers(of: itemID)
            return
        }
        // The card's answers after the one undone: those of the log read again (answers given
        // elsewhere, dated after it), then those of the sitting since.
        later += sitting[max(index, sittingInLog)...].lazy.map(\.record).filter { $0.card == itemID }
        memories[itemID] = scheduler.replay(later, from: before)
    }

    /// The card's memory replayed from all its answers in effect, by time and then by id.
    ///
    /// Those of `log` and those of the sitting not in it. For the rare answer written before
    /// another of its card.
    private func replayAnswers(of card: String) -> CardMemory? {
        let answers =
            log.reviews.filter { $0.card == card && !isCancelled($0) }
            + sitting[sittingInLog...].map(\.record).filter { $0.card == card }
        let ordered = answers.enumerated().sorted { a, b in
            (a.element.at, a.element.id ?? "", a.offset) < (b.element.at, b.element.id ?? "", b.offset)
        }
        return scheduler.replay(ordered.lazy.map(\.element), from: nil)
    }

    /// The answers to `answer`'s card in effect in `log` after it, in replay order.
    ///
    /// Looked for from the end of the log back to `answer`'s time only.
    private func laterInLog(than answer: ReviewRecord) -> [ReviewRecord] {
        var start = log.reviews.count
        while start > 0, log.reviews[start - 1].at >= answer.at { start -= 1 }
        let tail = log.reviews[start...]
        guard let position = tail.firstIndex(where: { $0.id == answer.id }) else { return [] }
        return tail[(position + 1)...].filter { $0.card == answer.card && !isCancelled($0) }
    }

    private func isCancelled(_ record: ReviewRecord) -> Bool {
        guard !cancelled.isEmpty, let id = record.id else { return false }
        return cancelled.contains(id)
    }

    package func answers(since start: Timestamp) -> [ReviewRecord] {
        // The log is in time order, so the answers since `start` are at its end.
        var fromLog: [ReviewRecord] = []
        for record in log.reviews.reversed() {
            guard record.at >= start else { break }
            if isCancelled(record) { continue }
            fromLog.append(record)
        }
        return fromLog.reversed() + sitting[sittingInLog...].map(\.record).filter { $0.at >= start }
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

    /// Takes the log as read again in place of the one known; true when it could be read.
    ///
    /// Its answers include every one of this sitting, which the writer made sure of. Either way the
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
        notice = LogRereadNotice(
            reopening: reread.reopening, fromElsewhere: fromElsewhere,
            gone: known.subtracting(now).count)
        log = fresh
        // The sitting's answers, in the log now, each with its card's memory before it there.
        let wanted = replayed.map { replayed in fresh.cardIDs.map(replayed.contains) }
        var before: [String: CardMemory?] = [:]
        let memoriesByNumber = fresh.replay(with: scheduler, including: { wanted?[$0] ?? true }) {
            index, _, memory, _ in
            if let id = fresh.reviews[index].id, sittingIDs.contains(id) { before[id] = memory }
        }
        memories = fresh.byCard(memoriesByNumber)
        sitting = sitting.map { answer in
            guard let id = answer.record.id, let memory = before[id] else { return answer }
            return (answer.record, .some(memory))
        }
        otherCountsMade = nil
        sittingInLog = sitting.count
        cancelled = []
        return true
    }
}
