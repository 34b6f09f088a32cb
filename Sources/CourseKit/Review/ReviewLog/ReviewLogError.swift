import Foundation

/// Why the review log can't be used.
public enum ReviewLogError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case unwritable(path: String, reason: String)
    /// Another process (a quiz) holds the log's lock.
    case locked(path: String, holder: String?)
    /// A quiz holds the log's lock, so a command that would replace the log does not.
    ///
    /// The commands that replace it: `log repair`, `log merge --out`.
    case quizRunning(path: String, holder: String?)
    /// `<log>.lock` is not a lock a quiz made, so it is left alone.
    ///
    /// It is a link, or a file holding something else; `reason` completes "it is …".
    case foreignLock(lockPath: String, reason: String)
    /// The path no longer leads to a file the quiz can write, so the log it held was saved as `copy`.
    ///
    /// A folder or a named pipe was put in its place mid-sitting; the log as the quiz held it open,
    /// the only copy of the history left, was saved as `<log>.rescued-TIME` (see
    /// `ReviewLogWriter`).
    case rescued(path: String, reason: String, copy: String)

    /// Where the history was saved, when it was rescued.
    public var rescuedCopy: String? {
        if case .rescued(_, _, let copy) = self { return copy }
        return nil
    }

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "\(path): error: can't read the review log: \(reason)"
        case .unwritable(let path, let reason):
            return "\(path): error: can't write the review log: \(reason)"
        case .locked(let path, let holder):
            let who = holder.map { " (\($0))" } ?? ""
            return "\(path): error: the review log is in use by another quiz\(who); finish that one first"
        case .quizRunning(let path, let holder):
            let who = holder.map { " (\($0))" } ?? ""
            return
                "\(path): error: a quiz is running on this review log\(who); finish it first, then run this command again"
        case .rescued(let path, let reason, let copy):
            return "\(path): error: can't write the review log: \(reason); the log as this quiz held it, with this"
                + " sitting's answers, is saved as \(copy): move it back to \(path) once what is there now is out of the way"
        case .foreignLock(let lockPath, let reason):
            return
                "\(lockPath): error: the review log's lock file is \(reason), not a lock a quiz made, so it is left as it is; give the review log another name with --log, or move \(lockPath) away"
        }
    }
}

extension ReviewLogError: LocalizedError {
    public var errorDescription: String? { description }
}
