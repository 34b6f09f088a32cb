/// Markdown blocks from a lesson as HTML for the web page: the same elements cmark prints, but every
/// piece of raw HTML goes through `HTMLSanitizer`, link and image URLs are checked the same way,
/// headings are moved down below the page's own, and code blocks are drawn by the caller (so Swift
/// is highlighted and diffs are coloured).
struct SafeMarkdownHTML {
    /// Headings are kept below the page's own: a `#` inside a step becomes at least this level.
    var minimumHeadingLevel = 3
    /// Draws a fenced or indented code block from its info string and text.
    var codeBlock: (_ info: String, _ literal: String) -> String = { info, literal in
        CodeBlockHTML.listing(literal, language: String(info.split(separator: " ").first ?? ""))
    }

    func render(_ blocks: [MarkdownNode]) -> String {
        var sanitizer = HTMLSanitizer()
        var html = ""
        for block in blocks { html += render(block: block, sanitizer: &sanitizer, tight: false) }
        return html + sanitizer.closeAll()
    }

    private func render(block: MarkdownNode, sanitizer: inout HTMLSanitizer, tight: Bool) -> String {
        switch block.kind {
        case .paragraph:
            let inlines = renderInlines(block.children)
            return tight ? inlines : "<p>\(inlines)</p>\n"
        case .heading(let level, _):
            let level = min(max(level, minimumHeadingLevel), 6)
            return "<h\(level)>\(renderInlines(block.children))</h\(level)>\n"
        case .blockQuote:
            return "<blockquote>\n\(render(block.children))</blockquote>\n"
        case .list(let info):
            let tag = info.isOrdered ? "ol" : "ul"
            let start = info.isOrdered && info.start != 1 ? " start=\"\(info.start)\"" : ""
            let items = block.children.map { item in
                var itemSanitizer = HTMLSanitizer()
                let body = item.children.map {
                    render(block: $0, sanitizer: &itemSanitizer, tight: info.isTight)
                }.joined()
                return "<li>\(body)\(itemSanitizer.closeAll())</li>\n"
            }.joined()
            return "<\(tag)\(start)>\n\(items)</\(tag)>\n"
        case .codeBlock(let info, let literal, _):
            return codeBlock(info, literal)
        case .htmlBlock(let literal):
            return sanitizer.sanitize(literal, allowBlocks: true)
        case .thematicBreak:
            return "<hr>\n"
        case .document, .item:
            return render(block.children)
        default:
            return renderInlines([block])
        }
    }

    /// Inlines of one paragraph or heading; inline HTML left open is closed at its end.
    func renderInlines(_ inlines: [MarkdownNode]) -> String {
        var sanitizer = HTMLSanitizer()
        let html = inlines.map { render(inline: $0, sanitizer: &sanitizer) }.joined()
        return html + sanitizer.closeAll()
    }

    private func render(inline: MarkdownNode, sanitizer: inout HTMLSanitizer) -> String {
        func children() -> String {
            inline.children.map { render(inline: $0, sanitizer: &sanitizer) }.joined()
        }
        switch inline.kind {
        case .text(let text): return HTMLEscaping.escape(text)
        case .softBreak: return "\n"
        case .lineBreak: return "<br>\n"
        case .code(let code): return "<code>\(HTMLEscaping.escape(code))</code>"
        case .inlineHTML(let html): return sanitizer.sanitize(html, allowBlocks: false)
        case .emphasis: return "<em>\(children())</em>"
        case .strong: return "<strong>\(children())</strong>"
        case .link(let destination, let title):
            let href = HTMLSanitizer.isSafeURL(destination) ? " href=\"\(HTMLEscaping.escape(destination))\"" : ""
            let titleAttribute = title.isEmpty ? "" : " title=\"\(HTMLEscaping.escape(title))\""
            return "<a\(href)\(titleAttribute)>\(children())</a>"
        case .image(let destination, let title):
            // An image whose address is not safe is left out; its description stays as text.
            guard HTMLSanitizer.isSafeURL(destination) else { return HTMLEscaping.escape(inline.plainText) }
            let titleAttribute = title.isEmpty ? "" : " title=\"\(HTMLEscaping.escape(title))\""
            return "<img src=\"\(HTMLEscaping.escape(destination))\" alt=\"\(HTMLEscaping.escape(inline.plainText))\"\(titleAttribute)>"
        default:
            return render([inline])
        }
    }
}
