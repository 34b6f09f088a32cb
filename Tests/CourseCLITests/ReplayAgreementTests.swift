import Foundation
import Testing

/// `check` and `snapshot` share one replay and agree (issue 11, items 9 and 10).
extension EscapeAndOverwriteTests {
    /// `change=create` on a folder of the start project (or under one of its files) passed
    /// `check`, then `snapshot` failed with `Error Domain=NSCocoaErrorDomain Code=512 …` and left
    /// a half-written folder.
    @Test(arguments: [("App", "'App' is a folder of the project, so change=create cannot make a file there"),
                      ("App/main.swift/Extra.swift", "'App/main.swift' is a file of the project, so change=create cannot make 'App/main.swift/Extra.swift' inside it")])
    func aCreateWhereAFolderOrAFileIsIsACheckErrorAndSnapshotWritesNothing(path: String, message: String) throws {
        let course = try course([("lesson-1/lesson.md", "file=App/Counter.swift change=append",
                                  "file=\(path) change=create")])
        let check = try run(["check", course.path, "--no-compiler"])
        #expect(check.status == 1)
        #expect(check.standardError.contains("lesson-1/lesson.md:25:1: error: \(message) [change-applies]"),
                "\(check.standardError)")
        let out = folder.appendingPathComponent("snapshot-\(UUID())")
        let snapshot = try run(["snapshot", course.path, "--step", "1", "--out", out.path])
        #expect(snapshot.status == 65)
        #expect(snapshot.standardError.contains(message), "\(snapshot.standardError)")
        #expect(!snapshot.standardError.contains("NSCocoaErrorDomain"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
