import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder held open by its descriptor, whose entries are reached from it alone.
///
/// Through `openat`, `fstatat`, `unlinkat`, `mkdirat`: a symbolic link is never followed
/// (`O_NOFOLLOW`, `AT_SYMLINK_NOFOLLOW`), and a folder below is entered only when the folder opened
/// is the entry that was listed (same device and inode) on the same device, so that an entry
/// swapped for a link or another folder meanwhile, or a mount, is left alone. What is done through
/// it never leaves it, whatever its path's text or the names in it say.
package final class OpenFolder: @unchecked Sendable {
    /// Its descriptor (closed when the value goes).
    let descriptor: Int32
    /// Its device and inode.
    package let identity: FileID

    /// A file's identity: device and inode.
    package struct FileID: Hashable, Sendable {
        package var device: UInt64
        package var inode: UInt64

        init(_ status: stat) {
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
        }
    }

    private init?(descriptor: Int32) {
        var status = stat()
        guard descriptor >= 0 else { return nil }
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        identity = FileID(status)
    }

    deinit { close(descriptor) }

    /// The folder at `path`, when it is one.
    ///
    /// Nil when it is a symbolic link (the path's last name is not followed; the folders above it
    /// are, as the system reads any path) or anything else.
    package static func open(_ path: String) -> OpenFolder? {
        OpenFolder(descriptor: Foundation.open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC))
    }

    /// A new folder with a name no one can guess, made in `parent` with `mkdtemp`.
    ///
    /// Mode 0700, so that only this user can enter it. Its path and the folder; nil when it cannot
    /// be made.
    package static func makeTemporary(in parent: String, prefix: String) -> (path: String, folder: OpenFolder)? {
        var template = Array(((parent.hasSuffix("/") ? parent : parent + "/") + prefix + "XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard made != nil else { return nil }
        let path = String(cString: template)
        guard let folder = open(path) else { return nil }
        return (path, folder)
    }

    /// Runs `body` holding an exclusive `flock` on this folder.
    ///
    /// It waits for whoever holds it (another process, or another open of the folder in this one);
    /// the lock goes when `body` returns or the process ends. Where the folder cannot be locked,
    /// `body` runs unlocked.
    package func whileLocked<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        var locked = false
        while !locked {
            if flock(descriptor, LOCK_EX) == 0 {
                locked = true
            } else if errno != EINTR {
                break
            }
        }
        defer { if locked { flock(descriptor, LOCK_UN) } }
        return try body()
    }

    /// The names of its entries (`.` and `..` left out); empty when it cannot be read.
    package func names() -> [String] {
        let copy = dup(descriptor)
        guard copy >= 0 else { return [] }
        guard let stream = fdopendir(copy) else {
            close(copy)
            return []
        }
        defer { closedir(stream) }
        rewinddir(stream)
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// What the entry `name` is itself (a link is not followed); nil when nothing is there.
    package func status(_ name: String) -> stat? {
        guard Self.isPlainName(name) else { return nil }
        var status = stat()
        return fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 ? status : nil
    }

    /// The entry `name` opened as a folder.
    ///
    /// Nil when it is a link, not a folder, not the entry listed a moment before (swapped
    /// meanwhile), or on another device.
    package func folder(_ name: String) -> OpenFolder? {
        guard let listed = status(name), listed.st_mode & S_IFMT == S_IFDIR else { return nil }
        guard
            let opened = OpenFolder(
                descriptor: openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC))
        else { return nil }
        guard opened.identity == FileID(listed), opened.identity.device == identity.device else { return nil }
        return opened
    }

    /// The folder `name` in it, made (with `mode`) when there is none.
    ///
    /// Nil when something else is there. `made` tells whether this call made it.
    package func makeFolder(_ name: String, mode: mode_t = 0o755) -> (folder: OpenFolder, made: Bool)? {
        guard Self.isPlainName(name) else { return nil }
        let made = mkdirat(descriptor, name, mode) == 0
        return folder(name).map { ($0, made) }
    }

    /// The first `limit` bytes of the regular file `name` (a link, a pipe, a device: nil).
    package func read(_ name: String, limit: Int) -> [UInt8]? {
        guard Self.isPlainName(name) else { return nil }
        let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var status = stat()
        guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return Descriptor.read(upTo: limit, from: file)
    }

    /// Writes `bytes` as a new regular file `name` with `mode`, in place of any entry of that name.
    ///
    /// A link is removed, never written through. False when it cannot be written.
    @discardableResult
    package func write(_ name: String, _ bytes: [UInt8], mode: mode_t = 0o644) -> Bool {
        guard Self.isPlainName(name) else { return false }
        if status(name) != nil, !remove(name) { return false }
        let file = openat(descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard file >= 0 else { return false }
        defer { close(file) }
        guard Descriptor.writeAll(bytes, to: file) == nil else { return false }
        return fchmod(file, mode) == 0
    }

    /// Sets the entry's modification (and access) time to `date`, on the entry itself.
    ///
    /// Never through a link. False when it cannot.
    @discardableResult
    package func touch(_ name: String, at date: Date) -> Bool {
        guard Self.isPlainName(name) else { return false }
        let seconds = date.timeIntervalSince1970.rounded(.down)
        let time = timespec(
            tv_sec: time_t(seconds), tv_nsec: Int((date.timeIntervalSince1970 - seconds) * 1e9))
        let times = [time, time]
        return utimensat(descriptor, name, times, AT_SYMLINK_NOFOLLOW) == 0
    }

    /// Removes the entry `name`.
    ///
    /// A link or a file itself, a folder with everything in it, never following a link and never
    /// entering a folder that is not the one listed or is on another device (what cannot be removed
    /// is left, and the answer is false).
    @discardableResult
    package func remove(_ name: String) -> Bool {
        remove(name, depth: 0)
    }

    private func remove(_ name: String, depth: Int) -> Bool {
        guard let status = status(name) else { return false }
        guard status.st_mode & S_IFMT == S_IFDIR else { return unlinkat(descriptor, name, 0) == 0 }
        guard depth < Self.depthLimit, let inner = folder(name) else { return false }
        var emptied = true
        for entry in inner.names() where !inner.remove(entry, depth: depth + 1) { emptied = false }
        return emptied && unlinkat(descriptor, name, AT_REMOVEDIR) == 0
    }

    /// Folders deeper than this below the one removed are left (each level holds a descriptor).
    static let depthLimit = 64

    /// A name of one entry: not empty, no `/`, not `.` or `..`.
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.utf8.contains(UInt8(ascii: "/"))
    }
}
