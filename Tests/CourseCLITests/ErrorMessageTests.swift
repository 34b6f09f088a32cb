import Foundation
import Testing

/// Every error the CLI can be driven to print is a sentence for people, never Swift's debug text
/// (issue 11, item 11): a table of failing invocations — a missing or broken course, files that
/// cannot be read or written, a locked or malformed log, a bad settings file, a lesson whose
/// changes do not replay, a create onto a folder — each through the built binary.
@Suite("Error messages: sentences, never debug text", .ownThreads)
struct ErrorMessageTests {
    /// What Swift and Foundation print when a value is shown as it is: an NSError, an Optional, an
    /// enum case with its payload (`pathOutsideProject("…")`), a module-qualified type.
    static let debugMarkers = [
        "Error Domain=", "NSCocoaErrorDomain", "NSPOSIXErrorDomain", "Code=", "UserInfo=",
        "(null)", "(\"", "Optional(", "Swift.", "Foundation.", "CourseKit.",
        "The operation could not be completed",
    ]
    nonisolated(unsafe) static let enumCaseWithPayload = try! Regex("[a-z]+[A-Z][a-zA-Z]*\\(")

    static func debugText(in text: String) -> [String] {
        var found = debugMarkers.filter { text.contains($0) }
        if let match = text.firstMatch(of: enumCaseWithPayload) { found.append(String(text[match.range])) }
        return found
    }

