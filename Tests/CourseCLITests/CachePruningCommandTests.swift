import Foundation
import Testing

/// `course check`'s daily pruning of its cache folder, through the binary, against what a shared or
/// misplaced cache folder holds: it removes only inside the cache's own folders (tagged with
/// `CACHEDIR.TAG`) and never follows a link out of them. A stand-in `swiftc` answers every run at
/// once, so the check reaches the pruning in a second.
@Suite("course check: the cache's pruning stays in the cache", .ownThreads)
struct CachePruningCommandTests {
    static let signature = "Signature: 8a477f597d28d172789f06886806bc55"
    /// The start of the tag `course` writes (docs/checks.md): the signature, then a line only it writes.
    static let ownTag = signature + "\n# This file is a cache directory tag created by course (course check's cache).\n"

    /// A folder with a stand-in compiler, `bin/swiftc`, that says nothing and succeeds.
    func setUp() throws -> (folder: URL, swiftc: URL) {
        let folder = try temporaryFolder()
        let swiftc = folder.appendingPathComponent("bin/swiftc")
        try FileManager.default.createDirectory(
            at: swiftc.deletingLastPathComponent(), withIntermediateDirectories: true)
        try """
        #!/bin/sh
        case "$*" in *--version*) echo "Swift version 0.0 (stand-in)" ;; esac
        exit 0

        """.write(to: swiftc, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swiftc.path)
        return (folder, swiftc)
    }

