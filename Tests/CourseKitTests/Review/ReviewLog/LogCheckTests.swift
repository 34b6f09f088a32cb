import Foundation
import Testing

@testable import CourseKit

/// `course log check` and `course log repair` in the library (issue 12 item 5): each kind of
/// problem found at its line, and a repair that drops them, keeps every other line's bytes, puts
/// the records in time order and leaves every card's state as it was.
@Suite struct LogCheckTests {
    static let a1 = #"{"card":"a","rating":"good","at":"2026-11-30T10:00:00Z","id":"00000000000000a1"}"#
    static let a2 = #"{"card":"a","rating":"hard","at":"2026-11-30T10:01:00Z","id":"00000000000000a2"}"#
    static let b1 = #"{"card":"b","rating":"easy","at":"2026-11-30T09:30:00Z","id":"00000000000000b1"}"#
    static let old = #"{"card":"c","rating":"good","at":"2026-11-30T08:00:00Z"}"#

    static func check(_ lines: [String], terminated: Bool = true) -> [LogProblem] {
        let text = lines.joined(separator: "\n") + (terminated ? "\n" : "")
        return Array(text.utf8).withUnsafeBytes { LogCheck.problems($0, path: "log", now: LogRepairTests.now) }
    }

    static func found(_ lines: [String], terminated: Bool = true) -> [String] {
        check(lines, terminated: terminated).map { "\($0.line) \($0.kind.rawValue)" }
    }

    @Test func aCleanLogHasNoProblems() {
        #expect(Self.check([Self.old, Self.a1, Self.a2]).isEmpty)
        #expect(Self.check([]).isEmpty)
    }

    @Test func unreadableLines() {
        let problems = Self.check([
            Self.a1, "not json", #"{"card":"a","rating":"meh","at":"2026-11-30T10:02:00Z"}"#, "{}", Self.a2,
        ])
        #expect(problems.map(\.line) == [2, 3, 4] && problems.allSatisfy { $0.kind == .unreadable })
        #expect(
            problems[1].message == #"not a record of the review log: "rating": 'meh' is not again, hard, good or easy"#)
    }

