/// Emphasis and strong emphasis.
///
/// Delimiter runs (spec 6.2 "left- and right-flanking") and the `process emphasis` procedure of the
/// spec's appendix.

/// A run of `*` or `_` that may open or close emphasis, linked to its neighbours on the stack.
struct Delimiter {
    var node: Int32
    var character: UInt8
    /// Characters of the run not yet used by emphasis.
    var count: Int
    /// The run's length as written; the "multiple of 3" rule looks at it.
    var originalCount: Int
    var canOpen: Bool
    var canClose: Bool
    var previous: Int
    var next: Int
}

/// The delimiter stack as a doubly linked list in an array; an index also orders by position.
struct DelimiterStack {
    var items: [Delimiter] = []
    var last = -1

    mutating func push(_ delimiter: Delimiter) {
        var delimiter = delimiter
        delimiter.previous = last
        delimiter.next = -1
        items.append(delimiter)
        let index = items.count - 1
        if last >= 0 { items[last].next = index }
        last = index
    }

    mutating func remove(_ index: Int) {
        let previous = items[index].previous
        let next = items[index].next
        if previous >= 0 { items[previous].next = next }
        if next >= 0 { items[next].previous = previous } else { last = previous }
    }
}

extension InlineParser {
    mutating func handleDelimiterRun(_ c: UInt8) {
        let start = pos
        while pos < end, s[pos] == c { pos += 1 }
        let count = pos - start
        let before: Unicode.Scalar = start == 0 ? "\n" : scalar(before: start)
        let after: Unicode.Scalar = pos >= end ? "\n" : scalar(at: pos)
        let beforeIsSpace = UnicodeClass.isWhitespace(before)
        let afterIsSpace = UnicodeClass.isWhitespace(after)
        let beforeIsPunct = UnicodeClass.isPunctuation(before)
        let afterIsPunct = UnicodeClass.isPunctuation(after)
        let leftFlanking = !afterIsSpace && (!afterIsPunct || beforeIsSpace || beforeIsPunct)
        let rightFlanking = !beforeIsSpace && (!beforeIsPunct || afterIsSpace || afterIsPunct)
        let canOpen: Bool
        let canClose: Bool
        if c == UInt8(ascii: "_") {
            canOpen = leftFlanking && (!rightFlanking || beforeIsPunct)
            canClose = rightFlanking && (!leftFlanking || afterIsPunct)
        } else {
            canOpen = leftFlanking
            canClose = rightFlanking
        }
        let node = appendText(start, pos)
        if canOpen || canClose {
            delimiters.push(
                Delimiter(
                    node: node, character: c, count: count, originalCount: count,
                    canOpen: canOpen, canClose: canClose, previous: -1, next: -1))
        }
    }

    private func scalar(at i: Int) -> Unicode.Scalar {
        if s[i] < 0x80 { return Unicode.Scalar(s[i]) }
        var iterator = s[i..<min(i + 4, s.count)].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return "\u{FFFD}"
    }

    private func scalar(before i: Int) -> Unicode.Scalar {
        if s[i - 1] < 0x80 { return Unicode.Scalar(s[i - 1]) }
        var start = i - 1
        while start > 0, i - start < 4, s[start] & 0xC0 == 0x80 { start -= 1 }
        return scalar(at: start)
    }

    /// Matches closers with openers above stack index `bottom`, innermost first.
    ///
    /// The text between them is turned into emphasis; afterwards no delimiter above `bottom` is
    /// left.
    mutating func processEmphasis(above bottom: Int) {
        // Lowest index an opener may have, per (character, closer can open, length mod 3).
        var openersBottom = [Int](repeating: bottom, count: 12)
        var closer = delimiters.last
        var candidate = closer
        while candidate >= bottom {
            work += 1
            closer = candidate
            candidate = delimiters.items[candidate].previous
        }
        if closer < bottom { closer = -1 }
        while closer >= 0 {
            work += 1
            let closing = delimiters.items[closer]
            guard closing.canClose else {
                closer = closing.next
                continue
            }
            let slot =
                (closing.character == UInt8(ascii: "*") ? 0 : 6) + (closing.canOpen ? 3 : 0)
                + closing.originalCount % 3
            var opener = closing.previous
            var found = false
            while opener >= bottom && opener >= openersBottom[slot] {
                work += 1
                let candidate = delimiters.items[opener]
                if candidate.canOpen && candidate.character == closing.character {
                    let oddMatch =
                        (closing.canOpen || candidate.canClose)
                        && closing.originalCount % 3 != 0
                        && (candidate.originalCount + closing.originalCount) % 3 == 0
                    if !oddMatch {
                        found = true
                        break
                    }
                }
                opener = candidate.previous
            }
            let oldCloser = closer
            if found {
                closer = insertEmphasis(opener: opener, closer: closer)
            } else {
                closer = closing.next
                openersBottom[slot] = oldCloser
                if !closing.canOpen { delimiters.remove(oldCloser) }
            }
        }
        while delimiters.last >= bottom {
            work += 1
            delimiters.remove(delimiters.last)
        }
    }

    /// Wraps the nodes between opener and closer in emphasis or strong; returns the next closer.
    ///
    /// Emphasis takes one delimiter each side, strong two. The closer returned is the next one to
    /// look at.
    private mutating func insertEmphasis(opener: Int, closer: Int) -> Int {
        let openerNode = delimiters.items[opener].node
        let closerNode = delimiters.items[closer].node
        let used = delimiters.items[opener].count >= 2 && delimiters.items[closer].count >= 2 ? 2 : 1
        delimiters.items[opener].count -= used
        delimiters.items[closer].count -= used
        tree[openerNode].literal.count -= Int32(used)
        tree[openerNode].endColumn -= Int32(used)
        tree[closerNode].literal.start += Int32(used)
        tree[closerNode].literal.count -= Int32(used)
        tree[closerNode].startColumn += Int32(used)

        // Delimiters between the two are inside the emphasis now and can no longer match.
        delimiters.items[opener].next = closer
        delimiters.items[closer].previous = opener

        let emphasis = tree.makeNode(
            used == 1 ? .emphasis : .strong, line: 0,
            column: tree[openerNode].endColumn + 1)
        tree[emphasis].endColumn = tree[closerNode].startColumn - 1
        let first = tree[openerNode].next
        if first != closerNode {
            let last = tree[closerNode].prev
            tree[emphasis].firstChild = first
            tree[emphasis].lastChild = last
            tree[first].prev = -1
            tree[last].next = -1
        }
        tree[emphasis].parent = tree[openerNode].parent
        tree[openerNode].next = emphasis
        tree[emphasis].prev = openerNode
        tree[emphasis].next = closerNode
        tree[closerNode].prev = emphasis

        if delimiters.items[opener].count == 0 { delimiters.remove(opener) }
        if delimiters.items[closer].count == 0 {
            let next = delimiters.items[closer].next
            delimiters.remove(closer)
            return next
        }
        return closer
    }
}
