import Foundation
import Testing

@testable import CourseKit

/// The cache folder stays bounded: builds' plugins, interfaces and results no check uses any more
/// go, at most once a day, and nothing in use ever does.
@Suite("The cache folder, pruned")
struct CachePruningTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("cache-pruning-\(UUID().uuidString)")
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    func make(_ path: String, daysOld: Double, folder: Bool = false) throws -> URL {
        let url = root.appendingPathComponent(path)
        let files = FileManager.default
        try files.createDirectory(
            at: folder ? url : url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if !folder { #expect(files.createFile(atPath: url.path, contents: Data("x".utf8))) }
        try files.setAttributes([.modificationDate: now.addingTimeInterval(-daysOld * 86_400)], ofItemAtPath: url.path)
        return url
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    @Test func whatNoCheckUsesGoesAndWhatIsInUseStays() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let plugin = try make("plugin/current", daysOld: 40, folder: true)
        _ = try make("plugin/recent", daysOld: 2, folder: true)
        _ = try make("plugin/old", daysOld: 8, folder: true)
        let interface = try make("interface/current", daysOld: 90, folder: true)
        _ = try make("interface/recent", daysOld: 20, folder: true)
        _ = try make("interface/old", daysOld: 31, folder: true)
        _ = try make("interface/k.building-1", daysOld: 2, folder: true)
        _ = try make("interface/k.building-2", daysOld: 0.1, folder: true)
        _ = try make("results/abc.1.tmp", daysOld: 2)
        _ = try make("results/abc", daysOld: 400)

        CachePruning.pruneIfDue(root: root, inUse: [plugin, interface], now: now)

        #expect(exists("plugin/current") && exists("plugin/recent") && !exists("plugin/old"))
        #expect(exists("interface/current") && exists("interface/recent") && !exists("interface/old"))
        #expect(!exists("interface/k.building-1") && exists("interface/k.building-2"))
        #expect(!exists("results/abc.1.tmp"))
        #expect(exists("results/abc"), "a result goes only when there are too many")
        let used = try FileManager.default.attributesOfItem(atPath: interface.path)[.modificationDate] as? Date
        #expect(used == now, "the interface in use is marked as used")
    }

    @Test func itPrunesAtMostOnceADay() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        CachePruning.pruneIfDue(root: root, inUse: [], now: now)
        _ = try make("plugin/old", daysOld: 8, folder: true)
        CachePruning.pruneIfDue(root: root, inUse: [], now: now.addingTimeInterval(3_600))
        #expect(exists("plugin/old"), "pruned an hour after the last time")
        CachePruning.pruneIfDue(root: root, inUse: [], now: now.addingTimeInterval(25 * 3_600))
        #expect(!exists("plugin/old"))
    }

    @Test func beyondTheLimitTheOldestResultsGo() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let count = CachePruning.resultsLimit + 10
        let folder = root.appendingPathComponent("results")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for index in 0..<count {
            let url = folder.appendingPathComponent("r\(index)")
            FileManager.default.createFile(atPath: url.path, contents: nil)
            // r0 the oldest, r(count-1) the newest.
            try FileManager.default.setAttributes(
                [.modificationDate: now.addingTimeInterval(Double(index - count))], ofItemAtPath: url.path)
        }
        CachePruning.pruneIfDue(root: root, inUse: [], now: now)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(left.count == CachePruning.resultsKept)
        #expect(!left.contains("r0") && left.contains("r\(count - 1)"))
    }
}
