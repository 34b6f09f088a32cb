import Foundation
import Testing

/// The text `course` generates for people and shells, kept as files under `Snapshots/` and compared
/// here, as argument-parser keeps its generated help: `course --help`, every command's `--help`
/// (from the command table, subcommands too) and the three completion scripts. A change to an
/// option, a wording or the wrapping shows as a diff of those files in review. To write them anew
/// after a deliberate change: `COURSE_RECORD_SNAPSHOTS=1 swift test --filter HelpSnapshotTests`,
/// then read the diff. The real-shell tests of the scripts stay in `CompletionTests`.
@Suite("Generated text reviewed as text: help and completion snapshots", .ownThreads)
struct HelpSnapshotTests {
    static let folder = CourseProcess.packageRoot.appendingPathComponent("Tests/CourseCLITests/Snapshots")
    static let recording = ProcessInfo.processInfo.environment["COURSE_RECORD_SNAPSHOTS"] == "1"

    /// Every snapshot: its file name under `folder`, and the arguments that print it.
    static let snapshots: [(file: String, arguments: [String])] = {
        var all = [("help/course.txt", ["--help"])]
        for (path, _) in CommandTableTests.commands {
            let words = path.split(separator: " ").map(String.init)
            all.append(("help/course-\(words.joined(separator: "-")).txt", words + ["--help"]))
        }
        for shell in ["bash", "zsh", "fish"] {
            all.append(("completions/course.\(shell)", ["completions", shell]))
        }
        return all
    }()

    /// `course ARGUMENTS` as a reader of the docs would run it: 80 columns, no colour, a home folder
    /// and cache that are nobody's, so no default in the text depends on who runs the test.
    static func output(_ arguments: [String]) throws -> String {
        let result = try CourseProcess.run(
            arguments,
            environment: [
                "COLUMNS": "80", "NO_COLOR": "1", "TERM": "dumb", "HOME": "/home/learner",
                "XDG_CACHE_HOME": "", "XDG_CONFIG_HOME": "", "XDG_DATA_HOME": "",
            ])
        #expect(result.status == 0, "course \(arguments): \(result.standardError)")
        return result.standardOutput
    }

    @Test(arguments: snapshots.map(\.file))
    func theGeneratedTextIsItsSnapshot(file: String) throws {
        let arguments = try #require(Self.snapshots.first { $0.file == file }?.arguments)
        let text = try Self.output(arguments)
        let url = Self.folder.appendingPathComponent(file)
        if Self.recording {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let kept = try? String(contentsOf: url, encoding: .utf8)
        #expect(
            kept == text,
            """
            \(file) is not what `course \(arguments.joined(separator: " "))` prints now; if the change is \
            meant, write the snapshots anew (COURSE_RECORD_SNAPSHOTS=1) and review the diff
            """)
    }

    /// No snapshot is left of a command the table no longer has.
    @Test func everySnapshotFileIsOneOfTheTable() throws {
        var onDisk: [String] = []
        for kind in ["help", "completions"] {
            let names = try FileManager.default.contentsOfDirectory(
                atPath: Self.folder.appendingPathComponent(kind).path)
            onDisk += names.filter { !$0.hasPrefix(".") }.map { "\(kind)/\($0)" }
        }
        #expect(onDisk.sorted() == Self.snapshots.map(\.file).sorted())
    }
}
