import Foundation
import Testing

/// A file the learner keeps elsewhere and links to (a log or a settings file in a synced folder,
/// dotfiles): every command that replaces one writes the file the link names, the link stays a
/// link, and the file keeps its permissions (issue 22, item 6), as `log repair` did already.
@Suite("course: a linked file is written where the link points, its mode kept", .ownThreads)
struct LinkedFileTests {
    let folder: URL

    init() throws {
        folder = try temporaryFolder()
    }

    /// `name` in the test's folder, made a relative link to `real` (under `synced/`), which holds
    /// `text` with mode 0600; returns both paths.
    private func linked(_ name: String, to real: String, holding text: String) throws -> (link: String, real: String) {
        let synced = folder.appendingPathComponent("synced")
        try FileManager.default.createDirectory(at: synced, withIntermediateDirectories: true)
        let target = synced.appendingPathComponent(real).path
        try text.write(toFile: target, atomically: false, encoding: .utf8)
        #expect(chmod(target, 0o600) == 0)
        let link = folder.appendingPathComponent(name).path
        try FileManager.default.createDirectory(
            atPath: (link as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let depth = name.split(separator: "/").count - 1
        try FileManager.default.createSymbolicLink(
            atPath: link, withDestinationPath: String(repeating: "../", count: depth) + "synced/" + real)
        return (link, target)
    }

    /// The link is still a link to the same place, and the file behind it holds `expected` with mode 0600.
    private func expectWrittenThrough(
        _ link: String, _ real: String, _ expected: (String) -> Bool,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let manager = FileManager.default
        let type = try manager.attributesOfItem(atPath: link)[.type] as? FileAttributeType
        #expect(type == .typeSymbolicLink, "\(link) is no longer a link", sourceLocation: sourceLocation)
        let text = try String(contentsOfFile: real, encoding: .utf8)
        #expect(expected(text), "\(real): \(text)", sourceLocation: sourceLocation)
        let mode = (try manager.attributesOfItem(atPath: real)[.posixPermissions] as? NSNumber)?.uint16Value
        #expect(mode == 0o600, "\(real): mode \(String(mode ?? 0, radix: 8))", sourceLocation: sourceLocation)
    }

    private static let ours =
        #"{"card":"a","rating":"good","at":"2026-11-30T09:00:00Z","id":"0100000000000001"}"# + "\n"
    private static let theirs =
        #"{"card":"b","rating":"good","at":"2026-11-30T09:01:00Z","id":"0200000000000001"}"# + "\n"

    /// `log merge --out` onto a linked log, and the linked log given as OURS by a relative path
    /// (it was refused: "not a regular file").
    @Test func mergeWritesTheLinkedLogAndReadsALinkGivenRelatively() throws {
        let (link, real) = try linked("reviews.jsonl", to: "reviews.jsonl", holding: Self.ours)
        try Self.theirs.write(to: folder.appendingPathComponent("theirs.jsonl"), atomically: true, encoding: .utf8)
        let result = try CourseProcess.run(
            ["log", "merge", "reviews.jsonl", "theirs.jsonl", "--out", "reviews.jsonl"], directory: folder)
        #expect(result.status == 0, "\(result.standardError)")
        try expectWrittenThrough(link, real) { $0 == Self.ours + Self.theirs }
        let absolute = try CourseProcess.run(["log", "merge", link, "theirs.jsonl", "--out", link], directory: folder)
        #expect(absolute.status == 0, "\(absolute.standardError)")
        try expectWrittenThrough(link, real) { $0 == Self.ours + Self.theirs }
    }

    /// A link to a link to a file that is not there yet: the merged log is written where the last
    /// link points.
    @Test func mergeOutThroughALinkToNothingYetMakesTheFileThere() throws {
        try Self.ours.write(to: folder.appendingPathComponent("ours.jsonl"), atomically: true, encoding: .utf8)
        try Self.theirs.write(to: folder.appendingPathComponent("theirs.jsonl"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("synced"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("second").path, withDestinationPath: "synced/merged.jsonl")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("first").path, withDestinationPath: "second")
        let result = try CourseProcess.run(
            ["log", "merge", "ours.jsonl", "theirs.jsonl", "--out", "first"], directory: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            try String(contentsOf: folder.appendingPathComponent("synced/merged.jsonl"), encoding: .utf8) == Self.ours
                + Self.theirs)
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("first").path)
                == "second")
    }

    /// `optimize --save` onto a linked settings file. (Two cards' answers: enough for a fit to save,
    /// the initial stabilities; the fit itself is OptimizeCommandTests'.)
    @Test func optimizeSavesIntoTheLinkedSettingsFile() throws {
        let (link, real) = try linked("course/settings.json", to: "settings.json", holding: #"{"new-per-day": 5}"#)
        let log = folder.appendingPathComponent("reviews.jsonl")
        try OptimizeCommandTests.forgetfulLog(cards: 2).write(to: log, atomically: true, encoding: .utf8)
        let result = try CourseProcess.run(
            ["optimize", "Content", "--log", log.path, "--save", "--json"],
            environment: ["XDG_CONFIG_HOME": folder.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("saved weights for swiftui-course"), "\(result.standardError)")
        try expectWrittenThrough(link, real) { $0.contains(#""new-per-day""#) && $0.contains(#""weights""#) }
    }

    /// `log setup-git` onto a linked `.gitignore` and `.gitattributes`.
    @Test func setupGitAddsToTheLinkedGitFiles() throws {
        let repository = folder.appendingPathComponent("data")
        let git = try CourseProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"), ["git", "init", "-q", repository.path],
            mergingErrors: true)
        #expect(git.status == 0, "\(git.standardOutput)")
        let ignore = try linked("data/.gitignore", to: "gitignore", holding: "notes/\n")
        let attributes = try linked("data/.gitattributes", to: "gitattributes", holding: "*.md text\n")
        let result = try CourseProcess.run(
            ["log", "setup-git", repository.path],
            environment: ["GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1"])
        #expect(result.status == 0, "\(result.standardError)")
        try expectWrittenThrough(ignore.link, ignore.real) { $0 == "notes/\n*.lock\n*.bak-*\n" }
        try expectWrittenThrough(attributes.link, attributes.real) { $0 == "*.md text\n*.jsonl merge=course-log\n" }
    }

    /// `export anki --out` onto a link to an export written before.
    @Test func exportWritesTheLinkedExport() throws {
        let (link, real) = try linked("deck.txt", to: "deck.txt", holding: "")
        try FileManager.default.removeItem(atPath: real)
        let first = try CourseProcess.run(["export", "anki", "Content", "--out", real])
        #expect(first.status == 0, "\(first.standardError)")
        #expect(chmod(real, 0o600) == 0)
        let again = try CourseProcess.run(["export", "anki", "Content", "--out", link])
        #expect(again.status == 0, "\(again.standardError)")
        try expectWrittenThrough(link, real) { $0.hasPrefix("#separator:tab") }
    }
}
