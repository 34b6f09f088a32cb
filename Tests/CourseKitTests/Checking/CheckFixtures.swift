import Foundation

@testable import CourseKit

/// The checker's fixtures: `Fixtures/Check/valid`, a course that passes every rule, and for each
/// rule that course with a stated change (`CheckRuleFixtureTests.cases`), made at test time in a
/// scratch folder.
enum CheckFixtures {
    static func path(_ name: String) -> String {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures/Check/\(name)").path
    }

    /// Runs `body` on a scratch copy of `valid` with `edits` applied, then removes the copy.
    static func withValid<T>(
        changedBy edits: [StatedEdit], named name: String,
        _ body: (_ folder: String) throws -> T
    ) throws -> T {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("check-fixture-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let folder = scratch.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: path("valid"), toPath: folder.path)
        for edit in edits { try edit.apply(in: folder) }
        return try body(folder.path)
    }

    /// Reads the course in `folder` and checks it; without the compiler unless asked.
    static func check(folder: String, compiler: Bool = false, typecheck: Bool = false, strict: Bool = false) throws
        -> CheckResult
    {
        let reading = try CourseReader.read(folder: folder)
        return try CourseCheck.run(
            folder: folder, course: reading.course, readerDiagnostics: reading.diagnostics,
            options: CheckOptions(
                usesCompiler: compiler,
                typecheck: !typecheck ? .off : strict ? .strict : .on))
    }

    /// A cache folder of a test's own (`CheckOptions.cacheFolder`): no results from any other check,
    /// so the compiler really runs, but the interface's modules those of the user's cache, where
    /// `course check` keeps them, so that one test does not build them again (each build is seconds
    /// to a minute of compiler time). Its `interface` is a link to the user's (one link, not one per
    /// module folder: `cacheHomeSharingInterfaceModules` in the end-to-end tests says why); a
    /// module the user's cache lacks is built there, once.
    static func cacheSharingInterfaceModules(in folder: URL) throws -> String {
        let cache = folder.appendingPathComponent("cache-\(UUID().uuidString)")
        let modules = cache.appendingPathComponent("interface")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let shared = UserFolders.cache().appendingPathComponent("interface")
        _ = CacheFolder.make(shared)
        try FileManager.default.createSymbolicLink(at: modules, withDestinationURL: shared)
        return cache.path
    }

    /// The relative path and text of every file under `folder`, to compare two courses.
    static func files(in folder: String) throws -> [String: String] {
        let root = URL(fileURLWithPath: folder)
        var files: [String: String] = [:]
        for relative in try FileManager.default.subpathsOfDirectory(atPath: folder) {
            var isDirectory: ObjCBool = false
            let url = root.appendingPathComponent(relative)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            files[relative] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }
}
