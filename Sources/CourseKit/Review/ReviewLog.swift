import Foundation

/// The learner's review history: a JSON Lines file, one answer per line, only ever appended to
/// (see docs/review-log.md). Every card's state is the replay of it through the scheduler.
public struct ReviewLog: Sendable {
    public var path: String
    /// The answers still in effect (those not undone), in the order of the file.
    public var reviews: [ReviewRecord]
    /// The answers cancelled by an `undo` line.
    public var undone: [ReviewRecord]
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
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
                return ReviewLog(path: path, reviews: [], undone: [], warnings: [])
            }
            throw .unreadable(path: path, reason: isDirectory.boolValue ? "it is a directory" : "permission denied")
        }
        let result = data.withUnsafeBytes { buffer in
            Result { () throws(ReviewLogError) in try parse(buffer, path: path) }
        }
        return try result.get()
    }

    /// Reads a log's text (the whole file's bytes).
    public static func parse(_ buffer: UnsafeRawBufferPointer, path: String) throws(ReviewLogError) -> ReviewLog {
        var log = ReviewLog(path: path, reviews: [], undone: [], warnings: [])
        var lines: [(line: Int, entry: LogLine)] = []
        var pendingTorn: (line: Int, message: String)?
        let outcome = { () -> ReviewLogError? in
            var start = 0, lineNumber = 0
            while start < buffer.count {
                lineNumber += 1
                let end = buffer[start...].firstIndex(of: 0x0A) ?? buffer.count
                let isLast = end == buffer.count
                let text = UnsafeRawBufferPointer(rebasing: buffer[start..<end])
                start = end + 1
                if text.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
                do throws(LogLineParser.Failure) {
                    let entry = try LogLineParser.parse(text)
                    if let torn = pendingTorn {
                        guard case .recovered = entry else {
                            return .malformed(path: path, line: torn.line, reason: torn.message)
                        }
                        pendingTorn = nil
                    }
                    lines.append((lineNumber, entry))
                } catch {
                    if let torn = pendingTorn { return .malformed(path: path, line: torn.line, reason: torn.message) }
                    let message: String
                    switch error {
                    case .truncated: message = "the line stops in the middle of a JSON object"
                    case .malformed(let reason): message = reason
                    }
                    if isLast {
                        log.warnings.append("\(path):\(lineNumber): warning: the last line is incomplete (an answer cut short by a crash?); it is ignored")
                    } else {
                        // Allowed only when the writer marked it, after a crash: the next line is a
                        // `recovered` record. Otherwise it is an error at this line.
                        pendingTorn = (lineNumber, message)
                    }
                }
            }
            if let torn = pendingTorn { return .malformed(path: path, line: torn.line, reason: torn.message) }
            return nil
        }()
        if let outcome { throw outcome }
        try log.applyUndos(lines)
        return log
    }

    /// Keeps the reviews in effect: each undo cancels its card's latest review not yet cancelled.
    private mutating func applyUndos(_ lines: [(line: Int, entry: LogLine)]) throws(ReviewLogError) {
        var cancelled: Set<Int> = []
        var openReviews: [String: [Int]] = [:]
        var records: [ReviewRecord] = []
        records.reserveCapacity(lines.count)
        for (number, entry) in lines {
            switch entry {
            case .review(var record):
                record.line = number
                openReviews[record.card, default: []].append(records.count)
                records.append(record)
            case .undo(let card, _):
                guard let index = openReviews[card]?.popLast() else {
                    throw .malformed(path: path, line: number, reason: "undo of card '\(card)', which has no answer left to undo")
                }
                cancelled.insert(index)
            case .recovered:
                break
            }
        }
        if cancelled.isEmpty {
            reviews = records
        } else {
            for (index, record) in records.enumerated() {
                if cancelled.contains(index) { undone.append(record) } else { reviews.append(record) }
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
