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

    /// `$XDG_DATA_HOME/course/<course-id>/reviews.jsonl`, or `~/.local/share/course/…`; nil when the
    /// id is not a safe name (docs/format.md), which could lead out of that folder.
    public static func defaultPath(courseID: String,
                                   environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard SafeName.problem(courseID) == nil else { return nil }
        let base = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        return "\(base)/course/\(courseID)/reviews.jsonl"
    }

    /// Reads the log at `path`; a missing file is an empty log. Throws `file:line: error: …` for a
    /// malformed line, except a last line cut short by a crash (an incomplete JSON object), which is
    /// skipped with a warning.
    public static func read(_ path: String) throws(ReviewLogError) -> ReviewLog {
        // Only a regular file: a named pipe would hang the read, a folder or a device is a mistake.
        let file: Int32
        switch RegularFile.open(path, O_RDONLY) {
        case .success(let opened): file = opened
        case .failure(.missing): return ReviewLog(path: path, reviews: [], undone: [], warnings: [])
        case .failure(let error): throw .unreadable(path: path, reason: error.reason)
        }
        defer { close(file) }
        var status = stat()
        guard fstat(file, &status) == 0 else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
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
        try parse(buffer, path: path, work: nil)
    }

    /// The same, counting the builder's steps in `work`.
    static func parse(_ buffer: UnsafeRawBufferPointer, path: String, work: WorkCounter?) throws(ReviewLogError) -> ReviewLog {
        var builder = Builder(path: path, expectedAnswers: buffer.count / 96, work: work)
        var pendingTorn: (line: Int, message: String)?
        // A byte order mark, as some editors write at the start of a file, is not part of line 1.
        let byteOrderMark = RegularFile.byteOrderMark
        var parsed = LogLineParser.Line()
        var start = buffer.starts(with: byteOrderMark) ? byteOrderMark.count : 0, lineNumber = 0
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
                // Only a fragment that is not a complete JSON object is a torn write (a crash in
                // the middle of an append); a complete object that is invalid is a damaged line,
                // last or not, and never excused.
                let reason: String
                switch error {
                case .truncated: reason = "the line stops in the middle of a JSON object"
                case .malformed(let message): throw .malformed(path: path, line: lineNumber, reason: message)
                }
                if let torn = pendingTorn {
                    // A run of torn lines (a crash while recovering from a crash) is fine too,
                    // as long as a `recovered` line follows it.
                    if isLast { throw .malformed(path: path, line: torn.line, reason: torn.message) }
                    continue
                }
                if isLast {
                    builder.log.warnings.append("\(path):\(lineNumber): warning: the last line is incomplete (an answer cut short by a crash?); it is ignored")
                } else {
                    // Allowed only when the writer marked it, after a crash: the next line is a
                    // `recovered` record. Otherwise it is an error at this line.
                    pendingTorn = (lineNumber, reason)
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
    ///
    /// Nearly always that is the last answer read (the quiz undoes the answer it has just
    /// written), simply dropped. For any other, the builder does not search the log: from the
    /// first such undo on, each card's answers in effect are linked into a stack (`UndoLinks`,
    /// each answer linked once, when an undo comes after it), so that an undo follows one link;
    /// the answer is marked (card number -1) and `finish` takes the marked ones out in one pass.
    /// N undos behind N other answers cost N steps, not N²; answers pay nothing per line.
    private struct Builder {
        var log: ReviewLog
        var strings = InternedStrings()
        let work: WorkCounter?
        /// Made at the first undo of an answer other than the last one read.
        private var links: UndoLinks?
        /// Answers undone but still in `log.reviews`, marked.
        private var markedCount = 0

        init(path: String, expectedAnswers: Int, work: WorkCounter?) {
            log = ReviewLog(path: path, reviews: [], undone: [], warnings: [])
            log.reviews.reserveCapacity(expectedAnswers)
            log.cardNumbers.reserveCapacity(expectedAnswers)
            self.work = work
        }

        mutating func add(_ line: borrowing LogLineParser.Line, number: Int, in bytes: UnsafeRawBufferPointer) {
            switch line.kind {
            case .review:
                log.reviews.append(line.record(line: number, strings: &strings, in: bytes))
                log.cardNumbers.append(Int32(strings.lastCard))
            case .undo:
                let card = line.string(.card, &strings, in: bytes) ?? ""
                undo((strings.lastCard, card), line: number)
            case .recovered:
                break
            }
        }

        /// Takes the card's latest answer in effect out (into `undone`).
        private mutating func undo(_ card: (number: Int, string: String), line number: Int) {
            work?.add()
            if links == nil, log.cardNumbers.last == Int32(card.number) {
                log.undone.append(log.reviews.removeLast())
                log.cardNumbers.removeLast()
                return
            }
            if links == nil { links = UndoLinks() }
            links!.catchUp(log.cardNumbers, work: work)
            guard let index = links!.pop(card: card.number) else {
                // Harmless, and an error would lock the learner out of their own history.
                log.warnings.append("\(log.path):\(number): warning: undo of card '\(card.string)', which has no answer left to undo; ignored")
                return
            }
            if index == log.reviews.count - 1 {
                log.undone.append(log.reviews.removeLast())
                log.cardNumbers.removeLast()
                links!.removeLast()
            } else {
                log.undone.append(log.reviews[index])
                log.cardNumbers[index] = -1
                markedCount += 1
            }
        }

        consuming func finish() -> ReviewLog {
            if markedCount > 0 {
                // The answers in effect moved down over the undone ones, in order (moves through
                // the buffer: no retain and release of each record's strings).
                var numbers = log.cardNumbers
                log.cardNumbers = []
                var kept = 0
                log.reviews.withUnsafeMutableBufferPointer { records in
                    for index in records.indices where numbers[index] >= 0 {
                        records.swapAt(kept, index)
                        numbers[kept] = numbers[index]
                        kept += 1
                    }
                }
                work?.add(log.reviews.count)
                log.reviews.removeLast(log.reviews.count - kept)
                numbers.removeLast(numbers.count - kept)
                log.cardNumbers = numbers
            }
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

/// The answers in effect of each card as a stack, for undos: by answer, the index of the same
/// card's previous answer in effect when it was read (-1: none); by card number, its latest.
/// Answers are linked when an undo needs them (`catchUp`), each once.
private struct UndoLinks {
    private var previous: [Int32] = []
    private var latest: [Int32] = []

    /// Links the answers of `cardNumbers` read since the last call (none of them undone yet).
    mutating func catchUp(_ cardNumbers: [Int32], work: WorkCounter?) {
        work?.add(cardNumbers.count - previous.count)
        for index in previous.count..<cardNumbers.count {
            let card = Int(cardNumbers[index])
            while latest.count <= card { latest.append(-1) }
            previous.append(latest[card])
            latest[card] = Int32(index)
        }
    }

    /// Takes the card's latest answer off its stack: that answer's index, or nil if it has none.
    mutating func pop(card: Int) -> Int? {
        guard card < latest.count, latest[card] >= 0 else { return nil }
        let index = Int(latest[card])
        latest[card] = previous[index]
        return index
    }

    /// Forgets the last answer (popped, and taken out of the log).
    mutating func removeLast() { previous.removeLast() }
}

/// Why the review log can't be used.
public enum ReviewLogError: Error, Sendable, Equatable, CustomStringConvertible {
    case malformed(path: String, line: Int, reason: String)
    case unreadable(path: String, reason: String)
    case unwritable(path: String, reason: String)
    /// Another process (a quiz) holds the log's lock.
    case locked(path: String, holder: String?)
    /// `<log>.lock` is not a lock a quiz made (a link, or a file holding something else), so it is
    /// left alone; `reason` completes "it is …".
    case foreignLock(lockPath: String, reason: String)

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
        case .foreignLock(let lockPath, let reason):
            return "\(lockPath): error: the review log's lock file is \(reason), not a lock a quiz made, so it is left as it is; give the review log another name with --log, or move \(lockPath) away"
        }
    }
}

extension ReviewLogError: LocalizedError {
    public var errorDescription: String? { description }
}
