/// Phase one of CommonMark parsing.
///
/// Lines into blocks (spec appendix "A parsing strategy"), in the shape of cmark's `blocks.c` so
/// that source positions agree with `cmark --sourcepos`.
///
/// For each line: walk the open containers and consume their continuation markers
/// (`checkOpenBlocks`), open new containers for the markers that remain (`openNewBlocks`), then
/// add the rest of the line to the deepest open block (`addText`). Everything is iterative, so
/// a 10,000-deep block quote does not touch the call stack.
struct BlockParser {
    static let codeIndent = 4
    static let tabStop = 4

    var tree = RawTree()
    var references = ReferenceMap()
    /// The deepest open block.
    var current: Int32 = RawTree.root
    var lineNumber: Int32 = 0
    var line = SourceLine(input: [], start: 0, end: 0)
    /// Byte offset in the line of what is consumed so far, and the column it reaches (tabs expanded).
    var offset = 0
    var column = 0
    var firstNonspace = 0
    var firstNonspaceColumn = 0
    var indent = 0
    var isBlank = false
    var partiallyConsumedTab = false
    /// Where a thematic-break scan on this line failed; later scans before it are skipped.
    var thematicBreakFailedAt = 0
    /// Bumped whenever blank-line flags change, invalidating `endsWithBlankLine`'s memo.
    var blankGeneration: Int32 = 0
    /// Length of the previous line without its line ending (cmark's `last_line_length`).
    var lastLineLength: Int32 = 0
    /// True while finishing the document: blocks then end on the last line read.
    var atEndOfInput = false
    /// The inline parser's `work`, for tests of linear growth.
    var inlineWork = 0

    init(lineNumberOffset: Int32 = 0) {
        lineNumber = lineNumberOffset
    }

    /// Parses `input` from byte `start` and returns the block tree with inlines parsed.
    static func parse(_ input: [UInt8], from start: Int = 0, firstLine: Int32 = 1) -> BlockParser {
        var parser = BlockParser(lineNumberOffset: firstLine - 1)
        parser.tree[RawTree.root].startLine = firstLine
        // Lesson-like text makes about one node per 12 bytes; growing the arrays by doubling
        // would copy them repeatedly.
        parser.tree.nodes.reserveCapacity((input.count - start) / 10 + 16)
        parser.tree.store.reserveCapacity(input.count - start + 16)
        var reader = LineReader(input, from: start)
        while let line = reader.next() { parser.process(line) }
        parser.finishDocument()
        return parser
    }

    mutating func process(_ newLine: SourceLine) {
        line = newLine
        offset = 0
        column = 0
        firstNonspace = 0
        firstNonspaceColumn = 0
        indent = 0
        isBlank = false
        partiallyConsumedTab = false
        thematicBreakFailedAt = 0
        lineNumber += 1

        var allMatched = true
        if let lastMatched = checkOpenBlocks(&allMatched) {
            var container = lastMatched
            openNewBlocks(&container, allMatched: allMatched)
            addText(to: container, lastMatched: lastMatched)
        }
        if lineLengthOverride >= 0 {
            lastLineLength = Int32(lineLengthOverride)
            lineLengthOverride = -1
        } else {
            lastLineLength = Int32(line.length)
        }
    }

    /// An ATX heading's line counts as ending at its content (trailing `#`s chopped), as in cmark.
    var lineLengthOverride = -1

    mutating func finishDocument() {
        atEndOfInput = true
        while current != RawTree.root { current = finalize(current) }
        _ = finalize(RawTree.root)
        var inlines = InlineParser(references: references)
        inlines.parseAll(in: &tree)
        inlineWork = inlines.work
    }

    // MARK: Consuming the line

