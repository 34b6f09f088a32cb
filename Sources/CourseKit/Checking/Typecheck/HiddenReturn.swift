import Foundation

/// The error a `return` hides: a closure's body held in a plain closure, to be type-checked again.
///
/// A closure in a view's body whose call has an overload taking a `@ViewBuilder` closure (a
/// `Button`'s action, where `Button(action:label:)` takes the label) is tried as that builder's
/// body too. When the closure has an error, every overload fails, and the compiler reports the
/// builder's: "cannot use explicit 'return' statement in the body of result builder 'ViewBuilder'"
/// at a `guard … else { return }`, and nothing about the error. Held in a closure of its own, typed
/// `() async -> Void` (`{ let _: () async -> Void = {` after the closure's `{` or its `in`, `}`
/// before its `}`), the body is no builder's: the compiler says what is wrong in it, at its line.
enum HiddenReturn {
    /// The start of the compiler's message about a `return` in a result builder's body.
    static let messagePrefix = "cannot use explicit 'return' statement in the body of result builder"

    /// Whether `finding` is that message.
    static func isHiding(_ finding: CompilationBatch.Finding) -> Bool {
        finding.severity == .error && finding.message.hasPrefix(messagePrefix)
    }

    /// What goes after the closure's `{` (or its `in`) and before its `}`.
    static let opening = " let _: () async -> Void = {"
    static let closing = "} "

    /// `text` with the closure around each `return` held in a plain closure.
    ///
    /// The `return`s at each line and column (from 1, in bytes); nil when no closure can be. Only a
    /// closure whose `{` (or signature's `in`) ends its line, whose `}` starts one (after spaces),
    /// and whose every `return` is bare: so every line keeps its number and every column in the body
    /// stays where it was. Not a statement's block (`if`, `guard … else`, `for`, …)
    /// nor a declaration's body (a real function's `return`).
    static func unhidden(_ text: String, at positions: [(line: Int, column: Int)]) -> String? {
        let scan = SwiftTokenScan(text)
        let lineStarts = scan.lineStarts
        var inserts: [(offset: Int, text: String)] = []
        var done = Set<Int>()
        for (line, column) in positions where line >= 1 && line <= lineStarts.count {
            let offset = lineStarts[line - 1] + column - 1
            guard let returnIndex = scan.tokens.firstIndex(where: { $0.range.lowerBound == offset }),
                scan.text(scan.tokens[returnIndex]) == "return",
                let (open, close) = closure(around: returnIndex, in: scan, lineStarts: lineStarts),
                !done.contains(open)
            else { continue }
            done.insert(open)
            guard let (after, before) = insertionPoints(open, close, in: scan) else { continue }
            inserts += [(after, opening), (before, closing)]
        }
        guard !inserts.isEmpty else { return nil }
        var bytes = scan.bytes
        for insert in inserts.sorted(by: { $0.offset > $1.offset }) {
            bytes.insert(contentsOf: Array(insert.text.utf8), at: insert.offset)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The tokens of the `{` and `}` of the closure the token `index` is in.
    ///
    /// Nil when it is in a declaration's body first, or in none.
    private static func closure(
        around index: Int, in scan: SwiftTokenScan, lineStarts: [Int]
    ) -> (open: Int, close: Int)? {
        var depth = 0
        var position = index - 1
        while position >= 0 {
            let token = scan.tokens[position]
            if scan.isPunctuation(token, "}") { depth += 1 }
            if scan.isPunctuation(token, "{") {
                if depth > 0 {
                    depth -= 1
                } else {
                    switch opener(position, in: scan, lineStarts: lineStarts) {
                    case .closure: return matching(position, in: scan).map { (position, $0) }
                    case .declaration: return nil
                    case .block: break
                    }
                }
            }
            position -= 1
        }
        return nil
    }

    private enum Opener { case closure, block, declaration }

    static let blockKeywords: Set<String> = [
        "if", "guard", "else", "while", "for", "switch", "do", "catch", "repeat", "defer",
    ]
    static let declarationKeywords: Set<String> = [
        "func", "init", "var", "let", "struct", "class", "enum", "extension", "actor", "protocol", "subscript",
        "deinit", "get", "set", "didSet", "willSet",
    ]

    /// What the `{` at `position` opens, from the words before it on its line.
    private static func opener(_ position: Int, in scan: SwiftTokenScan, lineStarts: [Int]) -> Opener {
        let brace = scan.tokens[position].range.lowerBound
        let lineStart = lineStarts.last { $0 <= brace } ?? 0
        var words = scan.tokens[..<position].filter { $0.range.lowerBound >= lineStart }
        while let first = words.first, scan.isPunctuation(first, "}") { words.removeFirst() }
        let names = words.filter { $0.kind == .identifier }.map { scan.text($0) }
        if let last = words.last, last.kind == .identifier, ["else", "do", "repeat", "defer"].contains(scan.text(last))
        {
            return .block
        }
        if let first = names.first, blockKeywords.contains(first), words.first?.kind == .identifier { return .block }
        // `var body: some View {`, `func f() {`, `private var x: Int {`: a declaration's body.
        if names.contains(where: declarationKeywords.contains), !words.contains(where: { scan.isPunctuation($0, "=") })
        {
            return .declaration
        }
        return .closure
    }

    /// The `}` that closes the `{` at `open`.
    private static func matching(_ open: Int, in scan: SwiftTokenScan) -> Int? {
        var depth = 0
        for position in open..<scan.tokens.count {
            let token = scan.tokens[position]
            if scan.isPunctuation(token, "{") { depth += 1 }
            if scan.isPunctuation(token, "}") {
                depth -= 1
                if depth == 0 { return position }
            }
        }
        return nil
    }

    /// Where the opening and the closing go.
    ///
    /// The opening after the `{`, or the signature's `in`, that ends its line; the closing before the
    /// `}` that starts its line. Nil when the closure is not so laid out, or returns a value.
    private static func insertionPoints(_ open: Int, _ close: Int, in scan: SwiftTokenScan) -> (Int, Int)? {
        func breakBetween(_ from: Int, _ to: Int) -> Bool { scan.bytes[from..<to].contains(UInt8(ascii: "\n")) }
        var head = open
        // A signature (`old, new in`) on the `{`'s line.
        if let inIndex = (open + 1..<close).first(where: {
            scan.tokens[$0].kind == .identifier && scan.text(scan.tokens[$0]) == "in"
        }), !breakBetween(scan.tokens[open].range.upperBound, scan.tokens[inIndex].range.lowerBound) {
            head = inIndex
        }
        guard head + 1 < close,
            breakBetween(scan.tokens[head].range.upperBound, scan.tokens[head + 1].range.lowerBound),
            breakBetween(scan.tokens[close - 1].range.upperBound, scan.tokens[close].range.lowerBound)
        else { return nil }
        // Every `return` bare: followed by a `}` or a line break.
        for position in head + 1..<close where scan.tokens[position].kind == .identifier {
            guard scan.text(scan.tokens[position]) == "return" else { continue }
            let next = scan.tokens[position + 1]
            guard
                scan.isPunctuation(next, "}") || scan.isPunctuation(next, ";")
                    || breakBetween(scan.tokens[position].range.upperBound, next.range.lowerBound)
            else { return nil }
        }
        return (scan.tokens[head].range.upperBound, scan.tokens[close].range.lowerBound)
    }
}
