/// A small JSON reader for the review log and the settings file.
///
/// Foundation's `JSONSerialization` is too slow for a 100,000-line log and, on Linux, can read a
/// 17-digit number one ulp off; this one reads numbers with Swift's exact `Double(_:)` and members
/// in their written order.
package enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([Member])

    package struct Member: Sendable, Hashable {
        package var key: String
        package var value: JSONValue
    }

    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    package var string: String? { if case .string(let s) = self { s } else { nil } }
    package var number: Double? { if case .number(let n) = self { n } else { nil } }

    /// Parses one JSON text (the whole of `text`, surrounding whitespace allowed).
    package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        var text = text
        let result = text.withUTF8 { buffer in
            Result { () throws(JSONSyntaxError) in try parse(UnsafeRawBufferPointer(buffer)) }
        }
        return try result.get()
    }

    package static func parse(_ bytes: UnsafeRawBufferPointer) throws(JSONSyntaxError) -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        let value = try reader.value()
        reader.skipSpace()
        guard reader.index == bytes.count else { throw reader.error("unexpected text after the JSON value") }
        return value
    }
}

/// Where and why a JSON text is malformed; `offset` is a byte offset into the text.
package struct JSONSyntaxError: Error, Sendable, Equatable {
    package var offset: Int
    package var message: String
    /// True when the text simply stops in the middle of a value (a write cut short).
    var isTruncated: Bool
}

struct JSONReader {
    let bytes: UnsafeRawBufferPointer
    var index = 0
    private var depth = 0

