/// Whole-file snippets that can share one module with others.
///
/// Each is a module of its own in the lesson (two may both declare a `ContentView`), but a compiler
/// run each costs a process that loads the interface's modules anew. A file whose top-level items
/// are only declarations gets a line `fileprivate` before each of them: its names are then its own
/// in a module of several such files, and the lines in between keep their text and columns.
///
/// What a file cannot hide stays out (nil): top-level code and variables (`main.swift`'s), an `@main`
/// type, an access level wider than the file's, an extension that adds a conformance (a
/// conformance is seen by every file of a module), an operator, `#if`, and an attribute on the line
/// of its declaration (a modifier cannot come before it). Files that share a module must import the
/// same modules: a module one file imports lends its members to every file of the module.
struct FileScope: Sendable, Equatable {
    /// The text with its `fileprivate` lines.
    var text: String
    /// The lines of the original text (0-based) before each of which a `fileprivate` line went.
    var insertedBefore: [Int]
    /// The file's `import` lines, as written, each once: files share a module only with the same ones.
    var imports: [String]

    static func of(_ source: String) -> FileScope? {
        let scan = SwiftTokenScan(source)
        let lineStarts = scan.lineStarts
        func line(of token: SwiftTokenScan.Token) -> Int {
            var low = 0
            var high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= token.range.lowerBound { low = middle } else { high = middle - 1 }
            }
            return low
        }
        var insertedBefore: [Int] = []
        var imports: [String] = []
        var depth = 0
        var lastLine = -1
        let tokens = scan.tokens
        for (index, token) in tokens.enumerated() {
            let tokenLine = line(of: token)
            // A new item: the first token of a line, outside every bracket.
            let startsItem = depth == 0 && tokenLine != lastLine
            lastLine = tokenLine
            if token.kind == .punctuation {
                switch scan.bytes[token.range.lowerBound] {
                case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
                default: break
                }
                if depth < 0 { return nil }
            }
            guard startsItem else { continue }
            guard let head = Self.item(at: index, tokens: tokens, scan: scan, line: line) else { return nil }
            switch head {
            case .attributes, .preview: continue
            case .importLine(let text): if !imports.contains(text) { imports.append(text) }
            case .declaration(let needsModifier): if needsModifier { insertedBefore.append(tokenLine) }
            }
        }
        guard depth == 0 else { return nil }
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for line in insertedBefore.reversed() { lines.insert("fileprivate", at: line) }
        return FileScope(text: lines.joined(separator: "\n"), insertedBefore: insertedBefore, imports: imports)
    }

    /// `map` (of the text without the `fileprivate` lines) made a map of the text with them.
    ///
    /// Each segment split where a line went in, the lines after it one further down.
    func lineMap(_ map: LineMap) -> LineMap {
        var result = map
        result.segments = map.segments.flatMap { segment -> [LineMap.Segment] in
            var pieces: [LineMap.Segment] = []
            var first = segment.lines.lowerBound
            // Lines inserted before 0-based line k push 1-based lines k + 1 and after.
            var shift = insertedBefore.filter { $0 < first }.count
            for inserted in insertedBefore where inserted + 1 > first && inserted + 1 < segment.lines.upperBound {
                let end = inserted + 1
                pieces.append(
                    LineMap.Segment(
                        lines: first + shift..<end + shift,
                        origin: segment.origin.movedDown(first - segment.lines.lowerBound)))
                first = end
                shift += 1
            }
            pieces.append(
                LineMap.Segment(
                    lines: first + shift..<segment.lines.upperBound + shift,
                    origin: segment.origin.movedDown(first - segment.lines.lowerBound)))
            return pieces.filter { !$0.lines.isEmpty }
        }
        return result
    }

    private enum Item {
        case attributes
        case importLine(String)
        /// A declaration: whether it needs the `fileprivate` line (it has no `private` of its own).
        case declaration(needsModifier: Bool)
        case preview
    }

    private static let declarationKeywords: Set<String> = [
        "struct", "class", "enum", "protocol", "actor", "extension",
        "func", "typealias",
    ]
    private static let hidingModifiers: Set<String> = ["private", "fileprivate"]
    private static let otherModifiers: Set<String> = ["final", "nonisolated", "indirect"]

    /// What the line starting at `tokens[start]` begins; nil for what a file cannot hide.
    private static func item(
        at start: Int, tokens: [SwiftTokenScan.Token], scan: SwiftTokenScan,
        line: (SwiftTokenScan.Token) -> Int
    ) -> Item? {
        let first = tokens[start]
        let firstLine = line(first)
        let onLine = tokens[start...].prefix { line($0) == firstLine }
        if scan.isPunctuation(first, "@") {
            // Attributes on a line of their own (`@MainActor`, `@Observable`, `@available(…)`).
            guard start + 1 < tokens.count, tokens[start + 1].kind == .identifier,
                scan.name(tokens[start + 1]) != "main"
            else { return nil }
            let words = onLine.filter { $0.kind == .identifier }.map(scan.name)
            if words.contains(where: { declarationKeywords.contains($0) || hidingModifiers.contains($0) }) {
                return nil
            }
            return .attributes
        }
        if scan.isPunctuation(first, "#") {
            guard start + 1 < tokens.count, scan.name(tokens[start + 1]) == "Preview" else { return nil }
            return .preview
        }
        guard first.kind == .identifier else { return nil }
        if scan.name(first) == "import" {
            return .importLine(scan.text(from: first, to: onLine.last ?? first))
        }
        var hidden = false
        for (offset, token) in onLine.enumerated() {
            guard token.kind == .identifier else { return nil }
            let word = scan.name(token)
            if hidingModifiers.contains(word) {
                hidden = true
                continue
            }
            if otherModifiers.contains(word) { continue }
            guard declarationKeywords.contains(word) else { return nil }
            let rest = onLine.dropFirst(offset + 1)
            if word == "func" {
                // An operator's name is punctuation.
                guard rest.first?.kind == .identifier else { return nil }
            }
            if word == "extension" {
                // `extension Trip: Identifiable` or `where …` before its body: seen by every file.
                let head = rest.prefix { !scan.isPunctuation($0, "{") }
                if head.contains(where: { scan.isPunctuation($0, ":") }) { return nil }
                if head.contains(where: { $0.kind == .identifier && scan.name($0) == "where" }) { return nil }
            }
            return .declaration(needsModifier: !hidden)
        }
        return nil
    }
}
