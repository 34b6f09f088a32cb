import Foundation
import Testing

@testable import CourseKit

/// Rules checked on models built in code: what the reader never produces (it reports an empty
/// prompt itself) but another producer of the model could, and an expected failure that compiles.
@Suite("course check: rules on models built in code")
struct ModelRuleTests {
    static let file = "Content/lesson-1/lesson.md"

    static func at(_ line: Int) -> CourseKit.SourceLocation {
        CourseKit.SourceLocation(file: file, line: line, column: 1)
    }

    static func course(cards: [Flashcard] = [], steps: [Step] = []) -> Course {
        let lesson = Lesson(
            file: file, number: 1, title: "T", part: 1, partTitle: "P", minutes: 1, project: "App",
            startFolder: "start",
            promised: PromisedCounts(cards: cards.count, syntaxCards: cards.count, trickCards: 0, questions: 0),
            steps: steps, cards: cards)
        return Course(
            id: "c", title: "C", lessonCount: 1, lessonFiles: ["lesson-1/lesson.md"], lessons: [lesson],
            location: CourseKit.SourceLocation(file: "Content/course.md", line: 1, column: 1))
    }

    static func context(_ course: Course) -> CheckContext {
        CheckContext(folder: "Content", course: course, readerDiagnostics: [], lessonFilesOnDisk: [])
    }

    @Test func aCardWithoutPromptOrAnswerIsReported() {
        let prose = Content(
            markdown: "x", location: Self.at(3), blocks: [.prose(Prose(markdown: "x", location: Self.at(3)))])
        let cards = [
            Flashcard(
                id: "a", kind: .syntax, topic: "T", title: "A", prompt: Content(), answer: prose, location: Self.at(1)),
            Flashcard(
                id: "b", kind: .syntax, topic: "T", title: "B", prompt: prose, answer: Content(), location: Self.at(10)),
        ]
        let context = Self.context(Self.course(cards: cards))
        #expect(CardPromptRule().check(context).map(\.location) == [Self.at(1)])
        #expect(CardAnswerRule().check(context).map(\.location) == [Self.at(10)])
    }

    @Test func anExpectedFailureThatTypeChecksIsReported() throws {
        let snippet = Snippet(
            language: "swift", code: "let x = 1\n", check: .fails, expectedMessages: ["nope"],
            location: Self.at(5), codeLocation: Self.at(6))
        let step = Step(
            number: 1, title: "S", titleMarkdown: "S",
            content: Content(markdown: "", location: Self.at(4), blocks: [.snippet(snippet)]), location: Self.at(4))
        let result = try CourseCheck.run(
            folder: "no-such-course", course: Self.course(steps: [step]), readerDiagnostics: [],
            options: CheckOptions(typechecks: true))
        let failures = result.diagnostics.filter { $0.rule == .snippetExpectedFailure }
        #expect(failures.map(\.location) == [Self.at(5)])
        #expect(failures.first?.message.contains("but it compiles") == true)
    }

