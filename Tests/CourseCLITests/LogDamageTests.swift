import CourseKit
import Foundation
import Testing

/// A damaged review log through the built binary (issue 12 items 5 and 7): a real `git merge`
/// conflict left in the log, a quiz that still runs on it, `stats` and `history` that read around
/// it, `log check` that lists it and `log repair` that mends it without changing a card's state;
/// and `log repair` and `log merge --out` that leave a log alone while a quiz holds it.
@Suite(.ownThreads) struct LogDamageTests {
    static let start = ISO8601.parse("2026-11-28T09:00:00Z")!
    static let now = "2026-12-05T10:00:00Z"
    static let cards = [
        "env-read-color-scheme", "env-layout-by-text-size", "custom-entry-with-default", "custom-set-for-subtree",
    ]

    let folder: URL

    init() throws { folder = try temporaryFolder() }

    /// Isolated from the machine's settings, logs and git config.
    var environment: [String: String] {
        [
            "XDG_CONFIG_HOME": folder.path, "XDG_DATA_HOME": folder.path, "TZ": "UTC",
            "GIT_AUTHOR_NAME": "Learner", "GIT_AUTHOR_EMAIL": "learner@example.com",
            "GIT_COMMITTER_NAME": "Learner", "GIT_COMMITTER_EMAIL": "learner@example.com",
            "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1",
        ]
    }

    func course(_ arguments: [String], input: String? = nil) throws -> CourseProcess.Result {
        let result = try CourseProcess.run(arguments, input: input, environment: environment)
        #expect(!result.standardOutput.contains("\u{1B}") && !result.standardError.contains("\u{1B}"), "\(arguments)")
        return result
    }

