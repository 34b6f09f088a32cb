import Foundation
import Testing

@testable import CourseKit

/// A preparation of the interface's modules recorded beside them (`PreparedModules`): found through
/// any cache home that shares the modules, and only while every module it names is complete.
@Suite("The interface: a preparation recorded beside its modules")
struct PreparedModulesTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("prepared-\(UUID().uuidString)")
    let keys = ["0123456789abcdef", "fedcba9876543210"]
    let files = [InterfaceFile(module: "Base", name: "B.swift", text: "public struct Stone {}\n")]

    func record(_ cache: URL, imports: Set<String> = ["Top"]) throws -> PreparedModules {
        try #require(
            PreparedModules(cache: cache, files: files, compilerVersion: "Swift 6.2", platform: nil, imports: imports))
    }

    /// Module folders `keys`, complete, in `cache`'s `interface/`, and the modules they are.
    func built(in cache: URL) throws -> InterfaceModules {
        let interface = cache.appendingPathComponent("interface")
        for key in keys {
            let module = interface.appendingPathComponent(key)
            try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
            try Data().write(to: module.appendingPathComponent(InterfaceModules.completeMark))
        }
        return InterfaceModules(
            searchPaths: keys.map { interface.appendingPathComponent($0) }, modules: ["Base", "Top"],
            key: "modules key",
            implicitImports: ["Base"])
    }

    /// A cache home whose `interface` links to another's (as the tests' own cache homes do) finds
    /// the record the other wrote, with its modules' folders by their real paths, and writes
    /// nothing in its `results/`; an incomplete module folder makes both miss.
    @Test func aRecordWrittenThroughOneCacheHomeIsFoundThroughAnotherSharingItsModules() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("first/course")
        let second = folder.appendingPathComponent("second/course")
        let modules = try built(in: first)
        try FileManager.default.createDirectory(at: second, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: second.appendingPathComponent("interface"),
            withDestinationURL: first.appendingPathComponent("interface"))
        #expect(try record(second).load() == nil, "nothing recorded yet")

        try record(first).store(modules)
        let file = try record(first).file.path
        let old = Date(timeIntervalSinceNow: -30 * 86_400)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: file)

        let found = try #require(try record(second).load())
        let used = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
        #expect(used.map { $0 > old.addingTimeInterval(86_400) } == true, "the record found is marked as used")
        // By the folder's real path, as modules are built (`InterfaceModules`): not through the link.
        let real = try #require(ContainedPath.resolved(first.appendingPathComponent("interface").path))
        #expect(found.searchPaths.map(\.path) == keys.map { real + "/" + $0 })
        #expect(found.modules == modules.modules && found.key == modules.key)
        #expect(found.implicitImports == modules.implicitImports)
        #expect(try record(second, imports: ["Base"]).load() == nil, "other inputs, another record")
        #expect(!FileManager.default.fileExists(atPath: second.appendingPathComponent("results").path))
        let name = try record(first).file.lastPathComponent
        #expect(CacheFolder.isCacheEntryName(name), "\(name) is a name the cache's pruning knows")

        try FileManager.default.removeItem(
            at: first.appendingPathComponent("interface/\(keys[1])/\(InterfaceModules.completeMark)"))
        #expect(try record(second).load() == nil, "a module folder is incomplete")
        #expect(try record(first).load() == nil)
    }

    /// Modules built into a check's scratch folder (the cache could not be written) are not
    /// recorded: the next check would not find them.
    @Test func modulesOutsideTheCachesInterfaceAreNotRecorded() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent("cache/course")
        let scratch = try built(in: folder.appendingPathComponent("scratch"))
        try record(cache).store(scratch)
        #expect(!FileManager.default.fileExists(atPath: try record(cache).file.path))
        try record(cache).store(try built(in: cache))
        #expect(try record(cache).load() != nil)
    }
}
