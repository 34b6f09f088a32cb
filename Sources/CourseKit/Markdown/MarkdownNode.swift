/// One node of a parsed Markdown document.
///
/// A block (paragraph, list, code block, …) or an inline (text, emphasis, link, …), with the place
/// in the source it came from.
///
/// The tree is a plain value: later stages (the lesson parser, the checker, the renderer) walk it
/// and never mutate it, so a struct with an enum of kinds is all it needs to be.
public struct MarkdownNode: Sendable, Equatable {
    public var kind: Kind
    /// Where the node is in the source.
    ///
    /// Blocks: exactly cmark's `data-sourcepos` (a block that ends at a blank line ends at column 0
    /// of it, as in cmark). Inlines: first to last byte of the construct as written (a link from
    /// `[` to `)`, a code span with its backticks, a hard break from its trailing spaces or
    /// backslash); adjacent text is merged into one node.
    public var range: SourceRange
    public var children: [MarkdownNode]

    public init(kind: Kind, range: SourceRange, children: [MarkdownNode] = []) {
        self.kind = kind
        self.range = range
        self.children = children
    }

    public enum Kind: Sendable, Equatable {
        // Blocks
        case document
        case blockQuote
        case list(ListInfo)
        case item
        /// `info` is the whole info string after entity/escape processing (empty for indented code).
        ///
        /// `literal` is the code with its final newline, exactly as the HTML renderer prints it.
        case codeBlock(info: String, literal: String, isFenced: Bool)
        case htmlBlock(literal: String)
        case paragraph
        case heading(level: Int, isSetext: Bool)
        case thematicBreak

        // Inlines
        case text(String)
        case softBreak
        case lineBreak
        case code(String)
        case inlineHTML(String)
        case emphasis
        case strong
        /// Also used for autolinks (`<https://…>`), whose single child is the link text.
        case link(destination: String, title: String)
        case image(destination: String, title: String)
    }

    public struct ListInfo: Sendable, Equatable {
        public var isOrdered: Bool
        /// The first number of an ordered list (1 for bullet lists).
        public var start: Int
        /// `-`, `+` or `*` for bullet lists; `.` or `)` for ordered lists.
        public var delimiter: Character
        public var isTight: Bool

        public init(isOrdered: Bool, start: Int, delimiter: Character, isTight: Bool) {
            self.isOrdered = isOrdered
            self.start = start
            self.delimiter = delimiter
            self.isTight = isTight
        }
    }
}
