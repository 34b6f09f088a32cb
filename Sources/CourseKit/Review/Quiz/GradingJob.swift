import Dispatch

/// A typed answer being graded on a thread of its own.
///
/// So that the quiz goes on reading keys (a spinner, Esc to skip) and never waits on a compile.
final class GradingJob: Sendable {
    private let state = Locked<(result: GradeResult?, cancelled: Bool)>((nil, false))

    init(grader: any AnswerGrading, item: String, typed: String) {
        let state = self.state
        DispatchQueue.global(qos: .userInitiated).async {
            let result = grader.grade(item: item, typed: typed, isCancelled: { state.withLock { $0.cancelled } })
            state.withLock { $0.result = result }
        }
    }

    /// The verdict, once the grader has given it (never after `cancel`).
    var result: GradeResult? {
        state.withLock { $0.cancelled ? nil : $0.result }
    }

    /// The learner skipped the wait: the grader is told (`isCancelled`), its verdict unused.
    func cancel() {
        state.withLock { $0.cancelled = true }
    }
}
