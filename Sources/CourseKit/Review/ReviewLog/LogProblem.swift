import Foundation

/// Something wrong with one line of the review log (docs/review-log.md, "Damaged lines").
///
/// What `quiz`, `stats` and `history` skip with a warning, what `course log check` lists and what
/// `course log repair` drops. A problem never stops a command: the rest of the log is read.
public struct LogProblem: Sendable, Hashable {
    public enum Kind: String, Sendable, CaseIterable {
        /// Not a record.
        ///
        /// Not a JSON object, or one that is not a valid line (an unknown rating, no card, a time
        /// that is not one).
        case unreadable = "unreadable-line"
        /// A merge's conflict marker (`<<<<<<<`, `|||||||`, `=======`, `>>>>>>>`).
        ///
        /// The records between the markers are lines like any other, and read.
        case conflictMarker = "conflict-marker"
        /// A line cut short (an incomplete JSON object) that no `recovered` marker follows.
        ///
        /// In the middle of the file, or the last line, which the next quiz marks.
        case torn = "torn-line"
        /// A record with the `id` of an earlier line: one record is read once, the first.
        case duplicateID = "duplicate-id"
        /// An undo whose answer is not in the log, or is undone already.
        case undoOfNothing = "undo-of-nothing"
        /// A record older than the one before it from the same writer (`ReviewLogCheck`).
        ///
        /// The readers replay in time order, so only `log check` reports it.
        case outOfOrder = "out-of-order"
        /// A record dated after now by more than the clocks' tolerance (`ReviewLog.futureDated`).
        ///
        /// Read, but an answer takes no part in the cards' states until its time comes.
        case futureDated = "future-dated"

        /// What a reader does with such a line, after the message.
        ///
        /// The line is not read, or (an undo) changes nothing.
        package var readerAction: String {
            switch self {
            case .undoOfNothing: "ignored"
            case .unreadable, .conflictMarker, .torn, .duplicateID: "skipped"
            case .outOfOrder: "read in time order"
            case .futureDated: "it counts from that time on"
            }
        }
    }

    /// The 1-based line of the file.
    public var line: Int
    public var kind: Kind
    /// What is wrong, a sentence for people; it may quote the line's text (shown inert).
    public var message: String

    /// `FILE:LINE: warning: …; skipped`, as the readers print it.
    public func warning(path: String) -> String {
        "\(path):\(line): warning: \(message); \(kind.readerAction)"
    }

    /// A record of `line` dated `at`, later than `now` by more than the clocks' tolerance.
    static func futureDated(line: Int, at: Timestamp, now: Timestamp) -> LogProblem {
        let minutes = ReviewLog.clockTolerance.microseconds / 60_000_000
        return LogProblem(
            line: line, kind: .futureDated,
            message:
                "a record dated \(ISO8601.format(at)), after now (\(ISO8601.format(now))) by more than the clocks' tolerance of \(plural(Int(minutes), "minute")) (written on a machine whose clock was wrong?)"
        )
    }

    /// An undo (written before ids) when its card has no answer left to undo.
    static func undoOfNothing(card: String, line: Int) -> LogProblem {
        LogProblem(
            line: line, kind: .undoOfNothing, message: "undo of card '\(card)', which has no answer left to undo")
    }

    /// A line that is not a record.
    ///
    /// A merge's conflict marker, or a damaged line with the reader's `reason`.
    static func unreadable(_ text: UnsafeRawBufferPointer, line: Int, reason: String) -> LogProblem {
        if let marker = conflictMarker(text) {
            return LogProblem(
                line: line, kind: .conflictMarker,
                message: "a conflict marker left by a merge ('\(marker)'), not a record")
        }
        return LogProblem(line: line, kind: .unreadable, message: "not a record of the review log: \(reason)")
    }

    /// The marker when `text` is a line git (or diff3) writes around a conflict.
    ///
    /// Seven `<`, `|`, `=` or `>`, then the end of the line or a space and a label.
    static func conflictMarker(_ text: UnsafeRawBufferPointer) -> String? {
        guard text.count >= 7, let first = text.first, [UInt8]("<|=>".utf8).contains(first),
            text.prefix(7).allSatisfy({ $0 == first })
        else { return nil }
        guard text.count == 7 || text[7] == UInt8(ascii: " ") || text[7] == 0x0D else { return nil }
        return String(repeating: Character(Unicode.Scalar(first)), count: 7)
    }

    /// The lines the readers print for `problems` of the log at `path`.
    ///
    /// One for each of the first `limit` of them, then one line counting the rest and naming the
    /// command that lists them all.
    public static func warnings(_ problems: [LogProblem], path: String, limit: Int = 5) -> [String] {
        var lines = problems.prefix(limit).map { $0.warning(path: path) }
        if problems.count > limit {
            let more = problems.count - limit
            lines.append(
                "\(path): warning: … and \(plural(more, "more damaged line")); run course log check --log \(shellWord(path)) to list them"
            )
        }
        return lines
    }

    /// `path` as one word of a shell command.
    ///
    /// As it is when it holds only safe characters, else in single quotes.
    package static func shellWord(_ path: String) -> String {
        let safe = path.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || "/._-+@%:,".utf8.contains(byte)
        }
        return safe && !path.isEmpty ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
