import Foundation
import CourseKit

/// Everything a command prints for its reader goes through here (never `print` or
/// `FileHandle.standardOutput`): every write is checked. The first failure (a full disk, `> /dev/full`)
/// is kept and the rest of the output dropped; when the command ends, `Tool.run` turns it into
/// `course: error: cannot write standard output: <the system's reason>` and exit status 74, through
/// `ExitStatus` like any other failure.
///
/// A reader that went away (`course list | head`, EPIPE) is a quiet stop, not an error: the output
/// ends there and the command's own status stands. (Unless the caller ignores SIGPIPE, the system
/// ends the process on that write first, as it does every tool's.)
enum StandardOutput {
    /// The first write that failed, as the system words it; nil while every write succeeded.
    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var failure: String?
        var stopped = false
    }
    private static let state = State()

    /// `text` and a newline.
    static func line(_ text: String) {
        write(Array((text + "\n").utf8))
    }

    static func write(_ text: String) {
        write(Array(text.utf8))
    }

    static func write(_ bytes: [UInt8]) {
        state.lock.lock()
        defer { state.lock.unlock() }
        guard !state.stopped else { return }
        guard let error = writeAll(bytes, to: STDOUT_FILENO) else { return }
        state.stopped = true
        if error != EPIPE { state.failure = error == 0 ? "nothing could be written" : String(cString: strerror(error)) }
    }

    /// Writes all of `bytes` to `descriptor`; nil when done, else the `errno` that stopped it (0 when
    /// the system wrote nothing and gave no reason).
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        Descriptor.writeAll(bytes, to: descriptor)
    }

    /// Throws the first failed write as a failure of the command (74).
    static func finish() throws {
        let failure = state.lock.withLock { state.failure }
        if let failure { throw CommandFailure(.ioError, "cannot write standard output: \(failure)") }
    }
}
