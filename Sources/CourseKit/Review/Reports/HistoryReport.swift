/// `course history`: the replayed log as a JSON array or as a table.
package enum HistoryReport {
    /// Writes every answer as JSON, one object per line, in chunks of about 64 KB.
    ///
    /// `[{"card":…,"at":…,"rating":…,"state":…,"step":…,"stability":…,"difficulty":…,
    /// "due":…,"elapsed_days":…,"retrievability":…,"interval_days":…,"hash":…,"ms":…,"prediction":…,"line":…},
    /// …]`, the text handed to `write` in chunks: a long log has 100,000 answers, and nothing needs
    /// to hold them all.
    package struct JSONWriter {
        private let out = ByteBuffer(capacity: 1 << 16 + 4096)
        private var count = 0
        private let write: ([UInt8]) -> Void

        package init(write: @escaping ([UInt8]) -> Void) {
            self.write = write
            out.append(UInt8(ascii: "["))
        }

        package mutating func add(_ review: ReplayedReview) {
            out.append(literal: count == 0 ? "\n" : ",\n")
            count += 1
            HistoryReport.append(review, to: out)
            if out.count >= 1 << 16 {
                write(out.bytes)
                out.removeAll()
            }
        }

        package mutating func finish() {
            out.append(literal: count == 0 ? "]\n" : "\n]\n")
            write(out.bytes)
            out.removeAll()
        }
    }

    /// The JSON array of `reviews`, as bytes.
    package static func json(_ reviews: [ReplayedReview]) -> [UInt8] {
        var all: [UInt8] = []
        var writer = JSONWriter { all += $0 }
        for review in reviews { writer.add(review) }
        writer.finish()
        return all
    }

    private static func append(_ review: ReplayedReview, to out: ByteBuffer) {
        let record = review.record
        let memory = review.memory
        out.append(literal: #"{"card":"#)
        JSONText.appendString(record.card, to: out)
        out.append(literal: #","at":""#)
        ISO8601.append(record.at, to: out)
        out.append(literal: #"","rating":""#)
        out.append(literal: record.rating.staticWord)
        out.append(UInt8(ascii: "\""))
        appendMemory(memory, to: out)
        out.append(literal: #","elapsed_days":"#)
        if let days = review.elapsedDays { out.append(integer: days) } else { out.append(literal: "null") }
        out.append(literal: #","retrievability":"#)
        out.append(jsonNumber: review.retrievability)
        out.append(literal: #","interval_days":"#)
        let interval = memory.due - record.at
        if interval.microseconds % TimeSpan.day.microseconds == 0 {
            out.append(integer: Int(interval.microseconds / TimeSpan.day.microseconds))
        } else {
            out.append(jsonNumber: Double(interval.microseconds) / Double(TimeSpan.day.microseconds))
        }
        record.appendOptionalFields(to: out)
        out.append(literal: #","line":"#)
        out.append(integer: record.line)
        out.append(UInt8(ascii: "}"))
    }

    /// `,"state":…,"step":…,"stability":…,"difficulty":…,"due":"…"`.
    static func appendMemory(_ memory: CardMemory, to out: ByteBuffer) {
        out.append(literal: #","state":""#)
        out.append(literal: memory.state.staticName)
        out.append(literal: #"","step":"#)
        if let step = memory.step { out.append(integer: step) } else { out.append(literal: "null") }
        out.append(literal: #","stability":"#)
        out.append(jsonNumber: memory.stability)
        out.append(literal: #","difficulty":"#)
        out.append(jsonNumber: memory.difficulty)
        out.append(literal: #","due":""#)
        ISO8601.append(memory.due, to: out)
        out.append(UInt8(ascii: "\""))
    }

    /// A table, one answer a row.
    ///
    /// When, card, rating, days since the previous answer, recall probability before it, and the
    /// state, step, stability, difficulty and due date after it; the learner's prediction, when one
    /// was stored, on a line of its own below, and so the verdict on an answer given by typing
    /// (`typed: same`). Whatever the log holds, each row stays one line with nothing a terminal
    /// would obey (`InertText`).
    package static func table(_ reviews: [ReplayedReview]) -> String {
        let cardWidth = min(max(reviews.map(\.record.card.count).max() ?? 4, 4), 32)
        let header = [
            "AT".padded(toWidth: 20), "CARD".padded(toWidth: cardWidth), "RATING", "ELAPSED", "     R", "STATE     ",
            "STEP", "STABILITY", "DIFFICULTY", "DUE",
        ]
        var lines = [header.joined(separator: "  ")]
        lines.reserveCapacity(reviews.count + 1)
        for review in reviews {
            let memory = review.memory
            let interval = (memory.due - review.record.at).compactDescription
            let row = [
                ISO8601.format(review.record.at),
                InertText.line(review.record.card).padded(toWidth: cardWidth),
                review.record.rating.word.padded(toWidth: 6),
                (review.elapsedDays.map { "\($0)d" } ?? "—").leftPadded(toWidth: 7),
                (review.elapsedDays == nil ? "—" : percent(review.retrievability)).leftPadded(toWidth: 6),
                memory.state.rawValue.padded(toWidth: 10),
                (memory.step.map(String.init) ?? "—").leftPadded(toWidth: 4),
                fixed(memory.stability, 2).leftPadded(toWidth: 9),
                fixed(memory.difficulty, 2).leftPadded(toWidth: 10),
                ISO8601.format(memory.due) + " (\(interval))",
            ]
            // The card id, the prediction and the verdict are the log's text, every other cell ours:
            // those are made inert, so a row is one line whatever the log holds.
            lines.append(row.joined(separator: "  "))
            if let prediction = review.record.prediction {
                lines.append(String(repeating: " ", count: 22) + "prediction: " + InertText.line(prediction))
            }
            if let typed = review.record.typed {
                lines.append(String(repeating: " ", count: 22) + "typed: " + InertText.line(typed))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func percent(_ value: Double) -> String { value.isFinite ? fixed(value * 100, 1) + "%" : fixed(value, 1) }

    /// `value` with `decimals` digits after the point, rounded half away from zero.
    ///
    /// Weights at the edge of their bounds can drive the model (as py-fsrs, which has no upper
    /// limit on stability) to values too large for that, written in their shortest form
    /// (`4.5518674615286584e+18`), or past the largest double: `infinite`, and `undefined` for what
    /// is then no number at all.
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "undefined" : value < 0 ? "-infinite" : "infinite" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        guard abs(value) * scale < 0x1p63 else { return "\(value)" }
        let scaled = Int64((abs(value) * scale).rounded())
        let whole = scaled / Int64(scale)
        let fraction = scaled % Int64(scale)
        let digits = String(fraction)
        let sign = value < 0 && scaled != 0 ? "-" : ""
        return sign + "\(whole)." + String(repeating: "0", count: decimals - digits.count) + digits
    }
}
