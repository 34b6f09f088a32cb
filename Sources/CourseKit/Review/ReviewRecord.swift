/// One answer in the review log.
public struct ReviewRecord: Sendable, Hashable {
    public var card: String
    public var rating: Rating
    public var at: Timestamp
    /// The card's `contentHash` when it was answered, to notice edits since.
    public var contentHash: String?
    /// How long the learner took, in milliseconds.
    public var durationMilliseconds: Int?
    /// The 1-based line of the log holding it (0 for a record not read from a file).
    public var line: Int

    public init(card: String, rating: Rating, at: Timestamp, contentHash: String? = nil,
                durationMilliseconds: Int? = nil, line: Int = 0) {
        self.card = card
        self.rating = rating
        self.at = at
        self.contentHash = contentHash
        self.durationMilliseconds = durationMilliseconds
        self.line = line
    }
}

extension ReviewRecord {
    /// `,"hash":…,"ms":…` for the fields that are set.
    func appendOptionalFields(to out: inout [UInt8]) {
        if let hash = contentHash {
            out.append(contentsOf: #","hash":"#.utf8)
            JSONText.appendString(hash, to: &out)
        }
        if let ms = durationMilliseconds {
            out.append(contentsOf: #","ms":"#.utf8)
            out.append(contentsOf: String(ms).utf8)
        }
    }
}

/// The lines of the log, as JSON objects. Keys not listed here are ignored when reading, so that
/// later versions can add fields.
///
///     {"card":"env.1","rating":"good","at":"2026-11-30T10:00:00Z","hash":"9f…","ms":5200}
///     {"type":"undo","card":"env.1","at":"2026-11-30T10:00:09Z"}
///     {"type":"recovered","at":"2026-11-30T11:00:00Z"}
enum LogLine: Sendable, Hashable {
    case review(ReviewRecord)
    /// Cancels the card's latest review that is not cancelled already.
    case undo(card: String, at: Timestamp)
    /// Written after a line that a crash cut short, which is then ignored: see `ReviewLogWriter`.
    case recovered(at: Timestamp)

    var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(128)
        switch self {
        case .review(let record):
            out.append(contentsOf: #"{"card":"#.utf8)
            JSONText.appendString(record.card, to: &out)
            out.append(contentsOf: #","rating":""#.utf8)
            out.append(contentsOf: record.rating.word.utf8)
            out.append(contentsOf: #"","at":""#.utf8)
            ISO8601.append(record.at, to: &out)
            out.append(UInt8(ascii: "\""))
            record.appendOptionalFields(to: &out)
        case .undo(let card, let at):
            out.append(contentsOf: #"{"type":"undo","card":"#.utf8)
            JSONText.appendString(card, to: &out)
            out.append(contentsOf: #","at":""#.utf8)
            ISO8601.append(at, to: &out)
            out.append(UInt8(ascii: "\""))
        case .recovered(let at):
            out.append(contentsOf: #"{"type":"recovered","at":""#.utf8)
            ISO8601.append(at, to: &out)
            out.append(UInt8(ascii: "\""))
        }
        out.append(contentsOf: "}\n".utf8)
        return out
    }
}

/// Writing JSON text into byte buffers.
enum JSONText {
    static func appendString(_ string: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): out.append(contentsOf: #"\\"#.utf8)
            case 0x0A: out.append(contentsOf: #"\n"#.utf8)
            case 0x0D: out.append(contentsOf: #"\r"#.utf8)
            case 0x09: out.append(contentsOf: #"\t"#.utf8)
            case ..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: #"\u00"#.utf8)
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
