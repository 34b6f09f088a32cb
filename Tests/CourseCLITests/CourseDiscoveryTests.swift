import Foundation
import Testing

/// Every command that takes a course's PATH finds the course as git finds a repository: the path
/// given (or the current folder), then the folders above, up to the first holding course.md; a
/// lesson's file or folder names that lesson (docs/format.md, "Finding the course").
@Suite("Finding the course from a path or the current folder", .ownThreads)
struct CourseDiscoveryTests {
    /// A copy of the three-lesson chain fixture as `my-course`, in a folder of its own.
    private static func workspace(_ name: String) throws -> URL {
        let root = testProcessFolder.appendingPathComponent(
            "course-discovery-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: CourseProcess.packageRoot.appendingPathComponent("Tests/CourseKitTests/Fixtures/Chain/counter"),
            to: root.appendingPathComponent("my-course"))
        return root
    }

    private static func summary(_ result: CourseProcess.Result) -> String {
        result.standardError.split(separator: "\n").last.map(String.init) ?? ""
    }

    @Test func checkInTheCourseFolderFindsItsManifest() throws {
        let root = try Self.workspace("here")
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CourseProcess.run(
            ["check", "--no-compiler"], directory: root.appendingPathComponent("my-course"))
        #expect(result.status == 0, "\(result.standardError)")
        #expect(Self.summary(result).hasPrefix("course check: checked 3 lessons"))
    }

    @Test func aLessonFileOrFolderChecksThatLesson() throws {
        let root = try Self.workspace("lesson")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["my-course/lesson-2/lesson.md", "my-course/lesson-2", "my-course/lesson-2/start/App"] {
            let result = try CourseProcess.run(["check", "--no-compiler", path], directory: root)
            #expect(result.status == 0, "\(path): \(result.standardError)")
            #expect(Self.summary(result).hasPrefix("course check: checked 1 lesson:"), "\(path)")
        }
        // From inside the lesson's folder, with no PATH: the same.
        let inside = try CourseProcess.run(
            ["check", "--no-compiler"], directory: root.appendingPathComponent("my-course/lesson-4"))
        #expect(inside.status == 0, "\(inside.standardError)")
        #expect(Self.summary(inside).hasPrefix("course check: checked 1 lesson:"))
    }

