// The `time` target: ISO 8601 timestamps (Support/Time/ISO8601) and the step durations of the
// settings and options (`TimeSpan(stepText:)`).
//
// Invariants: the bytes reader and the `String` reader agree; a timestamp that parses formats to
// text that parses to the same instant, and that text is a fixed point (formatting it again gives
// it back); a step that parses has a `stepText` that parses to the same span. The input is also
// read as a comma-separated list of steps, as `--learning-steps` reads it. A time taken as
// `stats`'s `--now` is refused (`CourseStats.outsideCalendar`) or gives figures whose every date is
// one `stats.schema.json` allows (`yyyy-MM-dd`, a year 0000 to 9999).

import Foundation

func fuzzTime(_ input: UnsafeRawBufferPointer) {
    fuzzing { () throws(SkipInput) in
        let text = String(decoding: input, as: UTF8.self)
        let fromBytes = ISO8601.parse(input)
        let fromText = ISO8601.parse(text)
        try expect(
            fromBytes == fromText || !input.elementsEqual(text.utf8),
            "bytes read as \(String(describing: fromBytes)), the string as \(String(describing: fromText))")
        if let time = fromBytes {
            let formatted = ISO8601.format(time)
            let again = ISO8601.parse(formatted)
            try expect(again == time, "\(text) → \(formatted) → \(String(describing: again))")
            try expect(ISO8601.format(again ?? time) == formatted, "\(formatted) is not formatted as itself")
            try expectStatsDatesInSchema(now: time, startHour: input.count % 24)
        }
        for part in [Substring(text)] + text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let span = TimeSpan(stepText: part) else { continue }
            try expect(span.microseconds > 0, "step \(part) → 0 µs")
            try expect(span <= TimeSpan.longestStep, "\(part) → \(span.microseconds) µs")
            let written = span.stepText
            let back = TimeSpan(stepText: written)
            try expect(
                back == span,
                "step \(part) → \(span.microseconds) µs → '\(written)' → \(String(describing: back?.microseconds))")
            _ = span.compactDescription
        }
    }
}

private let emptyStatsLog: ReviewLog = [UInt8]().withUnsafeBytes { ReviewLog.parse($0, path: "fuzz.jsonl") }

/// `stats` at `now`: refused, or every date of its forecast and heatmap `yyyy-MM-dd` with a year
/// from 0000 to 9999 (stats.schema.json's `date`).
private func expectStatsDatesInSchema(now: Timestamp, startHour: Int) throws(SkipInput) {
    let day = StudyDay(startHour: startHour, timeZone: TimeZone(identifier: "UTC") ?? .current)
    guard CourseStats.outsideCalendar(now: now, day: day) == nil else { return }
    let stats = CourseStats(items: [], log: emptyStatsLog, scheduler: Scheduler(), now: now, day: day)
    for date in (stats.forecast + stats.reviewsPerDay).map(\.date) {
        let bytes = Array(date.utf8)
        let digits = [0, 1, 2, 3, 5, 6, 8, 9].allSatisfy { bytes.count == 10 && (48...57).contains(bytes[$0]) }
        try expect(digits && bytes[4] == 45 && bytes[7] == 45, "stats at \(ISO8601.format(now)) gives the date \(date)")
    }
}
