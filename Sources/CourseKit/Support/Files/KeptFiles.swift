import Foundation

/// The files under a folder as the last look found them, to know what changed since.
///
/// For a reader that looks again and again. Each look lists the folder again (names starting with
/// `.` left out, links listed but not followed) and takes every entry's status; a file's bytes are
/// read when asked for, and read again only when its status (size, times, inode) changed since, or
/// when it changed so shortly before it was read that its times cannot tell a later write (a file's
/// times are coarser than the writes that set them; git's index has the same "racy" entries). So a
/// file's `version` changes exactly when its bytes do.
package struct KeptFiles: Sendable {
    package enum Kind: Sendable, Equatable {
        case folder, file, link, other
    }

    /// What is at a path: its kind, and for a file the version of its bytes (0: not readable).
    package struct Entry: Sendable, Equatable {
        package var kind: Kind
        fileprivate var stamp: FileStamp
    }

    private struct Read: Sendable {
        var stamp: FileStamp
        /// When it was read (nanoseconds since 1970), to tell whether the stamp can be trusted.
        var readAt: Int64
        var bytes: [UInt8]?
        var version: Int
    }

    /// The folder looked at, as given.
    package let root: String
    /// Every entry under `root`, by `/`-separated path relative to it.
    package private(set) var entries: [String: Entry] = [:]
    private var reads: [String: Read] = [:]
    private var lastVersion = 0
    /// How long after a file's last change its times are trusted to tell a later change.
    private static let settling: Int64 = 1_000_000_000

    package init(root: String) {
        self.root = root
    }

    /// Lists the folder again.
    ///
    /// What was read of a path that is gone, or is no file any more, is dropped.
    package mutating func look() {
        var found: [String: Entry] = [:]
        Self.walk(root, relative: "", into: &found)
        entries = found
        reads = reads.filter { found[$0.key]?.kind == .file }
    }

    /// The version of the file at `relative`'s bytes.
    ///
    /// The same number as long as the bytes are the same; nil when the last look found no file
    /// there.
    package mutating func version(of relative: String) -> Int? {
        read(relative)?.version
    }

    /// The file's bytes, as `version` has them.
    ///
    /// Nil when the last look found no file there, or it could not be read.
    package mutating func bytes(of relative: String) -> [UInt8]? {
        read(relative)?.bytes ?? nil
    }

    private mutating func read(_ relative: String) -> Read? {
        guard let entry = entries[relative], entry.kind == .file else { return nil }
        if let kept = reads[relative], kept.stamp == entry.stamp,
            max(kept.stamp.modified, kept.stamp.changed) < kept.readAt - Self.settling
        {
            return kept
        }
        let now = Self.now()
        let bytes = (try? RegularFile.contents(root + "/" + relative)) ?? nil
        var version: Int
        if let kept = reads[relative], kept.bytes == bytes {
            version = kept.version
        } else {
            lastVersion += 1
            version = lastVersion
        }
        if bytes == nil { version = 0 }
        let read = Read(stamp: entry.stamp, readAt: now, bytes: bytes, version: version)
        reads[relative] = read
        return read
    }

    private static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    private static func walk(_ folder: String, relative: String, into found: inout [String: Entry]) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names where !name.hasPrefix(".") {
            let path = folder + "/" + name
            let inner = relative.isEmpty ? name : relative + "/" + name
            var status = stat()
            guard lstat(path, &status) == 0 else { continue }
            let kind: Kind =
                switch status.st_mode & S_IFMT {
                case S_IFDIR: .folder
                case S_IFREG: .file
                case S_IFLNK: .link
                default: .other
                }
            found[inner] = Entry(kind: kind, stamp: FileStamp(status))
            if kind == .folder { walk(path, relative: inner, into: &found) }
        }
    }
}
