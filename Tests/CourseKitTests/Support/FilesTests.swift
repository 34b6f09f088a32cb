import Foundation
import Testing

@testable import CourseKit

@Suite("Support/Files: safe names, contained paths, regular files, where output may go")
struct FilesTests {
    @Test(arguments: ["swiftui-course", "env.read_1", "A", "..a", "a..b"])
    func safeNames(_ name: String) {
        #expect(SafeName.problem(name) == nil)
    }

    @Test func unsafeNamesSayWhy() {
        #expect(SafeName.problem("../../../escaped") == "contains '/'")
        #expect(SafeName.problem("..") == "is '..', which names a folder rather than a thing of its own")
        #expect(SafeName.problem(".") != nil)
        #expect(SafeName.problem("") == "is empty")
        #expect(SafeName.problem("a b") == "contains a space")
        #expect(SafeName.problem("a\u{1B}]0;x") == "contains U+001B")
        #expect(SafeName.problem("café") == "contains U+00E9")
        #expect(SafeName.problem("a\\b") == "contains '\\'")
    }

    @Test func containedPaths() {
        #expect(ContainedPath.problem("start") == nil)
        #expect(ContainedPath.normalized("./App//A.swift") == "App/A.swift")
        #expect(ContainedPath.problem("../..") == "has a '..' component, which climbs out of its folder")
        #expect(ContainedPath.problem("App/../A.swift") != nil)
        #expect(ContainedPath.normalized("App/../A.swift") == nil)
        #expect(ContainedPath.problem("/etc") == "is absolute (it starts with '/')")
        #expect(ContainedPath.problem("~/x") != nil)
        #expect(ContainedPath.problem("a\\b") != nil)
        #expect(ContainedPath.problem("a\u{7}b") == "contains the control character U+0007")
        #expect(ContainedPath.problem(".") == "names no file or folder")
        #expect(ContainedPath.problem("") == "is empty")
    }

