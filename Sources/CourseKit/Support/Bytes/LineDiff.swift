/// The line-by-line difference between two texts, as a reader wants to see it.
///
/// Unchanged lines, and where something changed, the removed lines first and then the added ones.
enum LineDiff {
    package enum Line: Equatable, Sendable {
        /// Indices into the old and the new lines.
        case same(old: Int, new: Int)
        case removed(old: Int)
        case added(new: Int)
    }

    /// A shortest edit script (Myers, through the standard library's `difference(from:)`).
    package static func lines(from old: [String], to new: [String]) -> [Line] {
        let difference = new.difference(from: old)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var result: [Line] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count && removed.contains(i) {
                result.append(.removed(old: i))
                i += 1
            } else if j < new.count && inserted.contains(j) {
                result.append(.added(new: j))
                j += 1
            } else {
                result.append(.same(old: i, new: j))
                i += 1
                j += 1
            }
        }
        return result
    }

    /// `text` split into lines as git splits a file, without their newlines.
    ///
    /// It is split at each "\n" (a "\r" before it stays in its line, as git keeps it); a final
    /// newline does not make an empty line. (Not `split(separator: "\n")`: a "\r\n" is one
    /// `Character`, which that would not split at.)
    package static func split(_ text: String) -> [String] {
        var lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        if endsWithNewline(text) || text.isEmpty { lines.removeLast() }
        return lines
    }

    /// Whether `text`'s last byte is a "\n" (after a "\r" too).
    static func endsWithNewline(_ text: String) -> Bool { text.utf8.last == 0x0A }
}
