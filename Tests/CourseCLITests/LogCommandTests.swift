import CourseKit
import Foundation
import Testing

/// `course log merge` and `course log setup-git`, through the binary, and with real git (issue 12).
@Suite(.serialized, .ownThreads) struct LogCommandTests {
    static let start = ISO8601.parse("2026-11-30T10:00:00Z")!

    static func answer(_ card: String, _ rating: Rating, seconds: Int64, id: String? = nil) -> String {
        LogLineText.review(ReviewRecord(card: card, rating: rating, at: start + .seconds(seconds), id: id))
    }

    static func id(_ machine: Int, _ n: Int) -> String { String(format: "%02x%014x", machine, n) }

    @Test func mergesTwoCopiesThreeWays() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shared = [
            Self.answer("a", .good, seconds: 0), Self.answer("a", .good, seconds: 0),
            Self.answer("b", .hard, seconds: 10, id: Self.id(0, 1)),
            Self.answer("c", .easy, seconds: 20, id: Self.id(0, 2)),
        ]
        let base = shared.joined()
        // Ours removed c's answer (a repair, say) and added one; theirs added two, one at our time.
        let ours =
            shared.dropLast().joined() + Self.answer("b", .good, seconds: 100, id: Self.id(1, 1)) + "<<<<<<< HEAD\n"
        let theirs =
            base + Self.answer("a", .again, seconds: 100, id: Self.id(2, 1))
            + LogLineText.undo(card: "a", at: Self.start + .seconds(101), id: Self.id(2, 2), undoes: Self.id(2, 1))
        for (name, text) in [("base", base), ("ours", ours), ("theirs", theirs)] {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let out = folder.appendingPathComponent("merged.jsonl")
        let result = try CourseProcess.run(
            ["log", "merge", "ours", "theirs", "--base", "base", "--out", out.path], directory: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardError
                == "ours:5: warning: a line that is not a record of the review log is kept as it is, after the line before it\n"
        )
        let lines = try String(contentsOf: out, encoding: .utf8).split(separator: "\n").map(String.init)
        // The two identical old lines stay two; c's answer stays out; the tie in time is ordered by id.
        var expected: [String] = shared.dropLast().map { String($0.dropLast()) }
        expected.append(String(Self.answer("b", .good, seconds: 100, id: Self.id(1, 1)).dropLast()))
        expected.append("<<<<<<< HEAD")
        expected.append(String(Self.answer("a", .again, seconds: 100, id: Self.id(2, 1)).dropLast()))
        expected.append(
            String(
                LogLineText.undo(card: "a", at: Self.start + .seconds(101), id: Self.id(2, 2), undoes: Self.id(2, 1))
                    .dropLast()))
        #expect(lines == expected)
        // To standard output, the same; either order of the sides gives the same records.
        let printed = try CourseProcess.run(["log", "merge", "theirs", "ours", "--base", "base"], directory: folder)
        #expect(printed.status == 0)
        #expect(Set(printed.standardOutput.split(separator: "\n")) == Set(lines.map { Substring($0) }))
        let missing = try CourseProcess.run(["log", "merge", "ours", "nowhere"], directory: folder)
        #expect(missing.status == 66 && missing.standardError.contains("there is no review log 'nowhere' to merge"))
        let usage = try CourseProcess.run(["log", "merge", "ours", "theirs", "base"], directory: folder)
        #expect(usage.status == 64)
    }

