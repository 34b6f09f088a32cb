import Foundation

/// Writes a sitting's answers and undos to the review log (the `write` of `FSRSStudyScheduler`)
/// and, when the writer found the log replaced under the sitting (a sync client, `git pull`),
/// reads it again for the scheduler to take in.
package final class SittingRecorder {
    package let writer: ReviewLogWriter
    /// The warnings already reported (those of the log as first read among them).
    private var reported: Set<String>
    private let report: ([String]) -> Void

    /// `report` is given the warnings of a log read again that were not reported before.
    package init(writer: ReviewLogWriter, reported warnings: [String], report: @escaping ([String]) -> Void) {
        self.writer = writer
        self.reported = Set(warnings)
        self.report = report
    }

    package func write(_ event: FSRSStudyScheduler.Event) throws(ReviewLogError) -> FSRSStudyScheduler.Written {
        let id: String?
        switch event {
        case .answer(let answer):
            id = try writer.append(ReviewRecord(card: answer.itemID, rating: answer.rating, at: Timestamp(answer.at),
                                                contentHash: answer.contentHash,
                                                durationMilliseconds: answer.durationMilliseconds,
                                                prediction: answer.prediction)).id
        case .undo(let itemID, let undoes, let at):
            try writer.appendUndo(card: itemID, undoes: undoes, at: Timestamp(at))
            id = nil
        }
        guard let reopening = writer.takeReopening() else { return .init(id: id) }
        let log = Result { () throws(ReviewLogError) in try ReviewLog.read(writer.path) }
        let warnings = ((try? log.get())?.warnings ?? []).filter { reported.insert($0).inserted }
        if !warnings.isEmpty { report(warnings) }
        return .init(id: id, reread: LogReread(reopening: reopening, log: log))
    }
}
