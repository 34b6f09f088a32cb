import Foundation

/// The file the writer holds: opened, read back and appended to.
extension ReviewLogWriter {
    var folder: String { PathText.folder(of: path) }

    func makeFolder() throws(ReviewLogError) {
        guard !folder.isEmpty else { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(
                path: path,
                reason: "can't create \(folder): \(FileProblem.reason(of: error) ?? "the folder could not be made")")
        }
    }

    /// Opens the path for appending (creating the file if needed), in place of the file held.
    func openPath() throws(ReviewLogError) {
        let existed = FileManager.default.fileExists(atPath: path)
        switch RegularFile.open(path, O_RDWR | O_APPEND | O_CREAT) {
        case .success(let opened):
            let first = file < 0
            if !first { Foundation.close(file) }
            file = opened
            // The file itself is locked too, for its other names (hard links). A file found in
            // place of the log mid-sitting is locked as far as it can be: the lock file still
            // holds the path.
            if !LogLock.lockLogFile(file), first { throw .locked(path: path, holder: nil) }
        case .failure(let error): throw .unwritable(path: path, reason: error.reason)
        }
        if !existed { syncFolder(folder) }
        held = FileIdentity(descriptor: file)
    }

    /// Every byte of the file held.
    func contents() throws(ReviewLogError) -> [UInt8] {
        let size = Int(lseek(file, 0, SEEK_END))
        guard size > 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: size)
        var offset = 0
        while offset < size {
            let count = bytes.withUnsafeMutableBytes {
                pread(file, $0.baseAddress! + offset, size - offset, off_t(offset))
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                throw .unreadable(
                    path: path, reason: count < 0 ? Self.lastError : "the file got shorter while it was read")
            }
            offset += count
        }
        return bytes
    }

    /// If the file doesn't end with a newline, ends the line.
    ///
    /// If that line is a fragment cut short by a crash (an incomplete JSON object), marks it as
    /// skipped with a `recovered` line. A complete object that is invalid is a damaged line, not a
    /// torn one: it is left unmarked, so every reader keeps reporting it.
    func endCutLine(now: Timestamp) throws(ReviewLogError) {
        let size = lseek(file, 0, SEEK_END)
        guard size > 0 else { return }
        // Only the end of the file matters: read back far enough to hold the last line.
        var tail: [UInt8] = []
        var length = min(Int(size), 4096)
        while true {
            tail = [UInt8](repeating: 0, count: length)
            let count = tail.withUnsafeMutableBytes { pread(file, $0.baseAddress, length, off_t(Int(size) - length)) }
            guard count == length else { throw .unreadable(path: path, reason: Self.lastError) }
            if tail.last == 0x0A { return }
            if tail.dropLast().contains(0x0A) || length == Int(size) { break }
            length = min(Int(size), length * 4)
        }
        let lineStart = tail.dropLast().lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        var line = LogLineParser.Line()
        let lastLineIsTorn = tail[lineStart...].withUnsafeBytes { bytes in
            do throws(LogLineParser.Failure) {
                try LogLineParser.parse(bytes, into: &line)
                return false
            } catch {
                if case .truncated = error { return true }
                return false
            }
        }
        var bytes: [UInt8] = [0x0A]
        if lastLineIsTorn { bytes += LogLine.recovered(at: now).bytes }
        try write(bytes)
    }

    /// The end of the file, looking back at most 64 KiB for its last line that can be read.
    ///
    /// The file ends with a newline by now.
    func readTail() throws(ReviewLogError) -> Tail {
        let size = Int(lseek(file, 0, SEEK_END))
        guard size > 0 else { return Tail() }
        let length = min(size, 65_536)
        var bytes = [UInt8](repeating: 0, count: length)
        let count = bytes.withUnsafeMutableBytes { pread(file, $0.baseAddress, length, off_t(size - length)) }
        guard count == length else { throw .unreadable(path: path, reason: Self.lastError) }
        var line = LogLineParser.Line()
        var end = bytes.count
        // Whether a line that is neither blank nor a record with an id comes after the one looked at.
        var seam = false
        while end > 0 {
            let start = bytes[..<end].dropLast().lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            if start == 0, size > length { return Tail() }
            let text = bytes[start..<max(start, end - 1)]
            end = start
            if text.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
            let read: (at: Timestamp, hasID: Bool)? = text.withUnsafeBytes { text in
                guard (try? LogLineParser.parse(text, into: &line)) != nil, let at = line[.at]?.time else { return nil }
                return (at, line.kind != .recovered && line[.id] != nil)
            }
            guard let read else {
                seam = true
                continue
            }
            return Tail(lastTime: read.at, lastRecordWithID: read.hasID && !seam ? read.at : nil)
        }
        return Tail()
    }

    func write(_ bytes: [UInt8]) throws(ReviewLogError) {
        guard file >= 0 else { throw .unwritable(path: path, reason: "the log is closed") }
        if let error = Descriptor.writeAll(bytes, to: file) {
            throw .unwritable(path: path, reason: Descriptor.reason(error))
        }
        guard fsync(file) == 0 else { throw .unwritable(path: path, reason: Self.lastError) }
        held = FileIdentity(descriptor: file)
    }

    /// Makes a newly created file's directory entry durable too.
    private func syncFolder(_ folder: String) {
        let directory = open(folder.isEmpty ? "." : folder, O_RDONLY | O_CLOEXEC)
        guard directory >= 0 else { return }
        _ = fsync(directory)
        Foundation.close(directory)
    }

    static var lastError: String { FileProblem.systemMessage(errno) }
}
