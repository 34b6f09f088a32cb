import Foundation
import Testing

/// `course record` where a new author stopped to think (issue 35): a refusal said at the lines of
/// the lesson on disk, with the recorded text; blocks in the order an author explains them; a dry
/// run of a new step without --title.
@Suite("course record: as an author reads it", .ownThreads)
struct RecordAuthoringTests {
    private static func snapshot(_ content: String, step: Int, to folder: URL) throws {
        let result = try CourseProcess.run([
            "snapshot", content, "--lesson", "19", "--step", "\(step)", "--out", folder.path,
        ])
        #expect(result.status == 0, "\(result.standardError)")
    }

    /// The file with its one `old` text replaced by `new`, as an editor would leave it.
    private static func edit(_ file: URL, _ old: String, _ new: String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.components(separatedBy: old).count == 2, "\(file.lastPathComponent) holds '\(old)' once")
        try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
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
        // Step 2's block that no longer applies, where it is in the file: at its line the file does
        // not have any more.
        let fence = try #require(
            lines.firstIndex(of: "```diff file=Trips/TripSummary.swift change=replace target=\"struct TripSummary\""))
        let expected = try #require(lines.indices.first { $0 > fence && lines[$0] == "     let trips: [Trip]" })
        #expect(
            result.standardError.contains(
                // Step 4's change to the file, which needs step 2's, is folded under it (issue 44, item 3).
                "  \(content)/lesson-19/lesson.md:\(expected + 1):1: error: the lines this change replaces are not in 'Trips/TripSummary.swift' (1 later change to this file"
            ), "\(result.standardError)")
        // The hint's lesson lines are the file's too.
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
        try Self.edit(
            app.appendingPathComponent("Trips/ContentView.swift"), "                TripPlanner()\n",
            "                TripCountBadge(count: store.trips.count)\n                TripPlanner()\n")
        let before = try RecordCommandTests.lesson(root)
        let dry = try CourseProcess.run([
            "record", content, "--lesson", "19", "--step", "7", "--from", app.path, "--dry-run",
        ])
        #expect(dry.status == 0, "\(dry.standardError)")
        #expect(
            dry.standardOutput.hasPrefix("## Step 7: TITLE\n\nCreate `TripCountBadge.swift`"), "\(dry.standardOutput)")
        let create = try #require(dry.standardOutput.range(of: "change=create"))
        let replace = try #require(dry.standardOutput.range(of: "file=Trips/ContentView.swift"))
        #expect(create.lowerBound < replace.lowerBound)
        #expect(dry.standardOutput.contains("give the new step's title with --title \"…\" in place of TITLE"))
        #expect(dry.standardError.isEmpty, "\(dry.standardError)")
        #expect(try RecordCommandTests.lesson(root) == before)
    }

    /// Issue 35 item 3: a one-character change to `TripCard` (69 lines) is recorded as an edit hunk
    /// with three unchanged lines on each side, not a replace of the whole struct; it replays to
    /// the edited project and the course checks clean.
    @Test func aOneCharacterChangeIsRecordedAsAnEditHunk() throws {
        let root = try RecordCommandTests.course()
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("Content").path
        let app = root.appendingPathComponent("app")
        try Self.snapshot(content, step: 6, to: app)
        let card = app.appendingPathComponent("Trips/TripCard.swift")
        try Self.edit(card, "RoundedRectangle(cornerRadius: 12)", "RoundedRectangle(cornerRadius: 16)")
        let result = try CourseProcess.run([
            "record", content, "--lesson", "19", "--step", "7", "--from", app.path, "--title", "Rounder cards",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Recorded 1 code change in step 7 of lesson 19, a new step"))
        let lesson = String(decoding: try RecordCommandTests.lesson(root), as: UTF8.self)
        let block = """
            ## Step 7: Rounder cards

            In `TripCard.swift`, make this change:

            ```diff file=Trips/TripCard.swift change=edit
                             .font(.footnote)
                     }
                     .padding()
            -        .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
            +        .background(.quaternary, in: RoundedRectangle(cornerRadius: 16))
                     .padding(.horizontal)
                 }

            ```

            """
        #expect(lesson.contains(block), "\(lesson)")
        #expect(!lesson.contains("## Step 7: Rounder cards\n\nIn `TripCard.swift`, replace"))
        // The course replays it, and step 7's project is the edited one.
        let check = try CourseProcess.run(["check", content, "--no-typecheck"])
        #expect(check.status == 0, "\(check.standardError)")
        #expect(check.standardError.contains("23 code changes replayed"), "\(check.standardError)")
        let again = root.appendingPathComponent("again")
        try Self.snapshot(content, step: 7, to: again)
        #expect(try Data(contentsOf: again.appendingPathComponent("Trips/TripCard.swift")) == Data(contentsOf: card))
    }

    @Test func aStepThatDoesNotTypeCheckIsWrittenAndSaidWithExitOne() throws {
        let root = try RecordCommandTests.course()
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("Content").path
        let app = root.appendingPathComponent("app")
        try Self.snapshot(content, step: 6, to: app)
        try Self.edit(
            app.appendingPathComponent("Trips/TripCard.swift"), "            .font(.subheadline)\n",
            "            .font(.subheadline)\n            .bolder()\n")
        let result = try CourseProcess.run([
            "record", content, "--lesson", "19", "--step", "7", "--from", app.path, "--title", "Bolder",
        ])
        #expect(result.status == 1, "\(result.standardError)")
        let lines = try String(contentsOf: root.appendingPathComponent("Content/lesson-19/lesson.md"), encoding: .utf8)
            .components(separatedBy: "\n")
        // Written: the typo is in the lesson, and the error is at its line there.
        let typo = try #require(lines.firstIndex(of: "+            .bolder()"))
        #expect(
            result.standardError.contains(
                "\(content)/lesson-19/lesson.md:\(typo + 1):15: error: after step 7, Trips/TripCard.swift:"),
            "\(result.standardError)")
        #expect(result.standardError.contains("has no member 'bolder'; did you mean 'border'? [step-typecheck]"))
        #expect(result.standardOutput.contains("Recorded 1 code change in step 7 of lesson 19, a new step"))
        #expect(result.standardOutput.contains("Written, but step 7 does not type-check: 1 error above"))
    }
}
