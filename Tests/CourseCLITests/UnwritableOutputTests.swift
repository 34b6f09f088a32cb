import Foundation
import Testing

/// Standard output that cannot be written (a full disk, `> /dev/full`): every command checks every
/// write, and a failed one is `course: error: cannot write standard output: <reason>` and exit 74,
/// never a trap and never a silent 0 (issue 11, item 3).
@Suite("standard output that cannot be written")
struct UnwritableOutputTests {
    let folder: URL

    init() throws {
        folder = try temporaryFolder()
    }

    /// Runs `course arguments…` with standard output redirected by the shell. `full: true` sends
    /// it to /dev/full (where that is the device that answers every write with ENOSPC); otherwise
    /// it is a file opened for reading only (`1<FILE`), so that every write to it fails (EBADF)
    /// while the review log and its lock stay writable, on every system.
    private func run(_ arguments: [String], input: String? = nil, full: Bool = false) throws -> CourseProcess.Result {
        let target = folder.appendingPathComponent("read-only-\(UUID())").path
        try Data().write(to: URL(fileURLWithPath: target))
        let script = full ? #"exec "$0" "$@" > /dev/full"# : #"exec "$0" "$@" 1< ""# + target + #"""#
        return try CourseProcess.run(executable: URL(fileURLWithPath: "/bin/sh"),
                                     ["-c", script, CourseProcess.binary.path] + arguments, input: input,
                                     environment: ["XDG_CONFIG_HOME": folder.path, "XDG_DATA_HOME": folder.path])
    }

    private func log() throws -> String {
        let path = folder.appendingPathComponent("reviews.jsonl").path
        try (#"{"card":"env-read-color-scheme","rating":"good","at":"2026-11-30T09:00:00Z"}"# + "\n")
            .write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    private var commands: [(arguments: [String], input: String?)] {
        get throws {
            let log = try log()
            return [
                (["list", "Content"], nil),
                (["list", "Content", "--json"], nil),
                (["check", "Content", "--no-compiler", "--format", "json"], nil),
                (["markdown"], "# A title\n\nSome text.\n"),
                (["stats", "Content", "--log", log, "--now", "2026-11-30T10:00:00Z"], nil),
                (["history", "--log", log], nil),
                (["history", "--log", log, "--json"], nil),
                (["quiz", "Content", "--log", folder.appendingPathComponent("quiz.jsonl").path,
                  "--now", "2026-11-30T10:00:00Z", "--no-fuzz"], "\n3\nq\n"),
                (["export", "anki", "Content", "--out", "-"], nil),
                (["--version"], nil),
            ]
        }
    }

    @Test func everyCommandFailsWith74AndASentenceWhenNothingCanBeWritten() throws {
        for (arguments, input) in try commands {
            let result = try run(arguments, input: input)
            let shown = arguments.joined(separator: " ")
            #expect(result.status == 74, "\(shown): \(result.status) \(result.standardError)")
            #expect(result.standardError.hasSuffix("course: error: cannot write standard output: Bad file descriptor\n"),
                    "\(shown): \(result.standardError)")
        }
    }

    @Test func aFullDeviceSaysNoSpaceLeft() throws {
        var status = stat()
        // /dev/full is a character device on Linux; elsewhere (macOS) there is none to try.
        guard stat("/dev/full", &status) == 0, status.st_mode & S_IFMT == S_IFCHR else { return }
        for (arguments, input) in try commands {
            let result = try run(arguments, input: input, full: true)
            #expect(result.status == 74, "\(arguments): \(result.status)")
            #expect(result.standardError.hasSuffix("course: error: cannot write standard output: No space left on device\n"))
        }
    }

    @Test func theSameCommandsWriteNormallyToAFile() throws {
        let result = try CourseProcess.run(["list", "Content", "--json"])
        #expect(result.status == 0 && result.standardOutput.hasSuffix("}\n"))
    }
}
