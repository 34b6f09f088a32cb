import Foundation

/// Writes a sitting's answers and undos to the review log (the `AnswerLog` of `FSRSStudyScheduler`).
///
/// When the writer found the log replaced under the sitting (a sync client, `git pull`), it reads
/// it again for the scheduler to take in.
package final class SittingRecorder: AnswerLog {
    package let writer: ReviewLogWriter
    /// The problems of the log already reported (those of the log as first read among them).
    private var reported: Set<LogProblem>
    private let report: ([String]) -> Void

    /// Hears the warnings of the problems of a log read again that were not reported before.
    ///
    /// `report` is given them made inert and limited as every reader's are (`LogProblem.warnings`).
    package init(writer: ReviewLogWriter, reported problems: [LogProblem], report: @escaping ([String]) -> Void) {
        self.writer = writer
        self.reported = Set(problems)
        self.report = report
    }

    package func append(_ answer: ReviewRecord) throws(ReviewLogError) -> (written: ReviewRecord, reread: LogReread?) {
        let written = try writer.append(answer)
        return (written, reread(now: answer.at))
    }

    package func appendUndo(of answer: ReviewRecord, at now: Timestamp) throws(ReviewLogError) -> LogReread? {
        try writer.appendUndo(card: answer.card, undoes: answer.id, at: now)
        return reread(now: now)
    }

    /// The log read again when the writer found it replaced, its new problems reported; nil otherwise.
    ///
    /// As it stands at `now`: answers dated in the future decide nothing yet.
    private func reread(now: Timestamp) -> LogReread? {
        guard let reopening = writer.takeReopening() else { return nil }
        let log = Result { () throws(ReviewLogError) in try ReviewLog.read(writer.path).asOf(now) }
        let problems = ((try? log.get())?.problems ?? []).filter { reported.insert($0).inserted }
        if !problems.isEmpty { report(LogProblem.warnings(problems, path: writer.path).map(InertText.line)) }
        return LogReread(reopening: reopening, log: log)
    }
}
