import Foundation

extension ReviewLog {
    /// Collects the answers line by line.
    ///
    /// An undo takes out the answer it names (`undoes`), or, written before ids, its card's latest
    /// answer still in, at or before its own time.
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
    struct Builder {
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
        /// The line of each record id read (lines written before ids have none).
        ///
        /// Ids of 16 lowercase hex digits, as writers make them, by their value (cheaper to hash),
        /// others as text.
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
                problem(
                    LogProblem(
                        line: line, kind: .torn,
                        message:
                            "the line stops in the middle of a JSON object (cut short), and no \"recovered\" line follows it"
                    ))
            }
        }

        /// Whether the line `number`, a record, is the first with its `id` (or has none).
        ///
        /// If not, it is reported (one record is read once, at its first line).
        private mutating func isFirst(
            _ line: borrowing LogLineParser.Line, number: Int, in bytes: UnsafeRawBufferPointer
        ) -> Bool {
            guard case .string(let id)? = line[.id] else { return true }
            // One lookup for a new id (the usual case); a second copy puts the first line back.
            let this = Int32(truncatingIfNeeded: number)
            let first: Int32
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
            problem(
                LogProblem(
                    line: number, kind: .duplicateID,
                    message:
                        "the id '\(line.string(id, in: bytes))' of line \(first) again (a second copy of that record?)")
            )
            return false
        }

        /// The value of 16 lowercase hex digits; nil for any other text.
        @inline(__always) private static func hexValue(_ text: UnsafeRawBufferPointer) -> UInt64? {
            guard text.count == 16 else { return nil }
            var value: UInt64 = 0
            var invalid: UInt8 = 0
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
                    order.undos.append(
                        .init(
                            card: strings.lastCard, cardID: card, at: at, undoes: undoes, line: number,
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
                    if let last = lastAnswer, last.at > at || (last.at == at && last.id != nil) {
                        needsTimeOrder = true
                    }
                    lastOldUndo = max(lastOldUndo ?? at, at)
                    undo((strings.lastCard, card), line: number)
                }
            case .recovered:
                break
            }
        }

        /// Whether an answer with `next`'s time and id comes after one with `previous`'s in replay.
        @inline(__always) static func inOrder(
            _ previous: (at: Timestamp, id: String?), _ next: (at: Timestamp, id: String?)
        ) -> Bool {
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
}
