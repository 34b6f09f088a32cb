/// A flashcard: a prompt to answer in your head, and the answer behind `<details>`.
public struct Flashcard: Sendable, Equatable, Codable, Identifiable {
    public enum Kind: String, Sendable, Equatable, Codable, CaseIterable {
        /// "How would you write …": the answer is code.
        case syntax
        /// A question written to catch a misunderstanding.
        case trick
    }

    /// Author-assigned and stable: a learner's review history is keyed by it.
    public var id: String
    public var kind: Kind
    /// `Environment`, `Custom values`, `Objects`, `Old code`, …
    public var topic: String
    /// The heading's text, as GitHub shows it ("Syntax · Environment").
    public var title: String
    public var prompt: Content
    public var answer: Content
    /// A hash of the prompt's and answer's Markdown, to notice edits since the last review.
    public var contentHash: String
    /// The card's heading.
    public var location: SourceLocation
    /// Where its id is written (`id=` in its comment), for a message about the id.
    ///
    /// Nil when read from JSON, which does not hold it.
    public var idLocation: SourceLocation?

    /// A card as the reader found it in a lesson.
    ///
    /// - Parameters:
    ///   - id: Author-assigned and stable: a learner's review history is keyed by it.
    ///   - kind: Syntax (the answer is code) or trick.
    ///   - topic: `Environment`, `Custom values`, `Objects`, `Old code`, …
    ///   - title: The heading's text, as GitHub shows it ("Syntax · Environment").
    ///   - prompt: What to answer.
    ///   - answer: The answer behind `<details>`.
    ///   - location: The card's heading.
    ///   - idLocation: Where its id is written (`id=` in its comment); nil when read from JSON.
    public init(
        id: String, kind: Kind, topic: String, title: String, prompt: Content, answer: Content,
        location: SourceLocation, idLocation: SourceLocation? = nil
    ) {
        self.id = id
        self.kind = kind
        self.topic = topic
        self.title = title
        self.prompt = prompt
        self.answer = answer
        self.contentHash = ContentHash.of(prompt.markdown, answer.markdown)
        self.location = location
        self.idLocation = idLocation
        numberGaps()
    }
}

// Synthesized, but with the card's `gaps` listed too (docs/format.md, "course list --json").
extension Flashcard {
    private enum CodingKeys: String, CodingKey {
        case id, kind, topic, title, prompt, answer, contentHash, location, gaps
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        kind = try container.decode(Kind.self, forKey: .kind)
        topic = try container.decode(String.self, forKey: .topic)
        title = try container.decode(String.self, forKey: .title)
        prompt = try container.decode(Content.self, forKey: .prompt)
        answer = try container.decode(Content.self, forKey: .answer)
        contentHash = try container.decode(String.self, forKey: .contentHash)
        location = try container.decode(SourceLocation.self, forKey: .location)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encode(topic, forKey: .topic)
        try container.encode(title, forKey: .title)
        try container.encode(prompt, forKey: .prompt)
        try container.encode(answer, forKey: .answer)
        try container.encode(contentHash, forKey: .contentHash)
        try container.encode(location, forKey: .location)
        try container.encode(gaps, forKey: .gaps)
    }
}

/// A 64-bit FNV-1a hash as 16 hex digits: stable across runs and platforms (unlike `Hasher`).
public enum ContentHash {
    public static func of(_ parts: String...) -> String {
        var hash = offsetBasis
        for (index, part) in parts.enumerated() {
            if index > 0 { hash = add(0, to: hash) }
            for byte in part.utf8 { hash = add(byte, to: hash) }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The 64-bit FNV-1a hash of `text`'s UTF-8 bytes (`of(text)` is its hexadecimal digits).
    static func value(of text: String) -> UInt64 {
        text.utf8.reduce(offsetBasis) { add($1, to: $0) }
    }

    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    @inline(__always) private static func add(_ byte: UInt8, to hash: UInt64) -> UInt64 {
        (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
}