    /// Makes a file (or a folder) at `url`, `days` old.
    func make(_ url: URL, daysOld days: Double, folder: Bool = false, text: String = "x") throws {
        try FileManager.default.createDirectory(
            at: folder ? url : url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if !folder { try text.write(to: url, atomically: false, encoding: .utf8) }
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(-days * 86_400)], ofItemAtPath: url.path)
    }

    func check(_ course: URL, cacheHome: URL, swiftc: URL) throws -> CourseProcess.Result {
        try CourseProcess.run(
            ["check", course.path, "--swiftc", swiftc.path], environment: ["XDG_CACHE_HOME": cacheHome.path])
    }

    func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

    /// A cache's `plugin/` or `interface/` that is a link to another folder (here another user's
    /// tagged cache folder) is not followed: nothing there is removed, however old. An old entry
    /// of the cache's own that is a link goes as the link; what it leads to stays.
    @Test func pruningNeverFollowsALink() throws {
        let (folder, swiftc) = try setUp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent("cache/course")
        let victim = folder.appendingPathComponent("victim")
        for name in ["a", "b"] { try make(victim.appendingPathComponent("\(name)/file"), daysOld: 90) }
        try make(victim.appendingPathComponent("0123456789abcdef"), daysOld: 90, folder: true)
        try make(victim.appendingPathComponent("CACHEDIR.TAG"), daysOld: 90, text: Self.signature + "\n")
        for name in ["a", "b", "0123456789abcdef"] {
            try FileManager.default.setAttributes(
                [.modificationDate: Date().addingTimeInterval(-90 * 86_400)],
                ofItemAtPath: victim.appendingPathComponent(name).path)
        }
        try make(cache.appendingPathComponent("CACHEDIR.TAG"), daysOld: 90, text: Self.ownTag)
        for kind in ["plugin", "interface"] {
            try FileManager.default.createSymbolicLink(
                at: cache.appendingPathComponent(kind), withDestinationURL: victim)
        }
        // In the cache's own results folder: an old entry that is a link to the victim.
        let results = cache.appendingPathComponent("results")
        try make(results.appendingPathComponent("CACHEDIR.TAG"), daysOld: 90, text: Self.ownTag)
        let oldLink = results.appendingPathComponent("fedcba9876543210.1B4E28BA-2FA1-11D2-883F-0016D3CCA427.tmp")
        try FileManager.default.createSymbolicLink(at: oldLink, withDestinationURL: victim)
        var times = [timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, oldLink.path, &times, AT_SYMLINK_NOFOLLOW) == 0)

        let result = try check(
            URL(fileURLWithPath: CheckCommandTests.valid, relativeTo: CourseProcess.packageRoot),
            cacheHome: folder.appendingPathComponent("cache"),
            swiftc: swiftc)
        #expect(result.status != 70 && result.status < 128, "\(result.standardError)")
        #expect(exists(cache.appendingPathComponent(".pruned")), "the check pruned")
        for name in ["a/file", "b/file", "0123456789abcdef", "CACHEDIR.TAG"] {
            #expect(exists(victim.appendingPathComponent(name)), "\(name) was removed through a link")
        }
        #expect(
            (try? FileManager.default.destinationOfSymbolicLink(atPath: oldLink.path)) == nil,
            "the old link in the cache's own folder goes")
    }

    /// `XDG_CACHE_HOME=$HOME` with a course in `~/course`: the cache's root is the course folder,
    /// whose own `interface/SwiftUI/` declarations are not the cache's and stay, however old; the
    /// folders the cache made there itself are tagged.
    @Test func pruningLeavesWhatIsNotTheCaches() throws {
        let (home, swiftc) = try setUp()
        defer { try? FileManager.default.removeItem(at: home) }
        let course = home.appendingPathComponent("course")
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: CheckCommandTests.valid, relativeTo: CourseProcess.packageRoot), to: course)
        let declarations = course.appendingPathComponent("interface/SwiftUI")
        try make(
            declarations.appendingPathComponent("Extra.swift"), daysOld: 40, text: "public struct Extra {}\n")
        try make(declarations, daysOld: 40, folder: true)
        try make(course.appendingPathComponent("notes"), daysOld: 40, folder: true)

        let result = try check(course, cacheHome: home, swiftc: swiftc)
        #expect(result.status != 70 && result.status < 128, "\(result.standardError)")
        #expect(exists(course.appendingPathComponent(".pruned")), "the check pruned")
        #expect(exists(declarations.appendingPathComponent("Extra.swift")), "the course's declarations were removed")
        #expect(exists(course.appendingPathComponent("course.md")) && exists(course.appendingPathComponent("notes")))
        #expect(!exists(course.appendingPathComponent("CACHEDIR.TAG")), "a folder the cache did not make is not tagged")
        #expect(!exists(course.appendingPathComponent("interface/CACHEDIR.TAG")))
        for made in ["plugin", "results"] {
            let tag = try? String(
                contentsOf: course.appendingPathComponent("\(made)/CACHEDIR.TAG"), encoding: .utf8)
            #expect(tag?.hasPrefix(Self.ownTag) == true, "\(made)/ is not tagged")
        }
    }

    /// Another tool's cache folder under the cache's root, tagged with the same standard signature
    /// (its own comment after it), is not the cache's: nothing in it is pruned, however old.
    @Test func anotherToolsTaggedFolderIsNotPruned() throws {
        let (folder, swiftc) = try setUp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent("cache/course")
        try make(cache.appendingPathComponent("CACHEDIR.TAG"), daysOld: 90, text: Self.ownTag)
        let othersTag = Self.signature + "\n# This file is a cache directory tag created by another tool.\n"
        for kind in ["plugin", "interface", "results"] {
            try make(cache.appendingPathComponent("\(kind)/CACHEDIR.TAG"), daysOld: 90, text: othersTag)
            try make(cache.appendingPathComponent("\(kind)/0123456789abcdef"), daysOld: 90, folder: true)
        }
        let result = try check(
            URL(fileURLWithPath: CheckCommandTests.valid, relativeTo: CourseProcess.packageRoot),
            cacheHome: folder.appendingPathComponent("cache"),
            swiftc: swiftc)
        #expect(result.status != 70 && result.status < 128, "\(result.standardError)")
        #expect(exists(cache.appendingPathComponent(".pruned")), "the check pruned")
        for kind in ["plugin", "interface", "results"] {
            #expect(exists(cache.appendingPathComponent("\(kind)/0123456789abcdef")), "\(kind)/ was pruned")
        }
    }

    /// A cache the check makes anew is tagged in its root and each of its folders.
    @Test func aNewCacheIsTagged() throws {
        let (folder, swiftc) = try setUp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try check(
            URL(fileURLWithPath: CheckCommandTests.valid, relativeTo: CourseProcess.packageRoot),
            cacheHome: folder.appendingPathComponent("cache"),
            swiftc: swiftc)
        #expect(result.status != 70 && result.status < 128, "\(result.standardError)")
        for made in ["", "plugin/", "interface/", "results/"] {
            let tag = try? String(
                contentsOf: folder.appendingPathComponent("cache/course/\(made)CACHEDIR.TAG"), encoding: .utf8)
            #expect(tag?.hasPrefix(Self.ownTag) == true, "course/\(made) is not tagged")
        }
    }
}
