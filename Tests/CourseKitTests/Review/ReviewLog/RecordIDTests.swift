import Foundation
import Testing

@testable import CourseKit

/// Every record names itself (`id`), an undo names its answer (`undoes`), and the replay order
/// does not depend on how the lines were interleaved (issue 12, items 1 and 2).
@Suite struct RecordIDTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("record-id-\(UUID())").path
    let start = ISO8601.parse("2026-11-30T10:00:00Z")!

    /// Ids from a counter: tests never depend on random values.
    static func counter() -> () -> UInt64 {
        var next: UInt64 = 0
        return {
            next += 1
            return next
        }
    }

    @Test func theWriterNamesEachRecordAndNeverWritesTwoWithTheSameTime() throws {
        let path = folder + "/reviews.jsonl"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // An old log whose last line is later than the sitting's fixed time.
        try (#"{"card":"old","rating":"good","at":"2026-11-30T10:00:05Z"}"# + "\n").write(
            toFile: path, atomically: false, encoding: .utf8)
        let writer = try ReviewLogWriter(path: path, at: start, ids: Self.counter())
        let first = try writer.append(ReviewRecord(card: "a", rating: .good, at: start))
        let second = try writer.append(ReviewRecord(card: "a", rating: .again, at: start))
        let undo = try writer.appendUndo(card: "a", undoes: second.id, at: start)
        writer.close()
        #expect(first.id == "0000000000000001" && second.id == "0000000000000002")
        #expect(first.at == Self.µs(start + .seconds(5), 1))
        #expect(second.at == Self.µs(first.at, 1) && undo == Self.µs(second.at, 1))
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(
            lines.last
                == #"{"type":"undo","card":"a","at":"2026-11-30T10:00:05.000003Z","id":"0000000000000003","undoes":"0000000000000002"}"#
        )
        let log = try ReviewLog.read(path)
        #expect(log.reviews.map(\.id) == [nil, "0000000000000001"] && log.undone.map(\.id) == ["0000000000000002"])
    }

    @Test func anUndoByIdCancelsItsAnswerWhereverItIs() throws {
        let text =
            [
                #"{"card":"a","rating":"good","at":"2026-11-30T10:00:00Z","id":"00000000000000aa"}"#,
                #"{"card":"a","rating":"again","at":"2026-11-30T10:00:01Z","id":"00000000000000bb"}"#,
                #"{"type":"undo","card":"a","at":"2026-11-30T10:00:02Z","id":"00000000000000cc","undoes":"00000000000000aa"}"#,
                #"{"type":"undo","card":"a","at":"2026-11-30T10:00:03Z","id":"00000000000000dd","undoes":"00000000000000ee"}"#,
            ].joined(separator: "\n") + "\n"
        let log = try Self.parse(text)
        #expect(log.reviews.map(\.rating) == [.again] && log.undone.map(\.rating) == [.good])
        #expect(
            log.warnings == [
                "log:4: warning: undo of an answer to card 'a' that is not in the log (id 00000000000000ee); ignored"
            ])
    }

    @Test func anOldUndoCancelsTheLatestAnswerAtOrBeforeItsOwnTime() throws {
        // Lines out of order: the undo at 10:00:02 cancels the answer of 10:00:01, not the one of
        // 10:00:03 that the file holds before it.
        let text =
            [
                #"{"card":"a","rating":"good","at":"2026-11-30T10:00:00Z"}"#,
                #"{"card":"a","rating":"easy","at":"2026-11-30T10:00:03Z"}"#,
                #"{"card":"a","rating":"again","at":"2026-11-30T10:00:01Z"}"#,
                #"{"type":"undo","card":"a","at":"2026-11-30T10:00:02Z"}"#,
            ].joined(separator: "\n") + "\n"
        let log = try Self.parse(text)
        #expect(log.reviews.map(\.rating) == [.good, .easy] && log.undone.map(\.rating) == [.again])
    }

    /// An old-style undo read before an answer of an earlier time (lines interleaved by a merge):
    /// that answer is the latest at or before the undo's time, so it is the one cancelled — as if
    /// the lines were in time order (fuzz finding, Fuzz/regressions/log-line).
    @Test func anOldUndoCancelsAnEarlierAnswerThatComesAfterItInTheFile() throws {
        let answer = #"{"card":"a","rating":"good","at":"2026-11-30T10:00:01Z","id":"00000000000000a1"}"#
        let undo = #"{"type":"undo","card":"a","at":"2026-11-30T10:00:03Z"}"#
        let later = #"{"card":"a","rating":"hard","at":"2026-11-30T10:00:02Z"}"#
        for lines in [[answer, undo, later], [answer, later, undo]] {
            let log = try Self.parse(lines.joined(separator: "\n") + "\n")
            #expect(log.reviews.map(\.rating) == [.good] && log.undone.map(\.rating) == [.hard], "\(lines)")
        }
    }

    @Test func anOldLinesIdComesFromItsBytesAndWhichCopyItIs() {
        let line = Array(#"{"card":"a","rating":"good","at":"2026-11-30T10:00:00Z"}"#.utf8)
        let ids = (0..<3).map { n in line.withUnsafeBytes { RecordID.derived($0, occurrence: n) } }
        #expect(Set(ids).count == 3)
        #expect(ids.allSatisfy { $0.count == 16 && $0.hasPrefix("l") && $0.dropFirst().allSatisfy(\.isHexDigit) })
        #expect(line.withUnsafeBytes { RecordID.derived($0, occurrence: 1) } == ids[1])
        let random = RecordID.random(RecordID.systemRandom)
        #expect(random.count == 16 && random.allSatisfy { "0123456789abcdef".contains($0) })
    }

    /// Logs as machines write them — old lines (no ids, old-style undos, each at its own time)
    /// then new ones (ids, undos by id, ties in time) — shuffled: every card's replayed state is the
    /// same to the bit, and so is the order of the answers in effect.
    @Test(arguments: 0..<40) func replayDoesNotDependOnTheOrderOfTheLines(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let lines = Self.machineLog(&random, start: start)
        let reference = try Self.parse(lines.joined())
        #expect(reference.warnings.isEmpty)
        let states = reference.replay(with: Scheduler())
        for _ in 0..<5 {
            let shuffled = try Self.parse(lines.shuffled(using: &random).joined())
            #expect(shuffled.reviews.map(Self.unnumbered) == reference.reviews.map(Self.unnumbered))
            #expect(shuffled.undone.count == reference.undone.count)
            let replayed = shuffled.replay(with: Scheduler())
            #expect(replayed.keys.sorted() == states.keys.sorted())
            for (card, memory) in states {
                let other = try #require(replayed[card])
                #expect(
                    other.stability.bitPattern == memory.stability.bitPattern
                        && other.difficulty.bitPattern == memory.difficulty.bitPattern
                        && other.due == memory.due && other.state == memory.state && other.step == memory.step,
                    "\(card)")
            }
        }
    }

    /// Old lines at distinct times with old-style undos, then new lines written through
    /// `ReviewLogWriter`'s rules (ids, undos by id, a fixed time that the writer moves on).
    static func machineLog(_ random: inout SplitMix64, start: Timestamp) -> [String] {
        let cards = ["a", "b", "c", "d"]
        var lines: [String] = []
        var time = start
        var last: [String: Bool] = [:]
        for _ in 0..<Int.random(in: 5...30, using: &random) {
            time = time + .seconds(Int64.random(in: 1...200_000, using: &random))
            let card = cards.randomElement(using: &random)!
            if last[card] == true, Int.random(in: 0..<5, using: &random) == 0 {
                lines.append(LogLineText.undo(card: card, at: time))
                last[card] = false
            } else {
                lines.append(
                    LogLineText.review(
                        ReviewRecord(card: card, rating: Rating.allCases.randomElement(using: &random)!, at: time)))
                last[card] = true
            }
        }
        // Two machines writing new lines, each with its own ids, some at the same times.
        var written: [String] = []
        for machine in 0..<2 {
            var machineTime = time
            var answers: [(card: String, id: String)] = []
            for index in 0..<Int.random(in: 5...30, using: &random) {
                if Int.random(in: 0..<3, using: &random) == 0 {
                    machineTime = machineTime + .seconds(Int64.random(in: 60...300_000, using: &random))
                } else {
                    machineTime = Self.µs(machineTime, 1)
                }
                let id = String(format: "%016llx", random.next())
                if let answer = answers.last, Int.random(in: 0..<5, using: &random) == 0 {
                    let undoID = String(format: "%016llx", random.next())
                    written.append(LogLineText.undo(card: answer.card, at: machineTime, id: undoID, undoes: answer.id))
                    answers.removeLast()
                } else {
                    let card = cards[(index + machine) % cards.count]
                    written.append(
                        LogLineText.review(
                            ReviewRecord(
                                card: card, rating: Rating.allCases.randomElement(using: &random)!,
                                at: machineTime, id: id)))
                    answers.append((card, id))
                }
            }
        }
        return lines + written
    }

    static func unnumbered(_ record: ReviewRecord) -> ReviewRecord {
        var record = record
        record.line = 0
        return record
    }

    static func µs(_ time: Timestamp, _ n: Int64) -> Timestamp { Timestamp(microseconds: time.microseconds + n) }

    static func parse(_ text: String) throws -> ReviewLog {
        Array(text.utf8).withUnsafeBytes { ReviewLog.parse($0, path: "log") }
    }
}
