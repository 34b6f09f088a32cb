import CourseKit
import Foundation
import Testing

@Suite struct ReviewLogTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("review-log-\(UUID())").path
    let start = ISO8601.parse("2026-11-30T10:00:00Z")!

    private func record(_ card: String, _ rating: Rating, minutes: Int64) -> ReviewRecord {
        ReviewRecord(
            card: card, rating: rating, at: start + .minutes(minutes), contentHash: "0123456789abcdef",
            durationMilliseconds: 4200)
    }

    @Test func appendsAndReadsBackEveryAnswer() throws {
        let path = folder + "/nested/reviews.jsonl"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let writer = try ReviewLogWriter(path: path, at: start)
        try writer.append(record("env.1", .good, minutes: 0))
        try writer.append(record("env \"2\"", .again, minutes: 1))
        writer.close()
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            text.hasPrefix(
                #"{"card":"env.1","rating":"good","at":"2026-11-30T10:00:00Z","hash":"0123456789abcdef","ms":4200,"id":""#
            ))
        let log = try ReviewLog.read(path)
        #expect(log.reviews.map(\.card) == ["env.1", "env \"2\""])
        #expect(log.reviews[1].rating == .again && log.reviews[1].line == 2)
        #expect(log.reviews[0].durationMilliseconds == 4200 && log.warnings.isEmpty)
    }

    @Test func aSecondWriterIsRefusedWhileTheFirstHoldsTheLock() throws {
        let path = folder + "/reviews.jsonl"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try ReviewLogWriter(path: path, at: start)
        #expect { try ReviewLogWriter(path: path, at: start) } throws: { error in
            guard case .locked(let lockedPath, let holder) = error as? ReviewLogError else { return false }
            return lockedPath == path && holder?.contains("process \(getpid())") == true
        }
        first.close()
        _ = try ReviewLogWriter(path: path, at: start)
    }

    /// A lock that outlives its holder for a moment is waited for, not taken for another quiz's:
    /// a program started as a quiz ends (a compiler, an editor, another test's `course`) shares the
    /// quiz's open files from its fork until it runs, and the lock goes with the last of them. Seen
    /// as "in use by another quiz" in the test suite; here a second open file holds the log file's
    /// lock and the lock file's, and lets them go 150 ms later.
    @Test func aLockLetGoOfAMomentLaterIsTaken() throws {
        let path = folder + "/reviews.jsonl"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try holdTheLocksAMoment(of: path)
        let writer = try ReviewLogWriter(path: path, at: start)
        try writer.append(record("env.1", .good, minutes: 0))
        writer.close()
        #expect(try ReviewLog.read(path).reviews.map(\.card) == ["env.1"])
    }

    /// Nor does such a lock make a quiz the log's holder (what `log repair` and `log merge --out`
    /// ask before they replace it).
    @Test func aLockLetGoOfAMomentLaterIsNoHolder() throws {
        let path = folder + "/reviews.jsonl"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try holdTheLocksAMoment(of: path)
        #expect(LogLock.holder(of: path) == nil)
    }

    /// A quiz's log at `path`, whose lock file's and log file's locks a second open file of each
    /// holds now and lets go 150 ms later, on a thread of its own.
    private func holdTheLocksAMoment(of path: String) throws {
        try ReviewLogWriter(path: path, at: start).close()
        let held: [Int32] = [path, LogLock.path(of: path)].map { (name: String) in open(name, O_RDONLY | O_CLOEXEC) }
        #expect(held.allSatisfy { $0 >= 0 && flock($0, LOCK_EX | LOCK_NB) == 0 })
        Thread {
            usleep(150_000)
            for descriptor in held { close(descriptor) }
        }.start()
    }

    @Test func undoCancelsTheCardsLatestAnswerAndIsItselfAppended() throws {
        let path = folder + "/reviews.jsonl"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let writer = try ReviewLogWriter(path: path, at: start)
        try writer.append(record("a", .good, minutes: 0))
        try writer.append(record("b", .good, minutes: 1))
        try writer.append(record("a", .again, minutes: 2))
        try writer.appendUndo(card: "a", at: start + .minutes(3))
        try writer.appendUndo(card: "b", at: start + .minutes(4))
        writer.close()
        let log = try ReviewLog.read(path)
        #expect(log.reviews.map { "\($0.card) \($0.rating.word)" } == ["a good"])
        #expect(log.undone.map(\.line) == [3, 2])
        #expect(try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").count == 5)
        let memories = log.replay(with: Scheduler())
        #expect(memories["a"]?.state == .learning && memories["a"]?.step == 1 && memories["b"] == nil)
    }

    @Test func anUndoWithNothingToUndoIsIgnoredWithAWarning() throws {
        let text =
            #"{"card":"a","rating":"good","at":"2026-11-30T10:00:00Z"}"# + "\n"
            + #"{"type":"undo","card":"b","at":"2026-11-30T10:00:01Z"}"# + "\n"
        let log = parse(text)
        #expect(log.reviews.map(\.card) == ["a"])
        #expect(log.warnings == ["log:2: warning: undo of card 'b', which has no answer left to undo; ignored"])
    }

    @Test func aCutLastLineIsSkippedWithAWarningAndTheNextAnswerGetsALineOfItsOwn() throws {
        let path = folder + "/reviews.jsonl"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let whole = #"{"card":"a","rating":"good","at":"2026-11-30T10:00:00Z"}"# + "\n"
        try (whole + #"{"card":"b","rat"#).write(toFile: path, atomically: false, encoding: .utf8)
        let cut = try ReviewLog.read(path)
        #expect(cut.reviews.count == 1)
        #expect(
            cut.warnings == [
                "\(path):2: warning: the last line is incomplete (an answer cut short by a crash?); skipped"
            ])
        #expect(cut.problems.map(\.kind) == [.torn])
        let writer = try ReviewLogWriter(path: path, at: start + .minutes(5))
        try writer.append(record("c", .easy, minutes: 6))
        writer.close()
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines[2] == #"{"type":"recovered","at":"2026-11-30T10:05:00Z"}"#)
        #expect(lines[3].hasPrefix(#"{"card":"c""#))
        let repaired = try ReviewLog.read(path)
        #expect(repaired.reviews.map(\.card) == ["a", "c"] && repaired.warnings.isEmpty)
    }

    @Test func aCompleteButInvalidLastLineWithoutNewlineIsADamagedLineNotATornOne() throws {
        let path = folder + "/reviews.jsonl"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let whole = #"{"card":"a","rating":"good","at":"2026-11-30T10:00:00Z"}"# + "\n"
        for damaged in [
            #"{"card":"b","rating":"meh","at":"2026-11-30T10:01:00Z"}"#,
            #"{"rating":"good","at":"2026-11-30T10:01:00Z"}"#,
        ] {
            try (whole + damaged).write(toFile: path, atomically: false, encoding: .utf8)
            let before = try ReviewLog.read(path)
            #expect(before.reviews.map(\.card) == ["a"] && before.problems.map(\.kind) == [.unreadable])
            #expect(
                before.warnings.count == 1
                    && before.warnings[0].hasPrefix("\(path):2: warning: not a record of the review log: "))
            // The writer ends the line but does not mark it recovered: it stays reported.
            let writer = try ReviewLogWriter(path: path, at: start + .minutes(5))
            writer.close()
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text == whole + damaged + "\n")
            #expect(try ReviewLog.read(path).problems == before.problems)
        }
    }

    @Test func aRecoveredMarkerDoesNotExcuseACompleteInvalidLine() throws {
        let answer = #"{"card":"a","rating":"good","at":"2026-11-30T10:00:00Z"}"#
        let text =
            answer + "\n" + #"{"card":"b","rating":"meh","at":"2026-11-30T10:01:00Z"}"# + "\n"
            + #"{"type":"recovered","at":"2026-11-30T11:00:00Z"}"# + "\n" + answer + "\n"
        let log = parse(text)
        #expect(log.reviews.count == 2)
        #expect(log.problems.map(\.line) == [2] && log.problems.map(\.kind) == [.unreadable])
        #expect(log.warnings[0].hasPrefix("log:2: warning: not a record of the review log: \"rating\""))
    }

    @Test func aLongCutLastLineIsFoundFromTheEnd() throws {
        let path = folder + "/reviews.jsonl"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let whole = #"{"card":"a","rating":"good","at":"2026-11-30T10:00:00Z"}"# + "\n"
        try (whole + #"{"card":""# + String(repeating: "x", count: 20_000)).write(
            toFile: path, atomically: false, encoding: .utf8)
        let writer = try ReviewLogWriter(path: path, at: start)
        try writer.append(record("b", .good, minutes: 1))
        writer.close()
        let log = try ReviewLog.read(path)
        #expect(log.reviews.map(\.card) == ["a", "b"] && log.warnings.isEmpty)
    }

    @Test func aCrashWhileRecoveringIsRecoveredToo() throws {
        let answer = #"{"card":"a","rating":"good","at":"2026-11-30T10:00:00Z"}"#
        let text =
            answer + "\n" + #"{"card":"b","ra"# + "\n" + #"{"type":"reco"# + "\n"
            + #"{"type":"recovered","at":"2026-11-30T11:00:00Z"}"# + "\n" + answer + "\n"
        #expect(parse(text).reviews.count == 2 && parse(text).problems.isEmpty)
        // Without the marker: the first fragment is a damaged line, the second the last line cut short.
        let unrecovered = parse(answer + "\n" + #"{"card":"b","ra"# + "\n" + #"{"type":"reco"#)
        #expect(unrecovered.reviews.count == 1)
        #expect(
            unrecovered.warnings == [
                "log:2: warning: the line stops in the middle of a JSON object (cut short), and no \"recovered\" line follows it; skipped",
                "log:3: warning: the last line is incomplete (an answer cut short by a crash?); skipped",
            ])
    }

    @Test func aCompleteLastLineWithoutNewlineIsKeptAndEnded() throws {
        let path = folder + "/reviews.jsonl"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try #"{"card":"a","rating":"good","at":"2026-11-30T10:00:00Z"}"#.write(
            toFile: path, atomically: false, encoding: .utf8)
        #expect(try ReviewLog.read(path).reviews.count == 1)
        let writer = try ReviewLogWriter(path: path, at: start)
        try writer.append(record("b", .good, minutes: 1))
        writer.close()
        let log = try ReviewLog.read(path)
        #expect(log.reviews.map(\.card) == ["a", "b"] && log.warnings.isEmpty)
    }

    /// A line that is not a record is skipped with a warning naming its line and what is wrong;
    /// the lines around it are read.
    @Test func damagedLinesAreSkippedWithAWarningNamingTheLine() {
        let good = #"{"card":"a","rating":"good","at":"2026-11-30T10:00:00Z"}"#
        let record = "log:2: warning: not a record of the review log: "
        let cases: [(String, LogProblem.Kind, String)] = [
            ("not json", .unreadable, record + "expected a JSON object"),
            (
                #"{"card":"a","rating":"meh","at":"2026-11-30T10:00:00Z"}"#, .unreadable,
                record + "\"rating\": 'meh' is not again, hard, good or easy; skipped"
            ),
            (
                #"{"card":"a","rating":"good","at":"yesterday"}"#, .unreadable,
                record + "\"at\": 'yesterday' is not a UTC time"
            ),
            (#"{"rating":"good","at":"2026-11-30T10:00:00Z"}"#, .unreadable, record + "missing \"card\""),
            (
                #"{"card":"a","rating":"good","at":"2026-11-30T10:00:00Z","ms":-3}"#, .unreadable,
                record + "\"ms\" must be"
            ),
            (#"{"card":"a","rating":"go"#, .torn, "log:2: warning: the line stops in the middle"),
            (#"{"type":"merge","at":"2026-11-30T10:00:00Z"}"#, .unreadable, record + "unknown \"type\" 'merge'"),
            (
                #"{"card":"a\uD800\u0041","rating":"good","at":"2026-11-30T10:00:00Z"}"#, .unreadable,
                record + #"\uD800 is the first half of a UTF-16 surrogate pair"#
            ),
            (
                "<<<<<<< HEAD", .conflictMarker,
                "log:2: warning: a conflict marker left by a merge ('<<<<<<<'), not a record; skipped"
            ),
        ]
        for (line, kind, message) in cases {
            let log = parse(good + "\n" + line + "\n" + good + "\n")
            #expect(log.reviews.map(\.line) == [1, 3], "\(line)")
            #expect(log.problems.map(\.kind) == [kind] && log.problems.map(\.line) == [2], "\(line)")
            #expect(log.warnings.count == 1 && log.warnings[0].hasPrefix(message), "\(log.warnings)")
        }
    }

    @Test func ignoresUnknownKeysAndBlankLines() throws {
        let text = #"{"at":"2026-11-30T11:00:00+01:00", "note": {"x": [1, 2]}, "rating":"3","card":"a"}"# + "\n\n"
        let log = parse(text)
        #expect(log.reviews.count == 1 && log.reviews[0].rating == .good && log.reviews[0].at == start)
    }

    @Test func defaultPathFollowsXDG() {
        #expect(
            ReviewLog.defaultPath(courseID: "swiftui", environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/me"])
                == "/data/course/swiftui/reviews.jsonl")
        #expect(
            ReviewLog.defaultPath(courseID: "swiftui", environment: ["HOME": "/home/me"])
                == "/home/me/.local/share/course/swiftui/reviews.jsonl")
    }

    /// A course id names a folder under `$XDG_DATA_HOME/course`: one that could lead out of it names none.
    @Test(arguments: ["../../../escaped", "..", ".", "", "a/b"])
    func anUnsafeCourseIDHasNoDefaultPath(_ id: String) {
        #expect(ReviewLog.defaultPath(courseID: id, environment: ["XDG_DATA_HOME": "/data"]) == nil)
    }

    @Test func aByteOrderMarkBeforeLineOneIsSkipped() throws {
        let text = "\u{FEFF}" + #"{"card":"a","rating":"good","at":"2026-11-30T10:00:00Z"}"# + "\n"
        let log = parse(text)
        #expect(log.reviews.map(\.card) == ["a"] && log.reviews[0].line == 1 && log.warnings.isEmpty)
    }

    /// `--log Cargo` beside a `Cargo.lock` that is not a quiz's: the lock file is left as it is and
    /// the log is not opened; a link as the lock is never followed.
    @Test func aLockFileThatIsNotAQuizsIsLeftAlone() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let cargo = folder + "/Cargo.lock"
        try "# This file is automatically @generated by Cargo.\n".write(
            toFile: cargo, atomically: true, encoding: .utf8)
        #expect(throws: ReviewLogError.foreignLock(lockPath: cargo, reason: "a file that holds something else")) {
            try ReviewLogWriter(path: folder + "/Cargo", at: start)
        }
        try FileManager.default.createSymbolicLink(atPath: folder + "/linked.jsonl.lock", withDestinationPath: cargo)
        #expect(throws: ReviewLogError.foreignLock(lockPath: folder + "/linked.jsonl.lock", reason: "a symbolic link"))
        {
            try ReviewLogWriter(path: folder + "/linked.jsonl", at: start)
        }
        #expect(
            try String(contentsOfFile: cargo, encoding: .utf8) == "# This file is automatically @generated by Cargo.\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/Cargo"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/linked.jsonl"))
        // An empty lock (a quiz's, or an older version's) and a quiz's note are taken over.
        #expect(FileManager.default.createFile(atPath: folder + "/empty.jsonl.lock", contents: Data()))
        try ReviewLogWriter(path: folder + "/empty.jsonl", at: start).close()
        let note = try String(contentsOfFile: folder + "/empty.jsonl.lock", encoding: .utf8)
        #expect(note.hasPrefix("process \(getpid()), since 2026-11-30T10:00:00"))
        try ReviewLogWriter(path: folder + "/empty.jsonl", at: start).close()
    }

    /// Is this log locked (what `log repair` and `log merge --out` ask): only while some process
    /// holds the lock; the note names the holder only while that process lives.
    @Test func lockHolderSaysWhetherAQuizHoldsTheLog() throws {
        let path = folder + "/reviews.jsonl"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(LogLock.holder(of: path) == nil)
        let writer = try ReviewLogWriter(path: path, at: start)
        #expect(LogLock.holder(of: path)?.note == "process \(getpid()), since 2026-11-30T10:00:00Z")
        writer.close()
        #expect(LogLock.holder(of: path) == nil)
        // Held by another program (flock by hand) over the note of a quiz long gone.
        try "process 2147483647, since 2026-11-30T10:00:00Z\n".write(
            toFile: path + ".lock", atomically: false, encoding: .utf8)
        let other = open(path + ".lock", O_RDONLY)
        defer { close(other) }
        #expect(flock(other, LOCK_EX | LOCK_NB) == 0)
        #expect(LogLock.holder(of: path).map { $0.note == nil } == true)
        flock(other, LOCK_UN)
        #expect(LogLock.holder(of: path) == nil)
    }

    /// `log repair` and `log merge --out` hold the log's lock while they replace it: no quiz starts
    /// meanwhile, on the file or a link to it; a lock file they had to make is gone after.
    @Test func aCommandReplacingTheLogHoldsItsLockAndRemovesALockFileItMade() throws {
        let path = folder + "/reviews.jsonl"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try ReviewLogWriter(path: path, at: start).close()
        try FileManager.default.removeItem(atPath: path + ".lock")
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/linked.jsonl", withDestinationPath: "reviews.jsonl")
        let lock = try LogLock(log: folder + "/linked.jsonl", now: start, forReplacing: true)
        #expect(lock.path == folder + "/reviews.jsonl.lock")
        for name in [path, folder + "/linked.jsonl"] {
            #expect(
                throws: ReviewLogError.locked(path: name, holder: "process \(getpid()), since 2026-11-30T10:00:00Z")
            ) {
                try ReviewLogWriter(path: name, at: start)
            }
        }
        lock.release()
        #expect(!FileManager.default.fileExists(atPath: path + ".lock"))
        // A lock file that was there stays.
        let writer = try ReviewLogWriter(path: path, at: start)
        #expect(throws: ReviewLogError.locked(path: path, holder: "process \(getpid()), since 2026-11-30T10:00:00Z")) {
            try LogLock(log: path, now: start, forReplacing: true)
        }
        writer.close()
        try LogLock(log: path, now: start, forReplacing: true).release()
        #expect(FileManager.default.fileExists(atPath: path + ".lock"))
    }

    @Test func aNamedPipeAsTheLogIsRefusedWithoutWaiting() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let pipe = folder + "/reviews.jsonl"
        #expect(mkfifo(pipe, 0o644) == 0)
        #expect(throws: ReviewLogError.unreadable(path: pipe, reason: "it is a named pipe (FIFO), not a regular file"))
        {
            try ReviewLog.read(pipe)
        }
        #expect(throws: ReviewLogError.unwritable(path: pipe, reason: "it is a named pipe (FIFO), not a regular file"))
        {
            try ReviewLogWriter(path: pipe, at: start)
        }
    }

    private func parse(_ text: String) -> ReviewLog {
        Array(text.utf8).withUnsafeBytes { ReviewLog.parse($0, path: "log") }
    }

    @Test func aPredictionIsWrittenAndReadBackWhateverItHolds() throws {
        let path = folder + "/reviews.jsonl"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let predictions: [String?] = [
            "the parameter", "a \"quoted\" one\\ with\ttab", nil, "ünïcödé, longer than eight bytes",
        ]
        var next: UInt64 = 0xabc
        let writer = try ReviewLogWriter(
            path: path, at: start,
            ids: {
                defer { next += 1 }
                return next
            })
        for (index, prediction) in predictions.enumerated() {
            try writer.append(
                ReviewRecord(
                    card: String(repeating: "q", count: index * 5 + 1), rating: .hard,
                    at: start, contentHash: "0123456789abcdef", durationMilliseconds: 10,
                    prediction: prediction))
        }
        writer.close()
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(
            lines[0]
                == #"{"card":"q","rating":"hard","at":"2026-11-30T10:00:00Z","hash":"0123456789abcdef","ms":10,"prediction":"the parameter","id":"0000000000000abc"}"#
        )
        #expect(lines[1].hasSuffix(#","prediction":"a \"quoted\" one\\ with\ttab","id":"0000000000000abd"}"#))
        #expect(!lines[2].contains("prediction"))
        let log = try ReviewLog.read(path)
        #expect(log.reviews.map(\.prediction) == predictions)
        #expect(log.reviews.map(\.card.count) == [1, 6, 11, 16])
        // An undo ignores a prediction key; the general path reads one in any key order.
        let other = #"{"prediction":"p","at":"2026-11-30T10:00:00Z","rating":"good","card":"c"}"#
        let read = Array((other + "\n").utf8).withUnsafeBytes { ReviewLog.parse($0, path: "log") }
        #expect(read.reviews.first?.prediction == "p")
    }
}

