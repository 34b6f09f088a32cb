import Foundation

/// What `stat` says of a file that changes when the file is written or replaced.
///
/// Its device and inode, mode, size, and modification and change times (nanoseconds since 1970).
/// Two equal stamps of one path are taken to be the same bytes (but see `KeptFiles` on writes
/// shorter than the clock's step).
struct FileStamp: Sendable, Hashable {
    var device: UInt64
    var inode: UInt64
    var mode: UInt32
    var size: Int64
    var modified: Int64
    var changed: Int64

    /// The stamp of the file `path` names (links followed); nil when `stat` fails.
    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    /// The stamp of what `stat` or `lstat` gave.
    init(_ status: stat) {
        #if canImport(Darwin)
            let modified = status.st_mtimespec
            let changed = status.st_ctimespec
        #else
            let modified = status.st_mtim
            let changed = status.st_ctim
        #endif
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        mode = UInt32(status.st_mode)
        size = Int64(status.st_size)
        self.modified = Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec)
        self.changed = Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec)
    }
}
