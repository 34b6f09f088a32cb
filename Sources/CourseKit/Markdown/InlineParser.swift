/// Phase two: the text of each paragraph and heading into inlines (spec section 6).
///
/// In the shape of cmark's `inlines.c`. One left-to-right pass; emphasis and links are resolved
/// with the delimiter and bracket stacks of the spec's appendix, so unmatched `*` or `[` cost
/// linear time, never backtracking.
struct InlineParser {
    let references: ReferenceMap
    var tree = RawTree()
    /// The text being parsed (one block's content) and its length after trailing whitespace.
    var s: [UInt8] = []
    var end = 0
    var pos = 0
    var block: Int32 = 0
    var delimiters = DelimiterStack()
    var brackets: [Bracket] = []
    /// Brackets below this index cannot open links any more (a link was made after them).
    var linkOpenersInactiveBelow = 0
    var backticks = BacktickMemo()
    /// Positions from which no closing `-->`, `?>`, `]]>` or `>` exists (keeps raw HTML linear).
    var unterminatedHTML = HTMLTagScanner.Unterminated()
    /// Steps of the loops that could make unmatched openers cost more than linear time.
    ///
    /// Delimiter stack entries visited while matching emphasis, and bytes scanned ahead for a
    /// closing backtick run or raw-HTML terminator. Tests compare it for an input and one four
    /// times as long.
    var work = 0

    init(references: ReferenceMap) {
        self.references = references
    }

