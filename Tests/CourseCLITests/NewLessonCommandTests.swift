import Foundation
import Testing

/// The chain of lessons through the built binary: `course check`'s `lesson-continuity` and
/// `course new lesson`, on a copy of `Fixtures/Chain/counter` (lessons 1, 2 and 4 on one project,
/// lesson 3 not written).
@Suite("course new lesson, and lessons that start where the one before ended", .ownThreads)
struct NewLessonCommandTests {
    /// A fresh copy of the three-lesson course.
    static func course() throws -> URL {
        let source = CourseProcess.packageRoot.appendingPathComponent("Tests/CourseKitTests/Fixtures/Chain/counter")
        let copy = testProcessFolder.appendingPathComponent("new-lesson-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: source, to: copy)
        return copy
    }

    static func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    static func edit(_ url: URL, _ old: String, _ new: String) throws {
        let text = try text(url)
        #expect(text.contains(old))
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
    }

    /// The `path:line:column` of every error `course check` prints.
    static func errorPlaces(_ result: CourseProcess.Result) -> [String] {
        result.standardError.split(separator: "\n").compactMap { line in
            line.range(of: ": error: ").map { String(line[..<$0.lowerBound]) }
        }
    }

    @Test func threeLessonsWithAGapPassAndAnEditInLessonOneIsFoundAndRefreshed() throws {
        let course = try Self.course()
        defer { try? FileManager.default.removeItem(at: course) }
        let passing = try CourseProcess.run(["check", course.path])
        #expect(passing.status == 0, "\(passing.standardError)")
        #expect(passing.standardError.contains("checked 3 lessons"))

        // One line of lesson 1's last step changes: lesson 2's start file no longer follows on.
        try Self.edit(
            course.appendingPathComponent("lesson-1/lesson.md"), "+    var count = 10", "+    var count = 100")
        let stale = try CourseProcess.run(["check", course.path, "--no-compiler"])
        #expect(stale.status == 1)
        #expect(Self.errorPlaces(stale) == ["\(course.path)/lesson-2/start/App/Counter.swift:2:19"])
        #expect(
            stale.standardError.contains(
                "error: 'App/Counter.swift' is not as lesson 1 left it: line 2 differs (step 2 of lesson 1 last changed it) [lesson-continuity]"
            ))
        #expect(
            stale.standardError.contains(
                "    here: \"    var count = 10\"\n"
                    + "    at the end of lesson 1 (step 2, \(course.path)/lesson-1/lesson.md:35:1): \"    var count = 100\"\n"
            ))
        #expect(stale.standardError.contains("run 'course new lesson \(course.path) --number 2 --refresh-start'"))

