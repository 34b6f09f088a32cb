// The `log-line` target: the review log's line reader, whose two paths must agree.
//
// `LogLineParser.parse` first tries `canonicalAnswer`, the fast path that matches the writer's own
// layout in place, and reads anything else with the general JSON path. A line with a space in front
// never matches the fast path (it wants `{"card":"` at byte 0) and means the same JSON, so
// `parse(" " + line)` is the general path alone: both must accept or reject alike, with the same
// record, or fail the same way (cut short or malformed, with the same message).
//
// The whole input is also read as a log, which never fails: every record and every problem (a
// line skipped with a warning) is at a line of the input. Its repair (`course log repair`) is a log
// in which `course log check` finds nothing but the records dated in the future (which it keeps)
// and that replays to the same answers and undos. Merged (`course log merge`) with a copy of its
// records alone, it keeps every line that cannot be read, once.
//
// The same bytes are also the log's lock file (`<log>.lock`, beside it and as outside as it): its
// note is read back only in the shape a quiz writes (`process N, since TIME`), and a note whose
// process number is no process's (zero, or beyond `pid_t`) is never asked of `kill`.

import Foundation

func fuzzLogLine(_ input: UnsafeRawBufferPointer) {
    if !input.contains(0x0A) { fuzzing { () throws(SkipInput) in try checkLine(input) } }
    fuzzing { () throws(SkipInput) in try checkLog(input) }
    checkLockNote(input)
}

/// The lock file's note: read only in a quiz's shape, and asked about only for a real process number.
private func checkLockNote(_ input: UnsafeRawBufferPointer) {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-lock-\(getpid())").path
    guard FileManager.default.createFile(atPath: path, contents: Data(input)) else { return }
    defer { unlink(path) }
    let file = open(path, O_RDONLY | O_CLOEXEC)
    guard file >= 0 else { return }
    defer { close(file) }
    guard let note = LogLock.note(file) else { return }
    let words = note.split(separator: " ", omittingEmptySubsequences: false)
    precondition(words.count == 4 && words[0] == "process" && words[2] == "since", "a note not a quiz's: \(note)")
    // A process number of zero or beyond `pid_t` is no process: never asked of `kill` (0 names the
    // process group), and such a lock may be being let go of.
    if (pid_t(words[1].dropLast()) ?? 0) <= 0 { precondition(LogLock.mayBeLettingGo(note: note)) }
}

/// A parsed line: its kind and every key's value, strings made `String`s, to compare lines read
/// from different bytes or by different paths.
private struct ReadLine: Equatable {
    var kind: LogLineKind
    var values: [LogKey: LogValue<String>]
    var written: [UInt8]

    init(_ line: borrowing LogLineParser.Line, in bytes: UnsafeRawBufferPointer) {
        kind = line.kind
        values = line.allValues(in: bytes)
        // The line as `ReviewLogWriter` would write it.
        var strings = FreshStrings()
        let at = line[.at]?.time ?? Timestamp(microseconds: 0)
        let logLine: LogLine
        switch line.kind {
        case .review: logLine = .review(line.record(strings: &strings, in: bytes))
        case .undo:
            logLine = .undo(
                card: line.string(.card, &strings, in: bytes) ?? "", at: at,
                id: line.string(.id, &strings, in: bytes), undoes: line.string(.undoes, &strings, in: bytes))
        case .recovered: logLine = .recovered(at: at)
        }
        written = logLine.bytes
    }

    static func == (a: ReadLine, b: ReadLine) -> Bool { a.kind == b.kind && a.values == b.values }
}

/// Each string made anew.
private struct FreshStrings: LogLineParser.Strings {
    func string(
        _ text: LogLineParser.Text, _ type: LogValueType, of line: borrowing LogLineParser.Line,
        in bytes: UnsafeRawBufferPointer
    ) -> String {
        line.string(text, in: bytes)
    }
}

private enum Outcome: Equatable {
    case line(ReadLine)
    case truncated
    case malformed(String)
}

private func outcome(_ bytes: UnsafeRawBufferPointer, generalOnly: Bool = false) -> Outcome {
    var line = LogLineParser.Line()
    do throws(LogLineParser.Failure) {
        if generalOnly {
            try LogLineParser.generalPath(bytes, into: &line)
        } else {
            try LogLineParser.parse(bytes, into: &line)
        }
        return .line(ReadLine(line, in: bytes))
    } catch {
        switch error {
        case .truncated: return .truncated
        case .malformed(let message): return .malformed(message)
        }
    }
}

