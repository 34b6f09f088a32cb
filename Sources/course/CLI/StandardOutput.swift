import CourseKit
import Foundation

/// Everything a command prints for its reader goes through here, every write checked.
///
/// Never `print` or `FileHandle.standardOutput`. The first failure (a full disk, `> /dev/full`) is
/// kept and the rest of the output dropped; when the command ends, `Tool.run` turns it into
/// `course: error: cannot write standard output: <the system's reason>` and exit status 74, through
/// `ExitStatus` like any other failure.
///
/// A reader that went away (`course list | head`, EPIPE) is a quiet stop, not an error: the output
/// ends there and the command's own status stands. (Unless the caller ignores SIGPIPE, the system
/// ends the process on that write first, as it does every tool's.)
///
/// Nothing reaches a terminal raw. Three kinds of output, each with its own call:
/// - `line` and `write(String)`: text for a person, which may quote a course, a log or a file name:
///   always made inert (`InertText.text`: newlines and tabs kept, every other control shown).
/// - `write([UInt8])`: data (JSON, HTML, a merged log, an Anki file), byte for byte into a file or
///   a pipe; made inert like text when standard output is a terminal, where a person reads it.
/// - `styled`: text whose only control sequences are the tool's own (colours, the quiz's screen),
///   made by `StyledLine.rendered`, which makes the text of every span inert.
enum StandardOutput {
    /// The first write that failed, as the system words it; nil while every write succeeded.
    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var failure: String?
        var stopped = false
        let isTerminal = isatty(STDOUT_FILENO) == 1
    }
    private static let state = State()

    /// `text` and a newline, made inert.
    static func line(_ text: String) {
        write(text + "\n")
    }

    /// `text`, made inert.
    static func write(_ text: String) {
        send(Array(InertText.text(text).utf8))
    }

    /// Data as it is; on a terminal, made inert.
    static func write(_ bytes: [UInt8]) {
        send(state.isTerminal ? Array(InertText.text(String(decoding: bytes, as: UTF8.self)).utf8) : bytes)
    }

    /// Text whose control sequences are the tool's own, written as it is.
    ///
    /// Its words were made inert where it was styled (`StyledLine.rendered`, the quiz's screen).
    static func styled(_ text: String) {
        send(Array(text.utf8))
    }

    private static func send(_ bytes: [UInt8]) {
        state.lock.lock()
        defer { state.lock.unlock() }
        guard !state.stopped else { return }
        guard let error = Descriptor.writeAll(bytes, to: STDOUT_FILENO) else { return }
        state.stopped = true
        if error != EPIPE { state.failure = Descriptor.reason(error) }
    }

    /// Throws the first failed write as a failure of the command (74).
    static func finish() throws {
        let failure = state.lock.withLock { state.failure }
        if let failure { throw CommandFailure(.ioError, "cannot write standard output: \(failure)") }
    }
}
