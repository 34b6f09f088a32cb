import Foundation

/// The order in which a sitting shows items, and what happens when one is answered or undone.
///
/// No I/O: the terminal and line-mode front ends drive it.
///
/// Order: learning items whose step is due, then items due for review (oldest first, within the
/// review limit), then new items in course order (within the new-per-day limit), and finally
/// learning items due within the learn-ahead window. An item answered into a learning step comes
/// back in the same sitting when that step is due.
///
/// As extra practice (`course quiz --leeches`), every item is shown once, due or not and outside
/// the daily limits, oldest due first; answers are recorded and reschedule as any other.
package final class StudySession {
    /// Which items a sitting shows.
    package enum Selection: Sendable, Equatable {
        /// What is due, within the day's limits.
        case due
        /// Every item, due or not, outside the limits.
        case practice
    }

    package let scheduler: any StudyScheduling
    package let limits: StudyLimits
    package let day: StudyDay
    package let selection: Selection
    private var itemsByID: [String: StudyItem]
    private var order: [String]
    /// Each item's place in `order`, which decides between learning items due at the same time.
    private var courseIndex: [String: Int]
    /// Counts the steps of choosing the next item, for a test of their growth.
    var work: WorkCounter?
    private let clock: () -> Timestamp
    private let monotonic: () -> TimeInterval
    private let startedAt: TimeInterval

    private var reviewQueue: [String] = []
    private var newQueue: [String] = []
    private var learning: Set<String> = []
    /// Items put back by undo, shown before anything else (last in, first out).
    private var front: [String] = []
    private var current: (id: String, source: Source, shownAt: TimeInterval)?
    private var answered: [(id: String, rating: Rating)] = []
    package private(set) var tally: [Rating: Int] = [:]
    /// What the sitting said about the review log read again, in order.
    ///
    /// From `StudyScheduling.takeLogReread`; the last not yet shown in `unshownNotice`.
    package private(set) var notices: [String] = []
    private var unshownNotice: String?

    private enum Source { case review, new, learning, front }

    /// A sitting over `items`, its queues made from what `scheduler` knows.
    ///
    /// - Parameters:
    ///   - items: The items to study, in course order.
    ///   - scheduler: The cards' memory and their next reviews.
    ///   - limits: How many new items and reviews a day.
    ///   - day: Where study days start.
    ///   - selection: What is due within the day's limits, or every item.
    ///   - clock: The time now.
    ///   - monotonic: A clock that never goes back, for how long an answer took.
    package init(
        items: [StudyItem], scheduler: any StudyScheduling, limits: StudyLimits = StudyLimits(),
        day: StudyDay = StudyDay(), selection: Selection = .due,
        clock: @escaping () -> Timestamp = { Timestamp(Date()) },
        monotonic: @escaping () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }
    ) {
        self.scheduler = scheduler
        self.limits = limits
        self.day = day
        self.selection = selection
        self.clock = clock
        self.monotonic = monotonic
        self.startedAt = monotonic()
        self.order = items.map(\.id)
        self.courseIndex = Dictionary(
            order.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        self.itemsByID = Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        buildQueues()
    }

    private func buildQueues() {
        if selection == .practice {
            let never = Timestamp(microseconds: 0)
            reviewQueue = order.map { ($0, scheduler.memory(of: $0)?.due ?? never) }.sorted { $0.1 < $1.1 }.map(\.0)
            return
        }
        let now = clock()
        let todayStart = day.start(containing: now)
        let tomorrow = day.start(daysAfter: 1, from: now)
        var reviews: [(String, Timestamp)] = []
        var fresh: [String] = []
        for id in order {
            guard let memory = scheduler.memory(of: id) else {
                fresh.append(id)
                continue
            }
            switch memory.state {
            case .learning, .relearning:
                learning.insert(id)
            case .review:
                if memory.due < tomorrow { reviews.append((id, memory.due)) }
            }
        }
        var answersToday: [String: Int] = [:]
        for answer in scheduler.answers(since: todayStart) { answersToday[answer.card, default: 0] += 1 }
        var reviewedToday: Set<String> = []
        var introducedToday: Set<String> = []
        for (id, count) in answersToday {
            if count >= scheduler.reviewCount(of: id) { introducedToday.insert(id) } else { reviewedToday.insert(id) }
        }
        let reviewRoom = max(0, limits.reviewsPerDay - reviewedToday.count)
        let newRoom = max(0, limits.newPerDay - introducedToday.count)
        reviewQueue = Array(reviews.sorted { $0.1 < $1.1 }.prefix(reviewRoom).map(\.0))
        newQueue = Array(fresh.prefix(newRoom))
    }

    /// The next item to show, or nil when the sitting is over.
    ///
    /// Calling it again without answering gives the same item.
    package func next() -> StudyItem? {
        if let current { return itemsByID[current.id] }
        let now = clock()
        while let (id, source) = pick(now: now) {
            // An id taken out of the sitting (`update(with:)`) is passed over.
            guard let item = itemsByID[id] else { continue }
            current = (id, source, monotonic())
            return item
        }
        return nil
    }

    private func pick(now: Timestamp) -> (String, Source)? {
        if let id = front.popLast() { return (id, .front) }
        if let id = earliestLearning(dueBy: now) { return (id, .learning) }
        if !reviewQueue.isEmpty { return (reviewQueue.removeFirst(), .review) }
        if !newQueue.isEmpty { return (newQueue.removeFirst(), .new) }
        if let id = earliestLearning(dueBy: now + limits.learnAhead) { return (id, .learning) }
        return nil
    }

    private func earliestLearning(dueBy limit: Timestamp) -> String? {
        learning.compactMap { id -> (String, Timestamp)? in
            work?.add()
            guard let due = scheduler.memory(of: id)?.due, due <= limit else { return nil }
            return (id, due)
        }
        .min { a, b in
            work?.add()
            return (a.1, courseIndex[a.0] ?? 0) < (b.1, courseIndex[b.0] ?? 0)
        }?.0
    }

    /// How long until the item is due again after each rating, for the labels on the keys.
    package func intervals(for item: StudyItem) -> [(rating: Rating, interval: TimeSpan)] {
        let now = clock()
        return Rating.allCases.map { rating in
            (rating, scheduler.previewDue(of: item.id, rating: rating, at: now) - now)
        }
    }

    /// Records the answer to the current item (durably, through the scheduler) and moves on.
    ///
    /// A `ReviewRecord` from here to the log line. `typed`: the verdict on an answer given by
    /// typing (`GradeResult.Verdict`'s word).
    package func answer(_ rating: Rating, prediction: String? = nil, typed: String? = nil) throws {
        guard let current, let item = itemsByID[current.id] else { return }
        let duration = Int(((monotonic() - current.shownAt) * 1000).rounded())
        try scheduler.record(
            ReviewRecord(
                card: item.id, rating: rating, at: clock(), contentHash: item.contentHash,
                durationMilliseconds: max(0, duration), prediction: prediction, typed: typed))
        self.current = nil
        answered.append((item.id, rating))
        tally[rating, default: 0] += 1
        updateLearning(item.id)
        takeLogReread()
    }

    /// Undoes the last answer of this sitting (an undo record in the log) and shows that item again.
    ///
    /// Returns nil when nothing was answered in this sitting.
    @discardableResult
    package func undo() throws -> StudyItem? {
        guard let (id, rating) = answered.last else { return nil }
        try scheduler.undoLastAnswer(to: id, at: clock())
        answered.removeLast()
        tally[rating, default: 1] -= 1
        if let current {
            switch current.source {
            case .review: reviewQueue.insert(current.id, at: 0)
            case .new: newQueue.insert(current.id, at: 0)
            case .front: front.append(current.id)
            case .learning: break
            }
            self.current = nil
        }
        updateLearning(id)
        takeLogReread()
        if itemsByID[id] != nil {
            front.append(id)
            reviewQueue.removeAll { $0 == id }
            newQueue.removeAll { $0 == id }
        } else {
            learning.remove(id)
        }
        return next()
    }

    /// After an answer or undo that found the review log replaced and read it again.
    ///
    /// Notes what the scheduler says, and builds the queues again as a sitting starting now would,
    /// from the states as they read now: a card answered elsewhere meanwhile is no longer due,
    /// today's limits count the answers given elsewhere today too, and an item put back by undo is
    /// shown again unless it was answered elsewhere since. Extra practice (`--leeches`) keeps its
    /// queue.
    private func takeLogReread() {
        guard let reread = scheduler.takeLogReread() else { return }
        notices.append(reread.message)
        unshownNotice = reread.message
        guard reread.wasRead, selection == .due else { return }
        learning = []
        buildQueues()
        let tomorrow = day.start(daysAfter: 1, from: clock())
        front.removeAll { scheduler.memory(of: $0).map { $0.due >= tomorrow } ?? false }
        let putBack = Set(front)
        reviewQueue.removeAll { putBack.contains($0) }
        newQueue.removeAll { putBack.contains($0) }
    }

    /// What the sitting has to say since it was last asked (the review log read again), once.
    package func takeNotice() -> String? {
        defer { unshownNotice = nil }
        return unshownNotice
    }

    private func updateLearning(_ id: String) {
        if let state = scheduler.memory(of: id)?.state, state == .learning || state == .relearning {
            learning.insert(id)
        } else {
            learning.remove(id)
        }
    }

    package var canUndo: Bool { !answered.isEmpty }

    /// The items to come after the current one, as far as the queues say now.
    ///
    /// Those put back by undo, those due for review, the new ones (learning items come back by
    /// their due time).
    package var upcomingIDs: [String] { front.reversed() + reviewQueue + newQueue }

    /// Runs `body` without counting its time in the current item's answer time.
    ///
    /// The learner is away in an editor meanwhile.
    package func paused<T>(_ body: () throws -> T) rethrows -> T {
        let start = monotonic()
        defer {
            if let shown = current { current?.shownAt = shown.shownAt + (monotonic() - start) }
        }
        return try body()
    }

    /// How often the item was forgotten, for the leech flag.
    package func lapses(of item: StudyItem) -> Int {
        scheduler.lapses(of: item.id)
    }

    /// The course as re-read after an edit.
    ///
    /// Each item of the sitting takes its new text (and so its new content hash, stored with its
    /// next answer); an item whose id is no longer in `items` leaves the sitting. Returns the ids
    /// that left, in course order. Nothing is recorded.
    @discardableResult
    package func update(with items: [StudyItem]) -> [String] {
        let fresh = Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var gone: [String] = []
        for id in order {
            if let item = fresh[id] { itemsByID[id] = item } else { gone.append(id) }
        }
        guard !gone.isEmpty else { return [] }
        let leaving = Set(gone)
        itemsByID = itemsByID.filter { !leaving.contains($0.key) }
        order.removeAll { leaving.contains($0) }
        courseIndex = courseIndex.filter { !leaving.contains($0.key) }
        reviewQueue.removeAll { leaving.contains($0) }
        newQueue.removeAll { leaving.contains($0) }
        front.removeAll { leaving.contains($0) }
        learning.subtract(leaving)
        if let current, leaving.contains(current.id) { self.current = nil }
        return gone
    }

    /// What is left: learning items due by the learn-ahead window, reviews, new items.
    package var remaining: (learning: Int, review: Int, new: Int) {
        let horizon = clock() + limits.learnAhead
        let learningLeft = learning.filter { id in
            id != current?.id && (scheduler.memory(of: id).map { $0.due <= horizon } ?? false)
        }.count
        return (learningLeft + front.count, reviewQueue.count, newQueue.count)
    }

    package var answeredCount: Int { answered.count }

    package var elapsed: TimeInterval { monotonic() - startedAt }

    /// The end-of-sitting report: counts by rating, time spent and what comes due next.
    package func summary() -> SessionSummary {
        let now = clock()
        let tomorrowEnd = day.start(daysAfter: 2, from: now)
        let tomorrowStart = day.start(daysAfter: 1, from: now)
        var nextDue: Timestamp?
        var dueToday = 0
        var dueTomorrow = 0
        for id in order {
            guard let due = scheduler.memory(of: id)?.due else { continue }
            if due > now, nextDue.map({ due < $0 }) ?? true { nextDue = due }
            if due < tomorrowStart { dueToday += 1 } else if due < tomorrowEnd { dueTomorrow += 1 }
        }
        return SessionSummary(
            reviewed: answered.count, byRating: tally, timeSpent: elapsed,
            now: now, nextDue: nextDue, dueRestOfToday: dueToday,
            dueTomorrow: dueTomorrow,
            newLeft: newQueue.count + (current?.source == .new ? 1 : 0))
    }
}
