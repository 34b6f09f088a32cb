/// The top-level pieces of a Swift file as an author sees them.
///
/// Each declaration and each `#Preview` with the doc comments and attributes written above it, by
/// lines. `course record` matches them between the file before and after a step to write one
/// `change=replace` per changed declaration.
///
/// It is no parser: any text gives an outline (a piece that does not look like a declaration is
/// `.other`), and every piece is a run of whole lines of the text, in order, never overlapping.
struct SwiftFileOutline {
    struct Item: Equatable {
        enum Kind: Equatable {
            /// `struct TripSummary`, `extension EnvironmentValues`, `func total`, `let limit`.
            case declaration(keyword: String, name: String)
            /// `#Preview("Landscape") {`: its name, nil when it has none.
            case preview(name: String?)
            /// An import, top-level code, anything else.
            case other
        }

        var kind: Kind
        /// 0-based lines of the text.
        ///
        /// From the first doc comment or attribute above the declaration to its last line.
        var lines: Range<Int>
        /// Marked `@main`: the app's entry point.
        var isEntryPoint: Bool
    }

    /// The text's lines without their line ends; no empty line after a final line end.
    let lines: [Substring]
    private(set) var items: [Item] = []

    /// The keywords a `target=` may name (docs/format.md).
    static let targetKeywords: Set<String> = [
        "struct", "class", "enum", "actor", "extension", "protocol", "func", "var", "let",
    ]

