/// Cloze gaps in a syntax card's answer code: `⟦` and `⟧` around the code to recall (docs/format.md,
/// "Gaps in a card's answer"). The markers are removed from the snippet's code, each pair becoming a
/// `CodeGap`; a marker that pairs with no other, or nests, is removed too and kept as a problem for
/// `course check`'s `gap-markers` rule.
enum GapReader {
    private static let opening: [UInt8] = Array(String(CodeGap.opening).utf8)
    private static let closing: [UInt8] = Array(String(CodeGap.closing).utf8)

    /// `snippet` with its markers read: `code` without them, `gaps` (numbered 1, 2, … in the block;
    /// the card numbers them over its answer) and `gapMarkerProblems`.
    static func read(_ snippet: Snippet) -> Snippet {
        let bytes = Array(snippet.code.utf8)
        guard contains(bytes) else { return snippet }
        var result = snippet
        var code: [UInt8] = []
        code.reserveCapacity(bytes.count)
        var gaps: [CodeGap] = []
        var problems: [CodeGap.MarkerProblem] = []
        var places: [SourceLocation] = []
        var open: (start: Int, line: Int, column: Int)?
        var depth = 0
        var line = snippet.codeLocation.line
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            let column = snippet.codeLocation.column + index - lineStart
            let isMarker = matches(opening, in: bytes, at: index) || matches(closing, in: bytes, at: index)
            if isMarker {
                places.append(SourceLocation(file: snippet.codeLocation.file, line: line, column: column))
            }
            if matches(opening, in: bytes, at: index) {
                if open == nil {
                    open = (code.count, line, column)
                } else {
                    problems.append(CodeGap.MarkerProblem(kind: .nested, line: line, column: column))
                    depth += 1
                }
                index += opening.count
            } else if matches(closing, in: bytes, at: index) {
                if depth > 0 {
                    depth -= 1
                } else if let gap = open {
                    gaps.append(
                        CodeGap(
                            number: gaps.count + 1, id: "",
                            text: String(decoding: code[gap.start...], as: UTF8.self),
                            line: gap.line, column: gap.column, start: gap.start, end: code.count))
                    open = nil
                } else {
                    problems.append(CodeGap.MarkerProblem(kind: .unopened, line: line, column: column))
                }
                index += closing.count
            } else {
                code.append(bytes[index])
                if LineEnds.closes(bytes[index], before: index + 1 < bytes.count ? bytes[index + 1] : nil) {
                    line += 1
                    lineStart = index + 1
                }
                index += 1
            }
        }
        if let gap = open {
            problems.append(CodeGap.MarkerProblem(kind: .unclosed, line: gap.line, column: gap.column))
        }
        result.code = String(decoding: code, as: UTF8.self)
        result.gaps = gaps
        result.gapMarkerProblems = problems.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        result.gapMarkerPlaces = CodeGap.MarkerPlaces(places)
        return result
    }

    /// Whether `bytes` hold a marker of either kind.
    static func contains(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index + 2 < bytes.count {
            if bytes[index] == opening[0],
                matches(opening, in: bytes, at: index) || matches(closing, in: bytes, at: index)
            {
                return true
            }
            index += 1
        }
        return false
    }

    private static func matches(_ marker: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
        index + marker.count <= bytes.count && bytes[index] == marker[0] && bytes[index + 1] == marker[1]
            && bytes[index + 2] == marker[2]
    }
}

extension LessonParser {
    /// A syntax card's answer with its top-level Swift snippets' gap markers read; markers anywhere
    /// else stay as written (`course check`'s `gap-place` reports them).
    func readingGaps(in answer: Content) -> Content {
        var answer = answer
        for index in answer.blocks.indices {
            guard case .snippet(let snippet) = answer.blocks[index], snippet.isSwift else { continue }
            answer.blocks[index] = .snippet(GapReader.read(snippet))
        }
        return answer
    }
}
