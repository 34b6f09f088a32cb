import Foundation

/// Writing to an open file descriptor (standard output, standard error, a pipe, a file).
package enum Descriptor {
    /// Writes all of `bytes` to `descriptor`, again after a signal interrupts.
    ///
    /// Nil when done, else the `errno` that stopped it (0 when the system wrote nothing and gave no
    /// reason).
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    /// `writeAll` for bytes in memory held by the caller (a `Data`'s).
    package static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < buffer.count {
            let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return written < 0 ? errno : 0 }
            offset += written
        }
        return nil
    }

    /// Why `writeAll` stopped, in the system's words: its `errno`, or for 0 "nothing could be written".
    package static func reason(_ code: Int32) -> String {
        code == 0 ? "nothing could be written" : FileProblem.systemMessage(code)
    }

    /// Up to `limit` bytes read from `descriptor`, fewer at its end or on an error.
    ///
    /// A read that a signal interrupted is tried again.
    package static func read(upTo limit: Int, from descriptor: Int32) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: limit)
        var count = 0
        while count < limit {
            let got = bytes.withUnsafeMutableBytes {
                Foundation.read(descriptor, $0.baseAddress! + count, limit - count)
            }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { break }
            count += got
        }
        return Array(bytes[..<count])
    }

    /// Everything `descriptor` gives until its end (a pipe's writers all closed, a file's end).
    ///
    /// A read that a signal interrupts is tried again, where `FileHandle.readDataToEndOfFile()`
    /// ends the process on it (its `try!`): a process that starts others gets `SIGCHLD`s. `error`:
    /// the `errno` of a read that failed, with what was read before it.
    package static func readAll(_ descriptor: Int32) -> (bytes: [UInt8], error: Int32?) {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress!, $0.count) }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { return (bytes, errno) }
            if got == 0 { return (bytes, nil) }
            bytes += chunk[..<got]
        }
    }

    /// `readAll`'s bytes, as `Data`: what a pipe gave until its end or an error.
    package static func readToEnd(_ descriptor: Int32) -> Data {
        Data(readAll(descriptor).bytes)
    }
}
