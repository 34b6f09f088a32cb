import Foundation
import Testing

@testable import CourseKit

@Suite("Study session: queue order, limits, learning steps, undo")
struct StudySessionTests {
    /// 2026-11-30 10:00 UTC; the study day (UTC, starting 4 am) began at 04:00.
    static let start = Timestamp(secondsSince1970: 1_796_032_800)
    static let day = StudyDay(startHour: 4, timeZone: TimeZone(identifier: "UTC")!)

    final class Clock { var now = StudySessionTests.start }

    func makeSession(
        _ items: [StudyItem], _ scheduler: FakeStudyScheduler, limits: StudyLimits = StudyLimits(),
        clock: Clock = Clock()
    ) -> StudySession {
        StudySession(
            items: items, scheduler: scheduler, limits: limits, day: Self.day,
            clock: { clock.now }, monotonic: { clock.now.date.timeIntervalSince1970 })
    }

    @Test func dueReviewsComeBeforeNewItemsOldestFirst() throws {
        let scheduler = FakeStudyScheduler(initial: [
            "late": CardMemory.fake(.review, due: Self.start - 3600),
            "later": CardMemory.fake(.review, due: Self.start - 7200),
            "tonight": CardMemory.fake(.review, due: Self.start + 5 * 3600),
            "next-week": CardMemory.fake(.review, due: Self.start + 7 * 86400),
        ])
        let items = ["n1", "late", "next-week", "later", "tonight", "n2"].map { StudyItem.sample($0) }
        let session = makeSession(items, scheduler)
        var shown: [String] = []
        while let item = session.next() {
            shown.append(item.id)
            try session.answer(.easy)
        }
        #expect(shown == ["later", "late", "tonight", "n1", "n2"])
    }

    @Test func newPerDayLimitCountsItemsIntroducedEarlierToday() throws {
        let scheduler = FakeStudyScheduler()
        try scheduler.record(ReviewRecord(card: "a", rating: .easy, at: Self.start - 3600))
        let items = ["a", "b", "c", "d"].map { StudyItem.sample($0) }
        let session = makeSession(items, scheduler, limits: StudyLimits(newPerDay: 2))
        var shown: [String] = []
        while let item = session.next() {
            shown.append(item.id)
            try session.answer(.easy)
        }
        #expect(shown == ["b"])
    }

    @Test func reviewLimitCapsReviews() throws {
        var initial: [String: CardMemory] = [:]
        for index in 0..<5 { initial["r\(index)"] = CardMemory.fake(.review, due: Self.start - Double(index)) }
        let session = makeSession(
            initial.keys.sorted().map { StudyItem.sample($0) }, FakeStudyScheduler(initial: initial),
            limits: StudyLimits(reviewsPerDay: 3))
        var count = 0
        while session.next() != nil {
            count += 1
            try session.answer(.good)
        }
        #expect(count == 3)
    }

    @Test func learningItemsComeBackWhenTheirStepIsDue() throws {
        let clock = Clock()
        let session = makeSession(["a", "b", "c"].map { StudyItem.sample($0) }, FakeStudyScheduler(), clock: clock)
        var shown: [String] = []
        func answerNext(_ rating: Rating, after minutes: Double = 0) throws {
            clock.now += minutes * 60
            let item = try #require(session.next())
            shown.append(item.id)
            try session.answer(rating)
        }
        try answerNext(.again)  // a → 1 min
        try answerNext(.easy, after: 0.5)  // b
        try answerNext(.hard, after: 1)  // a is due again before c
        try answerNext(.easy)  // c
        try answerNext(.good)  // a: shown early (learn-ahead), graduates
        #expect(shown == ["a", "b", "a", "c", "a"])
        #expect(session.next() == nil)
    }

    @Test func aFixedClockStillFinishesLearningStepsByLearningAhead() throws {
        let session = makeSession([StudyItem.sample("a")], FakeStudyScheduler())
        var ratings: [Rating] = [.again, .hard, .good]
        var shown = 0
        while session.next() != nil, !ratings.isEmpty {
            shown += 1
            try session.answer(ratings.removeFirst())
        }
        #expect(shown == 3)
        #expect(session.next() == nil)
    }

    @Test func undoAppendsAnUndoAndShowsTheItemAgain() throws {
        let scheduler = FakeStudyScheduler()
        let session = makeSession(["a", "b"].map { StudyItem.sample($0) }, scheduler)
        #expect(session.next()?.id == "a")
        try session.answer(.easy)
        #expect(session.next()?.id == "b")
        let again = try session.undo()
        #expect(again?.id == "a")
        #expect(scheduler.log.count == 1 && scheduler.log[0].undone)
        #expect(session.tally[.easy] == 0)
        try session.answer(.hard)
        #expect(session.next()?.id == "b")
        try session.answer(.good)
        #expect(session.next()?.id == "a")  // hard: a learning step, shown again by learning ahead
        #expect(scheduler.effective.map(\.rating) == [.hard, .good])
    }

    @Test func undoWithNothingAnsweredDoesNothing() throws {
        let scheduler = FakeStudyScheduler()
        let session = makeSession([StudyItem.sample("a")], scheduler)
        _ = session.next()
        #expect(try session.undo() == nil)
        #expect(scheduler.log.isEmpty)
    }

    @Test func intervalsPreviewEachRatingWithoutRecording() throws {
        let scheduler = FakeStudyScheduler()
        let session = makeSession([StudyItem.sample("a")], scheduler)
        let item = try #require(session.next())
        let labels = session.intervals(for: item).map { $0.interval.compactDescription }
        #expect(labels == ["1m", "6m", "10m", "4d"])
        #expect(scheduler.log.isEmpty)
    }

