import Foundation
import Testing

/// `course grade` (and `course check`) ended while the compiler runs (issue 47 item 1): by a signal,
/// which must leave nothing of the course in the temporary folder and no compiler running, and by
/// its time limit, which must end with a verdict. The compiler is a stand-in (`COURSE_SWIFTC`) that
/// answers the setup's questions at once and never finishes a type-check, and writes its pid.
@Suite("course grade: ended by a signal or by its time limit", .ownThreads)
struct GradeInterruptedTests {
    /// A folder of the test's own: the temporary folder `course` is given (`TMPDIR`), its cache,
    /// the stand-in compiler and the typed answer.
    struct Setup {
        let root: URL
        var temporary: URL { root.appendingPathComponent("tmp") }
        var compiler: URL { root.appendingPathComponent("bin/swiftc") }
        var answer: URL { root.appendingPathComponent("typed.swift") }
        /// Every type-check's pid, a line each (`course check` runs two at once).
        var pids: URL { root.appendingPathComponent("typecheck-pids") }

        init() throws {
            root = try temporaryFolder()
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(
                at: compiler.deletingLastPathComponent(), withIntermediateDirectories: true)
            let script = """
                #!/bin/sh
                case " $* " in
                *" --version "*) echo "Swift version 6.3.1 (a stand-in that never finishes a type-check)" ;;
                *"probe-imports.swift"*) exit 0 ;;  # which imports the toolchain has: all
                *" -typecheck "*) echo $$ >> "\(pids.path)"; exec sleep 600 ;;
                esac
                exit 0

                """
            try Data(script.utf8).write(to: compiler)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: compiler.path)
            // Not the answer: the compiler must be asked.
            try Data("@Environment(\\.colorSchem) var mode\n".utf8).write(to: answer)
        }

        var environment: [String: String] {
            [
                "TMPDIR": temporary.path, "XDG_CACHE_HOME": root.appendingPathComponent("cache").path,
                "COURSE_SWIFTC": compiler.path,
            ]
        }

        func grade(_ extra: [String] = []) throws -> RunningCourse {
            try RunningCourse(
                ["grade", "Content", "--card", "env-read-color-scheme", "--answer", answer.path] + extra,
                environment: environment)
        }

        /// `course check` of the built-in course, through the stand-in compiler.
        func check() throws -> RunningCourse {
            try RunningCourse(["check", "Content"], environment: environment)
        }

        /// What `course` made in the temporary folder and left there.
        func leftovers() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: temporary.path).filter {
                $0.hasPrefix("course-grade-") || $0.hasPrefix("course-process-") || $0.hasPrefix("course-check-")
            }
        }

        /// Every stand-in compiler's pid that has started a type-check.
        func compilerPIDs() -> [pid_t] {
            ((try? String(contentsOf: pids, encoding: .utf8)) ?? "").split(separator: "\n").compactMap { pid_t($0) }
        }

        /// Waits until every stand-in compiler has ended; those that have not after `seconds` are
        /// killed (so that a failing test leaves none running) and false is returned.
        func compilersEnd(within seconds: TimeInterval) -> Bool {
            let ended = GradeInterruptedTests.eventually(within: seconds) {
                compilerPIDs().allSatisfy(GradeInterruptedTests.hasEnded)
            }
            for pid in compilerPIDs() where !GradeInterruptedTests.hasEnded(pid) { kill(pid, SIGKILL) }
            return ended
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    /// Waits until `condition` holds, asking every 20 ms; false when `seconds` pass first.
    static func eventually(within seconds: TimeInterval, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return condition()
    }

    /// Whether process `pid` has ended (gone, or a zombie no one has reaped yet).
    static func hasEnded(_ pid: pid_t) -> Bool {
        #if os(Linux)
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
            // "pid (name) S …": the state follows the name's closing parenthesis.
            guard let close = stat.lastIndex(of: ")") else { return true }
            let state = stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first
            return state == "Z" || state == "X"
        #else
            return kill(pid, 0) == -1 && errno == ESRCH
        #endif
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func aSignalWhileTheCompilerRunsLeavesNothingBehind(_ signal: Int32) throws {
        let setup = try Setup()
        defer { setup.remove() }
        try Self.endBySignal(signal, try setup.grade(), setup)
    }

    /// `course check` makes a scratch folder of its own (`course-check-…`): the same owner removes it.
    @Test func aSignalWhileCheckCompilesLeavesNothingBehind() throws {
        let setup = try Setup()
        defer { setup.remove() }
        try Self.endBySignal(SIGTERM, try setup.check(), setup)
    }

    /// Sends `signal` to `course` once the compiler's type-check has started; then the process must
    /// end with 128 + it, leave nothing in the temporary folder, and the compiler must be gone.
    static func endBySignal(_ signal: Int32, _ course: RunningCourse, _ setup: Setup) throws {
        defer { if course.process.isRunning { course.kill() } }
        try #require(Self.eventually(within: 120) { !setup.compilerPIDs().isEmpty }, "the type-check never started")
        #expect(try !setup.leftovers().isEmpty, "the scratch is where the test looks for it")
        kill(course.process.processIdentifier, signal)
        let ended = Self.eventually(within: 60) { !course.process.isRunning }
        #expect(ended, "still running 60 s after signal \(signal)")
        if !ended {
            _ = setup.compilersEnd(within: 0)
            course.kill()
        }
        course.process.waitUntilExit()
        #expect(course.process.terminationReason == .exit, "ended by the signal itself")
        #expect(course.process.terminationStatus == 128 + signal, "\(course.standardError)")
        let left = try setup.leftovers()
        #expect(left == [], "left in the temporary folder after signal \(signal)")
        #expect(setup.compilersEnd(within: 30), "the compiler still runs")
    }

    @Test func aCompilerPastTheTimeLimitEndsWithAVerdict() throws {
        let setup = try Setup()
        defer { setup.remove() }
        let grade = try setup.grade(["--time-limit", "1"])
        defer { if grade.process.isRunning { grade.kill() } }
        #expect(Self.eventually(within: 120) { !grade.process.isRunning }, "the grade did not end")
        #expect(grade.process.terminationStatus == 0, "\(grade.standardError)")
        // What it printed before it ended may still be on its way.
        #expect(
            grade.waitFor(
                "note: not graded: the compiler took longer than 1 s over this answer (the time limit; --time-limit SECONDS sets it)",
                timeout: 30), "\(grade.standardOutput)")
        #expect(grade.standardOutput.hasPrefix("not the same as the answer (1 difference) (not compiled)\n"))
        #expect(!setup.compilerPIDs().isEmpty, "the type-check never started")
        #expect(setup.compilersEnd(within: 30), "the compiler still runs")
        #expect(try setup.leftovers() == [])
    }

    @Test func aTimeLimitOutOfRangeIsAUsageErrorSayingTheRange() throws {
        let run = try CourseProcess.run([
            "grade", "Content", "--card", "env-read-color-scheme", "--answer", "-", "--time-limit", "0",
        ])
        #expect(run.status == 64)
        #expect(
            run.standardError.contains(
                "--time-limit: '0' is not a number of seconds; give a whole number from 1 to 3600"),
            "\(run.standardError)")
    }
}