    @Test func stepsOutOfSequenceAndLessonsOutOfRangeAreReported() {
        func step(_ number: Int, _ line: Int) -> Step {
            Step(number: number, title: "S", titleMarkdown: "S", content: Content(), location: Self.at(line))
        }
        var course = Self.course(steps: [step(1, 10), step(2, 20), step(2, 30), step(3, 40)])
        course.lessons[0].number = 58
        course.lessonCount = 57
        let messages = NumberingRule().check(Self.context(course)).map(\.message)
        #expect(
            messages == ["lesson 58 is outside the course, which has 57 lessons", "step 2 comes again after step 2"])
    }

    @Test func aDuplicateTheReaderReportedIsNotReportedAgain() {
        let prose = Content(
            markdown: "x", location: Self.at(3), blocks: [.prose(Prose(markdown: "x", location: Self.at(3)))])
        let cards = [1, 20].map {
            Flashcard(
                id: "same", kind: .syntax, topic: "T", title: "A", prompt: prose, answer: prose, location: Self.at($0))
        }
        var context = Self.context(Self.course(cards: cards))
        #expect(IdsRule().check(context).map(\.location) == [Self.at(20)])
        context.readerDiagnostics = [
            Diagnostic(.error, "the id 'same' is already used", at: Self.at(20), rule: .duplicateID)
        ]
        #expect(IdsRule().check(context).isEmpty)
    }

    @Test func aMissingStartFolderIsReportedOnce() throws {
        let change = CodeChange(
            kind: .append, file: "A.swift", language: "swift", code: "let a = 1\n",
            location: Self.at(5), codeLocation: Self.at(6))
        let step = Step(
            number: 1, title: "S", titleMarkdown: "S",
            content: Content(markdown: "", location: Self.at(4), blocks: [.change(change)]), location: Self.at(4))
        let result = try CourseCheck.run(
            folder: "no-such-course", course: Self.course(steps: [step]), readerDiagnostics: [],
            options: CheckOptions(usesCompiler: false))
        // (and `lesson-files`, at course.md: the manifest's lesson is not on disk either)
        let applies = result.diagnostics.filter { $0.rule == .changeApplies }
        #expect(applies.map(\.message) == ["the start folder 'Content/lesson-1/start' does not exist"])
    }

    @Test func unsafeIdsOnAModelAreReportedUnlessTheReaderDid() {
        let prose = Content(
            markdown: "x", location: Self.at(3), blocks: [.prose(Prose(markdown: "x", location: Self.at(3)))])
        let cards = [("../up", 1), ("..", 10), ("fine", 20)].map {
            Flashcard(
                id: $0.0, kind: .syntax, topic: "T", title: "A", prompt: prose, answer: prose, location: Self.at($0.1))
        }
        var course = Self.course(cards: cards)
        course.id = "../../escaped"
        var context = Self.context(course)
        #expect(
            IdsRule().check(context).map(\.message) == [
                "the course's id '../../escaped' contains '/'", "the id '../up' contains '/'",
                "the id '..' is '..', which names a folder rather than a thing of its own",
            ])
        context.readerDiagnostics = [
            Diagnostic(.error, "the id '../up' contains '/'", at: Self.at(2), rule: .badID),
            Diagnostic(
                .error, "the id '../../escaped' contains '/'",
                at: CourseKit.SourceLocation(file: "Content/course.md", line: 2, column: 5), rule: .badID),
        ]
        #expect(IdsRule().check(context).map(\.location) == [Self.at(10)])
    }

    /// A model built in code, its course on disk: a change that climbs out with `..` and a start
    /// folder with a link out of the course are `change-path` errors, and nothing is read through it.
    @Test func pathsLeavingTheCourseOnAModelAreReported() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("model-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Content")
        let start = folder.appendingPathComponent("lesson-1/start")
        try FileManager.default.createDirectory(at: start, withIntermediateDirectories: true)
        try "let a = 1\n".write(to: start.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let change = CodeChange(
            kind: .create, file: "Sub/../../B.swift", language: "swift", code: "let b = 1\n",
            location: Self.at(5), codeLocation: Self.at(6))
        let step = Step(
            number: 1, title: "S", titleMarkdown: "S",
            content: Content(markdown: "", location: Self.at(4), blocks: [.change(change)]), location: Self.at(4))
        var course = Self.course(steps: [step])
        course.lessons[0].file = folder.path + "/lesson-1/lesson.md"
        func changePath() throws -> [String] {
            try CourseCheck.run(
                folder: folder.path, course: course, readerDiagnostics: [], options: CheckOptions(usesCompiler: false)
            )
            .diagnostics.filter { $0.rule == .changePath }.map(\.message)
        }
        #expect(try changePath() == ["'Sub/../../B.swift' is outside the project folder"])
        try FileManager.default.createSymbolicLink(
            atPath: start.appendingPathComponent("Secret.swift").path, withDestinationPath: "/etc/hostname")
        #expect(
            try changePath() == [
                "'\(start.path)/Secret.swift' is a link to a place outside the course folder '\(folder.path)'"
            ])
    }
}
