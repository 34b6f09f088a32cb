/// Maps a line of a generated file back to where that line came from in a lesson or project file.
///
/// Generated files wrap a snippet in context lines, or hold a project file after some code changes;
/// each segment says "generated lines `lines` are the lines starting at `origin`". Positions outside
/// every segment (the wrapper, a closing line added to balance braces) fall back to the nearest
/// segment's edge, or to `fallback` when there is none.
struct LineMap: Sendable, Equatable {
    struct Segment: Sendable, Equatable {
        /// 1-based generated line numbers.
        var lines: Range<Int>
        /// Where the first of those lines starts in the original file.
        var origin: SourceLocation
    }

    var segments: [Segment]
    var fallback: SourceLocation
    /// Whether a position outside the segments goes to the nearest segment (a snippet's wrapper)
    /// rather than to `fallback` (a project file's own lines, which are not in the lesson).
    var snapsToNearestSegment = true

    /// A map for text placed at `origin` after `prefixLines` wrapper lines.
    static func block(at origin: SourceLocation, prefixLines: Int, lineCount: Int) -> LineMap {
        LineMap(
            segments: [Segment(lines: prefixLines + 1..<prefixLines + 1 + lineCount, origin: origin)],
            fallback: origin)
    }

    /// The original location of generated `line`:`column`, and whether it fell inside a segment.
    func location(line: Int, column: Int) -> (location: SourceLocation, isExact: Bool) {
        if let segment = segments.first(where: { $0.lines.contains(line) }) {
            let offset = line - segment.lines.lowerBound
            let start = segment.origin
            return (start.movedDown(offset, column: start.column + max(column, 1) - 1), true)
        }
        guard snapsToNearestSegment else { return (fallback, false) }
        let before = segments.last(where: { $0.lines.upperBound <= line })
        let after = segments.first(where: { $0.lines.lowerBound > line })
        if let before {
            return (before.origin.movedDown(before.lines.count - 1), false)
        }
        if let after {
            return (after.origin, false)
        }
        return (fallback, false)
    }
}
