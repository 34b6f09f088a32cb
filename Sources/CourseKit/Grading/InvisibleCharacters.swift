/// Invisible characters typed in code (docs/quiz.md, "What `same` ignores").
///
/// A no-break space (Option-Space on a Mac), another Unicode space, a zero-width one or a byte
/// order mark, where Swift reads code (outside string literals and comments, where any character
/// may stand). Swift takes none of them for a space; a learner cannot see them. Each is graded as a
/// plain space (one character for one, so lines and columns stay), and said where it is.
struct InvisibleCharacters: Sendable {
    /// The text with each invisible character in code replaced by a space.
    let text: String
    /// A note at each one's line and column (in characters).
    let notes: [GradeResult.Message]

    /// The characters, by name.
    static let names: [Unicode.Scalar: String] = [
        "\u{00A0}": "no-break space", "\u{00AD}": "soft hyphen", "\u{1680}": "ogham space mark",
        "\u{180E}": "Mongolian vowel separator", "\u{2000}": "en quad", "\u{2001}": "em quad",
        "\u{2002}": "en space", "\u{2003}": "em space", "\u{2004}": "three-per-em space",
        "\u{2005}": "four-per-em space", "\u{2006}": "six-per-em space", "\u{2007}": "figure space",
        "\u{2008}": "punctuation space", "\u{2009}": "thin space", "\u{200A}": "hair space",
        "\u{200B}": "zero-width space", "\u{200C}": "zero-width non-joiner", "\u{200D}": "zero-width joiner",
        "\u{202F}": "narrow no-break space", "\u{205F}": "medium mathematical space", "\u{2060}": "word joiner",
        "\u{3000}": "ideographic space", "\u{FEFF}": "zero-width no-break space (byte order mark)",
    ]

    init(_ typed: String) {
        // Every byte of such a character (UTF-8, 0x80 and up) is in an identifier token of the
        // scan, unless it stands in a string literal or a comment.
        let scan = SwiftTokenScan(typed)
        let bytes = scan.bytes
        var inCode = [Bool](repeating: false, count: bytes.count)
        for token in scan.tokens where token.kind == .identifier {
            for offset in token.range where bytes[offset] >= 0x80 { inCode[offset] = true }
        }
        guard inCode.contains(true) else {
            text = typed
            notes = []
            return
        }
        var result = ""
        var notes: [GradeResult.Message] = []
        var offset = 0
        var line = 1
        var column = 1
        for character in typed {
            let width = character.utf8.count
            defer { offset += width }
            // A character of its own (a joiner that joined the one before it stays in it: columns
            // count characters, and stay as they were).
            if offset < inCode.count, inCode[offset], character.unicodeScalars.count == 1,
                let scalar = character.unicodeScalars.first, let name = Self.names[scalar]
            {
                result += " "
                let hex = String(scalar.value, radix: 16, uppercase: true)
                let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                notes.append(
                    GradeResult.Message(
                        line: line, column: column, severity: "note",
                        message: "an invisible character, \(name) (\(code)), typed here: Swift does not read it "
                            + "as a space; graded as a plain space"))
            } else {
                result.append(character)
            }
            if character == "\n" || character == "\r\n" || character == "\r" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        text = result
        self.notes = notes
    }
}
