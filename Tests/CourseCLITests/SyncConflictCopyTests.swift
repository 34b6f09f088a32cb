import CourseKit
import Foundation
import Testing

/// A log kept in step by a sync client (issue 12 item 7): the two machines' copies diverge, the
/// client keeps one as `reviews.jsonl` and writes the other beside it as a conflict copy, and the
/// learner merges it in with the commands of docs/sync.md, typed into a shell.
@Suite(.ownThreads) struct SyncConflictCopyTests {
    typealias Log = LogCommandTests

    /// 30 answers on one machine and 40 on the other after a shared start, to the same cards at
    /// overlapping times, every fifth one undone; `machine` makes the ids differ.
    static func sitting(machine: Int, count: Int, from seconds: Int64) -> (text: String, ids: [String]) {
        var text = ""
        var ids: [String] = []
        for n in 0..<count {
            let id = Log.id(machine, n)
            let at = seconds + Int64(n) * 300
            text += Log.answer("card-\(n % 6)", Rating.allCases[(n + machine) % 4], seconds: at, id: id)
            if n % 5 == 4 {
                text += LogLineText.undo(
                    card: "card-\(n % 6)", at: Log.start + .seconds(at + 1), id: Log.id(machine + 8, n), undoes: id)
            }
            ids.append(id)
        }
        return (text, ids)
    }

    func shell(_ command: String, in folder: URL) throws -> CourseProcess.Result {
        let path =
            CourseProcess.binary.deletingLastPathComponent().path + ":"
            + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try CourseProcess.run(
            executable: URL(fileURLWithPath: "/bin/sh"), ["-c", command], directory: folder,
            environment: ["PATH": path])
    }

    func states(of log: URL) throws -> String {
        let result = try CourseProcess.run([
            "history", "--log", log.path, "--cards", "--json", "--now", "2026-12-30T00:00:00Z",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        return result.standardOutput
    }

    @Test(arguments: [
        "reviews.sync-conflict-20261201-101500-ABCDEFG.jsonl", "reviews (Desktop's conflicted copy 2026-12-01).jsonl",
    ])
    func aConflictCopyMergedByHandLosesNothing(copy: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The shared start: two identical lines written before ids (two answers), then some with ids.
        let start =
            Log.answer("card-0", .good, seconds: 0) + Log.answer("card-0", .good, seconds: 0)
            + (1..<10).map { Log.answer("card-\($0 % 4)", .good, seconds: Int64($0) * 600, id: Log.id(0, $0)) }.joined()
        let laptop = Self.sitting(machine: 1, count: 30, from: 86_400)
        let desktop = Self.sitting(machine: 2, count: 40, from: 86_400 + 150)
        let log = folder.appendingPathComponent("reviews.jsonl")
        try (start + laptop.text).write(to: log, atomically: true, encoding: .utf8)
        try (start + desktop.text).write(to: folder.appendingPathComponent(copy), atomically: true, encoding: .utf8)
        // What the two machines studied, in one file as it came (the replay does not depend on order).
        let together = folder.appendingPathComponent("together.jsonl")
        try (start + desktop.text + laptop.text).write(to: together, atomically: true, encoding: .utf8)

        let quoted = "'" + copy.replacingOccurrences(of: "'", with: "'\\''") + "'"
        let merged = try shell(
            "course log merge reviews.jsonl \(quoted) --out reviews.jsonl && rm \(quoted)", in: folder)
        #expect(merged.status == 0, "\(merged.standardError)")
        #expect(merged.standardError.isEmpty)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "reviews.jsonl", "together.jsonl",
            ])

        let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2 + 9 + 30 + 6 + 40 + 8)
        let ids = lines.compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["id"] as? String
        }
        #expect(ids.count == Set(ids).count && ids.count == lines.count - 2)
        #expect(Set(laptop.ids + desktop.ids).isSubset(of: Set(ids)))
        #expect(try states(of: log) == states(of: together))
        #expect(try states(of: log).contains("card-5"))
        // Merging again changes nothing.
        let again = try CourseProcess.run(["log", "merge", log.path, together.path])
        #expect(again.status == 0 && again.standardOutput == lines.map { $0 + "\n" }.joined())
    }
}
