import Foundation
import Testing

@testable import CourseKit

@Suite struct LessonSnapshotsTests {
    typealias F = ModelFixtures

    static func change(_ kind: CodeChange.Kind, _ file: String, code: String = "", hunks: [DiffHunk] = [])
        -> ContentBlock
    {
        .change(
            CodeChange(
                kind: kind, file: file, language: kind.isDiff ? "diff" : "swift", code: code,
                hunks: hunks, location: F.here, codeLocation: F.here))
    }

    /// Four steps: none, an append, a replace and a new file, an edit in two hunks.
    static var lesson: Lesson {
        let steps = [
            Step(
                number: 1, title: "Open your project", titleMarkdown: "",
                content: F.content(F.paragraph(F.text("Open it."))), location: F.here),
            Step(
                number: 2, title: "A value SwiftUI keeps for you!", titleMarkdown: "",
                content: F.content(change(.append, "App/Summary.swift", code: "#Preview {\n    Summary()\n}\n")),
                location: F.here),
            Step(
                number: 3, title: "Ünïcode & more", titleMarkdown: "",
                content: F.content(
                    change(
                        .replace, "App/Summary.swift",
                        hunks: [
                            DiffHunk(
                                lines: [
                                    DiffLine(.context, "struct Summary: View {"),
                                    DiffLine(.removed, "    var body: some View { Text(\"a\") }"),
                                    DiffLine(.added, "    var body: some View { Text(\"b\") }"),
                                    DiffLine(.context, "}"),
                                ], location: F.here)
                        ]),
                    change(.create, "App/New Folder/Store.swift", code: "final class Store {}\n")), location: F.here),
            Step(
                number: 4, title: "Edit", titleMarkdown: "",
                content: F.content(
                    change(
                        .edit, "App/App.swift",
                        hunks: [
                            DiffHunk(
                                lines: [DiffLine(.context, "@main"), DiffLine(.added, "// the app")], location: F.here),
                            DiffHunk(lines: [DiffLine(.removed, "// last line")], location: F.here),
                        ])), location: F.here),
        ]
        return F.lesson(steps: steps)
    }

    func makeStartFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snap-\(UUID().uuidString)")
        let files = [
            "App/Summary.swift":
                "import SwiftUI\n\nstruct Summary: View {\n    var body: some View { Text(\"a\") }\n}\n",
            "App/App.swift": "@main\nstruct App {}\n// last line\n",
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF]).write(to: folder.appendingPathComponent("App/icon.png"))
        return folder
    }

    func run(_ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test func patchesAppliedInOrderWithGitGiveEverySnapshot() throws {
        let start = try makeStartFolder()
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("snap-work-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: start)
            try? FileManager.default.removeItem(at: work)
        }
        let snapshots = try LessonSnapshots(lesson: Self.lesson, startFolder: start)
        let patches = try snapshots.patches()
        #expect(
            patches.map(\.name) == ["02-a-value-swiftui-keeps-for-you.patch", "03-unicode-more.patch", "04-edit.patch"])
        try FileManager.default.copyItem(at: start, to: work)
        for (index, patch) in patches.enumerated() {
            let file = work.appendingPathComponent("../\(UUID().uuidString).patch").standardizedFileURL
            try Data(patch.text.utf8).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            #expect(try run(["git", "apply", file.path], in: work) == 0, "\(patch.name)")
            let step = index + 2
            #expect(try ProjectReplay.files(in: work) == snapshots.files(afterStep: step), "after step \(step)")
        }
    }

    @Test func writeGivesTheStepsFilesAndKeepsAssets() throws {
        let start = try makeStartFolder()
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("snap-out-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: start)
            try? FileManager.default.removeItem(at: out)
        }
        let snapshots = try LessonSnapshots(lesson: Self.lesson, startFolder: start)
        try snapshots.write(afterStep: 3, to: out)
        #expect(try ProjectReplay.files(in: out) == snapshots.files(afterStep: 3))
        #expect(
            try String(contentsOf: out.appendingPathComponent("App/Summary.swift"), encoding: .utf8).contains(
                "Text(\"b\")"))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("App/New Folder/Store.swift").path))
        #expect(
            try Data(contentsOf: out.appendingPathComponent("App/icon.png"))
                == Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF]))
        #expect(try snapshots.files(afterStep: 0) == ProjectReplay.files(in: start))
    }

    @Test func aChangeThatDoesNotApplySaysWhichStep() throws {
        let start = try makeStartFolder()
        defer { try? FileManager.default.removeItem(at: start) }
        var lesson = Self.lesson
        lesson.steps[1].content = F.content(Self.change(.append, "App/Missing.swift", code: "x\n"))
        let snapshots = try LessonSnapshots(lesson: lesson, startFolder: start)
        #expect(throws: LessonSnapshots.Failure.self) { try snapshots.files(afterStep: 2) }
        #expect((try? snapshots.files(afterStep: 1)) != nil)
    }

    @Test func anEditIsFollowedByTheWholeFileItLeaves() throws {
        let files = [
            "App/Summary.swift":
                "import SwiftUI\n\nstruct Summary: View {\n    var body: some View { Text(\"a\") }\n}\n",
            "App/App.swift": "@main\nstruct App {}\n// last line\n",
        ]
        let html = LessonPage(course: F.course([]), lesson: Self.lesson, startingFiles: files).html()
        #expect(html.contains("<code>App.swift</code> — the whole file now"))
        #expect(
            html.contains("<span class=\"hl-macro\">@main</span>")
                || html.contains("<span class=\"hl-attribute\">@main</span>"))
        #expect(
            html.contains(
                "<span class=\"hl-comment\">// the app</span>\n<span class=\"hl-keyword\">struct</span> <span class=\"hl-type\">App</span> {}</code>"
            ))
        let withoutFiles = LessonPage(course: F.course([]), lesson: Self.lesson).html()
        #expect(!withoutFiles.contains("the whole file now"))
    }
}
