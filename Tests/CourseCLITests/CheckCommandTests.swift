import Foundation
import Testing

/// `course check` through the built binary: exit statuses, where the output goes, and its formats.
/// Only `valid` and `counts` are used; most runs pass --no-compiler or a missing --swiftc to stay fast.
@Suite("course check: exit codes and formats", .ownThreads)
struct CheckCommandTests {
    static let valid = "Tests/CourseKitTests/Fixtures/Check/valid"
    static let counts = "Tests/CourseKitTests/Fixtures/Check/counts"

    @Test func aValidCourseExitsZeroWithTheSummaryLast() throws {
        let result = try CourseProcess.run(["check", Self.valid])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.last?.hasPrefix("course check: checked 1 lesson: snippets 4 parsed") == true)
        #expect(result.standardOutput.isEmpty)
    }

    @Test func errorsGoToStandardErrorAsCompilersPrintThemAndExitOne() throws {
        let result = try CourseProcess.run(["check", Self.counts, "--no-compiler"])
        #expect(result.status == 1)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "\(Self.counts)/lesson-1/lesson.md:9:1: error: the lesson promises 3 cards but holds 2 [counts]")
        #expect(lines.last?.hasSuffix("1 error, 0 warnings") == true)
        #expect(lines.contains { $0.hasPrefix("course check: note: compiler checks skipped (--no-compiler)") })
    }

    /// A course whose Markdown ends its lines with "\r\n" or a lone "\r" (CommonMark line ends) is
    /// checked as the same course with "\n": the same problems at the same places, and the code
    /// changes replayed and compiled the same.
    @Test(arguments: ["\r\n", "\r"])
    func aCourseWhoseLinesEndOtherwiseIsCheckedTheSame(_ end: String) throws {
        let folder = testProcessFolder.appendingPathComponent("line-ends-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, fixture) in [("counts", Self.counts), ("valid", Self.valid)] {
            let copy = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: CourseProcess.packageRoot.appendingPathComponent(fixture), to: copy)
            for file in ["course.md", "lesson-1/lesson.md"] {
                let url = copy.appendingPathComponent(file)
                let text = try String(contentsOf: url, encoding: .utf8)
                try Data(text.replacingOccurrences(of: "\n", with: end).utf8).write(to: url)
            }
        }
        let counts = try CourseProcess.run([
            "check", folder.appendingPathComponent("counts").path, "--no-compiler", "--format", "json",
        ])
        let expected = try CourseProcess.run(["check", Self.counts, "--no-compiler", "--format", "json"])
        #expect(counts.status == 1)
        #expect(
            counts.standardOutput.replacingOccurrences(
                of: folder.appendingPathComponent("counts").path, with: Self.counts)
                == expected.standardOutput)
        let valid = try CourseProcess.run(["check", folder.appendingPathComponent("valid").path])
        #expect(valid.status == 0, "\(valid.standardError)")
        #expect(
            valid.standardError.hasPrefix("course check: checked 1 lesson: snippets 4 parsed"), "\(valid.standardError)"
        )
    }

    @Test func githubFormatPrintsWorkflowCommands() throws {
        let result = try CourseProcess.run(["check", Self.counts, "--no-compiler", "--format", "github"])
        #expect(result.status == 1)
        #expect(
            result.standardOutput == "::error file=\(Self.counts)/lesson-1/lesson.md,line=9,col=1,title=counts::"
                + "the lesson promises 3 cards but holds 2%0Ahint: write the missing ones, or make 'cards: 2' the promise\n"
        )
    }

    @Test func jsonFormatPrintsTheDocumentedArray() throws {
        let result = try CourseProcess.run(["check", Self.counts, "--no-compiler", "--format", "json"])
        #expect(result.status == 1)
        let array = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        #expect(array.count == 1)
        #expect(array.first?["rule"] as? String == "counts")
        #expect(array.first?["line"] as? Int == 9)
        #expect(array.first?["column"] as? Int == 1)
        #expect(array.first?["severity"] as? String == "error")
        #expect(array.first?["file"] as? String == "\(Self.counts)/lesson-1/lesson.md")
    }

    @Test func aMissingCompilerIsAWarningThatNamesTheChecksNotRun() throws {
        let missing = try CourseProcess.run(["check", Self.valid, "--swiftc", "/nonexistent/swiftc"])
        #expect(missing.status == 0)
        #expect(
            missing.standardError.contains(
                "course check: warning: no executable swiftc at '/nonexistent/swiftc'; these checks did not run: snippet-parse"
            ))
        #expect(missing.standardError.contains("4 skipped (4 no swiftc)"))
        let strict = try CourseProcess.run([
            "check", Self.valid, "--swiftc", "/nonexistent/swiftc", "--warnings-as-errors",
        ])
        #expect(strict.status == 1)
    }

    @Test func withoutSwiftcOnPathTheRunningToolchainsIsUsed() throws {
        let result = try CourseProcess.run(
            ["check", Self.valid], environment: ["PATH": "/usr/bin:/bin", "COURSE_SWIFTC": ""])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("snippets 4 parsed"))
    }

    @Test(arguments: [["--format", "xml"], ["--no-compiler", "--strict-typecheck"], ["--frmat", "json"]])
    func usageErrorsExit64(_ arguments: [String]) throws {
        let result = try CourseProcess.run(["check", Self.valid] + arguments)
        #expect(result.status == 64)
        #expect(result.standardError.contains("course help check") || result.standardError.contains("Did you mean"))
    }

    @Test func aFolderWithoutACourseExits66() throws {
        let result = try CourseProcess.run(["check", "Tests/no-such-course"])
        #expect(result.status == 66)
        #expect(result.standardError.contains("no course folder at 'Tests/no-such-course'"))
    }

    /// An id used twice is reported on the line that holds the id (the card's marker), not on the
    /// card's heading; a diff line that is not in the file at that line, not at the diff's first.
    @Test func anIdUsedTwiceAndABrokenDiffLineAreReportedAtTheirLines() throws {
        let course = try LanguageServerTests.copy()
        defer { try? FileManager.default.removeItem(at: course) }
        let lesson = course.appendingPathComponent("lesson-19/lesson.md")
        var lines = try String(contentsOf: lesson, encoding: .utf8).components(separatedBy: "\n")
        let marker = try #require(lines.firstIndex { $0.hasPrefix("<!-- card id=env-layout-by-text-size ") })
        lines[marker] = lines[marker].replacingOccurrences(of: "env-layout-by-text-size", with: "env-read-color-scheme")
        let fence = try #require(lines.firstIndex(of: "```diff file=Trips/TripsApp.swift change=edit"))
        lines[fence + 5] = " this line is in no file"
        try Data(lines.joined(separator: "\n").utf8).write(to: lesson)
        let result = try CourseProcess.run(["check", course.path, "--no-compiler", "--format", "json"])
        #expect(result.status == 1)
        let array = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        let duplicate = try #require(array.first { $0["rule"] as? String == "duplicate-id" })
        #expect(duplicate["line"] as? Int == marker + 1)
        #expect(duplicate["column"] as? Int == "<!-- card ".count + 1)
        let broken = try #require(array.first { $0["rule"] as? String == "change-applies" })
        #expect(broken["line"] as? Int == fence + 6, "\(array)")
    }
}
