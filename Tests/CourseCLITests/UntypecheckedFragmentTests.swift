import Foundation
import Testing

/// A card's fragment that uses names nothing defines cannot be type-checked: by default a warning
/// at the snippet naming them; with --strict-typecheck an error, naming them too (docs/checks.md,
/// `typecheck-complete`).
@Suite("course check: a fragment that uses names nothing defines", .ownThreads)
struct UntypecheckedFragmentTests {
    /// The checker's valid fixture, with a second fragment in its card that uses two undeclared names
    /// (`TypecheckModeTests` checks it in each of the three settings too).
    static func course() throws -> URL {
        let root = testProcessFolder.appendingPathComponent(
            "course-undefined-\(UUID().uuidString)")
        try FileManager.default.copyItem(
            at: CourseProcess.packageRoot.appendingPathComponent("Tests/CourseKitTests/Fixtures/Check/valid"), to: root)
        let lesson = root.appendingPathComponent("lesson-1/lesson.md")
        let text = try String(contentsOf: lesson, encoding: .utf8)
        let card = "```swift check=fragment context=members\n@State private var count = 0\n```\n"
        #expect(text.contains(card))
        try text.replacingOccurrences(
            of: card, with: card + "\n```swift check=fragment\nlet badge = TripBadge(count: tripTotal)\n```\n"
        ).write(to: lesson, atomically: true, encoding: .utf8)
        return root
    }

    /// The fence's line of the added fragment.
    private static func line(in course: URL) throws -> Int {
        let lines = try String(contentsOf: course.appendingPathComponent("lesson-1/lesson.md"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        let code = try #require(lines.firstIndex { $0.contains("TripBadge(count: tripTotal)") })
        return code  // the fence is the line before the code: index `code` is its 1-based number
    }

    @Test func byDefaultAWarningAtTheSnippetWithTheNames() throws {
        let course = try Self.course()
        defer { try? FileManager.default.removeItem(at: course) }
        let result = try CourseProcess.run(["check", course.path])
        #expect(result.status == 0, "\(result.standardError)")
        let line = try Self.line(in: course)
        #expect(
            result.standardError.contains(
                "\(course.path)/lesson-1/lesson.md:\(line):1: warning: card state-read: this snippet was not type-checked: nothing defines 'TripBadge', 'tripTotal' [typecheck-complete]"
            ), "\(result.standardError)")
        #expect(result.standardError.hasSuffix("0 errors, 1 warning\n"), "\(result.standardError)")
        let strictWarnings = try CourseProcess.run(["check", "--warnings-as-errors", course.path])
        #expect(strictWarnings.status == 1)
    }

    @Test func withTypecheckAnErrorWithTheNames() throws {
        let course = try Self.course()
        defer { try? FileManager.default.removeItem(at: course) }
        let result = try CourseProcess.run(["check", "--strict-typecheck", course.path])
        #expect(result.status == 1, "\(result.standardError)")
        let line = try Self.line(in: course)
        #expect(
            result.standardError.contains(
                "\(course.path)/lesson-1/lesson.md:\(line):1: error: card state-read: this snippet could not be type-checked (fragments that use names nothing defines): nothing defines 'TripBadge', 'tripTotal' [typecheck-complete]"
            ), "\(result.standardError)")
    }
}
