import Foundation

/// The learner's review history: a JSON Lines file, one answer per line, only ever appended to
/// (see docs/review-log.md). Every card's state is the replay of it through the scheduler.
public struct ReviewLog: Sendable {
    public var path: String
    /// The answers still in effect (those not undone), in the order of replay: by `at`, answers with
    /// the same `at` by `id` (those without one, written before ids, first and in the order of the
    /// file) — so that however the lines of two logs were interleaved, the order is the same.
    public fileprivate(set) var reviews: [ReviewRecord]
    /// The answers cancelled by an `undo` line, in the order they were undone.
    public fileprivate(set) var undone: [ReviewRecord]
    /// The lines that were skipped or changed nothing (a damaged line, a conflict marker, a line
    /// cut short, a second copy of a record, an undo of nothing), by line: they don't stop the
    /// replay, and the learner should hear of them.
    public fileprivate(set) var problems: [LogProblem]
    /// The line and time of each undo read, for `futureDated(at:)`.
    fileprivate var undoTimes: [(line: Int32, at: Timestamp)] = []

    /// Each problem as `file:line: warning: …`, every one of them (`LogProblem.warnings` limits
    /// them for a terminal).
    public var warnings: [String] { problems.map { $0.warning(path: path) } }

    /// How far apart two machines' clocks may be: a record dated later than now by no more than
    /// this is taken as written now (the writer moves its next record past it), one dated later
    /// still is dated in the future — a clock that was wrong — and takes no part in the cards'
    /// states until its time comes (`asOf(_:)`; docs/review-log.md, "The clock").
    public static let clockTolerance = TimeSpan.minutes(1)

    /// The last instant that is not in the future at `now`: `now` plus the tolerance.
    public static func horizon(at now: Timestamp) -> Timestamp { now + clockTolerance }

    /// The log as it stands at `now`: without the answers dated in the future (more than the
    /// tolerance after `now`), which count from their time on. The answers are in time order, so
    /// those are the last ones; the log itself, not a copy, when there are none (nearly always).
    public func asOf(_ now: Timestamp) -> ReviewLog {
        let horizon = Self.horizon(at: now)
        guard let last = reviews.last, last.at > horizon else { return self }
        var low = 0, high = reviews.count - 1
        while low < high {
            let middle = (low + high) / 2
            if reviews[middle].at > horizon { high = middle } else { low = middle + 1 }
        }
        var present = self
        present.reviews.removeSubrange(low...)
        present.cardNumbers.removeSubrange(low...)
        return present
    }

    /// The answers (in effect or undone) and undos dated in the future at `now`, by line: what
    /// `quiz`, `stats` and `history` warn about and `log check` lists.
    public func futureDated(at now: Timestamp) -> [LogProblem] {
        let horizon = Self.horizon(at: now)
        var future: [(line: Int, at: Timestamp)] = []
        for record in reviews.reversed() {
            guard record.at > horizon else { break }
            future.append((record.line, record.at))
        }
        for record in undone where record.at > horizon { future.append((record.line, record.at)) }
        for undo in undoTimes where undo.at > horizon { future.append((Int(undo.line), undo.at)) }
        return future.sorted { $0.line < $1.line }.map { LogProblem.futureDated(line: $0.line, at: $0.at, now: now) }
    }

    /// The problems and the records dated in the future at `now`, by line: what a reader warns of.
    public func problems(at now: Timestamp) -> [LogProblem] {
        let future = futureDated(at: now)
        return future.isEmpty ? problems : (problems + future).sorted { $0.line < $1.line }
    }

    /// `$XDG_DATA_HOME/course/<course-id>/reviews.jsonl`, or `~/.local/share/course/…`; nil when the
    /// id is not a safe name (docs/format.md), which could lead out of that folder.
    public static func defaultPath(courseID: String,
                                   environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard SafeName.problem(courseID) == nil else { return nil }
        let base = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        return "\(base)/course/\(courseID)/reviews.jsonl"
    }