    @discardableResult
    func git(_ arguments: [String], in directory: URL, status: Int32 = 0) throws -> String {
        let result = try CourseProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"), ["git"] + arguments,
            directory: directory, environment: environment, mergingErrors: true)
        #expect(result.status == status, "git \(arguments.joined(separator: " ")): \(result.standardOutput)")
        return result.standardOutput
    }

    /// An answer with an id made from `machine` and `n` (never a random value).
    static func answer(_ n: Int, machine: Int, minutes: Int) -> String {
        LogLineText.review(
            ReviewRecord(
                card: cards[(n + machine) % cards.count], rating: Rating.allCases[(n * 3 + machine) % 4],
                at: start + .minutes(Int64(minutes)), id: String(format: "%02x%014x", machine, n)))
    }

    func append(_ text: String, to url: URL) throws {
        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    /// A data repository whose log two branches appended to, merged without the driver: git
    /// leaves its conflict markers in the log.
    func conflictedLog() throws -> URL {
        let repository = folder.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        try git(["init", "-q", "-b", "main"], in: repository)
        let log = repository.appendingPathComponent("reviews.jsonl")
        try (0..<4).map { Self.answer($0, machine: 0, minutes: $0 * 10) }.joined().write(
            to: log, atomically: true, encoding: .utf8)
        try git(["add", "-A"], in: repository)
        try git(["commit", "-q", "-m", "base"], in: repository)
        try git(["checkout", "-q", "-b", "desktop"], in: repository)
        try append((0..<3).map { Self.answer($0, machine: 2, minutes: 1440 + $0 * 7) }.joined(), to: log)
        try git(["commit", "-q", "-am", "study on the desktop"], in: repository)
        try git(["checkout", "-q", "main"], in: repository)
        try append((0..<3).map { Self.answer($0, machine: 1, minutes: 1440 + $0 * 5) }.joined(), to: log)
        try git(["commit", "-q", "-am", "study on the laptop"], in: repository)
        let merge = try git(["merge", "desktop"], in: repository, status: 1)
        #expect(merge.contains("CONFLICT"), "\(merge)")
        return log
    }

    @Test func aLogWithAConflictBlockStillQuizzesAndRepairsToTheSameStates() throws {
        let log = try conflictedLog()
        let path = log.path
        let merged = try String(contentsOf: log, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        let markers = merged.indices.filter { ["<<<<<<<", "=======", ">>>>>>>"].contains(merged[$0].prefix(7)) }.map {
            $0 + 1
        }
        #expect(markers == [5, 9, 13], "\(merged)")
        let conflicted = try Data(contentsOf: log)

        // The quiz runs on it, reads every answer of both sides and appends after the block.
        let quiz = try course(["quiz", "--log", path, "--now", Self.now], input: "\n3\nq\n")
        #expect(quiz.status == 0, "\(quiz.standardError)")
        #expect(quiz.standardOutput.contains("Answered good."), "\(quiz.standardOutput)")
        for line in markers {
            #expect(
                quiz.standardError.contains("\(path):\(line): warning: a conflict marker left by a merge"),
                "\(quiz.standardError)")
        }
        let afterQuiz = try Data(contentsOf: log)
        #expect(afterQuiz.starts(with: conflicted) && afterQuiz.count > conflicted.count)
        let appended = String(decoding: afterQuiz.dropFirst(conflicted.count), as: UTF8.self)
        #expect(appended.hasSuffix("\n") && appended.split(separator: "\n").count == 1, "\(appended)")

        // stats and history read around the block, now in the middle of the log.
        let stats = try course(["stats", "--log", path, "--now", Self.now, "--json"])
        #expect(stats.status == 0, "\(stats.standardError)")
        let figures = try #require(
            try JSONSerialization.jsonObject(with: Data(stats.standardOutput.utf8)) as? [String: Any])
        #expect(figures["totalReviews"] as? Int == 4 + 3 + 3 + 1)
        let history = try course(["history", "--log", path, "--now", Self.now])
        #expect(history.status == 0 && history.standardOutput.contains("\n11 answers to "), "\(history.standardOutput)")
        for result in [stats, history] {
            #expect(result.standardError.split(separator: "\n").count == 3, "\(result.standardError)")
            #expect(
                result.standardError.contains(
                    "\(path):13: warning: a conflict marker left by a merge ('>>>>>>>'), not a record; skipped"))
        }

        // log check lists the markers with their lines.
        let check = try course(["log", "check", "--log", path, "--now", Self.now])
        #expect(check.status == 1, "\(check.standardError)")
        let listed = check.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            listed.dropLast() == [
                "\(path):5: error: a conflict marker left by a merge ('<<<<<<<'), not a record [conflict-marker]",
                "\(path):9: error: a conflict marker left by a merge ('======='), not a record [conflict-marker]",
                "\(path):13: error: a conflict marker left by a merge ('>>>>>>>'), not a record [conflict-marker]",
            ], "\(check.standardOutput)")
        #expect(listed.last?.hasPrefix("3 problems in \(path); course log repair") == true)

        // log repair: the old log kept beside it, byte for byte; the new one clean, same states.
        let cardsArguments = ["history", "--log", path, "--cards", "--json", "--now", Self.now]
        let before = try course(cardsArguments)
        let beforeRepair = try Data(contentsOf: log)
        let repair = try course(["log", "repair", "--log", path, "--now", Self.now])
        #expect(repair.status == 0, "\(repair.standardError)")
        #expect(
            repair.standardOutput.contains("\(path):9: dropped: a conflict marker left by a merge ('=======')"),
            "\(repair.standardOutput)")
        #expect(
            repair.standardOutput.contains(
                "Repaired \(path): dropped 3 lines; it holds 11 records. The old log is \(path).bak-"),
            "\(repair.standardOutput)")
        let backups = try FileManager.default.contentsOfDirectory(atPath: log.deletingLastPathComponent().path)
            .filter { $0.hasPrefix("reviews.jsonl.bak-") }
        #expect(
            backups.count == 1
                && backups[0].range(of: #"^reviews\.jsonl\.bak-\d{8}T\d{6}Z$"#, options: .regularExpression) != nil,
            "\(backups)")
        let backup = log.deletingLastPathComponent().appendingPathComponent(backups[0])
        #expect(try Data(contentsOf: backup) == beforeRepair)
        let clean = try course(["log", "check", "--log", path, "--now", Self.now])
        #expect(clean.status == 0 && clean.standardOutput == "\(path): no problems\n", "\(clean.standardOutput)")
        let after = try course(cardsArguments)
        #expect(after.status == 0 && after.standardError.isEmpty)
        #expect(
            after.standardOutput == before.standardOutput && after.standardOutput.contains("custom-set-for-subtree"))
        // Every line kept is a line of the old log, as it was.
        let oldLines = Set(String(decoding: beforeRepair, as: UTF8.self).split(separator: "\n"))
        #expect(try String(contentsOf: log, encoding: .utf8).split(separator: "\n").allSatisfy(oldLines.contains))

        // Nothing left to repair: said, nothing written.
        let again = try course(["log", "repair", "--log", path, "--now", Self.now])
        #expect(again.status == 0 && again.standardOutput == "\(path): nothing to repair; the log is left as it is\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: log.deletingLastPathComponent().path)
                .filter { $0.hasPrefix("reviews.jsonl.bak-") }.count == 1)
    }

    /// Many damaged lines: the first five said, then a count and the command that lists them all;
    /// a control character on a damaged line is shown, not obeyed.
    @Test func manyDamagedLinesAreCountedNotAllPrinted() throws {
        let log = folder.appendingPathComponent("reviews.jsonl")
        var lines = (0..<4).map { Self.answer($0, machine: 0, minutes: $0) }
        lines += (0..<12).map { _ in #"{"card":"c","rating":"\u001b]0;title\u0007","at":"2026-11-30T10:00:00Z"}"# + "\n"
        }
        try lines.joined().write(to: log, atomically: true, encoding: .utf8)
        for arguments in [["history", "--log", log.path], ["stats", "--log", log.path, "--now", Self.now]] {
            let result = try course(arguments)
            #expect(result.status == 0)
            let warnings = result.standardError.split(separator: "\n")
            #expect(warnings.count == 6, "\(result.standardError)")
            #expect(
                warnings.first
                    == "\(log.path):5: warning: not a record of the review log: \"rating\": '␛]0;title␇' is not again, hard, good or easy; skipped"
            )
            #expect(
                warnings.last
                    == "\(log.path): warning: … and 7 more damaged lines; run course log check --log \(log.path) to list them"
            )
        }
        let check = try course(["log", "check", "--log", log.path])
        #expect(check.status == 1 && check.standardOutput.split(separator: "\n").count == 13)
    }

    /// A quiz holds the log (its lock): `log repair` and `log merge --out` onto it refuse with 75,
    /// saying so, and leave every file as it was.
    @Test func repairAndMergeOutWaitForAQuizOnTheLog() throws {
        let log = folder.appendingPathComponent("reviews.jsonl")
        let other = folder.appendingPathComponent("other.jsonl")
        try ([Self.answer(0, machine: 0, minutes: 0), "=======\n", Self.answer(1, machine: 0, minutes: 1)].joined())
            .write(to: log, atomically: true, encoding: .utf8)
        try Self.answer(0, machine: 1, minutes: 2).write(to: other, atomically: true, encoding: .utf8)
        func files() throws -> [String: Data] {
            var contents: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !name.hasSuffix(".lock")
            {
                contents[name] = try Data(contentsOf: folder.appendingPathComponent(name))
            }
            return contents
        }
        func expectRefused(_ holder: String) throws {
            let before = try files()
            let repair = try course(["log", "repair", "--log", log.path])
            let merge = try course(["log", "merge", log.path, other.path, "--out", log.path])
            for result in [repair, merge] {
                #expect(result.status == 75, "\(holder): \(result.standardError)")
                #expect(
                    result.standardError.hasPrefix("\(log.path): error: a quiz is running on this review log"),
                    "\(result.standardError)")
                #expect(result.standardError.contains("finish it first"), "\(result.standardError)")
                #expect(result.standardOutput.isEmpty)
            }
            #expect(try files() == before, "\(holder)")
        }
        // A lock held by hand, as flock(1) would.
        let lock = open(log.path + ".lock", O_RDWR | O_CREAT, 0o644)
        #expect(flock(lock, LOCK_EX | LOCK_NB) == 0)
        try expectRefused("flock")
        flock(lock, LOCK_UN)
        close(lock)
        // A quiz running on the log.
        let quiz = try RunningCourse(["quiz", "--log", log.path, "--now", Self.now], environment: environment)
        #expect(quiz.waitFor("Press Enter"), "\(quiz.standardOutput)\(quiz.standardError)")
        try expectRefused("a quiz")
        quiz.send("q")
        #expect(quiz.closeInputAndWait() == 0)
        // Once it has ended, both go ahead.
        #expect(try course(["log", "repair", "--log", log.path]).status == 0)
        #expect(try course(["log", "merge", log.path, other.path, "--out", log.path]).status == 0)
        #expect(try course(["log", "check", "--log", log.path]).status == 0)
    }

    /// Without --log, the log of the course at --course (default ./Content), as `history` finds it.
    @Test func theDefaultLogIsTheCoursesAsForTheQuiz() throws {
        let data = folder.appendingPathComponent("course/swiftui-course")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let log = data.appendingPathComponent("reviews.jsonl")
        try ([Self.answer(0, machine: 0, minutes: 0), "not json\n"].joined()).write(
            to: log, atomically: true, encoding: .utf8)
        let check = try course(["log", "check"])
        #expect(
            check.status == 1 && check.standardOutput.hasPrefix("\(log.path):2: error: not a record"),
            "\(check.standardOutput)\(check.standardError)")
        let missing = try course(["log", "check", "--log", folder.appendingPathComponent("nowhere.jsonl").path])
        #expect(
            missing.status == 66 && missing.standardError.contains("there is no review log"), "\(missing.standardError)"
        )
        let noCourse = try course(["log", "repair", "--course", folder.path])
        #expect(noCourse.status == 66 && noCourse.standardError.contains("no course at"), "\(noCourse.standardError)")
    }
}
