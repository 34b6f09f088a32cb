import Foundation
import Testing

/// Review data no writer of ours produces — a log or a settings file edited by hand, by another
/// tool, or by someone hostile, and scheduling weights at the edge of what the options accept —
/// read by every command that reads it: a clear message or a result, never a crash.
@Suite("Hostile review data: logs, settings and weights")
struct HostileReviewDataTests {
    let folder: URL

    init() throws { folder = try temporaryFolder() }

    /// Isolated from the machine's own settings file and logs.
    private var environment: [String: String] { ["XDG_CONFIG_HOME": folder.path, "XDG_DATA_HOME": folder.path, "TZ": "UTC"] }

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

    /// Whatever a command then does with the damaged line (stop, or skip it with a warning), it
    /// says where it is and what is wrong with it, and does not trap.
    @Test func halfASurrogatePairInTheLogIsADamagedLineForEveryCommand() throws {
        let inside = try write([Self.good, Self.halfPair, Self.good])
        let last = folder.appendingPathComponent("last.jsonl").path
        try ([Self.good, Self.halfPair].joined(separator: "\n")).write(toFile: last, atomically: false, encoding: .utf8)
        let reason = #"\uD800 is the first half of a UTF-16 surrogate pair"#
        for path in [inside, last] {
            for arguments in [["history", "--log", path], ["history", "--log", path, "--json"],
                              ["history", "--log", path, "--cards", "--json"],
                              ["stats", "--log", path, "--now", "2026-11-30T10:00:00Z"],
                              ["stats", "--log", path, "--json", "--now", "2026-11-30T10:00:00Z"],
                              ["quiz", "--log", path, "--now", "2026-11-30T10:00:00Z"]] {
                let result = try run(arguments, input: "q\n")
                #expect(result.status < 128, "\(arguments): \(result.standardError)")
                #expect(result.standardError.contains("\(path):2: "), "\(arguments): \(result.standardError)")
                if path == inside {
                    #expect(result.status != 0 && result.standardError.contains(reason), "\(arguments): \(result.standardError)")
                } else {
                    #expect(result.status == 0, "\(arguments): \(result.standardError)")
                }
            }
        }
    }

    @Test func halfASurrogatePairInTheSettingsFileIsAnErrorNamingItsPlace() throws {
        let log = try write([Self.good])
        let settings = folder.appendingPathComponent("course/settings.json")
        try FileManager.default.createDirectory(at: settings.deletingLastPathComponent(), withIntermediateDirectories: true)
        for text in [#"{"learning-steps": "1m\uD800\u0041"}"#, #"{"retention": "\uDC00"}"#, #"{"\uDBFF\uDBFF": 1}"#] {
            try ("{\"fuzz\": false,\n " + text.dropFirst()).write(to: settings, atomically: true, encoding: .utf8)
            for arguments in [["history", "--log", log], ["stats", "--log", log], ["quiz", "--log", log]] {
                let result = try run(arguments, input: "q\n")
                #expect(result.status == 64, "\(arguments) \(text): \(result.standardError)")
                #expect(result.standardError.contains("\(settings.path):2:"), "\(result.standardError)")
                #expect(result.standardError.contains("surrogate pair"), "\(result.standardError)")
            }
        }
    }
}
