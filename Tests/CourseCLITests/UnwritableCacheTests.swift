import Foundation
import Testing

/// A cache folder that cannot be written (`XDG_CACHE_HOME` a regular file, `/dev/null`,
/// `/proc/self`: the compiler's module cache cannot be made there, so the interface does not build)
/// as `grade`, `check` and `record` say it (issue 47 items 2 and 3): in one wording, a sentence for
/// people, never Swift's debug text; and `record` warns that the step it wrote was not type-checked.
@Suite("an unwritable cache, as grade, check and record say it", .ownThreads)
struct UnwritableCacheTests {
    /// The cache folders that cannot be written, each as `XDG_CACHE_HOME`: a regular file (made
    /// under `root`), `/dev/null`, and on Linux `/proc/self`.
    static let caches: [String] = {
        var caches = ["a regular file", "/dev/null"]
        #if os(Linux)
            caches.append("/proc/self")
        #endif
        return caches
    }()

    static func cacheHome(_ kind: String, in root: URL) throws -> String {
        guard kind == "a regular file" else { return kind }
        let file = root.appendingPathComponent("cache-file")
        try Data("not a folder\n".utf8).write(to: file)
        return file.path
    }

    /// What `course check` says of the interface, without its place and rule: the one wording.
    static func checkSays(_ environment: [String: String]) throws -> String {
        let check = try CourseProcess.run(["check", "Content"], environment: environment)
        #expect(check.status == 1, "\(check.standardError)")
        let line = try #require(
            check.standardError.split(separator: "\n").first { $0.hasSuffix(" [interface-builds]") },
            "\(check.standardError)")
        let message = try #require(line.range(of: ": error: "))
        return String(line[message.upperBound...].dropLast(" [interface-builds]".count))
    }

    @Test(.enabled(if: GradeCommandTests.hasCompiler, "no swiftc on PATH"), arguments: caches)
    func gradeSaysWhatCheckSays(_ kind: String) throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let environment = ["XDG_CACHE_HOME": try Self.cacheHome(kind, in: root)]
        let wording = try Self.checkSays(environment)
        for debugText in ["BuildError", "<unknown>", "isCourseFile", "line: 0"] {
            #expect(!wording.contains(debugText), "check: \(wording)")
        }
        let grade = try CourseProcess.run(
            ["grade", "Content", "--card", "env-read-color-scheme", "--answer", "-"],
            input: "@Environment(\\.colorSchem) var mode", environment: environment)
        #expect(grade.status == 0, "\(grade.standardError)")
        #expect(grade.standardOutput.contains("note: not compiled: \(wording)"), "\(grade.standardOutput)")
        for debugText in ["BuildError", "<unknown>", "isCourseFile", "line: 0"] {
            #expect(!grade.standardOutput.contains(debugText), "grade: \(grade.standardOutput)")
        }
    }

    @Test(.enabled(if: GradeCommandTests.hasCompiler, "no swiftc on PATH"), arguments: caches)
    func recordWarnsThatTheStepWasNotTypeChecked(_ kind: String) throws {
        let root = try RecordCommandTests.course()
        defer { try? FileManager.default.removeItem(at: root) }
        let environment = ["XDG_CACHE_HOME": try Self.cacheHome(kind, in: root)]
        let content = root.appendingPathComponent("Content").path
        let app = root.appendingPathComponent("app")
        let snapshot = try CourseProcess.run([
            "snapshot", content, "--lesson", "19", "--step", "6", "--out", app.path,
        ])
        #expect(snapshot.status == 0, "\(snapshot.standardError)")
        let styles = app.appendingPathComponent("Trips/Styles.swift")
        let text = try String(contentsOf: styles, encoding: .utf8)
        try (text + "\nvar x: Int = \"no\"\n").write(to: styles, atomically: true, encoding: .utf8)
        let wording = try Self.checkSays(environment)
        let record = try CourseProcess.run(
            ["record", content, "--lesson", "19", "--step", "7", "--from", app.path, "--title", "An x"],
            environment: environment)
        #expect(
            record.standardOutput.contains("Recorded 1 code change in step 7 of lesson 19"), "\(record.standardError)")
        #expect(
            record.standardError.contains("course record: warning: the recorded step was not type-checked: \(wording)"),
            "\(record.standardError)")
        #expect(record.status == 0, "\(record.standardError)")
    }
}
