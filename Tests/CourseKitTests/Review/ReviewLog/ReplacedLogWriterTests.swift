import Foundation
import Testing

@testable import CourseKit

/// The writer checks, before and after each append, that the path still names the file it holds:
/// a sync client or `git pull` replaces the log by renaming a new file over it (issue 12, item 4).
@Suite struct ReplacedLogWriterTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("replaced-log-\(UUID())").path
    let start = ISO8601.parse("2026-11-30T10:00:00Z")!
    var path: String { folder + "/reviews.jsonl" }

    /// Ids from a counter: the tests never depend on random values.
    static func counter() -> () -> UInt64 {
        var next: UInt64 = 0
        return {
            next += 1
            return next
        }
    }

    /// An answer from "another machine", with an id of its own.
    func elsewhere(_ card: String, minutes: Int64, id: String) -> String {
        elsewhere(card, at: start + .minutes(minutes), id: id)
    }

    func elsewhere(_ card: String, at time: Timestamp, id: String) -> String {
        LogLineText.review(ReviewRecord(card: card, rating: .good, at: time, id: id))
    }

    /// `text` written beside the log and renamed over it, as a sync client or git does.
    func renameOver(_ text: String) throws {
        let temporary = folder + "/.incoming"
        try text.write(toFile: temporary, atomically: false, encoding: .utf8)
        #expect(rename(temporary, path) == 0)
    }

    func lines() throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    func ids() throws -> [String] {
        try lines().compactMap { line in
            (try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["id"] as? String
        }
    }

    @Test func answersAfterARenameGoToTheNewFileAndTheSittingsMissingOnesAreWrittenAgainOnce() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let writer = try ReviewLogWriter(path: path, at: start, ids: Self.counter())
        let first = try writer.append(ReviewRecord(card: "a", rating: .good, at: start))
        let second = try writer.append(ReviewRecord(card: "b", rating: .again, at: start))
        let firstLine = try lines()[0]
        #expect(writer.takeReopening() == nil, "nothing was replaced yet")

        // The new file holds the first answer (synced before) and one from elsewhere, not the second.
        try renameOver(firstLine + "\n" + elsewhere("x", minutes: -30, id: "ffffffffffffff01"))
        let third = try writer.append(ReviewRecord(card: "c", rating: .easy, at: start))
        #expect(writer.takeReopening() == ReviewLogWriter.Reopening(cause: .replaced, rewritten: 1))
        #expect(writer.takeReopening() == nil, "said once")
        #expect(try ids() == [first.id, "ffffffffffffff01", second.id, third.id])
        // The second answer went in again as it was written: the same line, its own time and id.
        let secondLine = LogLineText.review(second).dropLast()
        #expect(try lines()[2] == secondLine)

        // From now on the writer appends to the new file, and writes nothing twice.
        let undo = try writer.appendUndo(card: "c", undoes: third.id, at: start)
        #expect(writer.takeReopening() == nil)
        #expect(try ids() == [first.id, "ffffffffffffff01", second.id, third.id, "0000000000000004"])
        #expect(undo == Timestamp(microseconds: third.at.microseconds + 1))
        let log = try ReviewLog.read(path)
        #expect(log.reviews.map(\.card) == ["x", "a", "b"] && log.undone.map(\.card) == ["c"])
        #expect(log.warnings.isEmpty)
    }

    @Test func aReplacementThatHoldsEverythingWritesNothingAgain() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let writer = try ReviewLogWriter(path: path, at: start, ids: Self.counter())
        try writer.append(ReviewRecord(card: "a", rating: .good, at: start))
        // A merge of both machines (git's driver): ours and theirs, in time order.
        try renameOver(
            elsewhere("x", minutes: -30, id: "ffffffffffffff01") + String(contentsOfFile: path, encoding: .utf8))
        try writer.append(ReviewRecord(card: "b", rating: .good, at: start))
        #expect(writer.takeReopening() == ReviewLogWriter.Reopening(cause: .replaced, rewritten: 0))
        #expect(try ids() == ["ffffffffffffff01", "0000000000000001", "0000000000000002"])
    }

    @Test func theNextTimeIsPastTheNewFilesLastRecord() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let writer = try ReviewLogWriter(path: path, at: start, ids: Self.counter())
        try writer.append(ReviewRecord(card: "a", rating: .good, at: start))
        // The new file's last record is later than the sitting's fixed time, by less than the
        // clocks' tolerance.
        try renameOver(try lines()[0] + "\n" + elsewhere("x", at: start + .seconds(30), id: "ffffffffffffff01"))
        let second = try writer.append(ReviewRecord(card: "b", rating: .good, at: start))
        #expect(second.at == Timestamp(microseconds: (start + .seconds(30)).microseconds + 1))
        #expect(try ReviewLog.read(path).reviews.map(\.card) == ["a", "x", "b"])
        // By more: dated in the future (a wrong clock), it moves nothing; the answer is written at its
        // own time, after a `recovered` marker, since it is older than the line before it.
        try renameOver(
            try lines().joined(separator: "\n") + "\n" + elsewhere("y", at: start + .days(2), id: "ffffffffffffff02"))
        let third = try writer.append(ReviewRecord(card: "c", rating: .good, at: start + .seconds(40)))
        #expect(third.at == start + .seconds(40))
        let text = try lines()
        #expect(
            text.count == 6 && text[4].hasPrefix(#"{"type":"recovered","at":"2026-11-30T10:00:40Z"}"#)
                && text[5].contains(#""card":"c""#))
        #expect(try ReviewLog.read(path).reviews.map(\.card) == ["a", "x", "b", "c", "y"])
    }

    @Test func aLineCutShortAtTheEndOfTheNewFileIsEndedAndMarked() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let writer = try ReviewLogWriter(path: path, at: start, ids: Self.counter())
        try writer.append(ReviewRecord(card: "a", rating: .good, at: start))
        // A sync that stopped in the middle of a line.
        try renameOver(
            try lines()[0] + "\n" + elsewhere("x", minutes: -5, id: "ffffffffffffff01") + #"{"card":"y","rat"#)
        try writer.append(ReviewRecord(card: "b", rating: .good, at: start))
        let text = try lines()
        #expect(text[2] == #"{"card":"y","rat"#)
        #expect(text[3].hasPrefix(#"{"type":"recovered","at":"#))
        let log = try ReviewLog.read(path)
        #expect(log.reviews.map(\.card) == ["x", "a", "b"] && log.warnings.isEmpty)
    }

    @Test func aRemovedLogIsWrittenAgainFromTheFileHeld() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let history = LogLineText.review(ReviewRecord(card: "old", rating: .good, at: start + .days(-3)))
        try history.write(toFile: path, atomically: false, encoding: .utf8)
        let writer = try ReviewLogWriter(path: path, at: start, ids: Self.counter())
        try writer.append(ReviewRecord(card: "a", rating: .good, at: start))
        try FileManager.default.removeItem(atPath: path)
        try writer.append(ReviewRecord(card: "b", rating: .good, at: start))
        #expect(writer.takeReopening() == ReviewLogWriter.Reopening(cause: .removed, rewritten: 0))
        let log = try ReviewLog.read(path)
        #expect(log.reviews.map(\.card) == ["old", "a", "b"])
        #expect(try ids() == ["0000000000000001", "0000000000000002"])
        // Written again as a file of its own, beside the lock that stays as it was.
        #expect(FileManager.default.fileExists(atPath: path + ".lock"))
        #expect(throws: ReviewLogError.self) { try ReviewLogWriter(path: path, at: start) }
    }

    /// How a removed log is written again: whole at once, and never over a file that appeared.
    @Test func anAtomicWriteThatDoesNotReplaceLeavesAFileThatIsThere() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try AtomicFile.write(Data("first\n".utf8), to: path, replacing: false)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "first\n")
        #expect { try AtomicFile.write(Data("second\n".utf8), to: path, replacing: false) } throws: { error in
            (error as? AtomicFile.Failure)?.exists == true
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "first\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder) == ["reviews.jsonl"], "no temporary file left")
    }

    @Test func aLogRewrittenInPlaceIsTakenAsItIs() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let writer = try ReviewLogWriter(path: path, at: start, ids: Self.counter())
        try writer.append(ReviewRecord(card: "a", rating: .good, at: start))
        try writer.append(ReviewRecord(card: "b", rating: .good, at: start))
        // Another program writes into the same file (the same inode), leaving the first answer out.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(elsewhere("x", minutes: -30, id: "ffffffffffffff01").utf8))
        try handle.close()
        try writer.append(ReviewRecord(card: "c", rating: .good, at: start))
        #expect(writer.takeReopening() == ReviewLogWriter.Reopening(cause: .changed, rewritten: 2))
        #expect(try ids() == ["ffffffffffffff01", "0000000000000001", "0000000000000002", "0000000000000003"])
    }

    @Test func aLogThatStaysInPlaceIsNeverReopened() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let writer = try ReviewLogWriter(path: path, at: start, ids: Self.counter())
        for minute in 0..<20 {
            try writer.append(ReviewRecord(card: "a", rating: .good, at: start + .minutes(Int64(minute))))
        }
        try writer.appendUndo(card: "a", at: start + .minutes(30))
        #expect(writer.takeReopening() == nil)
        #expect(try lines().count == 21)
    }
}
