import Foundation

/// What a pure function gave for each key, kept for the life of the process.
///
/// For work that every check of a process repeats on the same input (the embedded interface marked
/// for a platform, its imports, the compiler's version): the tests run hundreds of checks in one
/// process. At `limit` entries it starts over, so a process that checks many courses' own texts does
/// not grow without end.
final class ProcessMemo<Input: Hashable, Value>: @unchecked Sendable {
    private let entries = Locked<[Input: Value]>([:])
    private let limit: Int

    init(limit: Int = 1_000) {
        self.limit = limit
    }

    /// The value kept for `key`, or `make()`'s, kept.
    ///
    /// `make` runs without the lock held: two threads that miss at once both make the value, and
    /// the second keeps its own, equal by purity.
    func value(for key: Input, _ make: () throws -> Value) rethrows -> Value {
        if let found = entries.withLock({ $0[key] }) { return found }
        let value = try make()
        entries.withLock {
            if $0.count >= limit { $0.removeAll() }
            $0[key] = value
        }
        return value
    }
}
