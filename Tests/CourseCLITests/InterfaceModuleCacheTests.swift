import Foundation
import Testing

/// Through the built binary (issue 45): a check loads the interface's binary modules as built, and
/// the compiler does not build them again from their textual interfaces into its own module cache.
@Suite("course check: the interface's modules are built once", .ownThreads)
struct InterfaceModuleCacheTests {
    /// A course whose start project imports SwiftUI, checked with a compiler module cache of its
    /// own: the check passes, and that cache holds no Swift module (only the Clang modules of the
    /// system's headers). Before, every module was built again there ("compiled module is out of
    /// date … dependency is missing": the folder it was built in had been renamed).
    @Test func aCheckBuildsNoInterfaceModuleAgainInTheCompilersModuleCache() throws {
        let (folder, _) = try MissingInterfaceCommandTests.course(files: [
            "Badge.swift": "import SwiftUI\n\nstruct Badge: View {\n    var body: some View { Text(\"1\") }\n}\n"
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let moduleCache = folder.appendingPathComponent("compiler-module-cache")
        var environment = try cacheHomeSharingInterfaceModules(in: folder)
        environment["CLANG_MODULE_CACHE_PATH"] = moduleCache.path
        let result = try CourseProcess.run(["check", folder.path], environment: environment)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        let built = (FileManager.default.enumerator(atPath: moduleCache.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swiftmodule") }
        #expect(FileManager.default.fileExists(atPath: moduleCache.path), "the compiler ran with this module cache")
        #expect(built.isEmpty, "built again from textual interfaces: \(built.sorted())")
    }
}
