import Foundation
import Testing

/// `course record` through the built binary, as an author uses it: snapshot a step, edit the
/// project (here with `sed`), record, check. A record that cannot be written leaves the lesson
/// byte-identical and exits with README's status.
@Suite("course record: snapshot, edit, record, check", .ownThreads)
struct RecordCommandTests {
    /// A fresh copy of the built-in course (lesson 19).
    static func course() throws -> URL {
        let copy = testProcessFolder.appendingPathComponent("record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: CourseProcess.packageRoot.appendingPathComponent("Content"),
            to: copy.appendingPathComponent("Content"))
        return copy
    }

    /// `sed -i` as both GNU and BSD sed take it (a suffix for the copy, which is then removed).
    static func sed(_ expression: String, _ file: URL) throws {
        let result = try CourseProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            ["sed", "-i.orig", "-e", expression, file.path])
        #expect(result.status == 0, "\(result.standardError)")
        try FileManager.default.removeItem(atPath: file.path + ".orig")
    }

    static func lesson(_ root: URL) throws -> Data {
        try Data(contentsOf: root.appendingPathComponent("Content/lesson-19/lesson.md"))
    }

    @Test func aStepEditedWithSedIsRecordedAndTheCourseChecksClean() throws {
        let root = try Self.course()
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("Content").path
        let snapshot = root.appendingPathComponent("app")
        let wrote = try CourseProcess.run([
            "snapshot", content, "--lesson", "19", "--step", "6", "--out", snapshot.path,
        ])
        #expect(wrote.status == 0, "\(wrote.standardError)")
        try Self.sed(
            "s/@Entry var highlight: Color = .yellow/@Entry var highlight: Color = .orange/",
            snapshot.appendingPathComponent("Trips/Styles.swift"))
        // Xcode's own files beside the project are not compared.
        let xcode = snapshot.appendingPathComponent("Trips.xcodeproj")
        try FileManager.default.createDirectory(at: xcode, withIntermediateDirectories: true)
        try Data("// !$*UTF8*$!\n".utf8).write(to: xcode.appendingPathComponent("project.pbxproj"))

        let dry = try CourseProcess.run([
            "record", content, "--lesson", "19", "--step", "7", "--from", snapshot.path,
            "--title", "An orange app", "--dry-run",
        ])
        #expect(dry.status == 0, "\(dry.standardError)")
        #expect(
            dry.standardOutput.contains(
                "## Step 7: An orange app\n\nIn `Styles.swift`, replace the `EnvironmentValues` extension:\n\n"
                    + "```diff file=Trips/Styles.swift change=replace target=\"extension EnvironmentValues\"\n"))
        #expect(
            dry.standardOutput.contains(
                "-    @Entry var highlight: Color = .yellow\n+    @Entry var highlight: Color = .orange\n"))

        let before = try Self.lesson(root)
        let record = try CourseProcess.run([
            "record", content, "--lesson", "19", "--step", "7", "--from", snapshot.path,
            "--title", "An orange app",
        ])
        #expect(record.status == 0, "\(record.standardError)")
        #expect(record.standardOutput.contains("Recorded 1 code change in step 7 of lesson 19, a new step"))
        let after = try Self.lesson(root)
        #expect(
            String(decoding: after, as: UTF8.self).contains(
                dry.standardOutput.components(separatedBy: "(--dry-run").first ?? "?"))
        #expect(after.count > before.count)

        let check = try CourseProcess.run(["check", content, "--no-typecheck"])
        #expect(check.status == 0, "\(check.standardError)")
        #expect(check.standardError.contains("23 code changes replayed"))
        // The recorded step is what the edited folder holds.
        let again = root.appendingPathComponent("again")
        #expect(
            try CourseProcess.run(["snapshot", content, "--lesson", "19", "--step", "7", "--out", again.path]).status
                == 0)
        #expect(
            try Data(contentsOf: again.appendingPathComponent("Trips/Styles.swift"))
                == Data(contentsOf: snapshot.appendingPathComponent("Trips/Styles.swift")))
        // Nothing left to record: the lesson is not touched.
        let nothing = try CourseProcess.run([
            "record", content, "--lesson", "19", "--step", "7", "--from", snapshot.path, "--replace",
        ])
        #expect(nothing.status == 0, "\(nothing.standardError)")
        #expect(nothing.standardOutput.contains("Nothing to change: step 7's code changes are what"))
        #expect(try Self.lesson(root) == after)
    }

    /// Each refusal: its status from README's table, its reason, and the lesson byte for byte as it was.
    @Test func aRecordThatCannotBeWrittenLeavesTheLessonAsItWas() throws {
        let root = try Self.course()
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("Content").path
        let before = try Self.lesson(root)
        func snapshot(_ step: Int, _ name: String) throws -> URL {
            let folder = root.appendingPathComponent(name)
            #expect(
                try CourseProcess.run([
                    "snapshot", content, "--lesson", "19", "--step", "\(step)", "--out", folder.path,
                ]).status == 0)
            return folder
        }
        func record(_ arguments: [String], status: Int32, saying words: String) throws {
            let result = try CourseProcess.run(["record", content, "--lesson", "19"] + arguments)
            #expect(result.status == status, "\(arguments): \(result.standardError)")
            #expect(result.standardError.contains(words), "\(arguments): \(result.standardError)")
            #expect(try Self.lesson(root) == before, "\(arguments) changed the lesson")
        }
        let six = try snapshot(6, "six")
        // 73: step 2 has its changes; 64: no step 9; 64: a new step without a title; 66: no such folder.
        try record(
            ["--step", "2", "--from", six.path], status: 73, saying: "step 2 has 2 code changes already; add --replace")
        try record(["--step", "9", "--from", six.path], status: 64, saying: "lesson 19 has no step 9")
        try record(["--step", "7", "--from", six.path], status: 64, saying: "give its title with --title")
        try record(
            ["--step", "7", "--title", "T", "--from", root.appendingPathComponent("missing").path], status: 66,
            saying: "no such folder")
        // A missing folder is said first, even for a step that has changes: there is nothing to record.
        try record(
            ["--step", "2", "--from", root.appendingPathComponent("missing").path], status: 66, saying: "no such folder"
        )
        // 65: a file deleted, which no change kind expresses.
        try FileManager.default.removeItem(at: six.appendingPathComponent("Trips/Tile.swift"))
        try record(
            ["--step", "7", "--title", "T", "--from", six.path], status: 65,
            saying: "'Trips/Tile.swift' is in the project after the step before but not in the edited folder")
        // 65: a step 1 that changes what step 2 replaces: the lesson would no longer replay.
        let one = try snapshot(1, "one")
        try Self.sed(
            "s/    let trips: \\[Trip\\]/    var trips: [Trip]/", one.appendingPathComponent("Trips/TripSummary.swift"))
        try record(["--step", "1", "--from", one.path], status: 65, saying: "[change-applies]")
    }
}
