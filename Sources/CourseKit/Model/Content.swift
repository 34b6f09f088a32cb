/// A run of lesson Markdown — a step's body, a card's prompt, an answer — kept two ways.
///
/// The author's source text, verbatim, and the same text sorted into blocks (prose, code,
/// captions).
public struct Content: Sendable, Equatable, Codable {
    /// The lesson's own text for this part; empty when there are no blocks.
    ///
    /// From its first block's first line to its last block's last line.
    public var markdown: String
    /// Where `markdown` starts; nil when it is empty.
    public var location: SourceLocation?
    public var blocks: [ContentBlock]

    public init(markdown: String = "", location: SourceLocation? = nil, blocks: [ContentBlock] = []) {
        self.markdown = markdown
        self.location = location
        self.blocks = blocks
    }

    public var isEmpty: Bool { blocks.isEmpty }

    /// Every snippet, including code nested in lists and quotes, in order.
    public var snippets: [Snippet] {
        blocks.flatMap { block -> [Snippet] in
            switch block {
            case .snippet(let snippet): [snippet]
            case .prose(let prose): prose.snippets
            case .change, .screenshot: []
            }
        }
    }

    /// The code changes, in order.
    public var changes: [CodeChange] {
        blocks.compactMap { if case .change(let change) = $0 { change } else { nil } }
    }

    public var screenshots: [Screenshot] {
        blocks.compactMap { if case .screenshot(let shot) = $0 { shot } else { nil } }
    }
}

/// One top-level block of a `Content`.
public enum ContentBlock: Sendable, Equatable {
    /// Paragraphs, lists, quotes, sub-headings, tables: Markdown for people.
    case prose(Prose)
    /// A fenced code block that is not a change: Swift to check, or output.
    case snippet(Snippet)
    /// A fenced code block with `file=`: a change to the sample project.
    case change(CodeChange)
    /// `*Screenshot: …*`: the caption of a picture of the app.
    case screenshot(Screenshot)

    public var location: SourceLocation {
        switch self {
        case .prose(let prose): prose.location
        case .snippet(let snippet): snippet.location
        case .change(let change): change.location
        case .screenshot(let shot): shot.location
        }
    }
}

/// A prose block: its Markdown source and its parsed nodes, so a renderer can render it faithfully.
public struct Prose: Sendable, Equatable, Codable {
    public var markdown: String
    /// The block's node as the Markdown parser gave it (not encoded: decoding leaves it empty).
    public var node: MarkdownNode?
    public var location: SourceLocation
    /// Fenced code blocks nested in this block (in a list item or a quote), for the checker.
    public var snippets: [Snippet]

    public init(
        markdown: String, node: MarkdownNode? = nil, location: SourceLocation,
        snippets: [Snippet] = []
    ) {
        self.markdown = markdown
        self.node = node
        self.location = location
        self.snippets = snippets
    }

    private enum CodingKeys: String, CodingKey { case markdown, location, snippets }
}

/// The caption of a screenshot: `*Screenshot: One line in TripsApp… (iPhone 17, iOS 27.0)*`.
public struct Screenshot: Sendable, Equatable, Codable {
    /// The text after `Screenshot:`, as plain text.
    public var caption: String
    public var markdown: String
    public var location: SourceLocation

    public init(caption: String, markdown: String, location: SourceLocation) {
        self.caption = caption
        self.markdown = markdown
        self.location = location
    }
}

// A flat `{"type": …}` object per block: the shape docs/format.md promises other tools.
extension ContentBlock: Codable {
    private enum CodingKeys: String, CodingKey {
        case type, snippet, change, markdown, location, snippets, caption
    }

    private enum BlockType: String, Codable {
        case prose, snippet, change, screenshot
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(BlockType.self, forKey: .type) {
        case .prose: self = .prose(try Prose(from: decoder))
        case .screenshot: self = .screenshot(try Screenshot(from: decoder))
        case .snippet: self = .snippet(try container.decode(Snippet.self, forKey: .snippet))
        case .change: self = .change(try container.decode(CodeChange.self, forKey: .change))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .prose(let prose):
            try container.encode(BlockType.prose, forKey: .type)
            try prose.encode(to: encoder)
        case .screenshot(let shot):
            try container.encode(BlockType.screenshot, forKey: .type)
            try shot.encode(to: encoder)
        case .snippet(let snippet):
            try container.encode(BlockType.snippet, forKey: .type)
            try container.encode(snippet, forKey: .snippet)
        case .change(let change):
            try container.encode(BlockType.change, forKey: .type)
            try container.encode(change, forKey: .change)
        }
    }
}
