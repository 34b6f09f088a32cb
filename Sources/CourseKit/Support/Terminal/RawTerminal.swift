import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The interactive terminal for the length of a quiz.
///
/// Raw mode (keys arrive one at a time, Ctrl-C as a byte rather than a signal), the alternate
/// screen and a hidden cursor — and the promise that all three are undone, whether the quiz ends
/// normally, by `q`, by Ctrl-C or by SIGTERM/SIGHUP.
///
/// `restore()` is idempotent and safe to call from the signal-handling queue, so whichever path ends
/// the process first puts the terminal back and later calls do nothing.
package final class RawTerminal: @unchecked Sendable {
    let inputDescriptor: Int32
    let outputDescriptor: Int32
    private let original: termios
    /// Whether raw mode is on.
    private let active = Locked(false)
    /// Writes to `outputDescriptor`: the command's one output path, which checks every write.
    private let writeOutput: (String) -> Void

    /// Nil when `input` is not a terminal (then the quiz uses line mode).
    ///
    /// `write` writes all of its text to `output` before it returns (so a screen is complete when
    /// it is drawn).
    package init?(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, write: @escaping (String) -> Void) {
        guard isatty(input) == 1, isatty(output) == 1 else { return nil }
        var settings = termios()
        guard tcgetattr(input, &settings) == 0 else { return nil }
        inputDescriptor = input
        outputDescriptor = output
        original = settings
        writeOutput = write
    }

    /// Raw input, alternate screen, cursor hidden.
    package func enter() {
        active.withLock { active in
            guard !active else { return }
            var raw = rawSettings()
            tcsetattr(inputDescriptor, TCSAFLUSH, &raw)
            active = true
            writeOutput(ANSI.enterAlternateScreen + ANSI.hideCursor)
        }
    }

    /// Keys as bytes again (Ctrl-C no signal), the screen left as it is.
    ///
    /// While another program's screen still shows: what is typed then is discarded by the next
    /// `enter`.
    func holdKeys() {
        active.withLock { active in
            guard !active else { return }
            var raw = rawSettings()
            tcsetattr(inputDescriptor, TCSANOW, &raw)
        }
    }

    /// Like cfmakeraw, but output processing stays on so "\n" still returns the carriage.
    private func rawSettings() -> termios {
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        return raw
    }

    /// Back to exactly the settings found at start; cursor shown, main screen back.
    func restore() {
        active.withLock { active in
            guard active else { return }
            active = false
            // Bracketed paste too, which a typing area may have left on.
            writeOutput(ANSI.bracketedPasteOff + ANSI.showCursor + ANSI.leaveAlternateScreen)
            var settings = original
            tcsetattr(inputDescriptor, TCSAFLUSH, &settings)
        }
    }

    var isActive: Bool {
        active.withLock { $0 }
    }

    /// Writes a screen (the tool's own sequences, every text in it made inert), whole.
    package func write(_ text: String) {
        writeOutput(text)
    }
}
