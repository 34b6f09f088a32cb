import CourseKit
import Foundation
import Testing

/// "Has the log changed since it was read?", asked by the quiz once its writer holds the lock: the
/// one test (`FileIdentity`) the writer also makes before and after each append.
@Suite struct LogChangedTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("log-changed-\(UUID())").path
    var path: String { folder + "/reviews.jsonl" }
    let now = Timestamp(secondsSince1970: 1_796_032_800)

    func line(_ card: String, _ seconds: Int64) -> String {
        LogLineText.review(
            ReviewRecord(card: card, rating: .good, at: now + .seconds(seconds), id: "00000000000000\(card)\(card)"))
    }

    func prepare(_ text: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    @Test func theLogAsReadIsUnchanged() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try prepare(line("a", 0))
        let log = try ReviewLog.read(path)
        let writer = try ReviewLogWriter(path: path, at: now)
        defer { writer.close() }
        #expect(!writer.hasChanged(since: log))
    }

    @Test func anAnswerWrittenBetweenTheReadAndTheLock() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try prepare(line("a", 0))
        let log = try ReviewLog.read(path)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data(line("b", 1).utf8))
        handle.closeFile()
        let writer = try ReviewLogWriter(path: path, at: now)
        defer { writer.close() }
        #expect(writer.hasChanged(since: log))
    }

    @Test func aLineCutShortMendedByTheWriter() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try prepare(line("a", 0) + #"{"card":"b","rat"#)
        let log = try ReviewLog.read(path)
        let writer = try ReviewLogWriter(path: path, at: now)
        defer { writer.close() }
        #expect(writer.hasChanged(since: log))
    }

    /// A file of the same length renamed over the log (a sync): its size alone would not tell.
    @Test func anotherFileOfTheSameLength() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try prepare(line("a", 0))
        let log = try ReviewLog.read(path)
        try line("c", 0).write(toFile: folder + "/.incoming", atomically: false, encoding: .utf8)
        #expect(rename(folder + "/.incoming", path) == 0)
        let writer = try ReviewLogWriter(path: path, at: now)
        defer { writer.close() }
        #expect(writer.hasChanged(since: log))
    }

    @Test func noLogThenAnEmptyOne() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let log = try ReviewLog.read(path)
        let writer = try ReviewLogWriter(path: path, at: now)
        defer { writer.close() }
        #expect(!writer.hasChanged(since: log), "the writer made an empty file: nothing to read again")
    }
}
