import Foundation
import Testing

/// Go-to-definition's read-only "before" copies, through the binary: a folder of the server's own
/// that no one can guess (mkdtemp, 0700), written without following a link planted in it, and
/// removed at shutdown, at exit and on a signal.
@Suite("course lsp: the snapshot folder", .ownThreads)
struct LanguageServerSnapshotTests {
    /// A server on a copy of the built-in course with `TMPDIR` set to a folder of the test's own,
    /// lesson 19 open; the definition request on its change that needs a snapshot.
    struct Setup {
        let course: URL
        let temporary: URL
        let lesson: URL
        let client: LanguageClient
        let replaceLine: Int

        init() throws {
            course = try LanguageServerTests.copy()
            temporary = try temporaryFolder().resolvingSymlinksInPath()
            lesson = course.appendingPathComponent("lesson-19/lesson.md")
            let lines = try String(contentsOf: lesson, encoding: .utf8).components(separatedBy: "\n")
            replaceLine = try #require(
                lines.firstIndex(
                    of: "```diff file=Trips/TripSummary.swift change=replace target=\"struct TripSummary\""))
            client = try LanguageClient(environment: ["TMPDIR": temporary.path + "/"])
            try client.initialize()
            try client.open(lesson)
        }

        /// The snapshot's path, from the definition's answer.
        func definition() throws -> String {
            let result = try #require(
                try client.request(
                    "textDocument/definition", LanguageServerTests.at(lesson, line: replaceLine, character: 20))[
                        "result"] as? [String: Any])
            let uri = try #require(result["uri"] as? String)
            return try #require(URL(string: uri)).path
        }

        /// The server's folder in the temporary folder (the first name of the snapshot's path there).
        func folder(of snapshot: String) throws -> URL {
            #expect(snapshot.hasPrefix(temporary.path + "/"), "\(snapshot) is not in \(temporary.path)")
            let name = try #require(snapshot.dropFirst(temporary.path.count + 1).split(separator: "/").first)
            return temporary.appendingPathComponent(String(name))
        }

        func remove() {
            try? FileManager.default.removeItem(at: course)
            try? FileManager.default.removeItem(at: temporary)
        }
    }

    static func mode(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int
    }

    @Test func theFolderIsPrivateFollowsNoLinkAndGoesAtShutdown() throws {
        let setup = try Setup()
        defer { setup.remove() }
        let snapshot = try setup.definition()
        let folder = try setup.folder(of: snapshot)
        #expect(folder.lastPathComponent.hasPrefix("course-lsp-"))
        #expect(
            folder.lastPathComponent != "course-lsp-\(setup.client.process.processIdentifier)",
            "a name anyone can guess from the pid")
        #expect(Self.mode(folder.path) == 0o700)
        #expect(Self.mode(snapshot) == 0o444)
        #expect(try String(contentsOfFile: snapshot, encoding: .utf8).contains("struct TripSummary"))

        // A link planted where the snapshot's folder was, to a folder of the user's own: the link is
        // not followed; the user's file stays as it was.
        let mine = setup.temporary.appendingPathComponent("mine")
        let own = mine.appendingPathComponent("Trips/TripSummary.swift")
        try FileManager.default.createDirectory(at: own.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "my own work\n".write(to: own, atomically: false, encoding: .utf8)
        let step = URL(fileURLWithPath: snapshot).deletingLastPathComponent().deletingLastPathComponent()
        try FileManager.default.removeItem(at: step)
        try FileManager.default.createSymbolicLink(at: step, withDestinationURL: mine)
        let again = try setup.definition()
        #expect(again == snapshot)
        #expect(try String(contentsOf: own, encoding: .utf8) == "my own work\n", "the user's file was replaced")
        #expect(Self.mode(own.path) == 0o644)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: step.path)) == nil)
        #expect(try String(contentsOfFile: again, encoding: .utf8).contains("struct TripSummary"))

        // A second server at once has a folder of its own.
        let other = try LanguageClient(environment: ["TMPDIR": setup.temporary.path + "/"])
        try other.initialize()
        try other.open(setup.lesson)
        let otherAnswer = try other.request(
            "textDocument/definition", LanguageServerTests.at(setup.lesson, line: setup.replaceLine, character: 20))
        let otherURI = try #require(otherAnswer[path: "result", "uri"] as? String)
        let otherSnapshot = try #require(URL(string: otherURI))
        #expect(!otherSnapshot.path.hasPrefix(folder.path + "/"))
        _ = other.finish()

        try setup.client.request("shutdown")
        #expect(!FileManager.default.fileExists(atPath: folder.path), "the folder is left after shutdown")
        setup.client.notify("exit")
        #expect(setup.client.finish(closingInput: false).status == 0)
        let left = try FileManager.default.contentsOfDirectory(atPath: setup.temporary.path)
        #expect(left == ["mine"], "left in the temporary folder: \(left)")
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func aSignalRemovesTheFolder(_ signal: Int32) throws {
        let setup = try Setup()
        defer { setup.remove() }
        let folder = try setup.folder(of: try setup.definition())
        #expect(FileManager.default.fileExists(atPath: folder.path))
        kill(setup.client.process.processIdentifier, signal)
        let (status, errors) = setup.client.finish(closingInput: false)
        #expect(setup.client.process.terminationReason == .exit, "ended by the signal itself: \(status)")
        #expect(status == 128 + signal, "\(errors)")
        #expect(!FileManager.default.fileExists(atPath: folder.path), "the folder is left after signal \(signal)")
    }

    /// The input's end without shutdown (the editor went away) removes it too.
    @Test func theInputsEndRemovesTheFolder() throws {
        let setup = try Setup()
        defer { setup.remove() }
        let folder = try setup.folder(of: try setup.definition())
        #expect(setup.client.finish().status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }
}
