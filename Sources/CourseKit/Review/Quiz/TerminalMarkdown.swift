import Foundation

/// Lays out Markdown blocks (a card's prompt or answer) as terminal lines no wider than the width.
///
/// Prose wrapped, code highlighted by `highlight` and never re-flowed (a line wider than the width
/// goes on, cut at the width, under a dotted gutter), lists, quotes and headings.
///
/// Plain mode (no colour) keeps everything readable without styles: inline code keeps its
/// backticks, code blocks are indented behind a `|` gutter (`:` where a line goes on), quotes start
/// with `>`.
package struct TerminalMarkdown: Sendable {
    /// Splits a code block's text into styled lines, for the fence's language; nil: leave plain.
    package typealias Highlighter = @Sendable (_ language: String, _ code: String) -> [[StyledSpan]]?

    package var width: Int
    package var usesColor: Bool
    package var highlight: Highlighter?

    package init(width: Int, usesColor: Bool, highlight: Highlighter? = nil) {
        self.width = width
        self.usesColor = usesColor
        self.highlight = highlight
    }

    /// The blocks as lines, with one blank line between blocks.
    package func lines(for blocks: [MarkdownNode]) -> [StyledLine] {
        lines(for: blocks, width: width)
    }

    private func lines(for blocks: [MarkdownNode], width: Int) -> [StyledLine] {
        var result: [StyledLine] = []
        for block in blocks {
            let rendered = lines(for: block, width: width)
            guard !rendered.isEmpty else { continue }
            if !result.isEmpty { result.append(.blank) }
            result += rendered
        }
        return result
    }

    private func lines(for block: MarkdownNode, width: Int) -> [StyledLine] {
        switch block.kind {
        case .paragraph:
            return WordWrapper.wrap(inlineSpans(block.children, style: .plain), width: width)
        case .heading:
            return WordWrapper.wrap(inlineSpans(block.children, style: TerminalTheme.heading), width: width)
        case .codeBlock(let info, let literal, _):
            return codeLines(info: info, literal: literal, width: width)
        case .blockQuote:
            let bar = StyledSpan(usesColor ? "│ " : "> ", TerminalTheme.frame)
            return lines(for: block.children, width: width - 2).map { $0.prefixed([bar]) }
        case .list(let info):
            return listLines(block, info: info, width: width)
        case .thematicBreak:
            return [
                StyledLine(
                    String(repeating: usesColor ? "─" : "-", count: min(width, 40)),
                    TerminalTheme.frame)
            ]
        case .htmlBlock(let literal):
            let text = HTMLTagScanner.visibleText(of: literal)
            return text.isEmpty ? [] : WordWrapper.wrap([StyledSpan(text)], width: width)
        case .document, .item:
            return lines(for: block.children, width: width)
        default:
            return WordWrapper.wrap(inlineSpans([block], style: .plain), width: width)
        }
    }

    private func listLines(_ list: MarkdownNode, info: MarkdownNode.ListInfo, width: Int) -> [StyledLine] {
        var result: [StyledLine] = []
        for (offset, item) in list.children.enumerated() {
            let marker = info.isOrdered ? "\(info.start + offset)\(info.delimiter) " : (usesColor ? "• " : "- ")
            let indent = String(repeating: " ", count: marker.count)
            let body = lines(for: item.children, width: width - marker.count)
            if !info.isTight, !result.isEmpty { result.append(.blank) }
            for (index, line) in body.enumerated() {
                let prefix = index == 0 ? StyledSpan(marker, TerminalTheme.frame) : StyledSpan(indent)
                result.append(line.spans.isEmpty && index > 0 ? .blank : line.prefixed([prefix]))
            }
            if body.isEmpty { result.append(StyledLine(marker, TerminalTheme.frame)) }
        }
        return result
    }

    /// Code keeps its line breaks and spaces exactly.
    ///
    /// A line wider than the width is cut at the width and goes on on the next line, under a dotted
    /// gutter (never wrapped by the terminal, which would put its rest at the left edge).
    private func codeLines(info: String, literal: String, width: Int) -> [StyledLine] {
        let language = info.split(separator: " ").first.map(String.init) ?? ""
        var code = literal
        if code.hasSuffix("\n") { code.removeLast() }
        let (gutter, goesOn) = TypingAreaView.gutters(color: usesColor)
        let styled: [[StyledSpan]]
        if usesColor, let highlighted = highlight?(language.lowercased(), code) {
            styled = highlighted
        } else if usesColor, language.lowercased() == "diff" {
            styled = code.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                let style =
                    line.hasPrefix("+")
                    ? TerminalTheme.diffAdded
                    : line.hasPrefix("-") ? TerminalTheme.diffRemoved : TerminalTheme.diffContext
                return [StyledSpan(String(line), style)]
            }
        } else {
            styled = code.split(separator: "\n", omittingEmptySubsequences: false)
                .map { [StyledSpan(String($0), TerminalTheme.codeText)] }
        }
        return styled.flatMap { line in
            WordWrapper.cut(line.map(expandTabs), width: width - CellWidth.of(gutter.text)).enumerated().map { part in
                StyledLine(WordWrapper.merge([part.offset == 0 ? gutter : goesOn] + part.element))
            }
        }
    }

    private func expandTabs(_ span: StyledSpan) -> StyledSpan {
        StyledSpan(span.text.replacingOccurrences(of: "\t", with: "    "), span.style)
    }

    /// Inline nodes as spans; `style` is what the enclosing emphasis/strong/heading contributes.
    private func inlineSpans(_ nodes: [MarkdownNode], style: TerminalStyle) -> [StyledSpan] {
        var spans: [StyledSpan] = []
        for node in nodes {
            switch node.kind {
            case .text(let text):
                spans.append(StyledSpan(text, style))
            case .softBreak:
                spans.append(StyledSpan(" ", style))
            case .lineBreak:
                spans.append(StyledSpan("\n", style))
            case .code(let code):
                spans.append(
                    usesColor
                        ? StyledSpan(code, combine(style, TerminalTheme.inlineCode))
                        : StyledSpan("`\(code)`", style))
            case .emphasis:
                var inner = style
                inner.italic = true
                spans += inlineSpans(node.children, style: inner)
            case .strong:
                var inner = style
                inner.bold = true
                spans += inlineSpans(node.children, style: inner)
            case .link(let destination, _):
                let text = inlineSpans(node.children, style: combine(style, TerminalTheme.link))
                spans += text
                let shown = text.map(\.text).joined()
                if !destination.isEmpty, shown != destination, !destination.hasPrefix("#") {
                    spans.append(StyledSpan(" <\(destination)>", TerminalTheme.hint))
                }
            case .image(let destination, _):
                let alt = node.plainText.isEmpty ? destination : node.plainText
                spans.append(StyledSpan("[image: \(alt)]", TerminalTheme.hint))
            case .inlineHTML(let html):
                if html.lowercased().hasPrefix("<br") { spans.append(StyledSpan("\n", style)) }
            default:
                spans += inlineSpans(node.children, style: style)
            }
        }
        return spans
    }

    private func combine(_ outer: TerminalStyle, _ inner: TerminalStyle) -> TerminalStyle {
        var style = outer
        style.color = inner.color ?? outer.color
        style.bold = style.bold || inner.bold
        style.dim = style.dim || inner.dim
        style.italic = style.italic || inner.italic
        style.underline = style.underline || inner.underline
        return style
    }
}
