import Foundation
import Testing

@Suite("course quiz: line mode, logs, signals and exit statuses", .ownThreads)
struct QuizCommandTests {
    static let now = "2026-11-30T10:00:00Z"

    func quizArguments(log: URL, _ extra: [String] = []) -> [String] {
        ["quiz", "--log", log.path, "--now", Self.now, "--no-fuzz"] + extra
    }

    @Test func scriptedLineModeGradesUndoesAndLogsEveryAnswer() throws {
        let log = try temporaryFolder().appendingPathComponent("reviews.jsonl")
        // reveal, Good; reveal, Again; undo (the Again); reveal, Easy; quit.
        let result = try CourseProcess.run(
            quizArguments(log: log, ["--new-per-day", "3"]),
            input: "\n3\n\n1\nu\n\n4\nq\n")
        #expect(result.status == 0, "\(result.standardError)")
        let out = result.standardOutput
        #expect(out.contains("syntax · Environment · lesson 19 · env-read-color-scheme"))
        #expect(out.contains("1 Again 1m · 2 Hard 6m · 3 Good 10m · 4 Easy 8d"))
        #expect(out.contains("Undid the last answer; showing env-layout-by-text-size again."))
        #expect(out.contains("Reviewed 2 items (again 0 · hard 0 · good 1 · easy 1)"))
        #expect(!out.contains("\u{1B}["), "no escape sequences when stdout is not a terminal")
        let lines = try logObjects(log)
        #expect(
            lines.map { $0["card"] as? String } == [
                "env-read-color-scheme", "env-layout-by-text-size",
                "env-layout-by-text-size", "env-layout-by-text-size",
            ])
        #expect(
            lines.map { ($0["rating"] as? String) ?? ($0["type"] as? String) } == ["good", "again", "undo", "easy"])
        // Under a fixed --now each record still has a time of its own, 1 µs after the one before,
        // and an id; the undo names the answer it cancels.
        #expect(
            lines.map { $0["at"] as? String } == [
                "2026-11-30T10:00:00Z", "2026-11-30T10:00:00.000001Z",
                "2026-11-30T10:00:00.000002Z", "2026-11-30T10:00:00.000003Z",
            ])
        let ids = lines.compactMap { $0["id"] as? String }
        #expect(
            ids.count == 4 && Set(ids).count == 4 && ids.allSatisfy { $0.count == 16 && $0.allSatisfy(\.isHexDigit) })
        #expect(lines[2]["undoes"] as? String == ids[1])
        #expect(lines[0]["hash"] is String)
    }

    @Test func aQuestionTakesATypedPrediction() throws {
        let log = try temporaryFolder().appendingPathComponent("reviews.jsonl")
        let result = try CourseProcess.run(
            quizArguments(log: log, ["--kind", "question"]),
            input: "The \"parameter\", because it is explicit\ngood\n\nhard\nq\n")
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("Question: "))
        #expect(result.standardOutput.contains("Your prediction: The \"parameter\", because it is explicit"))
        // The prediction is stored with the answer (escaped as JSON); a question revealed without
        // one has no `prediction` key.
        let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(
            lines.first?.hasPrefix(
                #"{"card":"q-parameter-or-environment","rating":"good","at":"2026-11-30T10:00:00Z","hash":""#) == true)
        #expect(lines.first?.contains(#","prediction":"The \"parameter\", because it is explicit","id":""#) == true)
        #expect(lines.last?.contains("prediction") == false)
        let history = try CourseProcess.run(["history", "--log", log.path, "--json"])
        #expect(history.status == 0, "\(history.standardError)")
        let replayed = try #require(
            try JSONSerialization.jsonObject(with: Data(history.standardOutput.utf8)) as? [[String: Any]])
        #expect(replayed.map { $0["prediction"] as? String } == [#"The "parameter", because it is explicit"#, nil])
        let table = try CourseProcess.run(["history", "--log", log.path])
        #expect(table.standardOutput.contains(#"prediction: The "parameter", because it is explicit"#))
    }

    @Test func learningCardsComeBackInTheSameSitting() throws {
        let log = try temporaryFolder().appendingPathComponent("reviews.jsonl")
        // One new card: Again (1 min), Good (10 min), Good (graduates): three showings, then done.
        let result = try CourseProcess.run(
            quizArguments(log: log, ["--new-per-day", "1"]),
            input: "\nagain\n\ngood\n\ngood\n")
        #expect(result.status == 0)
        #expect(result.standardOutput.components(separatedBy: "env-read-color-scheme").count - 1 >= 3)
        #expect(try logObjects(log).count == 3)
        #expect(result.standardOutput.contains("Reviewed 3 items"))
    }

    @Test func aLineCutShortByACrashIsSkippedAndTheNextAnswerStillLands() throws {
        let log = try temporaryFolder().appendingPathComponent("reviews.jsonl")
        try
            (#"{"card":"env-read-color-scheme","rating":"good","at":"2026-11-30T09:00:00Z"}"# + "\n"
            + #"{"card":"env-layout-by-te"#).write(to: log, atomically: true, encoding: .utf8)
        let result = try CourseProcess.run(quizArguments(log: log, ["--new-per-day", "2"]), input: "\n4\nq\n")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("warning"))
        let cards = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }.compactMap { $0["card"] as? String }
        // The cut line is ended and marked, never rewritten; the new answer has a line of its own.
        // (The card answered at 09:00 is in its 10-minute step, due again: it comes first.)
        #expect(cards == ["env-read-color-scheme", "env-read-color-scheme"])
        #expect(try String(contentsOf: log, encoding: .utf8).contains(#"{"card":"env-layout-by-te"#))
    }

    @Test func badOptionsExit64() throws {
        let log = try temporaryFolder().appendingPathComponent("reviews.jsonl")
        let kind = try CourseProcess.run(quizArguments(log: log, ["--kind", "syntaks"]), input: "")
        #expect(kind.status == 64)
        #expect(kind.standardError.contains("--kind: 'syntaks' is not a kind"))
        let now = try CourseProcess.run(["quiz", "--now", "yesterday"], input: "")
        #expect(now.status == 64 && now.standardError.contains("--now"))
        let topic = try CourseProcess.run(quizArguments(log: log, ["--topic", "Nope"]), input: "")
        #expect(topic.status == 64 && topic.standardError.contains("Environment"))
        let retention = try CourseProcess.run(quizArguments(log: log, ["--retention", "2"]), input: "")
        #expect(retention.status == 64)
        #expect(!FileManager.default.fileExists(atPath: log.path))
    }

    @Test func aMissingCourseFolderExits66() throws {
        let result = try CourseProcess.run(["quiz", "/nonexistent/course"], input: "")
        #expect(result.status == 66)
        #expect(result.standardError.contains("/nonexistent/course"))
    }

    @Test func aSecondQuizOnTheSameLogIsRefused() throws {
        let log = try temporaryFolder().appendingPathComponent("reviews.jsonl")
        let first = try RunningCourse(quizArguments(log: log))
        defer { first.kill() }
        #expect(first.waitFor("Press Enter to show the answer"))
        let second = try CourseProcess.run(quizArguments(log: log), input: "q\n")
        #expect(second.status == 75)
        #expect(second.standardError.contains("in use by another quiz"))
    }

    @Test func aQuizKilledBetweenAnswersLosesNoAnswer() throws {
        let log = try temporaryFolder().appendingPathComponent("reviews.jsonl")
        let quiz = try RunningCourse(quizArguments(log: log))
        let ratings = ["3", "1", "4", "2"]
        for (index, rating) in ratings.enumerated() {
            #expect(quiz.waitFor("to show the answer", count: index + 1))
            quiz.send("")
            quiz.send(rating)
            #expect(quiz.waitFor("Answered", count: index + 1))
        }
        quiz.kill(SIGKILL)
        #expect(quiz.process.terminationReason == .uncaughtSignal)
        let lines = try logObjects(log)
        #expect(lines.map { $0["rating"] as? String } == ["good", "again", "easy", "hard"])
        // The next quiz reads the same log and goes on where the killed one stopped.
        let next = try CourseProcess.run(quizArguments(log: log), input: "q\n")
        #expect(next.status == 0)
        #expect(next.standardError.isEmpty, "\(next.standardError)")
    }

    @Test func sigintInLineModeExits130KeepingAnswers() throws {
        let log = try temporaryFolder().appendingPathComponent("reviews.jsonl")
        let quiz = try RunningCourse(quizArguments(log: log))
        #expect(quiz.waitFor("to show the answer"))
        quiz.send("")
        quiz.send("good")
        #expect(quiz.waitFor("Answered"))
        quiz.kill(SIGINT)
        #expect(quiz.process.terminationStatus == 130)
        #expect(try logObjects(log).count == 1)
    }

    /// `--leeches` in line mode: the leech, though not due, and nothing else; the answer is logged.
    @Test func leechesStudiesOnlyTheLeechesDueOrNot() throws {
        let log = try leechLog()
        let before = try logObjects(log).count
        let result = try CourseProcess.run(
            ["quiz", "--log", log.path, "--now", "2026-11-09T10:10:00Z", "--no-fuzz", "--leeches"],
            input: "\n4\n")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput.contains(
                "syntax · Environment · lesson 19 · env-read-color-scheme · leech (8 lapses)"),
            "\(result.standardOutput)")
        #expect(!result.standardOutput.contains("objects-by-type"))
        #expect(result.standardOutput.contains("Reviewed 1 item (again 0 · hard 0 · good 0 · easy 1)"))
        let lines = try logObjects(log)
        #expect(lines.count == before + 1)
        #expect(lines.last?["card"] as? String == "env-read-color-scheme" && lines.last?["rating"] as? String == "easy")

        // With the threshold at 3, both are leeches; at 9, none is, and nothing is asked or logged.
        let both = try CourseProcess.run(
            [
                "quiz", "--log", log.path, "--now", "2026-11-09T10:20:00Z", "--no-fuzz", "--leeches",
                "--leech-threshold", "3",
            ], input: "q\n")
        #expect(both.standardOutput.contains("objects-by-type · leech (3 lapses)"), "\(both.standardOutput)")
        let none = try CourseProcess.run(
            [
                "quiz", "--log", log.path, "--now", "2026-11-09T10:20:00Z", "--leeches",
                "--leech-threshold", "9",
            ], input: "")
        #expect(none.status == 0)
        #expect(
            none.standardOutput == "No leeches in SwiftUI, one app at a time: no card was forgotten 9 times or more.\n")
        #expect(try logObjects(log).count == before + 1)
    }
}
