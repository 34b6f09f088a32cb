import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `posix_spawn`'s file actions and attributes for a program this process starts.
///
/// Made and freed in one place. Of this process's open files the program inherits standard input,
/// output and error (as the caller's file actions set them), nothing else.
///
/// A descriptor opened without `O_CLOEXEC` (Foundation's temporary file of an atomic write, a pipe,
/// a socket) would otherwise stay open in every child started while it is open, for as long as the
/// child runs: a compiler holding a file another thread is writing makes running that file fail
/// with "Text file busy", and an editor would hold what the quiz has open. Foundation's `Process`
/// closes them; `posix_spawn` does not unless asked.
package enum SpawnSettings {
    #if canImport(Darwin)
        package typealias Actions = posix_spawn_file_actions_t?
        package typealias Attributes = posix_spawnattr_t?
    #else
        package typealias Actions = posix_spawn_file_actions_t
        package typealias Attributes = posix_spawnattr_t
    #endif

    /// Runs `body` (which sets the rest and starts the program) with these settings.
    ///
    /// Their flags are `flags`, their file actions close every descriptor but 0–2, and —
    /// `freshSignals` — no signal is blocked and every signal has its default action: a thread that
    /// blocks signals (a test runner's do) passes its mask on otherwise, and a terminal program, or
    /// a tmux server, would never see SIGHUP, SIGTERM or SIGWINCH.
    package static func with<T, E: Error>(
        flags: Int32 = 0, freshSignals: Bool = false, _ body: (inout Actions, inout Attributes) throws(E) -> T
    ) throws(E) -> T {
        #if canImport(Darwin)
            var actions: Actions = nil
            var attributes: Attributes = nil
        #else
            var actions = Actions()
            var attributes = Attributes()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        closeOthers(&actions)
        var allFlags = flags | spawnFlags
        if freshSignals {
            var noSignals = sigset_t()
            sigemptyset(&noSignals)
            var allSignals = sigset_t()
            sigfillset(&allSignals)
            posix_spawnattr_setsigmask(&attributes, &noSignals)
            posix_spawnattr_setsigdefault(&attributes, &allSignals)
            allFlags |= Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        }
        posix_spawnattr_setflags(&attributes, Int16(allFlags))
        return try body(&actions, &attributes)
    }

    #if canImport(Darwin)
        /// `POSIX_SPAWN_CLOEXEC_DEFAULT`: every descriptor the file actions do not name is closed.
        private static let spawnFlags = Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)

        private static func closeOthers(_ actions: inout Actions) {}
    #else
        private static let spawnFlags: Int32 = 0

        /// Adds to `actions` the closing of every descriptor from 3 up.
        private static func closeOthers(_ actions: inout Actions) {
            if let closeFrom {
                _ = closeFrom(&actions, 3)
                return
            }
            // Before glibc 2.34 (or another C library): the descriptors open now, each closed. One
            // opened between this list and the spawn is inherited; close-on-exec ones close anyway.
            for descriptor in openDescriptors() where descriptor > 2 {
                posix_spawn_file_actions_addclose(&actions, descriptor)
            }
        }

        private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

        /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), looked up once by name.
        ///
        /// Swift's Glibc module does not declare it.
        private static let closeFrom: CloseFrom? = {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
            else { return nil }
            return unsafeBitCast(symbol, to: CloseFrom.self)
        }()

        /// The descriptors open in this process without close-on-exec, from `/proc/self/fd`.
        private static func openDescriptors() -> [Int32] {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") else { return [] }
            return names.compactMap { Int32($0) }.filter { descriptor in
                let flags = fcntl(descriptor, F_GETFD)
                return flags >= 0 && flags & FD_CLOEXEC == 0
            }
        }
    #endif
}
