@testable import CourseKit
import Foundation
import Testing

@Suite("Snippets: finding and asking the compiler")
struct SwiftCompilerTests {
    @Test func anExplicitPathThatIsNotACompilerIsReportedMissing() {
        guard case .missing(let reason) = SwiftCompiler.locate(explicitPath: "/nonexistent/swiftc") else {
            Issue.record("found a compiler at a path that does not exist")
            return
        }
        #expect(reason == "no executable swiftc at '/nonexistent/swiftc'")
    }

    @Test func withoutPathTheRunningToolchainsCompilerIsFound() {
        // PATH names no folder with swiftc: the toolchain this test runs on is found instead.
        let lookup = SwiftCompiler.locate(explicitPath: nil, environment: ["PATH": "/nonexistent"])
        #if os(Linux) || os(macOS)
        guard case .found(let compiler) = lookup else {
            Issue.record("the running toolchain's swiftc was not found")
            return
        }
        #expect(compiler.executable.lastPathComponent == "swiftc")
        #expect(FileManager.default.isExecutableFile(atPath: compiler.executable.path))
        #endif
    }

    @Test func theSDKProbeNamesTheModulesItLacks() throws {
        guard case .found(let compiler) = SwiftCompiler.locate(explicitPath: nil) else {
            Issue.record("no swiftc")
            return
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("probe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let missing = try compiler.missingModules(["Foundation", "NoSuchModuleAnywhere"], scratch: scratch)
        #expect(missing == ["NoSuchModuleAnywhere"])
        #if os(Linux)
        #expect(try compiler.missingModules(["SwiftUI"], scratch: scratch) == ["SwiftUI"])
        #endif
    }
}
