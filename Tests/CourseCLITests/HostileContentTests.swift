import Foundation
import Testing

/// A course and a review log written by a hostile collaborator: titles, a topic, a prompt, an
/// answer's code, a question, a step and a diff line hold escape sequences that would set the
/// window title (OSC 0), write the clipboard (OSC 52) and clear the screen (CSI 2J), a one-byte C1
/// CSI (U+009B) and bidi overrides; the log holds them in a card id (with a newline and a tab) and
/// in a prediction. Built from the checker's valid fixture.
struct HostileCourse {
    static let payload = "\u{1B}]0;pwned\u{07}\u{1B}]52;c;aGVsbG8=\u{07}\u{1B}[2J\u{9B}31m\u{202E}evil\u{2066}"
    /// How `InertText` shows the payload.
    static let shown = "␛]0;pwned␇␛]52;c;aGVsbG8=␇␛[2J<U+009B>31m<U+202E>evil<U+2066>"
    static let orphanID = "orphan-\(payload)\nnext\tcolumn"

    let folder: URL
    var course: String { folder.appendingPathComponent("course").path }
    var log: String { folder.appendingPathComponent("reviews.jsonl").path }

    init() throws {
        let p = Self.payload
        folder = try EditedFixture.make(
            manifest: [
                ("title: A course for the checker's tests", "title: Hostile \(p)")
            ],
            lesson: [
                ("title: Counting", "title: Counting \(p)"),
                ("project: Counter", "project: Counter \(p)"),
                ("topic=\"State\" -->\n\nDeclare", "topic=\"State \(p)\" -->\n\nDeclare"),
                ("Declare a counter a view owns.", "Declare a counter \(p) a view owns."),
                (
                    "@State private var count = 0\n```\n\n</details>",
                    "@State private var count = 0 // \(p)\n```\n\n</details>"
                ),
                ("### Question 1: who owns the state", "### Question 1: who owns \(p)"),
                ("## Step 2: Start from ten", "## Step 2: Start from ten \(p)"),
                (" struct Counter {\n-    var count = 0", " struct Counter {\n-    var count = 0 \(p)"),
            ])
        let lines: [[String: String]] = [
            ["card": "state-read", "rating": "good", "at": "2026-11-29T10:00:00Z", "prediction": "guess \(p)"],
            ["card": Self.orphanID, "rating": "again", "at": "2026-11-29T10:01:00Z"],
            ["card": "state-read", "rating": "again", "at": "2026-11-29T10:02:00Z"],
        ]
        let text = try lines.map {
            String(decoding: try JSONSerialization.data(withJSONObject: $0, options: .sortedKeys), as: UTF8.self)
        }
        try Data((text.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: log))
    }

    /// Every scalar a terminal could obey, except the newline and tab that lay text out.
    static func obeyed(in text: String) -> [String] {
        text.unicodeScalars.filter { scalar in
            let value = scalar.value
            return (value < 0x20 && value != 0x0A && value != 0x09) || (0x7F...0x9F).contains(value)
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }
}

/// The checker's valid fixture (one lesson, two cards, a question, a start project) copied into a
/// fresh folder as `course/`, with text in its `course.md` and its lesson replaced.
enum EditedFixture {
    static func make(manifest: [(String, String)] = [], lesson: [(String, String)] = []) throws -> URL {
        let folder = try temporaryFolder()
        let fixture = CourseProcess.packageRoot.appendingPathComponent("Tests/CourseKitTests/Fixtures/Check/valid")
        let course = folder.appendingPathComponent("course")
        try FileManager.default.copyItem(at: fixture, to: course)
        try edit(course.appendingPathComponent("course.md"), manifest)
        try edit(course.appendingPathComponent("lesson-1/lesson.md"), lesson)
        return folder
    }

    private static func edit(_ file: URL, _ replacements: [(String, String)]) throws {
        var text = try String(contentsOf: file, encoding: .utf8)
        for (old, new) in replacements {
            precondition(text.contains(old), "the fixture no longer has \(old)")
            text = text.replacingOccurrences(of: old, with: new)
        }
        try Data(text.utf8).write(to: file)
    }
}

/// Nothing read from a course or a log reaches a terminal raw (issue 11, item 5): every command
/// that shows a hostile course or log, its stdout and stderr, through the built binary.
@Suite("Hostile content reaches no terminal raw", .ownThreads)
struct HostileContentTests {
    struct Run {
        var arguments: [String]
        var input: String?
        /// The payload must show (inert) on stdout (or stderr, for a failure).
        var showsPayload = true
        var status: Int32 = 0
    }

