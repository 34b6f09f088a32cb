import Foundation
import Testing

@testable import CourseKit

/// What the quiz holds in memory is exactly the log it wrote (issue 25): after every answer, undo
/// and log replaced by a sync, in random sittings, each card's state equals a fresh replay of the
/// log as it is on disk.
@Suite struct SittingReplayTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sitting-replay-\(UUID())").path
    var path: String { folder + "/reviews.jsonl" }
    /// 2026-11-30 10:00 UTC.
    static let start = Timestamp(secondsSince1970: 1_796_032_800)
    static let cards = ["a", "b", "c", "d", "e"]

    /// The clock of a sitting, moved by the test.
    final class Clock { var now = SittingReplayTests.start }

    /// A log on disk holding `lines`, written as another machine (another clock) would.
    func writeLog(_ lines: [String], to file: String) throws {
        try lines.joined().write(toFile: file, atomically: false, encoding: .utf8)
    }

    /// Every card's state as a fresh reader replays the log at `now`.
    func replayed(at now: Timestamp, _ scheduler: Scheduler) throws -> [String: CardMemory] {
        try ReviewLog.read(path).asOf(now).replay(with: scheduler)
    }

    @Test(arguments: 0..<24)
    func memoryIsTheReplayOfTheLogAfterEveryStep(seed: UInt64) throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var random = SplitMix64(seed: 0x5177_1A6 &+ seed)
        let configuration = SchedulerConfiguration(fuzz: random.next() % 2 == 0)
        let scheduler = Scheduler(configuration)
        let clock = Clock()
        var foreign: UInt64 = 0xF000

        /// An answer from another machine, dated a little before or after now (within the clocks'
        /// tolerance, or days after it: a clock that was wrong).
        func elsewhere() -> String {
            foreign += 1
            let offsets: [Int64] = [-3_600_000_000, -1, 0, 1, 30_000_000, 59_999_999, 2 * 86_400_000_000]
            let at = Timestamp(
                microseconds: clock.now.microseconds + offsets[Int(random.next() % UInt64(offsets.count))])
            let card = Self.cards[Int(random.next() % UInt64(Self.cards.count))]
            let rating = Rating.allCases[Int(random.next() % 4)]
            return LogLineText.review(
                ReviewRecord(card: card, rating: rating, at: at, id: String(format: "%016llx", foreign)))
        }

        // Some history first, perhaps with records a little after now.
        try writeLog((0..<Int(random.next() % 4)).map { _ in elsewhere() }, to: path)
        var next: UInt64 = 0
        let writer = try ReviewLogWriter(
            path: path, at: clock.now,
            ids: {
                next += 1
                return next
            })
        defer { writer.close() }
        let recorder = SittingRecorder(writer: writer, reported: []) { _ in }
        let study = FSRSStudyScheduler(
            scheduler: scheduler, log: try ReviewLog.read(path).asOf(clock.now),
            items: Set(Self.cards), answerLog: recorder)
        let session = StudySession(
            items: Self.cards.map { StudyItem.sample($0) }, scheduler: study,
            day: StudyDay(startHour: 4, timeZone: TimeZone(identifier: "UTC")!),
            clock: { clock.now }, monotonic: { 0 })
        var steps: [String] = []
        for _ in 0..<40 {
            // The clock stands still (a fixed --now: each record moved past the one before), or moves.
            let moves: [Int64] = [0, 0, 0, 1, 1_000_000, 600_000_000]
            clock.now = clock.now + TimeSpan(microseconds: moves[Int(random.next() % UInt64(moves.count))])
            switch random.next() % 10 {
            case 0..<6:
                guard session.next() != nil else { continue }
                let rating = Rating.allCases[Int(random.next() % 4)]
                try session.answer(rating)
                steps.append("answer \(rating.word)")
            case 6..<8:
                guard session.canUndo else { continue }
                try session.undo()
                steps.append("undo")
            default:
                // A sync renames the log, with an answer from elsewhere or two, over the one held.
                let lines = (0..<Int(1 + random.next() % 2)).map { _ in elsewhere() }
                let text = try String(contentsOfFile: path, encoding: .utf8) + lines.joined()
                try text.write(toFile: folder + "/.incoming", atomically: false, encoding: .utf8)
                #expect(rename(folder + "/.incoming", path) == 0)
                steps.append("replaced")
                // Read again at the next answer or undo: nothing to compare yet.
                continue
            }
            let fresh = try replayed(at: clock.now, scheduler)
            for card in Self.cards {
                #expect(study.memory(of: card) == fresh[card], "seed \(seed), card \(card) after \(steps)")
            }
        }
    }
}