private func checkLine(_ line: UnsafeRawBufferPointer) throws(SkipInput) {
    let both = outcome(line)
    let general = outcome(line, generalOnly: true)
    try expect(both == general, "fast and general paths differ: \(both) vs general \(general)")
    var fast = LogLineParser.Line()
    if LogLineParser.fastPath(line, into: &fast) {
        try expect(.line(ReadLine(fast, in: line)) == general, "the fast path read what the general path does not")
    }
    guard case .line(let read) = both else { return }
    // What the writer writes for the record reads back as the same record.
    var written = read.written
    try expect(written.last == 0x0A, "a written line ends in a newline")
    written.removeLast()
    let reread = written.withUnsafeBytes { outcome($0) }
    try expect(
        reread == .line(read), "the written line \(String(decoding: written, as: UTF8.self)) reads back as \(reread)")
}

/// The whole input as a log: records and warnings at lines of the input, in words for people;
/// `log check`'s problems too; and the repair clean, with the same answers and undos.
private func checkLog(_ bytes: UnsafeRawBufferPointer) throws(SkipInput) {
    let lines = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    let log = ReviewLog.parse(bytes, path: "reviews.jsonl")
    for record in log.reviews + log.undone {
        try expect((1...lines).contains(record.line), "record at line \(record.line) of \(lines)")
    }
    for warning in log.warnings {
        try expect(warning.hasPrefix("reviews.jsonl:") && !looksLikeDebugText(warning), "warning: \(warning)")
    }
    let problems = LogCheck.problems(bytes, path: "reviews.jsonl", now: now)
    try expect(Set(log.problems).isSubset(of: Set(problems)), "log check misses what the reader skips")
    for problem in problems {
        try expect(
            (1...lines).contains(problem.line) && !problem.message.isEmpty,
            "problem at line \(problem.line) of \(lines)")
    }
    try checkMerge(bytes)
    let repair = LogRepair(bytes, path: "reviews.jsonl", now: now)
    let damaged = problems.filter { $0.kind != .futureDated }
    try expect(repair.isNeeded == !damaged.isEmpty, "repair needed: \(repair.isNeeded), problems: \(damaged.count)")
    try expect(
        repair.futureDated == problems.filter { $0.kind == .futureDated },
        "repair keeps the records dated in the future")
    guard repair.isNeeded else { return }
    let repaired = repair.bytes.withUnsafeBytes { ReviewLog.parse($0, path: "reviews.jsonl") }
    let left = repair.bytes.withUnsafeBytes { LogCheck.problems($0, path: "reviews.jsonl", now: now) }.filter {
        $0.kind != .futureDated
    }
    try expect(left.isEmpty, "the repaired log has problems: \(left.map { "\($0.line) \($0.kind.rawValue)" })")
    func unnumbered(_ records: [ReviewRecord]) -> [ReviewRecord] {
        records.map { record in
            var record = record
            record.line = 0
            return record
        }
    }
    try expect(unnumbered(repaired.reviews) == unnumbered(log.reviews), "the repair changed the answers in effect")
    try expect(Set(unnumbered(repaired.undone)) == Set(unnumbered(log.undone)), "the repair changed the undos")
}

/// The time of `log check` and `log repair` here.
private let now = ISO8601.parse("2026-11-30T10:00:00Z")!

/// `log merge` of the log with a copy of its records alone (the other side's unreadable lines after
/// records both hold): the lines that are not records, each as many times as the log has it.
private func checkMerge(_ bytes: UnsafeRawBufferPointer) throws(SkipInput) {
    let side = LogMerge.Side(path: "theirs", bytes: Array(bytes))
    let records: [UInt8] = LogMerge.read(side).records.flatMap { record -> [UInt8] in record.line + [0x0A] }
    let merged = LogMerge(ours: .init(path: "ours", bytes: records), theirs: side)
    func unreadable(_ bytes: [UInt8]) -> [[UInt8]: Int] {
        var lines: [[UInt8]: Int] = [:]
        var parsed = LogLineParser.Line()
        bytes.withUnsafeBytes { buffer in
            ReviewLog.forEachLine(of: buffer) { _, text, _ in
                if (try? LogLineParser.parse(text, into: &parsed)) == nil || parsed[.at] == nil {
                    lines[Array(text), default: 0] += 1
                }
            }
        }
        return lines
    }
    try expect(
        unreadable(merged.bytes) == unreadable(Array(bytes)), "the merge lost or doubled a line that is not a record")
}
