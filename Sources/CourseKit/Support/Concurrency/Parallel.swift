import Foundation

/// Work cut into parts that run at once, one thread each, when the machine has cores to spare.
enum Parallel {
    /// How many parts are worth making: the active cores, at most `limit`.
    static func parts(atMost limit: Int) -> Int {
        max(1, min(limit, ProcessInfo.processInfo.activeProcessorCount))
    }

    /// `body(part)` for each part in `0..<count`, at once; the results in the order of the parts.
    /// A single part runs on the calling thread, without a queue.
    static func map<Result: Sendable>(parts count: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
        guard count > 1 else { return [body(0)] }
        let results = Locked([Result?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { part in
            let result = body(part)
            results.withLock { $0[part] = result }
        }
        return results.withLock { $0.map { $0! } }
    }
}
