import Foundation
import Testing

@testable import CourseKit

/// The writer's times (issue 22, items 1, 2 and 11): a record is written at its own time, moved
/// past the log's last record only by the clocks' tolerance; never at a time its own reader
/// refuses; and whatever it appends, in every documented flow (a log replaced or removed under it,
/// clocks that are wrong or go back), is a log `log check` finds no record out of order in.
@Suite struct WriterClockTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("writer-clock-\(UUID())").path
    var path: String { folder + "/reviews.jsonl" }
    static let start = ISO8601.parse("2026-11-30T10:00:00Z")!
    /// The first and last instants a log line can hold.
    static let first = ISO8601.parse("0000-01-01T00:00:00Z")!
    static let last = ISO8601.parse("9999-12-31T23:59:59.999999Z")!

    static func line(_ card: String, at time: Timestamp, id: String) -> String {
        LogLineText.review(ReviewRecord(card: card, rating: .good, at: time, id: id))
    }

    /// Ids from one counter, however many writers draw from it.
    static func ids() -> () -> UInt64 {
        final class Counter: @unchecked Sendable { var next: UInt64 = 0 }
        let counter = Counter()
        return {
            counter.next += 1
            return counter.next
        }
    }

    func write(_ text: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    @Test func aRecordIsMovedPastTheLastOneOnlyByTheTolerance() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Half a minute ahead (clocks a little apart): moved past it, after it in the replay.
        try write(Self.line("x", at: Self.start + .seconds(30), id: "e000000000000001"))
        var writer = try ReviewLogWriter(path: path, at: Self.start, ids: RecordIDTests.counter())
        let near = try writer.append(ReviewRecord(card: "a", rating: .good, at: Self.start))
        #expect(near.at == Timestamp(microseconds: (Self.start + .seconds(30)).microseconds + 1))
        writer.close()
        // A day ahead (a clock that was wrong): the answer is written at its own time.
        try write(Self.line("x", at: Self.start + .days(1), id: "e000000000000001"))
        writer = try ReviewLogWriter(path: path, at: Self.start, ids: RecordIDTests.counter())
        let far = try writer.append(ReviewRecord(card: "a", rating: .good, at: Self.start))
        let next = try writer.append(ReviewRecord(card: "a", rating: .again, at: Self.start))
        let undo = try writer.appendUndo(card: "a", undoes: next.id, at: Self.start)
        writer.close()
        #expect(far.at == Self.start && next.at == Timestamp(microseconds: Self.start.microseconds + 1))
        #expect(undo == Timestamp(microseconds: Self.start.microseconds + 2))
        #expect(ReviewLog.clockTolerance == .minutes(1))
        // The file: the record of the next day, a `recovered` marker, and the sitting's records.
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 5 && lines[1] == #"{"type":"recovered","at":"2026-11-30T10:00:00Z"}"#)
    }

    /// Whatever the clock says and whatever the log's last record holds, every line the writer
    /// writes reads back: the record it returned, at the time it returned; a time it cannot write
    /// (the clock outside the years 0000–9999) is refused, and the lock's note stays a quiz's.
    @Test(arguments: 0..<20) func everythingTheWriterWritesReadsBack(seed: UInt64) throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var random = SplitMix64(seed: seed)
        func time() -> Timestamp {
            switch Int.random(in: 0..<6, using: &random) {
            case 0: return Self.last
            case 1:
                return Timestamp(
                    microseconds: Self.last.microseconds - Int64.random(in: 0...120_000_000, using: &random))
            case 2: return Self.first
            case 3:
                return Timestamp(
                    microseconds: Self.last.microseconds + Int64.random(in: 1...100_000_000_000, using: &random))
            case 4:
                return Timestamp(
                    microseconds: Self.first.microseconds - Int64.random(in: 1...100_000_000_000, using: &random))
            default: return Self.start + .seconds(Int64.random(in: -100_000...100_000, using: &random))
            }
        }
        let lastRecord = time()
        if lastRecord >= Self.first, lastRecord <= Self.last {
            try write(Self.line("old", at: lastRecord, id: "e000000000000001"))
        }
        var written: [ReviewRecord] = []
        let ids = Self.ids()
        for _ in 0..<3 {
            let now = time()
            let writer: ReviewLogWriter
            do {
                writer = try ReviewLogWriter(path: path, at: now, ids: ids)
            } catch {
                #expect(now < Self.first || now > Self.last, "refused at \(now.microseconds): \(error)")
                continue
            }
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let at = Bool.random(using: &random) ? now : time()
                do {
                    written.append(try writer.append(ReviewRecord(card: "c\(written.count)", rating: .easy, at: at)))
                } catch {
                    #expect(at < Self.first || at > Self.last, "refused at \(at.microseconds): \(error)")
                }
            }
            writer.close()
        }
        let log = try ReviewLog.read(path)
        #expect(log.warnings.isEmpty, "\(log.warnings)")
        let read = Dictionary(log.reviews.map { ($0.id ?? "", $0.at) }, uniquingKeysWith: { a, _ in a })
        for record in written {
            #expect(read[record.id ?? "-"] == record.at, "\(record.card) at \(record.at.microseconds)")
        }
        // The lock's note is one the next quiz reads as a quiz's.
        #expect(throws: Never.self) { try ReviewLogWriter(path: path, at: Self.start).close() }
    }

    /// Documented flows, at random: sittings whose clocks are right, a little apart, wrong by
    /// years or set back; another machine's answers arriving by a pull or a sync (the log renamed
    /// over, its last records earlier or later than the sitting's, some of the sitting's missing);
    /// the log removed; `log merge` and `log repair` between sittings. No record is ever out of
    /// order for `log check`, and every line reads.
    @Test(arguments: 0..<30) func noFlowOfCourseLeavesARecordOutOfOrder(seed: UInt64) throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var random = SplitMix64(seed: seed)
        var clock = Self.start
        var elsewhere = 0
        let ids = Self.ids()
        func tick() -> Timestamp {
            switch Int.random(in: 0..<10, using: &random) {
            case 0: clock = clock + .seconds(-Int64.random(in: 1...7200, using: &random))  // set back
            case 1: return clock + .days(Int64.random(in: 1...30_000, using: &random))  // wrong, once
            default: clock = clock + .seconds(Int64.random(in: 0...90, using: &random))
            }
            return clock
        }
        func lines() throws -> [String] {
            try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        }
        /// The other machine's copy: what it had of this log (its first lines), then its own
        /// answers, written by its own quiz with its own clock (right, a little apart, or wrong).
        func fromElsewhere() throws -> [UInt8] {
            let copy = folder + "/.elsewhere-\(elsewhere)"
            let have = try FileManager.default.fileExists(atPath: path) ? lines() : []
            let synced = have.prefix(Int.random(in: 0...have.count, using: &random))
            try synced.map { $0 + "\n" }.joined().write(toFile: copy, atomically: false, encoding: .utf8)
            let offset: TimeSpan =
                switch Int.random(in: 0..<4, using: &random) {
                case 0: .days(Int64.random(in: 1...30_000, using: &random))
                case 1: .seconds(Int64.random(in: -60...60, using: &random))
                default: .seconds(-Int64.random(in: 0...86_400, using: &random))
                }
            var otherClock = clock + offset
            let other = try ReviewLogWriter(path: copy, at: otherClock, ids: ids)
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                elsewhere += 1
                try other.append(ReviewRecord(card: "x\(elsewhere)", rating: .good, at: otherClock))
                otherClock = otherClock + .seconds(Int64.random(in: 0...30, using: &random))
            }
            other.close()
            defer { try? FileManager.default.removeItem(atPath: copy) }
            return Array(try Data(contentsOf: URL(fileURLWithPath: copy)))
        }
        func current() throws -> [UInt8] {
            Array((try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data())
        }
        for _ in 0..<4 {
            let writer = try ReviewLogWriter(path: path, at: clock, ids: ids)
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let at = tick()
                switch Int.random(in: 0..<8, using: &random) {
                case 0:
                    // A sync client: the other machine's copy renamed over this one.
                    try Data(try fromElsewhere()).write(to: URL(fileURLWithPath: folder + "/.incoming"))
                    #expect(rename(folder + "/.incoming", path) == 0)
                case 2:
                    // A git pull: the merge of both copies renamed over this one.
                    let merged = LogMerge(
                        ours: .init(path: path, bytes: try current()),
                        theirs: .init(path: "other", bytes: try fromElsewhere()))
                    try Data(merged.bytes).write(to: URL(fileURLWithPath: folder + "/.incoming"))
                    #expect(rename(folder + "/.incoming", path) == 0)
                case 1:
                    try FileManager.default.removeItem(atPath: path)
                default:
                    break
                }
                let record = try writer.append(
                    ReviewRecord(card: "a\(Int.random(in: 0..<3, using: &random))", rating: .good, at: at))
                if Bool.random(using: &random) {
                    try writer.appendUndo(card: record.card, undoes: record.id, at: tick())
                }
            }
            writer.close()
            // Between sittings: a merge with a copy from elsewhere, or a repair, now and then.
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                // `log merge --out` with a sync client's conflict copy.
                let merged = LogMerge(
                    ours: .init(path: path, bytes: try current()),
                    theirs: .init(path: "other", bytes: try fromElsewhere()))
                try merged.write(to: path)
            case 1:
                let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
                let repair = bytes.withUnsafeBytes { LogRepair($0, path: path, now: clock) }
                if repair.isNeeded { try Data(repair.bytes).write(to: URL(fileURLWithPath: path)) }
            default:
                break
            }
        }
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let problems = bytes.withUnsafeBytes { LogCheck.problems($0, path: path, now: clock) }
        #expect(
            problems.filter { $0.kind == .outOfOrder }.isEmpty,
            "\(problems.map { "\($0.line) \($0.message)" })\n\(String(decoding: bytes, as: UTF8.self))")
        // (An undo whose answer a replacement dropped, as another machine's copy may, is no fault.)
        let log = try ReviewLog.read(path)
        #expect(log.problems.allSatisfy { $0.kind == .undoOfNothing }, "\(log.warnings)")
    }
}
