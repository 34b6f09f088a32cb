import Foundation
import Testing

/// `course grade` ended while the compiler runs (issue 47 item 1): by a signal, which must leave
/// nothing of the course in the temporary folder and no compiler running, and by its time limit,
/// which must end with a verdict. The compiler is a stand-in (`COURSE_SWIFTC`) that answers the
/// setup's questions at once and never finishes a type-check, and says so by writing its pid.
@Suite("course grade: ended by a signal or by its time limit")
struct GradeInterruptedTests {
    /// A folder of the test's own: the temporary folder `course` is given (`TMPDIR`), its cache,
    /// the stand-in compiler and the typed answer.
    struct Setup {
        let root: URL
        var temporary: URL { root.appendingPathComponent("tmp") }
        var compiler: URL { root.appendingPathComponent("bin/swiftc") }
        /// Written by the stand-in compiler when a type-check starts: its pid.
        var started: URL { root.appendingPathComponent("typecheck-started") }
        var answer: URL { root.appendingPathComponent("typed.swift") }

        init() throws {
            root = try temporaryFolder()
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(
                at: compiler.deletingLastPathComponent(), withIntermediateDirectories: true)
            let script = """
                #!/bin/sh
                case " $* " in
                *" --version "*) echo "Swift version 6.3.1 (a stand-in that never finishes a type-check)" ;;
                *" -typecheck "*) echo $$ > "\(started.path).new"; mv "\(started.path).new" "\(started.path)"; exec sleep 600 ;;
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

        /// What `course` made in the temporary folder and left there.
        func leftovers() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: temporary.path).filter {
                $0.hasPrefix("course-grade-") || $0.hasPrefix("course-process-") || $0.hasPrefix("course-check-")
            }
        }

        /// The stand-in compiler's pid, once its type-check has started.
        func compilerPID() -> pid_t? {
            guard let text = try? String(contentsOf: started, encoding: .utf8) else { return nil }
            return pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
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
        let grade = try setup.grade()
        defer { if grade.process.isRunning { grade.kill() } }
        #expect(Self.eventually(within: 120) { setup.compilerPID() != nil }, "the type-check never started")
        let compiler = try #require(setup.compilerPID())
        #expect(try !setup.leftovers().isEmpty, "the grade's scratch is where the test looks for it")
        kill(grade.process.processIdentifier, signal)
        let ended = Self.eventually(within: 60) { !grade.process.isRunning }
        #expect(ended, "still running 60 s after signal \(signal)")
        if !ended {
            kill(compiler, SIGKILL)
            grade.kill()
        }
        grade.process.waitUntilExit()
        #expect(grade.process.terminationReason == .exit, "ended by the signal itself")
        #expect(grade.process.terminationStatus == 128 + signal, "\(grade.standardError)")
        let left = try setup.leftovers()
        #expect(left == [], "left in the temporary folder after signal \(signal)")
        #expect(Self.eventually(within: 30) { Self.hasEnded(compiler) }, "the compiler still runs")
        if !Self.hasEnded(compiler) { kill(compiler, SIGKILL) }
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
        let compiler = try #require(setup.compilerPID())
        #expect(Self.eventually(within: 30) { Self.hasEnded(compiler) }, "the compiler still runs")
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
