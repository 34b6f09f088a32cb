// The `markdown` target: the CommonMark parser.

/// Parses the bytes, renders them with and without source positions, and checks invariants that
/// hold for every input; any crash, trap or timeout is a finding.
func fuzzMarkdown(_ input: UnsafeRawBufferPointer) {
    let bytes = Array(input)
    _ = HTMLTagScanner.visibleText(of: String(decoding: bytes, as: UTF8.self))
    for recognizesFrontMatter in [false, true] {
        let document = MarkdownDocument(bytes: bytes, recognizesFrontMatter: recognizesFrontMatter)
        let html = document.html()
        let withPositions = document.html(includesSourcePositions: true)
        // Source positions only add attributes.
        precondition(withPositions.utf8.count >= html.utf8.count)
        var nodes = 0
        document.root.forEachDescendant { node in
            nodes += 1
            precondition(
                node.range.start.line >= 1 && node.range.end.line >= node.range.start.line - 1,
                "range out of order: \(node.range)")
        }
        precondition(nodes >= 1)
        // The quiz's text of an HTML block: one line, no markup the spec's grammar recognises.
        document.root.forEachDescendant { node in
            guard case .htmlBlock(let literal) = node.kind else { return }
            let visible = HTMLTagScanner.visibleText(of: literal)
            precondition(!visible.contains("\n") && !visible.hasPrefix(" ") && !visible.hasSuffix(" "))
        }
        _ = document.root.plainText
        precondition(document == document)
        // `course markdown` renders from the parser's arena instead; the two must agree wherever
        // the value tree was not flattened (nesting under `TreeBuilder.maximumDepth`).
        if !recognizesFrontMatter && depth(of: document.root) < TreeBuilder.maximumDepth {
            precondition(
                String(
                    decoding: CommonMarkHTML.render(bytes, includesSourcePositions: true),
                    as: UTF8.self) == withPositions, "arena and value-tree HTML differ")
        }
    }
}

private func depth(of root: MarkdownNode) -> Int {
    var deepest = 0
    var stack = [(root, 1)]
    while let (node, level) = stack.popLast() {
        deepest = max(deepest, level)
        for child in node.children { stack.append((child, level + 1)) }
    }
    return deepest
}
