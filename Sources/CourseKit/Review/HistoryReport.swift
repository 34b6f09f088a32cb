/// `course history`: the replayed log as a JSON array or as a table.
public enum HistoryReport {
    /// `[{"card":…,"at":…,"rating":…,"state":…,"step":…,"stability":…,"difficulty":…,"due":…,
    /// "elapsed_days":…,"retrievability":…,"interval_days":…,"hash":…,"ms":…,"line":…}, …]`,
    /// one object per line; built as bytes because a long log has 100,000 of them.
    public static func json(_ reviews: [ReplayedReview]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(reviews.count * 330 + 4)
        out.append(UInt8(ascii: "["))
        for (index, review) in reviews.enumerated() {
            out.append(contentsOf: index == 0 ? "\n".utf8 : ",\n".utf8)
            append(review, to: &out)
        }
        out.append(contentsOf: reviews.isEmpty ? "]\n".utf8 : "\n]\n".utf8)
        return out
    }

    private static func append(_ review: ReplayedReview, to out: inout [UInt8]) {
        let record = review.record, memory = review.memory
        out.append(contentsOf: #"{"card":"#.utf8)
        JSONText.appendString(record.card, to: &out)
        out.append(contentsOf: #","at":""#.utf8)
        ISO8601.append(record.at, to: &out)
        out.append(contentsOf: #"","rating":""#.utf8)
        out.append(contentsOf: record.rating.word.utf8)
        out.append(contentsOf: #"","state":""#.utf8)
        out.append(contentsOf: memory.state.rawValue.utf8)
        out.append(contentsOf: #"","step":"#.utf8)
        out.append(contentsOf: memory.step.map { String($0) }?.utf8 ?? "null".utf8)
        out.append(contentsOf: #","stability":"#.utf8)
        out.append(contentsOf: memory.stability.description.utf8)
        out.append(contentsOf: #","difficulty":"#.utf8)
        out.append(contentsOf: memory.difficulty.description.utf8)
        out.append(contentsOf: #","due":""#.utf8)
        ISO8601.append(memory.due, to: &out)
        out.append(contentsOf: #"","elapsed_days":"#.utf8)
        out.append(contentsOf: review.elapsedDays.map { String($0) }?.utf8 ?? "null".utf8)
        out.append(contentsOf: #","retrievability":"#.utf8)
        out.append(contentsOf: review.retrievability.description.utf8)
        out.append(contentsOf: #","interval_days":"#.utf8)
        out.append(contentsOf: (Double((memory.due - record.at).microseconds) / 86_400_000_000).description.utf8)
        record.appendOptionalFields(to: &out)
        out.append(contentsOf: #","line":"#.utf8)
        out.append(contentsOf: String(record.line).utf8)
        out.append(UInt8(ascii: "}"))
    }

    /// A table, one answer a row: when, card, rating, days since the previous answer, recall
    /// probability before it, and the state, step, stability, difficulty and due date after it.
    public static func table(_ reviews: [ReplayedReview]) -> String {
        let cardWidth = min(max(reviews.map(\.record.card.count).max() ?? 4, 4), 32)
        let header = ["AT".padded(20), "CARD".padded(cardWidth), "RATING", "ELAPSED", "     R", "STATE     ",
                      "STEP", "STABILITY", "DIFFICULTY", "DUE"]
        var lines = [header.joined(separator: "  ")]
        lines.reserveCapacity(reviews.count + 1)
        for review in reviews {
            let memory = review.memory
            let interval = (memory.due - review.record.at).compactDescription
            let row = [
                ISO8601.format(review.record.at),
                review.record.card.padded(cardWidth),
                review.record.rating.word.padded(6),
                (review.elapsedDays.map { "\($0)d" } ?? "—").leftPadded(7),
                (review.elapsedDays == nil ? "—" : percent(review.retrievability)).leftPadded(6),
                memory.state.rawValue.padded(10),
                (memory.step.map(String.init) ?? "—").leftPadded(4),
                fixed(memory.stability, 2).leftPadded(9),
                fixed(memory.difficulty, 2).leftPadded(10),
                ISO8601.format(memory.due) + " (\(interval))",
            ]
            lines.append(row.joined(separator: "  "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func percent(_ value: Double) -> String { fixed(value * 100, 1) + "%" }

    /// `value` with `decimals` digits after the point, rounded half away from zero.
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int64((abs(value) * scale).rounded())
        let whole = scaled / Int64(scale), fraction = scaled % Int64(scale)
        let digits = String(fraction)
        let sign = value < 0 && scaled != 0 ? "-" : ""
        return sign + "\(whole)." + String(repeating: "0", count: decimals - digits.count) + digits
    }
}

extension String {
    func padded(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
