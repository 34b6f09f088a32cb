import Foundation

/// Appends answers to the review log, one line each, written and flushed to disk (`fsync`) before
/// `append` returns; the file is opened with `O_APPEND` and never rewritten. Holds the log's lock
/// (`LogLock`: `<file>.lock` beside the file the path names through any link, and the file itself)
/// for its lifetime, so that two quizzes never write one file, whatever names they are given it. A
/// lock file that is not a lock's (a link, `Cargo.lock` beside `--log Cargo`) is left untouched
/// and the log is not opened.
///
/// Every record it writes names itself (`id`, drawn from `ids`), an undo names the answer it
/// cancels (`undoes`), and no two records it writes to one log have the same `at`: a time at or
/// before the last one written (by it, or the log's last line when it opened it) moves to 1 µs
/// after that one, so that replay in time order keeps the order of the sitting.
///
/// Before and after each append, and once more when the sitting ends (`recheck`), it checks that
/// the path still names the file it holds (device, inode and the length it left it at): a sync
/// client or `git pull` replaces a log by renaming a new file over it, and answers written to the
/// old one would go where no one looks. When it does not, the writer opens the path again (see
/// `Reopening`) and the caller reads the log again. When the path no longer leads to a file it can
/// write (a folder or a named pipe in its place), the file it holds, the only copy of the history
/// left, is saved beside it as `<log>.rescued-TIME` and the error (`.rescued`) says so.
public final class ReviewLogWriter {
    public let path: String
    private var file: Int32 = -1
    private var lock: LogLock?
    private let ids: () -> UInt64
    /// The `at` of the last record in the log: the last one written, or the log's last line's.
    private var lastTime: Timestamp?
    /// The file held, as it was left after the last write.
    private var held = FileIdentity()
    /// Every record written since the log was opened, with its id: what a file found at the path
    /// in place of the one held must also hold.
    private var written: [(id: String, line: [UInt8])] = []
    /// What the appends since `takeReopening()` last ran found; nil when the path named the file held.
    private var reopening: Reopening?

    /// Why the writer opened the path again, and what it did there.
    public struct Reopening: Sendable, Equatable {
        public enum Cause: Sendable, Equatable {
            /// Another file is at the path now (one renamed over it: a sync client, `git pull`).
            case replaced
            /// Nothing was at the path: the log was written there again from the file the writer
            /// held open, every line of it (the only copy left of the history, and of this sitting).
            case removed
            /// The same file, but another program changed its length (rewrote it in place).
            case changed
        }
        public var cause: Cause
        /// How many records written since the log was opened the file at the path lacked (by `id`),
        /// appended to it again.
        public var rewritten: Int

        public init(cause: Cause, rewritten: Int) {
            self.cause = cause
            self.rewritten = rewritten
        }
    }

    /// Locks and opens the log, creating it (and its folders) if needed. If the last line was cut
    /// short by a crash, ends it and appends a `recovered` line, so the next answer starts a line
    /// of its own and readers know to skip the fragment.
    public init(path: String, at now: Timestamp = Timestamp(Date()),
                ids: (() -> UInt64)? = nil) throws(ReviewLogError) {
        self.path = path
        self.ids = ids ?? RecordID.systemRandom
        try makeFolder()
        lock = try LogLock(log: path, now: now)
        try openPath()
        try endCutLine(now: now)
        lastTime = try lastRecordTime()
    }

    private var folder: String { (path as NSString).deletingLastPathComponent }

