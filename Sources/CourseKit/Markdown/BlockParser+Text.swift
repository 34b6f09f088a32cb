/// The last step for a line: add what is left of it to the right block, or start a paragraph.
extension BlockParser {
    mutating func addText(to container: Int32, lastMatched: Int32) {
        var container = container
        findFirstNonspace()
        blankGeneration &+= 1
        if isBlank, tree[container].lastChild >= 0 {
            tree[tree[container].lastChild].lastLineBlank = true
        }
        // Blank lines in block quotes, headings, fenced code and right after an empty item's
        // marker do not make a list loose.
        let kind = tree[container].kind
        let lastLineBlank =
            isBlank && kind != .blockQuote && kind != .heading && kind != .thematicBreak
            && !(kind == .codeBlock && tree[container].flag)
            && !(kind == .item && tree[container].firstChild < 0 && tree[container].startLine == lineNumber)
        tree[container].lastLineBlank = lastLineBlank
        var ancestor = tree[container].parent
        while ancestor >= 0 {
            tree[ancestor].lastLineBlank = false
            ancestor = tree[ancestor].parent
        }

        if current != lastMatched && container == lastMatched && !isBlank && tree[current].kind == .paragraph {
            // A lazy continuation line.
            addLine(to: current)
            return
        }
        while current != lastMatched { current = finalize(current) }

        switch tree[container].kind {
        case .codeBlock:
            addLine(to: container)
        case .htmlBlock:
            addLine(to: container)
            let type = tree[container].level
            if type <= 5, HTMLBlockStart.endsBlock(ofType: type, line: line, from: firstNonspace) {
                container = finalize(container)
            }
        case _ where isBlank:
            break
        case .heading, .paragraph:
            var end: Int? = nil
            if tree[container].kind == .heading && !tree[container].flag {
                end = chopTrailingHashes()
                lineLengthOverride = end!
            }
            advanceOffset(firstNonspace - offset, columns: false)
            addLine(to: container, end: end)
        default:
            container = addChild(.paragraph, to: container, column: firstNonspace + 1)
            advanceOffset(firstNonspace - offset, columns: false)
            addLine(to: container)
        }
        current = container
    }

    /// The end of an ATX heading's text: trailing spaces and a closing `#` sequence removed.
    private func chopTrailingHashes() -> Int {
        var end = line.length
        while end > 0, Byte.isSpace(line[end - 1]) { end -= 1 }
        var n = end - 1
        while n >= 0, line[n] == UInt8(ascii: "#") { n -= 1 }
        if n != end - 1, n >= 0, Byte.isSpaceOrTab(line[n]) {
            end = n
            while end > 0, Byte.isSpace(line[end - 1]) { end -= 1 }
        } else if n < 0 && end > 0 {
            // The whole line is `#`s (cannot happen for a heading opened by this line).
        }
        return end
    }

    /// Appends the rest of the line (from `offset`) to a leaf block.
    ///
    /// With a newline unless the block is an ATX heading; records where it came from for inline
    /// source positions.
    mutating func addLine(to node: Int32, end: Int? = nil) {
        if partiallyConsumedTab {
            offset += 1
            let charsToTab = Self.tabStop - (column % Self.tabStop)
            tree[content: node].append(contentsOf: repeatElement(Byte.space, count: charsToTab))
        }
        let kind = tree[node].kind
        if kind == .paragraph || kind == .heading {
            let anchor = LineAnchor(
                contentOffset: Int32(tree[content: node].count), line: lineNumber,
                column: Int32(offset + 1))
            tree[anchors: node].append(anchor)
        }
        let stop = end ?? line.length
        if offset < stop {
            tree[content: node].append(contentsOf: line.input[(line.start + offset)..<(line.start + stop)])
        }
        if end == nil { tree[content: node].append(Byte.newline) }
    }
}