    @Test func summaryCountsByRatingAndNamesWhatIsDueNext() throws {
        let clock = Clock()
        let session = makeSession(["a", "b"].map { StudyItem.sample($0) }, FakeStudyScheduler(), clock: clock)
        _ = session.next()
        try session.answer(.easy)
        clock.now += 65
        _ = session.next()
        try session.answer(.again)
        let summary = session.summary()
        #expect(summary.reviewed == 2)
        #expect(summary.byRating == [.easy: 1, .again: 1])
        #expect(summary.lines[0] == "Reviewed 2 items (again 1 · hard 0 · good 0 · easy 1) in 1m 05s.")
        #expect(summary.lines[1].hasPrefix("Next due: in 1m"))
    }

    @Test func quittingLeavesTheShownNewItemAmongTheNewLeft() throws {
        let session = makeSession(["a", "b", "c"].map { StudyItem.sample($0) }, FakeStudyScheduler())
        _ = session.next()
        try session.answer(.easy)
        #expect(session.next()?.id == "b")  // shown, then the learner quits
        #expect(session.summary().newLeft == 2)
        #expect(session.summary().lines.last == "2 new left for today.")
    }

    @Test func filterSelectsByLessonTopicAndKind() {
        let items = [
            StudyItem.sample("a", kind: .syntax, topic: "Environment", lesson: 19),
            StudyItem.sample("b", kind: .trick, topic: "Objects", lesson: 19),
            StudyItem.sample("c", kind: .question, topic: "Edge cases", lesson: 20),
        ]
        #expect(items.filter(StudyFilter(topics: ["objects"]).matches).map(\.id) == ["b"])
        #expect(items.filter(StudyFilter(lessons: [20]).matches).map(\.id) == ["c"])
        #expect(items.filter(StudyFilter(kinds: [.syntax, .question]).matches).map(\.id) == ["a", "c"])
    }

    @Test func theStudyDayStartsAtTheConfiguredHour() {
        let threeAM = Timestamp(secondsSince1970: 1_796_007_600)  // 2026-11-30 03:00 UTC
        #expect(Self.day.start(containing: threeAM) == Timestamp(secondsSince1970: 1_795_924_800))  // 11-29 04:00
        #expect(Self.day.start(containing: Self.start) == Timestamp(secondsSince1970: 1_796_011_200))  // 11-30 04:00
    }

    /// `--leeches`: every item given, due or not and past the limits, oldest due first; an Again
    /// brings it back in the sitting as usual.
    @Test func practiceShowsEveryItemDueOrNot() throws {
        let scheduler = FakeStudyScheduler(initial: [
            "next-week": CardMemory.fake(.review, due: Self.start + 7 * 86400),
            "yesterday": CardMemory.fake(.review, due: Self.start - 86400),
            "tomorrow": CardMemory.fake(.review, due: Self.start + 86400),
        ])
        let clock = Clock()
        let session = StudySession(
            items: ["next-week", "yesterday", "tomorrow"].map { StudyItem.sample($0) },
            scheduler: scheduler, limits: StudyLimits(newPerDay: 0, reviewsPerDay: 0), day: Self.day,
            selection: .practice, clock: { clock.now }, monotonic: { clock.now.date.timeIntervalSince1970 })
        var shown: [String] = []
        while let item = session.next() {
            shown.append(item.id)
            try session.answer(item.id == "tomorrow" && !shown.dropLast().contains("tomorrow") ? .again : .good)
        }
        #expect(shown == ["yesterday", "tomorrow", "next-week", "tomorrow"])
        #expect(scheduler.effective.count == 4)
        #expect(scheduler.lapses(of: "tomorrow") == 1)
    }

    /// After an edit: items take their new text; an item whose id is gone leaves the sitting, also
    /// when it is the one on screen or the one an undo would bring back.
    @Test func updateTakesNewTextAndDropsItemsThatAreGone() throws {
        let scheduler = FakeStudyScheduler()
        let session = makeSession(["a", "b", "c", "d"].map { StudyItem.sample($0) }, scheduler)
        #expect(session.next()?.id == "a")
        try session.answer(.easy)
        #expect(session.next()?.id == "b")
        var edited = StudyItem.sample("b")
        edited.contentHash = "hash-b-edited"
        #expect(session.update(with: [edited, StudyItem.sample("c"), StudyItem.sample("d")]) == ["a"])
        #expect(session.next()?.contentHash == "hash-b-edited", "the card on screen shows its edit")
        try session.answer(.easy)
        #expect(scheduler.effective.last?.contentHash == "hash-b-edited", "its next answer carries the new hash")
        #expect(session.update(with: [StudyItem.sample("b"), StudyItem.sample("d")]) == ["c"])
        #expect(session.next()?.id == "d", "c is gone from the sitting")
        // Undo of b (still there) shows it again; an undo of a's answer would not bring a back.
        #expect(try session.undo()?.id == "b")
        try session.answer(.easy)
        #expect(session.next()?.id == "d")
        try session.answer(.easy)
        #expect(session.next() == nil)
    }

    /// Time spent in an editor is not the learner's answer time.
    @Test func timeAwayInTheEditorIsNotAnswerTime() throws {
        let scheduler = FakeStudyScheduler()
        let clock = Clock()
        let session = makeSession([StudyItem.sample("a")], scheduler, clock: clock)
        _ = session.next()
        clock.now += 5
        session.paused { clock.now += 120 }
        clock.now += 3
        try session.answer(.good)
        #expect(scheduler.effective.first?.durationMilliseconds == 8000)
    }
}
