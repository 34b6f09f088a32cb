import Foundation
import Testing

@testable import course

/// Standard output or standard error that cannot be written (a full disk, `> /dev/full`, a closed
/// descriptor): every command of the command table — every subcommand, and any command added later,
/// which must add its case to `Scenario.all` — checks every write. A failed write to standard output
/// is `course: error: cannot write standard output: <reason>` and exit 74, never a trap and never a
/// silent 0 (issue 11, item 3; issue 22, item 4); one to standard error changes nothing else.
@Suite("standard output that cannot be written", .ownThreads)
struct UnwritableOutputTests {
    /// Every command of the table by its path (`log merge`), parents too (they print their help).
    static let commandPaths: [String] = {
        func paths(_ commands: [Command], _ prefix: String) -> [String] {
            commands.flatMap { command in
                let path = prefix.isEmpty ? command.name : prefix + " " + command.name
                return [path] + paths(command.subcommands, path)
            }
        }
        return paths(allCommands, "")
    }()

    /// The command paths, and the tool's own `--version` and `--help`.
    static let everything = commandPaths + ["--version", "--help"]

    /// What a command is run with: it writes something to standard output (its normal run is
    /// checked to), and, where it can, something to standard error too.
    struct Scenario {
        var arguments: [String]
        var input: String?

        /// The scenario of each command path, made in a fresh `folder`. A command added to the table
        /// without one fails `everyCommandHasAScenario`.
        static let all: [String: @Sendable (URL) throws -> Scenario] = [
            "quiz": { folder in
                Scenario(
                    arguments: [
                        "quiz", "Content", "--log", folder.appendingPathComponent("quiz.jsonl").path,
                        "--now", "2026-11-30T10:00:00Z", "--no-fuzz",
                    ], input: "\n3\nq\n")
            },
            "grade": { _ in
                Scenario(
                    arguments: ["grade", "Content", "--card", "env-read-color-scheme", "--answer", "-"],
                    input: "@Environment(\\.colorScheme) var mode\n")
            },
            "stats": {
                Scenario(arguments: ["stats", "Content", "--log", try log(in: $0), "--now", "2026-11-30T10:00:00Z"])
            },
            "history": { Scenario(arguments: ["history", "--log", try log(in: $0)]) },
            "log": { _ in Scenario(arguments: ["log", "--help"]) },
            "log check": { Scenario(arguments: ["log", "check", "--log", try log(in: $0, damaged: true)]) },
            "log repair": { Scenario(arguments: ["log", "repair", "--log", try log(in: $0, damaged: true)]) },
            "log merge": { folder in
                // A line that is not a record: a warning on standard error.
                Scenario(arguments: [
                    "log", "merge", try log(in: folder, damaged: true), try log(in: folder, name: "theirs.jsonl"),
                ])
            },
            "log setup-git": { folder in
                let repository = folder.appendingPathComponent("data")
                let git = try CourseProcess.run(
                    executable: URL(fileURLWithPath: "/usr/bin/env"),
                    ["git", "init", "-q", repository.path], mergingErrors: true)
                #expect(git.status == 0, "git init: \(git.standardOutput)")
                return Scenario(arguments: ["log", "setup-git", repository.path])
            },
            "optimize": { Scenario(arguments: ["optimize", "Content", "--log", try log(in: $0)]) },
            "evaluate": { Scenario(arguments: ["evaluate", "Content", "--log", try log(in: $0)]) },
            "list": { _ in Scenario(arguments: ["list", "Content", "--json"]) },
            "check": { _ in Scenario(arguments: ["check", "Content", "--no-compiler", "--format", "json"]) },
            "new": { _ in Scenario(arguments: ["new", "--help"]) },
            "new lesson": { folder in
                let course = folder.appendingPathComponent("course")
                try FileManager.default.copyItem(
                    at: CourseProcess.packageRoot.appendingPathComponent("Tests/CourseKitTests/Fixtures/Chain/counter"),
                    to: course)
                return Scenario(arguments: ["new", "lesson", course.path, "--number", "5", "--title", "Next"])
            },
            "markdown": { _ in Scenario(arguments: ["markdown"], input: "# A title\n\nSome text.\n") },
            "render": { Scenario(arguments: ["render", "Content", "--out", $0.appendingPathComponent("site").path]) },
            "export": { _ in Scenario(arguments: ["export", "--help"]) },
            "export anki": { _ in Scenario(arguments: ["export", "anki", "Content", "--out", "-"]) },
            "snapshot": {
                Scenario(arguments: [
                    "snapshot", "Content", "--step", "1", "--out", $0.appendingPathComponent("snapshot").path,
                ])
            },
            "record": { folder in
                // Step 5 recorded again from the project as it leaves it: the blocks, printed.
                let snapshot = folder.appendingPathComponent("snapshot").path
                let made = try CourseProcess.run(["snapshot", "Content", "--step", "5", "--out", snapshot])
                #expect(made.status == 0, "snapshot: \(made.standardError)")
                return Scenario(arguments: [
                    "record", "Content", "--step", "5", "--from", snapshot, "--replace", "--dry-run",
                ])
            },
            "lsp": { _ in
                // A client that starts the server and ends it: the answers are written to standard output.
                let messages = [
                    #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
                    #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#, #"{"jsonrpc":"2.0","method":"exit"}"#,
                ]
                return Scenario(
                    arguments: ["lsp", "--no-compiler"],
                    input: messages.map { "Content-Length: \($0.utf8.count)\r\n\r\n\($0)" }.joined())
            },
            "completions": { _ in Scenario(arguments: ["completions", "bash"]) },
            // Not commands of the table, but written through the same path.
            "--version": { _ in Scenario(arguments: ["--version"]) },
            "--help": { _ in Scenario(arguments: ["--help"]) },
        ]

