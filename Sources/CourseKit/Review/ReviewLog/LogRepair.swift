import Foundation

/// `course log repair`: the log without the lines `LogCheck` reports.
///
/// In replay order — the one command that replaces a review log, and only when asked
/// (docs/review-log.md). Every line kept keeps its bytes (and so its `id`), so that a merge with
/// another copy of the log stays right; the lines dropped are those the readers skip or that change
/// nothing, so every card's state is the same before and after.
package struct LogRepair: Sendable {
    /// The lines left out, with why.
    ///
    /// Every problem `LogCheck` finds but the records out of order, which are kept and put in time
    /// order instead, and the records dated in the future.
    package var dropped: [LogProblem]
    /// The records dated in the future at `now`, kept as they are: they count from their time on.
    ///
    /// An answer is never dropped for its time.
    package var futureDated: [LogProblem]
    /// How many records were out of order (put in order).
    package var reordered: Int
    /// The repaired log.
    ///
    /// The records kept, each line as it was and ended by a newline, in replay order (by `at`;
    /// answers of one time by `id`, lines without one first, in the order of the file), as
    /// `ReviewLog` replays them. Lines cut short that a `recovered` marker excuses stay just before
    /// their marker. Blank lines and a byte order mark are left out.
    package var bytes: [UInt8]
    /// How many records (answers, undos and `recovered` markers) it holds.
    package var records: Int

    /// Whether there is anything to repair.
    ///
    /// False for a log `log check` finds clean, which is left as it is.
    package var isNeeded: Bool { !dropped.isEmpty || reordered > 0 }

    /// The repair of the log whose whole file is `buffer`, at `now`.
    package init(_ buffer: UnsafeRawBufferPointer, path: String, now: Timestamp) {
        let problems = LogCheck.problems(buffer, path: path, now: now)
        dropped = problems.filter { $0.kind != .outOfOrder && $0.kind != .futureDated }
        futureDated = problems.filter { $0.kind == .futureDated }
        reordered = problems.filter { $0.kind == .outOfOrder }.count
        let droppedLines = Set(dropped.map(\.line))
        // A record line with the lines cut short just before it (its `recovered` marker's).
        struct Kept {
            var at: Timestamp
            var answerID: String
            var leading: [UnsafeRawBufferPointer]
            var line: UnsafeRawBufferPointer
        }
        var kept: [Kept] = []
        var fragments: [UnsafeRawBufferPointer] = []
        var parsed = LogLineParser.Line()
        ReviewLog.forEachLine(of: buffer) { number, text, _ in
            guard !droppedLines.contains(number) else { return }
            guard (try? LogLineParser.parse(text, into: &parsed)) != nil, let at = parsed[.at]?.time else {
                fragments.append(text)
                return
            }
            // The replay's tie-break: an answer's id; an undo or a marker sorts with the answers
            // written before ids, by its place in the file.
            var answerID = ""
            if parsed.kind == .review, case .string(let id)? = parsed[.id] { answerID = parsed.string(id, in: text) }
            kept.append(Kept(at: at, answerID: answerID, leading: fragments, line: text))
            fragments = []
        }
        let order = kept.indices.sorted { a, b in
            (kept[a].at, kept[a].answerID, a) < (kept[b].at, kept[b].answerID, b)
        }
        var out: [UInt8] = []
        out.reserveCapacity(buffer.count)
        for index in order {
            for line in kept[index].leading + [kept[index].line] {
                out += line
                out.append(0x0A)
            }
        }
        for line in fragments {
            out += line
            out.append(0x0A)
        }
        bytes = out
        records = kept.count
    }

    /// What `course log repair` prints before it replaces the log at `path`.
    ///
    /// Each record dated in the future, kept.
    package func keptLines(path: String) -> [String] {
        futureDated.map {
            "\(path):\($0.line): kept: \($0.message); \($0.kind.readerAction) [\($0.kind.rawValue)]"
        }
    }

    /// What `course log repair` prints once the log is repaired.
    ///
    /// Each line dropped and a summary naming the old log's `backup` (see `replace`), or, when
    /// there was nothing to repair (`backup` nil), that the log is left as it is.
    package func doneLines(path: String, backup: String?) -> [String] {
        guard let backup else { return ["\(path): nothing to repair; the log is left as it is"] }
        var summary = "Repaired \(path): dropped \(plural(dropped.count, "line"))"
        if reordered > 0 {
            summary += ", put \(plural(reordered, "record")) out of order back in time order"
        }
        summary += "; it holds \(plural(records, "record")). The old log is \(backup)."
        return dropped.map { "\(path):\($0.line): dropped: \($0.message) [\($0.kind.rawValue)]" } + [summary]
    }

    /// Replaces the log at `path` with the repaired one; returns the path of the old one, kept beside it.
    ///
    /// Atomically (temporary file, `fsync`, rename), after keeping the old one as
    /// `<name>.bak-<time>` (UTC, e.g. `reviews.jsonl.bak-20261130T101500Z`; `-2`, `-3`… when that
    /// name is taken): a hard link to the old file where the file system allows one, else a copy of
    /// `original`, its bytes. Both files keep the log's permissions. A log that is a symbolic link
    /// (a log kept in a synced folder, say) stays one: the file it names is replaced
    /// (`AtomicFile`), and the backup goes beside that file.
    package func replace(_ logPath: String, original: [UInt8], now: Date = Date()) throws(ReviewLogError) -> String {
        let path: String
        do {
            path = try AtomicFile.target(of: logPath)
        } catch {
            throw .unwritable(path: logPath, reason: error.reason)
        }
        var status = stat()
        guard stat(path, &status) == 0 else { throw .unreadable(path: path, reason: FileProblem.systemMessage(errno)) }
        let permissions = status.st_mode & 0o777
        var attempt = 1
        var backup = BesideLog.name(path, "bak", at: Timestamp(now))
        while true {
            if link(path, backup) == 0 { break }
            if errno == EEXIST || FileManager.default.fileExists(atPath: backup) {
                attempt += 1
                backup = BesideLog.name(path, "bak", at: Timestamp(now), attempt: attempt)
                continue
            }
            // No hard links here: a copy.
            do {
                try AtomicFile.write(Data(original), to: backup, permissions: permissions)
            } catch {
                throw .unwritable(path: backup, reason: error.reason)
            }
            break
        }
        do {
            try AtomicFile.write(Data(bytes), to: path)
        } catch {
            throw .unwritable(path: path, reason: error.reason)
        }
        return backup
    }
}
