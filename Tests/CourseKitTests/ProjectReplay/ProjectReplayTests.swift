import Foundation
import Testing

@testable import CourseKit

@Suite("Replay: code changes applied to a project's text")
struct ProjectReplayTests {
    let start = ["Trips/A.swift": "struct A {\n    let x = 1\n}\n", "Trips/B.swift": "let b = 2\n"]

    @Test func appendCreateAndReplaceApplyInOrder() throws {
        var replay = ProjectReplay(files: start)
        let appended = try replay.apply(
            ProjectChange(path: "Trips/B.swift", operation: .appendToFile(text: "let c = 3\n")))
        #expect(appended.after == "let b = 2\n\nlet c = 3\n")
        #expect(appended.newLines == 3..<4)
        try replay.apply(ProjectChange(path: "./Trips/New.swift", operation: .createFile(text: "let n = 0")))
        #expect(replay.files["Trips/New.swift"] == "let n = 0\n")
        let replaced = try replay.apply(
            ProjectChange(
                path: "Trips/A.swift",
                operation: .replace(before: "    let x = 1\n", after: "    let x = 2\n    let y = 3\n")))
        #expect(replaced.after == "struct A {\n    let x = 2\n    let y = 3\n}\n")
        #expect(replaced.newLines == 2..<4)
    }

    /// A project file's lines end as the compiler counts them: at "\n", "\r\n" or a lone "\r".
    @Test func theLinesOfAChangeCountEveryKindOfLineEnd() throws {
        for end in ["\r", "\r\n"] {
            var replay = ProjectReplay(files: [
                "A.swift": ["let a = 1", "let b = 2", ""].joined(separator: end),
                "B.swift": ["let x = 1", "let y = 1", "let z = 1", ""].joined(separator: end),
            ])
            let appended = try replay.apply(
                ProjectChange(path: "A.swift", operation: .appendToFile(text: "let c = 3\n")))
            #expect(appended.after == "let a = 1\(end)let b = 2\n\nlet c = 3\n")
            #expect(appended.newLines == 4..<5, "\(end.debugDescription)")
            let replaced = try replay.apply(
                ProjectChange(path: "B.swift", operation: .replace(before: "z", after: "w")))
            #expect(replaced.newLines == 3..<4, "\(end.debugDescription)")
        }
    }

