/// A piece of Swift source with the role a reader's eye gives it.
///
/// Renderer-neutral: the web page turns kinds into CSS classes, the terminal quiz into ANSI
/// colours.
package struct SwiftToken: Sendable, Equatable {
    package enum Kind: String, Sendable, CaseIterable {
        case plain, keyword, attribute, macro, string, number, comment, type
    }

    package var kind: Kind
    package var text: String

    package init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }
}

/// Splits Swift source into tokens for highlighting, the way Xcode colours it.
///
/// Keywords, attributes (`@Environment`), macros (`#Preview`), strings (with interpolations
/// tokenized as code), numbers, comments and capitalized type names.
///
/// It is a highlighter, not a parser: any text at all gives tokens whose texts join back to exactly
/// the input, so lesson fragments with `…` elisions or code that does not compile still read well.
enum SwiftHighlighter {
    static func tokens(in source: String) -> [SwiftToken] {
        var lexer = SwiftLexer(Array(source.unicodeScalars))
        lexer.lexCode(untilUnbalancedParen: false)
        return lexer.tokens
    }

    /// The tokens of `source` grouped by line, without the line ends (which `LineEnds` finds).
    ///
    /// So a diff can show any one line coloured as it is in the whole file — a line inside a
    /// multi-line string stays a string. (No token ends between the "\r" and the "\n" of a "\r\n".)
    package static func lines(in source: String) -> [[SwiftToken]] {
        var lines: [[SwiftToken]] = [[]]
        for token in tokens(in: source) {
            for (index, piece) in LineEnds.lines(of: token.text).enumerated() {
                if index > 0 { lines.append([]) }
                if !piece.isEmpty { lines[lines.count - 1].append(SwiftToken(token.kind, String(piece))) }
            }
        }
        if let last = source.utf8.last, last == 0x0A || last == 0x0D { lines.removeLast() }
        return lines
    }

    static let keywords: Set<String> = [
        "actor", "any", "as", "associatedtype", "async", "await", "break", "case", "catch", "class",
        "consuming", "continue", "convenience", "default", "defer", "deinit", "didSet", "do", "dynamic",
        "else", "enum", "extension", "fallthrough", "false", "fileprivate", "final", "for", "func", "get",
        "guard", "if", "import", "in", "indirect", "init", "inout", "internal", "is", "isolated", "lazy",
        "let", "mutating", "nil", "nonisolated", "nonmutating", "open", "operator", "optional",
        "override", "package", "precedencegroup", "private", "protocol", "public", "repeat", "required",
        "rethrows", "return", "self", "Self", "set", "some", "static", "struct", "subscript", "super",
        "switch", "throw", "throws", "true", "try", "typealias", "unowned", "var", "weak", "where",
        "while", "willSet", "borrowing", "sending",
    ]
}

/// The scanner behind `SwiftHighlighter`; works on Unicode scalars so every index step is O(1).
struct SwiftLexer {
    let scalars: [Unicode.Scalar]
    var index = 0
    var tokens: [SwiftToken] = []

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    func text(_ start: Int, _ end: Int) -> String {
        var string = ""
        string.unicodeScalars.append(contentsOf: scalars[start..<end])
        return string
    }

    mutating func emit(_ kind: SwiftToken.Kind, from start: Int) {
        guard index > start else { return }
        let piece = text(start, index)
        if let last = tokens.last, last.kind == kind {
            tokens[tokens.count - 1].text += piece
        } else {
            tokens.append(SwiftToken(kind, piece))
        }
    }

    /// Lexes code; inside an interpolation, stops before the `)` that closes it.
    mutating func lexCode(untilUnbalancedParen: Bool) {
        var depth = 0
        while let c = peek() {
            let start = index
            if c == "(" { depth += 1 }
            if c == ")" {
                if untilUnbalancedParen && depth == 0 { return }
                depth -= 1
            }
            if c == "/" && peek(1) == "/" {
                while let d = peek(), d != "\n", d != "\r" { index += 1 }
                emit(.comment, from: start)
            } else if c == "/" && peek(1) == "*" {
                lexBlockComment()
                emit(.comment, from: start)
            } else if c == "\"" || (c == "#" && rawStringHashes() != nil) {
                lexString()
            } else if c.isASCII && c.properties.numericType != nil {
                lexNumber()
                emit(.number, from: start)
            } else if c == "@" || c == "#", let next = peek(1), Self.isIdentifierStart(next) {
                index += 1
                lexIdentifierBody()
                emit(c == "@" ? .attribute : .macro, from: start)
            } else if Self.isIdentifierStart(c) {
                lexIdentifierBody()
                let word = text(start, index)
                let isMember = start > 0 && scalars[start - 1] == "."
                if SwiftHighlighter.keywords.contains(word) && !isMember {
                    emit(.keyword, from: start)
                } else if let first = word.unicodeScalars.first, first.properties.isUppercase {
                    emit(.type, from: start)
                } else {
                    emit(.plain, from: start)
                }
            } else {
                index += 1
                emit(.plain, from: start)
            }
        }
    }

    /// Digits, `_`, hex letters and exponents, and a `.` only when a digit follows (`1.5`, not `1.description`).
    mutating func lexNumber() {
        while let d = peek(), d.isASCII {
            if d.properties.isAlphabetic || d == "_" || d.properties.numericType != nil {
                index += 1
            } else if d == ".", let next = peek(1), next.isASCII, next.properties.numericType != nil {
                index += 1
            } else {
                break
            }
        }
    }

    static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        c == "_" || (c.properties.isAlphabetic && c != "…")
    }

    mutating func lexIdentifierBody() {
        while let c = peek(), Self.isIdentifierStart(c) || c.properties.numericType != nil { index += 1 }
    }

    mutating func lexBlockComment() {
        var depth = 0
        while let c = peek() {
            if c == "/" && peek(1) == "*" {
                depth += 1
                index += 2
                continue
            }
            if c == "*" && peek(1) == "/" {
                depth -= 1
                index += 2
                if depth == 0 { return }
                continue
            }
            index += 1
        }
    }

    /// The number of `#` before a `"` at the current index, if a raw string starts here.
    func rawStringHashes() -> Int? {
        var count = 0
        while peek(count) == "#" { count += 1 }
        return peek(count) == "\"" ? count : nil
    }

    /// A string literal: `"…"`, `"""…"""` or raw `#"…"#`, with `\(…)` interpolations lexed as code.
    mutating func lexString() {
        var start = index
        let hashes = rawStringHashes() ?? 0
        index += hashes
        let isMultiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
        index += isMultiline ? 3 : 1
        let escape: [Unicode.Scalar] = ["\\"] + Array(repeating: "#", count: hashes)
        while let c = peek() {
            if !isMultiline && (c == "\n" || c == "\r") { break }
            if matches(escape) {
                if peek(escape.count) == "(" {
                    index += escape.count + 1
                    emit(.string, from: start)
                    lexCode(untilUnbalancedParen: true)
                    start = index
                    if peek() == ")" { index += 1 }
                    continue
                }
                index += escape.count + 1
                continue
            }
            let quotes = isMultiline ? 3 : 1
            if (0..<quotes).allSatisfy({ peek($0) == "\"" })
                && (0..<hashes).allSatisfy({ peek(quotes + $0) == "#" })
            {
                index += quotes + hashes
                break
            }
            index += 1
        }
        index = min(index, scalars.count)
        emit(.string, from: start)
    }

    func matches(_ sequence: [Unicode.Scalar]) -> Bool {
        sequence.indices.allSatisfy { peek($0) == sequence[$0] }
    }
}
