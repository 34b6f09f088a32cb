import Foundation

/// Appends answers to the review log, one line each, flushed to disk before `append` returns.
///
/// Written and flushed with `fsync`; the file is opened with `O_APPEND` and never rewritten. Holds
/// the log's lock (`LogLock`: `<file>.lock` beside the file the path names through any link, and
/// the file itself) for its lifetime, so that two quizzes never write one file, whatever names they
/// are given it. A lock file that is not a lock's (a link, `Cargo.lock` beside `--log Cargo`) is
/// left untouched and the log is not opened.
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
    var file: Int32 = -1
    var lock: LogLock?
    private let ids: () -> UInt64
    /// The time of the last record this writer wrote.
    private var lastWritten: Timestamp?
    /// The end of the file, as the writer left it.
    var tail = Tail()
    /// The file held, as it was left after the last write.
    var held = FileIdentity()
    /// Every record written since the log was opened, with its id and time.
    ///
    /// What a file found at the path in place of the one held must also hold.
    var written: [(id: String, at: Timestamp, line: [UInt8])] = []
    /// What the appends since `takeReopening()` last ran found; nil when the path named the file held.
    var reopening: Reopening?

    /// Locks and opens the log, creating it (and its folders) if needed.
    ///
    /// If the last line was cut short by a crash, ends it and appends a `recovered` line, so the
    /// next answer starts a line of its own and readers know to skip the fragment.
    public init(
        path: String, at now: Timestamp = Timestamp(Date()),
        ids: (() -> UInt64)? = nil
    ) throws(ReviewLogError) {
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
        throw .unwritable(
            path: path,
            reason:
                "the time now, \(ISO8601.format(time)), is outside the years 0000 to 9999 that the review log can hold; is the clock right?"
        )
    }

    deinit { close() }

    /// Appends one answer and flushes it to disk.
    ///
    /// The record as written, with its `id` (a new one when it has none) and its `at` (its own,
    /// moved past the log's last record when that is not earlier and not dated in the future).
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

    /// Appends an undo of `card`'s answer whose id is `undoes`; returns the time written.
    ///
    /// With `undoes` nil: its latest answer still in effect, as lines before ids did.
    @discardableResult
    public func appendUndo(card: String, undoes: String? = nil, at now: Timestamp) throws(ReviewLogError) -> Timestamp {
        try Self.checkWritable(now, path: path)
        try reopenIfMoved(now: now)
        let at = time(for: now)
        let id = RecordID.random(ids)
        try writeRecord(.undo(card: card, at: at, id: id, undoes: undoes), id: id, at: at, now: now)
        return at
    }

    /// Looks at the path once more, as before each append.
    ///
    /// At the end of a sitting (also one ended by a signal), so that a log replaced after the last
    /// answer gets this sitting's records too, and one replaced by something that is not a file
    /// leaves the history rescued beside it.
    public func recheck(now: Timestamp) throws(ReviewLogError) {
        try reopenIfMoved(now: now)
    }

    /// Whether the log's file has changed since `log` was read from it.
    ///
    /// Another quiz wrote to it before this writer took the lock, a line cut short was mended, or
    /// another file is there. (A log read where there was no file has changed if the file holds
    /// anything now.)
    public func hasChanged(since log: ReviewLog) -> Bool {
        guard let read = log.identity else { return held.size > 0 }
        return read != held
    }

    /// What the appends since the last call found, once; nil when the path still named the file held.
    ///
    /// The log replaced, removed or changed, and opened again; nil when the path named the file
    /// held every time.
    public func takeReopening() -> Reopening? {
        defer { reopening = nil }
        return reopening
    }

    /// Writes the record, remembers it, and checks the path again.
    ///
    /// After a `recovered` marker of `now` when it is older than the line before it. Had the log
    /// been replaced while it was written, the record went to the old file, and is written to the
    /// new one too.
    private func writeRecord(_ line: LogLine, id: String, at: Timestamp, now: Timestamp) throws(ReviewLogError) {
        let bytes = line.bytes
        try write(tail.needsSeam(before: at) ? LogLine.recovered(at: now).bytes + bytes : bytes)
        written.append((id, at, bytes))
        lastWritten = at
        tail = Tail(lastTime: at, lastRecordWithID: at)
        try reopenIfMoved(now: now)
    }

    /// The time to write a record given at `now` (a time the reader reads).
    ///
    /// `now`, or 1 µs after the log's last record or this writer's last one when that is at or
    /// after `now` by less than the tolerance — never further, and never past the last instant a
    /// line can hold. A record later still is dated in the future: the record is written at `now`,
    /// older than it.
    private func time(for now: Timestamp) -> Timestamp {
        let horizon = ReviewLog.horizon(at: now)
        var at = now
        for last in [lastWritten, tail.lastTime].compactMap({ $0 })
        where last >= at && last < horizon && last < ISO8601.readable.upperBound {
            at = Timestamp(microseconds: last.microseconds + 1)
        }
        return at
    }

    /// The end of the file.
    ///
    /// The time of its last line that can be read (a record, or a marker), and the time of that
    /// line when it is a record with an id, which `log check` takes for this writer's and compares
    /// the next record with (blank lines aside).
    struct Tail {
        var lastTime: Timestamp?
        var lastRecordWithID: Timestamp?

        /// Whether a record of `time` appended now needs a `recovered` marker before it.
        func needsSeam(before time: Timestamp) -> Bool { lastRecordWithID.map { time < $0 } ?? false }
    }

    /// Closes the log and releases the lock (also done when the writer goes away).
    public func close() {
        if file >= 0 {
            Foundation.close(file)
            file = -1
        }
        lock?.release()
        lock = nil
    }
}
