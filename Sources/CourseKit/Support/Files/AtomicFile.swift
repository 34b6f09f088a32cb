import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replacing a file so that a reader, or a crash, sees the old contents or the new, never a mix.
///
/// The bytes go to a temporary file beside it, are flushed to disk (`fsync`), and the temporary
/// file is renamed over the old one; then the folder is flushed so that the rename itself lasts.
/// (Foundation's `.atomic` option renames but does not flush.)
///
/// A file replaced is the user's file, wherever they keep it: a path that is a symbolic link (a log
/// or a settings file kept in a synced folder, dotfiles) is followed to the file it names, which
/// is replaced beside itself — the link stays a link — and the file keeps its permissions (a 0600
/// file stays 0600). A link to a file not there yet makes that file.
///
/// With `replacing: false` the temporary file is linked to the path instead, which fails when
/// something is there by then (`Failure.exists`; a link too): a file made whole at once where there
/// was none, without ever replacing one that appeared meanwhile. (On a file system without hard
/// links it is renamed, as with `replacing: true`.)
package enum AtomicFile {
    package struct Failure: Error, CustomStringConvertible {
        package var path: String
        package var reason: String
        /// The system's `errno`, when it said why.
        package var code: Int32 = 0
        package var description: String { "cannot write \(path): \(reason)" }
        /// Something was at the path, and `replacing` was false.
        package var exists: Bool { code == EEXIST }
    }

    /// Writes `data` as the file at `path` (through links, when `replacing`).
    ///
    /// With `permissions`, else the permissions of the file replaced, else 0644.
    package static func write(_ data: Data, to path: String, permissions: mode_t? = nil, replacing: Bool = true)
        throws(Failure)
    {
        let path = replacing ? try target(of: path) : path
        var status = stat()
        let permissions = permissions ?? (replacing && stat(path, &status) == 0 ? status.st_mode & 0o777 : 0o644)
        let folder = PathText.folder(of: path)
        let name = PathText.name(of: path)
        var template = Array(((folder.isEmpty ? "." : folder) + "/." + name + ".XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw Failure(path: path, reason: FileProblem.systemMessage(errno), code: errno) }
        let temporary = String(cString: template)
        // A write that wrote nothing and gave no reason is an I/O error here (a `Failure` has a code).
        var failure = data.withUnsafeBytes { Descriptor.writeAll($0, to: descriptor) }.map { $0 == 0 ? EIO : $0 } ?? 0
        if failure == 0, fchmod(descriptor, permissions) != 0 { failure = errno }
        if failure == 0, fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        if failure == 0, !replacing {
            if link(temporary, path) == 0 {
                unlink(temporary)
            } else if errno == EEXIST {
                failure = EEXIST
            } else if rename(temporary, path) != 0 {
                failure = errno
            }
        } else if failure == 0, rename(temporary, path) != 0 {
            failure = errno
        }
        guard failure == 0 else {
            unlink(temporary)
            throw Failure(path: path, reason: FileProblem.systemMessage(failure), code: failure)
        }
        let folderDescriptor = open(folder.isEmpty ? "." : folder, O_RDONLY)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// The file `path` names.
    ///
    /// `path` itself, or, when it is a symbolic link, the file at the end of its links (each
    /// relative one read from its link's folder), whether or not that file exists. A loop of links
    /// is the system's "Too many levels of symbolic links".
    package static func target(of path: String) throws(Failure) -> String {
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { throw Failure(path: path, reason: FileProblem.systemMessage(errno), code: errno) }
            let destination = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let folder = PathText.folder(of: current)
            current = destination.hasPrefix("/") || folder.isEmpty ? destination : folder + "/" + destination
        }
        throw Failure(path: path, reason: FileProblem.systemMessage(ELOOP), code: ELOOP)
    }
}
