import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one owner of what a run of `course` makes and must not leave behind when a signal ends it:
/// its scratch in the temporary folder (a grade's copy of the lesson's project, `declarations/` and
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
        var removals: [Int: @Sendable () -> Void] = [:]
        var children: Set<pid_t> = []
        var ending = false
    }

    private static let state = Locked(State())

    /// The file or folder at `url`, removed by `endAll` until `release`.
    package static func keep(_ url: URL) -> Held {
        keep { try? FileManager.default.removeItem(at: url) }
    }

    /// `removal`, run by `endAll` until `release`.
    package static func keep(removal: @escaping @Sendable () -> Void) -> Held {
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

    /// A program just started, in a process group of its own (`pid`'s): killed by `endAll` until
    /// `ended`. When the clean-up has already run, it is killed now, and the thread waits for the end.
    static func started(_ pid: pid_t) {
        let ending = state.withLock { state in
            if !state.ending { state.children.insert(pid) }
            return state.ending
        }
        guard ending else { return }
        stop([pid])
        stopHere()
    }

    /// The program `pid` has ended (and been waited for). When it was stopped by `endAll`, the
    /// thread that waited for it goes no further.
    static func ended(_ pid: pid_t) {
        let ending = state.withLock { state in
            state.children.remove(pid)
            return state.ending
        }
        if ending { stopHere() }
    }

    /// Kills every program started and not yet ended, waits until each has, then removes every
    /// scratch kept: what a terminating signal does before the process ends.
    package static func endAll() {
        let children = state.withLock { state in
            state.ending = true
            return state.children
        }
        stop(children)
        removeAll()
    }

    /// SIGINT, SIGTERM and SIGHUP handled on a queue of their own: `endAll`, then `terminate` with
    /// the signal's number (the executable ends the process). A command with a handler of its own
    /// (the quiz's `SignalWatcher`, which puts the terminal back first) calls `endAll` itself instead.
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

    private static func removeAll() {
        removing.withLock { _ in
            for removal in state.withLock({ Array($0.removals.values) }) { removal() }
        }
    }

    /// Each program's process group killed; then each waited for until it has ended (without
    /// reaping it: the thread that started it does).
    private static func stop(_ children: Set<pid_t>) {
        for pid in children { kill(-pid, SIGKILL) }
        for pid in children {
            var info = siginfo_t()
            while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) == -1 && errno == EINTR {}
        }
    }

    /// The process is ending: what this thread may have written since `endAll` is removed, and it
    /// makes nothing more.
    private static func stopHere() -> Never {
        removeAll()
        while true { pause() }
    }
}
