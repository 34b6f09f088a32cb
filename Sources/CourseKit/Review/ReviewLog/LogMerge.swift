import Foundation

/// A three-way merge of review logs as sets of records (`course log merge`, docs/sync.md): the
/// records of both sides, each once (one `id`: a line's own, or for a line written before ids,
/// `RecordID.derived`), minus those the base had and one side no longer has; in time order. A line
/// that cannot be read is kept as it is, after the record that came before it on its side (with
/// the `recovered` marker that follows it, if one does, so that the marker keeps its meaning).
package struct LogMerge: Sendable {
    /// The merged log, every line ended by a newline.
    package var bytes: [UInt8]
    /// The lines kept as they were because they could not be read: `file:line: warning: …`.
    package var warnings: [String]
    /// How many records the result holds, and how many of the base's it leaves out.
    package var records: Int
    package var removed: Int

    /// One side of the merge: a log's bytes and the name it is reported by.
    package struct Side: Sendable {
        package var path: String
        package var bytes: [UInt8]
        package init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    package init(ours: Side, theirs: Side, base: Side? = nil) {
        var warnings: [String] = []
        let mine = Self.records(of: ours, warnings: &warnings)
        let other = Self.records(of: theirs, warnings: &warnings)
        var unused: [String] = []
        let old = base.map { Self.records(of: $0, warnings: &unused) } ?? []
        let inBase = Set(old.map(\.id)), inOurs = Set(mine.map(\.id)), inTheirs = Set(other.map(\.id))
        // Kept: on both sides, or on one side and new since the base.
        func kept(_ id: String) -> Bool {
            (inOurs.contains(id) && inTheirs.contains(id)) || !inBase.contains(id)
        }
        var seen = Set<String>()
        var chosen: [(record: Record, side: Int, index: Int)] = []
        for (side, records) in [mine, other].enumerated() {
            for (index, record) in records.enumerated() where kept(record.id) && seen.insert(record.id).inserted {
                chosen.append((record, side, index))
            }
        }
        // By time, then id (none first), then side and place: compared one key at a time, the
        // ids only on a tie in time.
        chosen.sort { a, b in
            if a.record.at != b.record.at { return a.record.at < b.record.at }
            if a.record.ownID != b.record.ownID { return (a.record.ownID ?? "") < (b.record.ownID ?? "") }
            return (a.side, a.index) < (b.side, b.index)
        }
        var out: [UInt8] = []
        out.reserveCapacity(ours.bytes.count + theirs.bytes.count / 4)
        for entry in chosen {
            for line in entry.record.leading + (entry.record.line.map { [$0] } ?? []) + entry.record.trailing {
                out += line
                out.append(0x0A)
            }
        }
        bytes = out
        self.warnings = warnings
        records = chosen.count
        removed = inBase.subtracting(chosen.map(\.record.id)).count
    }

    /// A line read, with the unreadable lines (and the `recovered` marker after them) that follow it.
    struct Record {
        var id: String
        /// The id the line carries, nil for a line written before ids.
        var ownID: String?
        var at: Timestamp
        /// nil for the stand-in of a side that holds only unreadable lines.
        var line: [UInt8]?
        var leading: [[UInt8]] = []
        var trailing: [[UInt8]] = []
    }

    /// The records of a side; unreadable lines attached to the record before them (or to a record
    /// at the earliest time, for lines before the first).
    static func records(of side: Side, warnings: inout [String]) -> [Record] {
        var records: [Record] = []
        var leading: [[UInt8]] = []
        var copies: [[UInt8]: Int] = [:]
        var parsed = LogLineParser.Line()
        var afterUnreadable = false
        side.bytes.withUnsafeBytes { buffer in
            var start = buffer.starts(with: RegularFile.byteOrderMark) ? RegularFile.byteOrderMark.count : 0
            var number = 0
            while start < buffer.count {
                number += 1
                let end = memchr(buffer.baseAddress! + start, 0x0A, buffer.count - start)
                    .map { UnsafeRawPointer($0) - UnsafeRawPointer(buffer.baseAddress!) } ?? buffer.count
                let text = UnsafeRawBufferPointer(rebasing: buffer[start..<end])
                start = end + 1
                if text.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
                let bytes = Array(text)
                guard (try? LogLineParser.parse(text, into: &parsed)) != nil, let at = parsed[.at]?.time else {
                    warnings.append("\(side.path):\(number): warning: a line that is not a record of the review log is kept as it is, after the line before it")
                    if records.isEmpty { leading.append(bytes) } else { records[records.count - 1].trailing.append(bytes) }
                    afterUnreadable = true
                    continue
                }
                if afterUnreadable, parsed.kind == .recovered, !records.isEmpty || !leading.isEmpty {
                    // The marker says the lines before it are to be skipped: it stays with them.
                    if records.isEmpty { leading.append(bytes) } else { records[records.count - 1].trailing.append(bytes) }
                    afterUnreadable = false
                    continue
                }
                afterUnreadable = false
                var ownID: String?
                if case .string(let value)? = parsed[.id] { ownID = parsed.string(value, in: text) }
                let id: String
                if let ownID {
                    id = ownID
                } else {
                    let copy = copies[bytes, default: 0]
                    copies[bytes] = copy + 1
                    id = RecordID.derived(text, occurrence: copy)
                }
                records.append(Record(id: id, ownID: ownID, at: at, line: bytes))
            }
        }
        if !leading.isEmpty {
            // Unreadable lines before any record: kept before the first.
            if records.isEmpty {
                records.append(Record(id: "unreadable lines of \(side.path)", ownID: nil, at: Timestamp(microseconds: .min), line: nil))
            }
            records[0].leading = leading
        }
        return records
    }

    /// Writes the merged log to `path` atomically (temporary file, flush, rename; through a link to
    /// the file it names, its permissions kept: `AtomicFile`).
    package func write(to path: String) throws(ReviewLogError) {
        do {
            try AtomicFile.write(Data(bytes), to: path)
        } catch {
            throw .unwritable(path: path, reason: error.reason)
        }
    }
}
