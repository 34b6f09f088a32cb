import Foundation

/// Writes a sitting's answers and undos to the review log (the `write` of `FSRSStudyScheduler`)
/// and, when the writer found the log replaced under the sitting (a sync client, `git pull`),
/// reads it again for the scheduler to take in.
package final class SittingRecorder {
    package let writer: ReviewLogWriter
    /// The problems of the log already reported (those of the log as first read among them).
    private var reported: Set<LogProblem>
    private let report: ([String]) -> Void

    /// `report` is given the warnings, made inert and limited as every reader's are
    /// (`LogProblem.warnings`), of the problems of a log read again that were not reported before.
    package init(writer: ReviewLogWriter, reported problems: [LogProblem], report: @escaping ([String]) -> Void) {
        self.writer = writer
        self.reported = Set(problems)
        self.report = report
    }

    package func write(_ event: FSRSStudyScheduler.Event) throws(ReviewLogError) -> FSRSStudyScheduler.Written {
        let id: String?
        let now: Timestamp
        switch event {
        case .answer(let answer):
            now = Timestamp(answer.at)
            id = try writer.append(ReviewRecord(card: answer.itemID, rating: answer.rating, at: Timestamp(answer.at),
                                                contentHash: answer.contentHash,
                                                durationMilliseconds: answer.durationMilliseconds,
                                                prediction: answer.prediction)).id
        case .undo(let itemID, let undoes, let at):
            now = Timestamp(at)
            try writer.appendUndo(card: itemID, undoes: undoes, at: now)
            id = nil
        }
        guard let reopening = writer.takeReopening() else { return .init(id: id) }
        // As it stands now: answers dated in the future decide nothing yet.
        let log = Result { () throws(ReviewLogError) in try ReviewLog.read(writer.path).asOf(now) }
        let problems = ((try? log.get())?.problems ?? []).filter { reported.insert($0).inserted }
        if !problems.isEmpty { report(LogProblem.warnings(problems, path: writer.path).map(InertText.line)) }
        return .init(id: id, reread: LogReread(reopening: reopening, log: log))
    }
}
