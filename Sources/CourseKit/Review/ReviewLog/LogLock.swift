import Foundation

/// The lock of a review log: one per file, whatever name the file is given.
///
/// It is an exclusive `flock` on `<file>.lock`, beside the file the log's path names — when the
/// path is a symbolic link, beside the file the link leads to, so that a quiz through a link and
/// one on the file share it — holding the note `process N, since TIME`; and a `flock` on the log
/// file itself, so that two names of one file that are not links (hard links) share it too. A quiz
/// holds it for its sitting (`ReviewLogWriter`), `course log repair` and `course log merge --out`
/// while they replace a log.
///
/// The lock file is only ever a lock's own: a regular file, not a link, empty or holding the note;
/// anything else (`Cargo.lock` beside `--log Cargo`) is left untouched and the lock not taken. A
/// quiz leaves the lock file in place when it lets go; a command that replaces a log removes one it
/// had to make (while it still holds it), so a lock is held only while its path still names the
/// file locked, and taken again otherwise.
package final class LogLock {
    /// `<file>.lock`.
    package let path: String
    private var lockFile: Int32 = -1
    /// The log file, when the lock holds it itself (a command that replaces the log).
    ///
    /// A quiz's writer locks the file it holds open instead (`lockLogFile`).
    private var logFile: Int32 = -1
    /// Whether `release` removes the lock file: one a command that replaces a log had to make.
    private var removesLockFile = false

    /// Takes the lock of the log at `logPath`, with `now` in its note.
    ///
    /// `forReplacing` is the lock of a command that replaces the log: it locks the log file too,
    /// when there is one, and removes a lock file it had to make when it lets go. Throws `.locked`
    /// when another process holds it, `.foreignLock` when the lock file is not a lock's,
    /// `.unwritable` when it cannot be made.
    package init(log logPath: String, now: Timestamp, forReplacing: Bool = false) throws(ReviewLogError) {
        path = Self.path(of: logPath)
        var tries = 0
        while true {
            let existed = FileManager.default.fileExists(atPath: path)
            // Never through a link, never a pipe or a folder: only a regular file of its own.
            switch RegularFile.open(path, O_RDWR | O_CREAT | O_NOFOLLOW) {
            case .success(let opened): lockFile = opened
            case .failure(.notRegular(let kind)): throw .foreignLock(lockPath: path, reason: kind)
            case .failure(let error): throw .unwritable(path: path, reason: error.reason)
            }
            guard Self.lock(lockFile, LOCK_EX, waiting: Self.mayBeLettingGo(note: Self.note(lockFile))) else {
                let note = Self.note(lockFile)
                release()
                throw .locked(path: logPath, holder: note)
            }
            // A lock file removed (by the command that made it) after it was opened here, before
            // it was locked: locked, it locks nothing any more; the lock is taken again.
            tries += 1
            if Self.isNamed(path, lockFile) || tries == 10 {
                removesLockFile = forReplacing && !existed
                break
            }
            release()
        }
        // Held: no lock's note is being written now, so anything but a note is another program's file.
        guard Self.note(lockFile) != nil || Self.isEmpty(lockFile) else {
            release()
            throw .foreignLock(lockPath: path, reason: "a file that holds something else")
        }
        if forReplacing, case .success(let opened) = RegularFile.open(logPath, O_RDONLY) {
            logFile = opened
            guard Self.lockLogFile(logFile) else {
                release()
                throw .locked(path: logPath, holder: nil)
            }
        }
        let note = Array("process \(getpid()), since \(ISO8601.format(now))\n".utf8)
        _ = ftruncate(lockFile, 0)
        _ = note.withUnsafeBytes { pwrite(lockFile, $0.baseAddress, $0.count, 0) }
    }

    deinit { release() }

    /// The lock of a command that replaces the log at `logPath` (`log repair`, `log merge --out`).
    ///
    /// Held for as long as it replaces it: refused (`.quizRunning`) while a quiz holds it, whose
    /// answers would go to the file replaced. Where no lock can be taken (the lock file is not a
    /// lock's, or cannot be made), no quiz can take it either: nil, and the command goes on without
    /// it, unless some process holds the log file itself.
    package static func forReplacing(_ logPath: String, now: Timestamp) throws(ReviewLogError) -> LogLock? {
        do {
            return try LogLock(log: logPath, now: now, forReplacing: true)
        } catch {
            if case .locked(_, let holder) = error { throw .quizRunning(path: logPath, holder: holder) }
            if let holder = holder(of: logPath) { throw .quizRunning(path: logPath, holder: holder.note) }
            return nil
        }
    }

    /// Lets the lock go (also done when it goes away).
    package func release() {
        if logFile >= 0 {
            Foundation.close(logFile)
            logFile = -1
        }
        guard lockFile >= 0 else { return }
        // Removed while still held: whoever opened it meanwhile finds it unlocked but gone, and
        // takes the lock again.
        if removesLockFile, Self.isNamed(path, lockFile) { unlink(path) }
        removesLockFile = false
        flock(lockFile, LOCK_UN)
        Foundation.close(lockFile)
        lockFile = -1
    }

    /// Whether `path` names the file open as `descriptor` (not a link: the lock is never one).
    private static func isNamed(_ path: String, _ descriptor: Int32) -> Bool {
        var named = stat()
        var open = stat()
        return lstat(path, &named) == 0 && fstat(descriptor, &open) == 0
            && named.st_dev == open.st_dev && named.st_ino == open.st_ino
    }

    /// Where the lock of the log at `logPath` lives.
    ///
    /// `<file>.lock`, the file being the one the path names through any links
    /// (`SymbolicLink.followed`).
    package static func path(of logPath: String) -> String {
        SymbolicLink.followed(logPath) + ".lock"
    }

    /// Locks the open log file itself, for as long as `descriptor` is open.
    ///
    /// False when another process holds it (a quiz on another name of the file); true when taken,
    /// or when the file system has no such locks.
    static func lockLogFile(_ descriptor: Int32) -> Bool {
        lock(descriptor, LOCK_EX, waiting: true) || errno != EWOULDBLOCK
    }

    /// How long a lock that may be being let go of is waited for before it counts as held.
    ///
    /// A lock can outlive its holder's `close` by a moment: a process started meanwhile (a check's
    /// compiler, an editor, a test's `course`) shares the holder's open files from its fork until it
    /// runs its program, and an `flock` belongs to the open file, not to the descriptor. A quiz
    /// started just as another ended found the lock taken (seen in the test suite, where many
    /// programs start at once; a C program spawning `/bin/true` in a loop beside one locking and
    /// closing a file was refused 2,522 of 20,000 times). A lock still held after this is held.
    static let moment: Duration = .milliseconds(300)

    /// Whether the lock file's holder may be letting go of it.
    ///
    /// True when its note names this process (whose writer has closed it) or a process that has
    /// ended, or when there is no note to tell. A lock whose note names another running process is that quiz's, and refused at once.
    static func mayBeLettingGo(note: String?) -> Bool {
        guard let note, let number = note.split(separator: " ").dropFirst().first?.dropLast(),
            let pid = pid_t(number), pid > 0
        else { return true }
        return pid == getpid() || (kill(pid, 0) != 0 && errno == ESRCH)
    }

    /// `flock(descriptor, operation)` without blocking, tried again for a `moment` when `waiting`.
    ///
    /// Tried again while another open file holds it; false with `errno` as `flock` left it.
    private static func lock(_ descriptor: Int32, _ operation: Int32, waiting: Bool) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: waiting ? moment : .zero)
        while true {
            if flock(descriptor, operation | LOCK_NB) == 0 { return true }
            guard errno == EWOULDBLOCK, clock.now < deadline else { return false }
            usleep(10_000)
        }
    }

    /// Who holds the lock of a log.
    ///
    /// The note a quiz writes in it (`process N, since TIME`), nil when the lock file holds none (a
    /// lock taken by another program, or by hand with `flock`, or only the log file's own lock).
    package struct Holder: Sendable, Equatable {
        package var note: String?
    }

    /// Whether some process holds the lock of the log at `logPath` now, and which.
    ///
    /// The holder when some process holds the lock of the log at `logPath` now, nil when none does.
    /// It takes nothing and makes nothing: it tries a shared lock on the lock file, when that is a
    /// regular file (never through a link), and on the log file, and lets go at once. A lock file
    /// that is not a lock's kind of file is held by no quiz.
    package static func holder(of logPath: String) -> Holder? {
        if case .success(let file) = RegularFile.open(path(of: logPath), O_RDONLY | O_NOFOLLOW) {
            defer { Foundation.close(file) }
            // A lock being let go of (see `moment`) is not a holder.
            if lock(file, LOCK_SH, waiting: mayBeLettingGo(note: note(file))) {
                flock(file, LOCK_UN)
            } else if errno == EWOULDBLOCK {
                // The note stays in the file after its quiz ends: it names the holder only while
                // that process is alive.
                let note = Self.note(file).flatMap { note -> String? in
                    guard let pid = Int32(note.dropFirst("process ".count).prefix { $0 != "," }) else { return nil }
                    return kill(pid, 0) == 0 || errno == EPERM ? note : nil
                }
                return Holder(note: note)
            }
        }
        guard case .success(let log) = RegularFile.open(logPath, O_RDONLY) else { return nil }
        defer { Foundation.close(log) }
        guard !lock(log, LOCK_SH, waiting: true) else {
            flock(log, LOCK_UN)
            return nil
        }
        return errno == EWOULDBLOCK ? Holder(note: nil) : nil
    }

    /// The note a quiz writes in its lock (`process 1234, since 2026-11-30T10:00:00Z`).
    ///
    /// Without its newline; nil when the lock file holds anything else.
    static func note(_ file: Int32) -> String? {
        var bytes = [UInt8](repeating: 0, count: 128)
        let count = bytes.withUnsafeMutableBytes { pread(file, $0.baseAddress, $0.count, 0) }
        guard count > 0, count < bytes.count else { return nil }
        var text = String(decoding: bytes[..<count], as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        let parts = text.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "process", parts[1].hasSuffix(","), parts[2] == "since",
            parts[1].dropLast().allSatisfy({ $0.isASCII && $0.isNumber }), parts[1].count > 1,
            ISO8601.parse(String(parts[3])) != nil
        else { return nil }
        return text
    }

    private static func isEmpty(_ file: Int32) -> Bool {
        var status = stat()
        return fstat(file, &status) == 0 && status.st_size == 0
    }
}
