/// Closing a block.
///
/// Its end position (as cmark computes it), and the work that needs the whole block: reference
/// definitions in paragraphs, the info string of fenced code, list tightness.
extension BlockParser {
    /// Closes `node` and returns its parent.
    @discardableResult
    mutating func finalize(_ node: Int32) -> Int32 {
        let parent = tree[node].parent
        tree[node].isOpen = false
        let kind = tree[node].kind
        if atEndOfInput {
            tree[node].endLine = lineNumber
            tree[node].endColumn = lastLineLength
        } else if kind == .document || (kind == .codeBlock && tree[node].flag)
            || (kind == .heading && tree[node].flag)
        {
            tree[node].endLine = lineNumber
            tree[node].endColumn = Int32(line.length)
        } else {
            tree[node].endLine = lineNumber - 1
            tree[node].endColumn = lastLineLength
        }

        switch kind {
        case .paragraph:
            if !resolveReferenceDefinitions(node) { tree.unlink(node) }
        case .codeBlock:
            finalizeCode(node)
        case .htmlBlock:
            let content = tree[content: node]
            tree[node].literal = tree.storeBytes(content)
            tree[content: node] = []
        case .list:
            tree[node].flag = isTight(node)
        default:
            break
        }
        return parent
    }

    private mutating func finalizeCode(_ node: Int32) {
        var content = tree[content: node]
        tree[content: node] = []
        if !tree[node].flag {
            // Indented code: drop trailing blank lines, keep one final newline.
            var i = content.count - 1
            while i >= 0, Byte.isSpaceOrTab(content[i]) || Byte.isLineEnd(content[i]) { i -= 1 }
            if i < 0 {
                content = []
            } else {
                while i < content.count, !Byte.isLineEnd(content[i]) { i += 1 }
                content.removeSubrange(i...)
            }
            content.append(Byte.newline)
            tree[node].literal = tree.storeBytes(content)
        } else {
            // Fenced code: the first line is the info string.
            let firstNewline = content.firstIndex(of: Byte.newline) ?? content.count
            let info = Unescape.both(content, Unescape.trimmed(content, 0..<firstNewline))
            tree[node].title = tree.storeBytes(info)
            let bodyStart = min(firstNewline + 1, content.count)
            tree[node].literal = tree.storeBytes(content[bodyStart...])
        }
    }

    /// Whether a list is loose.
    ///
    /// A list is loose if any item but the last ends with a blank line, or any item has blank lines
    /// between its children.
    private mutating func isTight(_ list: Int32) -> Bool {
        var item = tree[list].firstChild
        while item >= 0 {
            if tree[item].lastLineBlank && tree[item].next >= 0 { return false }
            var child = tree[item].firstChild
            while child >= 0 {
                if (tree[item].next >= 0 || tree[child].next >= 0) && endsWithBlankLine(child) { return false }
                child = tree[child].next
            }
            item = tree[item].next
        }
        return true
    }

    /// Whether a block, or the last item of a list at its end, ends with a blank line.
    ///
    /// Answers are memoized until blank-line flags next change, so deeply nested lists stay linear.
    private mutating func endsWithBlankLine(_ node: Int32) -> Bool {
        var chain: [Int32] = []
        var cursor = node
        var answer = false
        while cursor >= 0 {
            if tree[cursor].blankMemoGeneration == blankGeneration {
                answer = tree[cursor].blankMemo
                break
            }
            chain.append(cursor)
            if tree[cursor].lastLineBlank {
                answer = true
                break
            }
            let kind = tree[cursor].kind
            cursor = (kind == .list || kind == .item) ? tree[cursor].lastChild : -1
        }
        for visited in chain {
            tree[visited].blankMemoGeneration = blankGeneration
            tree[visited].blankMemo = answer
        }
        return answer
    }

    /// Takes link reference definitions off the start of a paragraph.
    ///
    /// Returns whether any text is left (a paragraph of definitions only disappears).
    mutating func resolveReferenceDefinitions(_ paragraph: Int32) -> Bool {
        let content = tree[content: paragraph]
        var position = 0
        while position < content.count, content[position] == UInt8(ascii: "[") {
            guard let definition = ReferenceDefinitionParser.parse(content, at: position) else { break }
            let range = sourceRange(of: paragraph, from: position, to: definition.end - 1)
            references.add(definition, range: range)
            position = definition.end
        }
        if position > 0 {
            tree[content: paragraph].removeSubrange(0..<position)
            for index in tree[anchors: paragraph].indices {
                tree[anchors: paragraph][index].contentOffset -= Int32(position)
            }
        }
        return tree[content: paragraph].contains { !Byte.isSpace($0) }
    }

    /// The source range of content bytes `from...to` of a paragraph, through its line anchors.
    private func sourceRange(of node: Int32, from: Int, to: Int) -> SourceRange {
        var end = to
        while end > from, Byte.isLineEnd(tree[content: node][end]) { end -= 1 }
        let anchors = tree[anchors: node]
        return SourceRange(
            start: LineAnchor.position(of: from, in: anchors),
            end: LineAnchor.position(of: end, in: anchors))
    }
}
