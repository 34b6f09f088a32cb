import Foundation

/// A review log read whole by a command that works on the file itself.
///
/// `course log check`, `log repair`, `log merge`; read as every reader of a log reads it
/// (`RegularFile`: a link followed, however it is named; a folder or a named pipe refused without
/// hanging).
package enum LogInput {
    /// What the log is read for: its word in the message when there is none, and what to check.
    package enum Purpose: String, Sendable {
        case check
        case repair
        case merge

        /// What to do when there is no log.
        ///
        /// `check` and `repair` find theirs by `--log` or `--course`, `merge` is given its files.
        var hint: String {
            switch self {
            case .check, .repair: "check the path (--log FILE, or --course PATH for a course's log)"
            case .merge: "check the path"
            }
        }
    }

    /// Why the log was not read: no file there (no input), or one that can't be read (an I/O error).
    package enum Failure: Error, Sendable, Equatable, LocalizedError {
        case missing(path: String, purpose: Purpose)
        case unreadable(path: String, reason: String)

        package var errorDescription: String? {
            switch self {
            case .missing(let path, let purpose):
                "there is no review log '\(path)' to \(purpose.rawValue): \(purpose.hint)"
            case .unreadable(let path, let reason):
                "can't read the review log '\(path)': \(reason)"
            }
        }
    }

    /// The bytes of the log at `path`.
    package static func read(_ path: String, for purpose: Purpose) throws(Failure) -> [UInt8] {
        let contents: [UInt8]?
        do throws(RegularFile.OpenError) {
            contents = try RegularFile.contents(path)
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
        guard let contents else { throw .missing(path: path, purpose: purpose) }
        return contents
    }
}

extension LogMerge.Side {
    /// The copy of the log at `path`, to merge.
    package static func read(_ path: String) throws(LogInput.Failure) -> LogMerge.Side {
        LogMerge.Side(path: path, bytes: try LogInput.read(path, for: .merge))
    }
}
