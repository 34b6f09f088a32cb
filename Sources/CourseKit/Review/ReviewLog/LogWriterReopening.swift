import Foundation

/// The path replaced, removed or changed under the writer: opened again, the history kept.
extension ReviewLogWriter {
    /// Why the writer opened the path again, and what it did there.
    public struct Reopening: Sendable, Equatable {
        public enum Cause: Sendable, Equatable {
            /// Another file is at the path now (one renamed over it: a sync client, `git pull`).
            case replaced
            /// Nothing was at the path.
            ///
            /// The log was written there again from the file the writer held open, every line of it
            /// (the only copy left of the history, and of this sitting).
            case removed
            /// The same file, but another program changed its length (rewrote it in place).
            case changed
        }
        public var cause: Cause
        /// How many records written since the log was opened were appended to the file again.
        ///
        /// Those the file at the path lacked (by `id`).
        public var rewritten: Int

        public init(cause: Cause, rewritten: Int) {
            self.cause = cause
            self.rewritten = rewritten
        }
    }

    /// If the path no longer names the file held as it was left, opens the path again.
    ///
    /// A new file there (renamed over the log) is appended to from now on; nothing there, the log
    /// is written there again from the file held; the same file changed in place is taken as it is.
    /// Then, as when the log is first opened, a line cut short is ended, every record written since
    /// the log was opened that the file lacks (by `id`) is appended again, as it was (after a
    /// `recovered` marker when it is older than the line before it), and the next record's time is
    /// moved past the file's last one as well as past this writer's own.
    func reopenIfMoved(now: Timestamp) throws(ReviewLogError) {
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

    /// `error`, the path having no file this writer can write, after saving the file it holds.
    ///
    /// The file it holds is the only copy of the history left; it is saved beside the log (the file
    /// a link leads to) as `<log>.rescued-TIME` (`BesideLog`), else in the temporary folder, with
    /// the log's permissions: then `.rescued`, naming the copy.
    private func rescued(_ error: ReviewLogError, now: Timestamp) -> ReviewLogError {
        guard case .unwritable(_, let reason) = error, let history = try? contents() else { return error }
        var status = stat()
        let permissions = fstat(file, &status) == 0 ? status.st_mode & 0o777 : 0o600
        let beside = SymbolicLink.followed(path)
        let temporary = (NSTemporaryDirectory() as NSString).appendingPathComponent(
            (beside as NSString).lastPathComponent)
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
}
