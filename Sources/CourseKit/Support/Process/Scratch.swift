import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one owner of what a run of `course` makes and must not leave behind when a signal ends it.
///
/// Its scratch in the temporary folder (a grade's copy of the lesson's project, `declarations/` and
/// the typed answer; a check's; the compiler's output; the language server's snapshots) and the
/// programs it started (the compiler). Each is the owner's from when it is made (`keep`, `started`)
/// until whoever made it has removed it (`release`, `ended`).
///
/// `endAll` kills every program started (its whole process group: the compiler's driver starts
/// frontends of its own) and removes every scratch; `endOnSignals` has SIGINT, SIGTERM and SIGHUP do
/// that, then hands the signal's number to the executable, which ends the process with 128 + it.
/// (The library never ends the process.) Once it has run, a thread that makes new scratch, starts a
/// program or sees one end removes the scratch again (what it wrote since) and waits there for the
/// process to end: the work a signal interrupts goes no further.
package enum Scratch {
    /// What `keep` registered, for `release`.
    package struct Held: Hashable, Sendable {
        fileprivate let number: Int
    }

    private struct State {
        var next = 0
        /// Each removes its scratch and says whether there was any to remove.
        var removals: [Int: @Sendable () -> Bool] = [:]
        var children: Set<pid_t> = []
        /// Programs being started (`starting`), not yet `started`.
        var starting = 0
        var ending = false
    }

    private static let state = Locked(State())

    /// The file or folder at `url`, removed by `endAll` until `release`.
    package static func keep(_ url: URL) -> Held {
        keep { () -> Bool in
            var status = stat()
            guard lstat(url.path, &status) == 0 else { return false }
            try? FileManager.default.removeItem(at: url)
            return true
        }
    }

    /// `removal`, run by `endAll` until `release`.
    package static func keep(removal: @escaping @Sendable () -> Void) -> Held {
        keep { () -> Bool in
            removal()
            return false
        }
    }

    private static func keep(_ removal: @escaping @Sendable () -> Bool) -> Held {
        let number = state.withLock { state -> Int? in
            guard !state.ending else { return nil }
            state.next += 1
            state.removals[state.next] = removal
            return state.next
        }
        guard let number else { stopHere() }
        return Held(number: number)
    }

    /// No longer the owner's to remove: its maker removed it (or keeps it).
    package static func release(_ key: Held) {
        state.withLock { _ = $0.removals.removeValue(forKey: key.number) }
    }

    /// The files or folders at `urls`, the owner's while `body` runs and removed when it ends.
    package static func using<T, E: Error>(_ urls: [URL], _ body: () throws(E) -> T) throws(E) -> T {
        let keys = urls.map { keep($0) }
        defer {
            for url in urls { try? FileManager.default.removeItem(at: url) }
            for key in keys { release(key) }
        }
        return try body()
    }

    /// A program is about to be started.
    ///
    /// `endAll` waits for `started` (the program may make its output file as it starts). When the
    /// clean-up has begun, the thread goes no further.
    static func starting() {
        let ending = state.withLock { state in
            if !state.ending { state.starting += 1 }
            return state.ending
        }
        if ending { stopHere() }
    }

    /// A program just started (nil: it could not be), in a process group of its own (`pid`'s).
    ///
    /// Killed by `endAll` until `ended`. When the clean-up has begun, it is killed now, and the
    /// thread goes no further.
    static func started(_ pid: pid_t?) {
        let ending = state.withLock { state in
            guard !state.ending else { return true }
            state.starting -= 1
            if let pid { state.children.insert(pid) }
            return false
        }
        guard ending else { return }
        if let pid { stop([pid]) }
        // Counted as starting until its output is removed: `endAll` waits for that.
        removeAll()
        state.withLock { $0.starting -= 1 }
        stopHere()
    }

    /// The program `pid` has ended (and been waited for).
    ///
    /// When it was stopped by `endAll`, the thread that waited for it goes no further.
    static func ended(_ pid: pid_t) {
        let ending = state.withLock { state in
            state.children.remove(pid)
            return state.ending
        }
        if ending { stopHere() }
    }

    /// Kills every program started and not yet ended, waits until each has, then removes every scratch kept.
    ///
    /// What a terminating signal does before the process ends. A thread that was writing into a
    /// scratch folder (a compiler run's files, made before the run starts) may make it again before
    /// it reaches `keep` or `started` and stops there: the removal is repeated, a moment apart,
    /// until a pass finds nothing (at most about a second).
    package static func endAll() {
        let children = state.withLock { state in
            state.ending = true
            return state.children
        }
        stop(children)
        for _ in 0..<50 {
            let found = removeAll()
            guard found || state.withLock({ $0.starting > 0 }) else { return }
            usleep(20_000)
        }
    }

    /// SIGINT, SIGTERM and SIGHUP handled on a queue of their own.
    ///
    /// `endAll`, then `terminate` with the signal's number (the executable ends the process). A
    /// command with a handler of its own (the quiz's `SignalWatcher`, which puts the terminal back
    /// first) calls `endAll` itself instead.
    package static func endOnSignals(terminate: @escaping @Sendable (_ signal: Int32) -> Never) {
        let queue = DispatchQueue(label: "course.scratch.signals")
        for number in [SIGINT, SIGTERM, SIGHUP] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                endAll()
                terminate(number)
            }
            source.resume()
            sources.withLock { $0.append(source) }
        }
    }

    /// The signal sources, kept for as long as the process runs.
    private static let sources = Locked<[DispatchSourceSignal]>([])

    /// One removal at a time: two at once in one folder would each stop at what the other took.
    private static let removing = Locked(())

    /// Every scratch removed; whether there was any.
    @discardableResult
    private static func removeAll() -> Bool {
        removing.withLock { _ in
            var found = false
            for removal in state.withLock({ Array($0.removals.values) }) where removal() { found = true }
            return found
        }
    }

    /// Each program's process group killed.
    ///
    /// Then each waited for until it has ended (without reaping it: the thread that started it
    /// does).
    private static func stop(_ children: Set<pid_t>) {
        for pid in children { kill(-pid, SIGKILL) }
        for pid in children {
            var info = siginfo_t()
            while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) == -1 && errno == EINTR {}
        }
    }

    /// The process is ending.
    ///
    /// What this thread may have written since `endAll` is removed, and it makes nothing more.
    private static func stopHere() -> Never {
        removeAll()
        while true { pause() }
    }
}
