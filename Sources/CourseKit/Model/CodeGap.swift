/// A cloze gap in a syntax card's answer code.
///
/// The author wrote `⟦…⟧` around the code to recall (docs/format.md, "Gaps in a card's answer").
/// The snippet's `code` is the code with the markers removed — every gap filled — and a gap is a
/// range of it, so the highlighter, the checker, `record` and `lsp` see plain Swift.
///
/// Each gap is studied as an item of its own, `card-id#N` (`N` counts the card's gaps from 1 in
/// the order written): `#` is never part of a card id, so the two can never collide.
public struct CodeGap: Sendable, Equatable, Codable {
    /// 1, 2, … over the card's whole answer, in the order written; 0 until the card numbers it.
    public var number: Int
    /// `card-id#number`: the study item's id, and the review log's.
    public var id: String
    /// The code the gap hides, as written between the markers.
    public var text: String
    /// The opening marker `⟦` in the lesson: 1-based line and column (UTF-8 bytes).
    public var line: Int
    public var column: Int
    /// UTF-8 byte offsets into the snippet's `code` (the markers removed): the gap is `start..<end`.
    public var start: Int
    public var end: Int

    /// A gap as the reader found it between its markers.
    ///
    /// - Parameters:
    ///   - number: 1, 2, … over the card's whole answer, in the order written; 0 until the card numbers it.
    ///   - id: `card-id#number`: the study item's id, and the review log's.
    ///   - text: The code the gap hides, as written between the markers.
    ///   - line: The opening marker's line in the lesson, 1-based.
    ///   - column: The opening marker's column, 1-based, in UTF-8 bytes.
    ///   - start: Where the gap starts in the snippet's `code`, a UTF-8 byte offset.
    ///   - end: Where it ends, a UTF-8 byte offset.
    public init(number: Int, id: String, text: String, line: Int, column: Int, start: Int, end: Int) {
        self.number = number
        self.id = id
        self.text = text
        self.line = line
        self.column = column
        self.start = start
        self.end = end
    }

    /// The opening marker and the closing one.
    public static let opening: Character = "\u{27E6}"
    public static let closing: Character = "\u{27E7}"

    /// The width of either marker in UTF-8 bytes, as columns count.
    static var markerWidth: Int { String(opening).utf8.count }

    /// What joins a card's id and a gap's number in the gap's id.
    public static let idSeparator: Character = "#"

    /// `card-id#N`.
    public static func id(card: String, number: Int) -> String { "\(card)\(idSeparator)\(number)" }

    /// The card's id and the gap's number of a gap's id; nil for an id that is not one (a card's).
    public static func parse(id: String) -> (card: String, number: Int)? {
        guard let hash = id.lastIndex(of: idSeparator), hash != id.startIndex,
            let number = Int(id[id.index(after: hash)...]), number > 0,
            String(number) == id[id.index(after: hash)...]
        else { return nil }
        return (String(id[..<hash]), number)
    }

    /// Where a snippet's gap markers stand in the lesson, and whether they were removed from its code.
    ///
    /// In the order written. They are removed in a syntax card's answer; elsewhere they stay as
    /// written, and `course check`'s `gap-place` reports them. It follows from the lesson's text
    /// like the gaps do, so it takes no part in a snippet's equality: a snippet read back from
    /// `course list --json`, which does not write it, is the snippet that was listed.
    package struct MarkerPlaces: Sendable, Equatable {
        package struct Marker: Sendable {
            /// `⟦`, or `⟧`.
            package var isOpening: Bool
            /// Where the marker starts in the code as written, markers and all (UTF-8 bytes).
            package var offset: Int
            /// The marker in the lesson.
            ///
            /// 1-based line, and column in the file's UTF-8 bytes (where a NUL, which the code
            /// holds as U+FFFD, is one byte), as every place the reader gives.
            package var location: SourceLocation

            package var character: Character { isOpening ? CodeGap.opening : CodeGap.closing }
        }

        package var markers: [Marker] = []
        /// Whether the markers were taken out of the code.
        ///
        /// Only then does a compiler's column in the code move past them to the lesson's.
        package var removed = false

        package init(_ markers: [Marker] = [], removed: Bool = false) {
            self.markers = markers
            self.removed = removed
        }

        package static func == (_: MarkerPlaces, _: MarkerPlaces) -> Bool { true }
    }

