import Foundation

/// The review log read again in the middle of a sitting.
///
/// Because the writer found its path naming another file than the one it held
/// (`ReviewLogWriter.Reopening`): a sync client or `git pull` replaced it, or it was removed and
/// written again.
package struct LogReread {
    package var reopening: ReviewLogWriter.Reopening
    /// The log as it reads now, or why it can't be read (the sitting then goes on with what it knew).
    package var log: Result<ReviewLog, ReviewLogError>

    package init(reopening: ReviewLogWriter.Reopening, log: Result<ReviewLog, ReviewLogError>) {
        self.reopening = reopening
        self.log = log
    }
}

/// What the sitting tells the learner about a log read again: one line, on the quiz's screen.
package struct LogRereadNotice: Sendable, Equatable {
    package var reopening: ReviewLogWriter.Reopening
    /// Answers in the log now that the sitting did not know of: given on another machine.
    package var fromElsewhere: Int
    /// Answers the sitting had read from the log that it no longer holds (dropped on the other side).
    package var gone: Int
    /// Why the log could not be read again; nil when it was.
    package var failure: String?

    package init(reopening: ReviewLogWriter.Reopening, fromElsewhere: Int = 0, gone: Int = 0, failure: String? = nil) {
        self.reopening = reopening
        self.fromElsewhere = fromElsewhere
        self.gone = gone
        self.failure = failure
    }

    /// The cards' states now come from the log as read again.
    package var wasRead: Bool { failure == nil }

    package var message: String {
        var sentences = [Self.happened(reopening.cause)]
        if let failure {
            sentences[0] += "; it can't be read now (\(failure)), so the sitting goes on as it was."
        } else if reopening.cause != .removed || fromElsewhere > 0 {
            sentences[0] += "; read it again: \(plural(fromElsewhere, "answer")) from elsewhere."
        } else {
            sentences[0] += "."
        }
        if gone > 0 {
            sentences.append("\(plural(gone, "earlier answer")) \(gone == 1 ? "is" : "are") no longer in it.")
        }
        if let rewritten = Self.rewritten(reopening) { sentences.append(rewritten) }
        return sentences.joined(separator: " ")
    }

    /// What the end of a sitting says when it finds the log replaced after the last answer.
    ///
    /// The log is not read again: nothing is left to show.
    package static func afterTheLastAnswer(_ reopening: ReviewLogWriter.Reopening) -> String {
        ([happened(reopening.cause, when: " after the last answer") + "."] + [rewritten(reopening)].compactMap { $0 })
            .joined(separator: " ")
    }

    private static func happened(_ cause: ReviewLogWriter.Reopening.Cause, when: String = "") -> String {
        switch cause {
        case .replaced: "The review log was replaced (a sync or git pull?)\(when)"
        case .removed: "The review log was removed\(when); it is written again from the copy this quiz held open"
        case .changed: "The review log was changed by another program\(when)"
        }
    }

    private static func rewritten(_ reopening: ReviewLogWriter.Reopening) -> String? {
        guard reopening.rewritten > 0 else { return nil }
        return
            "\(plural(reopening.rewritten, "record")) of this sitting it lacked \(reopening.rewritten == 1 ? "is" : "are") written to it again."
    }
}
