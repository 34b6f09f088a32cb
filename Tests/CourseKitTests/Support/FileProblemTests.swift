import CourseKit
import Foundation
import Testing

@Suite("File system errors in the system's words")
struct FileProblemTests {
    @Test func foundationsOwnErrorsReadAsTheSystemWordsThem() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("file-problem-\(UUID().uuidString)")
        try Data("x".utf8).write(to: root)
        defer { try? FileManager.default.removeItem(at: root) }
        do {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("sub"), withIntermediateDirectories: true)
            Issue.record("a folder was made under a file")
        } catch {
            #expect(FileProblem.reason(of: error) == String(cString: strerror(ENOTDIR)), "\(error)")
            #expect(FileProblem.path(of: error) == root.appendingPathComponent("sub").path)
        }
        do {
            _ = try FileManager.default.contentsOfDirectory(atPath: root.path + "-none")
            Issue.record("a missing folder was listed")
        } catch {
            #expect(FileProblem.reason(of: error) == String(cString: strerror(ENOENT)))
        }
    }

    @Test func aCodeWithoutAnUnderlyingErrorIsNamedByTheCode() {
        #expect(FileProblem.reason(of: CocoaError(.fileWriteOutOfSpace)) == String(cString: strerror(ENOSPC)))
        #expect(FileProblem.reason(of: CocoaError(.fileReadNoPermission)) == String(cString: strerror(EACCES)))
        #expect(FileProblem.reason(of: CocoaError(.fileWriteUnknown)) == "the file could not be written")
        #expect(FileProblem.reason(of: POSIXError(.EISDIR)) == String(cString: strerror(EISDIR)))
    }

    @Test func otherErrorsAreNotFileProblems() {
        struct Other: Error {}
        #expect(FileProblem.reason(of: Other()) == nil)
        #expect(FileProblem.reason(of: CocoaError(.coderInvalidValue)) == nil)
    }
}
