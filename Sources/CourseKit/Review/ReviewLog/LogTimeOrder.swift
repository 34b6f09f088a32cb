import Foundation

/// A log's answers and undos applied in replay order, whatever the order of their lines.
///
/// Answers by `at`, then by `id` (those without one first, in the order of the file); each undo
/// with `undoes` cancels the answer of that id; then each undo without (a line written before ids),
/// in time order among the answers (after those of its time that come before it in the file),
/// cancels its card's latest answer still in effect.
struct TimeOrder {
    struct Undo {
        var card: Int
        var cardID: String
        var at: Timestamp
        var undoes: String?
        var line: Int
        /// How many answers the file held before it.
        var answersBefore: Int
    }

    var undos: [Undo] = []

    func apply(to log: inout ReviewLog, work: WorkCounter?) {
        let answers = log.reviews
        let numbers = log.cardNumbers
        work?.add(answers.count + undos.count)
        var cancelled = [Bool](repeating: false, count: answers.count)
        var undone: [ReviewRecord] = []
        // Undos by id first: they name their answer, wherever it is.
        var byID: [String: [Int]] = [:]
        for (index, answer) in answers.enumerated() {
            if let id = answer.id { byID[id, default: []].append(index) }
        }
        for undo in undos {
            guard let undoes = undo.undoes else { continue }
            guard let index = byID[undoes]?.first(where: { !cancelled[$0] }) else {
                log.problems.append(
                    LogProblem(
                        line: undo.line, kind: .undoOfNothing,
                        message: "undo of an answer to card '\(undo.cardID)' that is not in the log (id \(undoes))"))
                continue
            }
            cancelled[index] = true
            undone.append(answers[index])
        }
        // Answers and old-style undos in replay order: an undo's place is (its time, no id, its
        // place in the file), an answer's (its time, its id, its place in the file).
        enum Event {
            case answer(Int)
            case undo(Int)
        }
        func key(_ event: Event) -> (Timestamp, String, Int, Int) {
            switch event {
            case .answer(let index): (answers[index].at, answers[index].id ?? "", index, 1)
            case .undo(let index): (undos[index].at, "", undos[index].answersBefore, 0)
            }
        }
        var events = answers.indices.map(Event.answer)
        events += undos.indices.filter { undos[$0].undoes == nil }.map(Event.undo)
        events.sort { key($0) < key($1) }
        var stacks: [Int: [Int]] = [:]
        var ordered: [Int] = []
        ordered.reserveCapacity(answers.count)
        for event in events {
            switch event {
            case .answer(let index):
                ordered.append(index)
                stacks[Int(numbers[index]), default: []].append(index)
            case .undo(let index):
                let undo = undos[index]
                var found: Int?
                while let top = stacks[undo.card]?.popLast() {
                    if !cancelled[top] {
                        found = top
                        break
                    }
                }
                guard let found else {
                    log.problems.append(.undoOfNothing(card: undo.cardID, line: undo.line))
                    continue
                }
                cancelled[found] = true
                undone.append(answers[found])
            }
        }
        let kept = ordered.filter { !cancelled[$0] }
        log.reviews = kept.map { answers[$0] }
        log.cardNumbers = kept.map { numbers[$0] }
        log.undone = undone
    }
}
