/// A light pass over Swift source that tells which brackets and `…` marks are code.
///
/// It knows just enough of the lexer: comments, string literals (multi-line, raw, with
/// interpolations).
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
    /// False when the text would swallow what follows it in the same file.
    ///
    /// When it ends inside a block comment or a multi-line string, or leaves an `#if` open or
    /// closes one it did not open.
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

    /// A string literal being read.
    ///
    /// How many `#` delimit it, whether it is `"""`, and the bracket depth at which an
    /// interpolation inside it started (to know when it ends).
    private struct StringState {
        var hashes: Int
        var isMultiline: Bool
    }

    /// Where the scan is: the bytes, the offset, and the lexer's state there.
    private struct Reading {
        let b: [UInt8]
        var i = 0
        var conditionDepth = 0
        var atLineStart = true
        /// The string literals an interpolation was opened in, innermost last.
        ///
        /// Each with the bracket depth at which it started, to know when it ends.
        var strings: [(state: StringState, interpolationDepth: Int)] = []
        var inString: StringState?

        func at(_ k: Int) -> UInt8 { k < b.count ? b[k] : 0 }

        func count(of byte: UInt8, from k: Int) -> Int {
            var n = 0
            while at(k + n) == byte { n += 1 }
            return n
        }
    }

    private mutating func scan(_ bytes: [UInt8]) {
        var reading = Reading(b: bytes)
        while reading.i < bytes.count {
            if let string = reading.inString {
                readString(string, &reading)
            } else {
                readCode(&reading)
            }
        }
        if reading.inString.map({ $0.isMultiline }) == true || !reading.strings.isEmpty || reading.conditionDepth != 0 {
            isSelfContained = false
        }
    }

    /// One step inside a string literal.
    ///
    /// An escape (an interpolation opens a bracket), its end, or a byte of it.
    private mutating func readString(_ string: StringState, _ r: inout Reading) {
        let c = r.b[r.i]
        if c == UInt8(ascii: "\\") && r.count(of: UInt8(ascii: "#"), from: r.i + 1) >= string.hashes {
            let afterHashes = r.i + 1 + string.hashes
            if r.at(afterHashes) == UInt8(ascii: "(") {
                r.strings.append((string, openers.count))
                r.inString = nil
                openers.append(UInt8(ascii: "("))
            }
            r.i = afterHashes + 1
            return
        }
        let quotes = string.isMultiline ? 3 : 1
        if c == UInt8(ascii: "\""), r.count(of: c, from: r.i) >= quotes,
            r.count(of: UInt8(ascii: "#"), from: r.i + quotes) >= string.hashes
        {
            r.inString = nil
            r.i += quotes + string.hashes
            return
        }
        if (c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r")) && !string.isMultiline { r.inString = nil }
        r.i += 1
    }

    /// One step in code: a line's end, a space, a comment, a string literal's start, a bracket, a `…`.
    private mutating func readCode(_ r: inout Reading) {
        let c = r.b[r.i]
        if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") {
            r.atLineStart = true
            r.i += 1
            return
        }
        if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") {
            r.i += 1
            return
        }
        if r.atLineStart && c == UInt8(ascii: "#") {
            let word = r.b[(r.i + 1)...].prefix(while: { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") })
            if word.elementsEqual("if".utf8) { r.conditionDepth += 1 }
            if word.elementsEqual("endif".utf8) { r.conditionDepth -= 1 }
            if r.conditionDepth < 0 { isSelfContained = false }
        }
        r.atLineStart = false
        switch c {
        case UInt8(ascii: "/") where r.at(r.i + 1) == UInt8(ascii: "/"):
            while r.i < r.b.count && r.b[r.i] != UInt8(ascii: "\n") && r.b[r.i] != UInt8(ascii: "\r") { r.i += 1 }
            return
        case UInt8(ascii: "/") where r.at(r.i + 1) == UInt8(ascii: "*"):
            skipBlockComment(&r)
            return
        case UInt8(ascii: "#"), UInt8(ascii: "\""):
            startString(&r)
            return
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            openers.append(c)
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            close(c, &r)
        case 0xE2 where r.at(r.i + 1) == 0x80 && r.at(r.i + 2) == 0xA6:
            ellipses.append(r.i)
            r.i += 3
            return
        default:
            break
        }
        r.i += 1
    }

    /// A block comment, nested ones inside it too.
    private mutating func skipBlockComment(_ r: inout Reading) {
        var depth = 0
        repeat {
            if r.at(r.i) == UInt8(ascii: "/") && r.at(r.i + 1) == UInt8(ascii: "*") {
                depth += 1
                r.i += 2
            } else if r.at(r.i) == UInt8(ascii: "*") && r.at(r.i + 1) == UInt8(ascii: "/") {
                depth -= 1
                r.i += 2
            } else {
                r.i += 1
            }
        } while depth > 0 && r.i < r.b.count
        if depth > 0 { isSelfContained = false }
    }

    /// A string literal's start (`"`, `"""`, `#"`…), or `#` that starts none.
    private func startString(_ r: inout Reading) {
        let hashes = r.count(of: UInt8(ascii: "#"), from: r.i)
        let quoteStart = r.i + hashes
        guard r.at(quoteStart) == UInt8(ascii: "\"") else {
            r.i += max(hashes, 1)
            return
        }
        let isMultiline = r.count(of: UInt8(ascii: "\""), from: quoteStart) >= 3
        r.inString = StringState(hashes: hashes, isMultiline: isMultiline)
        r.i = quoteStart + (isMultiline ? 3 : 1)
    }

    /// A closer: it closes the innermost opener, or is unmatched when no opener takes it.
    ///
    /// Closing it resumes the string an interpolation was in.
    private mutating func close(_ c: UInt8, _ r: inout Reading) {
        if let top = openers.last, Self.closer(for: top) == c {
            openers.removeLast()
            if let resumed = r.strings.last, resumed.interpolationDepth == openers.count, c == UInt8(ascii: ")") {
                r.strings.removeLast()
                r.inString = resumed.state
            }
        } else if !openers.contains(where: { Self.closer(for: $0) == c }) {
            unmatchedClosers.append(r.i)
        }
    }
}
