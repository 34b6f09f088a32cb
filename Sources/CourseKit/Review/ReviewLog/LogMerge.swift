import Foundation

/// A three-way merge of review logs as sets of records (`course log merge`, docs/sync.md).
///
/// The records of both sides, each once (one `id`: a line's own, or for a line written before ids,
/// `RecordID.derived`), minus those the base had and one side no longer has; in time order. A line
/// that cannot be read (a conflict marker, half a line, a record of a type a newer `course` writes)
/// is kept as it is, once — known, like a line written before ids, by its text and which identical
/// copy of it on its side it is — after the record that came before it on its side wherever that
/// record is taken from (with the `recovered` marker that follows it, if one does, so that the
/// marker keeps its meaning); but, as a record, not one the base had and one side no longer has.
package struct LogMerge: Sendable {
    /// The merged log, every line ended by a newline.
    package var bytes: [UInt8]
    /// What became of each line that could not be read: `file:line: warning: …`.
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
        let mine = Self.read(ours)
        let other = Self.read(theirs)
        let old = base.map(Self.read)
        let inBase = Set(old?.records.map(\.id) ?? [])
        let inOurs = Set(mine.records.map(\.id))
        let inTheirs = Set(other.records.map(\.id))
        // Kept: on both sides, or on one side and new since the base.
        func kept(_ id: String) -> Bool {
            (inOurs.contains(id) && inTheirs.contains(id)) || !inBase.contains(id)
        }
        var seen = Set<String>()
        var chosen: [(record: Record, side: Int, index: Int)] = []
        for (side, records) in [mine.records, other.records].enumerated() {
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

        // The unreadable lines, the same rule: on both sides, or on one and not in the base.
        let linesInBase = Set(old?.unreadable.map(\.key) ?? [])
        let linesInOurs = Set(mine.unreadable.map(\.key))
        let linesInTheirs = Set(other.unreadable.map(\.key))
        // Each after the nearest record before it on its side that the result holds, or first.
        var atStart: [[UInt8]] = []
        var after: [String: [[UInt8]]] = [:]
        var placed = Set<LineKey>()
        var warnings: [String] = []
        for (side, read, otherPath) in [(ours, mine, theirs.path), (theirs, other, ours.path)]
        where !read.unreadable.isEmpty {
            // By record, the id of the nearest record at or before it that the result holds.
            var held: [String?] = []
            held.reserveCapacity(read.records.count)
            for record in read.records { held.append(seen.contains(record.id) ? record.id : held.last ?? nil) }
            for line in read.unreadable {
                let anchor = line.after.flatMap { held[$0] }
                let inBoth = linesInOurs.contains(line.key) && linesInTheirs.contains(line.key)
                guard inBoth || !linesInBase.contains(line.key) else {
                    warnings.append(
                        "\(side.path):\(line.number): warning: a line that is not a record of the review log is left out: the base has it and \(otherPath) no longer does (a repair?)"
                    )
                    continue
                }
                warnings.append(
                    "\(side.path):\(line.number): warning: a line that is not a record of the review log is kept as it is, after the line before it"
                )
                guard placed.insert(line.key).inserted else { continue }
                if let anchor { after[anchor, default: []].append(line.bytes) } else { atStart.append(line.bytes) }
            }
        }

        var out: [UInt8] = []
        out.reserveCapacity(ours.bytes.count + theirs.bytes.count / 4)
        func append(_ line: [UInt8]) {
            out += line
            out.append(0x0A)
        }
        atStart.forEach(append)
        for entry in chosen {
            append(entry.record.line)
            after[entry.record.id]?.forEach(append)
        }
        bytes = out
        self.warnings = warnings
        records = chosen.count
        removed = inBase.subtracting(seen).count
    }

    /// A record of a side: a line read.
    struct Record {
        var id: String
        /// The id the line carries, nil for a line written before ids.
        var ownID: String?
        var at: Timestamp
        var line: [UInt8]
    }

    /// Which line that cannot be read a line is.
    ///
    /// Its text, and which identical copy of it (among the lines of its side that cannot be read)
    /// it is.
    struct LineKey: Hashable {
        var text: [UInt8]
        var occurrence: Int
    }

    /// A line that cannot be read (or the `recovered` marker that follows such lines).
    struct Unreadable {
        var key: LineKey
        var bytes: [UInt8] { key.text }
        /// Its line number on its side.
        var number: Int
        /// The index of the record before it on its side; nil before the first.
        var after: Int?
    }

    /// A side read: its records and its lines that cannot be read, in the order of the file.
    struct Read {
        var records: [Record] = []
        var unreadable: [Unreadable] = []
    }

    /// The records of a side, and the lines that cannot be read with the record before each.
    static func read(_ side: Side) -> Read {
        var read = Read()
        var copies: [[UInt8]: Int] = [:]
        var unreadableCopies: [[UInt8]: Int] = [:]
        var parsed = LogLineParser.Line()
        var afterUnreadable = false
        side.bytes.withUnsafeBytes { buffer in
            var start = buffer.starts(with: RegularFile.byteOrderMark) ? RegularFile.byteOrderMark.count : 0
            var number = 0
            while start < buffer.count {
                number += 1
                let end =
                    memchr(buffer.baseAddress! + start, 0x0A, buffer.count - start)
                    .map { UnsafeRawPointer($0) - UnsafeRawPointer(buffer.baseAddress!) } ?? buffer.count
                let text = UnsafeRawBufferPointer(rebasing: buffer[start..<end])
                start = end + 1
                if text.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
                let bytes = Array(text)
                func keepAsItIs() {
                    let copy = unreadableCopies[bytes, default: 0]
                    unreadableCopies[bytes] = copy + 1
                    read.unreadable.append(
                        Unreadable(
                            key: LineKey(text: bytes, occurrence: copy), number: number,
                            after: read.records.isEmpty ? nil : read.records.count - 1))
                }
                guard (try? LogLineParser.parse(text, into: &parsed)) != nil, let at = parsed[.at]?.time else {
                    keepAsItIs()
                    afterUnreadable = true
                    continue
                }
                if afterUnreadable, parsed.kind == .recovered {
                    // The marker says the lines before it are to be skipped: it stays with them.
                    keepAsItIs()
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
                read.records.append(Record(id: id, ownID: ownID, at: at, line: bytes))
            }
        }
        return read
    }

    /// Writes the merged log to `path` atomically.
    ///
    /// Temporary file, flush, rename; through a link to the file it names, its permissions kept:
    /// `AtomicFile`.
    package func write(to path: String) throws(ReviewLogError) {
        do {
            try AtomicFile.write(Data(bytes), to: path)
        } catch {
            throw .unwritable(path: path, reason: error.reason)
        }
    }
}
