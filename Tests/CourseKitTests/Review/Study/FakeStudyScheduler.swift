import Foundation

@testable import CourseKit

/// A stand-in for the FSRS scheduler and log with fixed, easy-to-read rules, so session tests
/// state their expectations in minutes and days:
/// new/learning: again 1m (step 0), hard 6m, good 10m then graduates to 1d, easy 4d;
/// review: again → relearning 10m, otherwise hard 2d, good 3d, easy 5d.
final class FakeStudyScheduler: StudyScheduling {
    struct Entry {
        var answer: ReviewRecord
        var undone = false
    }
    var log: [Entry] = []
    var initial: [String: CardMemory] = [:]

    init(initial: [String: CardMemory] = [:]) { self.initial = initial }

    var effective: [ReviewRecord] { log.filter { !$0.undone }.map(\.answer) }

    func memory(of itemID: String) -> CardMemory? {
        var memory = initial[itemID]
        for answer in effective where answer.card == itemID {
            memory = Self.apply(answer.rating, to: memory, at: answer.at)
        }
        return memory
    }

    /// The fake's rules; the step is kept in the memory, stability and difficulty are not used.
    static func apply(_ rating: Rating, to memory: CardMemory?, at now: Timestamp) -> CardMemory {
        let minute = 60.0
        let day = 86400.0
        let state = memory?.state
        let step = memory?.step ?? 0
        var next = CardMemory(
            state: .learning, step: 0, stability: 0, difficulty: 0, due: now, lastReview: now,
            reviewCount: (memory?.reviewCount ?? 0) + 1, lapses: memory?.lapses ?? 0)
        func set(_ state: CardState, _ seconds: Double, step: Int? = nil) -> CardMemory {
            next.state = state
            next.step = state == .review ? nil : step ?? 0
            next.due = now + seconds
            return next
        }
        if state == .review, rating == .again { next.lapses += 1 }
        switch (state, rating) {
        case (nil, .again), (.learning?, .again): return set(.learning, minute)
        case (nil, .hard), (.learning?, .hard): return set(.learning, 6 * minute, step: step)
        case (nil, .good): return set(.learning, 10 * minute, step: 1)
        case (.learning?, .good), (.relearning?, .good), (.relearning?, .hard): return set(.review, day)
        case (_, .easy): return set(.review, 4 * day)
        case (.review?, .again), (.relearning?, .again): return set(.relearning, 10 * minute)
        case (.review?, .hard): return set(.review, 2 * day)
        case (.review?, .good): return set(.review, 3 * day)
        }
    }

    func previewDue(of itemID: String, rating: Rating, at now: Timestamp) -> Timestamp {
        Self.apply(rating, to: memory(of: itemID), at: now).due
    }

    func record(_ answer: ReviewRecord) throws { log.append(Entry(answer: answer)) }

    func undoLastAnswer(to itemID: String, at now: Timestamp) throws {
        if let index = log.lastIndex(where: { !$0.undone && $0.answer.card == itemID }) { log[index].undone = true }
    }

    func answers(since start: Timestamp) -> [ReviewRecord] { effective.filter { $0.at >= start } }

    func reviewCount(of itemID: String) -> Int { effective.filter { $0.card == itemID }.count }

    /// Lapses set by a test, plus each Again answered while in review.
    var initialLapses: [String: Int] = [:]

    func lapses(of itemID: String) -> Int { (initialLapses[itemID] ?? 0) + (memory(of: itemID)?.lapses ?? 0) }
}

extension CardMemory {
    /// A card in `state`, due at `due`, as a test sets it up.
    static func fake(_ state: CardState, due: Timestamp) -> CardMemory {
        CardMemory(
            state: state, step: state == .review ? nil : 0, stability: 0, difficulty: 0, due: due, lastReview: due,
            reviewCount: 1)
    }
}

/// Times in a test's seconds.
extension Timestamp {
    static func + (time: Timestamp, seconds: Double) -> Timestamp {
        time + TimeSpan(microseconds: Int64((seconds * 1_000_000).rounded()))
    }
    static func - (time: Timestamp, seconds: Double) -> Timestamp { time + -seconds }
    static func += (time: inout Timestamp, seconds: Double) { time = time + seconds }
}

/// An answer log that keeps nothing: each answer written as it is given (no id, no time moved).
final class UnwrittenLog: AnswerLog {
    func append(_ answer: ReviewRecord) throws -> (written: ReviewRecord, reread: LogReread?) { (answer, nil) }
    func appendUndo(of answer: ReviewRecord, at now: Timestamp) throws -> LogReread? { nil }
}

extension StudyItem {
    /// An item whose prompt and answer are one paragraph each.
    static func sample(_ id: String, kind: Kind = .syntax, topic: String = "Environment", lesson: Int = 19)
        -> StudyItem
    {
        let range = SourceRange(start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 1))
        func paragraph(_ text: String) -> [MarkdownNode] {
            [MarkdownNode(kind: .paragraph, range: range, children: [MarkdownNode(kind: .text(text), range: range)])]
        }
        return StudyItem(
            id: id, kind: kind, topic: topic, lesson: lesson, title: kind == .question ? "title of \(id)" : nil,
            prompt: paragraph("Prompt of \(id)"), answer: paragraph("Answer of \(id)"),
            contentHash: "hash-\(id)")
    }
}
