/// Ways to walk the tree that the lesson parser and the checker use again and again.
extension MarkdownNode {
    /// Visits this node and every node below it, depth first, in document order.
    ///
    /// Iterative, so a 10,000-deep tree does not overflow the stack.
    func forEachDescendant(_ body: (MarkdownNode) throws -> Void) rethrows {
        var stack: [MarkdownNode] = [self]
        while let node = stack.popLast() {
            try body(node)
            stack.append(contentsOf: node.children.reversed())
        }
    }

    /// Every node at or below this one for which `predicate` holds, in document order.
    package func descendants(where predicate: (MarkdownNode) -> Bool) -> [MarkdownNode] {
        var found: [MarkdownNode] = []
        forEachDescendant { if predicate($0) { found.append($0) } }
        return found
    }

    /// The text a reader sees, with markup removed: text, code spans, and breaks as spaces or newlines.
    var plainText: String {
        var result = ""
        forEachDescendant { node in
            switch node.kind {
            case .text(let text), .code(let text): result += text
            case .softBreak: result += " "
            case .lineBreak: result += "\n"
            case .codeBlock(_, let literal, _): result += literal
            default: break
            }
        }
        return result
    }

    var isBlock: Bool {
        switch kind {
        case .document, .blockQuote, .list, .item, .codeBlock, .htmlBlock, .paragraph, .heading,
            .thematicBreak:
            return true
        default:
            return false
        }
    }
}