    /// Finds the first non-space character from `offset` and the indentation up to it.
    mutating func findFirstNonspace() {
        var charsToTab = Self.tabStop - (column % Self.tabStop)
        if firstNonspace <= offset {
            firstNonspace = offset
            firstNonspaceColumn = column
            while true {
                let c = line[firstNonspace]
                if c == Byte.space {
                    firstNonspace += 1
                    firstNonspaceColumn += 1
                    charsToTab -= 1
                    if charsToTab == 0 { charsToTab = Self.tabStop }
                } else if c == Byte.tab {
                    firstNonspace += 1
                    firstNonspaceColumn += charsToTab
                    charsToTab = Self.tabStop
                } else {
                    break
                }
            }
        }
        indent = firstNonspaceColumn - column
        isBlank = Byte.isLineEnd(line[firstNonspace])
    }

    /// Consumes `count` bytes, or `count` columns when `columns` is set.
    ///
    /// With columns, a tab may be only partly consumed, as when a list item's content starts inside
    /// a tab stop.
    mutating func advanceOffset(_ count: Int, columns: Bool) {
        var count = count
        while count > 0 {
            let c = line[offset]
            if c == 0 { break }
            if c == Byte.tab {
                let charsToTab = Self.tabStop - (column % Self.tabStop)
                if columns {
                    partiallyConsumedTab = charsToTab > count
                    let advance = min(count, charsToTab)
                    column += advance
                    offset += partiallyConsumedTab ? 0 : 1
                    count -= advance
                } else {
                    partiallyConsumedTab = false
                    column += charsToTab
                    offset += 1
                    count -= 1
                }
            } else {
                partiallyConsumedTab = false
                offset += 1
                column += 1
                count -= 1
            }
        }
    }

    // MARK: Continuing open blocks

    /// Walks down the open blocks, consuming each one's continuation marker.
    ///
    /// Returns the last block that matched, or nil when the line was fully handled (a closing code
    /// fence).
    mutating func checkOpenBlocks(_ allMatched: inout Bool) -> Int32? {
        allMatched = false
        var container = RawTree.root
        var shouldContinue = true
        var matchedAll = true
        while case let last = tree[container].lastChild, last >= 0, tree[last].isOpen {
            container = last
            findFirstNonspace()
            var matched = true
            switch tree[container].kind {
            case .blockQuote:
                matched = continueBlockQuote()
            case .item:
                matched = continueItem(container)
            case .codeBlock:
                matched = continueCodeBlock(container, shouldContinue: &shouldContinue)
            case .heading:
                matched = false
            case .htmlBlock:
                matched = tree[container].level <= 5 || !isBlank
            case .paragraph:
                matched = !isBlank
            default:
                break
            }
            if !matched {
                matchedAll = false
                container = tree[container].parent
                break
            }
        }
        allMatched = matchedAll
        return shouldContinue ? container : nil
    }

    private mutating func continueBlockQuote() -> Bool {
        guard indent <= 3, line[firstNonspace] == UInt8(ascii: ">") else { return false }
        advanceOffset(indent + 1, columns: true)
        if Byte.isSpaceOrTab(line[offset]) { advanceOffset(1, columns: true) }
        return true
    }

    private mutating func continueItem(_ item: Int32) -> Bool {
        let width = Int(tree[item].markerOffset + tree[item].padding)
        if indent >= width {
            advanceOffset(width, columns: true)
            return true
        }
        if isBlank && tree[item].firstChild >= 0 {
            advanceOffset(firstNonspace - offset, columns: false)
            return true
        }
        return false
    }

    private mutating func continueCodeBlock(_ code: Int32, shouldContinue: inout Bool) -> Bool {
        if !tree[code].flag {
            if indent >= Self.codeIndent {
                advanceOffset(Self.codeIndent, columns: true)
                return true
            }
            if isBlank {
                advanceOffset(firstNonspace - offset, columns: false)
                return true
            }
            return false
        }
        var matched = 0
        if indent <= 3, line[firstNonspace] == tree[code].marker {
            matched = line.closingCodeFence(at: firstNonspace, fence: tree[code].marker)
        }
        if matched >= Int(tree[code].level) {
            shouldContinue = false
            advanceOffset(matched, columns: false)
            current = finalize(code)
            return false
        }
        var remaining = Int(tree[code].number)
        while remaining > 0, Byte.isSpaceOrTab(line[offset]) {
            advanceOffset(1, columns: true)
            remaining -= 1
        }
        return true
    }
}
