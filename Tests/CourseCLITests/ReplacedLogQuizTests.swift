import Foundation
import Testing

/// A sync client or `git pull` replaces the review log (a new file renamed over it) while a quiz
/// is running on it (issue 12, item 4): every answer of the sitting must end up in the file at the
/// path, once, beside the answers that came from elsewhere, and the quiz says it read the log again.
@Suite("course quiz: the review log replaced or removed mid-sitting", .ownThreads)
struct ReplacedLogQuizTests {
    static let now = "2026-11-30T10:00:00Z"
    /// The course's first new cards, in the order a sitting shows them.
    static let cards = [
        "env-read-color-scheme", "env-layout-by-text-size", "custom-entry-with-default",
        "custom-set-for-subtree", "custom-own-modifier",
    ]

    /// An answer given on "another machine", as `course` writes it, with an id of its own.
    static func answerFromElsewhere(_ card: String, at time: String, id: String) -> String {
        #"{"card":"\#(card)","rating":"easy","at":"\#(time)","ms":3000,"id":"\#(id)"}"# + "\n"
    }

    /// `text` written beside the log and renamed over it, as git and sync clients replace a file.
    static func renameOver(_ log: URL, with text: String) throws {
        let incoming = log.deletingLastPathComponent().appendingPathComponent(".reviews.jsonl.incoming")
        try text.write(to: incoming, atomically: false, encoding: .utf8)
        #expect(rename(incoming.path, log.path) == 0)
    }

    /// Reveals and grades the card on screen; waits until the answer is written.
    static func answer(_ quiz: RunningCourse, _ rating: String, count: Int) {
        quiz.send("")
        quiz.send(rating)
        #expect(quiz.waitFor("Answered", count: count), "\(quiz.standardOutput)")
    }

