import Foundation
import Testing

/// `course log setup-git` and the `.gitignore` and `.gitattributes` already there (issue 22, item
/// 7): a file that is not UTF-8 is added to, never replaced; a line is found as git reads it (CRLF,
/// trailing spaces, a byte order mark); a file that cannot be read stops the command before it
/// writes anything.
@Suite("course log setup-git: the git files already there", .ownThreads)
struct SetupGitFilesTests {
    let repository: URL

    init() throws {
        repository = try temporaryFolder().appendingPathComponent("data")
        let git = try CourseProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"), ["git", "init", "-q", repository.path],
            mergingErrors: true)
        #expect(git.status == 0, "\(git.standardOutput)")
    }

    private func file(_ name: String) -> URL { repository.appendingPathComponent(name) }

    private func setup() throws -> CourseProcess.Result {
        try CourseProcess.run(
            ["log", "setup-git", repository.path],
            environment: ["GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1"])
    }

    private func bytes(_ name: String) throws -> [UInt8] { Array(try Data(contentsOf: file(name))) }

    /// Latin-1 text (`café/`, `*.txt diff=français`): it was read as nothing and overwritten.
    @Test func aFileThatIsNotUTF8IsAddedTo() throws {
        let ignore: [UInt8] = Array("caf".utf8) + [0xE9] + Array("/\n".utf8)
        let attributes: [UInt8] = Array("*.txt diff=fran".utf8) + [0xE7] + Array("ais".utf8)
        try Data(ignore).write(to: file(".gitignore"))
        try Data(attributes).write(to: file(".gitattributes"))
        let result = try setup()
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try bytes(".gitignore") == ignore + Array("*.lock\n*.bak-*\n".utf8))
        #expect(try bytes(".gitattributes") == attributes + Array("\n*.jsonl merge=course-log\n".utf8))
        #expect(result.standardOutput.contains(".gitignore: added *.lock and *.bak-*"), "\(result.standardOutput)")
    }

    /// Lines ending in CRLF were taken for other lines, and added again on every run.
    @Test func linesAreComparedAsGitReadsThem() throws {
        let ignore = "\u{FEFF}*.lock  \r\nnotes/\r\n*.bak-*\r\n"
        let attributes = "*.jsonl\tmerge=course-log\r\n"
        try Data(ignore.utf8).write(to: file(".gitignore"))
        try Data(attributes.utf8).write(to: file(".gitattributes"))
        let result = try setup()
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try bytes(".gitignore") == Array(ignore.utf8))
        #expect(try bytes(".gitattributes") == Array(attributes.utf8))
        #expect(
            result.standardOutput.contains(".gitattributes: already has *.jsonl merge=course-log"),
            "\(result.standardOutput)")
        #expect(
            result.standardOutput.contains(".gitignore: already ignores *.lock and *.bak-*"), "\(result.standardOutput)"
        )
        #expect(try ExternalTool.run("git", ["check-ignore", "-q", "reviews.jsonl.lock"], in: repository).status == 0)
    }

    /// A CRLF file gets CRLF lines, after a last line that had no line end; run again, nothing more.
    @Test func aCRLFFileGetsCRLFLinesOnce() throws {
        try Data("notes/\r\nbuild/".utf8).write(to: file(".gitignore"))
        #expect(try setup().status == 0)
        let once = "notes/\r\nbuild/\r\n*.lock\r\n*.bak-*\r\n"
        #expect(try String(contentsOf: file(".gitignore"), encoding: .utf8) == once)
        #expect(try setup().status == 0)
        #expect(try String(contentsOf: file(".gitignore"), encoding: .utf8) == once)
        #expect(
            try ExternalTool.run("git", ["check-ignore", "-q", "reviews.jsonl.bak-20261130T101500Z"], in: repository)
                .status == 0)
    }

    /// A `.gitignore` that cannot be read: 74, and `.gitattributes` is not written either.
    @Test(.enabled(if: getuid() != 0, "root reads any file"))
    func aFileThatCannotBeReadIsNeverReplaced() throws {
        try Data("secret-notes/\n".utf8).write(to: file(".gitignore"))
        #expect(chmod(file(".gitignore").path, 0o200) == 0)
        defer { chmod(file(".gitignore").path, 0o600) }
        let result = try setup()
        #expect(result.status == 74)
        #expect(
            result.standardError
                == "course: error: can't read '\(file(".gitignore").path)': Permission denied; nothing was changed (make it a readable file, then run course log setup-git again)\n"
        )
        #expect(!FileManager.default.fileExists(atPath: file(".gitattributes").path))
        #expect(chmod(file(".gitignore").path, 0o600) == 0)
        #expect(try String(contentsOf: file(".gitignore"), encoding: .utf8) == "secret-notes/\n")
    }

    @Test func aFolderWhereTheFileGoesIsAnError() throws {
        try FileManager.default.createDirectory(at: file(".gitattributes"), withIntermediateDirectories: true)
        let result = try setup()
        #expect(result.status == 74)
        #expect(
            result.standardError.contains(
                "can't read '\(file(".gitattributes").path)': it is a folder, not a regular file"),
            "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: file(".gitignore").path))
    }
}
