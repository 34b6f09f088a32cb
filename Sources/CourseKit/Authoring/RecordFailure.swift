import Foundation

/// Why `course record` wrote nothing, in words that say what to do. The lesson is as it was.
package enum RecordFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// `--step` is neither a step of the lesson nor the one after its last.
    case noSuchStep(Int, lesson: Int, last: Int)
    /// A new step needs `--title`; an existing one takes none.
    case needsTitle(step: Int)
    case titleForExistingStep(Int)
    case badTitle(String)
    /// `--from` is missing or not a folder.
    case noFolder(String)
    /// The lesson's start folder is missing.
    case noStartFolder(String)
    /// A folder (the start folder, `--from`) holds a link out of itself, or cannot be read.
    case unreadableFolder(String)
    /// The lesson does not replay up to the step before.
    case previousDoesNotReplay(String)
    /// The step has code changes already, and `--replace` was not given.
    case stepHasChanges(step: Int, count: Int)
    /// Changes the format has no block for: each sentence names the file and what to do instead.
    case cannotExpress([String])
    /// The lesson, with the blocks written, would not replay as it must.
    ///
    /// Each line says why (the problems in `course check`'s words).
    case wouldNotReplay([String])
    /// The lesson file cannot be read, or one of the blocks' places cannot be found in it.
    case unreadableLesson(String)
    case cannotWrite(String)

    package var description: String {
        switch self {
        case .noSuchStep(let step, let lesson, let last):
            return
                "lesson \(lesson) has no step \(step): give one of its steps 1 … \(last) without code changes, or \(last + 1) (with --title) for a new step"
        case .needsTitle(let step):
            return "step \(step) is new: give its title with --title \"…\""
        case .titleForExistingStep(let step):
            return "step \(step) exists already; --title is only for a new step (edit its heading in the lesson)"
        case .badTitle(let reason):
            return "--title: \(reason)"
        case .noFolder(let path):
            return
                "cannot read '\(QuotedLine.escaped(path))': no such folder; give --from the folder you edited (written by 'course snapshot --out')"
        case .noStartFolder(let path):
            return "the start folder '\(QuotedLine.escaped(path))' does not exist"
        case .unreadableFolder(let reason):
            return QuotedLine.escaped(reason)
        case .previousDoesNotReplay(let reason):
            return QuotedLine.escaped(reason)
        case .stepHasChanges(let step, let count):
            return
                "step \(step) has \(plural(count, "code change")) already; add --replace to swap them for the recorded ones, or record a step without any"
        case .cannotExpress(let problems):
            return
                "nothing was written: the lesson format has no code change for \(problems.count == 1 ? "this" : "these"):\n"
                + problems.map { "  " + QuotedLine.escaped($0) }.joined(separator: "\n")
        case .wouldNotReplay(let problems):
            return "nothing was written: with the recorded blocks the lesson would not replay as it must:\n"
                + problems.map {
                    "  "
                        + $0.split(separator: "\n", omittingEmptySubsequences: false).map {
                            QuotedLine.escaped(String($0))
                        }
                        .joined(separator: "\n  ")
                }.joined(separator: "\n")
        case .unreadableLesson(let reason):
            return QuotedLine.escaped(reason)
        case .cannotWrite(let reason):
            return QuotedLine.escaped(reason)
        }
    }
}

/// Its description is the sentence a user reads.
extension RecordFailure: LocalizedError {
    package var errorDescription: String? { description }
}