        // Refreshing lesson 2 brings it back; lesson 4 now follows a lesson 2 that changed, and says so.
        let refreshed = try CourseProcess.run(["new", "lesson", course.path, "--number", "2", "--refresh-start"])
        #expect(refreshed.status == 0, "\(refreshed.standardError)")
        #expect(
            refreshed.standardOutput == """
                Refreshed \(course.path)/lesson-2/start from the end of lesson 1:
                  changed    App/Counter.swift (step 2 of lesson 1 last changed it)
                  kept       App/Timer.swift (new in lesson 2)
                1 file changed, 0 unchanged, 1 kept

                """)
        #expect(
            try Self.text(course.appendingPathComponent("lesson-2/start/App/Counter.swift")).contains("var count = 100")
        )
        let next = try CourseProcess.run(["check", course.path, "--no-compiler"])
        #expect(Self.errorPlaces(next) == ["\(course.path)/lesson-4/start/App/Counter.swift:2:19"])
        #expect(next.standardError.contains("is not as lesson 2, the previous written lesson on Counter, left it"))

        let four = try CourseProcess.run(["new", "lesson", course.path, "--number", "4", "--refresh-start"])
        #expect(four.standardOutput.hasSuffix("1 file changed, 1 unchanged, 0 kept\n"), "\(four.standardOutput)")
        let clean = try CourseProcess.run(["check", course.path])
        #expect(clean.status == 0, "\(clean.standardError)")
    }

    @Test func lessonFiveStartsWhereLessonFourEndedAndChecksClean() throws {
        let course = try Self.course()
        let end = testProcessFolder.appendingPathComponent("lesson-4-end-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: course)
            try? FileManager.default.removeItem(at: end)
        }
        let made = try CourseProcess.run(["new", "lesson", course.path, "--number", "5", "--title", "Counting down"])
        #expect(made.status == 0, "\(made.standardError)")
        #expect(
            made.standardOutput == """
                Wrote \(course.path)/lesson-5/lesson.md: lesson 5, "Counting down", part 2, project Counter
                Linked it in \(course.path)/course.md after lesson 4
                Filled \(course.path)/lesson-5/start with Counter as lesson 4 left it: 3 files
                Next: write the lesson, raise its counts as you add cards, and run 'course check \(course.path)'

                """)
        let checked = try CourseProcess.run(["check", course.path])
        #expect(checked.status == 0, "\(checked.standardError)")
        #expect(checked.standardError.contains("checked 4 lessons"))

        // The start folder is lesson 4's end: its project after its last step, and lesson 2's Timer.swift
        // that lesson 4's start folder did not need.
        #expect(
            try CourseProcess.run(["snapshot", course.path, "--lesson", "4", "--step", "1", "--out", end.path]).status
                == 0)
        let start = course.appendingPathComponent("lesson-5/start/App")
        let files = try FileManager.default.contentsOfDirectory(atPath: start.path).sorted()
        #expect(files == ["Counter.swift", "Timer.swift", "main.swift"])
        for name in ["Counter.swift", "main.swift"] {
            #expect(
                try Data(contentsOf: start.appendingPathComponent(name))
                    == Data(contentsOf: end.appendingPathComponent("App/" + name)))
        }
        #expect(try Self.text(start.appendingPathComponent("main.swift")).contains("counter.increased().count"))
        #expect(
            try Data(contentsOf: start.appendingPathComponent("Timer.swift"))
                == Data(contentsOf: course.appendingPathComponent("lesson-2/start/App/Timer.swift")))

        let lesson = try Self.text(course.appendingPathComponent("lesson-5/lesson.md"))
        #expect(
            lesson.hasPrefix(
                "---\nlesson: 5\ntitle: Counting down\npart: 2\npart-title: Output\nminutes: 30\nproject: Counter\n"
                    + "start: start\ncards: 0\nsyntax-cards: 0\ntrick-cards: 0\nquestions: 0\n---\n"))
        for section in [
            "## You will build", "## Why", "## Step 1: Open your project", "## What you built", "## Flashcards",
            "## Edge cases and tricky questions",
        ] {
            #expect(lesson.contains("\n\(section)\n\n<!-- "), "\(section) with its hint")
        }
        #expect(
            try Self.text(course.appendingPathComponent("course.md")).hasSuffix(
                "- [Lesson 4: Showing the count](lesson-4/lesson.md)\n- [Lesson 5: Counting down](lesson-5/lesson.md)\n"
            ))

        // Never overwritten: exit 73, and the lesson is as it was.
        try Data("edited\n".utf8).write(to: course.appendingPathComponent("lesson-5/start/App/main.swift"))
        let again = try CourseProcess.run(["new", "lesson", course.path, "--number", "5", "--title", "Again"])
        #expect(again.status == 73)
        #expect(again.standardError.contains("lesson 5 exists already"))
        #expect(try Self.text(course.appendingPathComponent("lesson-5/lesson.md")) == lesson)
        #expect(try Self.text(course.appendingPathComponent("lesson-5/start/App/main.swift")) == "edited\n")
    }

    /// Issue 44, item 8: a lesson on a new project starts from an empty folder, and an empty project
    /// is a valid one — under `--typecheck` too, where every step's project must have been checked.
    @Test func aLessonOnANewProjectChecksCleanUnderTypecheck() throws {
        let course = try Self.course()
        defer { try? FileManager.default.removeItem(at: course) }
        let made = try CourseProcess.run([
            "new", "lesson", course.path, "--number", "5", "--title", "Fresh", "--project", "Fresh",
        ])
        #expect(made.status == 0, "\(made.standardError)")
        #expect(
            made.standardOutput.contains("No earlier lesson works on Fresh: \(course.path)/lesson-5/start is empty"))
        let checked = try CourseProcess.run(["check", course.path, "--typecheck"])
        #expect(checked.status == 0, "\(checked.standardError)")
        #expect(!checked.standardError.contains("could not be type-checked"), "\(checked.standardError)")
        #expect(checked.standardError.contains("checked 4 lessons"))
    }

    @Test func aLessonInTheGapLinksInOrderAndTakesOnlyTheFilesAsked() throws {
        let course = try Self.course()
        defer { try? FileManager.default.removeItem(at: course) }
        let made = try CourseProcess.run([
            "new", "lesson", course.path, "--number", "3", "--title", "Between [two]",
            "--files", "App/Counter.swift", "--minutes", "15",
        ])
        #expect(made.status == 0, "\(made.standardError)")
        #expect(made.standardOutput.contains("Linked it in \(course.path)/course.md after lesson 2\n"))
        #expect(made.standardOutput.contains("with Counter as lesson 2 left it: 1 file\n"))
        #expect(
            try Self.text(course.appendingPathComponent("course.md")).contains(
                """
                - [Lesson 2: Counting up](lesson-2/lesson.md)
                - [Lesson 3: Between \\[two\\]](lesson-3/lesson.md)
                - [Lesson 4: Showing the count](lesson-4/lesson.md)
                """))
        #expect(
            try FileManager.default.subpathsOfDirectory(atPath: course.appendingPathComponent("lesson-3/start").path)
                .sorted()
                == ["App", "App/Counter.swift"])
        let lesson = try Self.text(course.appendingPathComponent("lesson-3/lesson.md"))
        #expect(lesson.contains("\npart: 1\npart-title: First steps\nminutes: 15\n"))
        let checked = try CourseProcess.run(["check", course.path, "--no-compiler"])
        #expect(checked.status == 0, "\(checked.standardError)")

        let unknown = try CourseProcess.run([
            "new", "lesson", course.path, "--number", "6", "--title", "T", "--files", "App/Nope.swift",
        ])
        #expect(unknown.status == 64)
        #expect(
            unknown.standardError.contains(
                "Counter has no 'App/Nope.swift' at the end of lesson 4; it has: App/Counter.swift, App/Timer.swift, App/main.swift"
            ))
        #expect(!FileManager.default.fileExists(atPath: course.appendingPathComponent("lesson-6").path))
    }

    @Test(arguments: [
        ([] as [String], "needs --number N"),
        (["--number", "5"], "needs --title"),
        (["--number", "five", "--title", "T"], "--number: 'five' is not a lesson number"),
        (
            ["--number", "2", "--refresh-start", "--title", "T"],
            "--refresh-start cannot go with --title; it only refreshes"
        ),
        (["--number", "5", "--title", "T", "--part-title", "P"], "--part-title goes with --part N"),
        (["--number", "5", "--title", "T", "--part", "9"], "--part-title is needed: no earlier lesson has part 9"),
    ])
    func usageErrorsExit64AndWriteNothing(_ arguments: [String], _ message: String) throws {
        let course = try Self.course()
        defer { try? FileManager.default.removeItem(at: course) }
        let before = try FileManager.default.subpathsOfDirectory(atPath: course.path).sorted()
        let result = try CourseProcess.run(["new", "lesson", course.path] + arguments)
        #expect(result.status == 64)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(result.standardError.contains("course help new lesson"))
        #expect(try FileManager.default.subpathsOfDirectory(atPath: course.path).sorted() == before)
    }

    @Test func aNumberOutsideTheCourseOrRefreshingAnUnwrittenLessonIsAUsageError() throws {
        let course = try Self.course()
        defer { try? FileManager.default.removeItem(at: course) }
        let outside = try CourseProcess.run(["new", "lesson", course.path, "--number", "7", "--title", "T"])
        #expect(outside.status == 64)
        #expect(outside.standardError.contains("lesson 7 is outside the course's 1 … 6 lessons"))
        let unwritten = try CourseProcess.run(["new", "lesson", course.path, "--number", "3", "--refresh-start"])
        #expect(unwritten.status == 64)
        #expect(unwritten.standardError.contains("there is no lesson 3 to refresh (written: 1, 2, 4)"))
    }

    @Test func lessonsBeforeWhoseChangesDoNotApplyStopANewLesson() throws {
        let course = try Self.course()
        defer { try? FileManager.default.removeItem(at: course) }
        try Self.edit(
            course.appendingPathComponent("lesson-4/lesson.md"), "-print(counter.count)", "-print(counter.total)")
        let result = try CourseProcess.run(["new", "lesson", course.path, "--number", "5", "--title", "T"])
        #expect(result.status == 65)
        #expect(
            result.standardError.contains(
                "course: error: the code changes of lesson 4 to 'App/main.swift' do not apply, "
                    + "so it is not known how Counter ends; run 'course check' and fix them first"))
        #expect(!FileManager.default.fileExists(atPath: course.appendingPathComponent("lesson-5").path))
    }

    @Test func neitherCommandFollowsALinkOutOfTheCourse() throws {
        let course = try Self.course()
        let outside = testProcessFolder.appendingPathComponent("outside-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: course)
            try? FileManager.default.removeItem(at: outside)
        }
        let manager = FileManager.default
        try manager.createDirectory(at: outside, withIntermediateDirectories: true)
        let secret = outside.appendingPathComponent("Counter.swift")
        try Data("struct Counter {}\n".utf8).write(to: secret)

        // A start file that links out of the course: not compared, not rewritten.
        let link = course.appendingPathComponent("lesson-2/start/App/Counter.swift")
        try manager.removeItem(at: link)
        try manager.createSymbolicLink(at: link, withDestinationURL: secret)
        let checked = try CourseProcess.run(["check", course.path, "--no-compiler"])
        #expect(Self.errorPlaces(checked).allSatisfy { !$0.contains("lesson-2/start") }, "\(checked.standardError)")
        let refreshed = try CourseProcess.run(["new", "lesson", course.path, "--number", "2", "--refresh-start"])
        #expect(refreshed.status == 0, "\(refreshed.standardError)")
        #expect(
            refreshed.standardOutput.contains(
                "  skipped    App/Counter.swift (a link or an unprintable name: not read, not written)"))
        #expect(try Self.text(secret) == "struct Counter {}\n")

        // A new lesson's folder that is a link out of the course: nothing is written there.
        try manager.createSymbolicLink(at: course.appendingPathComponent("lesson-5"), withDestinationURL: outside)
        let made = try CourseProcess.run(["new", "lesson", course.path, "--number", "5", "--title", "T"])
        #expect(made.status == 73)
        #expect(
            made.standardError.contains("is a symbolic link, and links are not written through"),
            "\(made.standardError)")
        #expect(try manager.contentsOfDirectory(atPath: outside.path) == ["Counter.swift"])
    }

    /// With `course.md` a link, the lesson and its start folder were written, then the link refused
    /// (73): an unlinked lesson that a second run called "exists". Every target is checked before
    /// anything is written (issue 22, item 14).
    @Test func aLinkedManifestIsRefusedBeforeAnythingIsWritten() throws {
        let course = try Self.course()
        let elsewhere = testProcessFolder.appendingPathComponent("manifest-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: course)
            try? FileManager.default.removeItem(at: elsewhere)
        }
        let manager = FileManager.default
        try manager.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let manifest = course.appendingPathComponent("course.md")
        let real = elsewhere.appendingPathComponent("course.md")
        try manager.moveItem(at: manifest, to: real)
        try manager.createSymbolicLink(at: manifest, withDestinationURL: real)
        let before = try Self.text(real)
        let listing = try manager.contentsOfDirectory(atPath: course.path).sorted()

        let refused = try CourseProcess.run(["new", "lesson", course.path, "--number", "5", "--title", "Next"])
        #expect(refused.status == 73, "\(refused.standardError)")
        #expect(
            refused.standardError.contains("course.md': it is a symbolic link, and links are not written through"),
            "\(refused.standardError)")
        #expect(refused.standardOutput.isEmpty)
        #expect(try manager.contentsOfDirectory(atPath: course.path).sorted() == listing, "nothing written")
        #expect(try Self.text(real) == before)

        // The link made a file: the same command writes the lesson.
        try manager.removeItem(at: manifest)
        try manager.copyItem(at: real, to: manifest)
        let written = try CourseProcess.run(["new", "lesson", course.path, "--number", "5", "--title", "Next"])
        #expect(written.status == 0, "\(written.standardError)")
        #expect(try Self.text(manifest).contains("(lesson-5/lesson.md)"))
    }
}
