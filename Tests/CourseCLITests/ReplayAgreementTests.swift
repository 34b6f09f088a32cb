import Foundation
import Testing

/// `check` and `snapshot` share one replay and agree (issue 11, items 9 and 10).
extension EscapeAndOverwriteTests {
    /// `change=create` on a folder of the start project (or under one of its files) passed
    /// `check`, then `snapshot` failed with `Error Domain=NSCocoaErrorDomain Code=512 …` and left
    /// a half-written folder.
    @Test(arguments: [
        ("App", "'App' is a folder of the project, so change=create cannot make a file there"),
        (
            "App/main.swift/Extra.swift",
            "'App/main.swift' is a file of the project, so change=create cannot make 'App/main.swift/Extra.swift' inside it"
        ),
    ])
    func aCreateWhereAFolderOrAFileIsIsACheckErrorAndSnapshotWritesNothing(path: String, message: String) throws {
        let course = try course([
            (
                "lesson-1/lesson.md", "file=App/Counter.swift change=append",
                "file=\(path) change=create"
            )
        ])
        let check = try run(["check", course.path, "--no-compiler"])
        #expect(check.status == 1)
        #expect(
            check.standardError.contains("lesson-1/lesson.md:25:1: error: \(message) [change-applies]"),
            "\(check.standardError)")
        let out = folder.appendingPathComponent("snapshot-\(UUID())")
        let snapshot = try run(["snapshot", course.path, "--step", "1", "--out", out.path])
        #expect(snapshot.status == 65)
        #expect(snapshot.standardError.contains(message), "\(snapshot.standardError)")
        #expect(!snapshot.standardError.contains("NSCocoaErrorDomain"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    /// A syntax error inside an `append` was reported at the next change to the same file in the
    /// same step, "outside the changed lines": every line of a replayed file maps back to the
    /// change (and the lesson line) that wrote it.
    @Test func aSyntaxErrorInAnAppendIsReportedAtTheAppendsLine() throws {
        let second = """
            ```swift file=App/Counter.swift change=append
            extension Counter {
                var doubled: Int { count * 2 }
            }
            ```

            A property lives in a type:
            """
        let course = try course([
            (
                "lesson-1/lesson.md", "    func reset() -> Counter { Counter() }",
                "    func reset( -> Counter { Counter() }"
            ),
            ("lesson-1/lesson.md", "A property lives in a type:", second),
        ])
        let check = try run(["check", course.path])
        #expect(check.status == 1)
        let lines = check.standardError.split(separator: "\n").filter { $0.hasSuffix("[change-parses]") }
        #expect(!lines.isEmpty, "\(check.standardError)")
        #expect(lines.allSatisfy { $0.contains("lesson-1/lesson.md:27:") }, "\(check.standardError)")
        #expect(check.standardError.contains("the error is in this change's code"))
        #expect(!check.standardError.contains("outside the changed lines"))
    }
}