    @Test func aLessonIsCheckedWithTheLessonsBeforeItInItsChain() throws {
        let root = try Self.workspace("chain")
        defer { try? FileManager.default.removeItem(at: root) }
        // Lesson 4's start folder no longer matches what lessons 1 and 2 left: only the chain says so.
        let counter = root.appendingPathComponent("my-course/lesson-4/start/App/Counter.swift")
        try (String(contentsOf: counter, encoding: .utf8) + "// drifted\n").write(
            to: counter, atomically: true, encoding: .utf8)
        let result = try CourseProcess.run(["check", "--no-compiler", "my-course/lesson-4"], directory: root)
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardError.contains("[lesson-continuity]"))
        #expect(result.standardError.contains("my-course/lesson-4/start/App/Counter.swift"))
        // Lesson 2 is not reported on when lesson 4 is asked for.
        let reported = result.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(!reported.isEmpty && reported.allSatisfy { $0.hasPrefix("my-course/lesson-4/") })
    }

    @Test func listAndSnapshotTakeTheLessonFromThePath() throws {
        let root = try Self.workspace("list")
        defer { try? FileManager.default.removeItem(at: root) }
        let list = try CourseProcess.run(["list", "my-course/lesson-4/lesson.md"], directory: root)
        #expect(list.status == 0, "\(list.standardError)")
        #expect(list.standardOutput.contains("Lesson 4: Showing the count"))
        #expect(!list.standardOutput.contains("Lesson 1: Counting"))
        let out = root.appendingPathComponent("snapshot")
        let snapshot = try CourseProcess.run(
            ["snapshot", "--step", "0", "--out", out.path],
            directory: root.appendingPathComponent("my-course/lesson-4/start/App"))
        #expect(snapshot.status == 0, "\(snapshot.standardError)")
        #expect(snapshot.standardOutput.contains("of lesson 4"))
    }

    @Test func aFolderBelowTheCourseThatIsNoLessonsIsTheWholeCourse() throws {
        let root = try Self.workspace("other")
        defer { try? FileManager.default.removeItem(at: root) }
        let notes = root.appendingPathComponent("my-course/notes")
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
        let result = try CourseProcess.run(["check", "--no-compiler"], directory: notes)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(Self.summary(result).hasPrefix("course check: checked 3 lessons"))
        // Messages name the course's files from where the command runs.
        let list = try CourseProcess.run(["list"], directory: notes)
        #expect(list.standardOutput.contains("starting from ../lesson-1/start"), "\(list.standardOutput)")
    }

    @Test func withNoCourseHereOrAboveTheMessageIsAsBefore() throws {
        let root = try Self.workspace("none")
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CourseProcess.run(["check", "--no-compiler"], directory: root)
        #expect(result.status == 66)
        #expect(result.standardError.contains("no course folder at 'Content'"))
        let file = try CourseProcess.run(["list", "elsewhere.md"], directory: root)
        #expect(file.status == 66)
        #expect(file.standardError.contains("no course folder at 'elsewhere.md'"))
    }

    /// A `course.md` that is a named pipe or a folder exists but cannot be read as a file: exit 74,
    /// in the system's words, without hanging on the pipe.
    @Test func aManifestThatIsAPipeOrAFolderIsAnIOError() throws {
        let root = try Self.workspace("fifo")
        defer { try? FileManager.default.removeItem(at: root) }
        let manifest = root.appendingPathComponent("my-course/course.md")
        for kind in ["a named pipe (FIFO)", "a folder"] {
            try FileManager.default.removeItem(at: manifest)
            if kind == "a folder" {
                try FileManager.default.createDirectory(at: manifest, withIntermediateDirectories: false)
            } else {
                #expect(mkfifo(manifest.path, 0o644) == 0)
            }
            let result = try CourseProcess.run(["check", "--no-compiler", "my-course"], directory: root)
            #expect(result.status == 74, "\(kind): \(result.standardError)")
            #expect(
                result.standardError.contains("cannot read 'my-course/course.md': it is \(kind), not a regular file"),
                "\(result.standardError)")
        }
    }

    /// The walk up from the current folder passes over a `course.md` that is no regular file: a
    /// pipe of that name inside a course is not a course of its own.
    @Test func theWalkUpPassesOverAManifestThatIsNoFile() throws {
        let root = try Self.workspace("fifo-walk")
        defer { try? FileManager.default.removeItem(at: root) }
        let lesson = root.appendingPathComponent("my-course/lesson-2")
        #expect(mkfifo(lesson.appendingPathComponent("course.md").path, 0o644) == 0)
        let result = try CourseProcess.run(["check", "--no-compiler"], directory: lesson)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(Self.summary(result).hasPrefix("course check: checked 1 lesson:"), "\(result.standardError)")
    }

    /// A relative `XDG_CACHE_HOME` is ignored (the XDG specification): a check run inside the course
    /// makes no cache folder there (it uses the one under the home folder, the suite's own), and
    /// neither does the compiler it runs (Clang keeps a module cache in `$XDG_CACHE_HOME/clang`).
    @Test func aRelativeCacheFolderIsIgnored() throws {
        let root = try Self.workspace("relcache")
        defer { try? FileManager.default.removeItem(at: root) }
        let course = root.appendingPathComponent("my-course")
        // A project no check has seen: the compiler runs (no result is found in the cache).
        let file = course.appendingPathComponent("lesson-1/start/App/Counter.swift")
        try (String(contentsOf: file, encoding: .utf8) + "// \(UUID())\n").write(
            to: file, atomically: true, encoding: .utf8)
        let result = try CourseProcess.run(
            ["check", "lesson-1"], directory: course, environment: ["XDG_CACHE_HOME": "relcache"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: course.appendingPathComponent("relcache").path))
    }
}
