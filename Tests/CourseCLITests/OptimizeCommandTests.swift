import Foundation
import Testing

/// `course optimize` and `course evaluate` through the built binary, on logs written here.
@Suite("course optimize, course evaluate", .ownThreads)
struct OptimizeCommandTests {
    /// A learner who forgets whatever waited three days or more, and keeps the rest: far from what
    /// the default weights expect, so a fit helps on days it did not see. 80 cards, answered over
    /// about 70 days with growing gaps; every answer timed.
    static func forgetfulLog(cards: Int = 80) -> String {
        var lines: [String] = []
        let start = 1_767_225_600  // 2026-01-01T00:00:00Z
        let gaps = [
            0, 600, 86_400, 2 * 86_400, 3 * 86_400, 86_400, 4 * 86_400, 2 * 86_400, 6 * 86_400, 86_400,
            8 * 86_400, 2 * 86_400, 12 * 86_400, 3 * 86_400, 16 * 86_400,
        ]
        for card in 0..<cards {
            var at = start + (card % 20) * 86_400 + card * 97
            for (index, gap) in gaps.enumerated() {
                at += gap
                let rating =
                    index == 0 ? "good" : gap >= 3 * 86_400 ? "again" : (card + index) % 5 == 0 ? "hard" : "good"
                let time = ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: TimeInterval(at)))
                lines.append(
                    #"{"card":"c\#(card)","rating":"\#(rating)","at":"\#(time)","ms":\#(3_000 + (card * 37 + index * 11) % 4_000)}"#
                )
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func scratch(_ name: String) throws -> URL {
        let folder = testProcessFolder.appendingPathComponent(
            "optimize-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// One fit of `forgetfulLog()` through the binary, `optimize Content --log … --json --save`, for
    /// the two tests below: a fit of 1,200 answers is the slowest thing `optimize` does (seconds in a
    /// debug build), and both read the same run (its JSON, what it saved, the log it read).
    struct SavedFit: Sendable {
        var folder: URL
        var log: URL
        var settings: URL
        var status: Int32
        var standardOutput: String
        var standardError: String
        var environment: [String: String] { ["XDG_CONFIG_HOME": folder.path] }
    }

    static let savedFit: Result<SavedFit, any Error> = Result {
        // Left for the system to clear: both tests read it, in either order or at once.
        let folder = try Self.scratch("save")
        let log = folder.appendingPathComponent("reviews.jsonl")
        try Self.forgetfulLog().write(to: log, atomically: true, encoding: .utf8)
        let settings = folder.appendingPathComponent("course/settings.json")
        try FileManager.default.createDirectory(
            at: settings.deletingLastPathComponent(), withIntermediateDirectories: true)
        try #"{"new-per-day": 5, "retention": 0.9}"#.write(to: settings, atomically: true, encoding: .utf8)
        let result = try CourseProcess.run(
            ["optimize", "Content", "--log", log.path, "--json", "--save"],
            environment: ["XDG_CONFIG_HOME": folder.path])
        return SavedFit(
            folder: folder, log: log, settings: settings, status: result.status,
            standardOutput: result.standardOutput, standardError: result.standardError)
    }

    @Test func jsonHasTheDocumentedFieldsAndTheFitBeatsTheDefaults() throws {
        let result = try Self.savedFit.get()
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardError.contains("\r"), "no progress line on a pipe")
        let json = try Self.object(result.standardOutput)
        let reviews = try #require(json["reviews"] as? Int)
        #expect(reviews >= 512)
        #expect(json["scope"] as? String == "all")
        let current = try #require(json["current"] as? [String: Any])
        let fitted = try #require(json["fitted"] as? [String: Any])
        #expect((current["weights"] as? [Double])?.count == 21)
        #expect((fitted["weights"] as? [Double])?.count == 21)
        let currentLoss = try #require(current["logLoss"] as? Double)
        let fittedLoss = try #require(fitted["logLoss"] as? Double)
        #expect(fittedLoss < currentLoss * 0.9)
        #expect(fitted["rmseBins"] as? Double != nil)
        let split = try #require(json["split"] as? [String: Any])
        let heldOutCurrent = try #require((split["current"] as? [String: Any])?["logLoss"] as? Double)
        let heldOutFitted = try #require((split["fitted"] as? [String: Any])?["logLoss"] as? Double)
        #expect(heldOutFitted < heldOutCurrent)
        let retention = try #require(json["retention"] as? [String: Any])
        #expect(retention["current"] as? Double == 0.9)
        #expect([0.7, 0.75, 0.8, 0.85, 0.9, 0.95].contains(try #require(retention["suggested"] as? Double)))
    }

    /// `--save` keeps the file's other keys, writes the course's section, and `evaluate` then scores
    /// the saved weights exactly as `optimize` scored the fit.
    @Test func saveWritesTheCoursesSectionAndEvaluateUsesIt() throws {
        let optimized = try Self.savedFit.get()
        let (log, settings, environment) = (optimized.log, optimized.settings, optimized.environment)
        #expect(optimized.status == 0, "\(optimized.standardError)")
        #expect(optimized.standardError.contains("saved weights for swiftui-course"))
        let fitted = try #require(try Self.object(optimized.standardOutput)["fitted"] as? [String: Any])

        let saved = try Self.object(String(contentsOf: settings, encoding: .utf8))
        #expect(saved["new-per-day"] as? Int == 5)
        #expect(saved["retention"] as? Double == 0.9)
        let section = try #require((saved["courses"] as? [String: Any])?["swiftui-course"] as? [String: Any])
        #expect(section["weights"] as? [Double] == fitted["weights"] as? [Double])

        let evaluated = try CourseProcess.run(
            ["evaluate", "Content", "--log", log.path, "--json"], environment: environment)
        #expect(evaluated.status == 0, "\(evaluated.standardError)")
        let score = try Self.object(evaluated.standardOutput)
        #expect(score["logLoss"] as? Double == fitted["logLoss"] as? Double)
        #expect(score["weights"] as? [Double] == fitted["weights"] as? [Double])

        // Another course does not see this course's weights; the flag wins over the file.
        let defaults = try CourseProcess.run(
            [
                "evaluate", "Content", "--log", log.path, "--json",
                "--weights",
                "0.212,1.2931,2.3065,8.2956,6.4133,0.8334,3.0194,0.001,1.8722,0.1666,0.796,1.4835,0.0614,0.2629,1.6483,0.6014,1.8729,0.5425,0.0912,0.0658,0.1542",
            ],
            environment: environment)
        let defaultScore = try Self.object(defaults.standardOutput)
        #expect(try #require(defaultScore["logLoss"] as? Double) > (try #require(fitted["logLoss"] as? Double)))
    }

    @Test func tooFewReviewsFitNothingAndSaveNothing() throws {
        let folder = try Self.scratch("few")
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("reviews.jsonl")
        let lines = Self.forgetfulLog(cards: 1).split(separator: "\n").prefix(5).joined(separator: "\n") + "\n"
        try lines.write(to: log, atomically: true, encoding: .utf8)
        let result = try CourseProcess.run(
            ["optimize", "Content", "--log", log.path, "--save"],
            environment: ["XDG_CONFIG_HOME": folder.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Nothing fitted: at least 8 long-term reviews are needed."))
        #expect(result.standardOutput.contains("no suggestion: not enough timing data yet"))
        #expect(result.standardError.contains("weights not saved: with 3 long-term reviews nothing was fitted"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("course/settings.json").path))
    }

    /// A log that does not exist yet is an empty history (a new learner), not an error.
    @Test func aMissingLogScoresNothingAndNoCourseIsNoInput() throws {
        let folder = try Self.scratch("missing")
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try CourseProcess.run(
            ["evaluate", "--log", folder.appendingPathComponent("none.jsonl").path],
            environment: ["XDG_CONFIG_HOME": folder.path])
        #expect(missing.status == 0, "\(missing.standardError)")
        #expect(missing.standardOutput.hasPrefix("No long-term reviews in "))
        let noCourse = try CourseProcess.run(["optimize", folder.path], environment: ["XDG_CONFIG_HOME": folder.path])
        #expect(noCourse.status == 66)
        #expect(noCourse.standardError.contains("no course at"))
    }
}

extension OptimizeCommandTests {
    /// The course's section of the settings file reaches the quiz and stats too: a retention set
    /// only there changes the intervals the quiz offers.
    @Test func theCoursesSectionWinsOverTheFileInQuizAndStats() throws {
        let folder = try Self.scratch("section")
        defer { try? FileManager.default.removeItem(at: folder) }
        let settings = folder.appendingPathComponent("course/settings.json")
        try FileManager.default.createDirectory(
            at: settings.deletingLastPathComponent(), withIntermediateDirectories: true)
        let log = folder.appendingPathComponent("reviews.jsonl").path
        func firstScreen() throws -> String {
            let result = try CourseProcess.run(
                ["quiz", "--log", log, "--now", "2026-12-01T10:00:00Z", "--kind", "syntax"],
                input: "\n",
                environment: [
                    "XDG_CONFIG_HOME": folder.path,
                    "XDG_DATA_HOME": folder.path,
                ])
            #expect(result.status == 0, "\(result.standardError)")
            return result.standardOutput
        }
        try #"{"learning-steps": []}"#.write(to: settings, atomically: true, encoding: .utf8)
        let fileOnly = try firstScreen()
        try #"{"learning-steps": [], "courses": {"swiftui-course": {"learning-steps": "1m,10m"}}}"#
            .write(to: settings, atomically: true, encoding: .utf8)
        let withSection = try firstScreen()
        #expect(!fileOnly.contains("Again 1m"), "\(fileOnly)")
        #expect(withSection.contains("Again 1m"), "\(withSection)")
        // A bad value in any course's section is reported, naming it.
        try #"{"courses": {"other-course": {"retention": 2}}}"#.write(to: settings, atomically: true, encoding: .utf8)
        let bad = try CourseProcess.run(["stats", "--log", log], environment: ["XDG_CONFIG_HOME": folder.path])
        #expect(bad.status == 65)
        #expect(bad.standardError.contains("'courses.other-course.retention'"), "\(bad.standardError)")
    }
}
