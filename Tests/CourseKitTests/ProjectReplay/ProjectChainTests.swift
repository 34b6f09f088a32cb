import Foundation
import Testing

@testable import CourseKit

/// The chain of lessons on one project: `Fixtures/Chain/counter` has lessons 1, 2 and 4 on `Counter`
/// (3 is not written), each starting where the one before ended. Every test works on a copy.
@Suite("A course as a chain: each lesson starts where the previous written one ended")
struct ProjectChainTests {
    /// A fresh copy of the chain fixture.
    static func copy() throws -> URL {
        let source = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/Chain/counter")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chain-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: source, to: folder)
        return folder
    }

    static func lessons(_ folder: URL) throws -> [Lesson] {
        let reading = try CourseReader.read(folder: folder.path)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
        return reading.course.lessons
    }

    static func replace(_ old: String, with new: String, in file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(old))
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: file)
    }

    @Test func lessonsOneTwoAndFourAgreeAndTheProjectAfterFourIsTheirSum() throws {
        let folder = try Self.copy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lessons = try Self.lessons(folder)
        #expect(ProjectChain.mismatches(in: lessons, courseFolder: folder.path).isEmpty)

        let project = ProjectChain.project("Counter", before: 5, in: lessons, courseFolder: folder.path)
        #expect(project.lessons == [1, 2, 4])
        #expect(project.files.keys.sorted() == ["App/Counter.swift", "App/Timer.swift", "App/main.swift"])
        #expect(
            String(decoding: project.files["App/main.swift"]!.bytes, as: UTF8.self)
                == "let counter = Counter()\nprint(counter.increased().count)\n")
        #expect(
            project.files["App/Counter.swift"]?.origin
                == .change(lesson: 2, step: 1, location: lessons[1].steps[0].changes[0].location))
        // A file the project did not have before lesson 2 is new there, and comes from its start folder.
        #expect(
            project.files["App/Timer.swift"]?.origin
                == .startFolder(lesson: 2, file: folder.path + "/lesson-2/start/App/Timer.swift"))
        #expect(ProjectChain.project("Counter", before: 2, in: lessons, courseFolder: folder.path).lessons == [1])
        #expect(ProjectChain.project("Counter", before: 1, in: lessons, courseFolder: folder.path).files.isEmpty)
    }

    @Test func aLineChangedInLessonOnesLastStepIsReportedInLessonTwosStartFolder() throws {
        let folder = try Self.copy()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.replace(
            "+    var count = 10", with: "+    var count = 100", in: folder.appendingPathComponent("lesson-1/lesson.md")
        )
        let lessons = try Self.lessons(folder)
        let mismatches = ProjectChain.mismatches(in: lessons, courseFolder: folder.path)
        // Lesson 4 agrees with lesson 2, which replays on its own (stale) start folder.
        #expect(mismatches.map(\.startFile) == [folder.path + "/lesson-2/start/App/Counter.swift"])
        let first = try #require(mismatches.first)
        #expect(first.previousLesson == 1)
        #expect(first.expected == .change(lesson: 1, step: 2, location: lessons[0].steps[1].changes[0].location))
        #expect(
            first.difference
                == FirstDifference(
                    old: Array("struct Counter {\n    var count = 100\n".utf8),
                    new: Array("struct Counter {\n    var count = 10\n".utf8)))
        #expect(first.difference.line == 2)
        #expect(first.difference.column == 19)
    }

    @Test func theRuleNamesBothPlacesTheStepAndTheCommandThatRefreshes() throws {
        let folder = try Self.copy()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.replace(
            "+    var count = 10", with: "+    var count = 100", in: folder.appendingPathComponent("lesson-1/lesson.md")
        )
        let diagnostics = try Self.check(folder)
        #expect(diagnostics.count == 1)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.rule == .lessonContinuity)
        #expect(
            diagnostic.location
                == SourceLocation(file: folder.path + "/lesson-2/start/App/Counter.swift", line: 2, column: 19))
        #expect(
            diagnostic.message
                == "'App/Counter.swift' is not as lesson 1 left it: line 2 differs (step 2 of lesson 1 last changed it)"
        )
        #expect(
            diagnostic.hint == """
                start from where lesson 1 ended: run 'course new lesson \(folder.path) --number 2 --refresh-start', or make the lessons agree
                    here: "    var count = 10"
                    at the end of lesson 1 (step 2, \(folder.path)/lesson-1/lesson.md:35:1): "    var count = 100"
                """)
    }

    @Test func acrossAGapTheMessageNamesTheLessonComparedWith() throws {
        let folder = try Self.copy()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.replace("count + 1", with: "count + 2", in: folder.appendingPathComponent("lesson-2/lesson.md"))
        let diagnostics = try Self.check(folder)
        #expect(
            diagnostics.map(\.location) == [
                SourceLocation(
                    file: folder.path + "/lesson-4/start/App/Counter.swift",
                    line: 8, column: 58)
            ])
        #expect(
            diagnostics.first?.message
                == "'App/Counter.swift' is not as lesson 2, the previous written lesson on Counter,"
                + " left it: line 8 differs (step 1 of lesson 2 last changed it)")
    }

    /// `course check` without the compiler: its diagnostics.
    static func check(_ folder: URL) throws -> [Diagnostic] {
        let reading = try CourseReader.read(folder: folder.path)
        return try CourseCheck.run(
            folder: folder.path, course: reading.course, readerDiagnostics: reading.diagnostics,
            options: CheckOptions(usesCompiler: false)
        ).diagnostics
    }

    @Test func aFileNoStepChangedIsComparedWithTheStartFolderItCameFrom() throws {
        let folder = try Self.copy()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("struct Timer {\n    var seconds = 1\n}\n".utf8)
            .write(to: folder.appendingPathComponent("lesson-4/start/App/Timer.swift"))
        let mismatches = ProjectChain.mismatches(in: try Self.lessons(folder), courseFolder: folder.path)
        #expect(mismatches.count == 1)
        #expect(
            mismatches.first?.expected == .startFolder(lesson: 2, file: folder.path + "/lesson-2/start/App/Timer.swift")
        )
        #expect(mismatches.first?.difference.line == 2)
    }

    @Test func aFileWhoseChangesDoNotApplyIsNotComparedAfterwards() throws {
        let folder = try Self.copy()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.replace(
            "     func reset() -> Counter { Counter() }\n+", with: "     func reset() -> Counter { .init() }\n+",
            in: folder.appendingPathComponent("lesson-2/lesson.md"))
        let lessons = try Self.lessons(folder)
        #expect(ProjectChain.mismatches(in: lessons, courseFolder: folder.path).isEmpty)
        let project = ProjectChain.project("Counter", before: 4, in: lessons, courseFolder: folder.path)
        #expect(project.unreplayed == ["App/Counter.swift": 2])
        #expect(project.files["App/Counter.swift"] == nil)
        // Lesson 4's start folder holds it again: from there on it is known.
        #expect(ProjectChain.project("Counter", before: 5, in: lessons, courseFolder: folder.path).unreplayed.isEmpty)
    }

    @Test func anotherProjectIsAnotherChain() throws {
        let folder = try Self.copy()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.replace(
            "project: Counter", with: "project: Stopwatch", in: folder.appendingPathComponent("lesson-4/lesson.md"))
        try Data("struct Counter {}\n".utf8).write(
            to: folder.appendingPathComponent("lesson-4/start/App/Counter.swift"))
        let lessons = try Self.lessons(folder)
        #expect(ProjectChain.mismatches(in: lessons, courseFolder: folder.path).isEmpty)
        #expect(ProjectChain.project("Counter", before: 5, in: lessons, courseFolder: folder.path).lessons == [1, 2])
    }

    @Test func noLinkOutOfAStartFolderOrTheCourseIsFollowed() throws {
        let folder = try Self.copy()
        let outside = try Self.copy()
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: outside)
        }
        let manager = FileManager.default
        // A file linked from outside the start folder, differing from the project's: not read.
        let stale = outside.appendingPathComponent("lesson-1/start/App/Counter.swift")
        let link = folder.appendingPathComponent("lesson-2/start/App/Counter.swift")
        try manager.removeItem(at: link)
        try manager.createSymbolicLink(at: link, withDestinationURL: stale)
        // A link to a file inside the same start folder is read.
        try manager.createSymbolicLink(
            at: folder.appendingPathComponent("lesson-2/start/App/Copy.swift"),
            withDestinationURL: folder.appendingPathComponent("lesson-2/start/App/Timer.swift"))
        // A start folder that is a link out of the course is not read at all.
        let start4 = folder.appendingPathComponent("lesson-4/start")
        try manager.removeItem(at: start4)
        try manager.createSymbolicLink(at: start4, withDestinationURL: outside.appendingPathComponent("lesson-1/start"))

        let lessons = try Self.lessons(folder)
        let listing = try #require(ContainedFiles.read(lessons[1].startPath))
        #expect(listing.skipped == ["App/Counter.swift"])
        #expect(listing.files.keys.sorted() == ["App/Copy.swift", "App/Timer.swift"])
        #expect(ProjectChain.startFolder(of: lessons[2], courseFolder: folder.path) == nil)
        #expect(ProjectChain.mismatches(in: lessons, courseFolder: folder.path).isEmpty)
    }

    @Test func firstDifferenceNamesTheLineTheColumnAndAMissingFinalNewline() throws {
        #expect(FirstDifference(old: Array("a\nb\n".utf8), new: Array("a\nb\n".utf8)) == nil)
        let column = try #require(FirstDifference(old: Array("a\nlet x = 1\n".utf8), new: Array("a\nlet y = 1\n".utf8)))
        #expect((column.line, column.column) == (2, 5))
        #expect(column.old == .line(Array("let x = 1".utf8)))
        let newline = try #require(FirstDifference(old: Array("a\nb\n".utf8), new: Array("a\nb".utf8)))
        #expect(newline.line == 3)
        #expect(newline.old == .endAfterNewline)
        #expect(newline.new == .endWithoutNewline)
        let longer = try #require(FirstDifference(old: Array("a\n".utf8), new: Array("a\nb\n".utf8)))
        #expect(longer.line == 2)
        #expect(longer.new == .line(Array("b".utf8)))
        // Lines counted as the compiler counts them; a "\r\n" shows its "\r", a lone "\r" against a "\n" too.
        let lone = try #require(FirstDifference(old: Array("a\rb\rc\n".utf8), new: Array("a\rb\rd\n".utf8)))
        #expect((lone.line, lone.column) == (3, 1))
        let crlf = try #require(FirstDifference(old: Array("a\r\nb\r\n".utf8), new: Array("a\r\nb\n".utf8)))
        #expect((crlf.line, crlf.old, crlf.new) == (2, .line(Array("b\r".utf8)), .line(Array("b".utf8))))
        let ends = try #require(FirstDifference(old: Array("a\nb\rc".utf8), new: Array("a\nb\nc".utf8)))
        #expect(
            (ends.line, ends.column, ends.old, ends.new) == (2, 2, .line(Array("b\r".utf8)), .line(Array("b\n".utf8))))
    }

    @Test func quotedLinesShowControlCharactersAsEscapes() {
        #expect(QuotedLine.quote(Array("\tlet x = \u{1B}[2J\r".utf8)) == "\"\\tlet x = \\u{1B}[2J\\r\"")
    }
}

extension ProjectChain.Origin {
    var lesson: Int {
        switch self {
        case .change(let lesson, _, _), .startFolder(let lesson, _): lesson
        }
    }
}