    @Test func conflictMarkersAndNotQuiteMarkers() {
        let lines = [
            Self.old, "<<<<<<< HEAD", Self.a1, "||||||| base", "=======", Self.b1, ">>>>>>> origin/main", Self.a2,
            "=======x", "<<<<<<",
        ]
        #expect(
            Self.found(lines) == [
                "2 conflict-marker", "4 conflict-marker", "5 conflict-marker", "7 conflict-marker",
                "9 unreadable-line", "10 unreadable-line",
            ])
        #expect(Self.check(lines)[0].message == "a conflict marker left by a merge ('<<<<<<<'), not a record")
    }

    @Test func tornLines() {
        let torn = #"{"card":"a","rat"#
        let recovered = #"{"type":"recovered","at":"2026-11-30T11:00:00Z"}"#
        // Excused by a `recovered` line: no problem. Followed by anything else: a problem.
        #expect(Self.check([Self.a1, torn, recovered, Self.a2]).isEmpty)
        #expect(Self.found([Self.a1, torn, Self.a2]) == ["2 torn-line"])
        // The last line cut short (the next quiz marks it) is a problem until then.
        #expect(Self.found([Self.a1, torn], terminated: false) == ["2 torn-line"])
    }

    @Test func undosOfNothing() {
        let byID =
            #"{"type":"undo","card":"a","at":"2026-11-30T10:02:00Z","id":"00000000000000c1","undoes":"00000000000000ff"}"#
        let oldStyle = #"{"type":"undo","card":"z","at":"2026-11-30T10:03:00Z"}"#
        let fine =
            #"{"type":"undo","card":"a","at":"2026-11-30T10:04:00Z","id":"00000000000000c2","undoes":"00000000000000a2"}"#
        #expect(Self.found([Self.a1, Self.a2, byID, oldStyle, fine]) == ["3 undo-of-nothing", "4 undo-of-nothing"])
    }

    @Test func duplicateIDs() {
        let undo =
            #"{"type":"undo","card":"a","at":"2026-11-30T10:02:00Z","id":"00000000000000c1","undoes":"00000000000000a2"}"#
        let problems = Self.check([Self.a1, Self.a2, Self.a1, undo, undo, Self.old, Self.old])
        // Two identical lines without ids are two answers, not a copy.
        #expect(problems.map { "\($0.line) \($0.kind.rawValue)" } == ["3 duplicate-id", "5 duplicate-id"])
        #expect(problems[0].message == "the id '00000000000000a1' of line 1 again (a second copy of that record?)")
        // Ids of another form are compared as text: upper-case hex is another id, a third copy
        // names the first line.
        func answer(_ id: String, _ minute: Int) -> String {
            #"{"card":"a","rating":"good","at":"2026-11-30T10:0\#(minute):00Z","id":"\#(id)"}"#
        }
        let others = Self.check([
            answer("ABCDEF0123456789", 1), answer("abcdef0123456789", 2), answer("x", 3), answer("x", 4),
            answer("x", 5), answer("abcdef0123456789", 6),
        ])
        #expect(
            others.map { "\($0.line) \($0.kind.rawValue)" } == ["4 duplicate-id", "5 duplicate-id", "6 duplicate-id"])
        #expect(
            others.map(\.message) == [
                "the id 'x' of line 3 again (a second copy of that record?)",
                "the id 'x' of line 3 again (a second copy of that record?)",
                "the id 'abcdef0123456789' of line 2 again (a second copy of that record?)",
            ])
    }

    /// Out of order only between records with ids on consecutive lines: what one writer appended.
    @Test func recordsOlderThanTheOneBeforeThemFromTheSameWriter() {
        #expect(Self.found([Self.a1, Self.a2, Self.b1]) == ["3 out-of-order"])
        #expect(
            Self.check([Self.a1, Self.a2, Self.b1])[0].message
                == "a record older (2026-11-30T09:30:00Z) than the one before it on line 2 (2026-11-30T10:01:00Z), which the same writer appended: a writer never appends a record older than the line before it"
        )
        // Blank lines are no seam; a conflict marker, a line without an id or a recovered line is.
        #expect(Self.found([Self.a2, "", Self.b1]) == ["3 out-of-order"])
        #expect(Self.check([Self.a2, "=======", Self.b1]).map(\.kind) == [.conflictMarker])
        #expect(Self.check([Self.a2, Self.old, Self.b1]).isEmpty)
        #expect(Self.check([Self.a2, #"{"type":"recovered","at":"2026-11-30T11:00:00Z"}"#, Self.b1]).isEmpty)
        // Lines without ids (written before them) may go back in time: a clock set back.
        #expect(Self.check([#"{"card":"c","rating":"good","at":"2026-11-30T09:00:00Z"}"#, Self.old]).isEmpty)
    }
}

@Suite struct LogRepairTests {
    let start = ISO8601.parse("2026-11-30T10:00:00Z")!
    /// The time of `log check` and `log repair` here: after every record of these logs.
    static let now = ISO8601.parse("2030-01-01T00:00:00Z")!

    static func repair(_ text: String) -> LogRepair {
        Array(text.utf8).withUnsafeBytes { LogRepair($0, path: "log", now: now) }
    }

    static func read(_ bytes: [UInt8]) -> ReviewLog {
        bytes.withUnsafeBytes { ReviewLog.parse($0, path: "log") }
    }

    @Test func dropsTheProblemsAndKeepsEveryOtherLineAsItWas() {
        let torn = #"{"card":"a","rat"#
        let recovered = #"{"type":"recovered","at":"2026-11-30T09:45:00Z"}"#
        let lines = [
            LogCheckTests.a1, "<<<<<<< HEAD", LogCheckTests.a2, "=======", LogCheckTests.b1, ">>>>>>> theirs",
            LogCheckTests.a1, "not json", torn, recovered, LogCheckTests.old,
        ]
        let repair = Self.repair(lines.joined(separator: "\n") + "\n")
        #expect(repair.isNeeded)
        #expect(repair.dropped.map(\.line) == [2, 4, 6, 7, 8] && repair.reordered == 0)
        // In time order; the line cut short stays before its recovered marker.
        let expected = [LogCheckTests.old, LogCheckTests.b1, torn, recovered, LogCheckTests.a1, LogCheckTests.a2]
        #expect(String(decoding: repair.bytes, as: UTF8.self) == expected.joined(separator: "\n") + "\n")
        #expect(repair.records == 5)
        #expect(repair.bytes.withUnsafeBytes { LogCheck.problems($0, path: "log", now: Self.now) }.isEmpty)
    }