    init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(offset: index, message: message, isTruncated: index >= bytes.count)
    }

    mutating func skipSpace() {
        while index < bytes.count,
            bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D || bytes[index] == 0x0A
        {
            index += 1
        }
    }

    mutating func value() throws(JSONSyntaxError) -> JSONValue {
        skipSpace()
        guard index < bytes.count else { throw error("expected a value, found the end of the text") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        default: return .number(try number())
        }
    }

    private mutating func nest() throws(JSONSyntaxError) {
        depth += 1
        guard depth < 64 else { throw error("nested too deeply") }
    }

    private mutating func object() throws(JSONSyntaxError) -> JSONValue {
        try nest()
        defer { depth -= 1 }
        index += 1
        var members: [JSONValue.Member] = []
        skipSpace()
        if try consume(UInt8(ascii: "}")) { return .object(members) }
        while true {
            skipSpace()
            guard index < bytes.count else { throw error("unfinished object") }
            guard bytes[index] == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
            let key = try string()
            skipSpace()
            guard try consume(UInt8(ascii: ":")) else { throw error("expected ':' after the key") }
            members.append(.init(key: key, value: try value()))
            skipSpace()
            if try consume(UInt8(ascii: ",")) { continue }
            if try consume(UInt8(ascii: "}")) { return .object(members) }
            throw error("expected ',' or '}'")
        }
    }

    private mutating func array() throws(JSONSyntaxError) -> JSONValue {
        try nest()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONValue] = []
        skipSpace()
        if try consume(UInt8(ascii: "]")) { return .array(elements) }
        while true {
            elements.append(try value())
            skipSpace()
            if try consume(UInt8(ascii: ",")) { continue }
            if try consume(UInt8(ascii: "]")) { return .array(elements) }
            throw error("expected ',' or ']'")
        }
    }

    /// Consumes `byte` if it is next; throws a truncation error at the end of the text.
    private mutating func consume(_ byte: UInt8) throws(JSONSyntaxError) -> Bool {
        guard index < bytes.count else { throw error("the text ends in the middle of a value") }
        guard bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let expected = UnsafeRawBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for byte in expected {
            guard index < bytes.count else { throw error("the text ends in the middle of a value") }
            guard bytes[index] == byte else { throw error("unexpected character") }
            index += 1
        }
    }

    mutating func string() throws(JSONSyntaxError) -> String {
        index += 1
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                defer { index += 1 }
                return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
            guard byte >= 0x20 else { throw error("control character in a string") }
            index += byte < 0x80 ? 1 : try utf8Sequence()
        }
        throw error("unterminated string")
    }

    private mutating func escapedString(from start: Int) throws(JSONSyntaxError) -> String {
        var scalars = Array(UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escape)
                case UInt8(ascii: "u"):
                    UTF8.encode(try unicodeEscape()) { scalars.append($0) }
                default: throw error("unknown escape '\\\(Character(Unicode.Scalar(escape)))'")
                }
            case ..<0x20:
                throw error("control character in a string")
            case ..<0x80:
                scalars.append(byte)
                index += 1
            default:
                let length = try utf8Sequence()
                scalars.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[index..<index + length]))
                index += length
            }
        }
        throw error("unterminated string")
    }

    /// The length of the well-formed UTF-8 sequence of a character at the reader, which stays there.
    ///
    /// The character starts with a byte from 0x80 on. Ill-formed UTF-8 (a stray continuation byte,
    /// an overlong form, a surrogate, a code point past U+10FFFF, a sequence broken off) is an
    /// error at its first byte, as RFC 8259 and `JSONSerialization` have it, not a U+FFFD; a
    /// sequence the end of the text cuts short is a truncated text.
    private mutating func utf8Sequence() throws(JSONSyntaxError) -> Int {
        let lead = bytes[index]
        let length: Int
        // The second byte's range (Unicode's table 3-7 of well-formed byte sequences); the others are 80…BF.
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            second = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            second = 0x80...0x9F
        case 0xF0:
            length = 4
            second = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            second = 0x80...0x8F
        default: throw error("ill-formed UTF-8 in a string (the byte 0x\(Self.hex(lead)) starts no character)")
        }
        for offset in 1..<length {
            guard index + offset < bytes.count else {
                index = bytes.count
                throw error("the text ends in the middle of a value")
            }
            let byte = bytes[index + offset]
            guard offset == 1 ? second.contains(byte) : (0x80...0xBF).contains(byte) else {
                throw error(
                    "ill-formed UTF-8 in a string (the character starting with the byte 0x\(Self.hex(lead)) is broken off or not allowed)"
                )
            }
        }
        return length
    }

    /// The character of a `\uXXXX` escape, the reader just past its `u`.
    ///
    /// A UTF-16 code unit, or two escapes in a row holding a surrogate pair. Half a pair alone (a
    /// high surrogate not followed by a `\u` escape of a low one, or a low surrogate first) is an
    /// error, as it is for Foundation's `JSONSerialization`: it stands for no character.
    private mutating func unicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let start = index - 2
        let unit = try hex4()
        var code = unit
        if (0xD800..<0xDC00).contains(unit) {
            let pairFollows =
                (index >= bytes.count || bytes[index] == UInt8(ascii: "\\"))
                && (index + 1 >= bytes.count || bytes[index + 1] == UInt8(ascii: "u"))
            guard pairFollows else {
                index = start
                throw error(
                    "\\u\(Self.hex(unit)) is the first half of a UTF-16 surrogate pair: a \\uDC00…\\uDFFF escape must follow it"
                )
            }
            guard index + 2 <= bytes.count else {
                index = bytes.count
                throw error("the text ends in the middle of a value")
            }
            index += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else {
                index = start
                throw error(
                    "\\u\(Self.hex(unit)) is the first half of a UTF-16 surrogate pair: a \\uDC00…\\uDFFF escape must follow it, not \\u\(Self.hex(low))"
                )
            }
            code = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else {
            index = start
            throw error(
                "\\u\(Self.hex(unit)) is the second half of a UTF-16 surrogate pair: a \\uD800…\\uDBFF escape must come before it"
            )
        }
        return scalar
    }

    private static func hex(_ unit: UInt32) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func hex(_ byte: UInt8) -> String {
        String(hex(UInt32(byte)).suffix(2))
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw error("unterminated string") }
            guard let digit = Character(Unicode.Scalar(bytes[index])).hexDigitValue else {
                throw error("bad \\u escape")
            }
            code = code * 16 + UInt32(digit)
            index += 1
        }
        return code
    }

    /// A number as RFC 8259 writes one and as `JSONSerialization` reads it.
    ///
    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`: no `+` in front, no leading zero (`01`), a
    /// digit on both sides of the point (`.5`, `1.`) and after the exponent (`1e`). Out of a
    /// Double's range is an error.
    mutating func number() throws(JSONSyntaxError) -> Double {
        let start = index
        var isInteger = true
        var integer: Int64 = 0
        func isDigit(_ offset: Int) -> Bool {
            offset < bytes.count && bytes[offset] >= UInt8(ascii: "0") && bytes[offset] <= UInt8(ascii: "9")
        }
        /// One or more digits, or an error saying which part of the number lacks them.
        func digits(_ missing: String) throws(JSONSyntaxError) {
            guard isDigit(index) else {
                if index >= bytes.count { throw error("the text ends in the middle of a value") }
                throw error(missing)
            }
            while isDigit(index) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard isDigit(index) else {
            if index >= bytes.count { throw error("the text ends in the middle of a value") }
            switch bytes[index] {
            case UInt8(ascii: "+"): throw error("a number does not start with '+'")
            case UInt8(ascii: "."): throw error("a number starts with a digit: 0.5, not .5")
            default: throw error(index > start ? "a digit must follow the '-' of a number" : "unexpected character")
            }
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            guard !isDigit(index) else {
                throw error("a number does not start with 0 unless it is 0 (no leading zeros)")
            }
        } else {
            while isDigit(index) {
                if integer < 100_000_000_000_000 {
                    integer = integer * 10 + Int64(bytes[index] - UInt8(ascii: "0"))
                } else {
                    isInteger = false
                }
                index += 1
            }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            try digits("a digit must follow the '.' of a number: 1.0, not 1.")
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            try digits("a digit must follow the exponent of a number: 1e5, not 1e")
        }
        if isInteger { return Double(bytes[start] == UInt8(ascii: "-") ? -integer : integer) }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw error("the number '\(text)' is out of range")
        }
        return value
    }
}
