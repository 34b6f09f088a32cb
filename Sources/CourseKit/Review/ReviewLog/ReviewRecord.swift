/// One answer in the review log.
public struct ReviewRecord: Sendable, Hashable {
    public var card: String
    public var rating: Rating
    public var at: Timestamp
    /// The card's `contentHash` when it was answered, to notice edits since.
    public var contentHash: String?
    /// How long the learner took, in milliseconds.
    public var durationMilliseconds: Int?
    /// What the learner predicted before revealing an edge-case question's answer, as typed.
    public var prediction: String?
    /// The 1-based line of the log holding it (0 for a record not read from a file).
    public var line: Int

    public init(card: String, rating: Rating, at: Timestamp, contentHash: String? = nil,
                durationMilliseconds: Int? = nil, prediction: String? = nil, line: Int = 0) {
        self.card = card
        self.rating = rating
        self.at = at
        self.contentHash = contentHash
        self.durationMilliseconds = durationMilliseconds
        self.prediction = prediction
        self.line = line
    }
}

extension ReviewRecord {
    /// `,"hash":…,"ms":…,"prediction":…` for the fields that are set.
    func appendOptionalFields(to out: ByteBuffer) {
        if let hash = contentHash {
            out.append(literal: #","hash":"#)
            JSONText.appendString(hash, to: out)
        }
        if let ms = durationMilliseconds {
            out.append(literal: #","ms":"#)
            out.append(integer: ms)
        }
        if let prediction {
            out.append(literal: #","prediction":"#)
            JSONText.appendString(prediction, to: out)
        }
    }
}

/// The lines of the log, as JSON objects. Keys not listed here are ignored when reading, so that
/// later versions can add fields.
///
///     {"card":"env.1","rating":"good","at":"2026-11-30T10:00:00Z","hash":"9f…","ms":5200,"prediction":"…"}
///     {"type":"undo","card":"env.1","at":"2026-11-30T10:00:09Z"}
///     {"type":"recovered","at":"2026-11-30T11:00:00Z"}
enum LogLine: Sendable, Hashable {
    case review(ReviewRecord)
    /// Cancels the card's latest review that is not cancelled already.
    case undo(card: String, at: Timestamp)
    /// Written after a line that a crash cut short, which is then ignored: see `ReviewLogWriter`.
    case recovered(at: Timestamp)

    var bytes: [UInt8] {
        let out = ByteBuffer(capacity: 256)
        switch self {
        case .review(let record):
            out.append(literal: #"{"card":"#)
            JSONText.appendString(record.card, to: out)
            out.append(literal: #","rating":""#)
            out.append(literal: record.rating.staticWord)
            out.append(literal: #"","at":""#)
            ISO8601.append(record.at, to: out)
            out.append(UInt8(ascii: "\""))
            record.appendOptionalFields(to: out)
        case .undo(let card, let at):
            out.append(literal: #"{"type":"undo","card":"#)
            JSONText.appendString(card, to: out)
            out.append(literal: #","at":""#)
            ISO8601.append(at, to: out)
            out.append(UInt8(ascii: "\""))
        case .recovered(let at):
            out.append(literal: #"{"type":"recovered","at":""#)
            ISO8601.append(at, to: out)
            out.append(UInt8(ascii: "\""))
        }
        out.append(literal: "}\n")
        return out.bytes
    }
}

/// A review log line's text, as the writer appends it (for tests and tools that build logs).
public enum LogLineText {
    public static func review(_ record: ReviewRecord) -> String {
        String(decoding: LogLine.review(record).bytes, as: UTF8.self)
    }

    public static func undo(card: String, at time: Timestamp) -> String {
        String(decoding: LogLine.undo(card: card, at: time).bytes, as: UTF8.self)
    }
}
