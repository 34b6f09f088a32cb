/// Opening new blocks on a line, after the open ones have taken their markers.
///
/// Block quotes, headings, fences, HTML blocks, setext underlines, thematic breaks, list items,
/// indented code.
extension BlockParser {
    mutating func openNewBlocks(_ container: inout Int32, allMatched: Bool) {
        var maybeLazy = tree[current].kind == .paragraph
        var kind = tree[container].kind
        while kind != .codeBlock && kind != .htmlBlock {
            findFirstNonspace()
            let indented = indent >= Self.codeIndent
            let c = line[firstNonspace]
            var matched = 0

            if !indented && c == UInt8(ascii: ">") {
                let start = firstNonspace
                advanceOffset(firstNonspace + 1 - offset, columns: false)
                if Byte.isSpaceOrTab(line[offset]) { advanceOffset(1, columns: true) }
                container = addChild(.blockQuote, to: container, column: start + 1)
            } else if !indented && c == UInt8(ascii: "#"),
                case let length = line.atxHeadingStart(at: firstNonspace), length > 0
            {
                let start = firstNonspace
                var level: Int32 = 0
                var i = firstNonspace
                while line[i] == UInt8(ascii: "#") {
                    level += 1
                    i += 1
                }
                advanceOffset(firstNonspace + length - offset, columns: false)
                container = addChild(.heading, to: container, column: start + 1)
                tree[container].level = level
                tree[container].flag = false
            } else if !indented, c == UInt8(ascii: "`") || c == UInt8(ascii: "~"),
                case let length = line.openingCodeFence(at: firstNonspace), length > 0
            {
                container = addChild(.codeBlock, to: container, column: firstNonspace + 1)
                tree[container].flag = true
                tree[container].marker = c
                tree[container].level = Int32(length)
                tree[container].number = Int32(firstNonspace - offset)
                advanceOffset(firstNonspace + length - offset, columns: false)
            } else if !indented && c == UInt8(ascii: "<"),
                case let type = HTMLBlockStart.type(
                    of: line, at: firstNonspace,
                    canBeType7: kind != .paragraph && !maybeLazy),
                type > 0
            {
                container = addChild(.htmlBlock, to: container, column: firstNonspace + 1)
                tree[container].level = type
            } else if !indented && kind == .paragraph,
                case let level = line.setextUnderline(at: firstNonspace), level > 0
            {
                // As in cmark: when only link reference definitions were above, the underline
                // stays paragraph text.
                if resolveReferenceDefinitions(container) {
                    tree[container].kind = .heading
                    tree[container].level = Int32(level)
                    tree[container].flag = true
                    advanceOffset(line.length - offset, columns: false)
                }
            } else if !indented && !(kind == .paragraph && !allMatched)
                && thematicBreakFailedAt <= firstNonspace
                && line.isThematicBreak(at: firstNonspace, failedAt: &thematicBreakFailedAt)
            {
                container = addChild(.thematicBreak, to: container, column: firstNonspace + 1)
                advanceOffset(line.length - offset, columns: false)
            } else if (!indented || kind == .list) && indent < 4,
                let (length, marker) = line.listMarker(
                    at: firstNonspace,
                    interruptsParagraph: kind == .paragraph)
            {
                matched = length
                openListItem(&container, markerLength: matched, marker: marker)
            } else if indented && !maybeLazy && !isBlank {
                advanceOffset(Self.codeIndent, columns: true)
                container = addChild(.codeBlock, to: container, column: offset + 1)
                tree[container].flag = false
            } else {
                break
            }
            kind = tree[container].kind
            if kind == .paragraph || kind == .heading || kind == .codeBlock { break }
            maybeLazy = false
        }
    }

    /// Works out the item's content indentation, then adds the item, and a list if needed.
    ///
    /// The indentation is W + N spaces, or W + 1 when the content would otherwise start as indented
    /// code; a list is added if this one cannot continue the current list.
    private mutating func openListItem(_ container: inout Int32, markerLength: Int, marker: ListMarker) {
        advanceOffset(firstNonspace + markerLength - offset, columns: false)
        let savedPartialTab = partiallyConsumedTab
        let savedOffset = offset
        let savedColumn = column
        while column - savedColumn <= 5 && Byte.isSpaceOrTab(line[offset]) {
            advanceOffset(1, columns: true)
        }
        let spaces = column - savedColumn
        var padding = markerLength + spaces
        if spaces >= 5 || spaces < 1 || Byte.isLineEnd(line[offset]) {
            padding = markerLength + 1
            offset = savedOffset
            column = savedColumn
            partiallyConsumedTab = savedPartialTab
            if spaces > 0 { advanceOffset(1, columns: true) }
        }
        let markerOffset = Int32(indent)
        let parentList = container
        let continuesList =
            tree[parentList].kind == .list
            && tree[parentList].isOrdered == marker.isOrdered
            && tree[parentList].marker == marker.character
        if !continuesList {
            container = addChild(.list, to: container, column: firstNonspace + 1)
            setListData(container, marker: marker, markerOffset: markerOffset, padding: Int32(padding))
        }
        container = addChild(.item, to: container, column: firstNonspace + 1)
        setListData(container, marker: marker, markerOffset: markerOffset, padding: Int32(padding))
    }

    private mutating func setListData(_ node: Int32, marker: ListMarker, markerOffset: Int32, padding: Int32) {
        tree[node].isOrdered = marker.isOrdered
        tree[node].marker = marker.character
        tree[node].number = marker.start
        tree[node].markerOffset = markerOffset
        tree[node].padding = padding
    }

    /// Adds a block of `kind` under `parent`, first closing blocks that cannot contain it.
    mutating func addChild(_ kind: RawKind, to parent: Int32, column: Int) -> Int32 {
        var parent = parent
        while !canContain(parent, kind) { parent = finalize(parent) }
        let child = tree.makeNode(kind, line: lineNumber, column: Int32(column))
        tree.appendChild(child, to: parent)
        return child
    }

    private func canContain(_ parent: Int32, _ kind: RawKind) -> Bool {
        switch tree[parent].kind {
        case .document, .blockQuote, .item: return kind != .item
        case .list: return kind == .item
        default: return false
        }
    }
}
