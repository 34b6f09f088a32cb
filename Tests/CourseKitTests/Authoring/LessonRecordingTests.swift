import Foundation
import Testing

@testable import CourseKit

/// `course record` as library calls: every step of lesson 19, and of the Notes fixture, recorded
/// back from its own snapshot with its blocks taken out (`--replace`) gives blocks that replay to
/// exactly the same files (the same effect), of the kinds and targets the hand-written ones have —
/// except where the replace-or-edit rule (docs/format.md, "Replace or edit") says a hand-written
/// `replace` is better written as edit hunks: there the file's recorded `edit` holds it, in fewer
/// lines. The lesson keeps its whole declarations where its author chose to show them.
@Suite("Record: a step's code changes from the edited project")
struct LessonRecordingTests {
    static let contentFolder = Lesson19ContentTests.contentFolder
    static let notesFolder = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/Record/notes").path

    /// What a change is, as the round trip compares it.
    struct Shape: Hashable, Comparable, CustomStringConvertible {
        var file: String
        var kind: String
        var target: String
        static func < (a: Shape, b: Shape) -> Bool { a.description < b.description }
        var description: String { "\(file) \(kind) \(target)" }

        init(_ file: String, _ kind: CodeChange.Kind, _ target: ChangeTarget?) {
            self.file = file
            self.kind = kind.rawValue
            self.target =
                target.map {
                    $0.declaration ?? $0.previewName.map { "preview \"\($0)\"" } ?? "preview \($0.previewPosition ?? 0)"
                } ?? ""
        }
    }

    struct Tally {
        var matched = 0
        var recordedLines = 0
        var handWrittenLines = 0
        var replacesRecordedAsEdits = 0
    }

    /// The shape the rule gives a hand-written change: a `replace` whose diff `prefersEdit` is in
    /// the file's `edit`.
    static func ruled(_ change: CodeChange) -> Shape {
        change.kind == .replace && FileChangeRecorder.prefersEdit(diff: change.code)
            ? Shape(change.file, .edit, nil) : Shape(change.file, change.kind, change.target)
    }

    /// Step 4 of lesson 19 adds `.environment(\.highlight, .orange)` to `TripsApp.swift` and takes
    /// it out again: the step leaves the file as it was, so no recording can have them.
    static func cancelsOut(_ step: Step, _ change: CodeChange) -> Bool {
        step.number == 4 && change.file == "Trips/TripsApp.swift"
    }

    @Test func everyStepOfLesson19RecordsBackToTheSameFiles() throws {
        let tally = try roundTrip(folder: Self.contentFolder, lesson: 19, cancelsOut: Self.cancelsOut)
        #expect(tally.matched == 20)
        // Seven of the lesson's fifteen replaces are a small part of their declaration.
        #expect(tally.replacesRecordedAsEdits == 7)
        #expect(Double(tally.recordedLines) <= Double(tally.handWrittenLines))
    }

    @Test func everyStepOfTheNotesLessonRecordsBackToTheSameFiles() throws {
        let tally = try roundTrip(folder: Self.notesFolder, lesson: 1, cancelsOut: { _, _ in false })
        #expect(tally.matched == 12)
    }

