import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Handles the signals that can end or disturb a quiz, on a queue of its own:
///
/// - SIGINT, SIGTERM, SIGHUP: wait until no answer is being written (`protect`), put the terminal
///   back, and hand the signal's number to `terminate`, which ends the process (the command
///   supplies it with the exit status). The answers already given are on disk.
/// - SIGWINCH: a byte on `resizePipe`, which `KeyReader` waits on, so the screen re-wraps.
/// - While another program has the terminal (`handingOver`), SIGINT is that program's: Ctrl-C
///   in an editor does not end the quiz. (`TerminalProgram` also runs the program as a job of its
///   own, the terminal's foreground, so that the terminal's SIGINT never reaches the quiz: a flag
///   read when the signal is handled could be read after a program that ends on SIGINT has ended.)
final class SignalWatcher: @unchecked Sendable {
    private let queue = DispatchQueue(label: "course.quiz.signals")
    private var sources: [DispatchSourceSignal] = []
    /// Held while an answer is written, and by a terminating signal until the process ends.
    private let writing = Locked(())
    /// True while another program runs on the terminal.
    private let handedOver = Locked(false)
    private let pipeEnds: [Int32]

    /// Read end of the resize notifications, for `KeyReader`.
    var resizeDescriptor: Int32 { pipeEnds[0] }

    /// On a terminating signal, `cleanUp` runs, then `terminate` with the signal's number.
    ///
    /// `cleanUp` restores the terminal.
    package init(cleanUp: @escaping @Sendable () -> Void, terminate: @escaping @Sendable (_ signal: Int32) -> Never) {
        var ends: [Int32] = [0, 0]
        _ = pipe(&ends)
        _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
        pipeEnds = ends
        for number in [SIGINT, SIGTERM, SIGHUP] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { [writing, handedOver] in
                if number == SIGINT, handedOver.withLock({ $0 }) { return }
                writing.withLock { _ in  // never exit halfway through writing an answer
                    cleanUp()
                    terminate(number)
                }
            }
            source.resume()
            sources.append(source)
        }
        signal(SIGWINCH, SIG_IGN)
        let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: queue)
        let writeEnd = ends[1]
        resize.setEventHandler {
            var byte: UInt8 = 1
            _ = Foundation.write(writeEnd, &byte, 1)
        }
        resize.resume()
        sources.append(resize)
    }

    /// Runs `body` (another program on the terminal, which gets Ctrl-C) with SIGINT left alone.
    func handingOver<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        handedOver.withLock { $0 = true }
        defer { handedOver.withLock { $0 = false } }
        return try body()
    }

    /// Runs `body` (writing an answer) so that a terminating signal waits for it to finish.
    func protect<T>(_ body: () throws -> T) rethrows -> T {
        try writing.withLock { _ in try body() }
    }
}
