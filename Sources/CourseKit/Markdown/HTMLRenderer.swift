/// Renders a Markdown tree as HTML, byte for byte as `cmark --unsafe` does (and with
/// `includesSourcePositions`, as `cmark --unsafe --sourcepos`). Iterative, so any depth is safe.
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

    public init(includesSourcePositions: Bool = false,
                rawHTML: ((_ html: String, _ isBlock: Bool) -> String)? = nil,
                codeBlock: ((_ info: String, _ literal: String) -> String?)? = nil) {
        self.includesSourcePositions = includesSourcePositions
        self.rawHTML = rawHTML
        self.codeBlock = codeBlock
    }

    /// The HTML for `node` and everything below it.
    public func render(_ node: MarkdownNode) -> String {
        var out: [UInt8] = []
        append(node, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The HTML for a sequence of sibling nodes (for example some of a document's blocks).
    public func render(_ nodes: [MarkdownNode]) -> String {
        var out: [UInt8] = []
        for node in nodes { append(node, to: &out) }
        return String(decoding: out, as: UTF8.self)
    }

    private struct Frame {
        var node: MarkdownNode
        var nextChild = 0
        /// Paragraphs directly inside are rendered without `<p>` (items of a tight list).
        var isTightItem: Bool
    }

    func append(_ root: MarkdownNode, to out: inout [UInt8]) {
        var stack = [Frame(node: root, isTightItem: false)]
        var imageDepth = 0
        enter(root, parentIsTightItem: false, imageDepth: &imageDepth, into: &out)
        while !stack.isEmpty {
            let top = stack.count - 1
            let index = stack[top].nextChild
            if index < stack[top].node.children.count {
                stack[top].nextChild += 1
                let child = stack[top].node.children[index]
                var tight = false
                if case .item = child.kind, case .list(let info) = stack[top].node.kind { tight = info.isTight }
                enter(child, parentIsTightItem: stack[top].isTightItem, imageDepth: &imageDepth, into: &out)
                if !child.children.isEmpty {
                    stack.append(Frame(node: child, isTightItem: tight))
                } else {
                    exit(child, parentIsTightItem: stack[top].isTightItem, imageDepth: &imageDepth, into: &out)
                }
            } else {
                let frame = stack.removeLast()
                exit(frame.node, parentIsTightItem: stack.last?.isTightItem ?? false,
                     imageDepth: &imageDepth, into: &out)
            }
        }
    }

    private func cr(_ out: inout [UInt8]) {
        if let last = out.last, last != Byte.newline { out.append(Byte.newline) }
    }

    private func open(_ tag: String, _ node: MarkdownNode, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "<"))
        out.append(contentsOf: tag.utf8)
        appendSourcePosition(node, into: &out)
    }

    private func appendSourcePosition(_ node: MarkdownNode, into out: inout [UInt8]) {
        if includesSourcePositions {
            out.append(contentsOf: " data-sourcepos=\"\(node.range)\"".utf8)
        }
    }

    private func enter(_ node: MarkdownNode, parentIsTightItem: Bool, imageDepth: inout Int, into out: inout [UInt8]) {
        if imageDepth > 0 {
            switch node.kind {
            case .text(let text), .code(let text), .inlineHTML(let text): HTMLOutputEscaping.appendEscaped(text, to: &out)
            case .softBreak, .lineBreak: out.append(Byte.space)
            case .image: imageDepth += 1
            default: break
            }
            return
        }
        switch node.kind {
        case .document: break
        case .blockQuote:
            cr(&out); open("blockquote", node, into: &out); out.append(contentsOf: ">\n".utf8)
        case .list(let info):
            cr(&out)
            if info.isOrdered && info.start != 1 {
                // cmark writes `start` before `data-sourcepos`.
                out.append(contentsOf: "<ol start=\"\(info.start)\"".utf8)
                appendSourcePosition(node, into: &out)
            } else {
                open(info.isOrdered ? "ol" : "ul", node, into: &out)
            }
            out.append(contentsOf: ">\n".utf8)
        case .item:
            cr(&out); open("li", node, into: &out); out.append(UInt8(ascii: ">"))
        case .heading(let level, _):
            cr(&out); open("h\(level)", node, into: &out); out.append(UInt8(ascii: ">"))
        case .paragraph:
            if !parentIsTightItem { cr(&out); open("p", node, into: &out); out.append(UInt8(ascii: ">")) }
        case .thematicBreak:
            cr(&out); open("hr", node, into: &out); out.append(contentsOf: " />\n".utf8)
        case .codeBlock(let info, let literal, _):
            cr(&out)
            if let custom = codeBlock?(info, literal) { out.append(contentsOf: custom.utf8); return }
            open("pre", node, into: &out)
            out.append(contentsOf: "><code".utf8)
            let language = info.utf8.prefix { !Byte.isSpace($0) }
            if !language.isEmpty {
                out.append(contentsOf: " class=\"language-".utf8)
                HTMLOutputEscaping.appendEscaped(language, to: &out)
                out.append(UInt8(ascii: "\""))
            }
            out.append(UInt8(ascii: ">"))
            HTMLOutputEscaping.appendEscaped(literal, to: &out)
            out.append(contentsOf: "</code></pre>\n".utf8)
        case .htmlBlock(let literal):
            cr(&out)
            out.append(contentsOf: (rawHTML?(literal, true) ?? literal).utf8)
            cr(&out)
        case .text(let text): HTMLOutputEscaping.appendEscaped(text, to: &out)
        case .softBreak: out.append(Byte.newline)
        case .lineBreak: out.append(contentsOf: "<br />\n".utf8)
        case .code(let code):
            out.append(contentsOf: "<code>".utf8)
            HTMLOutputEscaping.appendEscaped(code, to: &out)
            out.append(contentsOf: "</code>".utf8)
        case .inlineHTML(let html): out.append(contentsOf: (rawHTML?(html, false) ?? html).utf8)
        case .emphasis: out.append(contentsOf: "<em>".utf8)
        case .strong: out.append(contentsOf: "<strong>".utf8)
        case .link(let destination, let title):
            out.append(contentsOf: "<a href=\"".utf8)
            HTMLOutputEscaping.appendEscapedURL(destination.utf8, to: &out)
            out.append(UInt8(ascii: "\""))
            if !title.isEmpty {
                out.append(contentsOf: " title=\"".utf8)
                HTMLOutputEscaping.appendEscaped(title, to: &out)
                out.append(UInt8(ascii: "\""))
            }
            out.append(UInt8(ascii: ">"))
        case .image(let destination, _):
            out.append(contentsOf: "<img src=\"".utf8)
            HTMLOutputEscaping.appendEscapedURL(destination.utf8, to: &out)
            out.append(contentsOf: "\" alt=\"".utf8)
            imageDepth = 1
        }
    }

    private func exit(_ node: MarkdownNode, parentIsTightItem: Bool, imageDepth: inout Int, into out: inout [UInt8]) {
        if imageDepth > 0 {
            guard case .image(_, let title) = node.kind else { return }
            imageDepth -= 1
            guard imageDepth == 0 else { return }
            out.append(UInt8(ascii: "\""))
            if !title.isEmpty {
                out.append(contentsOf: " title=\"".utf8)
                HTMLOutputEscaping.appendEscaped(title, to: &out)
                out.append(UInt8(ascii: "\""))
            }
            out.append(contentsOf: " />".utf8)
            return
        }
        switch node.kind {
        case .blockQuote: cr(&out); out.append(contentsOf: "</blockquote>\n".utf8)
        case .list(let info): cr(&out); out.append(contentsOf: (info.isOrdered ? "</ol>\n" : "</ul>\n").utf8)
        case .item: out.append(contentsOf: "</li>\n".utf8)
        case .heading(let level, _): out.append(contentsOf: "</h\(level)>\n".utf8)
        case .paragraph: if !parentIsTightItem { out.append(contentsOf: "</p>\n".utf8) }
        case .emphasis: out.append(contentsOf: "</em>".utf8)
        case .strong: out.append(contentsOf: "</strong>".utf8)
        case .link: out.append(contentsOf: "</a>".utf8)
        default: break
        }
    }
}
