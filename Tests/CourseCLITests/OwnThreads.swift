import Foundation
import Testing

/// Threads of the end-to-end suites' own, on which their tests run (`.ownThreads`), not on Swift's
/// cooperative pool.
///
/// Swift Testing runs tests as tasks on the cooperative pool, which on Linux runs as many jobs at
/// once as there are cores: two on two cores. An end-to-end test spends most of its time waiting
/// for the programs it starts (`waitUntilExit`, a poll of a terminal, a quiz waiting for a key),
/// and a synchronous wait holds its thread: with both held by tests that wait for idle programs,
/// the whole suite waited, one core idle (sampled with gdb in a warm run: the two threads of the
/// pool in `waitUntilExit` and `Thread.sleep`, the machine at 55 % for 45 s; docs/ci.md, "The warm
/// suite in session 46"). On these threads, `width` of them wait at once while the
/// pool's two threads go on with the library's tests.
@available(macOS 15.0, *)  // `TaskExecutor`; on an older macOS the tests run on the pool
final class OwnThreads: TaskExecutor, @unchecked Sendable {
    /// How many end-to-end tests run at once: enough that tests waiting for idle programs leave work
    /// for both cores, few enough that the programs they start do not crowd the machine.
    static let width = 6

    /// The one executor of the test process.
    static let shared = OwnThreads(count: width)

    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    private init(count: Int) {
        for index in 0..<count {
            let thread = Thread { [unowned self] in serve() }
            thread.name = "course-tests-\(index)"
            // As much stack as a thread of the pool: the debug build's frames are large.
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Runs jobs as they come, for ever (the threads end with the test process).
    private func serve() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}

/// Runs each test of a suite on `OwnThreads`: its body, synchronous or not, and every task it
/// starts without an executor of its own.
struct OnOwnThreads: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func scopeProvider(for test: Test, testCase: Test.Case?) -> OnOwnThreads? {
        testCase == nil ? nil : self
    }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        if #available(macOS 15.0, *) {
            try await withTaskExecutorPreference(OwnThreads.shared) { try await function() }
        } else {
            try await function()
        }
    }
}

extension Trait where Self == OnOwnThreads {
    /// Each test on the end-to-end suites' own threads (`OwnThreads`), so that a test waiting for
    /// a program holds none of the cooperative pool's.
    static var ownThreads: Self { OnOwnThreads() }
}