    /// What `log check` and `log repair` print, a line each: the problems and what to do, or that
    /// there is nothing to do.
    @Test func theReportsOfCheckAndRepair() {
        #expect(LogCheck.report([], path: "log") == ["log: no problems"])
        let lines = [LogCheckTests.a1, "not json", LogCheckTests.a2]
        let problems = LogCheckTests.check(lines)
        let report = LogCheck.report(problems, path: "my log")
        #expect(
            report.count == 2 && report[0].hasPrefix("my log:2: error: not a record")
                && report[0].hasSuffix("[unreadable-line]"))
        #expect(report[1].hasPrefix("1 problem in my log; course log repair --log 'my log' drops the damaged lines"))
        let repair = Self.repair(lines.joined(separator: "\n"))
        #expect(repair.keptLines(path: "log") == [])
        #expect(repair.doneLines(path: "log", backup: nil) == ["log: nothing to repair; the log is left as it is"])
        let done = repair.doneLines(path: "log", backup: "log.bak-1")
        #expect(done.count == 2 && done[0].hasPrefix("log:2: dropped: not a record"))
        #expect(done[1] == "Repaired log: dropped 1 line; it holds 2 records. The old log is log.bak-1.")
    }

    @Test func putsRecordsOutOfOrderInOrderAndDropsNothing() {
        let repair = Self.repair([LogCheckTests.a1, LogCheckTests.a2, LogCheckTests.b1].joined(separator: "\n"))
        #expect(repair.isNeeded && repair.dropped.isEmpty && repair.reordered == 1)
        #expect(
            String(decoding: repair.bytes, as: UTF8.self) == [LogCheckTests.b1, LogCheckTests.a1, LogCheckTests.a2]
                .joined(separator: "\n") + "\n")
    }

    @Test func aCleanLogNeedsNoRepair() {
        #expect(
            !Self.repair([LogCheckTests.old, LogCheckTests.a1, LogCheckTests.a2].joined(separator: "\n") + "\n")
                .isNeeded)
        // Two writers' lines interleaved by a merge, or a crash marked recovered, are no problem.
        #expect(
            !Self.repair(
                [LogCheckTests.a1, #"{"card":"a","rat"#, #"{"type":"recovered","at":"2026-11-30T11:00:00Z"}"#].joined(
                    separator: "\n") + "\n"
            ).isNeeded)
    }

    /// Machines' logs (old lines, new lines with ids and undos by id) shuffled and damaged in every
    /// way `log check` knows: the repair replays to the same answers, undos and card states as the
    /// damaged log, `log check` finds nothing in it, every line it keeps is a line of the input,
    /// and a second repair has nothing to do.
    @Test(arguments: 0..<40) func aRepairChangesNoCardsStateAndLeavesACleanLog(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var lines = RecordIDTests.machineLog(&random, start: start).map { String($0.dropLast()) }
        lines.shuffle(using: &random)
        let damage = [
            "<<<<<<< HEAD", "=======", ">>>>>>> theirs", "not json",
            #"{"card":"a","rating":"meh","at":"2026-11-30T10:00:00Z"}"#,
            #"{"card":"a","ra"#, #"{"type":"undo","card":"zz","at":"2026-12-30T10:00:00Z"}"#,
            #"{"type":"undo","card":"a","at":"2026-12-30T10:00:00Z","id":"ffffffffffffff01","undoes":"ffffffffffffff00"}"#,
        ]
        for _ in 0..<Int.random(in: 1...8, using: &random) {
            let at = Int.random(in: 0...lines.count, using: &random)
            if Bool.random(using: &random), !lines.isEmpty {
                lines.insert(lines.randomElement(using: &random)!, at: at)  // a copy
            } else {
                lines.insert(damage.randomElement(using: &random)!, at: at)
            }
        }
        if Bool.random(using: &random) {
            lines.insert(#"{"card":"b","rating":"go"#, at: Int.random(in: 0...lines.count, using: &random))
            lines.append(#"{"type":"recovered","at":"2027-01-01T00:00:00Z"}"#)
        }
        let original = Array((lines.joined(separator: "\n") + "\n").utf8)
        let repair = original.withUnsafeBytes { LogRepair($0, path: "log", now: Self.now) }
        let before = Self.read(original)
        let after = Self.read(repair.bytes)
        #expect(after.problems.isEmpty)
        #expect(repair.bytes.withUnsafeBytes { LogCheck.problems($0, path: "log", now: Self.now) }.isEmpty)
        #expect(after.reviews.map(RecordIDTests.unnumbered) == before.reviews.map(RecordIDTests.unnumbered))
        #expect(Set(after.undone.map(RecordIDTests.unnumbered)) == Set(before.undone.map(RecordIDTests.unnumbered)))
        let states = before.replay(with: Scheduler())
        let repaired = after.replay(with: Scheduler())
        #expect(repaired.keys.sorted() == states.keys.sorted())
        for (card, memory) in states {
            let other = try #require(repaired[card])
            #expect(other.stability.bitPattern == memory.stability.bitPattern && other.due == memory.due, "\(card)")
        }
        let kept = String(decoding: repair.bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(Set(kept).isSubset(of: Set(lines)))
        #expect(kept.count + repair.dropped.count == lines.count)
        #expect(!repair.bytes.withUnsafeBytes { LogRepair($0, path: "log", now: Self.now) }.isNeeded)
    }

    @Test func replaceKeepsTheOldLogAsABackupBesideIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("log-repair-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/reviews.jsonl"
        let text = [LogCheckTests.a1, "=======", LogCheckTests.a2].joined(separator: "\n") + "\n"
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        #expect(chmod(path, 0o600) == 0)
        let original = Array(text.utf8)
        let repair = Self.repair(text)
        let now = ISO8601.parse("2026-11-30T10:15:00.5Z")!.date
        let backup = try repair.replace(path, original: original, now: now)
        #expect(backup == path + ".bak-20261130T101500Z")
        #expect(try Data(contentsOf: URL(fileURLWithPath: backup)) == Data(original))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(repair.bytes))
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        // A second repair in the same second keeps both backups.
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        #expect(try repair.replace(path, original: original, now: now) == path + ".bak-20261130T101500Z-2")
        #expect(try Data(contentsOf: URL(fileURLWithPath: backup)) == Data(original))
        // A log given through a link stays a link: the file it names is replaced.
        try FileManager.default.createDirectory(atPath: folder + "/synced", withIntermediateDirectories: true)
        let real = folder + "/synced/reviews.jsonl"
        let link = folder + "/linked.jsonl"
        try text.write(toFile: real, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        let linkedBackup = try repair.replace(link, original: original, now: now)
        #expect(linkedBackup == real + ".bak-20261130T101500Z")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real)
        #expect(try Data(contentsOf: URL(fileURLWithPath: real)) == Data(repair.bytes))
        #expect(try Data(contentsOf: URL(fileURLWithPath: linkedBackup)) == Data(original))
    }
}

@Suite struct LogProblemDocsTests {
    /// docs/review-log.md's table of `log check`'s kinds is `LogProblem.Kind`, row for row.
    @Test func theDocumentedKindsAreTheKinds() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let doc = try String(contentsOf: root.appendingPathComponent("docs/review-log.md"), encoding: .utf8)
        let section = try #require(doc.range(of: "| kind | the line |"))
        let rows = doc[section.upperBound...].split(separator: "\n").dropFirst().prefix { $0.hasPrefix("|") }
        let kinds = rows.compactMap { row in row.split(separator: "`").dropFirst().first.map(String.init) }
        #expect(kinds == LogProblem.Kind.allCases.map(\.rawValue))
    }
}