    @Test func beforeTextMustMatchWhitespaceIncluded() {
        var replay = ProjectReplay(files: start)
        #expect(
            throws: ProjectReplay.Failure.beforeTextNotFound(
                path: "Trips/A.swift",
                closest: ClosestLines(
                    fileLine: 1, differences: [.init(offset: 1, expected: "  let x = 1", actual: "    let x = 1")])
            )
        ) {
            try replay.apply(
                ProjectChange(
                    path: "Trips/A.swift",
                    operation: .replace(before: "struct A {\n  let x = 1\n", after: "")))
        }
        #expect(replay.files == start)
    }

    @Test func beforeTextMustOccurOnce() {
        var replay = ProjectReplay(files: ["F.swift": "let a = 1\nlet a = 1\n"])
        #expect(throws: ProjectReplay.Failure.beforeTextNotUnique(path: "F.swift", lines: [1, 2])) {
            try replay.apply(ProjectChange(path: "F.swift", operation: .replace(before: "let a = 1\n", after: "")))
        }
    }

    @Test(arguments: ["../outside.swift", "/etc/passwd", "~/x.swift", "Trips/../../x.swift", "", "Trips/../B.swift"])
    func pathsOutsideTheProjectAreRefused(_ path: String) {
        var replay = ProjectReplay(files: start)
        #expect(throws: ProjectReplay.Failure.pathOutsideProject(path)) {
            try replay.apply(ProjectChange(path: path, operation: .createFile(text: "x")))
        }
    }

    @Test func createNeedsANewFileAndAppendAnExistingOne() {
        var replay = ProjectReplay(files: start)
        #expect(throws: ProjectReplay.Failure.fileExists("Trips/B.swift")) {
            try replay.apply(ProjectChange(path: "Trips/B.swift", operation: .createFile(text: "x")))
        }
        #expect(throws: ProjectReplay.Failure.missingFile("Trips/C.swift")) {
            try replay.apply(ProjectChange(path: "Trips/C.swift", operation: .appendToFile(text: "x")))
        }
    }

    @Test func closestLinesPointAtTheBestWindow() {
        let file: [Substring] = ["a", "b", "c", "d", "e"]
        let closest = ClosestLines.find(["c", "x", "e"], in: file)
        #expect(closest?.fileLine == 3)
        #expect(closest?.differences == [.init(offset: 1, expected: "x", actual: "d")])
        #expect(ClosestLines.find(["zzz"], in: file) == nil)
    }

    // MARK: the start folder on disk

    /// `course/lesson-1/start` with `App/A.swift`, and a file beside the course.
    static func course() throws -> (root: URL, start: URL, outside: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString)")
        let start = root.appendingPathComponent("course/lesson-1/start")
        try FileManager.default.createDirectory(
            at: start.appendingPathComponent("App"), withIntermediateDirectories: true)
        try "let a = 1\n".write(to: start.appendingPathComponent("App/A.swift"), atomically: true, encoding: .utf8)
        let outside = root.appendingPathComponent("secret.txt")
        try "secret\n".write(to: outside, atomically: true, encoding: .utf8)
        return (root, start, outside)
    }

    @Test func aLinkInsideTheCourseIsFollowedAndOneOutOfItIsRefused() throws {
        let (root, start, outside) = try Self.course()
        defer { try? FileManager.default.removeItem(at: root) }
        let course = root.appendingPathComponent("course")
        let manager = FileManager.default
        try manager.createSymbolicLink(
            atPath: start.appendingPathComponent("App/Same.swift").path, withDestinationPath: "A.swift")
        try manager.createSymbolicLink(atPath: start.appendingPathComponent("Loop").path, withDestinationPath: ".")
        #expect(
            try ProjectReplay.files(in: start, inside: course) == [
                "App/A.swift": "let a = 1\n", "App/Same.swift": "let a = 1\n",
            ])
        try manager.createSymbolicLink(
            atPath: start.appendingPathComponent("App/Secret.swift").path, withDestinationPath: outside.path)
        #expect(throws: ProjectFolderError.self) { try ProjectReplay.files(in: start, inside: course) }
        // Without a course folder, the start folder itself is the limit.
        try manager.removeItem(at: start.appendingPathComponent("App/Secret.swift"))
        try manager.createSymbolicLink(
            atPath: start.appendingPathComponent("App/Up.swift").path,
            withDestinationPath: "../../lesson.md")
        try "lesson\n".write(to: course.appendingPathComponent("lesson-1/lesson.md"), atomically: true, encoding: .utf8)
        #expect(try ProjectReplay.files(in: start, inside: course)["App/Up.swift"] == "lesson\n")
        #expect(throws: ProjectFolderError.self) { try ProjectReplay.files(in: start) }
    }

    @Test func aStartFolderThatIsALinkOutOfTheCourseIsRefused() throws {
        let (root, start, _) = try Self.course()
        defer { try? FileManager.default.removeItem(at: root) }
        let link = root.appendingPathComponent("course/lesson-1/linked")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: root.path)
        let error = #expect(throws: ProjectFolderError.self) {
            try ProjectReplay.files(in: link, inside: root.appendingPathComponent("course"))
        }
        #expect(error?.description.contains("is a link to a place outside the course folder") == true)
        #expect(try ProjectReplay.files(in: start, inside: root.appendingPathComponent("course")).count == 1)
    }

    /// Reading a named pipe would wait for a writer forever: pipes, like sockets and devices, are
    /// not project files.
    @Test func aNamedPipeInTheStartFolderIsLeftOut() throws {
        let (root, start, _) = try Self.course()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(mkfifo(start.appendingPathComponent("App/Pipe.swift").path, 0o644) == 0)
        #expect(try ProjectReplay.files(in: start, inside: root).keys.sorted() == ["App/A.swift"])
    }
}
