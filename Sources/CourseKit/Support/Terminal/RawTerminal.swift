#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The interactive terminal for the length of a quiz: raw mode (keys arrive one at a time, Ctrl-C as
/// a byte rather than a signal), the alternate screen and a hidden cursor — and the promise that all
/// three are undone, whether the quiz ends normally, by `q`, by Ctrl-C or by SIGTERM/SIGHUP.
///
/// `restore()` is idempotent and safe to call from the signal-handling queue, so whichever path ends
/// the process first puts the terminal back and later calls do nothing.
package final class RawTerminal: @unchecked Sendable {
    package let inputDescriptor: Int32
    package let outputDescriptor: Int32
    private let original: termios
    /// Whether raw mode is on.
    private let active = Locked(false)

    /// Nil when `input` is not a terminal (then the quiz uses line mode).
    package init?(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        guard isatty(input) == 1, isatty(output) == 1 else { return nil }
        var settings = termios()
        guard tcgetattr(input, &settings) == 0 else { return nil }
        inputDescriptor = input
        outputDescriptor = output
        original = settings
    }

    /// Raw input, alternate screen, cursor hidden.
    package func enter() {
        active.withLock { active in
            guard !active else { return }
            var raw = original
        // Like cfmakeraw, but output processing stays on so "\n" still returns the carriage.
            raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
            raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
            raw.c_cflag |= tcflag_t(CS8)
            withUnsafeMutableBytes(of: &raw.c_cc) { cc in
                cc[Int(VMIN)] = 1
                cc[Int(VTIME)] = 0
            }
            tcsetattr(inputDescriptor, TCSAFLUSH, &raw)
            active = true
            writeRaw(ANSI.enterAlternateScreen + ANSI.hideCursor)
        }
    }

    /// Back to exactly the settings found at start; cursor shown, main screen back.
    package func restore() {
        active.withLock { active in
            guard active else { return }
            active = false
            writeRaw(ANSI.showCursor + ANSI.leaveAlternateScreen)
            var settings = original
            tcsetattr(inputDescriptor, TCSAFLUSH, &settings)
        }
    }

    package var isActive: Bool {
        active.withLock { $0 }
    }

    /// Writes straight to the descriptor, bypassing buffers, so a screen is complete when it returns.
    package func write(_ text: String) {
        writeRaw(text)
    }

    private func writeRaw(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { writeDescriptor(outputDescriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }
}

/// `write(2)` under a name that does not clash with `RawTerminal.write(_:)`.
func writeDescriptor(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
