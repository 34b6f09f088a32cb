@testable import CourseKit
import Testing

@Suite("Replay: code changes applied to a project's text")
struct ProjectReplayTests {
    let start = ["Trips/A.swift": "struct A {\n    let x = 1\n}\n", "Trips/B.swift": "let b = 2\n"]

    @Test func appendCreateAndReplaceApplyInOrder() throws {
        var replay = ProjectReplay(files: start)
        let appended = try replay.apply(ProjectChange(path: "Trips/B.swift", operation: .appendToFile(text: "let c = 3\n")))
        #expect(appended.after == "let b = 2\n\nlet c = 3\n")
        #expect(appended.newLines == 3..<4)
        try replay.apply(ProjectChange(path: "./Trips/New.swift", operation: .createFile(text: "let n = 0")))
        #expect(replay.files["Trips/New.swift"] == "let n = 0\n")
        let replaced = try replay.apply(ProjectChange(path: "Trips/A.swift",
                                                      operation: .replace(before: "    let x = 1\n", after: "    let x = 2\n    let y = 3\n")))
        #expect(replaced.after == "struct A {\n    let x = 2\n    let y = 3\n}\n")
        #expect(replaced.newLines == 2..<4)
    }

    @Test func beforeTextMustMatchWhitespaceIncluded() {
        var replay = ProjectReplay(files: start)
        #expect(throws: ProjectReplay.Failure.beforeTextNotFound(
            path: "Trips/A.swift",
            closest: ClosestLines(fileLine: 1, differences: [.init(offset: 1, expected: "  let x = 1", actual: "    let x = 1")])
        )) {
            try replay.apply(ProjectChange(path: "Trips/A.swift",
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

    @Test(arguments: ["../outside.swift", "/etc/passwd", "~/x.swift", "Trips/../../x.swift", ""])
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
}
