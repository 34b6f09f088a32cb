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

    /// Tags the root and its folders as the cache does when it makes them.
    func tagAll() throws {
        for folder in ["", "plugin/", "interface/", "results/"] {
            let url = root.appendingPathComponent(folder + CacheFolder.tagName)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try CacheFolder.tagText.write(to: url, atomically: false, encoding: .utf8)
        }
    }

    func isTagged(_ path: String) -> Bool {
        let url = root.appendingPathComponent(path).appendingPathComponent(CacheFolder.tagName)
        return (try? String(contentsOf: url, encoding: .utf8))?.hasPrefix(CacheFolder.signature + "\n") == true
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
        _ = try make("interface/0123456789abcdef.prepared", daysOld: 8)
        _ = try make("interface/1123456789abcdef.prepared", daysOld: 2)
        _ = try make("interface/0123456789abcdef.1B4E28BA-2FA1-11D2-883F-0016D3CCA427.tmp", daysOld: 2)
        _ = try make("interface/1123456789abcdef.1B4E28BA-2FA1-11D2-883F-0016D3CCA427.tmp", daysOld: 0.1)
        _ = try make("results/abc.1.tmp", daysOld: 2)
        _ = try make("results/abc", daysOld: 400)
        try tagAll()

        CachePruning.pruneIfDue(root: root, inUse: [plugin, interface], now: now)

        #expect(exists("plugin/current") && exists("plugin/recent") && !exists("plugin/old"))
        #expect(exists("interface/current") && exists("interface/recent") && !exists("interface/old"))
        #expect(!exists("interface/k.building-1") && exists("interface/k.building-2"))
        #expect(!exists("interface/0123456789abcdef.prepared") && exists("interface/1123456789abcdef.prepared"))
        #expect(!exists("interface/0123456789abcdef.1B4E28BA-2FA1-11D2-883F-0016D3CCA427.tmp"))
        #expect(exists("interface/1123456789abcdef.1B4E28BA-2FA1-11D2-883F-0016D3CCA427.tmp"))
        #expect(!exists("results/abc.1.tmp"))
        #expect(exists("results/abc"), "a result goes only when there are too many")
        let used = try FileManager.default.attributesOfItem(atPath: interface.path)[.modificationDate] as? Date
        #expect(used == now, "the interface in use is marked as used")
    }

    @Test func itPrunesAtMostOnceADay() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try tagAll()
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
            #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
            // r0 the oldest, r(count-1) the newest.
            try FileManager.default.setAttributes(
                [.modificationDate: now.addingTimeInterval(Double(index - count))], ofItemAtPath: url.path)
        }
        try tagAll()
        CachePruning.pruneIfDue(root: root, inUse: [], now: now)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != CacheFolder.tagName }
        #expect(left.count == CachePruning.resultsKept)
        #expect(!left.contains("r0") && left.contains("r\(count - 1)"))
    }

    /// A folder of the cache that is a link, or an entry that is one, is never followed: another
    /// folder's entries stay, however old, even when that folder is another cache's (tagged).
    @Test func aLinkIsNeverFollowed() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let elsewhere = root.appendingPathComponent("elsewhere")
        try tagAll()
        _ = try make("elsewhere/0123456789abcdef", daysOld: 90, folder: true)
        _ = try make("elsewhere/old/file", daysOld: 90)
        _ = try make("elsewhere/old", daysOld: 90, folder: true)
        try CacheFolder.tagText.write(
            to: elsewhere.appendingPathComponent(CacheFolder.tagName), atomically: false, encoding: .utf8)
        let files = FileManager.default
        try files.removeItem(at: root.appendingPathComponent("plugin"))
        try files.createSymbolicLink(at: root.appendingPathComponent("plugin"), withDestinationURL: elsewhere)
        // An old entry that is a link, and an old folder with a link in it: each link goes as a link.
        try files.createSymbolicLink(
            at: root.appendingPathComponent("interface/fedcba9876543210"), withDestinationURL: elsewhere)
        _ = try make("interface/1111111111111111", daysOld: 90, folder: true)
        try files.createSymbolicLink(
            at: root.appendingPathComponent("interface/1111111111111111/inside"), withDestinationURL: elsewhere)
        for link in ["interface/fedcba9876543210", "interface/1111111111111111"] {
            var times = [timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0)]
            #expect(utimensat(AT_FDCWD, root.appendingPathComponent(link).path, &times, AT_SYMLINK_NOFOLLOW) == 0)
        }

        CachePruning.pruneIfDue(root: root, inUse: [], now: now)

        #expect(exists("elsewhere/0123456789abcdef") && exists("elsewhere/old/file") && isTagged("elsewhere"))
        #expect((try? files.destinationOfSymbolicLink(atPath: root.appendingPathComponent("plugin").path)) != nil)
        #expect(
            (try? files.attributesOfItem(atPath: root.appendingPathComponent("interface/fedcba9876543210").path)) == nil
        )
        #expect(!exists("interface/1111111111111111"))
    }

    /// What is in use is known by its file's identity, whatever the path says.
    @Test func whatIsInUseIsKnownByIdentityNotPathText() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try tagAll()
        _ = try make("interface/0123456789abcdef", daysOld: 90, folder: true)
        // The same folder through a link to the root: another path, the same file.
        let link = root.deletingLastPathComponent().appendingPathComponent("link-\(UUID().uuidString)")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: root)
        defer { try? FileManager.default.removeItem(at: link) }
        let spelled = link.appendingPathComponent("interface/0123456789abcdef")
        CachePruning.pruneIfDue(root: root, inUse: [spelled], now: now)
        #expect(exists("interface/0123456789abcdef"))
    }

    /// A root the cache did not make (no tag; something in it the cache never writes) is not the
    /// cache's: its folders without the tag are left whole; one the cache made there (tagged) is
    /// pruned.
    @Test func onlyFoldersThatCarryTheTagArePruned() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try make("course.md", daysOld: 90)
        _ = try make("interface/SwiftUI/Extra.swift", daysOld: 90)
        _ = try make("interface/SwiftUI", daysOld: 90, folder: true)
        _ = try make("interface/0123456789abcdef", daysOld: 90, folder: true)
        _ = try make("plugin/0123456789abcdef", daysOld: 90, folder: true)
        try CacheFolder.tagText.write(
            to: root.appendingPathComponent("plugin/" + CacheFolder.tagName), atomically: false, encoding: .utf8)
        CachePruning.pruneIfDue(root: root, inUse: [], now: now)
        #expect(exists("interface/SwiftUI/Extra.swift") && exists("interface/0123456789abcdef") && exists("course.md"))
        #expect(!exists("plugin/0123456789abcdef"))
        #expect(!isTagged("") && !isTagged("interface"))
    }

    /// A cache an older `course` made (no tags) holding only what the cache writes, by the names
    /// it gives, is recognised, tagged and pruned; a folder in it with any other name in it is not.
    @Test func aCacheMadeBeforeTheTagIsRecognisedByWhatItHolds() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try make(".pruned", daysOld: 3)
        _ = try make("plugin/0123456789abcdef", daysOld: 90, folder: true)
        _ = try make("interface/0123456789abcdef", daysOld: 90, folder: true)
        _ = try make(
            "interface/1123456789abcdef.building-1B4E28BA-2FA1-11D2-883F-0016D3CCA427", daysOld: 3, folder: true)
        _ = try make("results/0123456789abcdef", daysOld: 3)
        _ = try make("results/0123456789abcdef.1B4E28BA-2FA1-11D2-883F-0016D3CCA427.tmp", daysOld: 3)
        _ = try make("results/mine.txt", daysOld: 90)
        CachePruning.pruneIfDue(root: root, inUse: [], now: now)
        #expect(isTagged("") && isTagged("plugin") && isTagged("interface") && !isTagged("results"))
        #expect(!exists("plugin/0123456789abcdef") && !exists("interface/0123456789abcdef"))
        #expect(!exists("interface/1123456789abcdef.building-1B4E28BA-2FA1-11D2-883F-0016D3CCA427"))
        #expect(
            exists("results/0123456789abcdef.1B4E28BA-2FA1-11D2-883F-0016D3CCA427.tmp") && exists("results/mine.txt"))
    }

    @Test func theCachesNamesAreKnown() {
        #expect(CacheFolder.isCacheEntryName("0123456789abcdef"))
        #expect(CacheFolder.isCacheEntryName("0123456789abcdef.building-1B4E28BA-2FA1-11D2-883F-0016D3CCA427"))
        #expect(CacheFolder.isCacheEntryName("0123456789abcdef.1B4E28BA-2FA1-11D2-883F-0016D3CCA427.tmp"))
        #expect(CacheFolder.isCacheEntryName("0123456789abcdef" + PreparedModules.nameSuffix))
        for name in [
            "SwiftUI", "0123456789ABCDEF", "0123456789abcde", "0123456789abcdef.swift", "0123456789abcdefg",
            "0123456789abcdef.prepared.swift",
        ] {
            #expect(!CacheFolder.isCacheEntryName(name), "\(name)")
        }
    }
}
