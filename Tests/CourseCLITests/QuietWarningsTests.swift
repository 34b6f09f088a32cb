import Foundation
import Testing

/// Only `check` and `list` report a course's warnings (they are what an author runs them for);
/// every other command says nothing of the course unless its errors stop the command — not before
/// its own output, not before a usage error.
@Suite("Content warnings only from check and list", .ownThreads)
struct QuietWarningsTests {
    /// The checker's valid fixture with a source named without a link: a `source-without-link` warning.
    private static func courseWithAWarning() throws -> URL {
        let root = testProcessFolder.appendingPathComponent("course-quiet-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let course = root.appendingPathComponent("course")
        try FileManager.default.copyItem(
            at: CourseProcess.packageRoot.appendingPathComponent("Tests/CourseKitTests/Fixtures/Check/valid"),
            to: course)
        let lesson = course.appendingPathComponent("lesson-1/lesson.md")
        let text = try String(contentsOf: lesson, encoding: .utf8)
        let source = "- [State](https://developer.apple.com/documentation/swiftui/state)\n"
        #expect(text.contains(source))
        try text.replacingOccurrences(of: source, with: source + "- The talk on state, at a conference\n")
            .write(to: lesson, atomically: true, encoding: .utf8)
        return root
    }

    @Test func checkAndListReportTheWarning() throws {
        let root = try Self.courseWithAWarning()
        defer { try? FileManager.default.removeItem(at: root) }
        let course = root.appendingPathComponent("course").path
        for arguments in [["list", course], ["check", "--no-compiler", course]] {
            let result = try CourseProcess.run(arguments)
            #expect(result.status == 0, "\(arguments[0]): \(result.standardError)")
            #expect(result.standardError.contains("warning: this source has no link [source-without-link]"))
        }
    }

    @Test func theOtherCommandsSayNothingOfIt() throws {
        let root = try Self.courseWithAWarning()
        defer { try? FileManager.default.removeItem(at: root) }
        let course = root.appendingPathComponent("course").path
        for arguments in [
            ["render", course, "--out", root.appendingPathComponent("site").path],
            ["export", "anki", course, "--out", root.appendingPathComponent("deck.txt").path],
            ["snapshot", course, "--step", "0", "--out", root.appendingPathComponent("snapshot").path],
            ["new", "lesson", course, "--number", "2", "--title", "Next"],
        ] {
            let result = try CourseProcess.run(arguments)
            #expect(result.status == 0, "\(arguments[0]): \(result.standardError)")
            #expect(result.standardError.isEmpty, "\(arguments[0]): \(result.standardError)")
        }
    }

    @Test func aUsageErrorComesAlone() throws {
        let root = try Self.courseWithAWarning()
        defer { try? FileManager.default.removeItem(at: root) }
        let course = root.appendingPathComponent("course").path
        for arguments in [
            ["snapshot", course, "--out", root.appendingPathComponent("out").path],
            ["record", course, "--step", "9", "--from", root.path],
        ] {
            let result = try CourseProcess.run(arguments)
            #expect(result.status == 64, "\(arguments[0]): \(result.standardError)")
            #expect(result.standardError.hasPrefix("course: error: "), "\(arguments[0]): \(result.standardError)")
            #expect(!result.standardError.contains("warning"), "\(arguments[0]): \(result.standardError)")
        }
    }
}