    private static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "final", "static", "nonisolated",
        "indirect", "lazy", "weak", "unowned", "dynamic", "convenience", "required", "override", "mutating",
        "nonmutating", "distributed", "prefix", "postfix", "infix",
    ]
    private static let keywords: Set<String> = targetKeywords.union([
        "typealias", "import", "macro", "operator", "precedencegroup",
    ])

    init(_ text: String) {
        var lines = LineEnds.lines(of: text)
        if lines.count > 1, lines.last == "" { lines.removeLast() }
        if lines == [""] { lines = [] }
        self.lines = lines
        let scan = SwiftTokenScan(text)
        let bytes = scan.bytes
        // Where each line starts, in bytes.
        var lineStarts = [0]
        for (offset, byte) in bytes.enumerated()
        where byte == 0x0A || (byte == 0x0D && (offset + 1 == bytes.count || bytes[offset + 1] != 0x0A)) {
            lineStarts.append(offset + 1)
        }
        func line(of offset: Int) -> Int {
            var low = 0
            var high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return low
        }
        // Each line's first token (index into the tokens) and the bracket depth before it; lines
        // inside a token begun above (a multi-line string) are marked.
        let count = lines.count
        var firstToken = [Int?](repeating: nil, count: count)
        var depthAtFirst = [Int](repeating: 0, count: count)
        var insideToken = [Bool](repeating: false, count: count)
        var lastLineOfToken: [Int] = []
        var depth = 0
        for (index, token) in scan.tokens.enumerated() {
            let first = line(of: token.range.lowerBound)
            let last = line(of: max(token.range.lowerBound, token.range.upperBound - 1))
            lastLineOfToken.append(last)
            if first < count, firstToken[first] == nil {
                firstToken[first] = index
                depthAtFirst[first] = depth
            }
            if last > first, first + 1 < count {
                for inner in (first + 1)...min(last, count - 1) { insideToken[inner] = true }
            }
            if token.kind == .punctuation {
                switch bytes[token.range.lowerBound] {
                case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"): depth = max(0, depth - 1)
                default: break
                }
            }
        }
        func startsAtColumnOne(_ line: Int) -> Bool {
            guard let first = lines[line].first else { return false }
            return first != " " && first != "\t"
        }
        func isComment(_ line: Int) -> Bool {
            firstToken[line] == nil && !insideToken[line] && !lines[line].allSatisfy { $0 == " " || $0 == "\t" }
        }
        // Tokens of one line that are attributes only: `@MainActor`, `@available(iOS 18, *)`.
        func isAttributeLine(_ line: Int) -> Bool {
            guard let first = firstToken[line], depthAtFirst[line] == 0 else { return false }
            let after = Self.attributesEnd(from: first, scan: scan)
            return after > first
                && (after >= scan.tokens.count || Self.line(of: scan.tokens[after], lineOf: line(of:)) > line)
        }
        var heads: [Int] = []
        for index in 0..<count
        where !insideToken[index] && startsAtColumnOne(index) && firstToken[index] != nil
            && depthAtFirst[index] == 0 && !isAttributeLine(index)
        {
            heads.append(index)
        }
        var starts: [Int] = []
        var previousEnd = -1
        for head in heads {
            var start = head
            while start - 1 > previousEnd, isComment(start - 1) || isAttributeLine(start - 1) { start -= 1 }
            starts.append(start)
            previousEnd = head
        }
        for (position, head) in heads.enumerated() {
            let start = starts[position]
            let nextStart = position + 1 < heads.count ? starts[position + 1] : count
            // The item runs to the last line holding a token before the next item begins.
            var end = head
            if let first = firstToken[head] {
                var index = first
                while index < scan.tokens.count, line(of: scan.tokens[index].range.lowerBound) < nextStart {
                    end = max(end, min(lastLineOfToken[index], nextStart - 1))
                    index += 1
                }
            }
            let kind = firstToken[head].map { Self.kind(from: $0, scan: scan) } ?? .other
            let preambleAttributes = (start..<head).contains { line in
                isAttributeLine(line) && firstToken[line].map { Self.hasMainAttribute(from: $0, scan: scan) } == true
            }
            let headMain = firstToken[head].map { Self.hasMainAttribute(from: $0, scan: scan) } ?? false
            items.append(Item(kind: kind, lines: start..<(end + 1), isEntryPoint: preambleAttributes || headMain))
        }
    }

    private static func line(of token: SwiftTokenScan.Token, lineOf: (Int) -> Int) -> Int {
        lineOf(token.range.lowerBound)
    }

    /// The text of `item`'s lines, each ending in a newline.
    func text(of item: Item) -> String {
        lines[item.lines].map { $0 + "\n" }.joined()
    }

    /// After the attributes starting at token `index` (`@` name, and its arguments in parentheses).
    private static func attributesEnd(from index: Int, scan: SwiftTokenScan) -> Int {
        var index = index
        let tokens = scan.tokens
        while index + 1 < tokens.count, scan.isPunctuation(tokens[index], "@"), tokens[index + 1].kind == .identifier,
            tokens[index].range.upperBound == tokens[index + 1].range.lowerBound
        {
            index += 2
            if index < tokens.count, scan.isPunctuation(tokens[index], "("),
                tokens[index].range.lowerBound == tokens[index - 1].range.upperBound
            {
                var depth = 0
                repeat {
                    if scan.isPunctuation(tokens[index], "(") { depth += 1 }
                    if scan.isPunctuation(tokens[index], ")") { depth -= 1 }
                    index += 1
                } while index < tokens.count && depth > 0
            }
        }
        return index
    }

    private static func hasMainAttribute(from index: Int, scan: SwiftTokenScan) -> Bool {
        let end = attributesEnd(from: index, scan: scan)
        return (index..<end).contains {
            scan.tokens[$0].kind == .identifier && scan.text(scan.tokens[$0]) == "main" && $0 > index
                && scan.isPunctuation(scan.tokens[$0 - 1], "@")
        }
    }

    /// What the declaration starting at token `index` is.
    private static func kind(from start: Int, scan: SwiftTokenScan) -> Item.Kind {
        let tokens = scan.tokens
        var index = attributesEnd(from: start, scan: scan)
        if index + 1 < tokens.count, scan.isPunctuation(tokens[index], "#"), scan.text(tokens[index + 1]) == "Preview" {
            index += 2
            guard index + 1 < tokens.count, scan.isPunctuation(tokens[index], "("), tokens[index + 1].kind == .string
            else {
                return .preview(name: nil)
            }
            return .preview(name: simpleString(scan.text(tokens[index + 1])))
        }
        while index < tokens.count, tokens[index].kind == .identifier, modifiers.contains(scan.text(tokens[index])) {
            index += 1
            // `private(set)`, `nonisolated(unsafe)`
            if index + 2 < tokens.count, scan.isPunctuation(tokens[index], "("),
                scan.isPunctuation(tokens[index + 2], ")")
            {
                index += 3
            }
        }
        guard index < tokens.count, tokens[index].kind == .identifier else { return .other }
        let keyword = scan.text(tokens[index])
        guard keywords.contains(keyword) else { return .other }
        index += 1
        guard index < tokens.count else { return .other }
        if keyword == "extension" {
            // A dotted name: `extension Trip.Kind`.
            var name = ""
            while index < tokens.count, tokens[index].kind == .identifier {
                name += scan.name(tokens[index])
                guard index + 2 < tokens.count, scan.isPunctuation(tokens[index + 1], "."),
                    tokens[index + 2].kind == .identifier
                else { break }
                name += "."
                index += 2
            }
            return name.isEmpty ? .other : .declaration(keyword: keyword, name: name)
        }
        guard tokens[index].kind == .identifier else { return .other }
        return .declaration(keyword: keyword, name: scan.name(tokens[index]))
    }

    /// The text of a one-line string literal without escapes or interpolations; nil for any other.
    private static func simpleString(_ literal: String) -> String? {
        guard literal.count >= 2, literal.hasPrefix("\""), literal.hasSuffix("\""), !literal.hasPrefix("\"\"\"") else {
            return nil
        }
        let inner = literal.dropFirst().dropLast()
        guard !inner.contains("\\"), !inner.contains("\""), !inner.contains("\n"), !inner.contains("\r") else {
            return nil
        }
        return String(inner)
    }
}
