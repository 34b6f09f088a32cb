import Foundation

/// Opening a file that must be a regular file (a review log, its lock, the settings file).
///
/// Without hanging on a named pipe, and with a reason a person understands when it is a folder, a
/// pipe or a device instead.
package enum RegularFile {
    /// Why a file could not be opened.
    package enum OpenError: Error, Sendable, Equatable {
        /// Nothing at the path (`ENOENT`).
        case missing
        /// Something that is not a regular file; `kind` names it: "a folder", "a named pipe (FIFO)".
        case notRegular(kind: String)
        /// The system refused, e.g. "Permission denied".
        case failed(reason: String)

        /// Completes "can't read …: ": "it is a named pipe (FIFO), not a regular file".
        package var reason: String {
            switch self {
            case .missing: "it does not exist"
            case .notRegular(let kind): "it is \(kind), not a regular file"
            case .failed(let reason): reason
            }
        }
    }

    /// Opens `path` with `flags` and returns the descriptor when it is a regular file.
    ///
    /// `flags` such as `O_RDONLY` or `O_RDWR | O_APPEND | O_CREAT`; close-on-exec is added. `open`
    /// never waits: a named pipe would otherwise hang it until something writes to the pipe.
    package static func open(_ path: String, _ flags: Int32, mode: mode_t = 0o644) -> Result<Int32, OpenError> {
        let file = Foundation.open(path, flags | O_NONBLOCK | O_CLOEXEC, mode)
        guard file >= 0 else {
            switch errno {
            case ENOENT: return .failure(.missing)
            case ELOOP where flags & O_NOFOLLOW != 0: return .failure(.notRegular(kind: "a symbolic link"))
            case EISDIR: return .failure(.notRegular(kind: "a folder"))
            case ENXIO: return .failure(.notRegular(kind: "a named pipe (FIFO) or a device"))
            default: return .failure(.failed(reason: FileProblem.systemMessage(errno)))
            }
        }
        var status = stat()
        guard fstat(file, &status) == 0 else {
            let reason = FileProblem.systemMessage(errno)
            close(file)
            return .failure(.failed(reason: reason))
        }
        if let kind = kind(of: status.st_mode) {
            close(file)
            return .failure(.notRegular(kind: kind))
        }
        _ = fcntl(file, F_SETFL, fcntl(file, F_GETFL) & ~O_NONBLOCK)
        return .success(file)
    }

    /// Why the file at `path` (a link followed) cannot be read as a regular file.
    ///
    /// A folder, a named pipe, no permission. Nil when it can, and when nothing is there (the
    /// caller says "missing" its own way). Never waits on a pipe.
    package static func readProblem(_ path: String) -> OpenError? {
        switch open(path, O_RDONLY) {
        case .success(let file):
            close(file)
            return nil
        case .failure(.missing): return nil
        case .failure(let error): return error
        }
    }

    /// The whole contents of the regular file at `path`; nil when nothing is there.
    package static func contents(_ path: String) throws(OpenError) -> [UInt8]? {
        let file: Int32
        switch open(path, O_RDONLY) {
        case .success(let opened): file = opened
        case .failure(.missing): return nil
        case .failure(let error): throw error
        }
        defer { close(file) }
        let (bytes, error) = Descriptor.readAll(file)
        if let error { throw .failed(reason: FileProblem.systemMessage(error)) }
        return bytes
    }

    /// The UTF-8 byte order mark some editors write at the start of a text file.
    ///
    /// The files `course` reads (the settings, the review log) skip it.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// What a file of this mode is, for a message ("a folder"); nil for a regular file.
    package static func kind(of mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a named pipe (FIFO)"
        case S_IFLNK: "a symbolic link"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        default: "an unknown kind of file"
        }
    }

    /// What is at `path` itself (a link is not followed): nil when nothing is there.
    package static func entry(_ path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode : nil
    }
}
