/// Turns the parser's index-linked tree into the package value tree, iteratively.
///
/// Two things happen on the way: adjacent text nodes merge (an escape or entity splits text in
/// the parser, but walkers want one run), and containers nested deeper than `maximumDepth` are
/// replaced by their children. The second keeps the value tree shallow enough that its
/// recursive `deinit` and `==` cannot overflow a thread's stack on hostile input (a 10,000-deep
/// block quote); no real document nests that deep.
enum TreeBuilder {
    static let maximumDepth = 100

    private struct Frame {
        var raw: Int32
        var nextChild: Int32
        var depth: Int
        var flattens: Bool
        /// Index of the frame that receives this frame's children (itself unless flattened).
        var sink: Int
        var children: [MarkdownNode] = []
        var pendingText: [UInt8] = []
        var pendingStart = SourcePosition(line: 0, column: 0)
        var pendingEnd = SourcePosition(line: 0, column: 0)

        mutating func flushText() {
            guard !pendingText.isEmpty else { return }
            children.append(
                MarkdownNode(
                    kind: .text(String(decoding: pendingText, as: UTF8.self)),
                    range: SourceRange(start: pendingStart, end: pendingEnd)))
            pendingText.removeAll(keepingCapacity: true)
        }

        mutating func addText(_ bytes: ArraySlice<UInt8>, _ range: SourceRange) {
            if pendingText.isEmpty { pendingStart = range.start }
            pendingText.append(contentsOf: bytes)
            pendingEnd = range.end
        }
    }

    static func build(_ tree: RawTree) -> MarkdownNode {
        var stack = [
            Frame(
                raw: RawTree.root, nextChild: tree[RawTree.root].firstChild, depth: 0,
                flattens: false, sink: 0)
        ]
        while true {
            let top = stack.count - 1
            // A flattened frame's children go straight to the nearest frame that is kept.
            let sink = stack[top].sink
            let child = stack[top].nextChild
            if child >= 0 {
                stack[top].nextChild = tree[child].next
                let raw = tree[child]
                if raw.kind == .text {
                    if raw.literal.count > 0 { stack[sink].addText(tree.bytes(raw.literal), range(raw)) }
                    continue
                }
                if raw.firstChild < 0 && !isWrapper(raw.kind) {
                    stack[sink].flushText()
                    stack[sink].children.append(node(raw, tree: tree, children: []))
                    continue
                }
                let flattens = stack[top].depth + 1 > maximumDepth && isWrapper(raw.kind)
                stack.append(
                    Frame(
                        raw: child, nextChild: raw.firstChild,
                        depth: stack[top].depth + (flattens ? 0 : 1), flattens: flattens,
                        sink: flattens ? sink : stack.count))
                continue
            }
            var frame = stack.removeLast()
            if frame.flattens { continue }
            frame.flushText()
            let built = node(tree[frame.raw], tree: tree, children: frame.children)
            // The parent's sink by index, never `stack.last`: a copy of the frame would share its
            // children's storage, and the append below would copy them all, for every child.
            guard !stack.isEmpty else { return built }
            let parentSink = stack[stack.count - 1].sink
            stack[parentSink].flushText()
            stack[parentSink].children.append(built)
        }
    }

    /// Containers whose content still reads sensibly without them.
    private static func isWrapper(_ kind: RawKind) -> Bool {
        switch kind {
        case .blockQuote, .list, .item, .emphasis, .strong, .link, .image: return true
        default: return false
        }
    }

    private static func range(_ raw: RawNode) -> SourceRange {
        SourceRange(
            start: SourcePosition(line: Int(raw.startLine), column: Int(raw.startColumn)),
            end: SourcePosition(line: Int(raw.endLine), column: Int(raw.endColumn)))
    }

    private static func node(_ raw: RawNode, tree: RawTree, children: [MarkdownNode]) -> MarkdownNode {
        func string(_ slice: ByteSlice) -> String { String(decoding: tree.bytes(slice), as: UTF8.self) }
        let kind: MarkdownNode.Kind
        switch raw.kind {
        case .document: kind = .document
        case .blockQuote: kind = .blockQuote
        case .list:
            kind = .list(
                MarkdownNode.ListInfo(
                    isOrdered: raw.isOrdered, start: raw.isOrdered ? Int(raw.number) : 1,
                    delimiter: Character(Unicode.Scalar(raw.marker)),
                    isTight: raw.flag))
        case .item: kind = .item
        case .codeBlock: kind = .codeBlock(info: string(raw.title), literal: string(raw.literal), isFenced: raw.flag)
        case .htmlBlock: kind = .htmlBlock(literal: string(raw.literal))
        case .paragraph: kind = .paragraph
        case .heading: kind = .heading(level: Int(raw.level), isSetext: raw.flag)
        case .thematicBreak: kind = .thematicBreak
        case .text: kind = .text(string(raw.literal))
        case .softBreak: kind = .softBreak
        case .lineBreak: kind = .lineBreak
        case .code: kind = .code(string(raw.literal))
        case .inlineHTML: kind = .inlineHTML(string(raw.literal))
        case .emphasis: kind = .emphasis
        case .strong: kind = .strong
        case .link: kind = .link(destination: string(raw.literal), title: string(raw.title))
        case .image: kind = .image(destination: string(raw.literal), title: string(raw.title))
        }
        return MarkdownNode(kind: kind, range: range(raw), children: children)
    }
}
