// The `json` target: our JSON reader (Support/JSON) against Foundation's JSONSerialization on the
// same bytes (with .fragmentsAllowed, as our reader takes any value at the top): both accept or
// both reject, and what they read is the same.
//
// Compared as follows:
// - objects as Foundation builds them: a dictionary, where a repeated key keeps its last value (our
//   reader keeps every member in order; `JSONValue`'s subscript, the way callers look keys up, takes
//   the last); keys are equal as Swift strings are;
// - strings by their Unicode scalars;
// - numbers as Doubles: Foundation's integers (Int64, UInt64) converted, its doubles bit for bit,
//   its NSDecimalNumbers (which it makes of numbers a Double does not print back) to 1e-12
//   relative, since NSDecimalNumber's own conversion to Double is not exact; -0 and 0 are equal.
//
// Documented exceptions, where Foundation differs on purpose or is wrong; those inputs are not
// compared (the check that our reader does not trap still runs):
// - nesting: our reader stops at 64 levels ("nested too deeply"), Foundation at 513;
// - encodings: Foundation detects UTF-16 and UTF-32 (a byte-order mark, or NUL bytes among the
//   first four) and skips a UTF-8 byte-order mark; our reader reads UTF-8 only (the settings file's
//   byte-order mark is SettingsFile's business, issue 11 item 7);
// - trailing commas: Foundation accepts `[1,]` and `{"a":1,}`, which RFC 8259 does not allow; the
//   comma is taken out and the input compared again;
// - a byte-order mark inside a string: Foundation drops a U+FEFF written as such (not as `\ufeff`)
//   at the start of a string or key and right after each escape sequence in it (it decodes each run
//   between escapes on its own, as if it were a file); when the input holds a raw U+FEFF, the
//   strings of both sides are also compared with every U+FEFF taken out;
// - numbers out of a Double's range under a key that comes again later (`{"a": 1e999, "a": 1}`):
//   Foundation checks a number only when it makes its value, and never makes the one the later
//   key replaces, so it accepts what it rejects without the second key; the number our reader
//   stopped at is replaced with 0 and the input compared again.

import Foundation

func fuzzJSON(_ input: UnsafeRawBufferPointer) {
    fuzzing { () throws(SkipInput) in
        try compareWithFoundation(Array(input))
    }
}

/// A JSON value in the shape both readers can be brought to.
private indirect enum Value: CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Number)
    case string([Unicode.Scalar])
    case array([Value])
    case object([String: Value])

    enum Number {
        case exact(Double)
        /// Foundation's NSDecimalNumber, as a Double (not exact).
        case approximate(Double)
    }

    /// `droppingBOMs`: strings and keys without U+FEFF (see above).
    init(_ value: JSONValue, droppingBOMs: Bool = false) {
        func text(_ text: String) -> String { droppingBOMs ? withoutBOMs(text) : text }
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = .number(.exact(number))
        case .string(let string): self = .string(Array(text(string).unicodeScalars))
        case .array(let elements): self = .array(elements.map { Value($0, droppingBOMs: droppingBOMs) })
        case .object(let members):
            var object: [String: Value] = [:]
            for member in members { object[text(member.key)] = Value(member.value, droppingBOMs: droppingBOMs) }
            self = .object(object)
        }
    }

    /// Foundation's value; nil for a type JSONSerialization is not documented to give.
    init?(foundation value: Any, droppingBOMs: Bool = false) {
        func text(_ text: String) -> String { droppingBOMs ? withoutBOMs(text) : text }
        switch value {
        case is NSNull: self = .null
        case let string as String: self = .string(Array(text(string).unicodeScalars))
        case let decimal as NSDecimalNumber: self = .number(.approximate(decimal.doubleValue))
        case let number as NSNumber:
            switch String(cString: number.objCType) {
            case "c", "B": self = .bool(number.boolValue)
            case "d", "f": self = .number(.exact(number.doubleValue))
            case "Q", "L", "I", "S", "C": self = .number(.exact(Double(number.uint64Value)))
            default: self = .number(.exact(Double(number.int64Value)))
            }
        case let array as [Any]:
            var elements: [Value] = []
            for element in array {
                guard let converted = Value(foundation: element, droppingBOMs: droppingBOMs) else { return nil }
                elements.append(converted)
            }
            self = .array(elements)
        case let dictionary as [String: Any]:
            var object: [String: Value] = [:]
            for (key, element) in dictionary {
                guard let converted = Value(foundation: element, droppingBOMs: droppingBOMs) else { return nil }
                object[text(key)] = converted
            }
            self = .object(object)
        default: return nil
        }
    }

    var description: String {
        switch self {
        case .null: "null"
        case .bool(let flag): "\(flag)"
        case .number(.exact(let n)): "\(n)"
        case .number(.approximate(let n)): "~\(n)"
        case .string(let scalars): String(String.UnicodeScalarView(scalars)).debugDescription
        case .array(let elements): "[" + elements.map(\.description).joined(separator: ",") + "]"
        case .object(let members):
            "{"
                + members.sorted { $0.key < $1.key }.map { "\($0.key.debugDescription):\($0.value)" }
                .joined(separator: ",") + "}"
        }
    }

    func matches(_ other: Value) -> Bool {
        switch (self, other) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(.exact(let a)), .number(.exact(let b))): return a == b
        case (.number(.exact(let a)), .number(.approximate(let b))),
            (.number(.approximate(let b)), .number(.exact(let a))):
            return a == b || abs(a - b) <= 1e-12 * max(abs(a), abs(b))
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy { $0.matches($1) }
        case (.object(let a), .object(let b)):
            return a.count == b.count && a.allSatisfy { key, value in b[key].map(value.matches) ?? false }
        default: return false
        }
    }
}

