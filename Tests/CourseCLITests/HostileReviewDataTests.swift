import Foundation
import Testing

/// Review data no writer of ours produces — a log or a settings file edited by hand, by another
/// tool, or by someone hostile, and scheduling weights at the edge of what the options accept —
/// read by every command that reads it: a clear message or a result, never a crash.
@Suite("Hostile review data: logs, settings and weights", .ownThreads)
struct HostileReviewDataTests {
    let folder: URL

    init() throws { folder = try temporaryFolder() }

    /// Isolated from the machine's own settings file and logs.
    private var environment: [String: String] {
        ["XDG_CONFIG_HOME": folder.path, "XDG_DATA_HOME": folder.path, "TZ": "UTC"]
    }

    private func write(_ lines: [String], to name: String = "reviews.jsonl") throws -> String {
        let path = folder.appendingPathComponent(name).path
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    private func run(_ arguments: [String], input: String? = nil) throws -> CourseProcess.Result {
        try CourseProcess.run(arguments, input: input, environment: environment)
    }

    private static let good = #"{"card":"env-read-color-scheme","rating":"good","at":"2026-11-30T09:00:00Z"}"#
    /// Half a UTF-16 surrogate pair, then another escape: this used to trap (exit 132).
    private static let halfPair = #"{"card":"a\uD800\u0041","rating":"good","at":"2026-11-30T09:01:00Z"}"#

    /// A complete line that is invalid is a damaged line, in the middle or last without its `\n`
    /// (not a line cut short by a crash, issue 11 item 8): every command skips it, says where it
    /// is and what is wrong with it, reads the rest (issue 12 item 5) and does not trap.
    @Test func halfASurrogatePairInTheLogIsADamagedLineForEveryCommand() throws {
        let inside = try write([Self.good, Self.halfPair, Self.good])
        let last = folder.appendingPathComponent("last.jsonl").path
        try ([Self.good, Self.halfPair].joined(separator: "\n")).write(toFile: last, atomically: false, encoding: .utf8)
        let reason = #"\uD800 is the first half of a UTF-16 surrogate pair"#
        for path in [inside, last] {
            for arguments in [
                ["history", "--log", path], ["history", "--log", path, "--json"],
                ["history", "--log", path, "--cards", "--json"],
                ["stats", "--log", path, "--now", "2026-11-30T10:00:00Z"],
                ["stats", "--log", path, "--json", "--now", "2026-11-30T10:00:00Z"],
                ["quiz", "--log", path, "--now", "2026-11-30T10:00:00Z"],
            ] {
                let result = try run(arguments, input: "q\n")
                #expect(result.status < 128, "\(arguments): \(result.standardError)")
                #expect(result.standardError.contains("\(path):2: "), "\(arguments): \(result.standardError)")
                #expect(
                    result.status == 0
                        && result.standardError.contains(
                            "\(path):2: warning: not a record of the review log: \(reason)"),
                    "\(arguments): \(result.standardError)")
            }
        }
    }

    @Test func halfASurrogatePairInTheSettingsFileIsAnErrorNamingItsPlace() throws {
        let log = try write([Self.good])
        let settings = folder.appendingPathComponent("course/settings.json")
        try FileManager.default.createDirectory(
            at: settings.deletingLastPathComponent(), withIntermediateDirectories: true)
        for text in [#"{"learning-steps": "1m\uD800\u0041"}"#, #"{"retention": "\uDC00"}"#, #"{"\uDBFF\uDBFF": 1}"#] {
            try ("{\"fuzz\": false,\n " + text.dropFirst()).write(to: settings, atomically: true, encoding: .utf8)
            for arguments in [["history", "--log", log], ["stats", "--log", log], ["quiz", "--log", log]] {
                let result = try run(arguments, input: "q\n")
                // The status is the exit-status table's (bad data); what matters here: no trap.
                #expect(result.status != 0 && result.status < 128, "\(arguments) \(text): \(result.standardError)")
                #expect(result.standardError.contains("\(settings.path):2:"), "\(result.standardError)")
                #expect(result.standardError.contains("surrogate pair"), "\(result.standardError)")
            }
        }
    }

    /// The defaults with w19 = 0, inside the bounds: same-day answers then grow stability without
    /// limit, as in py-fsrs. 70 took it past 2^63 (the table trapped); 1,500 past the largest
    /// double (`--json` printed `inf`, which is not JSON).
    @Test func weightsAtTheEdgeOfTheirBoundsGiveAnswersNotCrashes() throws {
        let weights =
            "0.212,1.2931,2.3065,8.2956,6.4133,0.8334,3.0194,0.001,1.8722,0.1666,0.796,1.4835,0.0614,0.2629,1.6483,0.6014,1.8729,0.5425,0.0912,0,0.1542"
        let card = "env-read-color-scheme"
        for count in [70, 1500] {
            let log = try write(
                (0..<count).map { second in
                    #"{"card":"\#(card)","rating":"easy","at":"2026-11-30T10:\#(second / 600)\#(second / 60 % 10):\#(second % 60 / 10)\#(second % 10)Z"}"#
                }, to: "easy-\(count).jsonl")
            let options = ["--log", log, "--weights", weights, "--no-fuzz"]
            for arguments in [["history"], ["history", "--cards", "--now", "2027-01-01T00:00:00Z"]] {
                let result = try run(arguments + options)
                #expect(result.status == 0, "\(arguments) \(count): \(result.standardError)")
                let last = result.standardOutput.split(separator: "\n").last { $0.contains(card) } ?? ""
                #expect(last.contains(count == 70 ? "e+18" : " infinite "), "\(arguments) \(count): \(last)")
            }
            for arguments in [["history", "--json"], ["history", "--cards", "--json"]] {
                let result = try run(arguments + options)
                #expect(result.status == 0, "\(arguments) \(count): \(result.standardError)")
                let rows = try #require(
                    try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]],
                    "\(arguments) \(count)")
                let stability = try #require(rows.last?["stability"])
                if count == 70 {
                    #expect((stability as? Double).map { $0 > 9.2e16 } == true, "\(stability)")
                } else {
                    #expect(stability is NSNull, "\(stability)")
                }
            }
            let stats = try run(["stats", "--json", "--now", "2026-11-30T11:00:00Z"] + options)
            #expect(stats.status == 0, "\(stats.standardError)")
            #expect(try JSONSerialization.jsonObject(with: Data(stats.standardOutput.utf8)) is [String: Any])
            #expect(try run(["stats", "--now", "2026-11-30T11:00:00Z"] + options).status == 0)
            // A century later the card is due: shown, answered Again and Easy, undone, then quit.
            let quiz = try run(
                ["quiz", "--now", "2126-12-01T00:00:00Z", "--new-per-day", "0"] + options, input: "\n1\n\n4\nu\nq\n")
            #expect(quiz.status == 0, "\(quiz.standardError)")
            #expect(
                quiz.standardOutput.contains(card) && quiz.standardOutput.contains("1 Again"), "\(quiz.standardOutput)")
        }
    }
}