    /// A marker that pairs with no other, or one inside a gap.
    public struct MarkerProblem: Sendable, Equatable, Codable {
        public enum Kind: String, Sendable, Equatable, Codable {
            /// `⟦` with no `⟧` after it in the block.
            case unclosed
            /// `⟧` with no `⟦` before it.
            case unopened
            /// `⟦` inside a gap: gaps do not nest.
            case nested
        }

        public var kind: Kind
        /// The marker in the lesson (1-based, UTF-8 bytes).
        public var line: Int
        public var column: Int

        public init(kind: Kind, line: Int, column: Int) {
            self.kind = kind
            self.line = line
            self.column = column
        }
    }
}

/// The code of a gap filled with what a learner typed: what the grader type-checks.
public struct GapFill: Sendable, Equatable {
    /// The snippet's code with the gap replaced by the typed text (every other gap filled as written).
    public var code: String
    /// Where the typed text starts in `code`.
    ///
    /// 1-based line, 1-based column in UTF-8 bytes, and the byte offset; a message at or after it
    /// on that line is in what the learner typed.
    public var line: Int
    public var column: Int
    public var offset: Int
    /// The typed text's length in UTF-8 bytes.
    public var length: Int
}

extension Snippet {
    /// The code with `gap` replaced by `typed`, and where `typed` starts in it.
    ///
    /// The grader compiles this in the card's context and places its messages in what was typed.
    public func filling(_ gap: CodeGap, with typed: String) -> GapFill {
        let bytes = Array(code.utf8)
        let start = min(max(0, gap.start), bytes.count)
        let end = min(max(start, gap.end), bytes.count)
        let before = bytes[..<start]
        let filled = String(decoding: before + Array(typed.utf8) + bytes[end...], as: UTF8.self)
        let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        return GapFill(
            code: filled, line: line, column: start - lineStart + 1, offset: start, length: typed.utf8.count)
    }

    /// The code with every gap in `hidden` shown as `box` (the other gaps filled as written).
    public func code(hiding hidden: Set<Int>, as box: String) -> String {
        let bytes = Array(code.utf8)
        var result: [UInt8] = []
        var index = 0
        for gap in gaps.sorted(by: { $0.start < $1.start }) where hidden.contains(gap.number) {
            guard gap.start >= index, gap.end <= bytes.count, gap.start <= gap.end else { continue }
            result += bytes[index..<gap.start]
            result += Array(box.utf8)
            index = gap.end
        }
        result += bytes[index...]
        return String(decoding: result, as: UTF8.self)
    }
}

extension Flashcard {
    /// The card's gaps, in the order written: those of its answer's top-level Swift snippets.
    public var gaps: [CodeGap] { answer.snippets.flatMap(\.gaps) }

    /// The gap with this id (`card-id#N`) and the snippet that holds it.
    public func gap(id: String) -> (gap: CodeGap, snippet: Snippet)? {
        for snippet in answer.snippets {
            if let gap = snippet.gaps.first(where: { $0.id == id }) { return (gap, snippet) }
        }
        return nil
    }

    /// Numbers the answer's gaps 1, 2, … in order and gives each its id.
    mutating func numberGaps() {
        var next = 1
        for index in answer.blocks.indices {
            guard case .snippet(var snippet) = answer.blocks[index], !snippet.gaps.isEmpty else { continue }
            for gapIndex in snippet.gaps.indices {
                snippet.gaps[gapIndex].number = next
                snippet.gaps[gapIndex].id = CodeGap.id(card: id, number: next)
                next += 1
            }
            answer.blocks[index] = .snippet(snippet)
        }
    }
}

extension Course {
    /// The card of a gap item, and its code with the gap filled by `typed`, for the grader.
    ///
    /// `id` names a gap item (`card-id#N`); the fill is the snippet's code with the gap filled by
    /// `typed`, and where the typed text starts in it. Nil when `id` names no gap.
    public func fillingGap(_ id: String, with typed: String) -> (card: Flashcard, fill: GapFill)? {
        guard let (cardID, _) = CodeGap.parse(id: id), let card = cards.first(where: { $0.id == cardID }),
            let (gap, snippet) = card.gap(id: id)
        else { return nil }
        return (card, snippet.filling(gap, with: typed))
    }
}
