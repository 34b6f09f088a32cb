import Foundation

/// How a quiz ended; the command turns it into an exit status (130 for an interrupt).
package enum QuizOutcome: Sendable, Equatable {
    /// Nothing left to study now.
    case finished
    /// `q`, or the end of the input in line mode.
    case quit
    /// Ctrl-C.
    case interrupted
}

/// Why a sitting could not start or go on.
///
/// The description begins with the log's path, as the log's own errors do.
package enum QuizFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// Before the first card.
    ///
    /// The log could not be locked (`.locked`: another quiz holds it), re-read or mended.
    case logUnavailable(ReviewLogError)
    /// An answer could not be written.
    ///
    /// Every answer before it is in the log at `logPath`, or in the copy the error names
    /// (`ReviewLogError.rescued`).
    case answerNotSaved(ReviewLogError, logPath: String)
    /// When the sitting ended, the log's path no longer led to a file the quiz could write.
    ///
    /// It was looked at once more after the last answer; every answer given is in the copy the
    /// error names.
    case endOfSitting(ReviewLogError)

    package var description: String {
        switch self {
        case .logUnavailable(let error):
            "\(error)"
        case .answerNotSaved(let error, let logPath):
            "\(error)\ncourse: every answer before this one is saved in \(error.rescuedCopy ?? logPath)"
        case .endOfSitting(let error):
            "\(error)" + (error.rescuedCopy.map { "\ncourse: every answer given is saved in \($0)" } ?? "")
        }
    }
}

extension QuizFailure: LocalizedError {
    package var errorDescription: String? { description }
}
