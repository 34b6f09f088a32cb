/// A light pass over Swift source that knows just enough of the lexer — comments, string literals
/// (multi-line, raw, with interpolations) — to tell which brackets and `…` marks are code.
///
/// Used to make a fragment cut out of a larger file stand on its own: closers whose opener was cut
/// away are blanked out, openers whose closer was cut away get one appended, and an inline `…`
/// elision becomes `_`, an expression that parses anywhere one is expected.
struct SwiftBracketScan {
    /// Byte offsets of `)`, `]`, `}` with no opener inside the text.
    private(set) var unmatchedClosers: [Int] = []
    /// The openers left open at the end, innermost last.
    private(set) var openers: [UInt8] = []
    /// Byte offsets of `…` (three UTF-8 bytes) outside comments and strings.
    private(set) var ellipses: [Int] = []
    /// False when the text ends inside a block comment or a multi-line string, or leaves an `#if`
    /// open or closes one it did not open: what follows it in the same file would be swallowed.
    private(set) var isSelfContained = true

    init(_ bytes: [UInt8]) {
        scan(bytes)
    }

    /// The closers that would balance what is left open, innermost first.
    var missingClosers: String {
        String(decoding: openers.reversed().map(Self.closer(for:)), as: UTF8.self)
    }

    private static func closer(for opener: UInt8) -> UInt8 {
        switch opener {
        case UInt8(ascii: "("): UInt8(ascii: ")")
        case UInt8(ascii: "["): UInt8(ascii: "]")
        default: UInt8(ascii: "}")
        }
    }

    /// A string literal being read: how many `#` delimit it, whether it is `"""`, and the
    /// bracket depth at which an interpolation inside it started (to know when it ends).
    private struct StringState {
        var hashes: Int
        var isMultiline: Bool
    }

    private mutating func scan(_ b: [UInt8]) {
        var i = 0
        var conditionDepth = 0
        var atLineStart = true
        var strings: [(state: StringState, interpolationDepth: Int)] = []
        var inString: StringState?
        func at(_ k: Int) -> UInt8 { k < b.count ? b[k] : 0 }
        func count(of byte: UInt8, from k: Int) -> Int {
            var n = 0
            while at(k + n) == byte { n += 1 }
            return n
        }
        while i < b.count {
            if let string = inString {
                let c = b[i]
                if c == UInt8(ascii: "\\") && count(of: UInt8(ascii: "#"), from: i + 1) >= string.hashes {
                    let afterHashes = i + 1 + string.hashes
                    if at(afterHashes) == UInt8(ascii: "(") {
                        strings.append((string, openers.count))
                        inString = nil
                        openers.append(UInt8(ascii: "("))
                        i = afterHashes + 1
                    } else {
                        i = afterHashes + 1
                    }
                    continue
                }
                let quotes = string.isMultiline ? 3 : 1
                if c == UInt8(ascii: "\""), count(of: c, from: i) >= quotes,
                    count(of: UInt8(ascii: "#"), from: i + quotes) >= string.hashes
                {
                    inString = nil
                    i += quotes + string.hashes
                    continue
                }
                if (c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r")) && !string.isMultiline { inString = nil }
                i += 1
                continue
            }
            let c = b[i]
            if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") {
                atLineStart = true
                i += 1
                continue
            }
            if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") {
                i += 1
                continue
            }
            if atLineStart && c == UInt8(ascii: "#") {
                let word = b[(i + 1)...].prefix(while: { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") })
                if word.elementsEqual("if".utf8) { conditionDepth += 1 }
                if word.elementsEqual("endif".utf8) { conditionDepth -= 1 }
                if conditionDepth < 0 { isSelfContained = false }
            }
            atLineStart = false
            switch c {
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "/"):
                while i < b.count && b[i] != UInt8(ascii: "\n") && b[i] != UInt8(ascii: "\r") { i += 1 }
                continue
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "*"):
                var depth = 0
                repeat {
                    if at(i) == UInt8(ascii: "/") && at(i + 1) == UInt8(ascii: "*") {
                        depth += 1
                        i += 2
                    } else if at(i) == UInt8(ascii: "*") && at(i + 1) == UInt8(ascii: "/") {
                        depth -= 1
                        i += 2
                    } else {
                        i += 1
                    }
                } while depth > 0 && i < b.count
                if depth > 0 { isSelfContained = false }
                continue
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                let hashes = count(of: UInt8(ascii: "#"), from: i)
                let quoteStart = i + hashes
                guard at(quoteStart) == UInt8(ascii: "\"") else {
                    i += max(hashes, 1)
                    continue
                }
                let isMultiline = count(of: UInt8(ascii: "\""), from: quoteStart) >= 3
                inString = StringState(hashes: hashes, isMultiline: isMultiline)
                i = quoteStart + (isMultiline ? 3 : 1)
                continue
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                openers.append(c)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if let top = openers.last, Self.closer(for: top) == c {
                    openers.removeLast()
                    if let resumed = strings.last, resumed.interpolationDepth == openers.count, c == UInt8(ascii: ")") {
                        strings.removeLast()
                        inString = resumed.state
                    }
                } else if !openers.contains(where: { Self.closer(for: $0) == c }) {
                    unmatchedClosers.append(i)
                }
            case 0xE2 where at(i + 1) == 0x80 && at(i + 2) == 0xA6:
                ellipses.append(i)
                i += 3
                continue
            default:
                break
            }
            i += 1
        }
        if inString.map({ $0.isMultiline }) == true || !strings.isEmpty || conditionDepth != 0 {
            isSelfContained = false
        }
    }
}
