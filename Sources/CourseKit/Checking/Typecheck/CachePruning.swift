import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What makes a folder recognisably `course check`'s cache.
///
/// A `CACHEDIR.TAG` file (the Cache Directory Tagging Specification, https://bford.info/cachedir/,
/// which backup tools honour too), written into each folder the cache makes — its root and
/// `plugin/`, `interface/`, `results/` — at the moment it makes it. A folder the cache finds
/// already there is not tagged: it may be anyone's (`XDG_CACHE_HOME=$HOME` with a course in
/// `~/course` makes the course folder the root).
///
/// The specification's signature is everyone's: another tool tags its cache folders the same way.
/// So the cache's own tag is known by its first two lines, the signature and then `ownLine`, which
/// only `course` writes; a tag of another tool, in a folder of the same name, is not the cache's.
enum CacheFolder {
    static let tagName = "CACHEDIR.TAG"
    /// The specification's first line, which a tag must start with.
    static let signature = "Signature: 8a477f597d28d172789f06886806bc55"
    /// The tag's second line: what tells `course`'s tag from another tool's.
    static let ownLine = "# This file is a cache directory tag created by course (course check's cache)."
    static let tagText = """
        \(signature)
        \(ownLine)
        # course prunes only inside folders that carry it. For information about cache
        # directory tags, see https://bford.info/cachedir/

        """
    /// The folders of the root the cache keeps things in.
    static let kinds = ["plugin", "interface", TypecheckResultCache.folderName]
    static let legacyMarkName = CachePruning.markName

    /// Makes `folder` and the root where they are missing; true when `folder` is there.
    ///
    /// `folder` is one of `kinds` in the cache's root; each one made is tagged. There: made now or
    /// before.
    @discardableResult
    static func make(_ folder: URL) -> Bool {
        let root = folder.deletingLastPathComponent()
        try? FileManager.default.createDirectory(
            at: root.deletingLastPathComponent(), withIntermediateDirectories: true)
        for made in [root, folder] where mkdir(made.path, 0o755) == 0 {
            OpenFolder.open(made.path)?.write(tagName, Array(tagText.utf8))
        }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Whether `folder` carries the cache's own tag.
    ///
    /// A regular file starting with the signature and `ownLine`; a tag of another tool is not the
    /// cache's.
    static func isTagged(_ folder: OpenFolder) -> Bool {
        let mark = Array((signature + "\n" + ownLine + "\n").utf8)
        return folder.read(tagName, limit: mark.count) == mark
    }

    /// Whether the root is the cache's.
    ///
    /// Tagged, or made by a `course` older than the tag and holding nothing but what that made
    /// (`plugin/`, `interface/`, `results/` folders and the `.pruned` mark, none a link), which it
    /// then tags.
    static func isCache(_ root: OpenFolder) -> Bool {
        if isTagged(root) { return true }
        guard
            root.names().allSatisfy({ name in
                guard let status = root.status(name) else { return false }
                let kind = status.st_mode & S_IFMT
                return name == legacyMarkName ? kind == S_IFREG : kinds.contains(name) && kind == S_IFDIR
            })
        else { return false }
        return root.write(tagName, Array(tagText.utf8))
    }

    /// Whether `folder` (`kind` in a root that `isCache`) may be pruned.
    ///
    /// Tagged, or every entry in it has a name the cache gives (16 hexadecimal digits, then a
    /// temporary suffix or none), which an older `course` made: it is then tagged.
    static func isPrunable(_ folder: OpenFolder, inCacheRoot rootIsCache: Bool) -> Bool {
        if isTagged(folder) { return true }
        guard rootIsCache, folder.names().allSatisfy(isCacheEntryName) else { return false }
        return folder.write(tagName, Array(tagText.utf8))
    }

    /// Whether `name` is one the cache gives its entries.
    ///
    /// `0123456789abcdef`, `0123456789abcdef.building-<UUID>`, `0123456789abcdef.<UUID>.tmp`,
    /// `0123456789abcdef.prepared` (`PreparedModules`).
    static func isCacheEntryName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        let hex = bytes.prefix(16).allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
        guard bytes.count >= 16, hex else { return false }
        let suffix = String(decoding: bytes.dropFirst(16), as: UTF8.self)
        if suffix.isEmpty || suffix == PreparedModules.nameSuffix { return true }
        for (before, after) in [(".building-", ""), (".", ".tmp")]
        where suffix.hasPrefix(before) && suffix.hasSuffix(after) {
            let middle = suffix.dropFirst(before.count).dropLast(after.count)
            if UUID(uuidString: String(middle)) != nil { return true }
        }
        return false
    }
}