@Suite struct ReviewLogTextTests {
    @Test func cardIdsSurviveTheLogAndTheJSONOutputWhateverTheyHoldInside() throws {
        let ids = ["plain", "quote \" and \\ backslash", "tab\there", "é ✓ 🧠", "control \u{01}"]
        let start = ISO8601.parse("2026-11-30T10:00:00Z")!
        let lines = ids.enumerated().map { index, id in
            LogLineText.review(ReviewRecord(card: id, rating: .good, at: start + .minutes(Int64(index))))
        }
        let log = Array(lines.joined().utf8).withUnsafeBytes { ReviewLog.parse($0, path: "log") }
        #expect(log.reviews.map(\.card) == ids)
        let json = HistoryReport.json(log.history(with: Scheduler()))
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json)) as? [[String: Any]])
        #expect(rows.map { $0["card"] as? String } == ids)
    }

    @Test func numbersManyDistinctCardsStably() throws {
        let start = ISO8601.parse("2026-11-30T10:00:00Z")!
        let ids = (0..<5000).map { "lesson-\($0 % 57).card-\($0)" }
        let text = (ids + ids.reversed()).enumerated().map { index, id in
            LogLineText.review(ReviewRecord(card: id, rating: .good, at: start + .seconds(Int64(index))))
        }.joined()
        let log = Array(text.utf8).withUnsafeBytes { ReviewLog.parse($0, path: "log") }
        let cards = log.replayCards(with: Scheduler())
        #expect(cards.map(\.card) == ids)
        #expect(cards.allSatisfy { $0.memory.reviewCount == 2 })
    }
}

