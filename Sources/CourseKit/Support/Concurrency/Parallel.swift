import Foundation

/// Work cut into parts that run at once, one thread each, when the machine has cores to spare.
enum Parallel {
    /// How many parts are worth making: the active cores, at most `limit`.
    static func parts(atMost limit: Int) -> Int {
        max(1, min(limit, ProcessInfo.processInfo.activeProcessorCount))
    }

    /// `body(part)` for each part in `0..<count`, at once; the results in the order of the parts.
    ///
    /// A single part runs on the calling thread, without a queue; no parts, not at all.
    static func map<Result: Sendable>(parts count: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
        guard count > 1 else { return count == 1 ? [body(0)] : [] }
        let results = Locked([Result?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { part in
            let result = body(part)
            results.withLock { $0[part] = result }
        }
        return results.withLock { $0.map { $0! } }
    }

    /// `beside()` on a thread of its own while `here()` runs on the calling thread.
    ///
    /// Both results, once both are done.
    static func alongside<Beside: Sendable, Here>(
        _ beside: @escaping @Sendable () -> Beside,
        _ here: () -> Here
    ) -> (beside: Beside, here: Here) {
        let result = Locked<Beside?>(nil)
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            let value = beside()
            result.withLock { $0 = value }
        }
        let local = here()
        group.wait()
        return (result.withLock { $0! }, local)
    }
}
