import Foundation

/// The review log's schema.
///
/// Every key a line may hold, in one table (`LogKey.field`): its name, the type of its value,
/// whether each kind of line has it, and the version of the format that added it. The rest is
/// derived from it or checked against it:
///
/// - the writer (`LogLine.bytes`) writes `type` first on an undo or a recovery marker (never on an
///   answer), then each key the line has, in the table's order;
/// - the fast path (`LogLineParser.fastPath`) reads exactly that layout, each value as its type;
/// - the general path (`LogLineParser.generalPath`) knows a key by its name in the table and reads
///   its value as its type, in any order; what it requires of each kind of line is checked against
///   the table by `LogSchemaTests`;
/// - `ReviewRecord[key]` and `LogLineParser.Line.record` tie the keys of an answer to
///   `ReviewRecord`'s properties, both ways;
/// - docs/review-log.md's table of keys is compared with this one by `LogSchemaTests`.
///
/// ## Adding a field
///
/// A new field of an answer is optional (logs written before it don't have it) and comes last:
/// 1. a case at the end of `LogKey` and its row in `LogKey.field`, `since` one more than
///    `LogSchema.version` (which follows);
/// 2. a property of `ReviewRecord` (and its `init`), its case in `ReviewRecord[key]` (the compiler
///    asks for it) and its argument in `LogLineParser.Line.record` beside it;
/// 3. its row in the table of keys in docs/review-log.md, its name in the list of
///    `course history --json` fields there (which prints it), and the version there;
/// 4. a test of what it means. `LogSchemaTests` writes and reads the new key in its random records
///    by itself (every line the writer writes must take the fast path, read as the general path
///    reads it, and give back the record written) and fails on a step left out.
///
/// A value of a type that `LogValueType` does not have yet also needs that type, and its reading
/// and writing in the switches over it, which the compiler points to.
enum LogKey: Int, CaseIterable, Sendable {
    case type, card, rating, at, hash, ms, prediction, id, undoes, typed

    @inline(__always) var field: LogField {
        switch self {
        //                         name          type           answer     undo       recovered  since
        case .type: LogField("type", .kind, .optional, .required, .required, since: 1)
        case .card: LogField("card", .id, .required, .required, .absent, since: 1)
        case .rating: LogField("rating", .rating, .required, .absent, .absent, since: 1)
        case .at: LogField("at", .time, .required, .required, .required, since: 1)
        case .hash: LogField("hash", .hash, .optional, .absent, .absent, since: 1)
        case .ms: LogField("ms", .milliseconds, .optional, .absent, .absent, since: 1)
        case .prediction: LogField("prediction", .text, .optional, .absent, .absent, since: 2)
        case .id: LogField("id", .recordID, .optional, .optional, .absent, since: 3)
        case .undoes: LogField("undoes", .recordID, .absent, .optional, .absent, since: 3)
        case .typed: LogField("typed", .text, .optional, .absent, .absent, since: 4)
        }
    }

    /// The keys an answer may have or not (but `type`), in the table's order.
    static let optionalInAnswers = allCases.filter { $0 != .type && $0.field.answer == .optional }

    /// The key called `name`, if the log has one.
    init?(name: UnsafeRawBufferPointer) {
        let match = Self.allCases.first { key in
            let word = key.field.name
            guard word.utf8CodeUnitCount == name.count, let bytes = name.baseAddress else { return false }
            return memcmp(word.utf8Start, bytes, name.count) == 0
        }
        guard let match else { return nil }
        self = match
    }
}

/// One row of the schema.
struct LogField: Sendable {
    var name: StaticString
    var type: LogValueType
    /// Whether an answer, an undo and a recovery marker have it.
    var answer: LogPresence, undo: LogPresence, recovered: LogPresence
    /// The version of the log format that added it.
    var since: Int

    /// A row of the schema.
    ///
    /// - Parameters:
    ///   - name: The key.
    ///   - type: The type of its value.
    ///   - answer: Whether an answer has it.
    ///   - undo: Whether an undo has it.
    ///   - recovered: Whether a recovery marker has it.
    ///   - since: The version of the log format that added it.
    @inline(__always)
    init(
        _ name: StaticString, _ type: LogValueType, _ answer: LogPresence, _ undo: LogPresence,
        _ recovered: LogPresence, since: Int
    ) {
        self.name = name
        self.type = type
        self.answer = answer
        self.undo = undo
        self.recovered = recovered
        self.since = since
    }

    @inline(__always) func presence(in kind: LogLineKind) -> LogPresence {
        switch kind {
        case .review: answer
        case .undo: undo
        case .recovered: recovered
        }
    }
}

enum LogSchema {
    /// The version of the log format: the newest `since` of the table.
    ///
    /// Lines carry no version: a reader reads every older version, and an older reader ignores the
    /// keys it doesn't know.
    static let version = LogKey.allCases.map(\.field.since).max()!
}

enum LogPresence: String, Sendable {
    case required, optional, absent
}

/// What a key's value is, in the log and once read.
enum LogValueType: String, Sendable {
    /// A card's or question's id: a non-empty string.
    ///
    /// Many lines repeat it, so the reader makes one `String` per card, and numbers the cards for
    /// the replay.
    case id
    /// A record's own id (`id`) or the id of the answer an undo cancels (`undoes`).
    ///
    /// An answer's or an undo's own id: a non-empty string, written as 16 lowercase hex digits
    /// drawn at random. Each is one `String`, never numbered as a card.
    case recordID
    /// A card's content hash: a string (16 hex digits as written).
    ///
    /// Many lines repeat it: one `String` each.
    case hash
    /// A string as typed, any text.
    case text
    /// `again`, `hard`, `good` or `easy` (`1`–`4` and other letter cases are read too).
    case rating
    /// ISO 8601, `YYYY-MM-DDTHH:MM:SS[.ffffff]` then `Z` or `±HH:MM`; written in UTC with `Z`.
    case time
    /// A whole number of milliseconds, 0 ≤ n < 10^15.
    case milliseconds
    /// The kind of line: `review` (the default), `undo` or `recovered`.
    case kind
}

/// The kinds of line, named by the value of their `type` key.
enum LogLineKind: CaseIterable, Sendable {
    case review, undo, recovered

    var word: StaticString {
        switch self {
        case .review: "review"
        case .undo: "undo"
        case .recovered: "recovered"
        }
    }
}

/// A value of the log.
///
/// `S` is how a string is held: a `String` in a record, the bytes of the line
/// (`LogLineParser.Text`) while it is read.
enum LogValue<S> {
    case string(S)
    case rating(Rating)
    case time(Timestamp)
    case integer(Int)

    var string: S? { if case .string(let value) = self { value } else { nil } }
    var rating: Rating? { if case .rating(let value) = self { value } else { nil } }
    var time: Timestamp? { if case .time(let value) = self { value } else { nil } }
    var integer: Int? { if case .integer(let value) = self { value } else { nil } }
}

extension LogValue: Sendable where S: Sendable {}
extension LogValue: Equatable where S: Equatable {}
extension LogValue: Hashable where S: Hashable {}
