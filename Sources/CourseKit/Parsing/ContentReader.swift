/// A run of blocks — a step's body, a prompt, an answer — sorted into prose, code and captions.
extension LessonParser {
    /// Where a run of blocks stands, for what it may hold.
    enum Place {
        /// In a step: code changes allowed.
        case step
        /// Anywhere else: a change is reported as misplaced.
        case elsewhere
    }

    mutating func content(
        of nodes: [MarkdownNode], place: Place,
        expectations: [SourcePosition: [String]]
    ) -> Content {
        guard let first = nodes.first else { return Content() }
        var blocks: [ContentBlock] = []
        for node in nodes {
            if case .codeBlock = node.kind {
                let block = readCodeBlock(node, expectations: expectations)
                if case .change = block, place != .step {
                    error(
                        "a code change belongs in a step", at: node.range.start,
                        hint: "move it into a '## Step N: …' section, or remove 'file=' to make it a snippet",
                        rule: .misplacedChange)
                }
                blocks.append(block)
            } else if let screenshot = screenshot(node) {
                blocks.append(.screenshot(screenshot))
            } else {
                blocks.append(.prose(prose(node, expectations: expectations)))
            }
        }
        return Content(markdown: source.markdown(of: nodes), location: location(first), blocks: blocks)
    }

    /// `*Screenshot: caption*`: a paragraph that is one emphasis starting with "Screenshot:".
    private func screenshot(_ node: MarkdownNode) -> Screenshot? {
        guard case .paragraph = node.kind, node.children.count == 1,
            let only = node.children.first, only.kind == .emphasis
        else { return nil }
        let text = only.plainText
        let prefix = "Screenshot:"
        guard text.hasPrefix(prefix) else { return nil }
        return Screenshot(
            caption: text.dropFirst(prefix.count).trimmed,
            markdown: source.markdown(of: [node]), location: location(node))
    }

    /// A prose block, with the code blocks nested in it read as snippets (a change there is misplaced).
    private mutating func prose(_ node: MarkdownNode, expectations: [SourcePosition: [String]]) -> Prose {
        var snippets: [Snippet] = []
        for nested in node.descendants(where: { if case .codeBlock = $0.kind { true } else { false } }) {
            switch readCodeBlock(nested, expectations: expectations) {
            case .snippet(let snippet):
                snippets.append(snippet)
            default:
                error(
                    "a code change cannot sit inside a list or a quote", at: nested.range.start,
                    hint: "move the code block out, to the top level of the step (no indentation)",
                    rule: .misplacedChange)
            }
        }
        return Prose(
            markdown: source.markdown(of: [node]), node: node, location: location(node),
            snippets: snippets)
    }
}
