/// Markdown blocks from a lesson as HTML for the web page.
///
/// The Markdown module's `HTMLRenderer` (cmark's output) on a copy of the tree made safe first —
/// every piece of raw HTML through `HTMLSanitizer`, links and images with unsafe URLs reduced to
/// their text, headings moved below the page's own — and with code blocks drawn by the caller
/// (Swift highlighted).
struct SafeMarkdownHTML: Sendable {
    /// Headings are kept below the page's own: a `#` inside a step becomes at least this level.
    var minimumHeadingLevel = 3
    /// Deeper nesting than this is shown as plain text, so no input can exhaust the stack.
    ///
    /// Quotes in quotes, and the like.
    static let maximumDepth = 64
    /// Draws a fenced or indented code block from its info string and text.
    var codeBlock: @Sendable (_ info: String, _ literal: String) -> String = { info, literal in
        CodeBlockHTML.listing(literal, language: String(info.split(separator: " ").first ?? ""))
    }

    func render(_ blocks: [MarkdownNode]) -> String {
        var sanitizer = HTMLSanitizer()
        var safe = blocks.map { safeNode($0, sanitizer: &sanitizer, depth: 0) }
        safe.append(contentsOf: closing(&sanitizer, asBlock: true))
        return renderer.render(safe)
    }

    /// Inlines (a title) as HTML without a paragraph around them.
    func renderInlines(_ inlines: [MarkdownNode]) -> String {
        var sanitizer = HTMLSanitizer()
        var safe = inlines.map { safeNode($0, sanitizer: &sanitizer, depth: 0) }
        safe.append(contentsOf: closing(&sanitizer, asBlock: false))
        return renderer.render(safe)
    }

    private var renderer: HTMLRenderer {
        let draw = codeBlock
        return HTMLRenderer(codeBlock: { info, literal in draw(info, literal) })
    }

    /// `node` with its raw HTML sanitized.
    ///
    /// A container (the document, a quote, a list item, a paragraph) gets a sanitizer of its own,
    /// so tags opened inside it are closed inside it.
    private func safeNode(_ node: MarkdownNode, sanitizer: inout HTMLSanitizer, depth: Int) -> MarkdownNode {
        var node = node
        guard depth < Self.maximumDepth else {
            return MarkdownNode(
                kind: node.isBlock ? .paragraph : .text(node.plainText), range: node.range,
                children: node.isBlock ? [MarkdownNode(kind: .text(node.plainText), range: node.range)] : [])
        }
        if sanitizer.droppingContentOf != nil {
            // Inside a `<script>` opened by earlier raw HTML: only a later raw piece can end it.
            switch node.kind {
            case .htmlBlock, .inlineHTML: break
            default: return MarkdownNode(kind: node.isBlock ? .htmlBlock(literal: "") : .text(""), range: node.range)
            }
        }
        switch node.kind {
        case .htmlBlock(let literal):
            node.kind = .htmlBlock(literal: sanitizer.sanitize(literal, allowBlocks: true))
            return node
        case .inlineHTML(let literal):
            node.kind = .inlineHTML(sanitizer.sanitize(literal, allowBlocks: false))
            return node
        case .heading(let level, let isSetext):
            node.kind = .heading(level: min(max(level, minimumHeadingLevel), 6), isSetext: isSetext)
        case .link(let destination, _), .image(let destination, _):
            // An unsafe address goes; the link's text or the picture's description stays, as text.
            if !HTMLSanitizer.isSafeURL(destination) {
                return MarkdownNode(kind: .text(node.plainText), range: node.range)
            }
        default:
            break
        }
        switch node.kind {
        case .document, .blockQuote, .item, .paragraph, .heading:
            var inner = HTMLSanitizer()
            node.children = node.children.map { safeNode($0, sanitizer: &inner, depth: depth + 1) }
            node.children.append(contentsOf: closing(&inner, asBlock: !node.holdsInlines))
        default:
            node.children = node.children.map { safeNode($0, sanitizer: &sanitizer, depth: depth + 1) }
        }
        return node
    }

    /// The end tags still open in `sanitizer`, as one raw HTML node (none when nothing is open).
    private func closing(_ sanitizer: inout HTMLSanitizer, asBlock: Bool) -> [MarkdownNode] {
        let tags = sanitizer.closeAll()
        guard !tags.isEmpty else { return [] }
        let range = SourceRange(start: .init(line: 0, column: 0), end: .init(line: 0, column: 0))
        return [MarkdownNode(kind: asBlock ? .htmlBlock(literal: tags + "\n") : .inlineHTML(tags), range: range)]
    }
}

extension MarkdownNode {
    fileprivate var holdsInlines: Bool {
        switch kind {
        case .paragraph, .heading: true
        default: false
        }
    }
}
