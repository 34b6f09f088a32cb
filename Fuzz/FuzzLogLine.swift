// The `log-line` target: the review log's line reader, whose two paths must agree.
//
// `LogLineParser.parse` first tries `canonicalAnswer`, the fast path that matches the writer's own
// layout in place, and reads anything else with the general JSON path. A line with a space in front
// never matches the fast path (it wants `{"card":"` at byte 0) and means the same JSON, so
// `parse(" " + line)` is the general path alone: both must accept or reject alike, with the same
// record, or fail the same way (cut short or malformed, with the same message).

import Foundation

func fuzzLogLine(_ input: UnsafeRawBufferPointer) {
    if KnownFinding.skips(.surrogateTrap), KnownFinding.mayHitSurrogateTrap(input) { return }
    if !input.contains(0x0A) { fuzzing { () throws(SkipInput) in try checkLine(input) } }
    fuzzing { () throws(SkipInput) in try checkLog(input) }
}

/// A parsed line with its strings made `String`s, to compare lines read from different bytes.
private struct ReadLine: Equatable {
    var kind: LogLineParser.Kind
    var card: [UInt8]?
    var rating: Rating?
    var at: Timestamp
    var hash: [UInt8]?
    var ms: Int?
    var prediction: [UInt8]?

    init(_ line: LogLineParser.Line, in bytes: UnsafeRawBufferPointer) {
        func text(_ text: LogLineParser.Text?) -> [UInt8]? {
            text.map { Array(LogLineParser.string($0, in: bytes).utf8) }
        }
        kind = line.kind
        card = text(line.card)
        rating = line.rating
        at = line.at
        hash = text(line.hash)
        ms = line.ms
        prediction = text(line.prediction)
    }

    /// The line as `ReviewLogWriter` would write it.
    var written: LogLine {
        let card = String(decoding: self.card ?? [], as: UTF8.self)
        switch kind {
        case .review:
            return .review(ReviewRecord(card: card, rating: rating!, at: at,
                                        contentHash: hash.map { String(decoding: $0, as: UTF8.self) },
                                        durationMilliseconds: ms,
                                        prediction: prediction.map { String(decoding: $0, as: UTF8.self) }))
        case .undo: return .undo(card: card, at: at)
        case .recovered: return .recovered(at: at)
        }
    }
}

private enum Outcome: Equatable {
    case line(ReadLine)
    case truncated
    case malformed(String)
}

private func outcome(_ bytes: UnsafeRawBufferPointer) -> Outcome {
    do throws(LogLineParser.Failure) {
        return .line(ReadLine(try LogLineParser.parse(bytes), in: bytes))
    } catch {
        switch error {
        case .truncated: return .truncated
        case .malformed(let message): return .malformed(message)
        }
    }
}

private func checkLine(_ line: UnsafeRawBufferPointer) throws(SkipInput) {
    let both = outcome(line)
    let spaced = [0x20] + Array(line)
    let general = spaced.withUnsafeBytes { outcome($0) }
    try expect(both == general, "fast and general paths differ: \(both) vs general \(general)")
    if let fast = LogLineParser.canonicalAnswer(line) {
        try expect(.line(ReadLine(fast, in: line)) == general, "the fast path read what the general path does not")
    }
    guard case .line(let read) = both else { return }
    // What the writer writes for the record reads back as the same record (the fast path, unless a
    // string needs escapes).
    var written = read.written.bytes
    try expect(written.last == 0x0A, "a written line ends in a newline")
    written.removeLast()
    let reread = written.withUnsafeBytes { outcome($0) }
    try expect(reread == .line(read), "the written line \(String(decoding: written, as: UTF8.self)) reads back as \(reread)",
               known: isOutsideFourDigitYears(read.at) ? .timeYearRange : nil)
}

/// The whole input as a log: a log or a clean error, with line numbers inside the input.
private func checkLog(_ bytes: UnsafeRawBufferPointer) throws(SkipInput) {
    let lines = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    let result = Result { () throws(ReviewLogError) in try ReviewLog.parse(bytes, path: "reviews.jsonl") }
    switch result {
    case .success(let log):
        for record in log.reviews + log.undone {
            try expect((1...lines).contains(record.line), "record at line \(record.line) of \(lines)")
        }
        for warning in log.warnings {
            try expect(warning.hasPrefix("reviews.jsonl:") && !looksLikeDebugText(warning), "warning: \(warning)")
        }
    case .failure(.malformed(_, let line, let reason)):
        try expect((1...lines).contains(line), "error at line \(line) of \(lines)")
        try expect(!reason.isEmpty && !looksLikeDebugText(reason), "error message: \(reason)")
    case .failure(let error):
        try expect(false, "parsing bytes fails with \(error)")
    }
}
