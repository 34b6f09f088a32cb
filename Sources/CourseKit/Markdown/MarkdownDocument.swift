/// A parsed Markdown file.
///
/// The block tree, the link reference definitions it declared, and the front matter it started
/// with, if any.
///
/// Usage: `let doc = MarkdownDocument(parsing: text)`; walk `doc.root`.
public struct MarkdownDocument: Sendable, Equatable {
    /// The `.document` node; its children are the top-level blocks.
    public var root: MarkdownNode
    /// A leading `---` … `---` block of `key: value` lines, kept apart from the Markdown body.
    public var frontMatter: FrontMatter?
    /// Link reference definitions (`[label]: destination "title"`), in source order.
    public var linkDefinitions: [LinkDefinition]
}

/// The `key: value` lines between two `---` lines at the very start of a file.
public struct FrontMatter: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var key: String
        public var value: String
        /// Where the key starts.
        public var position: SourcePosition
        /// Where the value starts (after `key:` and spaces).
        public var valuePosition: SourcePosition
    }

    public var entries: [Entry]
    /// From the opening `---` to the closing `---`.
    public var range: SourceRange
    /// Lines inside the block that are not `key: value`, with their line numbers; callers report them.
    public var malformedLines: [(line: Int, text: String)]

    public static func == (lhs: FrontMatter, rhs: FrontMatter) -> Bool {
        lhs.entries == rhs.entries && lhs.range == rhs.range
            && lhs.malformedLines.map(\.line) == rhs.malformedLines.map(\.line)
            && lhs.malformedLines.map(\.text) == rhs.malformedLines.map(\.text)
    }
}

/// `[label]: destination "title"`, a definition that links elsewhere in the document refer to.
public struct LinkDefinition: Sendable, Equatable {
    /// The label as written (not normalized).
    public var label: String
    public var destination: String
    public var title: String
    public var range: SourceRange
}
