import Foundation
import Testing

/// One lock per review log file, whatever name it is given (issue 22 item 8): a quiz through a
/// symbolic link and a quiz on the file itself both ran and both appended, and `log repair` on the
/// file replaced it under a quiz that had it through a link.
@Suite(.ownThreads) struct LogLockTests {
    static let now = "2026-12-05T10:00:00Z"

    let folder: URL
    init() throws { folder = try temporaryFolder() }

    var environment: [String: String] { ["XDG_CONFIG_HOME": folder.path, "XDG_DATA_HOME": folder.path, "TZ": "UTC"] }

    func quiz(_ log: String) throws -> RunningCourse {
        try RunningCourse(["quiz", "--log", log, "--now", Self.now, "--no-fuzz"], environment: environment)
    }

    /// Every regular file under the folder but the locks, with its bytes (a link as what it names).
    func files() throws -> [String: Data] {
        var contents: [String: Data] = [:]
        for case let name as String in FileManager.default.enumerator(atPath: folder.path)!
        where !name.hasSuffix(".lock") {
            let url = folder.appendingPathComponent(name)
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            contents[name] = try Data(contentsOf: url)
        }
        return contents
    }

    /// The file, a symbolic link to it, a link to that link (relative, from another folder) and a
    /// hard link: while a quiz runs on any of them, a second quiz, `log repair` and
    /// `log merge --out` on any other are refused (75) and change nothing.
    @Test func everyNameOfTheLogSharesOneLock() throws {
        let data = folder.appendingPathComponent("data")
        let elsewhere = folder.appendingPathComponent("elsewhere")
        for url in [data, elsewhere] {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        let file = data.appendingPathComponent("reviews.jsonl")
        // A line the repair would drop, so that a repair let through would show.
        try
            "{\"card\":\"env-read-color-scheme\",\"rating\":\"good\",\"at\":\"2026-12-01T10:00:00Z\",\"id\":\"a1\"}\nnot json\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let link = folder.appendingPathComponent("linked.jsonl")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: file.path)
        let linkToLink = elsewhere.appendingPathComponent("chained.jsonl")
        try FileManager.default.createSymbolicLink(atPath: linkToLink.path, withDestinationPath: "../linked.jsonl")
        let hardLink = elsewhere.appendingPathComponent("hard.jsonl")
        try FileManager.default.linkItem(atPath: file.path, toPath: hardLink.path)
        let other = folder.appendingPathComponent("other.jsonl")
        try "{\"card\":\"env-layout-by-text-size\",\"rating\":\"easy\",\"at\":\"2026-12-02T10:00:00Z\",\"id\":\"b1\"}\n"
            .write(to: other, atomically: true, encoding: .utf8)
        let names = [file.path, link.path, linkToLink.path, hardLink.path]

        for running in names {
            let first = try quiz(running)
            #expect(
                first.waitFor("Press Enter to show the answer"),
                "\(running): \(first.standardOutput)\(first.standardError)")
            for name in names where name != running {
                let before = try files()
                let second = try CourseProcess.run(
                    ["quiz", "--log", name, "--now", Self.now], input: "\n3\nq\n",
                    environment: environment)
                #expect(second.status == 75, "a quiz on \(name) beside one on \(running): \(second.standardError)")
                #expect(
                    second.standardError.contains("\(name): error: the review log is in use by another quiz"),
                    "\(second.standardError)")
                let repair = try CourseProcess.run(["log", "repair", "--log", name], environment: environment)
                let merge = try CourseProcess.run(
                    ["log", "merge", name, other.path, "--out", name], environment: environment)
                for result in [repair, merge] {
                    #expect(result.status == 75, "\(name) while a quiz runs on \(running): \(result.standardError)")
                    #expect(
                        result.standardError.hasPrefix("\(name): error: a quiz is running on this review log"),
                        "\(result.standardError)")
                }
                #expect(try files() == before, "\(name) while a quiz runs on \(running)")
            }
            first.send("q")
            #expect(first.closeInputAndWait() == 0)
        }
        // The lock lives beside the file, not beside a link to it.
        #expect(FileManager.default.fileExists(atPath: file.path + ".lock"))
        #expect(!FileManager.default.fileExists(atPath: link.path + ".lock"))
        #expect(!FileManager.default.fileExists(atPath: linkToLink.path + ".lock"))
        // Once the quizzes have ended, a repair through a link goes ahead, and the link stays one.
        let repair = try CourseProcess.run(["log", "repair", "--log", linkToLink.path], environment: environment)
        #expect(repair.status == 0, "\(repair.standardError)")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == file.path)
    }

    /// A link to where the log will be (a synced folder's file not made yet): the quiz through it
    /// makes the file there, and takes the lock beside it, as a quiz on the file does.
    @Test func aLinkToALogNotYetMadeLocksWhereTheLogWillBe() throws {
        let file = folder.appendingPathComponent("sync/reviews.jsonl")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let link = folder.appendingPathComponent("reviews.jsonl")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "sync/reviews.jsonl")
        let first = try quiz(link.path)
        defer { first.kill() }
        #expect(first.waitFor("Press Enter to show the answer"), "\(first.standardOutput)\(first.standardError)")
        #expect(FileManager.default.fileExists(atPath: file.path + ".lock"))
        let second = try CourseProcess.run(
            ["quiz", "--log", file.path, "--now", Self.now], input: "\n3\nq\n",
            environment: environment)
        #expect(second.status == 75, "\(second.standardError)")
        #expect(!FileManager.default.fileExists(atPath: link.path + ".lock"))
    }
}
