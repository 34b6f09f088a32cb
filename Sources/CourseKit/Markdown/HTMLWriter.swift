/// cmark's HTML output, one node event at a time.
///
/// Two walkers feed it: `HTMLRenderer` over the package value tree, and `RawTreeHTML` straight over
/// the parser's arena (the fast path of `course markdown`, which never needs the value tree).
struct HTMLWriter {
    /// What the writer needs to know about a node, whichever tree it comes from.
    struct Node {
        var kind: RawKind
        var range: SourceRange
        /// Heading level.
        var level = 0
        var isOrdered = false
        var start = 1
        var isTight = false
    }

    var out: [UInt8] = []
    let includesSourcePositions: Bool
    let rawHTML: ((_ html: String, _ isBlock: Bool) -> String)?
    let codeBlock: ((_ info: String, _ literal: String) -> String?)?
    /// Inside an image, only the text of descendants is written (as the `alt` attribute).
    private var imageDepth = 0

    init(
        includesSourcePositions: Bool, rawHTML: ((String, Bool) -> String)?,
        codeBlock: ((String, String) -> String?)?
    ) {
        self.includesSourcePositions = includesSourcePositions
        self.rawHTML = rawHTML
        self.codeBlock = codeBlock
    }

    private mutating func cr() {
        if let last = out.last, last != Byte.newline { out.append(Byte.newline) }
    }

    private mutating func open(_ tag: StaticString, _ node: Node) {
        out.append(UInt8(ascii: "<"))
        out.append(contentsOf: UnsafeBufferPointer(start: tag.utf8Start, count: tag.utf8CodeUnitCount))
        appendSourcePosition(node)
    }

    private mutating func append(_ text: StaticString) {
        out.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private mutating func appendSourcePosition(_ node: Node) {
        if includesSourcePositions { out.append(contentsOf: " data-sourcepos=\"\(node.range)\"".utf8) }
    }

    private mutating func appendTitle(_ title: UnsafeBufferPointer<UInt8>) {
        guard !title.isEmpty else { return }
        append(" title=\"")
        HTMLOutputEscaping.appendEscaped(title, to: &out)
        out.append(UInt8(ascii: "\""))
    }

    /// Opens `node`.
    ///
    /// `literal` is its text, code, HTML or URL; `title` a link's title or a code block's info
    /// string. `inTightItem`: the node's parent is an item of a tight list.
    mutating func enter(
        _ node: Node, literal: UnsafeBufferPointer<UInt8>, title: UnsafeBufferPointer<UInt8>,
        inTightItem: Bool
    ) {
        if imageDepth > 0 {
            switch node.kind {
            case .text, .code, .inlineHTML: HTMLOutputEscaping.appendEscaped(literal, to: &out)
            case .softBreak, .lineBreak: out.append(Byte.space)
            case .image: imageDepth += 1
            default: break
            }
            return
        }
        switch node.kind {
        case .document: break
        case .blockQuote:
            cr()
            open("blockquote", node)
            append(">\n")
        case .list:
            cr()
            if node.isOrdered && node.start != 1 {
                // cmark writes `start` before `data-sourcepos`.
                out.append(contentsOf: "<ol start=\"\(node.start)\"".utf8)
                appendSourcePosition(node)
            } else {
                open(node.isOrdered ? "ol" : "ul", node)
            }
            append(">\n")
        case .item:
            cr()
            open("li", node)
            append(">")
        case .heading:
            cr()
            out.append(contentsOf: [UInt8(ascii: "<"), UInt8(ascii: "h"), UInt8(0x30 + node.level)])
            appendSourcePosition(node)
            append(">")
        case .paragraph:
            if !inTightItem {
                cr()
                open("p", node)
                append(">")
            }
        case .thematicBreak:
            cr()
            open("hr", node)
            append(" />\n")
        case .codeBlock:
            cr()
            if let codeBlock,
                let custom = codeBlock(
                    String(decoding: title, as: UTF8.self),
                    String(decoding: literal, as: UTF8.self))
            {
                out.append(contentsOf: custom.utf8)
                return
            }
            open("pre", node)
            append("><code")
            let language = title.prefix { !Byte.isSpace($0) }
            if !language.isEmpty {
                append(" class=\"language-")
                HTMLOutputEscaping.appendEscaped(UnsafeBufferPointer(rebasing: language), to: &out)
                out.append(UInt8(ascii: "\""))
            }
            out.append(UInt8(ascii: ">"))
            HTMLOutputEscaping.appendEscaped(literal, to: &out)
            append("</code></pre>\n")
        case .htmlBlock:
            cr()
            appendRawHTML(literal, isBlock: true)
            cr()
        case .text: HTMLOutputEscaping.appendEscaped(literal, to: &out)
        case .softBreak: out.append(Byte.newline)
        case .lineBreak: append("<br />\n")
        case .code:
            append("<code>")
            HTMLOutputEscaping.appendEscaped(literal, to: &out)
            append("</code>")
        case .inlineHTML: appendRawHTML(literal, isBlock: false)
        case .emphasis: append("<em>")
        case .strong: append("<strong>")
        case .link:
            append("<a href=\"")
            HTMLOutputEscaping.appendEscapedURL(literal, to: &out)
            out.append(UInt8(ascii: "\""))
            appendTitle(title)
            out.append(UInt8(ascii: ">"))
        case .image:
            append("<img src=\"")
            HTMLOutputEscaping.appendEscapedURL(literal, to: &out)
            append("\" alt=\"")
            imageDepth = 1
        }
    }

    private mutating func appendRawHTML(_ literal: UnsafeBufferPointer<UInt8>, isBlock: Bool) {
        if let rawHTML {
            out.append(contentsOf: rawHTML(String(decoding: literal, as: UTF8.self), isBlock).utf8)
        } else {
            out.append(contentsOf: literal)
        }
    }

    /// Closes `node`, after its children.
    mutating func exit(_ node: Node, title: UnsafeBufferPointer<UInt8>, inTightItem: Bool) {
        if imageDepth > 0 {
            guard node.kind == .image else { return }
            imageDepth -= 1
            guard imageDepth == 0 else { return }
            out.append(UInt8(ascii: "\""))
            appendTitle(title)
            append(" />")
            return
        }
        switch node.kind {
        case .blockQuote:
            cr()
            append("</blockquote>\n")
        case .list:
            cr()
            node.isOrdered ? append("</ol>\n") : append("</ul>\n")
        case .item: append("</li>\n")
        case .heading: out.append(contentsOf: [0x3C, 0x2F, 0x68, UInt8(0x30 + node.level), 0x3E, 0x0A])  // </hN>
        case .paragraph: if !inTightItem { append("</p>\n") }
        case .emphasis: append("</em>")
        case .strong: append("</strong>")
        case .link: append("</a>")
        default: break
        }
    }
}