private func compareWithFoundation(_ bytes: [UInt8]) throws(SkipInput) {
    let ours = bytes.withUnsafeBytes { buffer in
        Result { () throws(JSONSyntaxError) in try JSONValue.parse(buffer) }
    }
    if case .failure(let error) = ours {
        try expect(
            !error.message.isEmpty && error.offset >= 0 && error.offset <= bytes.count,
            "error \(error) for \(bytes.count) bytes")
        if error.message == "nested too deeply" { return }
    }
    if foundationDetectsAnotherEncoding(bytes) { return }
    let theirs: Result<Any, Error> = Result {
        try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    }
    switch (ours, theirs) {
    case (.success(let ours), .success(let foundation)):
        guard let theirs = Value(foundation: foundation) else {
            try expect(false, "JSONSerialization gave a \(type(of: foundation))")
            return
        }
        let mine = Value(ours)
        let rawBOM = zip(bytes, zip(bytes.dropFirst(), bytes.dropFirst(2))).contains {
            $0 == 0xEF && $1 == (0xBB, 0xBF)
        }
        let matchesWithoutBOMs =
            rawBOM
            && Value(foundation: foundation, droppingBOMs: true)
                .map { Value(ours, droppingBOMs: true).matches($0) } == true
        try expect(mine.matches(theirs) || matchesWithoutBOMs, "values differ: ours \(mine), Foundation's \(theirs)")
    case (.failure, .failure):
        return
    case (.success(let ours), .failure(let error)):
        try expect(false, "our reader accepts what JSONSerialization rejects (\(describe(error))): ours \(Value(ours))")
    case (.failure(let error), .success):
        // A trailing comma, found where our reader stopped: compare again without it.
        if let comma = trailingComma(before: error.offset, in: bytes) {
            var fixed = bytes
            fixed.remove(at: comma)
            try compareWithFoundation(fixed)
            return
        }
        // A number out of range that Foundation never looked at: compare again with 0 in its place.
        if error.message.hasSuffix("is out of range"), let end = numberEnd(from: error.offset, in: bytes) {
            try compareWithFoundation(Array(bytes[..<error.offset]) + [UInt8(ascii: "0")] + Array(bytes[end...]))
            return
        }
        try expect(false, "our reader rejects what JSONSerialization accepts: \(error.message) at byte \(error.offset)")
    }
}

private func withoutBOMs(_ text: String) -> String {
    var scalars = text.unicodeScalars
    scalars.removeAll { $0 == "\u{FEFF}" }
    return String(scalars)
}

private func describe(_ error: Error) -> String {
    ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
}

/// JSONSerialization's encoding detection: a byte-order mark, or NUL bytes among the first four.
private func foundationDetectsAnotherEncoding(_ bytes: [UInt8]) -> Bool {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) || bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
        return true
    }
    return bytes.prefix(4).contains(0)
}

/// Where the number that starts at `offset` ends, if one is there (bytes our reader takes as one).
private func numberEnd(from offset: Int, in bytes: [UInt8]) -> Int? {
    var end = offset
    while end < bytes.count, "0123456789.eE+-".utf8.contains(bytes[end]) { end += 1 }
    return end > offset ? end : nil
}

/// The index of the comma before `offset` when only whitespace separates them and `offset` holds
/// the `]` or `}` our reader stopped at.
private func trailingComma(before offset: Int, in bytes: [UInt8]) -> Int? {
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "]") || bytes[offset] == UInt8(ascii: "}") else {
        return nil
    }
    var index = offset - 1
    while index >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index -= 1 }
    return index >= 0 && bytes[index] == UInt8(ascii: ",") ? index : nil
}
