import Foundation
import Testing

/// The verdict on an answer given by typing (`"typed"` in its log line) as `course history` and
/// `course stats` show it, text and JSON, through the built binary.
@Suite("Typed answers in history and stats", .ownThreads)
struct TypedAnswerLogTests {
    let lines = [
        #"{"card":"env-read-color-scheme","rating":"good","at":"2026-11-20T09:00:00Z","typed":"same"}"#,
        #"{"card":"env-read-color-scheme","rating":"again","at":"2026-11-23T09:00:00Z","typed":"error"}"#,
        #"{"card":"env-read-color-scheme","rating":"good","at":"2026-11-23T09:10:00Z","typed":"compiles"}"#,
        #"{"card":"env-read-color-scheme","rating":"good","at":"2026-11-24T09:10:00Z","typed":"different"}"#,
        #"{"card":"env-read-color-scheme","rating":"good","at":"2026-11-28T09:10:00Z"}"#,
        // A verdict a later version may add: kept, counted as typed, neither right nor wrong.
        #"{"card":"env-read-color-scheme","rating":"hard","at":"2026-11-29T09:10:00Z","typed":"\u001b[2Jlater"}"#,
    ]

    func writeLog() throws -> URL {
        let log = try temporaryFolder().appendingPathComponent("reviews.jsonl")
        try (lines.joined(separator: "\n") + "\n").write(to: log, atomically: true, encoding: .utf8)
        return log
    }

    func run(_ arguments: [String]) throws -> CourseProcess.Result {
        let folder = try temporaryFolder()
        let result = try CourseProcess.run(
            arguments + ["--now", "2026-11-30T10:00:00Z", "--no-fuzz"],
            environment: ["TZ": "UTC", "XDG_CONFIG_HOME": folder.path, "XDG_DATA_HOME": folder.path])
        #expect(result.status == 0, "\(result.standardError)")
        return result
    }

    @Test func historyShowsTheVerdictUnderItsAnswer() throws {
        let log = try writeLog()
        let text = try run(["history", "--log", log.path]).standardOutput
        let shown = text.split(separator: "\n").filter { $0.contains("typed:") }.map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        #expect(shown == ["typed: same", "typed: error", "typed: compiles", "typed: different", "typed: ␛[2Jlater"])
        #expect(!text.contains("\u{1B}[2J"), "the log's text is shown inert")

        let json = try run(["history", "--log", log.path, "--json"]).standardOutput
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(
            rows.map { $0["typed"] as? String } == ["same", "error", "compiles", "different", nil, "\u{1B}[2Jlater"])
        // After `id` (none here) and before `line`, in the log's own order of keys.
        #expect(json.contains(#""typed":"same","line":1"#))
    }

    @Test func statsCountsTypedAnswersPerTopic() throws {
        let log = try writeLog()
        let json = try run(["stats", "--log", log.path, "--json"]).standardOutput
        let stats = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let typed = try #require(stats["typedAnswers"] as? [[String: Any]])
        #expect(typed.count == 1)
        let topic = try #require(typed.first)
        #expect(topic["topic"] as? String == "Environment")
        #expect(topic["answers"] as? Int == 5)
        #expect(topic["same"] as? Int == 1 && topic["compiles"] as? Int == 1 && topic["error"] as? Int == 1)
        #expect(topic["different"] as? Int == 1 && topic["right"] as? Int == 2)
        #expect(topic["rate"] as? Double == 2.0 / 3.0)

        let text = try run(["stats", "--log", log.path]).standardOutput
        #expect(text.contains("Typed answers (right: the same as the answer, or compiles)"))
        #expect(
            text.contains(
                "  Environment: 2 of 3 right (66.7%) · same 1 · compiles 1 · error 1 · not compiled 1 · other 1"))
    }

    @Test func statsSaysWhenNothingWasTyped() throws {
        let log = try temporaryFolder().appendingPathComponent("reviews.jsonl")
        try (lines[4] + "\n").write(to: log, atomically: true, encoding: .utf8)
        let json = try run(["stats", "--log", log.path, "--json"]).standardOutput
        let stats = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect((stats["typedAnswers"] as? [Any])?.isEmpty == true)
        #expect(try run(["stats", "--log", log.path]).standardOutput.contains("None typed yet."))
    }
}
