/// The tokens of a piece of Swift source, as far as the macro expansions need them.
///
/// Identifiers (with or without backticks), numbers, whole string literals (raw, multi-line, with
/// interpolations: one token each), and every other byte of code as a token of its own (`-` and `>`
/// of `->` are two). Whitespace and comments separate tokens and are no tokens.
///
/// It is no parser: any bytes at all give tokens, each at a byte offset of the source, in order.
struct SwiftTokenScan {
    enum Kind: Equatable {
        case identifier, number, string, punctuation
    }

    struct Token: Equatable {
        var kind: Kind
        /// Byte offsets into the source.
        var range: Range<Int>
    }

    let bytes: [UInt8]
    private(set) var tokens: [Token] = []

    init(_ source: String) {
        bytes = Array(source.utf8)
        scan()
    }

    /// The text of `token`, as written.
    func text(_ token: Token) -> String {
        String(decoding: bytes[token.range], as: UTF8.self)
    }

    /// The source from the start of `first` to the end of `last`, as written.
    ///
    /// Comments and line breaks between them kept.
    func text(from first: Token, to last: Token) -> String {
        String(
            decoding: bytes[first.range.lowerBound..<max(first.range.lowerBound, last.range.upperBound)], as: UTF8.self)
    }

    /// `token` is the punctuation `character`.
    func isPunctuation(_ token: Token, _ character: Unicode.Scalar) -> Bool {
        token.kind == .punctuation && bytes[token.range.lowerBound] == UInt8(ascii: character)
    }

    /// An identifier token's name without backticks.
    func name(_ token: Token) -> String {
        let text = text(token)
        guard text.hasPrefix("`"), text.hasSuffix("`"), text.count >= 2 else { return text }
        return String(text.dropFirst().dropLast())
    }

    private func at(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func scan() {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let start = index
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C, 0:
                index += 1
            case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "/") || at(index + 1) == UInt8(ascii: "*"):
                index = commentEnd(from: index)
            case UInt8(ascii: "#") where hashesThenQuote(from: index), UInt8(ascii: "\""):
                index = stringEnd(from: index)
                tokens.append(Token(kind: .string, range: start..<index))
            case UInt8(ascii: "`"):
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n"),
                    bytes[index] != UInt8(ascii: "\r")
                { index += 1 }
                if at(index) == UInt8(ascii: "`") { index += 1 }
                tokens.append(Token(kind: .identifier, range: start..<index))
            case _ where Self.isIdentifierStart(byte):
                index += 1
                while index < bytes.count, Self.isIdentifierStart(bytes[index]) || Self.isDigit(bytes[index]) {
                    index += 1
                }
                tokens.append(Token(kind: .identifier, range: start..<index))
            case _ where Self.isDigit(byte):
                index = numberEnd(from: index)
                tokens.append(Token(kind: .number, range: start..<index))
            default:
                index += 1
                tokens.append(Token(kind: .punctuation, range: start..<index))
            }
        }
    }

    /// After a `//` comment (its line) or a `/* */` one (nested ones included; to the end if open).
    private func commentEnd(from start: Int) -> Int {
        var index = start + 2
        if bytes[start + 1] == UInt8(ascii: "/") {
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
                index += 1
            }
            return index
        }
        var depth = 1
        while index < bytes.count, depth > 0 {
            if bytes[index] == UInt8(ascii: "/"), at(index + 1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), at(index + 1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
            } else {
                index += 1
            }
        }
        return index
    }

    /// `#…#"`: the `#`s of a raw string.
    private func hashesThenQuote(from start: Int) -> Bool {
        var index = start
        while at(index) == UInt8(ascii: "#") { index += 1 }
        return at(index) == UInt8(ascii: "\"")
    }

    private func count(of byte: UInt8, from start: Int) -> Int {
        var index = start
        while at(index) == byte { index += 1 }
        return index - start
    }

    /// After the string literal starting at `start` (its `#`s or its quote).
    ///
    /// Interpolations and the literals inside them included. Without recursion, so nesting of any
    /// depth costs no stack: a stack of the literals and interpolations open. A literal the text
    /// leaves open ends the text (a single-line one ends at its line's end).
    private func stringEnd(from start: Int) -> Int {
        enum Open {
            case literal(hashes: Int, isMultiline: Bool)
            case interpolation(parentheses: Int)
        }
        var open: [Open] = []
        var index = start
        func openLiteral() {
            let hashes = count(of: UInt8(ascii: "#"), from: index)
            let isMultiline = count(of: UInt8(ascii: "\""), from: index + hashes) >= 3
            open.append(.literal(hashes: hashes, isMultiline: isMultiline))
            index += hashes + (isMultiline ? 3 : 1)
        }
        openLiteral()
        while index < bytes.count, let innermost = open.last {
            let byte = bytes[index]
            switch innermost {
            case .literal(let hashes, let isMultiline):
                if byte == UInt8(ascii: "\\"), count(of: UInt8(ascii: "#"), from: index + 1) >= hashes {
                    let after = index + 1 + hashes
                    if at(after) == UInt8(ascii: "(") {
                        open.append(.interpolation(parentheses: 0))
                    }
                    index = after + 1
                } else if byte == UInt8(ascii: "\""), count(of: byte, from: index) >= (isMultiline ? 3 : 1),
                    count(of: UInt8(ascii: "#"), from: index + (isMultiline ? 3 : 1)) >= hashes
                {
                    open.removeLast()
                    index += (isMultiline ? 3 : 1) + hashes
                } else if !isMultiline, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    open.removeLast()
                } else {
                    index += 1
                }
            case .interpolation(let parentheses):
                if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && hashesThenQuote(from: index)) {
                    openLiteral()
                } else if byte == UInt8(ascii: "/"),
                    at(index + 1) == UInt8(ascii: "/") || at(index + 1) == UInt8(ascii: "*")
                {
                    index = commentEnd(from: index)
                } else if byte == UInt8(ascii: "(") {
                    open[open.count - 1] = .interpolation(parentheses: parentheses + 1)
                    index += 1
                } else if byte == UInt8(ascii: ")") {
                    if parentheses == 0 {
                        open.removeLast()
                    } else {
                        open[open.count - 1] = .interpolation(parentheses: parentheses - 1)
                    }
                    index += 1
                } else {
                    index += 1
                }
            }
        }
        return min(index, bytes.count)
    }

    /// After a number.
    ///
    /// Digits, letters and `_` (hex, binary, exponents), a `.` followed by a digit, and the sign of
    /// an exponent.
    private func numberEnd(from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if Self.isDigit(byte) || Self.isIdentifierStart(byte) && byte < 0x80 && byte != UInt8(ascii: "$") {
                index += 1
            } else if byte == UInt8(ascii: "."), Self.isDigit(at(index + 1)) {
                index += 1
            } else if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"),
                [UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "p"), UInt8(ascii: "P")].contains(bytes[index - 1])
            {
                index += 1
            } else {
                break
            }
        }
        return index
    }
}

extension SwiftTokenScan {
    /// The offset in `bytes` where each line starts: 0, and one after each line feed.
    var lineStarts: [Int] {
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        return starts
    }
}
