import Foundation
import Testing

@testable import CourseKit

/// A sitting whose review log is replaced under it (issue 12, item 4): the writer notices, the
/// log is read again, and the session goes on from the states as they read now.
@Suite struct LogRereadSessionTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("log-reread-\(UUID())").path
    /// 2026-11-30 10:00 UTC; the study day (UTC, starting 4 am) began at 04:00.
    let now = Timestamp(secondsSince1970: 1_796_032_800)
    var path: String { folder + "/reviews.jsonl" }

    /// A sitting on a real log at `path`, written through the quiz's own recorder.
    func sitting(_ ids: [String], limits: StudyLimits = StudyLimits()) throws -> (StudySession, FSRSStudyScheduler) {
        var next: UInt64 = 0
        let writer = try ReviewLogWriter(
            path: path, at: now,
            ids: {
                next += 1
                return next
            })
        let recorder = SittingRecorder(writer: writer, reported: []) { _ in }
        let scheduler = FSRSStudyScheduler(
            scheduler: Scheduler(SchedulerConfiguration(fuzz: false)), log: try ReviewLog.read(path),
            items: Set(ids), answerLog: recorder)
        let session = StudySession(
            items: ids.map { StudyItem.sample($0) }, scheduler: scheduler, limits: limits,
            day: StudyDay(startHour: 4, timeZone: TimeZone(identifier: "UTC")!),
            clock: { now }, monotonic: { 0 })
        return (session, scheduler)
    }

    /// The log as another machine's pull leaves it: what it holds, plus `lines`, renamed over it.
    func replace(adding lines: [String]) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8) + lines.joined()
        try text.write(toFile: folder + "/.incoming", atomically: false, encoding: .utf8)
        #expect(rename(folder + "/.incoming", path) == 0)
    }

    func logIDs() throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").compactMap { line in
            (try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["id"] as? String
        }
    }

    @Test func aCardAnsweredElsewhereIsNotShownAndUndoStillWorks() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let (session, scheduler) = try sitting(["a", "b", "c", "d"])
        #expect(session.next()?.id == "a")
        try session.answer(.good)
        #expect(session.takeNotice() == nil)
        #expect(session.next()?.id == "b")
        // Meanwhile, on the other machine, `c` was learned this morning; the pull brings it here.
        let elsewhere = ReviewRecord(card: "c", rating: .easy, at: now - 1800, id: "ffffffffffffff01")
        try replace(adding: [LogLineText.review(elsewhere)])
        try session.answer(.good)
        #expect(
            session.takeNotice()
                == "The review log was replaced (a sync or git pull?); read it again: 1 answer from elsewhere.")
        #expect(session.takeNotice() == nil, "said once")
        #expect(session.notices.count == 1)
        #expect(scheduler.memory(of: "c")?.state == .review)

        // Undo names the answer given before the log was read again; `b` is new again.
        #expect(try session.undo()?.id == "b")
        #expect(scheduler.memory(of: "b") == nil)
        let undo = try #require(try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").last)
        #expect(undo.contains(#""undoes":"0000000000000002""#))

        // The rest of the sitting: `b` again, then `d`; `c` never (answered elsewhere), then the
        // learning steps due within the learn-ahead window.
        var shown: [String] = []
        while let item = session.next() {
            shown.append(item.id)
            try session.answer(.easy)
        }
        #expect(shown == ["b", "d", "a"])
        #expect(session.answeredCount == 4)
        // Every record of the sitting is in the log once, the one from elsewhere too.
        let ids = try logIDs()
        #expect(ids.count == Set(ids).count)
        #expect(Set(ids) == Set(["ffffffffffffff01"] + (1...6).map { String(format: "%016llx", $0) }))
        let log = try ReviewLog.read(path)
        #expect(log.reviews.map(\.card).sorted() == ["a", "a", "b", "c", "d"] && log.undone.map(\.card) == ["b"])
    }

    @Test func todaysNewCardLimitCountsTheCardsIntroducedElsewhere() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let (session, _) = try sitting(["a", "b", "c", "d", "e"], limits: StudyLimits(newPerDay: 3))
        #expect(session.next()?.id == "a")
        // Two new cards were introduced on the other machine this morning: of three a day, none is
        // left after `a`.
        try replace(
            adding: ["d", "e"].enumerated().map { index, card in
                LogLineText.review(
                    ReviewRecord(
                        card: card, rating: .easy, at: now + (-600 + Double(index)),
                        id: "ffffffffffffff0\(index + 1)"))
            })
        try session.answer(.easy)
        #expect(session.takeNotice()?.contains("2 answers from elsewhere") == true)
        #expect(session.next() == nil)
        #expect(session.remaining.new == 0)
    }
}
