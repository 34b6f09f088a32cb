import Foundation
import Testing

/// `course lsp` driven by a second real client: pytest-lsp's (pygls), initialised with the
/// capabilities VS Code and Emacs's eglot send (Tests/Clients/test_course_lsp.py). Runs where
/// `pip install pytest-lsp` has been done.
@Suite("course lsp with pytest-lsp's client (VS Code's and Emacs's capabilities)", .ownThreads)
struct PytestLspTests {
    static let hasPytestLsp: Bool = {
        guard
            let result = try? CourseProcess.run(
                executable: URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", "import pytest_lsp"])
        else { return false }
        return result.status == 0
    }()

    @Test(.enabled(if: hasPytestLsp, "pytest-lsp is not installed: pip install pytest-lsp"))
    func diagnosticsEditsAndOutlineThroughPytestLsp() throws {
        let result = try CourseProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            ["python3", "-m", "pytest", "-q", "-p", "no:cacheprovider", "Tests/Clients"],
            environment: ["COURSE_BINARY": CourseProcess.binary.path])
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("4 passed"), "\(result.standardOutput)")
    }
}