@Suite struct CanonicalLineTests {
    /// The writer's own lines take a fast path; any variation takes the general one. Both must agree.
    @Test func fastAndGeneralPathsReadTheSameAnswers() throws {
        let variants = [
            #"{"card":"env.1","rating":"good","at":"2026-11-30T10:00:00Z","hash":"0123456789abcdef","ms":5200}"#,
            #"{ "card": "env.1", "rating": "good", "at": "2026-11-30T10:00:00Z", "hash": "0123456789abcdef", "ms": 5200 }"#,
            #"{"ms":5200,"hash":"0123456789abcdef","at":"2026-11-30T11:00:00+01:00","rating":"Good","card":"env.1"}"#,
            #"{"card":"env.1","rating":"good","at":"2026-11-30T10:00:00Z","hash":"0123456789abcdef","ms":5200,"extra":[1]}"#,
        ]
        for line in variants {
            let log = Array((line + "\n").utf8).withUnsafeBytes { ReviewLog.parse($0, path: "log") }
            let record = try #require(log.reviews.first, "\(line)")
            #expect(record.card == "env.1" && record.rating == .good && record.contentHash == "0123456789abcdef")
            #expect(record.durationMilliseconds == 5200 && ISO8601.format(record.at) == "2026-11-30T10:00:00Z")
        }
        for bad in [
            #"{"card":"","rating":"good","at":"2026-11-30T10:00:00Z"}"#,
            #"{"card":"a","rating":"good","at":"2026-11-30T10:00:00Z","ms":1.5}"#,
            #"{"card":"a","rating":"goodish","at":"2026-11-30T10:00:00Z"}"#,
        ] {
            let log = Array((bad + "\n").utf8).withUnsafeBytes { ReviewLog.parse($0, path: "log") }
            #expect(log.reviews.isEmpty && log.problems.map(\.kind) == [.unreadable], "\(bad)")
        }
    }
}
