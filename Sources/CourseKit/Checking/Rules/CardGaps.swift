/// The gaps of a course's syntax cards, each with its snippet and where it is written.
///
/// What the `gap-…` rules look at.
struct CardGap {
    var card: Flashcard
    var snippet: Snippet
    var gap: CodeGap

    /// The gap's opening marker.
    var location: SourceLocation { SourceLocation(file: snippet.location.file, line: gap.line, column: gap.column) }

    static func all(in course: Course) -> [CardGap] {
        course.cards.flatMap { card in
            card.answer.snippets.flatMap { snippet in
                snippet.gaps.map { CardGap(card: card, snippet: snippet, gap: $0) }
            }
        }
    }

    /// The tokens of the snippet's code (`SwiftTokenScan`'s), and whether an offset falls inside one.
    ///
    /// A byte offset is inside one when it is within a token, or between two that Swift reads as
    /// one (`@` and its attribute's name, `#` and a directive's, the characters of one operator).
    struct Tokens {
        let scan: SwiftTokenScan

        init(_ code: String) { scan = SwiftTokenScan(code) }

        /// The token `offset` cuts in two, as written; nil when it falls between tokens.
        func token(cutAt offset: Int) -> String? {
            let tokens = scan.tokens
            for (index, token) in tokens.enumerated() {
                if token.range.lowerBound < offset && offset < token.range.upperBound { return scan.text(token) }
                if token.range.upperBound == offset, index + 1 < tokens.count,
                    tokens[index + 1].range.lowerBound == offset, glued(token, tokens[index + 1])
                {
                    return scan.text(from: token, to: tokens[index + 1])
                }
            }
            return nil
        }

        /// The tokens wholly inside `range`.
        func tokens(in range: Range<Int>) -> [SwiftTokenScan.Token] {
            scan.tokens.filter { range.contains($0.range.lowerBound) && $0.range.upperBound <= range.upperBound }
        }

        private static let operatorBytes = Set("=-+!*%<>&|^~/?".utf8)

        private func glued(_ first: SwiftTokenScan.Token, _ second: SwiftTokenScan.Token) -> Bool {
            guard first.kind == .punctuation else { return false }
            let byte = scan.bytes[first.range.lowerBound]
            if byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#") { return second.kind == .identifier }
            return second.kind == .punctuation && Self.operatorBytes.contains(byte)
                && Self.operatorBytes.contains(scan.bytes[second.range.lowerBound])
        }
    }
}