    /// A line of either side that cannot be read (a record of a type a newer `course` writes, a
    /// conflict marker) is kept once, after the record before it, whichever side that record is
    /// taken from (issue 22, item 3); only a three-way merge leaves out one the base had and a side
    /// no longer has (a repair), and it says so.
    @Test func everyUnreadableLineOfEitherSideIsKeptOnce() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shared = Self.answer("a", .good, seconds: 0, id: Self.id(0, 1))
        let newer =
            #"{"type":"note","card":"a","at":"2026-11-30T10:00:05Z","id":"0300000000000001","text":"from a newer course"}"#
        let ours = shared + Self.answer("b", .good, seconds: 10, id: Self.id(1, 1))
        let theirs = shared + newer + "\n" + Self.answer("c", .good, seconds: 20, id: Self.id(2, 1))
        let both = shared + newer + "\n" + Self.answer("b", .good, seconds: 10, id: Self.id(1, 1))
        for (name, text) in [("ours", ours), ("theirs", theirs), ("both", both)] {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        func merged(_ arguments: [String]) throws -> (lines: [String], warnings: String) {
            let result = try CourseProcess.run(["log", "merge"] + arguments, directory: folder)
            #expect(result.status == 0, "\(result.standardError)")
            return (result.standardOutput.split(separator: "\n").map(String.init), result.standardError)
        }
        let expected = [
            shared, newer + "\n", Self.answer("b", .good, seconds: 10, id: Self.id(1, 1)),
            Self.answer("c", .good, seconds: 20, id: Self.id(2, 1)),
        ].joined().split(separator: "\n").map(String.init)
        let kept = "warning: a line that is not a record of the review log is kept as it is, after the line before it"
        for sides in [["ours", "theirs"], ["theirs", "ours"], ["both", "theirs"], ["theirs", "both"]] {
            let (lines, warnings) = try merged(sides)
            #expect(lines == expected, "\(sides)")
            #expect(warnings.contains(kept), "\(sides): \(warnings)")
        }
        // A line both sides hold is one line.
        #expect(
            try merged(["both", "both"]).lines
                == [shared, newer + "\n", Self.answer("b", .good, seconds: 10, id: Self.id(1, 1))]
                .joined().split(separator: "\n").map(String.init))
        // A repair on one side (which dropped a conflict marker the base had) is not undone.
        let base = shared + "=======\n"
        let repaired = shared + Self.answer("b", .good, seconds: 10, id: Self.id(1, 1))
        let marked = base + Self.answer("c", .good, seconds: 20, id: Self.id(2, 1))
        for (name, text) in [("base", base), ("repaired", repaired), ("marked", marked)] {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let (lines, warnings) = try merged(["repaired", "marked", "--base", "base"])
        #expect(!lines.contains("======="), "\(lines)")
        #expect(
            warnings
                == "marked:2: warning: a line that is not a record of the review log is left out: the base has it and repaired no longer does (a repair?)\n"
        )
    }

    /// Two clones of a data repository, answers on each (some to the same cards, some undone),
    /// `git pull` both ways with the driver set up: no conflict, nothing lost or doubled, and the
    /// same card states on both machines.
    @Test func twoClonesPullEachOthersAnswersWithoutAConflict() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = [
            "GIT_AUTHOR_NAME": "Learner", "GIT_AUTHOR_EMAIL": "learner@example.com",
            "GIT_COMMITTER_NAME": "Learner", "GIT_COMMITTER_EMAIL": "learner@example.com",
            "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1",
        ]
        func git(_ arguments: [String], in directory: URL) throws -> CourseProcess.Result {
            let result = try CourseProcess.run(
                executable: URL(fileURLWithPath: "/usr/bin/env"), ["git"] + arguments,
                directory: directory, environment: environment, mergingErrors: true)
            #expect(result.status == 0, "git \(arguments.joined(separator: " ")): \(result.standardOutput)")
            return result
        }
        _ = try git(["init", "--bare", "-b", "main", "origin.git"], in: folder)
        _ = try git(["clone", "origin.git", "laptop"], in: folder)
        let laptop = folder.appendingPathComponent("laptop")
        let desktop = folder.appendingPathComponent("desktop")
        let setup = try CourseProcess.run(["log", "setup-git", laptop.path], environment: environment)
        #expect(setup.status == 0, "\(setup.standardError)")
        #expect(setup.standardOutput.contains("Git config is per clone: run course log setup-git on every machine"))
        let log = "swiftui-course/reviews.jsonl"
        try FileManager.default.createDirectory(
            at: laptop.appendingPathComponent("swiftui-course"), withIntermediateDirectories: true)
        let old = (0..<10).map { Self.answer("card-\($0 % 4)", .good, seconds: Int64($0) * 600) }.joined()
        try old.write(to: laptop.appendingPathComponent(log), atomically: true, encoding: .utf8)
        _ = try git(["add", "-A"], in: laptop)
        _ = try git(["commit", "-m", "start"], in: laptop)
        _ = try git(["push", "origin", "main"], in: laptop)
        _ = try git(["clone", "origin.git", "desktop"], in: folder)
        #expect(try CourseProcess.run(["log", "setup-git", desktop.path], environment: environment).status == 0)
        // 30 answers on the laptop and 40 on the desktop, to the same cards at overlapping times,
        // every fifth undone.
        var written: [Int: [String]] = [:]
        for (machine, clone, count) in [(1, laptop, 30), (2, desktop, 40)] {
            var text = ""
            for n in 0..<count {
                let id = Self.id(machine, n)
                text += Self.answer(
                    "card-\(n % 6)", Rating.allCases[(n + machine) % 4], seconds: 86_400 + Int64(n) * 300, id: id)
                if n % 5 == 4 {
                    text += LogLineText.undo(
                        card: "card-\(n % 6)", at: Self.start + .seconds(86_400 + Int64(n) * 300 + 1),
                        id: Self.id(machine + 8, n), undoes: id)
                }
                written[machine, default: []].append(id)
            }
            let handle = try FileHandle(forWritingTo: clone.appendingPathComponent(log))
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(text.utf8))
            try handle.close()
            _ = try git(["commit", "-am", "study on \(machine)"], in: clone)
        }
        _ = try git(["push", "origin", "main"], in: laptop)
        _ = try git(["pull", "origin", "main"], in: desktop)
        _ = try git(["push", "origin", "main"], in: desktop)
        _ = try git(["pull", "origin", "main"], in: laptop)
        let texts = try [laptop, desktop].map {
            try String(contentsOf: $0.appendingPathComponent(log), encoding: .utf8)
        }
        #expect(texts[0] == texts[1])
        let lines = texts[0].split(separator: "\n")
        #expect(lines.count == 10 + 30 + 6 + 40 + 8 && !texts[0].contains("<<<<<<<"))
        let ids = lines.compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["id"] as? String
        }
        #expect(ids.count == Set(ids).count)
        #expect(Set(written[1]! + written[2]!).isSubset(of: Set(ids)))
        let states = try [laptop, desktop].map { clone in
            try CourseProcess.run([
                "history", "--log", clone.appendingPathComponent(log).path, "--cards", "--json",
                "--now", "2026-12-30T00:00:00Z",
            ]).standardOutput
        }
        #expect(states[0] == states[1] && states[0].contains("card-5"))
    }
}
