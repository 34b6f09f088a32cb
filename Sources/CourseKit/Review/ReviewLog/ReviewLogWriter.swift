import Foundation

/// Appends answers to the review log, one line each, written and flushed to disk (`fsync`) before
/// `append` returns; the file is opened with `O_APPEND` and never rewritten. Holds the log's lock
/// (`LogLock`: `<file>.lock` beside the file the path names through any link, and the file itself)
/// for its lifetime, so that two quizzes never write one file, whatever names they are given it. A
/// lock file that is not a lock's (a link, `Cargo.lock` beside `--log Cargo`) is left untouched
/// and the log is not opened.
///
/// Every record it writes names itself (`id`, drawn from `ids`) and an undo names the answer it
/// cancels (`undoes`). A record is written at its own time (the clock's, or `--now`), moved to
/// 1 µs after the log's last record (or the last one it wrote) when that one is at or after it by
/// less than the clocks' tolerance (`ReviewLog.clockTolerance`), so that replay in time order keeps
/// the order of the sitting and puts an answer after the ones it follows; a record dated later
/// still is dated in the future (a clock that was wrong) and moves nothing. It never writes a time
/// its own reader refuses (`ISO8601.readable`): the clock outside the years 0000–9999 is refused.
///
/// It never appends a record older than the line before it without a `recovered` marker between
/// them — a record written at its own time after one dated in the future, a record of the sitting
/// written again into a log that replaced the one it held — so that `log check` (`LogCheck`),
/// which takes two records with ids on consecutive lines for one writer's, finds none out of order.
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
    /// The time of the last record this writer wrote.
    private var lastWritten: Timestamp?
    /// The end of the file, as the writer left it.
    private var tail = Tail()
    /// The file held, as it was left after the last write.
    private var held = FileIdentity()
    /// Every record written since the log was opened, with its id and time: what a file found at
    /// the path in place of the one held must also hold.
    private var written: [(id: String, at: Timestamp, line: [UInt8])] = []
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
        // The lock's note and a `recovered` marker hold this time: one the readers read.
        try Self.checkWritable(now, path: path)
        try makeFolder()
        lock = try LogLock(log: path, now: now)
        try openPath()
        try endCutLine(now: now)
        tail = try readTail()
    }

    /// Refuses a time the log's reader would refuse (the clock outside the years 0000–9999).
    private static func checkWritable(_ time: Timestamp, path: String) throws(ReviewLogError) {
        guard !ISO8601.readable.contains(time) else { return }
        throw .unwritable(path: path, reason: "the time now, \(ISO8601.format(time)), is outside the years 0000 to 9999 that the review log can hold; is the clock right?")
    }

    private var folder: String { PathText.folder(of: path) }

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
    /// when it has none) and its `at` (its own, moved past the log's last record when that is not
    /// earlier and not dated in the future).
    @discardableResult
    public func append(_ record: ReviewRecord) throws(ReviewLogError) -> ReviewRecord {
        try Self.checkWritable(record.at, path: path)
        try reopenIfMoved(now: record.at)
        var record = record
        record.id = record.id ?? RecordID.random(ids)
        let now = record.at
        record.at = time(for: now)
        try writeRecord(LogLine.review(record), id: record.id!, at: record.at, now: now)
        return record
    }

    /// Appends an undo of `card`'s answer whose id is `undoes` (nil: its latest answer still in
    /// effect, as lines before ids did); returns the time written.
    @discardableResult
    public func appendUndo(card: String, undoes: String? = nil, at now: Timestamp) throws(ReviewLogError) -> Timestamp {
        try Self.checkWritable(now, path: path)
        try reopenIfMoved(now: now)
        let at = time(for: now)
        let id = RecordID.random(ids)
        try writeRecord(.undo(card: card, at: at, id: id, undoes: undoes), id: id, at: at, now: now)
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

    /// Writes the record (after a `recovered` marker of `now` when it is older than the line
    /// before it), remembers it, and checks the path again: had the log been replaced while it was
    /// written, the record went to the old file, and is written to the new one too.
    private func writeRecord(_ line: LogLine, id: String, at: Timestamp, now: Timestamp) throws(ReviewLogError) {
        let bytes = line.bytes
        try write(tail.needsSeam(before: at) ? LogLine.recovered(at: now).bytes + bytes : bytes)
        written.append((id, at, bytes))
        lastWritten = at
        tail = Tail(lastTime: at, lastRecordWithID: at)
        try reopenIfMoved(now: now)
    }

    /// If the path no longer names the file held as it was left, opens the path again: a new
    /// file there (renamed over the log) is appended to from now on; nothing there, the log is
    /// written there again from the file held; the same file changed in place is taken as it is.
    /// Then, as when the log is first opened, a line cut short is ended, every record written since
    /// the log was opened that the file lacks (by `id`) is appended again, as it was (after a
    /// `recovered` marker when it is older than the line before it), and the next record's time is
    /// moved past the file's last one as well as past this writer's own.
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
        // Until it opens, the file held is the old one.
        do throws(ReviewLogError) { try openPath() } catch { throw rescued(error, now: now) }
        try endCutLine(now: now)
        let present = Set(LogMerge.read(.init(path: path, bytes: try contents())).records.map(\.id))
        let missing = written.filter { !present.contains($0.id) }
        tail = try readTail()
        if !missing.isEmpty {
            var bytes: [UInt8] = []
            for record in missing {
                if tail.needsSeam(before: record.at) { bytes += LogLine.recovered(at: now).bytes }
                bytes += record.line
                tail = Tail(lastTime: record.at, lastRecordWithID: record.at)
            }
            try write(bytes)
        }
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

    /// The time to write a record given at `now` (a time the reader reads): `now`, or 1 µs after
    /// the log's last record or this writer's last one when that is at or after `now` by less than
    /// the tolerance — never further, and never past the last instant a line can hold. A record
    /// later still is dated in the future: the record is written at `now`, older than it.
    private func time(for now: Timestamp) -> Timestamp {
        let horizon = ReviewLog.horizon(at: now)
        var at = now
        for last in [lastWritten, tail.lastTime].compactMap({ $0 })
        where last >= at && last < horizon && last < ISO8601.readable.upperBound {
            at = Timestamp(microseconds: last.microseconds + 1)
        }
        return at
    }

    /// The end of the file: the time of its last line that can be read (a record, or a marker),
    /// and the time of that line when it is a record with an id, which `log check` takes for this
    /// writer's and compares the next record with (blank lines aside).
    private struct Tail {
        var lastTime: Timestamp?
        var lastRecordWithID: Timestamp?

        /// Whether a record of `time` appended now needs a `recovered` marker before it.
        func needsSeam(before time: Timestamp) -> Bool { lastRecordWithID.map { time < $0 } ?? false }
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

    /// The end of the file (which ends with a newline by now), looking back at most 64 KiB for its
    /// last line that can be read.
    private func readTail() throws(ReviewLogError) -> Tail {
        let size = Int(lseek(file, 0, SEEK_END))
        guard size > 0 else { return Tail() }
        let length = min(size, 65_536)
        var bytes = [UInt8](repeating: 0, count: length)
        let count = bytes.withUnsafeMutableBytes { pread(file, $0.baseAddress, length, off_t(size - length)) }
        guard count == length else { throw .unreadable(path: path, reason: Self.lastError) }
        var line = LogLineParser.Line()
        var end = bytes.count
        // Whether a line that is neither blank nor a record with an id comes after the one looked at.
        var seam = false
        while end > 0 {
            let start = bytes[..<end].dropLast().lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            if start == 0, size > length { return Tail() }
            let text = bytes[start..<max(start, end - 1)]
            end = start
            if text.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
            let read: (at: Timestamp, hasID: Bool)? = text.withUnsafeBytes { text in
                guard (try? LogLineParser.parse(text, into: &line)) != nil, let at = line[.at]?.time else { return nil }
                return (at, line.kind != .recovered && line[.id] != nil)
            }
            guard let read else {
                seam = true
                continue
            }
            return Tail(lastTime: read.at, lastRecordWithID: read.hasID && !seam ? read.at : nil)
        }
        return Tail()
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
