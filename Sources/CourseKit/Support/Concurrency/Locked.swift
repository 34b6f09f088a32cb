import Foundation

/// A value that several threads share, reached only while holding its lock.
///
/// The one lock box of the library (the typechecker's results, the course read on a second thread,
/// the terminal's state, the signal watcher's guard around an answer being written).
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, holding the lock; what `body` changes stays.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