        /// A review log of one answer (and a line that is not a record, when `damaged`).
        static func log(in folder: URL, name: String = "reviews.jsonl", damaged: Bool = false) throws -> String {
            let path = folder.appendingPathComponent(name).path
            let text =
                #"{"card":"env-read-color-scheme","rating":"good","at":"2026-11-30T09:00:00Z"}"# + "\n"
                + (damaged ? "not a record\n" : "")
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            return path
        }
    }

    /// How the command's output is spoilt.
    enum Spoilt {
        /// Standard output is a file opened for reading only (`1<FILE`): every write to it fails
        /// (EBADF), on every system, while the review log and its lock stay writable.
        case standardOutput
        /// Standard output is /dev/full, which answers every write with ENOSPC (Linux).
        case full
        /// Standard error is a file opened for reading only.
        case standardError
        /// Nothing: both are pipes the test reads.
        case nothing
    }

    /// Runs the scenario of `path` in a fresh folder, its output spoilt as `spoilt` says.
    private func run(_ path: String, _ spoilt: Spoilt) throws -> CourseProcess.Result {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let make = try #require(Scenario.all[path], "no scenario for 'course \(path)'")
        let scenario = try make(folder)
        let target = folder.appendingPathComponent("read-only").path
        try Data().write(to: URL(fileURLWithPath: target))
        let redirection =
            switch spoilt {
            case .standardOutput: #"1< ""# + target + #"""#
            case .full: "> /dev/full"
            case .standardError: #"2< ""# + target + #"""#
            case .nothing: ""
            }
        return try CourseProcess.run(
            executable: URL(fileURLWithPath: "/bin/sh"),
            ["-c", #"exec "$0" "$@" "# + redirection, CourseProcess.binary.path] + scenario.arguments,
            input: scenario.input,
            environment: [
                "XDG_CONFIG_HOME": folder.path, "XDG_DATA_HOME": folder.path,
                "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1",
            ])
    }

    @Test func everyCommandHasAScenario() {
        let missing = Self.commandPaths.filter { Scenario.all[$0] == nil }
        #expect(missing.isEmpty, "add a scenario for: \(missing.map { "course \($0)" }.joined(separator: ", "))")
        let stale = Set(Scenario.all.keys).subtracting(Self.everything)
        #expect(stale.isEmpty, "scenarios of commands the table no longer has: \(stale.sorted())")
    }

    /// Exit 74 and the sentence with the system's `reason`, when standard output is spoilt so.
    private func expectFailure(_ path: String, _ spoilt: Spoilt, reason: String) throws {
        let result = try run(path, spoilt)
        #expect(result.status == 74, "course \(path): \(result.status) \(result.standardError)")
        #expect(
            result.standardError.hasSuffix("course: error: cannot write standard output: \(reason)\n"),
            "course \(path): \(result.standardError)")
    }

    @Test(arguments: everything)
    func failsWith74AndASentenceWhenNothingCanBeWritten(_ path: String) throws {
        let normal = try run(path, .nothing)
        #expect(normal.status == 0 || normal.status == 1, "course \(path): \(normal.status) \(normal.standardError)")
        #expect(
            !normal.standardOutput.isEmpty, "course \(path) writes nothing to standard output, so this cannot test it")
        try expectFailure(path, .standardOutput, reason: "Bad file descriptor")
    }

    @Test(arguments: everything)
    func aFullDeviceSaysNoSpaceLeft(_ path: String) throws {
        var status = stat()
        // /dev/full is a character device on Linux; elsewhere (macOS) there is none to try.
        guard stat("/dev/full", &status) == 0, status.st_mode & S_IFMT == S_IFCHR else { return }
        try expectFailure(path, .full, reason: "No space left on device")
    }

    /// Standard error that cannot be written has nowhere to say so: the command runs as it would
    /// (its status unchanged), never trapping on a warning it could not print.
    @Test(arguments: everything)
    func standardErrorThatCannotBeWrittenChangesNothing(_ path: String) throws {
        let normal = try run(path, .nothing)
        let result = try run(path, .standardError)
        #expect(
            result.status == normal.status,
            "course \(path): \(result.status), not \(normal.status) as with standard error")
        #expect(!result.standardOutput.isEmpty, "course \(path): its output")
    }

    /// The scenarios above reach what one run of each command writes; this holds the rest (a rarer
    /// branch, a library call) to the one path: no source file but the one that defines it writes
    /// to standard output or standard error by any other means.
    @Test func noSourceWritesAroundTheOnePath() throws {
        let sources = CourseProcess.packageRoot.appendingPathComponent("Sources")
        // A call of a function that writes to either, or a write to descriptor 1 or 2.
        let others = try NSRegularExpression(
            pattern: #"(?<![\w.])(print|debugPrint|dump|fputs|putchar|puts|fwrite|fprintf|printf)\("#
                + #"|FileHandle\.standard(Output|Error)|(?<![\w.])write\((STDOUT_FILENO|STDERR_FILENO|1|2),"#)
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && $0 != "course/CLI/StandardOutput.swift" }
        #expect(files.count > 100)
        for file in files {
            let lines = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8).split(
                separator: "\n")
            for (number, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                let text = String(line)
                if let found = others.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) {
                    let call = (text as NSString).substring(with: found.range)
                    Issue.record(
                        "Sources/\(file):\(number + 1) writes with \(call) around the one output path: use StandardOutput or writeToStandardError"
                    )
                }
            }
        }
    }

    @Test func theSameCommandsWriteNormallyToAFile() throws {
        let result = try CourseProcess.run(["list", "Content", "--json"])
        #expect(result.status == 0 && result.standardOutput.hasSuffix("}\n"))
    }
}
