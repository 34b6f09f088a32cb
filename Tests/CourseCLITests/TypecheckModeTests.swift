import Foundation
import Testing

/// How far `course check` type-checks is one option of three settings, as argument-parser's
/// exclusive flags are: `--no-typecheck` (parse only), nothing (type-check; what could not be is
/// counted, a fragment using names nothing defines a warning), `--strict-typecheck` (what could not
/// be type-checked is an error, and so is having no compiler at all). `--typecheck` is kept as a
/// deprecated alias of `--strict-typecheck`. Options that cannot go together are refused from one
/// table with one message (issue 45, item 3). Through the built binary.
@Suite("course check: --no-typecheck, the default, --strict-typecheck", .ownThreads)
struct TypecheckModeTests {
    /// The checker's valid fixture with a fragment that uses two names nothing defines: the one
    /// snippet whose verdict differs between the three settings.
    private static func course() throws -> URL { try UntypecheckedFragmentTests.course() }

    private static let notTypechecked = "this snippet was not type-checked: nothing defines 'TripBadge', 'tripTotal'"
    private static let couldNotBeTypechecked = "error: card state-read: this snippet could not be type-checked"

    @Test func noTypecheckParsesOnly() throws {
        let course = try Self.course()
        defer { try? FileManager.default.removeItem(at: course) }
        let result = try CourseProcess.run(["check", course.path, "--no-typecheck"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardError.contains("typecheck-complete"), "\(result.standardError)")
        #expect(result.standardError.contains("snippets 5 parsed, 0 type-checked"), "\(result.standardError)")
        #expect(result.standardError.hasSuffix("0 errors, 0 warnings\n"), "\(result.standardError)")
    }

    @Test func theDefaultTypechecksAndWarnsOfWhatCouldNotBe() throws {
        let course = try Self.course()
        defer { try? FileManager.default.removeItem(at: course) }
        let result = try CourseProcess.run(["check", course.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("warning: card state-read: \(Self.notTypechecked)"))
        #expect(result.standardError.contains("snippets 5 parsed, 4 type-checked"), "\(result.standardError)")
        #expect(result.standardError.hasSuffix("0 errors, 1 warning\n"), "\(result.standardError)")
    }

    @Test func strictTypecheckMakesWhatCouldNotBeTypecheckedAnError() throws {
        let course = try Self.course()
        defer { try? FileManager.default.removeItem(at: course) }
        let result = try CourseProcess.run(["check", course.path, "--strict-typecheck"])
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardError.contains(Self.couldNotBeTypechecked), "\(result.standardError)")
        #expect(result.standardError.hasSuffix("1 error, 0 warnings\n"), "\(result.standardError)")
    }

    /// `--typecheck`, as scripts and CI files written before `--strict-typecheck` have it, does the
    /// same, and the help says it is an alias kept for them.
    @Test func typecheckIsAnAliasOfStrictTypecheck() throws {
        let course = try Self.course()
        defer { try? FileManager.default.removeItem(at: course) }
        let strict = try CourseProcess.run(["check", course.path, "--strict-typecheck"])
        let alias = try CourseProcess.run(["check", course.path, "--typecheck"])
        #expect(alias.status == 1)
        #expect(alias.standardError == strict.standardError)
        let both = try CourseProcess.run(["check", course.path, "--typecheck", "--strict-typecheck"])
        #expect(both.status == 1, "the alias and its option say the same: \(both.standardError)")
        let help = try CourseProcess.run(["check", "--help"], environment: ["COLUMNS": "200"])
        let line = try #require(help.standardOutput.split(separator: "\n").first { $0.hasPrefix("  --typecheck ") })
        #expect(line.contains("Deprecated alias of --strict-typecheck"), "\(line)")
    }

    /// Strict with no compiler at all: nothing could be type-checked, so it fails (status 1) with an
    /// error, where the default only warns.
    @Test func strictWithoutACompilerFails() throws {
        let missing = ["COURSE_SWIFTC": "/nonexistent/swiftc"]
        let strict = try CourseProcess.run(
            ["check", CheckCommandTests.valid, "--strict-typecheck"], environment: missing)
        #expect(strict.status == 1, "\(strict.standardError)")
        #expect(
            strict.standardError.contains(
                "course check: error: no executable swiftc at '/nonexistent/swiftc'; --strict-typecheck needs the compiler"
            ), "\(strict.standardError)")
        #expect(!strict.standardError.contains("course check: warning:"), "\(strict.standardError)")
        let alias = try CourseProcess.run(["check", CheckCommandTests.valid, "--typecheck"], environment: missing)
        #expect(alias.status == 1, "\(alias.standardError)")
        let lenient = try CourseProcess.run(["check", CheckCommandTests.valid], environment: missing)
        #expect(lenient.status == 0, "\(lenient.standardError)")
        #expect(lenient.standardError.contains("course check: warning: no executable swiftc"))
    }

    /// `--verdicts` with no compiler at all: the type-check did not run, and the message says why
    /// (the options themselves could go together).
    @Test func verdictsWithoutACompilerSayWhy() throws {
        let result = try CourseProcess.run(
            ["check", CheckCommandTests.valid, "--verdicts", "/nonexistent/v.json"],
            environment: ["COURSE_SWIFTC": "/nonexistent/swiftc"])
        #expect(result.status == 64, "\(result.standardError)")
        #expect(
            result.standardError.contains(
                "--verdicts needs the type-check, which did not run: no executable swiftc at '/nonexistent/swiftc'"),
            "\(result.standardError)")
    }

    /// Options that cannot go together are refused before anything runs, with the table's message
    /// naming both as typed, status 64.
    @Test(arguments: [
        (["check", "--no-typecheck", "--strict-typecheck"], "--no-typecheck cannot go with --strict-typecheck"),
        (["check", "--strict-typecheck", "--no-typecheck"], "--strict-typecheck cannot go with --no-typecheck"),
        (["check", "--typecheck", "--no-typecheck"], "--typecheck cannot go with --no-typecheck"),
        (["check", "--no-compiler", "--strict-typecheck"], "--no-compiler cannot go with --strict-typecheck"),
        (["check", "--swiftc", "/usr/bin/swiftc", "--no-compiler"], "--no-compiler cannot go with --swiftc"),
        (["lsp", "--no-compiler", "--no-typecheck"], "--no-compiler cannot go with --no-typecheck"),
        (
            ["check", "--verdicts", "/nonexistent/v.json", "--no-typecheck"],
            "--verdicts cannot go with --no-typecheck; --verdicts needs the type-check"
        ),
        (
            ["check", "--no-compiler", "--verdicts", "/nonexistent/v.json"],
            "--verdicts cannot go with --no-compiler; --verdicts needs the type-check"
        ),
        (
            ["log", "merge", "--git", "--out", "x", "a", "b", "c"],
            "--git cannot go with --out; log merge --git takes the base and the output from its three files"
        ),
    ])
    func optionsThatExcludeEachOtherAreRefusedFromTheTable(arguments: [String], message: String) throws {
        let result = try CourseProcess.run(arguments + (arguments[0] == "check" ? [CheckCommandTests.valid] : []))
        #expect(result.status == 64, "\(result.standardError)")
        let path = arguments[0] == "log" ? "log merge" : arguments[0]
        #expect(
            result.standardError == "course: error: \(message)\nSee 'course help \(path)'.\n",
            "\(result.standardError)")
    }
}
