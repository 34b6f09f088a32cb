/// The parser's working tree.
///
/// Every node, block or inline, lives in one array and refers to its relatives by index. Blocks
/// stay open and grow line by line, and the inline parser splices emphasis and links in place,
/// which a value tree could only do by copying. Once parsing is done `TreeBuilder` turns it into
/// the package `MarkdownNode` tree.
struct RawTree {
    var nodes: [RawNode] = []
    /// Bytes of inline literals, URLs and titles; nodes refer to slices of it.
    var store: [UInt8] = []

    init() {
        nodes.reserveCapacity(256)
        nodes.append(RawNode(kind: .document, line: 1, column: 1))
    }

    static let root: Int32 = 0

    /// Lines of leaf blocks as they accumulate, and where each line came from.
    var leafTexts: [[UInt8]] = []
    var leafAnchors: [[LineAnchor]] = []

    /// The accumulated lines of a leaf block.
    subscript(content node: Int32) -> [UInt8] {
        get {
            let index = nodes[Int(node)].textIndex
            return index >= 0 ? leafTexts[Int(index)] : []
        }
        _modify {
            let index = textSlot(node)
            yield &leafTexts[index]
        }
    }

    /// Where each line of a leaf block's text came from.
    subscript(anchors node: Int32) -> [LineAnchor] {
        get {
            let index = nodes[Int(node)].textIndex
            return index >= 0 ? leafAnchors[Int(index)] : []
        }
        _modify {
            let index = textSlot(node)
            yield &leafAnchors[index]
        }
    }

    private mutating func textSlot(_ node: Int32) -> Int {
        if nodes[Int(node)].textIndex < 0 {
            nodes[Int(node)].textIndex = Int32(leafTexts.count)
            leafTexts.append([])
            leafAnchors.append([])
        }
        return Int(nodes[Int(node)].textIndex)
    }

    subscript(_ index: Int32) -> RawNode {
        get { nodes[Int(index)] }
        _modify { yield &nodes[Int(index)] }
    }

    mutating func makeNode(_ kind: RawKind, line: Int32, column: Int32) -> Int32 {
        nodes.append(RawNode(kind: kind, line: line, column: column))
        return Int32(nodes.count - 1)
    }

    mutating func appendChild(_ child: Int32, to parent: Int32) {
        self[child].parent = parent
        let last = self[parent].lastChild
        self[child].prev = last
        self[child].next = -1
        if last >= 0 { self[last].next = child } else { self[parent].firstChild = child }
        self[parent].lastChild = child
    }

    /// Detaches a block from its parent (a paragraph that held only link reference definitions).
    mutating func unlink(_ node: Int32) {
        let parent = self[node].parent
        let prev = self[node].prev
        let next = self[node].next
        if prev >= 0 { self[prev].next = next } else if parent >= 0 { self[parent].firstChild = next }
        if next >= 0 { self[next].prev = prev } else if parent >= 0 { self[parent].lastChild = prev }
        self[node].parent = -1
        self[node].prev = -1
        self[node].next = -1
    }

    /// Copies `bytes` into the store and returns the slice that refers to them.
    mutating func storeBytes<C: Collection>(_ bytes: C) -> ByteSlice where C.Element == UInt8 {
        let start = store.count
        store.append(contentsOf: bytes)
        return ByteSlice(start: Int32(start), count: Int32(store.count - start))
    }

    func bytes(_ slice: ByteSlice) -> ArraySlice<UInt8> {
        store[Int(slice.start)..<Int(slice.start + slice.count)]
    }
}

/// A run of bytes in `RawTree.store`.
struct ByteSlice {
    var start: Int32 = 0
    var count: Int32 = 0
    static let empty = ByteSlice()
}

enum RawKind: UInt8 {
    case document, blockQuote, list, item, codeBlock, htmlBlock, paragraph, heading, thematicBreak
    case text, softBreak, lineBreak, code, inlineHTML, emphasis, strong, link, image
}

/// Where the text of a paragraph line starts, so inline offsets map back to line and column.
struct LineAnchor {
    var contentOffset: Int32
    var line: Int32
    var column: Int32

    /// Line and column of content byte `offset`, found by binary search over `anchors`.
    static func position(of offset: Int, in anchors: [LineAnchor]) -> SourcePosition {
        guard !anchors.isEmpty else { return SourcePosition(line: 1, column: 1) }
        var low = 0
        var high = anchors.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(anchors[middle].contentOffset) <= offset { low = middle } else { high = middle - 1 }
        }
        let anchor = anchors[low]
        return SourcePosition(
            line: Int(anchor.line),
            column: Int(anchor.column) + offset - Int(anchor.contentOffset))
    }
}

struct RawNode {
    var kind: RawKind
    var parent: Int32 = -1
    var firstChild: Int32 = -1
    var lastChild: Int32 = -1
    var next: Int32 = -1
    var prev: Int32 = -1
    var startLine: Int32
    var startColumn: Int32
    var endLine: Int32
    var endColumn: Int32
    var isOpen = true
    var lastLineBlank = false
    /// `BlockParser.endsWithBlankLine`'s cached answer, valid while `blankGeneration` is unchanged.
    var blankMemo = false
    var blankMemoGeneration: Int32 = -1
    /// Fenced code block, setext heading, or tight list, by kind.
    var flag = false
    /// Heading level, HTML block type (1–7) or fence length.
    var level: Int32 = 0
    /// List start number; fence indentation for fenced code.
    var number: Int32 = 0
    var markerOffset: Int32 = 0
    var padding: Int32 = 0
    /// Bullet character or ordered delimiter (`.`/`)`) of a list; fence character of a code block.
    var marker: UInt8 = 0
    var isOrdered = false
    /// Index of this leaf block's lines in `RawTree.leafTexts`.
    ///
    /// Kept outside the node so that nodes stay plain data: cheap to copy, no reference counting.
    var textIndex: Int32 = -1
    /// Literal text of inlines, code and HTML blocks; info string of code; URL of links.
    var literal = ByteSlice.empty
    var title = ByteSlice.empty

    init(kind: RawKind, line: Int32, column: Int32) {
        self.kind = kind
        startLine = line
        startColumn = column
        endLine = line
        endColumn = column
    }
}