    @Test func aLogRenamedOverTheOneInUseIsReadAgainAndKeepsEveryAnswer() throws {
        let log = try temporaryFolder().appendingPathComponent("reviews.jsonl")
        let quiz = try RunningCourse(["quiz", "--log", log.path, "--now", Self.now, "--no-fuzz"])
        defer { if quiz.process.isRunning { quiz.kill() } }
        #expect(quiz.waitFor("to show the answer"))
        Self.answer(quiz, "3", count: 1)
        Self.answer(quiz, "3", count: 2)
        // The pull brings a file that has this machine's first answer (synced before) but not its
        // second, and an answer from the other machine to the fourth card, not shown here yet.
        let before = try logObjects(log)
        let firstLine = try #require(try String(contentsOf: log, encoding: .utf8).split(separator: "\n").first)
        try Self.renameOver(
            log,
            with: firstLine + "\n"
                + Self.answerFromElsewhere(Self.cards[3], at: "2026-11-30T09:30:00Z", id: "e15e000000000001"))
        #expect(quiz.standardOutput.contains(Self.cards[2]), "the third card is on screen")

        Self.answer(quiz, "3", count: 3)
        let notice =
            "The review log was replaced (a sync or git pull?); read it again: 1 answer from elsewhere. "
            + "1 record of this sitting it lacked is written to it again."
        #expect(quiz.waitFor(notice), "\(quiz.standardOutput)")
        // The fourth card was answered elsewhere: the sitting goes on with the fifth.
        #expect(quiz.waitFor(Self.cards[4]), "\(quiz.standardOutput)")
        // Undo still names the answer it cancels, given before the log was read again.
        quiz.send("u")
        #expect(quiz.waitFor("Undid the last answer; showing \(Self.cards[2]) again."), "\(quiz.standardOutput)")
        Self.answer(quiz, "4", count: 4)
        quiz.send("q")
        #expect(quiz.closeInputAndWait() == 0, "\(quiz.standardError)")
        // What it printed before it ended may still be on its way through the pipe: wait for the
        // last of it before looking at the whole.
        #expect(quiz.waitFor("Reviewed 3 items"), "\(quiz.standardOutput)")
        #expect(!quiz.standardOutput.contains(Self.cards[3]), "a card answered elsewhere is not shown again")

        let lines = try logObjects(log)
        let ids = lines.compactMap { $0["id"] as? String }
        #expect(ids.count == lines.filter { $0["type"] as? String != "recovered" }.count, "every record has an id")
        #expect(ids.count == Set(ids).count, "no record twice: \(ids)")
        // The sitting's four answers and one undo, and the answer from elsewhere.
        #expect(ids.count == 6 && ids.contains("e15e000000000001"))
        #expect(Set(before.compactMap { $0["id"] as? String }).isSubset(of: Set(ids)))
        let answers = lines.filter { $0["type"] == nil }
        #expect(answers.map { $0["card"] as? String ?? "" }.sorted() == (Self.cards[0...3] + [Self.cards[2]]).sorted())
        let undo = try #require(lines.first { $0["type"] as? String == "undo" })
        let third = try #require(
            answers.first { $0["card"] as? String == Self.cards[2] && $0["rating"] as? String == "good" })
        #expect(undo["undoes"] as? String == third["id"] as? String)
        // Every command reads the result: the replay has the three cards of this sitting and the one from elsewhere.
        let history = try CourseProcess.run(["history", "--log", log.path, "--json"])
        #expect(history.status == 0 && history.standardError.isEmpty, "\(history.standardError)")
        let replayed = try #require(
            try JSONSerialization.jsonObject(with: Data(history.standardOutput.utf8)) as? [[String: Any]])
        #expect(replayed.count == 4)
    }

    /// The same with git as git: the learner commits and pulls the other machine's answers in the
    /// middle of a sitting; the merge driver's result replaces the log.
    @Test func aGitPullMidSittingIsReadAgain() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func git(_ arguments: String..., in clone: String = "laptop") throws {
            let identity = ["-c", "user.name=Learner", "-c", "user.email=learner@example.com"]
            let result = try ExternalTool.run("git", identity + arguments, in: folder.appendingPathComponent(clone))
            #expect(result.status == 0, "git \(arguments.joined(separator: " ")): \(result.output)")
        }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("origin.git"), withIntermediateDirectories: true)
        try git("init", "-q", "--bare", "-b", "main", in: "origin.git")
        try git("clone", "-q", "origin.git", "laptop", in: "")
        #expect(try CourseProcess.run(["log", "setup-git", folder.appendingPathComponent("laptop").path]).status == 0)
        let log = folder.appendingPathComponent("laptop/swiftui-course/reviews.jsonl")
        try FileManager.default.createDirectory(at: log.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Self.answerFromElsewhere("objects-by-type", at: "2026-11-27T09:00:00Z", id: "01d0000000000001")
            .write(to: log, atomically: false, encoding: .utf8)
        try git("add", "-A")
        try git("commit", "-q", "-m", "start")
        try git("push", "-q", "origin", "main")
        try git("clone", "-q", "origin.git", "desktop", in: "")
        #expect(try CourseProcess.run(["log", "setup-git", folder.appendingPathComponent("desktop").path]).status == 0)
        // This morning, on the desktop, the fourth card.
        let desktopLog = try FileHandle(
            forWritingTo: folder.appendingPathComponent("desktop/swiftui-course/reviews.jsonl"))
        try desktopLog.seekToEnd()
        try desktopLog.write(
            contentsOf: Data(
                Self.answerFromElsewhere(
                    Self.cards[3], at: "2026-11-30T09:30:00Z",
                    id: "e15e000000000001"
                ).utf8))
        try desktopLog.close()
        try git("commit", "-q", "-am", "study on the desktop", in: "desktop")
        try git("push", "-q", "origin", "main", in: "desktop")

        let quiz = try RunningCourse(["quiz", "--log", log.path, "--now", Self.now, "--no-fuzz"])
        defer { if quiz.process.isRunning { quiz.kill() } }
        #expect(quiz.waitFor("to show the answer"))
        Self.answer(quiz, "3", count: 1)
        Self.answer(quiz, "3", count: 2)
        try git("commit", "-q", "-am", "study on the laptop")
        try git("pull", "-q", "origin", "main")
        Self.answer(quiz, "3", count: 3)
        #expect(
            quiz.waitFor(
                "The review log was replaced (a sync or git pull?); read it again: 1 answer from elsewhere.\n"),
            "\(quiz.standardOutput)")
        #expect(quiz.waitFor(Self.cards[4]), "the fourth card was answered on the desktop:\n\(quiz.standardOutput)")
        Self.answer(quiz, "3", count: 4)
        quiz.send("q")
        #expect(quiz.closeInputAndWait() == 0, "\(quiz.standardError)")

        try git("commit", "-q", "-am", "more study on the laptop")
        try git("push", "-q", "origin", "main")
        try git("pull", "-q", "origin", "main", in: "desktop")
        let texts = try ["laptop", "desktop"].map {
            try String(contentsOf: folder.appendingPathComponent("\($0)/swiftui-course/reviews.jsonl"), encoding: .utf8)
        }
        #expect(texts[0] == texts[1])
        let lines = try logObjects(log)
        let ids = lines.compactMap { $0["id"] as? String }
        #expect(ids.count == lines.count && Set(ids).count == 6, "\(ids)")
        #expect(
            lines.compactMap { $0["card"] as? String }.sorted()
                == (["objects-by-type"] + Self.cards[0...2] + [Self.cards[4], Self.cards[3]]).sorted())
    }

    @Test func aLogRemovedMidSittingIsWrittenAgainWithItsWholeHistory() throws {
        let log = try temporaryFolder().appendingPathComponent("reviews.jsonl")
        let quiz = try Self.sittingOnAHistory(log)
        defer { if quiz.process.isRunning { quiz.kill() } }
        try FileManager.default.removeItem(at: log)
        Self.answer(quiz, "3", count: 2)
        #expect(
            quiz.waitFor("The review log was removed; it is written again from the copy this quiz held open."),
            "\(quiz.standardOutput)")
        Self.answer(quiz, "3", count: 3)
        quiz.send("q")
        #expect(quiz.closeInputAndWait() == 0, "\(quiz.standardError)")
        let lines = try logObjects(log)
        let ids = lines.compactMap { $0["id"] as? String }
        #expect(ids.count == 4 && Set(ids).count == 4 && ids.first == "01d0000000000001", "\(ids)")
        #expect(lines.dropFirst().map { $0["card"] as? String } == Array(Self.cards[0...2]))
        // Said once: the file at the path is the one the quiz writes to from then on.
        #expect(quiz.standardOutput.components(separatedBy: "The review log was").count == 2)
    }

    /// A quiz on a log with a history from before the sitting (a card learned three days ago), its
    /// first card answered.
    static func sittingOnAHistory(_ log: URL) throws -> RunningCourse {
        try answerFromElsewhere("objects-by-type", at: "2026-11-27T09:00:00Z", id: "01d0000000000001")
            .write(to: log, atomically: false, encoding: .utf8)
        let quiz = try RunningCourse(["quiz", "--log", log.path, "--now", now, "--no-fuzz"])
        #expect(quiz.waitFor("to show the answer"))
        answer(quiz, "3", count: 1)
        return quiz
    }

    /// Puts a folder or a named pipe where the log was (a sync client, a slip by hand).
    static func replace(_ log: URL, by kind: String) throws {
        try FileManager.default.removeItem(at: log)
        if kind == "folder" {
            try FileManager.default.createDirectory(at: log, withIntermediateDirectories: false)
        } else {
            #expect(mkfifo(log.path, 0o644) == 0)
        }
    }

    /// The name the rescued copy gets: the log's, `.rescued-` and the time of the answer (`--now`).
    static let rescuedName = "reviews.jsonl.rescued-20261130T100000Z"

    /// The log replaced by a folder or a named pipe mid-sitting: the file the quiz holds open is the
    /// only copy of the history left. It is saved beside the path as a rescued copy, which the quiz
    /// names instead of saying the answers are in the path, and the quiz ends with 74.
    @Test(arguments: ["folder", "pipe"]) func aLogReplacedByWhatIsNotAFileIsRescuedBeside(_ kind: String) throws {
        let folder = try temporaryFolder()
        let log = folder.appendingPathComponent("reviews.jsonl")
        let quiz = try Self.sittingOnAHistory(log)
        defer { if quiz.process.isRunning { quiz.kill() } }
        let held = try Data(contentsOf: log)
        try Self.replace(log, by: kind)
        quiz.send("")
        quiz.send("3")
        #expect(quiz.closeInputAndWait() == 74, "\(quiz.standardError)")
        let rescued = folder.appendingPathComponent(Self.rescuedName)
        #expect(
            quiz.waitFor("course: every answer before this one is saved in \(rescued.path)\n", inErrors: true),
            "\(quiz.standardError)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasSuffix(".lock") }.sorted()
                == ["reviews.jsonl", Self.rescuedName])
        #expect(try Data(contentsOf: rescued) == held, "the history and the sitting's answer")
        let what = kind == "folder" ? "a folder" : "a named pipe (FIFO)"
        #expect(
            quiz.standardError.contains(
                "\(log.path): error: can't write the review log: it is \(what), not a regular file;"),
            "\(quiz.standardError)")
        #expect(quiz.standardError.contains("saved as \(rescued.path)"), "\(quiz.standardError)")
        #expect(!quiz.standardError.contains("saved in \(log.path)\n"), "\(quiz.standardError)")
        // The copy reads as the log it was.
        let history = try CourseProcess.run(["history", "--log", rescued.path, "--json"])
        #expect(history.status == 0 && history.standardError.isEmpty, "\(history.standardError)")
    }

    /// Replaced after the last answer, before the sitting ends (q, the end of the input, SIGTERM):
    /// the end of the sitting looks at the path once more. A file that lacks the sitting's answers
    /// gets them; a folder in its place leaves the history rescued beside it.
    @Test(arguments: ["q", "SIGTERM"]) func aLogReplacedAfterTheLastAnswerIsLookedAtWhenTheSittingEnds(_ end: String)
        throws
    {
        let folder = try temporaryFolder()
        let log = folder.appendingPathComponent("reviews.jsonl")
        var quiz = try RunningCourse(["quiz", "--log", log.path, "--now", Self.now, "--no-fuzz"])
        #expect(quiz.waitFor("to show the answer"))
        Self.answer(quiz, "3", count: 1)
        Self.answer(quiz, "4", count: 2)
        try Self.renameOver(
            log, with: Self.answerFromElsewhere(Self.cards[4], at: "2026-11-30T09:30:00Z", id: "e15e000000000001"))
        func finish(_ quiz: RunningCourse) -> Int32 {
            if end == "q" {
                quiz.send("q")
                return quiz.closeInputAndWait()
            }
            quiz.kill(SIGTERM)
            return quiz.process.terminationStatus
        }
        #expect(finish(quiz) == (end == "q" ? 0 : 143), "\(quiz.standardError)")
        #expect(
            try logObjects(log).compactMap { $0["card"] as? String } == [Self.cards[4], Self.cards[0], Self.cards[1]])
        let notice =
            "The review log was replaced (a sync or git pull?) after the last answer. "
            + "2 records of this sitting it lacked are written to it again.\n"
        #expect(quiz.waitFor(notice, inErrors: end != "q"), "\(quiz.standardOutput)\(quiz.standardError)")

        quiz = try RunningCourse(["quiz", "--log", log.path, "--now", Self.now, "--no-fuzz"])
        defer { if quiz.process.isRunning { quiz.kill() } }
        #expect(quiz.waitFor("to show the answer"))
        Self.answer(quiz, "3", count: 1)
        let held = try Data(contentsOf: log)
        try Self.replace(log, by: "folder")
        #expect(finish(quiz) == (end == "q" ? 74 : 143), "\(quiz.standardError)")
        let rescued = folder.appendingPathComponent(Self.rescuedName)
        #expect(try Data(contentsOf: rescued) == held)
        #expect(
            quiz.waitFor("course: every answer given is saved in \(rescued.path)\n", inErrors: true),
            "\(quiz.standardError)")
        #expect(quiz.standardError.contains("saved as \(rescued.path)"), "\(quiz.standardError)")
        #expect(!quiz.standardError.contains("saved in \(log.path)\n"), "\(quiz.standardError)")
    }
}