    private func makeFolder() throws(ReviewLogError) {
        guard !folder.isEmpty else { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path: path, reason: "can't create \(folder): \(FileProblem.reason(of: error) ?? "the folder could not be made")")
        }
    }

    /// Opens the path for appending (creating the file if needed), in place of the file held.
    private func openPath() throws(ReviewLogError) {
        let existed = FileManager.default.fileExists(atPath: path)
        switch RegularFile.open(path, O_RDWR | O_APPEND | O_CREAT) {
        case .success(let opened):
            let first = file < 0
            if !first { Foundation.close(file) }
            file = opened
            // The file itself is locked too, for its other names (hard links). A file found in
            // place of the log mid-sitting is locked as far as it can be: the lock file still
            // holds the path.
            if !LogLock.lockLogFile(file), first { throw .locked(path: path, holder: nil) }
        case .failure(let error): throw .unwritable(path: path, reason: error.reason)
        }
        if !existed { syncFolder(folder) }
        held = FileIdentity(descriptor: file)
    }

    deinit { close() }

    /// Appends one answer and flushes it to disk: the record as written, with its `id` (a new one
    /// when it has none) and its `at` (moved past the log's last one when it is not later).
    @discardableResult
    public func append(_ record: ReviewRecord) throws(ReviewLogError) -> ReviewRecord {
        try reopenIfMoved(now: record.at)
        var record = record
        record.id = record.id ?? RecordID.random(ids)
        record.at = time(after: record.at)
        try writeRecord(LogLine.review(record), id: record.id!, at: record.at)
        return record
    }

    /// Appends an undo of `card`'s answer whose id is `undoes` (nil: its latest answer still in
    /// effect, as lines before ids did); returns the time written.
    @discardableResult
    public func appendUndo(card: String, undoes: String? = nil, at time: Timestamp) throws(ReviewLogError) -> Timestamp {
        try reopenIfMoved(now: time)
        let at = self.time(after: time)
        let id = RecordID.random(ids)
        try writeRecord(.undo(card: card, at: at, id: id, undoes: undoes), id: id, at: at)
        return at
    }

    /// Looks at the path once more, as before each append: at the end of a sitting (also one ended
    /// by a signal), so that a log replaced after the last answer gets this sitting's records too,
    /// and one replaced by something that is not a file leaves the history rescued beside it.
    public func recheck(now: Timestamp) throws(ReviewLogError) {
        try reopenIfMoved(now: now)
    }

    /// What the appends since the last call found (the log replaced, removed or changed, and opened
    /// again), once; nil when the path still named the file held every time.
    public func takeReopening() -> Reopening? {
        defer { reopening = nil }
        return reopening
    }

    /// Writes the record, remembers it, and checks the path again: had the log been replaced
    /// while it was written, the record went to the old file, and is written to the new one too.
    private func writeRecord(_ line: LogLine, id: String, at: Timestamp) throws(ReviewLogError) {
        let bytes = line.bytes
        try write(bytes)
        written.append((id, bytes))
        lastTime = at
        try reopenIfMoved(now: at)
    }

    /// If the path no longer names the file held as it was left, opens the path again: a new
    /// file there (renamed over the log) is appended to from now on; nothing there, the log is
    /// written there again from the file held; the same file changed in place is taken as it is.
    /// Then, as when the log is first opened, a line cut short is ended, every record written since
    /// the log was opened that the file lacks (by `id`) is appended again, and the next record's
    /// time is moved past the file's last one as well as past this writer's own.
    private func reopenIfMoved(now: Timestamp) throws(ReviewLogError) {
        // A closed writer holds no lock: it opens nothing again (`write` says it is closed).
        guard file >= 0 else { return }
        var status = stat()
        let cause: Reopening.Cause
        if stat(path, &status) == 0 {
            let current = FileIdentity(status)
            if current == held { return }
            cause = current.isSameFile(as: held) ? .changed : .replaced
        } else if errno == ENOENT {
            // Written whole, and only where nothing is: a file that appears meanwhile (a sync
            // client's) is taken as a replacement, never replaced.
            let history = try contents()
            do throws(ReviewLogError) { try makeFolder() } catch { throw rescued(error, now: now) }
            do {
                try AtomicFile.write(Data(history), to: path, replacing: false)
                cause = .removed
            } catch {
                guard error.exists else { throw rescued(.unwritable(path: path, reason: error.reason), now: now) }
                cause = .replaced
            }
        } else {
            throw rescued(.unwritable(path: path, reason: Self.lastError), now: now)
        }
        let ownLastTime = lastTime
        // Until it opens, the file held is the old one.
        do throws(ReviewLogError) { try openPath() } catch { throw rescued(error, now: now) }
        try endCutLine(now: now)
        var unused: [String] = []
        let present = Set(LogMerge.records(of: .init(path: path, bytes: try contents()), warnings: &unused).map(\.id))
        let missing = written.filter { !present.contains($0.id) }
        if !missing.isEmpty { try write(missing.flatMap(\.line)) }
        let fileLastTime = try lastRecordTime()
        lastTime = [ownLastTime, fileLastTime].compactMap { $0 }.max()
        let rewritten = (reopening?.rewritten ?? 0) + missing.count
        reopening = Reopening(cause: reopening?.cause ?? cause, rewritten: rewritten)
    }

    /// `error`, the path having no file this writer can write, after saving the file it holds —
    /// the only copy of the history left — beside the log (the file a link leads to) as
    /// `<log>.rescued-TIME` (`BesideLog`), else in the temporary folder, with the log's
    /// permissions: then `.rescued`, naming the copy.
    private func rescued(_ error: ReviewLogError, now: Timestamp) -> ReviewLogError {
        guard case .unwritable(_, let reason) = error, let history = try? contents() else { return error }
        var status = stat()
        let permissions = fstat(file, &status) == 0 ? status.st_mode & 0o777 : 0o600
        let beside = SymbolicLink.followed(path)
        let temporary = (NSTemporaryDirectory() as NSString).appendingPathComponent((beside as NSString).lastPathComponent)
        for place in [beside, temporary] {
            for attempt in 1...100 {
                let copy = BesideLog.name(place, "rescued", at: now, attempt: attempt)
                var existing = stat()
                if lstat(copy, &existing) == 0 { continue }
                do {
                    try AtomicFile.write(Data(history), to: copy, permissions: permissions, replacing: false)
                    return .rescued(path: path, reason: reason, copy: copy)
                } catch {
                    if error.exists { continue }
                    break
                }
            }
        }
        return error
    }

    /// Every byte of the file held.
    private func contents() throws(ReviewLogError) -> [UInt8] {
        let size = Int(lseek(file, 0, SEEK_END))
        guard size > 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: size)
        var offset = 0
        while offset < size {
            let count = bytes.withUnsafeMutableBytes { pread(file, $0.baseAddress! + offset, size - offset, off_t(offset)) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw .unreadable(path: path, reason: count < 0 ? Self.lastError : "the file got shorter while it was read") }
            offset += count
        }
        return bytes
    }

    /// `time`, or 1 µs after the log's last record when it is not later than that.
    private func time(after time: Timestamp) -> Timestamp {
        guard let last = lastTime, time <= last else { return time }
        return Timestamp(microseconds: last.microseconds + 1)
    }

    /// Closes the log and releases the lock (also done when the writer goes away).
    public func close() {
        if file >= 0 { Foundation.close(file); file = -1 }
        lock?.release()
        lock = nil
    }

    /// If the file doesn't end with a newline, ends the line; if that line is a fragment cut short
    /// by a crash (an incomplete JSON object), marks it as skipped with a `recovered` line. A
    /// complete object that is invalid is a damaged line, not a torn one: it is left unmarked, so
    /// every reader keeps reporting it.
    private func endCutLine(now: Timestamp) throws(ReviewLogError) {
        let size = lseek(file, 0, SEEK_END)
        guard size > 0 else { return }
        // Only the end of the file matters: read back far enough to hold the last line.
        var tail: [UInt8] = []
        var length = min(Int(size), 4096)
        while true {
            tail = [UInt8](repeating: 0, count: length)
            let count = tail.withUnsafeMutableBytes { pread(file, $0.baseAddress, length, off_t(Int(size) - length)) }
            guard count == length else { throw .unreadable(path: path, reason: Self.lastError) }
            if tail.last == 0x0A { return }
            if tail.dropLast().contains(0x0A) || length == Int(size) { break }
            length = min(Int(size), length * 4)
        }
        let lineStart = tail.dropLast().lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        var line = LogLineParser.Line()
        let lastLineIsTorn = tail[lineStart...].withUnsafeBytes { bytes in
            do throws(LogLineParser.Failure) {
                try LogLineParser.parse(bytes, into: &line)
                return false
            } catch {
                if case .truncated = error { return true }
                return false
            }
        }
        var bytes: [UInt8] = [0x0A]
        if lastLineIsTorn { bytes += LogLine.recovered(at: now).bytes }
        try write(bytes)
    }

    /// The `at` of the last line that can be read (the file ends with a newline by now), looking
    /// back at most 64 KiB.
    private func lastRecordTime() throws(ReviewLogError) -> Timestamp? {
        let size = Int(lseek(file, 0, SEEK_END))
        guard size > 0 else { return nil }
        let length = min(size, 65_536)
        var tail = [UInt8](repeating: 0, count: length)
        let count = tail.withUnsafeMutableBytes { pread(file, $0.baseAddress, length, off_t(size - length)) }
        guard count == length else { throw .unreadable(path: path, reason: Self.lastError) }
        var line = LogLineParser.Line()
        var end = tail.count
        while end > 0 {
            let start = tail[..<end].dropLast().lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            if start == 0, size > length { return nil }
            let time: Timestamp? = tail[start..<max(start, end - 1)].withUnsafeBytes { bytes in
                (try? LogLineParser.parse(bytes, into: &line)) != nil ? line[.at]?.time : nil
            }
            if let time { return time }
            end = start
        }
        return nil
    }

    private func write(_ bytes: [UInt8]) throws(ReviewLogError) {
        guard file >= 0 else { throw .unwritable(path: path, reason: "the log is closed") }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Foundation.write(file, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw .unwritable(path: path, reason: Self.lastError)
            }
            offset += written
        }
        guard fsync(file) == 0 else { throw .unwritable(path: path, reason: Self.lastError) }
        held = FileIdentity(descriptor: file)
    }

    /// Makes a newly created file's directory entry durable too.
    private func syncFolder(_ folder: String) {
        let directory = open(folder.isEmpty ? "." : folder, O_RDONLY | O_CLOEXEC)
        guard directory >= 0 else { return }
        _ = fsync(directory)
        Foundation.close(directory)
    }

    private static var lastError: String { String(cString: strerror(errno)) }
}

/// Which file a path or descriptor names (its device and inode), and its length: what a writer
/// compares to notice that its log was replaced, or changed by another program.
private struct FileIdentity: Equatable {
    var device: UInt64 = 0
    var inode: UInt64 = 0
    var size: Int64 = -1

    init() {}

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
    }

    init(descriptor: Int32) {
        var status = stat()
        if fstat(descriptor, &status) == 0 { self.init(status) } else { self.init() }
    }

    func isSameFile(as other: FileIdentity) -> Bool { device == other.device && inode == other.inode }
}
