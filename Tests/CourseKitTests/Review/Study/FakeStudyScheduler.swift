import CourseKit
import Foundation

/// A stand-in for the FSRS scheduler and log with fixed, easy-to-read rules, so session tests
/// state their expectations in minutes and days:
/// new/learning: again 1m (step 0), hard 6m, good 10m then graduates to 1d, easy 4d;
/// review: again → relearning 10m, otherwise hard 2d, good 3d, easy 5d.
final class FakeStudyScheduler: StudyScheduling {
    struct Entry { var answer: StudyAnswer; var undone = false }
    var log: [Entry] = []
    var initial: [String: StudyStatus] = [:]

    init(initial: [String: StudyStatus] = [:]) { self.initial = initial }

    var effective: [StudyAnswer] { log.filter { !$0.undone }.map(\.answer) }

    func status(of itemID: String) -> StudyStatus {
        var status = initial[itemID] ?? .new
        var step = 0
        for answer in effective where answer.itemID == itemID {
            (status, step) = Self.apply(answer.rating, to: status, step: step, at: answer.at)
        }
        return status
    }

    private func step(of itemID: String) -> Int {
        var status = initial[itemID] ?? .new, step = 0
        for answer in effective where answer.itemID == itemID {
            (status, step) = Self.apply(answer.rating, to: status, step: step, at: answer.at)
        }
        return step
    }

    static func apply(_ rating: Rating, to status: StudyStatus, step: Int, at now: Date) -> (StudyStatus, Int) {
        let minute = 60.0, day = 86400.0
        switch (status.phase, rating) {
        case (.new, .again), (.learning, .again): return (StudyStatus(phase: .learning, due: now + minute), 0)
        case (.new, .hard), (.learning, .hard): return (StudyStatus(phase: .learning, due: now + 6 * minute), step)
        case (.new, .good): return (StudyStatus(phase: .learning, due: now + 10 * minute), 1)
        case (.learning, .good), (.relearning, .good), (.relearning, .hard):
            return (StudyStatus(phase: .review, due: now + day), 0)
        case (_, .easy): return (StudyStatus(phase: .review, due: now + 4 * day), 0)
        case (.review, .again), (.relearning, .again): return (StudyStatus(phase: .relearning, due: now + 10 * minute), 0)
        case (.review, .hard): return (StudyStatus(phase: .review, due: now + 2 * day), 0)
        case (.review, .good): return (StudyStatus(phase: .review, due: now + 3 * day), 0)
        }
    }

    func previewDue(of itemID: String, rating: Rating, at now: Date) -> Date {
        Self.apply(rating, to: status(of: itemID), step: step(of: itemID), at: now).0.due ?? now
    }

    func record(_ answer: StudyAnswer) throws { log.append(Entry(answer: answer)) }

    func undoLastAnswer(to itemID: String, at now: Date) throws {
        if let index = log.lastIndex(where: { !$0.undone && $0.answer.itemID == itemID }) { log[index].undone = true }
    }

    func answers(since start: Date) -> [StudyAnswer] { effective.filter { $0.at >= start } }

    func reviewCount(of itemID: String) -> Int { effective.filter { $0.itemID == itemID }.count }

    /// Lapses set by a test, plus each Again answered while in review.
    var initialLapses: [String: Int] = [:]

    func lapses(of itemID: String) -> Int {
        var status = initial[itemID] ?? .new, step = 0, lapses = initialLapses[itemID] ?? 0
        for answer in effective where answer.itemID == itemID {
            if status.phase == .review, answer.rating == .again { lapses += 1 }
            (status, step) = Self.apply(answer.rating, to: status, step: step, at: answer.at)
        }
        return lapses
    }
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
        return StudyItem(id: id, kind: kind, topic: topic, lesson: lesson, title: kind == .question ? "title of \(id)" : nil,
                         prompt: paragraph("Prompt of \(id)"), answer: paragraph("Answer of \(id)"),
                         contentHash: "hash-\(id)")
    }
}
