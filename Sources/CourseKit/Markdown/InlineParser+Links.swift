/// Links and images (spec 6.3, 6.4).
///
/// `[` and `![` go on the bracket stack; a `]` looks for an inline destination or a reference and,
/// on success, turns its opener into the link node.

/// An opening `[` or `![` waiting for its `]`.
struct Bracket {
    var node: Int32
    var isImage: Bool
    /// Index after the bracket: where the link text starts.
    var textStart: Int
    /// The delimiter stack's size when it was pushed; emphasis inside the link text sits above.
    var delimiterBottom: Int
    /// Another `[` followed, so `[text][]`-style shortcut lookup does not apply.
    var bracketAfter = false
}

extension InlineParser {
    mutating func pushBracket(node: Int32, isImage: Bool) {
        if !brackets.isEmpty { brackets[brackets.count - 1].bracketAfter = true }
        brackets.append(
            Bracket(
                node: node, isImage: isImage, textStart: pos,
                delimiterBottom: delimiters.items.count))
    }

    private mutating func popBracket() {
        brackets.removeLast()
        linkOpenersInactiveBelow = min(linkOpenersInactiveBelow, brackets.count)
    }

    mutating func handleCloseBracket() {
        let closeStart = pos
        pos += 1
        let afterBracket = pos
        guard let opener = brackets.last else {
            appendText(closeStart, afterBracket)
            return
        }
        if !opener.isImage && brackets.count - 1 < linkOpenersInactiveBelow {
            popBracket()
            appendText(closeStart, afterBracket)
            return
        }
        if let target = inlineLinkTarget() ?? referenceTarget(opener: opener, afterBracket: afterBracket) {
            makeLink(opener: opener, target: target)
        } else {
            popBracket()
            pos = afterBracket
            appendText(closeStart, afterBracket)
        }
    }

    /// `(destination "title")` right after the `]`; on success `pos` is after the `)`.
    private mutating func inlineLinkTarget() -> ReferenceMap.Target? {
        guard pos < end, s[pos] == UInt8(ascii: "(") else { return nil }
        let destinationStart = pos + 1 + LinkSyntax.spaceCharacters(s, pos + 1, end: end)
        guard let (destination, afterDestination) = LinkSyntax.destination(s, destinationStart, end: end)
        else { return nil }
        let titleStart = afterDestination + LinkSyntax.spaceCharacters(s, afterDestination, end: end)
        var titleEnd = titleStart
        if titleStart != afterDestination, let after = LinkSyntax.title(s, titleStart, end: end) {
            titleEnd = after
        }
        let closeParen = titleEnd + LinkSyntax.spaceCharacters(s, titleEnd, end: end)
        guard closeParen < end, s[closeParen] == UInt8(ascii: ")") else { return nil }
        pos = closeParen + 1
        let title = titleEnd > titleStart ? Unescape.both(s, (titleStart + 1)..<(titleEnd - 1)) : []
        return ReferenceMap.Target(destination: Unescape.both(s, Unescape.trimmed(s, destination)), title: title)
    }

    /// `[label]`, `[]` or nothing after the `]`: a reference to a definition.
    ///
    /// The link text is the label for `[text][]` and `[text]`, unless another bracket follows the
    /// opener.
    private mutating func referenceTarget(opener: Bracket, afterBracket: Int) -> ReferenceMap.Target? {
        pos = afterBracket
        var label: Range<Int>? = nil
        if let (text, next) = LinkSyntax.label(s, pos, end: end) {
            label = Unescape.trimmed(s, text)
            pos = next
        }
        if (label?.isEmpty ?? true) && !opener.bracketAfter {
            label = opener.textStart..<(afterBracket - 1)
        }
        guard let range = label, let target = references.target(for: s[range]) else {
            pos = afterBracket
            return nil
        }
        return target
    }

    /// Turns the opener's `[` node into the link (or image) and moves the nodes after it inside.
    private mutating func makeLink(opener: Bracket, target: ReferenceMap.Target) {
        let node = opener.node
        tree[node].kind = opener.isImage ? .image : .link
        tree[node].literal = tree.storeBytes(target.destination)
        tree[node].title = tree.storeBytes(target.title)
        tree[node].endColumn = Int32(pos - 1)
        let first = tree[node].next
        if first >= 0 {
            tree[node].firstChild = first
            tree[node].lastChild = tree[block].lastChild
            tree[first].prev = -1
            tree[node].next = -1
            tree[block].lastChild = node
        }
        processEmphasis(above: opener.delimiterBottom)
        popBracket()
        // Links cannot contain links: every `[` before this one can no longer open a link.
        if !opener.isImage { linkOpenersInactiveBelow = brackets.count }
    }
}
