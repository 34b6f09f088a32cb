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

    public init(
        id: String, kind: Kind, topic: String, title: String, prompt: Content, answer: Content,
        location: SourceLocation
    ) {
        self.id = id
        self.kind = kind
        self.topic = topic
        self.title = title
        self.prompt = prompt
        self.answer = answer
        self.contentHash = ContentHash.of(prompt.markdown, answer.markdown)
        self.location = location
    }
}

/// A 64-bit FNV-1a hash as 16 hex digits: stable across runs and platforms (unlike `Hasher`).
public enum ContentHash {
    public static func of(_ parts: String...) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for (index, part) in parts.enumerated() {
            if index > 0 { hash = (hash ^ 0).multipliedReportingOverflow(by: 0x100_0000_01b3).partialValue }
            for byte in part.utf8 {
                hash = (hash ^ UInt64(byte)).multipliedReportingOverflow(by: 0x100_0000_01b3).partialValue
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
