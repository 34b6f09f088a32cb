import Foundation
import Testing

@testable import CourseKit

/// Each step's project type-checks as one module; an error is reported where it is written.
@Suite("course check: every step's project type-checked")
struct StepTypecheckTests {
    static let lesson = """
        ---
        lesson: 1
        title: Renaming
        part: 1
        part-title: First steps
        minutes: 10
        project: Names
        start: start
        cards: 0
        syntax-cards: 0
        trick-cards: 0
        questions: 0
        ---

        # Lesson 1: Renaming

        ## Step 1: Rename the property

        ```diff file=App/Item.swift change=edit
         struct Item {
        -    var name = "a"
        +    var title = "a"
         }
        ```

        ## Step 2: Add a count

        ```swift file=App/Item.swift change=append
        extension Item {
            var count: Int { "three" }
        }
        ```

        """

    /// Runs the check on the lesson above (with `edit` applied to it) in a scratch course.
    static func check(_ edit: (String) -> String = { $0 }) throws -> CheckResult {
        let course = FileManager.default.temporaryDirectory.appendingPathComponent("steps-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: course) }
        let app = course.appendingPathComponent("lesson-1/start/App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try
            "---\nid: names\ntitle: Names\nlessons: 1\n---\n\n# Names\n\n## Lessons\n\n- [Lesson 1](lesson-1/lesson.md)\n"
            .write(to: course.appendingPathComponent("course.md"), atomically: false, encoding: .utf8)
        try edit(lesson).write(
            to: course.appendingPathComponent("lesson-1/lesson.md"), atomically: false, encoding: .utf8)
        try "struct Item {\n    var name = \"a\"\n}\n".write(
            to: app.appendingPathComponent("Item.swift"), atomically: false, encoding: .utf8)
        try "func label(_ item: Item) -> String {\n    item.name\n}\n"
            .write(to: app.appendingPathComponent("Label.swift"), atomically: false, encoding: .utf8)
        let reading = try CourseReader.read(folder: course.path)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
        let result = try CourseCheck.run(
            folder: course.path, course: reading.course, readerDiagnostics: reading.diagnostics,
            options: CheckOptions())
        return result
    }

    @Test func anErrorIsReportedOnceWhereItIsWritten() throws {
        let result = try Self.check()
        let errors = result.diagnostics.filter { $0.rule == .stepTypecheck }
        // Step 1 renames `name`: Label.swift, which no step changes, breaks — at its own line, once
        // (it stays broken in step 2), naming the step.
        let label = try #require(errors.first { $0.location.file.hasSuffix("start/App/Label.swift") })
        #expect(label.location.line == 2 && label.location.column == 10)
        #expect(
            label.message.hasPrefix(
                "after step 1, App/Label.swift:2:10 does not type-check: value of type 'Item' has no member 'name'"))
        #expect(label.hint?.contains("not changed by step 1") == true)
        // Step 2's own line, at the lesson's line and column.
        let count = try #require(errors.first { $0.location.file.hasSuffix("lesson.md") })
        #expect(count.location.line == 30 && count.location.column == 22)
        #expect(
            count.message.hasPrefix(
                "after step 2, App/Item.swift:6:22 does not type-check: cannot convert return expression"))
        #expect(count.hint == "the error is in this change's code")
        #expect(errors.count == 2, "\(errors)")
        #expect(result.typecheckedProjects == 3)
    }

    @Test func theStartProjectIsTypeCheckedToo() throws {
        let result = try Self.check { $0 }
        #expect(
            result.verdicts?.items.filter { $0.kind == "step" }.map(\.verdict) == [.accepted, .rejected, .rejected])
    }

    @Test func aCheckedCourseCheckedAgainGivesTheSameDiagnostics() throws {
        let first = try Self.check()
        let second = try Self.check()
        #expect(first.diagnostics.map(\.message) == second.diagnostics.map(\.message))
    }
}
