import Foundation
import Testing

@Suite("course list", .ownThreads)
struct ListCommandTests {
    static func fixture(_ name: String) -> String {
        CourseProcess.packageRoot.appendingPathComponent("Tests/CourseKitTests/Fixtures/Format/\(name)").path
    }

    @Test func listsLessonsStepsChangesCardsQuestionsAndTotals() throws {
        let folder = CourseProcess.packageRoot.appendingPathComponent("Tests/CourseKitTests/Fixtures/Format")
        let result = try CourseProcess.run(["list", "complete"], directory: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        #expect(
            result.standardOutput == """
                A fixture course (fixture-course) — 1 of 3 lessons written

                Lesson 1: Counting — State in one view
                  Part 1: First steps · about 20 minutes · project Counter, starting from complete/lesson-1/start
                  Steps (2)
                    1. Open your project
                    2. Change the Counter
                       append  App/Counter.swift
                       create  App/Label.swift
                       replace App/Counter.swift — the Counter struct (+3 −1)
                       replace App/Counter.swift — the first preview (+1 −0)
                       replace App/Counter.swift — the “Dark” preview (+1 −1)
                       edit    App/CounterApp.swift (+2 −1)
                  Cards (2 cards: 1 syntax, 1 trick)
                    state-declare  syntax  State · 1 gap (state-declare#1)
                    state-init     trick   State
                  Questions (2)
                     1. state-in-init  state in init (2 sources)
                     2. state-owner    who owns it (1 source)

                Total: 1 lesson, 2 steps, 6 code changes, 2 cards: 1 syntax, 1 trick, 2 questions

                """)
    }

    @Test func jsonPrintsTheWholeModel() throws {
        let result = try CourseProcess.run(["list", Self.fixture("complete"), "--json"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let course = try #require(object?["course"] as? [String: Any])
        #expect(course["id"] as? String == "fixture-course")
        let lesson = try #require((course["lessons"] as? [[String: Any]])?.first)
        #expect((lesson["cards"] as? [Any])?.count == 2)
        let questions = try #require(lesson["questions"] as? [[String: Any]])
        #expect(questions.map { ($0["sources"] as? [Any])?.count } == [2, 1])
    }

    @Test func theDefaultPathIsContent() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("course-list-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("Content").path,
            withDestinationPath: Self.fixture("complete"))
        let result = try CourseProcess.run(["list"], directory: directory)
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("A fixture course"))
    }

    @Test func problemsGoToStandardErrorWithExitStatus1() throws {
        let result = try CourseProcess.run(["list", Self.fixture("duplicate-ids")])
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("Lesson 2: Lesson 2"))
        #expect(
            result.standardError.contains(
                "duplicate-ids/two.md:18:15: error: the id 'shared' is already used [duplicate-id]\n  hint: first used at "
            ))
        #expect(result.standardError.hasSuffix("1 error, 0 warnings\n"))
    }

    @Test func aMissingFolderOrManifestIsAClearError() throws {
        let missing = try CourseProcess.run(["list", "no/such/folder"])
        #expect(missing.status == 66)
        #expect(
            missing.standardError
                == "course: error: no course folder at 'no/such/folder': give the folder that holds course.md (default: ./Content)\n"
        )
        let noManifest = try CourseProcess.run(["list", Self.fixture("no-manifest")])
        #expect(noManifest.status == 66)
        #expect(noManifest.standardError.contains("has no course.md"))
    }

    @Test func anUnknownOptionIsAUsageError() throws {
        let result = try CourseProcess.run(["list", "--jsn"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("--json"))
    }

    @Test func helpDescribesTheCommand() throws {
        let result = try CourseProcess.run(["help", "list"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("USAGE: course list [options] [PATH]"))
        #expect(result.standardOutput.contains("--json"))
    }
}