/// Keeps `course check`'s cache folder from growing without end, at most once a day.
///
/// The mark's time is `.pruned`; it runs at the end of a check's setup; best effort: what cannot be
/// read or removed is left. What is in use is never removed:
///
/// - `plugin/<build>/`: one per `course` binary that ever checked (a hard link or a copy of it);
///   the others, untouched for `pluginAge`, go (another build makes its own again when it runs).
/// - `interface/<key>/`: the built modules of one interface text and compiler; the one in use is
///   marked as used at every check, and the others, unused for `interfaceAge`, go (built again,
///   about 20 s, if that interface is ever used again); a `.building-…` folder an older `course`
///   left half built goes after a day. `interface/<key>.prepared` (`PreparedModules`, a record
///   of one `course` build, as a plugin is) is marked as used each time a check finds it, and goes
///   when unused for `pluginAge` (written again, by marking the interface, when next needed); a
///   temporary file of one goes after a day.
/// - `results/`: what type-checks and parses said; beyond `resultsLimit` files, the oldest
///   written go until `resultsKept` are left (each is compiled again when it is next needed), and
///   temporary files left by a check that stopped go after a day.
///
/// Only inside the cache's own folders (`CacheFolder`: those that carry its tag), reached from the
/// root by descriptor (`OpenFolder`): a link is never followed, whether it is one of those folders
/// or an entry in them (a link entry is removed as the link), and nothing outside the root is ever
/// entered; what is in use is known by its device and inode, not its path's text.
enum CachePruning {
    static let markName = ".pruned"
    static let interval: TimeInterval = 24 * 3600
    static let pluginAge: TimeInterval = 7 * 24 * 3600
    static let interfaceAge: TimeInterval = 30 * 24 * 3600
    static let leftoverAge: TimeInterval = 24 * 3600
    static let resultsLimit = 20_000
    static let resultsKept = 10_000

    /// Marks `inUse` as used now, then prunes `root` if it was not pruned in the last `interval`.
    ///
    /// `inUse`: the interface's folder, the plugin's.
    static func pruneIfDue(root: URL, inUse: [URL], now: Date = Date()) {
        for folder in inUse {
            OpenFolder.open(folder.deletingLastPathComponent().path)?.touch(folder.lastPathComponent, at: now)
        }
        guard let rootFolder = OpenFolder.open(root.path) else { return }
        if let mark = rootFolder.status(markName), now.timeIntervalSince(modified(mark)) < interval { return }
        guard rootFolder.write(markName, []), rootFolder.touch(markName, at: now) else { return }
        let kept = Set(
            inUse.compactMap { url in
                OpenFolder.open(url.deletingLastPathComponent().path)?.status(url.lastPathComponent).map(
                    OpenFolder.FileID.init)
            })
        let rootIsCache = CacheFolder.isCache(rootFolder)
        func folder(_ name: String) -> OpenFolder? {
            guard let folder = rootFolder.folder(name),
                CacheFolder.isPrunable(folder, inCacheRoot: rootIsCache)
            else { return nil }
            return folder
        }
        func prune(_ folder: OpenFolder?, olderThan age: TimeInterval, where matches: (String) -> Bool = { _ in true })
        {
            guard let folder else { return }
            for name in folder.names() where name != CacheFolder.tagName && matches(name) {
                guard let status = folder.status(name), !kept.contains(OpenFolder.FileID(status)),
                    now.timeIntervalSince(modified(status)) > age
                else { continue }
                folder.remove(name)
            }
        }
        prune(folder("plugin"), olderThan: pluginAge)
        let interface = folder("interface")
        let isLeftover = { (name: String) in name.contains(".building-") || name.hasSuffix(".tmp") }
        let isRecord = { (name: String) in name.hasSuffix(PreparedModules.nameSuffix) }
        prune(interface, olderThan: interfaceAge) { !isLeftover($0) && !isRecord($0) }
        prune(interface, olderThan: leftoverAge, where: isLeftover)
        prune(interface, olderThan: pluginAge, where: isRecord)
        let results = folder(TypecheckResultCache.folderName)
        prune(results, olderThan: leftoverAge) { $0.hasSuffix(".tmp") }
        if let results { pruneResults(results) }
    }

    /// Beyond `resultsLimit` files, the oldest written go until `resultsKept` are left.
    private static func pruneResults(_ folder: OpenFolder) {
        let names = folder.names().filter { $0 != CacheFolder.tagName }
        guard names.count > resultsLimit else { return }
        let dated = names.compactMap { name in folder.status(name).map { (name, modified($0)) } }
        for (name, _) in dated.sorted(by: { $0.1 < $1.1 }).prefix(max(0, dated.count - resultsKept)) {
            folder.remove(name)
        }
    }

    private static func modified(_ status: stat) -> Date {
        #if canImport(Darwin)
            let time = status.st_mtimespec
        #else
            let time = status.st_mtim
        #endif
        return Date(timeIntervalSince1970: Double(time.tv_sec) + Double(time.tv_nsec) / 1e9)
    }
}
