import Foundation
import Testing

/// `course record` where a new author stopped to think (issue 35): a refusal said at the lines of
/// the lesson on disk, with the recorded text; blocks in the order an author explains them; a dry
/// run of a new step without --title.
@Suite("course record: as an author reads it")
struct RecordAuthoringTests {
    private static func snapshot(_ content: String, step: Int, to folder: URL) throws {
        let result = try CourseProcess.run([
            "snapshot", content, "--lesson", "19", "--step", "\(step)", "--out", folder.path,
        ])
        #expect(result.status == 0, "\(result.standardError)")
    }

    @Test func aRefusalCitesTheLinesOnDiskAndShowsTheRecordedText() throws {
        let root = try RecordCommandTests.course()
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("Content").path
        let one = root.appendingPathComponent("one")
        try Self.snapshot(content, step: 1, to: one)
        try RecordCommandTests.sed(
            "s/    let trips: \\[Trip\\]/    var trips: [Trip]/", one.appendingPathComponent("Trips/TripSummary.swift"))
        let result = try CourseProcess.run([
            "record", content, "--lesson", "19", "--step", "1", "--from", one.path, "--dry-run",
        ])
        #expect(result.status == 65, "\(result.standardError)")
        let lines = try String(contentsOf: root.appendingPathComponent("Content/lesson-19/lesson.md"), encoding: .utf8)
            .components(separatedBy: "\n")
        // Step 2's block that no longer applies, where it is in the file: its first diff line.
        let fence = try #require(
            lines.firstIndex(of: "```diff file=Trips/TripSummary.swift change=replace target=\"struct TripSummary\""))
        #expect(
            result.standardError.contains(
                "  \(content)/lesson-19/lesson.md:\(fence + 2):1: error: the lines this change replaces are not in 'Trips/TripSummary.swift' [change-applies]"
            ), "\(result.standardError)")
        // The hint's lesson lines are the file's too.
        let expected = try #require(lines.indices.first { $0 > fence && lines[$0] == "     let trips: [Trip]" })
        #expect(result.standardError.contains("expected (lesson line \(expected + 1)): \"    let trips: [Trip]\""))
        // And the recorded text, which was not written.
        #expect(result.standardError.contains("the recorded text, for the end of step 1's section (not written):"))
        #expect(result.standardError.contains("+    var trips: [Trip]"))
    }

    @Test func aNewFileComesBeforeTheChangeThatUsesItAndADryRunNeedsNoTitle() throws {
        let root = try RecordCommandTests.course()
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("Content").path
        let app = root.appendingPathComponent("app")
        try Self.snapshot(content, step: 6, to: app)
        try Data(
            "import SwiftUI\n\nstruct TripCountBadge: View {\n    var count: Int\n\n    var body: some View {\n        Text(\"\\(count) trips\")\n    }\n}\n"
                .utf8
        ).write(to: app.appendingPathComponent("Trips/TripCountBadge.swift"))
        try RecordCommandTests.sed(
            "s/^                TripPlanner()$/                TripCountBadge(count: store.trips.count)\\n                TripPlanner()/",
            app.appendingPathComponent("Trips/ContentView.swift"))
        let before = try RecordCommandTests.lesson(root)
        let dry = try CourseProcess.run([
            "record", content, "--lesson", "19", "--step", "7", "--from", app.path, "--dry-run",
        ])
        #expect(dry.status == 0, "\(dry.standardError)")
        #expect(dry.standardOutput.hasPrefix("## Step 7: TITLE\n\nCreate `TripCountBadge.swift`"), "\(dry.standardOutput)")
        let create = try #require(dry.standardOutput.range(of: "change=create"))
        let replace = try #require(dry.standardOutput.range(of: "file=Trips/ContentView.swift"))
        #expect(create.lowerBound < replace.lowerBound)
        #expect(dry.standardOutput.contains("give the new step's title with --title \"…\" in place of TITLE"))
        #expect(dry.standardError.isEmpty, "\(dry.standardError)")
        #expect(try RecordCommandTests.lesson(root) == before)
    }
}