extension QuizTmuxTests {
    /// The full-screen quiz says it in its message area, and again under the summary.
    @Test func aLogReplacedMidSittingIsReadAgainAndSaidOnScreen() async throws {
        let tmux = try #require(Self.tmux)
        let log = try temporaryFolder().appendingPathComponent("reviews.jsonl")
        let session = try await startQuiz(tmux, log: log)
        defer { session.close() }
        _ = try await session.waitFor("Space/Enter show the answer")
        try await session.keys("Space")
        _ = try await session.waitFor("4 Easy")
        try await session.keys("3")
        _ = try await session.waitFor(ReplacedLogQuizTests.cards[1])
        // The other machine learned the third card; its log, merged with ours, is renamed over it.
        try ReplacedLogQuizTests.renameOver(
            log,
            with: try String(contentsOf: log, encoding: .utf8)
                + ReplacedLogQuizTests.answerFromElsewhere(
                    ReplacedLogQuizTests.cards[2], at: "2026-11-30T09:30:00Z",
                    id: "e15e000000000001"))
        try await session.keys("Space")
        _ = try await session.waitFor("4 Easy")
        try await session.keys("3")
        var screen = try await session.waitFor("The review log was replaced")
        #expect(screen.contains("read it again: 1 answer from elsewhere."), "\(screen)")
        #expect(
            screen.contains(ReplacedLogQuizTests.cards[3]) && !screen.contains(ReplacedLogQuizTests.cards[2]),
            "the card answered elsewhere is not shown:\n\(screen)")
        try await session.keys("Space")
        screen = try await session.waitFor("4 Easy")
        #expect(!screen.contains("The review log was replaced"), "the message goes with the next key:\n\(screen)")
        try await session.keys("q")
        screen = try await session.waitFor("quiz exited")
        #expect(screen.contains("quiz exited 0"), "\(screen)")
        #expect(
            screen.contains("The review log was replaced (a sync or git pull?)"),
            "said under the summary too:\n\(screen)")
        let ids = try logObjects(log).compactMap { $0["id"] as? String }
        #expect(ids.count == 3 && Set(ids).count == 3 && ids.contains("e15e000000000001"), "\(ids)")
    }
}
