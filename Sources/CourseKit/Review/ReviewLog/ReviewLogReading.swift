import Foundation

/// Reading a log: its bytes, line by line, into the answers in effect (`Builder`).
extension ReviewLog {
    /// Reads the log at `path`; a missing file is an empty log.
    ///
    /// Throws only when the file cannot be read: a line that is not a record is skipped and
    /// reported in `problems`.
    public static func read(_ path: String) throws(ReviewLogError) -> ReviewLog {
        // Only a regular file: a named pipe would hang the read, a folder or a device is a mistake.
        let file: Int32
        switch RegularFile.open(path, O_RDONLY) {
        case .success(let opened): file = opened
        case .failure(.missing): return ReviewLog(path: path, reviews: [], undone: [], problems: [])
        case .failure(let error): throw .unreadable(path: path, reason: error.reason)
        }
        defer { close(file) }
        var status = stat()
        guard fstat(file, &status) == 0 else {
            throw .unreadable(path: path, reason: FileProblem.systemMessage(errno))
        }
        let size = Int(status.st_size)
        var log = ReviewLog(path: path, reviews: [], undone: [], problems: [])
        if size > 0 {
            // Mapped rather than read: the log is read once, front to back, and may be large.
            guard let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, file, 0), mapped != MAP_FAILED else {
                throw .unreadable(path: path, reason: FileProblem.systemMessage(errno))
            }
            defer { munmap(mapped, size) }
            log = parse(UnsafeRawBufferPointer(start: mapped, count: size), path: path)
        }
        log.identity = FileIdentity(status)
        return log
    }

    /// Reads a log's text (the whole file's bytes).
    public static func parse(_ buffer: UnsafeRawBufferPointer, path: String) -> ReviewLog {
        parse(buffer, path: path, work: nil)
    }

    /// The same, counting the builder's steps in `work`.
    static func parse(
        _ buffer: UnsafeRawBufferPointer, path: String, work: WorkCounter?,
        inTimeOrder: Bool = false
    ) -> ReviewLog {
        var builder = Builder(path: path, expectedAnswers: buffer.count / 96, work: work, inTimeOrder: inTimeOrder)
        // Lines cut short since the last line read: a crash in the middle of an append, excused
        // when a `recovered` marker follows them (one, or a few if a crash hit the recovery).
        var torn: [Int] = []
        var parsed = LogLineParser.Line()
        forEachLine(of: buffer) { lineNumber, text, isLast in
            do throws(LogLineParser.Failure) {
                try LogLineParser.parse(text, into: &parsed)
            } catch {
                // Only a fragment that is not a complete JSON object is a torn write; a complete
                // object that is invalid is a damaged line, last or not, and never excused.
                switch error {
                case .truncated where isLast:
                    builder.tornLines(torn)
                    torn = []
                    builder.problem(
                        LogProblem(
                            line: lineNumber, kind: .torn,
                            message: "the last line is incomplete (an answer cut short by a crash?)"))
                case .truncated:
                    torn.append(lineNumber)
                case .malformed(let reason):
                    builder.tornLines(torn)
                    torn = []
                    builder.problem(LogProblem.unreadable(text, line: lineNumber, reason: reason))
                }
                return
            }
            if !torn.isEmpty {
                if parsed.kind != .recovered { builder.tornLines(torn) }
                torn = []
            }
            builder.add(parsed, number: lineNumber, in: text)
        }
        builder.tornLines(torn)
        // Lines out of time order, or an undo that names an answer other than the last one: read
        // again, ordering everything before the undos are applied.
        if builder.needsTimeOrder, !inTimeOrder { return parse(buffer, path: path, work: work, inTimeOrder: true) }
        return builder.finish()
    }

    /// Calls `body` with each line of a log's bytes that is not blank.
    ///
    /// Its number (from 1), its bytes without the `\n`, and whether it is the last line of the
    /// file. A byte order mark, as some editors write at the start of a file, is not part of line
    /// 1.
    @inline(__always)
    static func forEachLine(
        of buffer: UnsafeRawBufferPointer,
        _ body: (_ number: Int, _ text: UnsafeRawBufferPointer, _ isLast: Bool) throws -> Void
    ) rethrows {
        let byteOrderMark = RegularFile.byteOrderMark
        var start = buffer.starts(with: byteOrderMark) ? byteOrderMark.count : 0
        var lineNumber = 0
        while start < buffer.count {
            lineNumber += 1
            let base = UnsafeRawPointer(buffer.baseAddress!)
            let end: Int
            if let newline = memchr(base + start, 0x0A, buffer.count - start) {
                end = UnsafeRawPointer(newline) - base
            } else {
                end = buffer.count
            }
            let text = UnsafeRawBufferPointer(rebasing: buffer[start..<end])
            start = end + 1
            if text.first != UInt8(ascii: "{"), text.allSatisfy(isSpace) { continue }
            try body(lineNumber, text, end == buffer.count)
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
}
