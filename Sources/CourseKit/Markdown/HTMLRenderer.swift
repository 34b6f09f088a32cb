/// Renders a Markdown tree as HTML, byte for byte as `cmark --unsafe` does.
///
/// With `includesSourcePositions`, as `cmark --unsafe --sourcepos` does. Iterative, so any depth is
/// safe.
///
/// Callers that need to treat raw HTML or code differently (the lesson renderer sanitizes raw HTML
/// and highlights Swift) set the hooks; without them output is cmark's.
public struct HTMLRenderer {
    /// Adds `data-sourcepos="line:col-line:col"` to block elements.
    public var includesSourcePositions: Bool
    /// Replaces the output of an HTML block (`isBlock`) or raw inline HTML.
    public var rawHTML: ((_ html: String, _ isBlock: Bool) -> String)?
    /// Replaces the output of a code block; return nil to render it as usual.
    public var codeBlock: ((_ info: String, _ literal: String) -> String?)?

    public init(
        includesSourcePositions: Bool = false,
        rawHTML: ((_ html: String, _ isBlock: Bool) -> String)? = nil,
        codeBlock: ((_ info: String, _ literal: String) -> String?)? = nil
    ) {
        self.includesSourcePositions = includesSourcePositions
        self.rawHTML = rawHTML
        self.codeBlock = codeBlock
    }

    /// The HTML for `node` and everything below it.
    public func render(_ node: MarkdownNode) -> String {
        render([node])
    }

    /// The HTML for a sequence of sibling nodes (for example some of a document's blocks).
    public func render(_ nodes: [MarkdownNode]) -> String {
        var writer = HTMLWriter(
            includesSourcePositions: includesSourcePositions, rawHTML: rawHTML,
            codeBlock: codeBlock)
        for node in nodes { write(node, to: &writer) }
        return String(decoding: writer.out, as: UTF8.self)
    }

    private struct Frame {
        var node: MarkdownNode
        var nextChild = 0
        /// Paragraphs directly inside are rendered without `<p>` (items of a tight list).
        var isTightItem: Bool
    }

    private func write(_ root: MarkdownNode, to writer: inout HTMLWriter) {
        var stack = [Frame(node: root, isTightItem: false)]
        enter(root, inTightItem: false, writer: &writer)
        while let top = stack.indices.last {
            let index = stack[top].nextChild
            guard index < stack[top].node.children.count else {
                let frame = stack.removeLast()
                exit(frame.node, inTightItem: stack.last?.isTightItem ?? false, writer: &writer)
                continue
            }
            stack[top].nextChild += 1
            let child = stack[top].node.children[index]
            var tight = false
            if case .item = child.kind, case .list(let info) = stack[top].node.kind { tight = info.isTight }
            enter(child, inTightItem: stack[top].isTightItem, writer: &writer)
            if child.children.isEmpty {
                exit(child, inTightItem: stack[top].isTightItem, writer: &writer)
            } else {
                stack.append(Frame(node: child, isTightItem: tight))
            }
        }
    }

    private func enter(_ node: MarkdownNode, inTightItem: Bool, writer: inout HTMLWriter) {
        var (literal, title) = node.kind.renderedStrings
        let description = node.writerNode
        literal.withUTF8 { literal in
            title.withUTF8 { title in
                writer.enter(description, literal: literal, title: title, inTightItem: inTightItem)
            }
        }
    }

    private func exit(_ node: MarkdownNode, inTightItem: Bool, writer: inout HTMLWriter) {
        var title = node.kind.renderedStrings.title
        let description = node.writerNode
        title.withUTF8 { writer.exit(description, title: $0, inTightItem: inTightItem) }
    }
}

extension MarkdownNode {
    /// This node as the writer sees it.
    fileprivate var writerNode: HTMLWriter.Node {
        var node = HTMLWriter.Node(kind: .document, range: range)
        switch kind {
        case .document: node.kind = .document
        case .blockQuote: node.kind = .blockQuote
        case .list(let info):
            node.kind = .list
            node.isOrdered = info.isOrdered
            node.start = info.start
            node.isTight = info.isTight
        case .item: node.kind = .item
        case .codeBlock: node.kind = .codeBlock
        case .htmlBlock: node.kind = .htmlBlock
        case .paragraph: node.kind = .paragraph
        case .heading(let level, _):
            node.kind = .heading
            node.level = level
        case .thematicBreak: node.kind = .thematicBreak
        case .text: node.kind = .text
        case .softBreak: node.kind = .softBreak
        case .lineBreak: node.kind = .lineBreak
        case .code: node.kind = .code
        case .inlineHTML: node.kind = .inlineHTML
        case .emphasis: node.kind = .emphasis
        case .strong: node.kind = .strong
        case .link: node.kind = .link
        case .image: node.kind = .image
        }
        return node
    }
}

extension MarkdownNode.Kind {
    /// The writer's `literal` and `title` for this kind.
    fileprivate var renderedStrings: (literal: String, title: String) {
        switch self {
        case .text(let text), .code(let text), .inlineHTML(let text), .htmlBlock(let text): return (text, "")
        case .codeBlock(let info, let literal, _): return (literal, info)
        case .link(let destination, let title), .image(let destination, let title): return (destination, title)
        default: return ("", "")
        }
    }
}
