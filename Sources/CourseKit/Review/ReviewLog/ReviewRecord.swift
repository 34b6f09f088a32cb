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
    /// The answer's own id (`id`, 16 hex digits drawn at random).
    ///
    /// Nil on a line written before ids (see `RecordID.derived` for such a line's id in a merge).
    public var id: String?
    /// For an answer given by typing, the verdict on what was typed.
    ///
    /// `same`, `compiles`, `error` or `different` (absent when the card was answered by revealing
    /// it, or the wait skipped). Read as any text, so that a verdict a later version adds is kept.
    public var typed: String?
    /// The 1-based line of the log holding it (0 for a record not read from a file).
    public var line: Int

    /// An answer to `card`, rated `rating` at `at`.
    ///
    /// - Parameters:
    ///   - card: The id of the card or question answered.
    ///   - rating: Again, Hard, Good or Easy.
    ///   - at: When it was answered.
    ///   - contentHash: The card's `contentHash` when it was answered, to notice edits since.
    ///   - durationMilliseconds: How long the learner took, in milliseconds.
    ///   - prediction: What the learner predicted before revealing an edge-case question's answer.
    ///   - id: The answer's own id; nil on a line written before ids.
    ///   - typed: For an answer given by typing, the verdict on what was typed.
    ///   - line: The 1-based line of the log holding it (0 for a record not read from a file).
    public init(
        card: String, rating: Rating, at: Timestamp, contentHash: String? = nil,
        durationMilliseconds: Int? = nil, prediction: String? = nil, id: String? = nil, typed: String? = nil,
        line: Int = 0
    ) {
        self.card = card
        self.rating = rating
        self.at = at
        self.contentHash = contentHash
        self.durationMilliseconds = durationMilliseconds
        self.prediction = prediction
        self.id = id
        self.typed = typed
        self.line = line
    }
}

extension ReviewRecord {
    /// The record's value of each key of an answer, `nil` for one it doesn't have.
    subscript(key: LogKey) -> LogValue<String>? {
        switch key {
        case .type: nil
        case .card: .string(card)
        case .rating: .rating(rating)
        case .at: .time(at)
        case .hash: contentHash.map { .string($0) }
        case .ms: durationMilliseconds.map { .integer($0) }
        case .prediction: prediction.map { .string($0) }
        case .id: id.map { .string($0) }
        case .undoes: nil
        case .typed: typed.map { .string($0) }
        }
    }

    /// The optional keys of an answer that the record has, as the log writes them.
    ///
    /// `,"hash":…,"ms":…,"prediction":…,"id":…,"typed":…`; `course history --json` prints them too.
    func appendOptionalFields(to out: ByteBuffer) {
        for key in LogKey.optionalInAnswers {
            if let value = self[key] { LogLine.append(key, value, to: out, first: false) }
        }
    }
}

extension LogLineParser.Line {
    /// The answer read (a line of kind `review`), its strings made by `strings`.
    ///
    /// The inverse of `ReviewRecord[key]` (`LogSchemaTests` checks it on random records).
    @inline(__always)
    func record<S: LogLineParser.Strings>(line number: Int = 0, strings: inout S, in bytes: UnsafeRawBufferPointer)
        -> ReviewRecord
    {
        ReviewRecord(
            card: string(.card, &strings, in: bytes) ?? "", rating: self[.rating]?.rating ?? .again,
            at: self[.at]?.time ?? Timestamp(microseconds: 0), contentHash: string(.hash, &strings, in: bytes),
            durationMilliseconds: self[.ms]?.integer, prediction: string(.prediction, &strings, in: bytes),
            id: string(.id, &strings, in: bytes), typed: string(.typed, &strings, in: bytes), line: number)
    }
}
