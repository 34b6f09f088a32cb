/// Byte classes the CommonMark grammar is written in.
///
/// The parser works on UTF-8 bytes, never on `Character`s: every construct that decides block or
/// inline structure is ASCII, and grapheme breaking would cost more than the whole parse.
enum Byte {
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let tab: UInt8 = 0x09
    static let space: UInt8 = 0x20

    @inline(__always) static func isSpaceOrTab(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 }

    @inline(__always) static func isLineEnd(_ c: UInt8) -> Bool { c == 0x0A || c == 0x0D }

    /// cmark's `cmark_isspace`: space, tab, line feed, vertical tab, form feed, carriage return.
    @inline(__always) static func isSpace(_ c: UInt8) -> Bool {
        c == 0x20 || (c >= 0x09 && c <= 0x0D)
    }

    @inline(__always) static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    @inline(__always) static func isHexDigit(_ c: UInt8) -> Bool {
        isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66)
    }

    @inline(__always) static func isLetter(_ c: UInt8) -> Bool {
        (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A)
    }

    @inline(__always) static func isAlphanumeric(_ c: UInt8) -> Bool { isLetter(c) || isDigit(c) }

    /// ASCII punctuation: the characters a backslash can escape.
    @inline(__always) static func isPunctuation(_ c: UInt8) -> Bool {
        (c >= 0x21 && c <= 0x2F) || (c >= 0x3A && c <= 0x40) || (c >= 0x5B && c <= 0x60)
            || (c >= 0x7B && c <= 0x7E)
    }

    @inline(__always) static func lowercased(_ c: UInt8) -> UInt8 {
        (c >= 0x41 && c <= 0x5A) ? c | 0x20 : c
    }
}

extension Array where Element == UInt8 {
    /// The byte at `index`, or 0 past the end, so scanners can look ahead without bounds checks.
    @inline(__always) func byte(at index: Int) -> UInt8 { index < count ? self[index] : 0 }
}

/// Whitespace and punctuation as the emphasis rules define them.
///
/// Unicode, spec 0.31.2: P and S categories count as punctuation; for the characters on either side
/// of a delimiter run.
enum UnicodeClass {
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0C, 0x0D, 0x20: return true
        case 0..<0x80: return false
        default: return scalar.properties.generalCategory == .spaceSeparator
        }
    }

    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return Byte.isPunctuation(UInt8(scalar.value)) }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation,
            .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }
}
