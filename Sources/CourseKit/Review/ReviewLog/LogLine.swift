/// The lines of the log, as JSON objects with the keys of `LogKey` (docs/review-log.md).
///
/// Keys that are not in the schema are ignored when reading, so that later versions can add fields.
///
///     {"card":"env.1","rating":"good","at":"2026-11-30T10:00:00Z","hash":"9f…","ms":5200,"prediction":"…"}
///     {"type":"undo","card":"env.1","at":"2026-11-30T10:00:09Z","id":"…","undoes":"…"}
///     {"type":"recovered","at":"2026-11-30T11:00:00Z"}
enum LogLine: Sendable, Hashable {
    case review(ReviewRecord)
    /// Cancels the answer whose id is `undoes`.
    ///
    /// Without one (a line written before ids), the card's latest answer not cancelled already.
    case undo(card: String, at: Timestamp, id: String? = nil, undoes: String? = nil)
    /// Written after a line that a crash cut short, which is then ignored: see `ReviewLogWriter`.
    case recovered(at: Timestamp)

    var kind: LogLineKind {
        switch self {
        case .review: .review
        case .undo: .undo
        case .recovered: .recovered
        }
    }

    /// The line's value of `key`, `nil` when it has none.
    subscript(key: LogKey) -> LogValue<String>? {
        switch self {
        case .review(let record): record[key]
        case .undo(let card, let at, let id, let undoes):
            switch key {
            case .card: .string(card)
            case .at: .time(at)
            case .id: id.map { .string($0) }
            case .undoes: undoes.map { .string($0) }
            default: nil
            }
        case .recovered(let at): key == .at ? .time(at) : nil
        }
    }

    /// The line as `ReviewLogWriter` appends it: its keys in the schema's order.
    var bytes: [UInt8] {
        Self.bytes(kind, LogKey.allCases.lazy.filter { $0 != .type }.compactMap { key in self[key].map { (key, $0) } })
    }

    /// A line of `kind` holding `members`.
    ///
    /// `{`, then `"type":…` unless it is an answer, then the members, then `}` and a newline.
    static func bytes(_ kind: LogLineKind, _ members: some Sequence<(LogKey, LogValue<String>)>) -> [UInt8] {
        let out = ByteBuffer(capacity: 256)
        out.append(UInt8(ascii: "{"))
        var first = true
        if kind != .review {
            append(.type, .string(kind.word.description), to: out, first: true)
            first = false
        }
        for (key, value) in members {
            append(key, value, to: out, first: first)
            first = false
        }
        out.append(literal: "}\n")
        return out.bytes
    }

    /// `"key":value`, after a comma unless it is the object's first member.
    @inline(__always) static func append(_ key: LogKey, _ value: LogValue<String>, to out: ByteBuffer, first: Bool) {
        if !first { out.append(UInt8(ascii: ",")) }
        out.append(UInt8(ascii: "\""))
        out.append(literal: key.field.name)
        out.append(UInt8(ascii: "\""))
        out.append(UInt8(ascii: ":"))
        switch value {
        case .string(let text):
            JSONText.appendString(text, to: out)
        case .rating(let rating):
            out.append(UInt8(ascii: "\""))
            out.append(literal: rating.staticWord)
            out.append(UInt8(ascii: "\""))
        case .time(let time):
            out.append(UInt8(ascii: "\""))
            ISO8601.append(time, to: out)
            out.append(UInt8(ascii: "\""))
        case .integer(let number):
            out.append(integer: number)
        }
    }
}

/// A review log line's text, as the writer appends it (for tests and tools that build logs).
package enum LogLineText {
    package static func review(_ record: ReviewRecord) -> String {
        String(decoding: LogLine.review(record).bytes, as: UTF8.self)
    }

    package static func undo(card: String, at time: Timestamp, id: String? = nil, undoes: String? = nil) -> String {
        String(decoding: LogLine.undo(card: card, at: time, id: id, undoes: undoes).bytes, as: UTF8.self)
    }
}