    @Test func resolvingFollowsLinks() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let inner = root.appendingPathComponent("course/inner")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: inner.appendingPathComponent("up").path, withDestinationPath: "../..")
        let course = root.appendingPathComponent("course").path
        #expect(ContainedPath.resolves(inner.path, inside: course))
        #expect(!ContainedPath.resolves(inner.appendingPathComponent("up").path, inside: course))
        #expect(!ContainedPath.resolves(inner.appendingPathComponent("missing").path, inside: course))
        // A sibling whose name starts like the folder's is not inside it.
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("course-2"), withIntermediateDirectories: true)
        #expect(!ContainedPath.resolves(root.appendingPathComponent("course-2").path, inside: course))
    }

    @Test func onlyARegularFileOpensAndAPipeDoesNotHang() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let pipe = root.appendingPathComponent("pipe").path
        #expect(mkfifo(pipe, 0o644) == 0)
        #expect(RegularFile.open(pipe, O_RDONLY) == .failure(.notRegular(kind: "a named pipe (FIFO)")))
        #expect(RegularFile.open(root.path, O_RDONLY) == .failure(.notRegular(kind: "a folder")))
        #expect(RegularFile.open(root.path, O_RDWR) == .failure(.notRegular(kind: "a folder")))
        #expect(RegularFile.open(root.appendingPathComponent("none").path, O_RDONLY) == .failure(.missing))
        #expect(throws: RegularFile.OpenError.notRegular(kind: "a named pipe (FIFO)")) {
            try RegularFile.contents(pipe)
        }
        let file = root.appendingPathComponent("file").path
        try "text".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try RegularFile.contents(file) == Array("text".utf8))
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("link").path, withDestinationPath: file)
        #expect(
            RegularFile.open(root.appendingPathComponent("link").path, O_RDWR | O_NOFOLLOW)
                == .failure(.notRegular(kind: "a symbolic link")))
    }

    @Test func anOutputFolderIsNewEmptyOrTheWritersOwn() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let site = root.appendingPathComponent("a/site").path
        let owns: (String) -> [UInt8]? = { $0.hasSuffix(".html") ? Array("<!-- mine -->".utf8) : nil }
        #expect(try Output.folder(site, mark: owns) == [])
        #expect(FileManager.default.fileExists(atPath: site))
        try "<!-- mine -->old".write(toFile: site + "/old.html", atomically: true, encoding: .utf8)
        #expect(try Output.folder(site, mark: owns) == ["old.html"])
        try Output.removeStale(["old.html"], keeping: [], in: site)
        #expect(try FileManager.default.contentsOfDirectory(atPath: site) == [])
        // A folder or a file without the mark named like the writer's own file is not its own; nor
        // is anything else.
        try FileManager.default.createDirectory(atPath: site + "/x.html", withIntermediateDirectories: false)
        try "<p>a page of the user's</p>".write(toFile: site + "/index.html", atomically: true, encoding: .utf8)
        try "<!-- min".write(toFile: site + "/short.html", atomically: true, encoding: .utf8)
        try "mine".write(toFile: site + "/notes.txt", atomically: true, encoding: .utf8)
        #expect(
            throws: Output.Refusal.holdsOtherFiles(
                path: site, names: ["index.html", "notes.txt", "short.html", "x.html"])
        ) {
            try Output.folder(site, mark: owns)
        }
        #expect(throws: Output.Refusal.notAFolder(path: site + "/notes.txt", kind: "a file")) {
            try Output.folder(site + "/notes.txt", mark: owns)
        }
        #expect(try String(contentsOfFile: site + "/notes.txt", encoding: .utf8) == "mine")
    }

    @Test func anOutputFileIsNewOrTheWritersOwn() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let mark = Array("#mine".utf8)
        let file = root.appendingPathComponent("deck.txt").path
        try Output.file(file, mark: mark)
        try "#mine\nold".write(toFile: file, atomically: true, encoding: .utf8)
        try Output.file(file, mark: mark)
        try "someone else's".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(throws: Output.Refusal.notOwnFile(path: file)) { try Output.file(file, mark: mark) }
        #expect(throws: Output.Refusal.notAFile(path: root.path, kind: "a folder")) {
            try Output.file(root.path, mark: mark)
        }
    }

    /// A line of `.gitignore` or `.gitattributes` as git reads it, and lines added only when git
    /// does not read them there already.
    @Test func gitRulesAreComparedAsGitReadsThem() {
        func rule(_ line: String, _ kind: GitRulesFile.Kind) -> String? {
            GitRulesFile.rule(Array(line.utf8)[...], kind: kind).map { String(decoding: $0, as: UTF8.self) }
        }
        #expect(rule("*.lock  \r", .ignore) == "*.lock")
        #expect(rule("a\\ ", .ignore) == "a\\ ", "an escaped trailing space is part of the pattern")
        #expect(rule(" *.lock", .ignore) == " *.lock", "a leading space is part of the pattern")
        #expect(rule("# *.lock", .ignore) == nil && rule("\r", .ignore) == nil)
        #expect(rule(" \t*.jsonl \t merge=course-log\r", .attributes) == "*.jsonl merge=course-log")
        #expect(rule("  # *.jsonl merge=course-log", .attributes) == nil)
        let latin1: [UInt8] = [0x63, 0x61, 0x66, 0xE9, 0x0A]
        let added = GitRulesFile.adding(["*.lock", "*.lock", "caf\u{E9}"], to: latin1, kind: .ignore)
        #expect(added.added == ["*.lock", "caf\u{E9}"], "é in UTF-8 is another line than é in Latin-1")
        #expect(Array(added.bytes.prefix(5)) == latin1)
        #expect(GitRulesFile.adding(["*.lock"], to: Array("*.lock".utf8), kind: .ignore).added.isEmpty)
        #expect(GitRulesFile.adding(["b"], to: Array("a\r\n".utf8), kind: .ignore).bytes == Array("a\r\nb\r\n".utf8))
        #expect(
            GitRulesFile.adding(["b"], to: Array("x\r\na\r".utf8), kind: .ignore).bytes
                == Array("x\r\na\r\nb\r\n".utf8),
            "a last line's CR, without its LF, stays the line end it was")
    }

    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
