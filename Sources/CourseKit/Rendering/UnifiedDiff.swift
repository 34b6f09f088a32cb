/// Unified diffs in the form `git apply` and `patch -p1` accept, for `course snapshot --patches`.
enum UnifiedDiff {
    /// The patch turning `old` into `new` for the file at `path`; empty when nothing changed.
    ///
    /// A `nil` text: the file does not exist on that side.
    package static func patch(path: String, old: String?, new: String?, context: Int = 3) -> String {
        guard old != new else { return "" }
        let oldLines = LineDiff.split(old ?? "")
        let newLines = LineDiff.split(new ?? "")
        var text = "diff --git a/\(path) b/\(path)\n"
        if old == nil { text += "new file mode 100644\n" }
        if new == nil { text += "deleted file mode 100644\n" }
        text += "--- \(old == nil ? "/dev/null" : "a/\(path)")\n"
        text += "+++ \(new == nil ? "/dev/null" : "b/\(path)")\n"
        let oldEndsBare = !LineDiff.endsWithNewline(old ?? "\n") && !(old ?? "").isEmpty
        let newEndsBare = !LineDiff.endsWithNewline(new ?? "\n") && !(new ?? "").isEmpty
        // A last line without its newline differs from the same text with one: compare it marked.
        let marked = { (lines: [String], bare: Bool) in bare ? lines.dropLast() + [lines.last! + "\u{0}"] : lines }
        let lines = LineDiff.lines(from: marked(oldLines, oldEndsBare), to: marked(newLines, newEndsBare))
        for hunk in hunks(lines, context: context) {
            let slice = lines[hunk]
            let oldCount = slice.filter { if case .added = $0 { false } else { true } }.count
            let newCount = slice.filter { if case .removed = $0 { false } else { true } }.count
            let oldStart = slice.lazy.compactMap(\.oldIndex).first.map { $0 + 1 } ?? firstOld(lines, hunk)
            let newStart = slice.lazy.compactMap(\.newIndex).first.map { $0 + 1 } ?? firstNew(lines, hunk)
            text += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for line in slice {
                switch line {
                case .same(let o, _):
                    text += " \(oldLines[o])\n"
                    if o == oldLines.count - 1 && oldEndsBare {
                        text += "\\ No newline at end of file\n"
                    }
                case .removed(let o):
                    text += "-\(oldLines[o])\n"
                    if o == oldLines.count - 1 && oldEndsBare { text += "\\ No newline at end of file\n" }
                case .added(let n):
                    text += "+\(newLines[n])\n"
                    if n == newLines.count - 1 && newEndsBare { text += "\\ No newline at end of file\n" }
                }
            }
        }
        return text
    }

    /// Ranges of `lines` to print.
    ///
    /// Each change with up to `context` unchanged lines around it, neighbours merged when their
    /// context would touch.
    static func hunks(_ lines: [LineDiff.Line], context: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for (index, line) in lines.enumerated() {
            if case .same = line { continue }
            let range = max(0, index - context)..<min(lines.count, index + context + 1)
            if let last = ranges.last, range.lowerBound <= last.upperBound {
                ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
        return ranges
    }

    /// A hunk with no old lines (a pure insertion) starts after the old line before it (0 at the top).
    private static func firstOld(_ lines: [LineDiff.Line], _ hunk: Range<Int>) -> Int {
        lines[..<hunk.lowerBound].lazy.compactMap(\.oldIndex).last.map { $0 + 1 } ?? 0
    }

    private static func firstNew(_ lines: [LineDiff.Line], _ hunk: Range<Int>) -> Int {
        lines[..<hunk.lowerBound].lazy.compactMap(\.newIndex).last.map { $0 + 1 } ?? 0
    }
}

extension LineDiff.Line {
    var oldIndex: Int? {
        switch self {
        case .same(let old, _), .removed(let old): old
        case .added: nil
        }
    }

    var newIndex: Int? {
        switch self {
        case .same(_, let new), .added(let new): new
        case .removed: nil
        }
    }
}
