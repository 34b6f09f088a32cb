#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Replacing a file so that a reader, or a crash, sees the old contents or the new, never a mix:
/// the bytes go to a temporary file beside it, are flushed to disk (`fsync`), and the temporary
/// file is renamed over the old one; then the folder is flushed so that the rename itself lasts.
/// (Foundation's `.atomic` option renames but does not flush.)
///
/// With `replacing: false` the temporary file is linked to the path instead, which fails when
/// something is there by then (`Failure.exists`): a file made whole at once where there was none,
/// without ever replacing one that appeared meanwhile. (On a file system without hard links it
/// is renamed, as with `replacing: true`.)
enum AtomicFile {
    struct Failure: Error, CustomStringConvertible {
        var path: String
        var reason: String
        /// The system's `errno`, when it said why.
        var code: Int32 = 0
        var description: String { "cannot write \(path): \(reason)" }
        /// Something was at the path, and `replacing` was false.
        var exists: Bool { code == EEXIST }
    }

    static func write(_ data: Data, to path: String, permissions: mode_t = 0o644, replacing: Bool = true) throws(Failure) {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        var template = Array(((folder.isEmpty ? "." : folder) + "/." + name + ".XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw Failure(path: path, reason: Self.reason(errno), code: errno) }
        let temporary = String(cString: template)
        var failure: Int32 = 0
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc_write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
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
            throw Failure(path: path, reason: Self.reason(failure), code: failure)
        }
        let folderDescriptor = open(folder.isEmpty ? "." : folder, O_RDONLY)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// `write(2)`, named apart from the methods called `write` here.
@inline(__always)
private func Glibc_write(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
#if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
#else
    Darwin.write(descriptor, buffer, count)
#endif
}

/// Its description is the sentence a user reads.
extension AtomicFile.Failure: LocalizedError {
    var errorDescription: String? { description }
}