    static let specialCharacters: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for c in "\n\\`&_*[]<!".utf8 { table[Int(c)] = true }
        return table
    }()

    /// Parses the inlines of every paragraph and heading of `tree`.
    mutating func parseAll(in tree: inout RawTree) {
        swap(&self.tree, &tree)
        defer { swap(&self.tree, &tree) }
        let blockCount = self.tree.nodes.count
        for index in 0..<blockCount {
            let kind = self.tree.nodes[index].kind
            if kind == .paragraph || kind == .heading { parseBlock(Int32(index)) }
        }
    }

    private mutating func parseBlock(_ block: Int32) {
        self.block = block
        s = tree[content: block]
        tree[content: block] = []
        end = s.count
        while end > 0, Byte.isSpace(s[end - 1]) { end -= 1 }
        pos = 0
        delimiters = DelimiterStack()
        brackets.removeAll(keepingCapacity: true)
        linkOpenersInactiveBelow = 0
        backticks = BacktickMemo()
        unterminatedHTML = HTMLTagScanner.Unterminated()
        let firstNewNode = tree.nodes.count
        let special = Self.specialCharacters
        while pos < end {
            let c = s[pos]
            switch c {
            case Byte.newline: handleNewline()
            case UInt8(ascii: "`"): handleBackticks()
            case UInt8(ascii: "\\"): handleBackslash()
            case UInt8(ascii: "&"): handleEntity()
            case UInt8(ascii: "<"): handlePointyBrace()
            case UInt8(ascii: "*"), UInt8(ascii: "_"): handleDelimiterRun(c)
            case UInt8(ascii: "["):
                let node = appendText(pos, pos + 1)
                pos += 1
                pushBracket(node: node, isImage: false)
            case UInt8(ascii: "]"): handleCloseBracket()
            case UInt8(ascii: "!") where pos + 1 < end && s[pos + 1] == UInt8(ascii: "["):
                let node = appendText(pos, pos + 2)
                pos += 2
                pushBracket(node: node, isImage: true)
            default:
                var next = pos + 1
                while next < end, !special[Int(s[next])] { next += 1 }
                var textEnd = next
                if next < end, s[next] == Byte.newline {
                    while textEnd > pos, Byte.isSpace(s[textEnd - 1]) { textEnd -= 1 }
                }
                if textEnd > pos { _ = appendText(pos, textEnd) }
                pos = next
            }
        }
        processEmphasis(above: 0)
        work += backticks.bytesScanned + unterminatedHTML.work
        resolvePositions(from: firstNewNode)
    }

    // MARK: Building nodes

    /// Appends a text node for `s[from..<to]` to the block.
    @discardableResult
    mutating func appendText(_ from: Int, _ to: Int) -> Int32 {
        let node = appendNode(.text, from: from, to: to - 1)
        tree[node].literal = tree.storeBytes(s[from..<to])
        return node
    }

    /// Appends a text node whose text differs from its source (an escape or entity).
    mutating func appendText(_ bytes: [UInt8], from: Int, to: Int) {
        let node = appendNode(.text, from: from, to: to - 1)
        tree[node].literal = tree.storeBytes(bytes)
    }

    /// Appends a node covering source offsets `from...to`; offsets become line and column later.
    @discardableResult
    mutating func appendNode(_ kind: RawKind, from: Int, to: Int) -> Int32 {
        let node = tree.makeNode(kind, line: 0, column: Int32(from))
        tree[node].endColumn = Int32(to)
        tree.appendChild(node, to: block)
        return node
    }

    /// Turns the content offsets kept in new nodes' columns into lines and columns.
    private mutating func resolvePositions(from first: Int) {
        let anchors = tree[anchors: block]
        tree[anchors: block] = []
        for index in first..<tree.nodes.count {
            let start = LineAnchor.position(of: Int(tree.nodes[index].startColumn), in: anchors)
            let stop = LineAnchor.position(of: Int(tree.nodes[index].endColumn), in: anchors)
            tree.nodes[index].startLine = Int32(start.line)
            tree.nodes[index].startColumn = Int32(start.column)
            tree.nodes[index].endLine = Int32(stop.line)
            tree.nodes[index].endColumn = Int32(stop.column)
        }
    }

    // MARK: Simple inlines

    private mutating func handleNewline() {
        let newlinePosition = pos
        pos += 1
        while pos < end, Byte.isSpaceOrTab(s[pos]) { pos += 1 }
        if newlinePosition >= 2, s[newlinePosition - 1] == Byte.space, s[newlinePosition - 2] == Byte.space {
            var start = newlinePosition
            while start > 0, s[start - 1] == Byte.space { start -= 1 }
            appendNode(.lineBreak, from: start, to: newlinePosition)
        } else {
            appendNode(.softBreak, from: newlinePosition, to: newlinePosition)
        }
    }

    private mutating func handleBackslash() {
        let start = pos
        pos += 1
        if pos < end, Byte.isPunctuation(s[pos]) {
            appendText([s[pos]], from: start, to: pos + 1)
            pos += 1
        } else if pos < end, s[pos] == Byte.newline {
            pos += 1
            while pos < end, Byte.isSpaceOrTab(s[pos]) { pos += 1 }
            appendNode(.lineBreak, from: start, to: start + 1)
        } else {
            appendText(start, start + 1)
        }
    }

    private mutating func handleEntity() {
        let start = pos
        if let (bytes, next) = EntityTable.decode(s, pos + 1, end: end) {
            appendText(bytes, from: start, to: next)
            pos = next
        } else {
            appendText(start, start + 1)
            pos += 1
        }
    }

    private mutating func handleBackticks() {
        let start = pos
        while pos < end, s[pos] == UInt8(ascii: "`") { pos += 1 }
        let length = pos - start
        guard let closer = backticks.closer(length: length, from: pos, in: s, end: end) else {
            appendText(start, pos)
            return
        }
        var code: [UInt8] = []
        code.reserveCapacity(closer - pos)
        var hasNonSpace = false
        for c in s[pos..<closer] {
            let d = c == Byte.newline ? Byte.space : c
            if d != Byte.space { hasNonSpace = true }
            code.append(d)
        }
        if hasNonSpace, code.count >= 2, code.first == Byte.space, code.last == Byte.space {
            code.removeFirst()
            code.removeLast()
        }
        let node = appendNode(.code, from: start, to: closer + length - 1)
        tree[node].literal = tree.storeBytes(code)
        pos = closer + length
    }
}

/// Where backtick runs of each length were last seen (cmark's `backticks` array).
///
/// So that looking for a closing run is linear overall.
struct BacktickMemo {
    static let maximumLength = 1000
    private var lastSeen: [Int: Int] = [:]
    private var scannedToEnd = false
    /// Bytes looked at by all the scans so far (the parser's `work`).
    private(set) var bytesScanned = 0

    /// The index of a closing run of exactly `length` backticks at or after `from`, or nil.
    mutating func closer(length: Int, from: Int, in s: [UInt8], end: Int) -> Int? {
        if length > Self.maximumLength { return nil }
        if scannedToEnd, (lastSeen[length] ?? -1) < from { return nil }
        var i = from
        defer { bytesScanned += i - from }
        while i < end {
            if s[i] != UInt8(ascii: "`") {
                i += 1
                continue
            }
            let runStart = i
            while i < end, s[i] == UInt8(ascii: "`") { i += 1 }
            let run = i - runStart
            if run <= Self.maximumLength { lastSeen[run] = runStart }
            if run == length { return runStart }
        }
        scannedToEnd = true
        return nil
    }
}