    @Test func noCommandPrintsAControlABidiOverrideOrAnEscapeFromContent() throws {
        let hostile = try HostileCourse()
        defer { try? FileManager.default.removeItem(at: hostile.folder) }
        let course = hostile.course
        let log = hostile.log
        let now = "2026-11-30T10:00:00Z"
        let out = hostile.folder.appendingPathComponent("out").path
        let badLog = hostile.folder.appendingPathComponent("bad.jsonl").path
        try Data(#"{"card":"x","rating":"\u001b]0;pwned\u0007\u009b[2J","at":"2026-11-29T10:00:00Z"}"#.utf8 + [10])
            .write(to: URL(fileURLWithPath: badLog))
        let runs: [Run] = [
            Run(arguments: ["list", course]),
            Run(arguments: ["check", course, "--no-compiler"], status: 1),
            Run(arguments: ["check", course, "--no-compiler", "--format", "github"], status: 1),
            Run(arguments: ["quiz", course, "--log", log, "--now", now], input: "\n3\nmy \u{1B}[2J guess\n3\nu\nq\n"),
            Run(arguments: ["quiz", course, "--log", log, "--topic", "none"], status: 64),
            Run(arguments: ["stats", course, "--log", log, "--now", now]),
            Run(arguments: ["history", "--log", log]),
            Run(arguments: ["history", "--log", log, "--cards", "--now", now]),
            Run(arguments: ["history", "--log", badLog], showsPayload: false),
            Run(arguments: ["log", "check", "--log", badLog], showsPayload: false, status: 1),
            Run(arguments: ["snapshot", course, "--lesson", "1", "--step", "0", "--out", out]),
        ]
        let environment = [
            "XDG_DATA_HOME": hostile.folder.appendingPathComponent("data").path,
            "XDG_CONFIG_HOME": hostile.folder.appendingPathComponent("config").path,
        ]
        for run in runs {
            let result = try CourseProcess.run(run.arguments, input: run.input, environment: environment)
            let command = run.arguments.prefix(1) + run.arguments.dropFirst(2).prefix(4)
            #expect(result.status == run.status, "\(command): \(result.standardError)")
            #expect(
                HostileCourse.obeyed(in: result.standardOutput) == [], "\(command) stdout:\n\(result.standardOutput)")
            #expect(HostileCourse.obeyed(in: result.standardError) == [], "\(command) stderr:\n\(result.standardError)")
            if run.showsPayload {
                #expect(
                    (result.standardOutput + result.standardError).contains(HostileCourse.shown),
                    "\(command) shows the content, inert:\n\(result.standardOutput)\(result.standardError)")
            }
        }
        let bad = try CourseProcess.run(["history", "--log", badLog], environment: environment)
        #expect(bad.standardError.contains("'␛]0;pwned␇<U+009B>[2J' is not again"), "\(bad.standardError)")
    }

    /// A card id with a newline and a tab keeps its table row on one line.
    @Test func aRowOfHistoryStaysOneLine() throws {
        let hostile = try HostileCourse()
        defer { try? FileManager.default.removeItem(at: hostile.folder) }
        for arguments in [
            ["history", "--log", hostile.log],
            ["history", "--log", hostile.log, "--cards", "--now", "2026-11-30T10:00:00Z"],
        ] {
            let result = try CourseProcess.run(arguments)
            let rows = result.standardOutput.split(separator: "\n")
            let orphan = try #require(rows.first { $0.contains("orphan-") }, "\(result.standardOutput)")
            #expect(orphan.contains("orphan-\(HostileCourse.shown)␊next␉column  "), "\(orphan)")
            #expect(!rows.contains { $0.hasPrefix("next") })
        }
    }

    /// JSON carries what the course and the log hold exactly (it is data for programs): control
    /// characters only as JSON's escapes, never raw.
    @Test func jsonKeepsTheContentExactlyAndEscaped() throws {
        let hostile = try HostileCourse()
        defer { try? FileManager.default.removeItem(at: hostile.folder) }
        let now = "2026-11-30T10:00:00Z"
        let runs: [([String], Int32)] = [
            (["list", hostile.course, "--json"], 0),
            (["check", hostile.course, "--no-compiler", "--format", "json"], 1),
            (["stats", hostile.course, "--log", hostile.log, "--json", "--now", now], 0),
            (["history", "--log", hostile.log, "--json"], 0),
            (["history", "--log", hostile.log, "--cards", "--json", "--now", now], 0),
        ]
        for (arguments, status) in runs {
            let result = try CourseProcess.run(arguments)
            #expect(result.status == status, "\(arguments): \(result.standardError)")
            #expect(!result.standardOutput.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(arguments)")
            #expect(HostileCourse.obeyed(in: result.standardError) == [], "\(arguments): \(result.standardError)")
            let value = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
            #expect(Self.strings(in: value).contains { $0.contains(HostileCourse.payload) }, "\(arguments)")
        }
    }

    static func strings(in value: Any) -> [String] {
        switch value {
        case let text as String: [text]
        case let array as [Any]: array.flatMap(strings)
        case let object as [String: Any]: object.values.flatMap(strings) + Array(object.keys)
        default: []
        }
    }
}