    /// For each step: snapshot after it, record it with its own blocks swapped out, and compare.
    private func roundTrip(
        folder: String, lesson number: Int,
        cancelsOut: (Step, CodeChange) -> Bool
    ) throws -> Tally {
        let reading = try CourseReader.read(folder: folder)
        #expect(reading.diagnostics.filter { $0.severity == .error }.isEmpty)
        let course = reading.course
        let lesson = try #require(course.lessons.first { $0.number == number })
        let snapshots = try LessonSnapshots(
            lesson: lesson, startFolder: URL(fileURLWithPath: lesson.startPath),
            inside: URL(fileURLWithPath: course.folder))
        let last = try #require(lesson.steps.last?.number)
        let finished = try snapshots.files(afterStep: last)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var tally = Tally()
        for step in lesson.steps {
            let folder = scratch.appendingPathComponent("step-\(step.number)")
            try snapshots.write(afterStep: step.number, to: folder)
            let recording = try LessonRecording.plan(
                .init(step: step.number, folder: folder.path, replacing: true),
                lesson: lesson, course: course, courseFolder: course.folder)
            let (recorded, diagnostics) = LessonReader.read(text: recording.newText, file: lesson.file)
            #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "step \(step.number): \(diagnostics)")
            let after = try ProjectReplay.files(
                of: recorded, startingFiles: snapshots.startingFiles,
                occupied: snapshots.occupied, throughStep: step.number)
            #expect(after == (try snapshots.files(afterStep: step.number)), "step \(step.number)")
            #expect(
                try ProjectReplay.files(
                    of: recorded, startingFiles: snapshots.startingFiles,
                    occupied: snapshots.occupied) == finished, "step \(step.number)")
            let kept = step.changes.filter { !cancelsOut(step, $0) }
            // One recorded block per shape: a file's edit holds all its hunks.
            let handWritten = Set(kept.map(Self.ruled)).sorted()
            let shapes = recording.changes.map { Shape($0.file, $0.kind, $0.target) }.sorted()
            #expect(shapes == handWritten, "step \(step.number)")
            #expect(recorded.steps.first { $0.number == step.number }?.changes.count == recording.changes.count)
            // Every block's lines, against the hand-written blocks the rule gives its shape: an edit
            // that holds what the lesson replaces is shorter than the lesson's blocks.
            for change in recording.changes {
                let shape = Shape(change.file, change.kind, change.target)
                let hands = kept.filter { Self.ruled($0) == shape }
                guard !hands.isEmpty else { continue }
                let handLines = hands.reduce(0) { $0 + LineDiff.split($1.code).count }
                let replaces = change.kind == .edit ? hands.filter { $0.kind == .replace }.count : 0
                if replaces > 0 {
                    #expect(change.lineCount < handLines, "step \(step.number): \(shape)")
                    tally.replacesRecordedAsEdits += replaces
                } else if change.kind == .edit {
                    // Three lines of context where the author may have shown one: two more a side.
                    #expect(
                        Double(change.lineCount) <= max(1.5 * Double(handLines), Double(handLines + 4)),
                        "step \(step.number): \(shape)")
                } else {
                    #expect(Double(change.lineCount) <= 1.5 * Double(handLines), "step \(step.number): \(shape)")
                }
                tally.matched += 1
                tally.recordedLines += change.lineCount
                tally.handWrittenLines += handLines
            }
        }
        return tally
    }

    // MARK: - What is chosen for one file

    @Test func aNewFileIsCreatedAndTheAppsMainTypeIsEdited() throws {
        #expect(
            FileChangeRecorder.changes(file: "A/New.swift", old: nil, new: "let a = 1\n")
                == [RecordedChange(kind: .create, file: "A/New.swift", code: "let a = 1\n")])
        let app =
            "import SwiftUI\n\n@main\nstruct App1: App {\n    var body: some Scene {\n        WindowGroup {\n            Text(\"a\")\n        }\n    }\n}\n"
        let changes = try #require(
            FileChangeRecorder.changes(
                file: "A/App1.swift", old: app,
                new: app.replacingOccurrences(of: "\"a\"", with: "\"b\"")))
        #expect(changes.map(\.kind) == [.edit])
        // Three unchanged lines on each side.
        #expect(
            changes.first?.code
                == " struct App1: App {\n     var body: some Scene {\n         WindowGroup {\n"
                + "-            Text(\"a\")\n+            Text(\"b\")\n         }\n     }\n }\n")
    }

    /// Lines that occur more than once get more context, until the "before" text occurs once.
    @Test func anEditsContextGrowsUntilItsBeforeTextOccursOnce() throws {
        let old = "let a = 1\n{\n}\n{\n}\nlet b = 2\n{\n}\n{\n}\n"
        let new = old.replacingOccurrences(of: "let b = 2\n{\n}\n{\n", with: "let b = 2\n{\n}\n{\n    x\n")
        let changes = try #require(FileChangeRecorder.changes(file: "f.swift", old: old, new: new))
        #expect(changes.map(\.kind) == [.edit])
        // Three lines before the new one would be "{ } {", which occurs twice: four are shown.
        #expect(changes.first?.code == " let b = 2\n {\n }\n {\n+    x\n }\n")
        var replay = ProjectReplay(files: ["f.swift": old])
        for change in changes { for edit in change.projectChanges { try replay.apply(edit) } }
        #expect(replay.files["f.swift"] == new)
    }

    // MARK: - Replace or edit (docs/format.md)

    /// Issue 35: `cornerRadius: 12` → `16` in lesson 19's `TripCard` (69 lines) is an edit hunk of
    /// the changed line with three unchanged lines on each side, not a replace of the struct.
    @Test func aOneCharacterChangeIsAnEditHunkNotTheWholeDeclaration() throws {
        let (_, lesson, _) = try Self.lesson19()
        let old = try String(
            contentsOf: URL(fileURLWithPath: lesson.startPath).appendingPathComponent("Trips/TripCard.swift"),
            encoding: .utf8)
        let new = old.replacingOccurrences(of: "cornerRadius: 12", with: "cornerRadius: 16")
        #expect(new != old)
        let changes = try #require(FileChangeRecorder.changes(file: "Trips/TripCard.swift", old: old, new: new))
        let code = """
                             .font(.footnote)
                     }
                     .padding()
            -        .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
            +        .background(.quaternary, in: RoundedRectangle(cornerRadius: 16))
                     .padding(.horizontal)
                 }


            """
        #expect(changes == [RecordedChange(kind: .edit, file: "Trips/TripCard.swift", code: code)])
        #expect(
            changes.first.flatMap { ChangeBlockText.markdown($0) }?.hasPrefix(
                "In `TripCard.swift`, make this change:\n\n```diff file=Trips/TripCard.swift change=edit\n") == true)
    }

    /// The rule on a declaration's diff: changed lines under a third of it, and hunks with three
    /// lines of context that leave out at least a third of it.
    @Test func theRuleWeighsTheChangedLinesAgainstTheDeclaration() {
        func diff(_ marks: String) -> String { marks.map { "\($0 == "." ? " " : String($0))line\n" }.joined() }
        // A line changed in the middle of ten: its context shows all but two of them.
        #expect(!FileChangeRecorder.prefersEdit(diff: diff("....-+....")))
        // Of twelve, eight shown and four left out: a third.
        #expect(FileChangeRecorder.prefersEdit(diff: diff(".....-+.....")))
        // Of eleven, three left out: under a third.
        #expect(!FileChangeRecorder.prefersEdit(diff: diff("....-+.....")))
        // Ten changed lines of thirty: not under a third.
        #expect(!FileChangeRecorder.prefersEdit(diff: diff("----------" + String(repeating: ".", count: 20))))
        #expect(FileChangeRecorder.prefersEdit(diff: diff("---------" + String(repeating: ".", count: 21))))
        // Nothing changed: nothing to edit.
        #expect(!FileChangeRecorder.prefersEdit(diff: diff("............")))
    }

    /// A change to most of a declaration, and a one-line change to a small one, replace it.
    @Test func aChangeToMostOfADeclarationOrToASmallOneIsAReplace() throws {
        let old =
            "import SwiftUI\n\nstruct Badge: View {\n    var count: Int\n\n    var body: some View {\n        Text(\"\\(count)\")\n    }\n}\n"
        let most = old.replacingOccurrences(
            of: "    var body: some View {\n        Text(\"\\(count)\")\n    }\n",
            with:
                "    var body: some View {\n        Label(\"\\(count)\", systemImage: \"star\")\n            .font(.caption)\n    }\n"
        )
        let small = old.replacingOccurrences(of: "var count: Int", with: "let count: Int")
        for new in [most, small] {
            let changes = try #require(FileChangeRecorder.changes(file: "Badge.swift", old: old, new: new))
            #expect(changes.map(\.kind) == [.replace])
            #expect(changes.first?.target == ChangeTarget(declaration: "struct Badge"))
        }
    }

    /// A hunk whose three lines of context occur elsewhere in the file grows until its "before"
    /// text occurs once; when that makes it no shorter than the declaration, the declaration is
    /// replaced. Either way the blocks replay to the new text.
    @Test func anAmbiguousHunkGrowsItsContextOrTheDeclarationIsReplaced() throws {
        let spacers = String(repeating: "            Spacer()\n", count: 3)
        let padding = (1...20).map { "    let p\($0) = \($0)\n" }.joined()
        func view(_ name: String, _ first: String, _ last: String, _ extra: String) -> String {
            "struct \(name): View {\n\(extra)    var body: some View {\n        VStack {\n"
                + "            Text(\"\(first)\")\n\(spacers)            Text(\"x\")\n\(spacers)            Text(\"\(last)\")\n"
                + "        }\n    }\n}\n"
        }
        let old = view("A", "a", "b", padding) + "\n" + view("B", "c", "d", "")
        let new = old.replacingOccurrences(
            of: "Text(\"a\")\n\(spacers)            Text(\"x\")", with: "Text(\"a\")\n\(spacers)            Text(\"y\")"
        )
        let grown = try #require(FileChangeRecorder.changes(file: "f.swift", old: old, new: new))
        #expect(grown.map(\.kind) == [.edit])
        // Four lines on each side: "Text("a")" and "Text("b")" make it unique.
        #expect(
            grown.first?.code
                == "             Text(\"a\")\n\(spacers.split(separator: "\n").map { " \($0)\n" }.joined())"
                + "-            Text(\"x\")\n+            Text(\"y\")\n"
                + "\(spacers.split(separator: "\n").map { " \($0)\n" }.joined())             Text(\"b\")\n")

        // Two structs alike but for their names: only the name line makes a hunk unique.
        let body = (1...30).map { "    let v\($0) = \($0)\n" }.joined()
        let twins = "struct A {\n\(body)}\n\nstruct B {\n\(body)}\n"
        let changed = twins.replacingOccurrences(
            of: "struct B {\n\(body)",
            with: "struct B {\n" + body.replacingOccurrences(of: "v15 = 15", with: "v15 = 150"))
        let replaced = try #require(FileChangeRecorder.changes(file: "f.swift", old: twins, new: changed))
        #expect(replaced.map(\.kind) == [.replace])
        #expect(replaced.first?.target == ChangeTarget(declaration: "struct B"))
        for (old, new, changes) in [(old, new, grown), (twins, changed, replaced)] {
            var replay = ProjectReplay(files: ["f.swift": old])
            for change in changes { for edit in change.projectChanges { try replay.apply(edit) } }
            #expect(replay.files["f.swift"] == new)
        }
    }

    /// Declarations added at the end are an append only when the append replays exactly.
    @Test func anAppendIsChosenOnlyWhenItReplaysExactly() throws {
        let old = "struct A {}\n"
        #expect(
            FileChangeRecorder.changes(file: "f.swift", old: old, new: old + "\nstruct B {}\n")?.map(\.kind) == [
                .append
            ])
        // Two empty lines before it: an append would give one.
        #expect(
            FileChangeRecorder.changes(file: "f.swift", old: old, new: old + "\n\nstruct B {}\n")?.map(\.kind) == [
                .edit
            ])
    }

    @Test func aChangedDocCommentIsPartOfItsDeclaration() throws {
        let old = "import Foundation\n\n/// Old words.\nfunc f() -> Int {\n    1\n}\n"
        let changes = try #require(
            FileChangeRecorder.changes(
                file: "f.swift", old: old,
                new: old.replacingOccurrences(of: "Old", with: "New")))
        #expect(
            changes == [
                RecordedChange(
                    kind: .replace, file: "f.swift", target: ChangeTarget(declaration: "func f"),
                    code: "-/// Old words.\n+/// New words.\n func f() -> Int {\n     1\n }\n")
            ])
    }

    // MARK: - What the format cannot say

    @Test func deletedRenamedBinaryForeignAndTabbedFilesAreReported() {
        let files = [
            "P/A.swift": "struct A {\n    var a = 1\n}\n", "P/B.swift": "struct B {}\n", "P/C.swift": "let c = 3\n",
            "P/notes.txt": "words\n",
        ]
        let edited: [String: Data] = [
            "P/A.swift": Data("struct A {\n\tvar a = 2\n}\n".utf8),  // tabs, in a project of spaces
            "P/Renamed.swift": Data("struct B {}\n".utf8),  // B.swift, renamed
            "P/notes.txt": Data("other words\n".utf8),  // not Swift
            "P/picture.png": Data([0xFF, 0xD8, 0xFF, 0x00]),  // not text
            "Elsewhere.swift": Data("let e = 1\n".utf8),  // outside the project's folder
        ]
        let comparison = ProjectComparison(files: files, others: [:], edited: edited, projectFolder: "P/")
        let problems = comparison.problems.joined(separator: "\n")
        for expected in [
            "'P/A.swift' indents 1 line with tabs", "'P/B.swift' was renamed to 'P/Renamed.swift'",
            "'P/C.swift' is in the project after the step before but not in the edited folder",
            "'P/notes.txt' is a file that is not Swift source", "'P/picture.png' is a new file that is not UTF-8",
            "'Elsewhere.swift' is outside the project's folder 'P/'",
        ] {
            #expect(problems.contains(expected), "\(expected)\n\(problems)")
        }
        #expect(ProjectComparison.isIgnored("Trips.xcodeproj/project.pbxproj"))
        #expect(ProjectComparison.isIgnored("Trips/xcuserdata/a.plist") && ProjectComparison.isIgnored("build/x.o"))
        #expect(!ProjectComparison.isIgnored("Trips/Builder.swift"))
    }

    /// Trailing spaces and the empty lines at the end are not changes; a line the author did not
    /// touch keeps the project's text.
    @Test func trailingSpacesAndFinalNewlinesAreNormalised() {
        let files = ["P/A.swift": "let a = 1  \nlet b = 2\n"]
        let same = ProjectComparison(
            files: files, others: [:], edited: ["P/A.swift": Data("let a = 1\nlet b = 2\n\n\n".utf8)],
            projectFolder: "P/")
        #expect(same.changed.isEmpty && same.problems.isEmpty)
        let changed = ProjectComparison(
            files: files, others: [:],
            edited: ["P/A.swift": Data("let a = 1\nlet b = 3   \n".utf8)], projectFolder: "P/")
        #expect(changed.changed.map(\.new) == ["let a = 1  \nlet b = 3\n"])
    }

    // MARK: - Refusals

    /// Step 2 of lesson 19 replaces the `TripSummary` struct; a step 1 that changes that struct
    /// first leaves step 2 with nothing to apply to, so nothing is written.
    @Test func aRecordingThatBreaksALaterStepIsRefused() throws {
        let (course, lesson, snapshots) = try Self.lesson19()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try snapshots.write(afterStep: 1, to: folder)
        let file = folder.appendingPathComponent("Trips/TripSummary.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        try Data(
            text.replacingOccurrences(
                of: "    let trips: [Trip]\n", with: "    let trips: [Trip]\n    let title = \"\"\n"
            ).utf8
        )
        .write(to: file)
        #expect {
            try LessonRecording.plan(
                .init(step: 1, folder: folder.path), lesson: lesson, course: course,
                courseFolder: course.folder)
        } throws: { error in
            guard case .wouldNotReplay(let problems) = error as? RecordFailure else { return false }
            return problems.contains { $0.contains("[change-applies]") && $0.contains("TripSummary.swift") }
        }
    }

    @Test func aStepWithChangesNeedsReplaceAndANewStepNeedsATitle() throws {
        let (course, lesson, snapshots) = try Self.lesson19()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try snapshots.write(afterStep: 6, to: folder)
        #expect(throws: RecordFailure.stepHasChanges(step: 2, count: 2)) {
            try LessonRecording.plan(
                .init(step: 2, folder: folder.path), lesson: lesson, course: course, courseFolder: course.folder)
        }
        #expect(throws: RecordFailure.needsTitle(step: 7)) {
            try LessonRecording.plan(
                .init(step: 7, folder: folder.path), lesson: lesson, course: course, courseFolder: course.folder)
        }
        #expect(throws: RecordFailure.noSuchStep(8, lesson: 19, last: 6)) {
            try LessonRecording.plan(
                .init(step: 8, folder: folder.path), lesson: lesson, course: course, courseFolder: course.folder)
        }
        #expect(throws: RecordFailure.noFolder(folder.path + "-missing")) {
            try LessonRecording.plan(
                .init(step: 1, folder: folder.path + "-missing"), lesson: lesson, course: course,
                courseFolder: course.folder)
        }
    }

    /// A new step after the last: its heading, then the blocks, before "What you built".
    @Test func aNewStepIsWrittenAfterTheLastWithItsHeading() throws {
        let (course, lesson, snapshots) = try Self.lesson19()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try snapshots.write(afterStep: 6, to: folder)
        let file = folder.appendingPathComponent("Trips/Tile.swift")
        try Data((try String(contentsOf: file, encoding: .utf8) + "\nlet tileCount = 3\n").utf8).write(to: file)
        let recording = try LessonRecording.plan(
            .init(step: 7, folder: folder.path, title: "One more"), lesson: lesson,
            course: course, courseFolder: course.folder)
        #expect(recording.changes.map(\.kind) == [.append])
        let (recorded, _) = LessonReader.read(text: recording.newText, file: lesson.file)
        #expect(recorded.steps.map(\.title).last == "One more")
        #expect(recorded.steps.last?.changes.count == 1)
        let written = try #require(
            recording.newText.range(of: "## Step 7: One more\n\nAt the end of `Tile.swift`, add:\n"))
        #expect(recording.newText[written.upperBound...].contains("## What you built"))
        // Every byte of the lesson before is still there, in order, around what was written.
        #expect(
            recording.newText.replacingOccurrences(of: "\n" + recording.markdown, with: "", options: [], range: nil)
                == recording.oldText)
    }

    static func lesson19() throws -> (Course, Lesson, LessonSnapshots) {
        let course = try CourseReader.read(folder: contentFolder).course
        let lesson = try #require(course.lessons.first { $0.number == 19 })
        let snapshots = try LessonSnapshots(
            lesson: lesson, startFolder: URL(fileURLWithPath: lesson.startPath),
            inside: URL(fileURLWithPath: course.folder))
        return (course, lesson, snapshots)
    }
}
