import Foundation

/// Which file a path or descriptor names (its device and inode), and its length.
///
/// The one test of "has the log changed under us". A log read remembers it (`ReviewLog.identity`);
/// the writer compares it with the file it holds once it has the lock
/// (`ReviewLogWriter.hasChanged(since:)`: another quiz wrote since, or a line cut short was mended)
/// and with the path before and after each append (`reopenIfMoved`: the log replaced, removed, or
/// changed by another program).
struct FileIdentity: Equatable, Sendable {
    var device: UInt64 = 0
    var inode: UInt64 = 0
    var size: Int64 = -1

    init() {}

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
    }

    init(descriptor: Int32) {
        var status = stat()
        if fstat(descriptor, &status) == 0 { self.init(status) } else { self.init() }
    }

    func isSameFile(as other: FileIdentity) -> Bool { device == other.device && inode == other.inode }
}
