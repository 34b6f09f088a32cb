/// Cloze gaps in a syntax card's answer code.
///
/// `⟦` and `⟧` around the code to recall (docs/format.md, "Gaps in a card's answer"). The reader
/// records where every snippet's markers stand in the lesson (`places`); in a syntax card's answer
/// they are removed from the snippet's code, each pair becoming a `CodeGap`, and a marker that
/// pairs with no other, or nests, is removed too and kept as a problem for `course check`'s
/// `gap-markers` rule.
enum GapReader {
    private static let opening: [UInt8] = Array(String(CodeGap.opening).utf8)
    private static let closing: [UInt8] = Array(String(CodeGap.closing).utf8)

    /// Where the markers of `code`, starting at `codeLocation`, stand in the file `source` is.
    ///
    /// The code's lines end as `LineEnds` has them, its columns are the parser's from the block's
    /// column (only indentation stands before it) and `source` turns them into the file's.
    static func places(in code: String, at codeLocation: SourceLocation, source: SourceText) -> CodeGap.MarkerPlaces {
        var code = code
        let markers = code.withUTF8 { bytes -> [CodeGap.MarkerPlaces.Marker] in
            guard contains(bytes) else { return [] }
            var markers: [CodeGap.MarkerPlaces.Marker] = []
            var line = codeLocation.line
            var lineStart = 0
            var index = 0
            while index < bytes.count {
                let isOpening = matches(opening, in: bytes, at: index)
                if isOpening || matches(closing, in: bytes, at: index) {
                    let location = source.location(line: line, column: codeLocation.column + index - lineStart)
                    markers.append(.init(isOpening: isOpening, offset: index, location: location))
                    index += opening.count
                    continue
                }
                if LineEnds.closes(bytes[index], before: index + 1 < bytes.count ? bytes[index + 1] : nil) {
                    line += 1
                    lineStart = index + 1
                }
                index += 1
            }
            return markers
        }
        return CodeGap.MarkerPlaces(markers)
    }

    /// `snippet` with the markers its `gapMarkerPlaces` hold removed.
    ///
    /// The places `places` recorded on this code: `code` without them, `gaps` (numbered 1, 2, … in
    /// the block; the card numbers them over its answer) and `gapMarkerProblems`, each at its
    /// marker's place in the lesson.
    static func read(_ snippet: Snippet) -> Snippet {
        guard !snippet.gapMarkerPlaces.markers.isEmpty, !snippet.gapMarkerPlaces.removed else { return snippet }
        let bytes = Array(snippet.code.utf8)
        var result = snippet
        var code: [UInt8] = []
        code.reserveCapacity(bytes.count)
        var gaps: [CodeGap] = []
        var problems: [CodeGap.MarkerProblem] = []
        var open: (start: Int, location: SourceLocation)?
        var depth = 0
        var written = 0
        for marker in snippet.gapMarkerPlaces.markers {
            code += bytes[written..<marker.offset]
            written = marker.offset + opening.count
            let (line, column) = (marker.location.line, marker.location.column)
            if marker.isOpening {
                if open == nil {
                    open = (code.count, marker.location)
                } else {
                    problems.append(CodeGap.MarkerProblem(kind: .nested, line: line, column: column))
                    depth += 1
                }
            } else if depth > 0 {
                depth -= 1
            } else if let gap = open {
                gaps.append(
                    CodeGap(
                        number: gaps.count + 1, id: "",
                        text: String(decoding: code[gap.start...], as: UTF8.self),
                        line: gap.location.line, column: gap.location.column, start: gap.start, end: code.count))
                open = nil
            } else {
                problems.append(CodeGap.MarkerProblem(kind: .unopened, line: line, column: column))
            }
        }
        code += bytes[written...]
        if let gap = open {
            problems.append(
                CodeGap.MarkerProblem(kind: .unclosed, line: gap.location.line, column: gap.location.column))
        }
        result.code = String(decoding: code, as: UTF8.self)
        result.gaps = gaps
        result.gapMarkerProblems = problems.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        result.gapMarkerPlaces.removed = true
        return result
    }

    /// Whether `bytes` hold a marker of either kind.
    private static func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
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

    private static func matches(_ marker: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        index + marker.count <= bytes.count && bytes[index] == marker[0] && bytes[index + 1] == marker[1]
            && bytes[index + 2] == marker[2]
    }
}

extension LessonParser {
    /// A syntax card's answer with its top-level Swift snippets' gap markers read.
    ///
    /// Markers anywhere else stay as written (`course check`'s `gap-place` reports them).
    func readingGaps(in answer: Content) -> Content {
        var answer = answer
        for index in answer.blocks.indices {
            guard case .snippet(let snippet) = answer.blocks[index], snippet.isSwift else { continue }
            answer.blocks[index] = .snippet(GapReader.read(snippet))
        }
        return answer
    }
}
