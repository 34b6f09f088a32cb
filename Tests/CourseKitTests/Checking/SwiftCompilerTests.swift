import Foundation
import Testing

@testable import CourseKit

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

    /// The version line keys every cache: the frontend's, which names the compiler's build (on Linux
    /// it is the driver's `--version` line too, so caches made before stay valid).
    @Test func theVersionNamesTheCompiler() throws {
        guard case .found(let compiler) = SwiftCompiler.locate(explicitPath: nil) else {
            Issue.record("no swiftc")
            return
        }
        let version = try compiler.version()
        #expect(version.contains("Swift version "))
        #if os(Linux)
            let driver = try ProcessRunner.run(compiler.executable, ["--version"])
            #expect(version == String(driver.output.split(separator: "\n").first ?? ""))
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
