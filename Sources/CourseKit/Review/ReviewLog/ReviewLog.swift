import Foundation

/// The learner's review history: a JSON Lines file, one answer per line, only ever appended to
/// (see docs/review-log.md). Every card's state is the replay of it through the scheduler.
public struct ReviewLog: Sendable {
    public var path: String
    /// The answers still in effect (those not undone), in the order of the file.
    public private(set) var reviews: [ReviewRecord]
    /// The answers cancelled by an `undo` line, in the order they were undone.
    public private(set) var undone: [ReviewRecord]
    /// Things the learner should know but that don't stop the replay, as `file:line: warning: …`.
    public var warnings: [String]

    /// `$XDG_DATA_HOME/course/<course-id>/reviews.jsonl`, or `~/.local/share/course/…`.
    public static func defaultPath(courseID: String,
                                   environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        return "\(base)/course/\(courseID)/reviews.jsonl"
    }

    /// Reads the log at `path`; a missing file is an empty log. Throws `file:line: error: …` for a
    /// malformed line, except a last line cut short by a crash, which is skipped with a warning.
    public static func read(_ path: String) throws(ReviewLogError) -> ReviewLog {
        let file = open(path, O_RDONLY | O_CLOEXEC)
        guard file >= 0 else {
            if errno == ENOENT { return ReviewLog(path: path, reviews: [], undone: [], warnings: []) }
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        defer { close(file) }
        var status = stat()
        guard fstat(file, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            throw .unreadable(path: path, reason: "not a regular file")
        }
        let size = Int(status.st_size)
        guard size > 0 else { return ReviewLog(path: path, reviews: [], undone: [], warnings: []) }
        // Mapped rather than read: the log is read once, front to back, and may be large.
        guard let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, file, 0), mapped != MAP_FAILED else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        defer { munmap(mapped, size) }
        return try parse(UnsafeRawBufferPointer(start: mapped, count: size), path: path)
    }

    /// Reads a log's text (the whole file's bytes).
    public static func parse(_ buffer: UnsafeRawBufferPointer, path: String) throws(ReviewLogError) -> ReviewLog {
        var builder = Builder(path: path)
        builder.log.reviews.reserveCapacity(buffer.count / 96)
        builder.log.cardNumbers.reserveCapacity(buffer.count / 96)
        var pendingTorn: (line: Int, message: String)?
        var parsed = LogLineParser.Line()
        var start = 0, lineNumber = 0
        while start < buffer.count {
            lineNumber += 1
            let base = UnsafeRawPointer(buffer.baseAddress!)
            let end: Int
            if let newline = memchr(base + start, 0x0A, buffer.count - start) {
                end = UnsafeRawPointer(newline) - base
            } else {
                end = buffer.count
            }
            let isLast = end == buffer.count
            let text = UnsafeRawBufferPointer(rebasing: buffer[start..<end])
            start = end + 1
            if text.first != UInt8(ascii: "{"), text.allSatisfy(isSpace) { continue }
            do throws(LogLineParser.Failure) {
                try LogLineParser.parse(text, into: &parsed)
            } catch {
                if let torn = pendingTorn {
                    // A run of damaged lines (a crash while recovering from a crash) is fine too,
                    // as long as a `recovered` line follows it.
                    if isLast { throw .malformed(path: path, line: torn.line, reason: torn.message) }
                    continue
                }
                let message = switch error {
                case .truncated: "the line stops in the middle of a JSON object"
                case .malformed(let reason): reason
                }
                if isLast {
                    builder.log.warnings.append("\(path):\(lineNumber): warning: the last line is incomplete (an answer cut short by a crash?); it is ignored")
                } else {
                    // Allowed only when the writer marked it, after a crash: the next line is a
                    // `recovered` record. Otherwise it is an error at this line.
                    pendingTorn = (lineNumber, message)
                }
                continue
            }
            if let torn = pendingTorn {
                guard parsed.kind == .recovered else { throw .malformed(path: path, line: torn.line, reason: torn.message) }
                pendingTorn = nil
            }
            builder.add(parsed, number: lineNumber, in: text)
        }
        if let torn = pendingTorn { throw .malformed(path: path, line: torn.line, reason: torn.message) }
        return builder.finish()
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }

    /// Numbers of the cards (`cardIDs`) of `reviews`, one per review, for the replay.
    var cardNumbers: [Int32] = []
    var cardIDs: [String] = []

    private init(path: String, reviews: [ReviewRecord], undone: [ReviewRecord], warnings: [String]) {
        self.path = path
        self.reviews = reviews
        self.undone = undone
        self.warnings = warnings
    }

    /// Collects the answers line by line; an undo takes out its card's latest answer still in.
    private struct Builder {
        var log: ReviewLog
        var strings = InternedStrings()

        init(path: String) {
            log = ReviewLog(path: path, reviews: [], undone: [], warnings: [])
        }

        mutating func add(_ line: borrowing LogLineParser.Line, number: Int, in bytes: UnsafeRawBufferPointer) {
            switch line.kind {
            case .review:
                log.reviews.append(line.record(line: number, strings: &strings, in: bytes))
                log.cardNumbers.append(Int32(strings.lastCard))
            case .undo:
                let card = line.string(.card, &strings, in: bytes) ?? ""
                // Undos nearly always follow their answer closely: search back from the end.
                guard let index = log.cardNumbers.lastIndex(of: Int32(strings.lastCard)) else {
                    // Harmless, and an error would lock the learner out of their own history.
                    log.warnings.append("\(log.path):\(number): warning: undo of card '\(card)', which has no answer left to undo; ignored")
                    return
                }
                log.undone.append(log.reviews.remove(at: index))
                log.cardNumbers.remove(at: index)
            case .recovered:
                break
            }
        }

        consuming func finish() -> ReviewLog {
            log.cardIDs = strings.cards.strings
            return log
        }
    }

    /// Ids and hashes, which repeat from line to line, made once each; the cards numbered for the
    /// replay.
    private struct InternedStrings: LogLineParser.Strings {
        var cards = StringTable()
        var hashes = StringTable()
        /// The number of the card whose id was made last.
        var lastCard = 0

        mutating func string(_ text: LogLineParser.Text, _ type: LogValueType, of line: borrowing LogLineParser.Line,
                             in bytes: UnsafeRawBufferPointer) -> String {
            switch type {
            case .id:
                let card = line.withUTF8(text, in: bytes) { cards.intern($0) }
                lastCard = card.number
                return card.string
            case .hash:
                return line.withUTF8(text, in: bytes) { hashes.intern($0) }.string
            default:
                return line.string(text, in: bytes)
            }
        }
    }
}

/// Why the review log can't be used.
public enum ReviewLogError: Error, Sendable, Equatable, CustomStringConvertible {
    case malformed(path: String, line: Int, reason: String)
    case unreadable(path: String, reason: String)
    case unwritable(path: String, reason: String)
    /// Another process (a quiz) holds the log's lock.
    case locked(path: String, holder: String?)

    public var description: String {
        switch self {
        case .malformed(let path, let line, let reason):
            return "\(path):\(line): error: \(reason)"
        case .unreadable(let path, let reason):
            return "\(path): error: can't read the review log: \(reason)"
        case .unwritable(let path, let reason):
            return "\(path): error: can't write the review log: \(reason)"
        case .locked(let path, let holder):
            let who = holder.map { " (\($0))" } ?? ""
            return "\(path): error: the review log is in use by another quiz\(who); finish that one first"
        }
    }
}