    /// Reads the log at `path`; a missing file is an empty log. Throws only when the file cannot be
    /// read: a line that is not a record is skipped and reported in `problems`.
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
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        let size = Int(status.st_size)
        guard size > 0 else { return ReviewLog(path: path, reviews: [], undone: [], problems: []) }
        // Mapped rather than read: the log is read once, front to back, and may be large.
        guard let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, file, 0), mapped != MAP_FAILED else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        defer { munmap(mapped, size) }
        return parse(UnsafeRawBufferPointer(start: mapped, count: size), path: path)
    }

    /// Reads a log's text (the whole file's bytes).
    public static func parse(_ buffer: UnsafeRawBufferPointer, path: String) -> ReviewLog {
        parse(buffer, path: path, work: nil)
    }

    /// The same, counting the builder's steps in `work`.
    static func parse(_ buffer: UnsafeRawBufferPointer, path: String, work: WorkCounter?,
                      inTimeOrder: Bool = false) -> ReviewLog {
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
                    builder.problem(LogProblem(line: lineNumber, kind: .torn,
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

    /// Calls `body` with each line of a log's bytes that is not blank: its number (from 1), its
    /// bytes without the `\n`, and whether it is the last line of the file. A byte order mark, as
    /// some editors write at the start of a file, is not part of line 1.
    @inline(__always)
    static func forEachLine(of buffer: UnsafeRawBufferPointer,
                            _ body: (_ number: Int, _ text: UnsafeRawBufferPointer, _ isLast: Bool) throws -> Void) rethrows {
        let byteOrderMark = RegularFile.byteOrderMark
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
            let text = UnsafeRawBufferPointer(rebasing: buffer[start..<end])
            start = end + 1
            if text.first != UInt8(ascii: "{"), text.allSatisfy(isSpace) { continue }
            try body(lineNumber, text, end == buffer.count)
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }

    /// Numbers of the cards (`cardIDs`) of `reviews`, one per review, for the replay.
    var cardNumbers: [Int32] = []
    var cardIDs: [String] = []

    private init(path: String, reviews: [ReviewRecord], undone: [ReviewRecord], problems: [LogProblem]) {
        self.path = path
        self.reviews = reviews
        self.undone = undone
        self.problems = problems
    }

    /// Collects the answers line by line; an undo takes out the answer it names (`undoes`), or,
    /// written before ids, its card's latest answer still in, at or before its own time.
    ///
    /// Nearly always the lines are in time order and an undo cancels the last answer read (the
    /// quiz undoes the answer it has just written), simply dropped. For an old-style undo of
    /// another answer, the builder does not search the log: from the first such undo on, each
    /// card's answers in effect are linked into a stack (`UndoLinks`, each answer linked once, when
    /// an undo comes after it), so that an undo follows one link; the answer is marked (card number
    /// -1) and `finish` takes the marked ones out in one pass. N undos behind N other answers cost
    /// N steps, not N²; answers pay nothing per line.
    ///
    /// Anything else — an answer earlier than one before it, an undo of an answer by id that is
    /// not the last one in effect — sets `needsTimeOrder`, and the log is read again with
    /// `inTimeOrder`: every answer and undo is collected first, and `finish` orders and applies
    /// them (`TimeOrder`).
    private struct Builder {
        var log: ReviewLog
        var strings = InternedStrings()
        let work: WorkCounter?
        /// Made at the first undo of an answer other than the last one read.
        private var links: UndoLinks?
        /// Answers undone but still in `log.reviews`, marked.
        private var markedCount = 0
        /// Whether this reading collects the lines to order them at the end.
        private let inTimeOrder: Bool
        /// Set when the lines can't be applied as they come.
        private(set) var needsTimeOrder = false
        /// The time and id of the last answer read (undone or not).
        private var lastAnswer: (at: Timestamp, id: String?)?
        /// The latest time of an undo written before ids read so far.
        private var lastOldUndo: Timestamp?
        private var order = TimeOrder()
        /// The line of each record id read (lines written before ids have none): ids of 16
        /// lowercase hex digits, as writers make them, by their value (cheaper to hash), others
        /// as text.
        private var hexIDLines: [UInt64: Int32] = [:]
        private var otherIDLines: [String: Int32] = [:]
        private let expectedAnswers: Int

        init(path: String, expectedAnswers: Int, work: WorkCounter?, inTimeOrder: Bool) {
            log = ReviewLog(path: path, reviews: [], undone: [], problems: [])
            log.reviews.reserveCapacity(expectedAnswers)
            log.cardNumbers.reserveCapacity(expectedAnswers)
            self.expectedAnswers = expectedAnswers
            self.work = work
            self.inTimeOrder = inTimeOrder
        }

        mutating func problem(_ problem: LogProblem) {
            log.problems.append(problem)
        }

        /// Lines cut short that no `recovered` marker followed.
        mutating func tornLines(_ lines: [Int]) {
            for line in lines {
                problem(LogProblem(line: line, kind: .torn,
                                   message: "the line stops in the middle of a JSON object (cut short), and no \"recovered\" line follows it"))
            }
        }

        /// Whether the line `number`, a record, is the first with its `id` (or has none); if not,
        /// it is reported (one record is read once, at its first line).
        private mutating func isFirst(_ line: borrowing LogLineParser.Line, number: Int, in bytes: UnsafeRawBufferPointer) -> Bool {
            guard case .string(let id)? = line[.id] else { return true }
            // One lookup for a new id (the usual case); a second copy puts the first line back.
            let this = Int32(truncatingIfNeeded: number), first: Int32
            if let value = line.withUTF8(id, in: bytes, Self.hexValue) {
                if hexIDLines.isEmpty { hexIDLines.reserveCapacity(expectedAnswers) }
                guard let earlier = hexIDLines.updateValue(this, forKey: value) else { return true }
                hexIDLines[value] = earlier
                first = earlier
            } else {
                let text = line.string(id, in: bytes)
                guard let earlier = otherIDLines.updateValue(this, forKey: text) else { return true }
                otherIDLines[text] = earlier
                first = earlier
            }
            problem(LogProblem(line: number, kind: .duplicateID,
                               message: "the id '\(line.string(id, in: bytes))' of line \(first) again (a second copy of that record?)"))
            return false
        }

        /// The value of 16 lowercase hex digits; nil for any other text.
        @inline(__always) private static func hexValue(_ text: UnsafeRawBufferPointer) -> UInt64? {
            guard text.count == 16 else { return nil }
            var value: UInt64 = 0, invalid: UInt8 = 0
            for byte in text {
                let digit = hexDigits[Int(byte)]
                invalid |= digit
                value = value << 4 | UInt64(digit & 0x0F)
            }
            return invalid & 0x10 == 0 ? value : nil
        }

        /// By byte: its value as a lowercase hex digit, or 0x10 when it is not one.
        private static let hexDigits: [UInt8] = (0...255).map { byte in
            switch byte {
            case 0x30...0x39: UInt8(byte - 0x30)
            case 0x61...0x66: UInt8(byte - 0x61 + 10)
            default: 0x10
            }
        }

        mutating func add(_ line: borrowing LogLineParser.Line, number: Int, in bytes: UnsafeRawBufferPointer) {
            guard line.kind == .recovered || isFirst(line, number: number, in: bytes) else { return }
            switch line.kind {
            case .review:
                let record = line.record(line: number, strings: &strings, in: bytes)
                if let last = lastAnswer, !Self.inOrder(last, (record.at, record.id)) { needsTimeOrder = true }
                // An undo before ids, read already, cancels an answer of a time before its own.
                if let undone = lastOldUndo, record.at < undone { needsTimeOrder = true }
                lastAnswer = (record.at, record.id)
                log.reviews.append(record)
                log.cardNumbers.append(Int32(strings.lastCard))
            case .undo:
                let card = line.string(.card, &strings, in: bytes) ?? ""
                let at = line[.at]?.time ?? Timestamp(microseconds: 0)
                log.undoTimes.append((Int32(truncatingIfNeeded: number), at))
                let undoes = line.string(.undoes, &strings, in: bytes)
                if inTimeOrder {
                    order.undos.append(.init(card: strings.lastCard, cardID: card, at: at, undoes: undoes, line: number,
                                             answersBefore: log.reviews.count))
                } else if let undoes {
                    // The quiz's undo of the answer it has just written; any other needs the order.
                    if links == nil, log.reviews.last?.id == undoes {
                        log.undone.append(log.reviews.removeLast())
                        log.cardNumbers.removeLast()
                    } else {
                        needsTimeOrder = true
                    }
                } else {
                    if let last = lastAnswer, last.at > at || (last.at == at && last.id != nil) { needsTimeOrder = true }
                    lastOldUndo = max(lastOldUndo ?? at, at)
                    undo((strings.lastCard, card), line: number)
                }
            case .recovered:
                break
            }
        }

        /// Whether an answer with `next`'s time and id comes after one with `previous`'s in replay.
        @inline(__always) static func inOrder(_ previous: (at: Timestamp, id: String?), _ next: (at: Timestamp, id: String?)) -> Bool {
            if previous.at != next.at { return previous.at < next.at }
            guard let nextID = next.id else { return previous.id == nil }
            guard let previousID = previous.id else { return true }
            return previousID < nextID
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
                log.problems.append(.undoOfNothing(card: card.string, line: number))
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
            // Reported by line; undos of nothing are found after the lines that follow them.
            var log = applyUndos()
            if log.problems.count > 1 { log.problems.sort { $0.line < $1.line } }
            return log
        }

        private consuming func applyUndos() -> ReviewLog {
            if inTimeOrder {
                order.apply(to: &log, work: work)
                log.cardIDs = strings.cards.strings
                return log
            }
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
        /// By card number, the number of the hash read last with the card (-1: none yet).
        var hashOfCard: [Int32] = []

        mutating func string(_ text: LogLineParser.Text, _ type: LogValueType, of line: borrowing LogLineParser.Line,
                             in bytes: UnsafeRawBufferPointer) -> String {
            switch type {
            case .id:
                let card = line.withUTF8(text, in: bytes) { cards.intern($0) }
                lastCard = card.number
                return card.string
            case .hash:
                // A card's hash is nearly always the one of its previous answer: compared with
                // that first, it is found without hashing.
                return line.withUTF8(text, in: bytes) { text in
                    if lastCard < hashOfCard.count, hashOfCard[lastCard] >= 0, hashes.equals(Int(hashOfCard[lastCard]), text) {
                        return hashes.strings[Int(hashOfCard[lastCard])]
                    }
                    let hash = hashes.intern(text)
                    if lastCard >= hashOfCard.count { hashOfCard += repeatElement(-1, count: lastCard + 1 - hashOfCard.count) }
                    hashOfCard[lastCard] = Int32(hash.number)
                    return hash.string
                }
            default:
                return line.string(text, in: bytes)
            }
        }
    }
}

/// A log's answers and undos applied in replay order, whatever the order of their lines: answers
/// by `at`, then by `id` (those without one first, in the order of the file); each undo with
/// `undoes` cancels the answer of that id; then each undo without (a line written before ids), in
/// time order among the answers (after those of its time that come before it in the file),
/// cancels its card's latest answer still in effect.
private struct TimeOrder {
    struct Undo {
        var card: Int
        var cardID: String
        var at: Timestamp
        var undoes: String?
        var line: Int
        /// How many answers the file held before it.
        var answersBefore: Int
    }

    var undos: [Undo] = []

    func apply(to log: inout ReviewLog, work: WorkCounter?) {
        let answers = log.reviews, numbers = log.cardNumbers
        work?.add(answers.count + undos.count)
        var cancelled = [Bool](repeating: false, count: answers.count)
        var undone: [ReviewRecord] = []
        // Undos by id first: they name their answer, wherever it is.
        var byID: [String: [Int]] = [:]
        for (index, answer) in answers.enumerated() {
            if let id = answer.id { byID[id, default: []].append(index) }
        }
        for undo in undos {
            guard let undoes = undo.undoes else { continue }
            guard let index = byID[undoes]?.first(where: { !cancelled[$0] }) else {
                log.problems.append(LogProblem(line: undo.line, kind: .undoOfNothing,
                                               message: "undo of an answer to card '\(undo.cardID)' that is not in the log (id \(undoes))"))
                continue
            }
            cancelled[index] = true
            undone.append(answers[index])
        }
        // Answers and old-style undos in replay order: an undo's place is (its time, no id, its
        // place in the file), an answer's (its time, its id, its place in the file).
        enum Event { case answer(Int), undo(Int) }
        func key(_ event: Event) -> (Timestamp, String, Int, Int) {
            switch event {
            case .answer(let index): (answers[index].at, answers[index].id ?? "", index, 1)
            case .undo(let index): (undos[index].at, "", undos[index].answersBefore, 0)
            }
        }
        var events = answers.indices.map(Event.answer)
        events += undos.indices.filter { undos[$0].undoes == nil }.map(Event.undo)
        events.sort { key($0) < key($1) }
        var stacks: [Int: [Int]] = [:]
        var ordered: [Int] = []
        ordered.reserveCapacity(answers.count)
        for event in events {
            switch event {
            case .answer(let index):
                ordered.append(index)
                stacks[Int(numbers[index]), default: []].append(index)
            case .undo(let index):
                let undo = undos[index]
                var found: Int?
                while let top = stacks[undo.card]?.popLast() {
                    if !cancelled[top] { found = top; break }
                }
                guard let found else {
                    log.problems.append(.undoOfNothing(card: undo.cardID, line: undo.line))
                    continue
                }
                cancelled[found] = true
                undone.append(answers[found])
            }
        }
        let kept = ordered.filter { !cancelled[$0] }
        log.reviews = kept.map { answers[$0] }
        log.cardNumbers = kept.map { numbers[$0] }
        log.undone = undone
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
    case unreadable(path: String, reason: String)
    case unwritable(path: String, reason: String)
    /// Another process (a quiz) holds the log's lock.
    case locked(path: String, holder: String?)
    /// A quiz holds the log's lock, so a command that would replace the log (`log repair`,
    /// `log merge --out`) does not.
    case quizRunning(path: String, holder: String?)
    /// `<log>.lock` is not a lock a quiz made (a link, or a file holding something else), so it is
    /// left alone; `reason` completes "it is …".
    case foreignLock(lockPath: String, reason: String)
    /// The path no longer leads to a file the quiz can write (a folder or a named pipe was put in
    /// its place mid-sitting), so the log as the quiz held it open, the only copy of the history
    /// left, was saved as `copy` (`<log>.rescued-TIME`, see `ReviewLogWriter`).
    case rescued(path: String, reason: String, copy: String)

    /// Where the history was saved, when it was rescued.
    public var rescuedCopy: String? {
        if case .rescued(_, _, let copy) = self { return copy }
        return nil
    }

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "\(path): error: can't read the review log: \(reason)"
        case .unwritable(let path, let reason):
            return "\(path): error: can't write the review log: \(reason)"
        case .locked(let path, let holder):
            let who = holder.map { " (\($0))" } ?? ""
            return "\(path): error: the review log is in use by another quiz\(who); finish that one first"
        case .quizRunning(let path, let holder):
            let who = holder.map { " (\($0))" } ?? ""
            return "\(path): error: a quiz is running on this review log\(who); finish it first, then run this command again"
        case .rescued(let path, let reason, let copy):
            return "\(path): error: can't write the review log: \(reason); the log as this quiz held it, with this"
                + " sitting's answers, is saved as \(copy): move it back to \(path) once what is there now is out of the way"
        case .foreignLock(let lockPath, let reason):
            return "\(lockPath): error: the review log's lock file is \(reason), not a lock a quiz made, so it is left as it is; give the review log another name with --log, or move \(lockPath) away"
        }
    }
}

extension ReviewLogError: LocalizedError {
    public var errorDescription: String? { description }
}
