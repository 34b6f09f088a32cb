import Foundation
import Testing

/// Nothing a course names leads out of it: issue 11, item 4, through the built binary.
@Suite("course: no escapes, no overwrites, no hangs")
struct EscapeAndOverwriteTests {
    static let now = "2026-11-30T10:00:00Z"
    let folder: URL

    init() throws {
        folder = try temporaryFolder()
    }

    /// Isolated from the machine's settings file and review logs.
    var environment: [String: String] {
        ["XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
         "XDG_DATA_HOME": folder.appendingPathComponent("data/share").path, "TZ": "UTC"]
    }

    func run(_ arguments: [String], input: String = "", in directory: URL? = nil) throws -> CourseProcess.Result {
        let result = try CourseProcess.run(arguments, input: input, directory: directory, environment: environment)
        expectEachMessagePrintedOnce(result.standardError)
        return result
    }

    /// `Fixtures/Check/valid` copied to `<folder>/course`, each (old, new) replacing the one
    /// occurrence of a text in a file of it.
    func course(_ edits: [(file: String, old: String, new: String)] = []) throws -> URL {
        let course = folder.appendingPathComponent("course")
        try FileManager.default.copyItem(at: CourseProcess.packageRoot.appendingPathComponent("Tests/CourseKitTests/Fixtures/Check/valid"),
                                         to: course)
        for edit in edits {
            let url = course.appendingPathComponent(edit.file)
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(text.components(separatedBy: edit.old).count == 2, "\(edit.old) in \(edit.file)")
            try text.replacingOccurrences(of: edit.old, with: edit.new).write(to: url, atomically: true, encoding: .utf8)
        }
        return course
    }

    func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    // MARK: item 4: ids and paths stay inside

    /// `id: ../../../escaped` once made the quiz create folders, its log and its lock three levels
    /// above `$XDG_DATA_HOME/course`.
    @Test func aCourseIDThatClimbsOutIsAnErrorAndNothingIsWritten() throws {
        let escaped = "escaped-\(UUID().uuidString)"
        let course = try course([("course.md", "id: check-fixture", "id: ../../../\(escaped)")])
        let reported = "\(course.path)/course.md:2:5: error: the id '../../../\(escaped)' contains '/' [bad-id]"
        for arguments in [["quiz", course.path, "--now", Self.now], ["stats", course.path, "--now", Self.now],
                          ["history", "--course", course.path]] {
            let result = try run(arguments, input: "q\n")
            #expect(result.status == 65, "\(arguments[0]): \(result.standardError)")
            #expect(lines(result.standardError).first == reported, "\(arguments[0])")
        }
        let check = try run(["check", course.path, "--no-compiler"])
        #expect(check.status == 1 && check.standardError.contains(reported))
        // `data/share/course/../../../escaped` is `<folder>/../escaped`: nothing there, nor under the folder.
        let climbed = folder.deletingLastPathComponent().appendingPathComponent(escaped)
        #expect(!FileManager.default.fileExists(atPath: climbed.path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("data").path))
    }

    @Test func aCardIDOfAnotherShapeIsTheReadersError() throws {
        let course = try course([("lesson-1/lesson.md", "<!-- card id=state-init ", "<!-- card id=.. ")])
        let list = try run(["list", course.path])
        #expect(list.status == 1)
        #expect(list.standardError.contains("lesson.md:75:11: error: the id '..' is '..', which names a folder rather than a thing of its own [bad-id]"),
                "\(list.standardError)")
    }

    @Test func aStartFolderThatClimbsOutIsAnErrorAndNotRead() throws {
        let course = try course([("lesson-1/lesson.md", "start: start", "start: ../..")])
        let check = try run(["check", course.path, "--no-compiler"])
        #expect(check.status == 1)
        #expect(check.standardError.contains("lesson-1/lesson.md:8:8: error: the path '../..' has a '..' component, which climbs out of its folder [unsafe-path]"),
                "\(check.standardError)")
        #expect(!check.standardError.contains("[change-path]"))
        let out = folder.appendingPathComponent("snapshot")
        let snapshot = try run(["snapshot", course.path, "--step", "0", "--out", out.path])
        #expect(snapshot.status == 65)
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    /// A link inside the start folder to a file outside the course was followed: `snapshot`
    /// copied the file, `render` showed it.
    @Test func aLinkOutOfTheCourseIsNeverFollowed() throws {
        let course = try course()
        let secret = folder.appendingPathComponent("secret.swift")
        try write("let password = \"hunter2\"\n", to: secret)
        let link = course.appendingPathComponent("lesson-1/start/App/Secret.swift")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: secret.path)
        let message = "'\(link.path)' is a link to a place outside the course folder '\(course.path)'"

        let check = try run(["check", course.path, "--no-compiler"])
        #expect(check.status == 1)
        #expect(check.standardError.contains("lesson-1/lesson.md:8:1: error: \(message) [change-path]"), "\(check.standardError)")
        let out = folder.appendingPathComponent("snapshot"), site = folder.appendingPathComponent("site")
        let snapshot = try run(["snapshot", course.path, "--step", "0", "--out", out.path])
        #expect(snapshot.status == 65)
        #expect(lines(snapshot.standardError).last?.hasSuffix(message) == true, "\(snapshot.standardError)")
        let render = try run(["render", course.path, "--out", site.path])
        #expect(render.status == 65)
        #expect(lines(render.standardError).last == "course: error: \(message)")
        for output in [out, site] { #expect(!FileManager.default.fileExists(atPath: output.path)) }

        // A link to another file of the course is fine, and copied as the file it leads to.
        try FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "Counter.swift")
        #expect(try run(["snapshot", course.path, "--step", "0", "--out", out.path]).status == 0)
        let copied = out.appendingPathComponent("App/Secret.swift").path
        #expect(try FileManager.default.attributesOfItem(atPath: copied)[.type] as? FileAttributeType == .typeRegular)
    }
}