    @Test func theCheckCanFail() {
        #expect(
            Self.debugText(
                in:
                    "course: error: cannot write 'x': The operation could not be completed. (NSCocoaErrorDomain error 512.)"
            ) != [])
        #expect(
            Self.debugText(
                in: "do not replay up to step 2 (beforeTextNotFound(path: \"A.swift\", closest: Optional(…)))") != [])
        #expect(Self.debugText(in: "course: error: pathOutsideProject(\"../x\")") != [])
        #expect(Self.debugText(in: "course: error: cannot write 'out/App': Is a directory") == [])
    }

    struct Case {
        var name: String
        var arguments: [String]
        var environment: [String: String] = [:]
    }

    @Test func everyErrorPathPrintsASentence() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        func path(_ name: String) -> String { root.appendingPathComponent(name).path }
        let fixture = CourseProcess.packageRoot.appendingPathComponent("Tests/CourseKitTests/Fixtures/Check/valid").path
        let broken = CourseProcess.packageRoot.appendingPathComponent(
            "Tests/CourseKitTests/Fixtures/Format/duplicate-ids"
        ).path
        let manager = FileManager.default
        try Data("a file".utf8).write(to: URL(fileURLWithPath: path("afile")))
        try manager.createDirectory(atPath: path("adir"), withIntermediateDirectories: true)
        try manager.createDirectory(atPath: path("empty"), withIntermediateDirectories: true)
        // A course.md that is not UTF-8.
        try manager.createDirectory(atPath: path("latin1"), withIntermediateDirectories: true)
        try Data([0x2D, 0x2D, 0x2D, 0x0A, 0xE9, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: path("latin1/course.md")))
        // A diff whose lines are not in the file; a start folder that is not there; a create onto a folder.
        let noReplay = try EditedFixture.make(lesson: [
            (" struct Counter {\n-    var count = 0", " struct Counter {\n-    var count = 1")
        ])
        let noStart = try EditedFixture.make(lesson: [("start: start", "start: nowhere")])
        let ontoFolder = try EditedFixture.make(lesson: [
            ("```swift file=App/Counter.swift change=append", "```swift file=App change=create")
        ])
        defer { for folder in [noReplay, noStart, ontoFolder] { try? manager.removeItem(at: folder) } }
        // A log whose lock another quiz holds; a malformed log; settings that are not JSON or hold a bad value.
        let locked = path("locked.jsonl")
        let lock = open(locked + ".lock", O_RDWR | O_CREAT, 0o644)
        defer { close(lock) }
        #expect(flock(lock, LOCK_EX | LOCK_NB) == 0)
        try Data("{\"card\":\"state-read\",\"rating\":\"great\",\"at\":\"2026-11-29T10:00:00Z\"}\n".utf8)
            .write(to: URL(fileURLWithPath: path("bad.jsonl")))
        for (folder, text) in [("not-json", "{retention: 0.9"), ("bad-value", "{\"retention\": 2}")] {
            try manager.createDirectory(atPath: path("\(folder)/course"), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path("\(folder)/course/settings.json")))
        }
        let now = "2026-11-30T10:00:00Z"
        let cases: [Case] = [
            Case(name: "no course folder", arguments: ["list", path("nowhere")]),
            Case(name: "no course.md", arguments: ["check", path("empty")]),
            Case(name: "course.md not UTF-8", arguments: ["list", path("latin1")]),
            Case(name: "a course with errors", arguments: ["render", broken, "--out", path("site")]),
            Case(name: "a compiler that fails", arguments: ["check", fixture, "--swiftc", "/bin/false"]),
            Case(name: "a compiler that is a folder", arguments: ["check", fixture, "--swiftc", path("adir")]),
            Case(name: "render under a file", arguments: ["render", fixture, "--out", path("afile/site")]),
            Case(name: "render onto a file", arguments: ["render", fixture, "--out", path("afile")]),
            Case(
                name: "export into no folder",
                arguments: ["export", "anki", fixture, "--out", path("nowhere/notes.txt")]),
            Case(name: "export onto a folder", arguments: ["export", "anki", fixture, "--out", path("adir")]),
            Case(
                name: "snapshot onto a file",
                arguments: ["snapshot", fixture, "--lesson", "1", "--step", "0", "--out", path("afile")]),
            Case(
                name: "snapshot, a change that does not apply",
                arguments: [
                    "snapshot", noReplay.appendingPathComponent("course").path, "--lesson", "1", "--step", "2", "--out",
                    path("s1"),
                ]),
            Case(
                name: "patches, a change that does not apply",
                arguments: [
                    "snapshot", noReplay.appendingPathComponent("course").path, "--lesson", "1", "--patches",
                    path("p1"),
                ]),
            Case(
                name: "snapshot, no start folder",
                arguments: [
                    "snapshot", noStart.appendingPathComponent("course").path, "--lesson", "1", "--step", "0", "--out",
                    path("s2"),
                ]),
            Case(
                name: "snapshot, a create onto a folder",
                arguments: [
                    "snapshot", ontoFolder.appendingPathComponent("course").path, "--lesson", "1", "--step", "1",
                    "--out", path("s3"),
                ]),
            Case(name: "a locked log", arguments: ["quiz", fixture, "--log", locked, "--now", now]),
            Case(name: "a log that is a folder", arguments: ["quiz", fixture, "--log", path("adir"), "--now", now]),
            Case(
                name: "a log under a file", arguments: ["quiz", fixture, "--now", now],
                environment: ["XDG_DATA_HOME": path("afile")]),
            Case(name: "a log repair under a quiz", arguments: ["log", "repair", "--log", locked]),
            Case(
                name: "a log merge onto a log under a quiz",
                arguments: ["log", "merge", path("bad.jsonl"), path("bad.jsonl"), "--out", locked]),
            Case(name: "a log check of no log", arguments: ["log", "check", "--log", path("nowhere.jsonl")]),
            Case(name: "history without a course", arguments: ["history", "--course", path("nowhere")]),
            Case(
                name: "settings not JSON", arguments: ["stats", fixture, "--log", locked, "--now", now],
                environment: ["XDG_CONFIG_HOME": path("not-json")]),
            Case(
                name: "a bad setting", arguments: ["history", "--log", path("bad.jsonl")],
                environment: ["XDG_CONFIG_HOME": path("bad-value")]),
            Case(name: "markdown, no file", arguments: ["markdown", path("nowhere.md")]),
            Case(name: "markdown, a folder", arguments: ["markdown", path("adir")]),
            Case(name: "an unknown command", arguments: ["studdy"]),
            Case(name: "a bad time", arguments: ["quiz", fixture, "--now", "yesterday"]),
            Case(name: "no such lesson", arguments: ["snapshot", fixture, "--lesson", "9", "--patches", path("p2")]),
        ]
        let base = ["XDG_DATA_HOME": path("data"), "XDG_CONFIG_HOME": path("config")]
        for test in cases {
            let result = try CourseProcess.run(
                test.arguments, input: "", environment: base.merging(test.environment) { $1 })
            #expect(result.status != 0, "\(test.name): exit 0\n\(result.standardError)")
            let message = result.standardError.split(separator: "\n").filter {
                !$0.contains(": warning: ") && !$0.hasPrefix("  hint:")
            }
            .joined(separator: "\n")
            #expect(!message.isEmpty, "\(test.name): no message")
            #expect(Self.debugText(in: result.standardError) == [], "\(test.name):\n\(result.standardError)")
            #expect(
                !result.standardError.contains("something unexpected went wrong"),
                "\(test.name):\n\(result.standardError)")
        }
    }
}
