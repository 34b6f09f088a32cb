import Foundation

/// Keeps `course check`'s cache folder from growing without end, at most once a day (the mark's
/// time, `.pruned`), at the end of a check's setup; best effort: what cannot be read or removed is
/// left. What is in use is never removed:
/// - `plugin/<build>/`: one per `course` binary that ever checked (a hard link or a copy of it);
///   the others, untouched for `pluginAge`, go (another build makes its own again when it runs).
/// - `interface/<key>/`: the built modules of one interface text and compiler; the one in use is
///   marked as used at every check, and the others, unused for `interfaceAge`, go (built again,
///   about 20 s, if that interface is ever used again); a `.building-…` folder a check left half
///   built goes after a day.
/// - `results/`: what type-checks and parses said; beyond `resultsLimit` files, the oldest
///   written go until `resultsKept` are left (each is compiled again when it is next needed), and
///   temporary files left by a check that stopped go after a day.
enum CachePruning {
    static let markName = ".pruned"
    static let interval: TimeInterval = 24 * 3600
    static let pluginAge: TimeInterval = 7 * 24 * 3600
    static let interfaceAge: TimeInterval = 30 * 24 * 3600
    static let leftoverAge: TimeInterval = 24 * 3600
    static let resultsLimit = 20_000
    static let resultsKept = 10_000

    /// Marks `inUse` (the interface's folder, the plugin's) as used now, then prunes `root` if
    /// it was not pruned in the last `interval`.
    static func pruneIfDue(root: URL, inUse: [URL], now: Date = Date()) {
        let files = FileManager.default
        for folder in inUse { try? files.setAttributes([.modificationDate: now], ofItemAtPath: folder.path) }
        let mark = root.appendingPathComponent(markName)
        if let last = modified(mark), now.timeIntervalSince(last) < interval { return }
        guard files.createFile(atPath: mark.path, contents: nil) else { return }
        try? files.setAttributes([.modificationDate: now], ofItemAtPath: mark.path)
        let kept = Set(inUse.map { $0.standardizedFileURL.path })
        func prune(_ folder: String, olderThan age: TimeInterval, where matches: (String) -> Bool = { _ in true }) {
            let parent = root.appendingPathComponent(folder)
            for name in (try? files.contentsOfDirectory(atPath: parent.path)) ?? [] where matches(name) {
                let entry = parent.appendingPathComponent(name)
                guard !kept.contains(entry.standardizedFileURL.path), let time = modified(entry),
                    now.timeIntervalSince(time) > age
                else { continue }
                try? files.removeItem(at: entry)
            }
        }
        prune("plugin", olderThan: pluginAge)
        prune("interface", olderThan: interfaceAge) { !$0.contains(".building-") }
        prune("interface", olderThan: leftoverAge) { $0.contains(".building-") }
        prune(TypecheckResultCache.folderName, olderThan: leftoverAge) { $0.hasSuffix(".tmp") }
        pruneResults(root.appendingPathComponent(TypecheckResultCache.folderName))
    }

    /// Beyond `resultsLimit` files, the oldest written go until `resultsKept` are left.
    private static func pruneResults(_ folder: URL) {
        let files = FileManager.default
        guard let names = try? files.contentsOfDirectory(atPath: folder.path), names.count > resultsLimit else {
            return
        }
        let dated = names.compactMap { name in
            modified(folder.appendingPathComponent(name)).map { (name, $0) }
        }
        for (name, _) in dated.sorted(by: { $0.1 < $1.1 }).prefix(max(0, dated.count - resultsKept)) {
            try? files.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    private static func modified(_ url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }
}
