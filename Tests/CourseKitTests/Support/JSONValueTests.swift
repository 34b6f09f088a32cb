import Foundation
import Testing

@testable import CourseKit

@Suite struct JSONValueTests {
    /// The string inside `["…"]` as our reader and as `JSONSerialization` read it (nil: rejected).
    private func both(_ body: String) -> (ours: String?, foundation: String?) {
        let text = #"[""# + body + #""]"#
        let ours: String? =
            if case .array(let values) = try? JSONValue.parse(text) { values.first?.string } else { nil }
        let foundation = (try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [Any])?.first as? String
        return (ours, foundation)
    }

    /// Half a surrogate pair is no character: rejected, as Foundation rejects it; a whole pair is one
    /// character. (A high surrogate followed by another escape used to trap in an arithmetic overflow.)
    @Test func surrogateEscapesAreReadAsFoundationReadsThem() {
        let cases: [(String, String?)] = [
            (#"\uD800\u0041"#, nil), (#"\uDBFF\u0000"#, nil), (#"\uD800\uD800"#, nil), (#"\uD800\uE000"#, nil),
            (#"\uD800"#, nil), (#"\uD800x"#, nil), (#"\uD800\n"#, nil), (#"\uD800\\"#, nil),
            (#"\uDC00"#, nil), (#"a\uDFFFb"#, nil), (#"\uDC00\uD800"#, nil),
            (#"\uD800\uDC00"#, "\u{10000}"), (#"\uD83D\uDE00"#, "😀"), (#"\udbff\udfff"#, "\u{10FFFF}"),
            (#"\u0041\u00e9\uFFFF"#, "Aé\u{FFFF}"), (#"\u0000"#, "\u{0}"),
        ]
        for (body, expected) in cases {
            let (ours, foundation) = both(body)
            #expect(foundation == expected, "JSONSerialization on \(body)")
            #expect(ours == expected, "\(body)")
        }
    }

    @Test func halfAPairIsAnErrorThatSaysSoWhereItIs() throws {
        let text = #"{"retention": "x\uD800\u0041"}"#
        let error = try #require(throws: JSONSyntaxError.self) { try JSONValue.parse(text) }
        #expect(error.offset == text.utf8.count - #"\uD800\u0041"}"#.utf8.count)
        #expect(!error.isTruncated)
        #expect(
            error.message
                == #"\uD800 is the first half of a UTF-16 surrogate pair: a \uDC00…\uDFFF escape must follow it, not \u0041"#
        )
        let low = try #require(throws: JSONSyntaxError.self) { try JSONValue.parse(#""\uDC00""#) }
        #expect(low.message.contains("second half") && low.offset == 1)
        // Cut short right after the first half: a truncated text, not a malformed one.
        for cut in [#""\uD800"#, #""\uD800\"#, #""\uD800\u"#, #""\uD800\uDC"#] {
            let error = try #require(throws: JSONSyntaxError.self) { try JSONValue.parse(cut) }
            #expect(error.isTruncated, "\(cut)")
        }
    }

    /// Ill-formed UTF-8 in a string is an error at its first byte, as RFC 8259 and JSONSerialization
    /// have it, not a U+FFFD; a character cut short by the end of the text is a truncated text.
    @Test func illFormedUTF8InAStringIsAnErrorAtItsFirstByte() throws {
        let quote = UInt8(ascii: "\"")
        let backslash = UInt8(ascii: "\\")
        let n = UInt8(ascii: "n")
        // The string's bytes, and the offset of the bad byte in `["…"]` (2 is the string's first byte).
        let cases: [([UInt8], Int)] = [
            ([0xFF], 2), ([0x61, 0x80], 3), ([0xC3], 2), ([0xC3, 0x41], 2), ([0xC0, 0xAF], 2),
            ([0xE0, 0x80, 0xAF], 2), ([0xED, 0xA0, 0x80], 2), ([0xF4, 0x90, 0x80, 0x80], 2),
            ([0xF8, 0x88, 0x80, 0x80, 0x80], 2), ([0xE2, 0x82, 0x41], 2),
            ([backslash, n, 0xFF], 4), ([0xC3, 0xA9, backslash, n, 0xE2, 0x28, 0xA1], 6),
        ]
        for (body, offset) in cases {
            let text = [UInt8(ascii: "["), quote] + body + [quote, UInt8(ascii: "]")]
            let error = try #require(throws: JSONSyntaxError.self, "\(body)") {
                try text.withUnsafeBytes { try JSONValue.parse($0) }
            }
            #expect(
                error.offset == offset && !error.isTruncated && error.message.contains("ill-formed UTF-8"),
                "\(body): \(error)")
            #expect((try? JSONSerialization.jsonObject(with: Data(text))) == nil, "JSONSerialization on \(body)")
        }
        // Well-formed characters of every length, with and without escapes around them.
        for text in [#"["é€😀\u00e9"]"#, #"["\né€😀"]"#, #"{"ß": "\t…"}"#] {
            #expect(throws: Never.self) { try JSONValue.parse(text) }
        }
        #expect(try JSONValue.parse(#"["\nß€😀"]"#) == .array([.string("\nß€😀")]))
        // The text ends inside a character: cut short, not malformed.
        let cut: [UInt8] = [quote, 0x61, 0xF0, 0x9F, 0x98]
        let error = try #require(throws: JSONSyntaxError.self) { try cut.withUnsafeBytes { try JSONValue.parse($0) } }
        #expect(error.isTruncated)
    }

    /// Numbers as RFC 8259 writes them, and as JSONSerialization reads them: no `+`, no leading
    /// zero, digits on both sides of the point and after the exponent.
    @Test func numbersFollowTheGrammarOfRFC8259() throws {
        let rejected = [
            "01", "-01", "00", "1.", "-1.", ".5", "-.5", "+1", "-", "--1", "-.5e3", "1e", "1E+", "1e-",
            "1.e3", "0x10", "1.5e", "[01]", #"{"a": 1.}"#, "[.5]", "[+1]", "Infinity", "NaN", "1e999", "-1e999",
        ]
        for text in rejected {
            #expect(throws: JSONSyntaxError.self, "\(text)") { try JSONValue.parse(text) }
            #expect(
                (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)) == nil,
                "JSONSerialization on \(text)")
        }
        let accepted: [(String, Double)] = [
            ("0", 0), ("-0", 0), ("7", 7), ("10", 10), ("1.5", 1.5), ("-1.5e3", -1500), ("1E+2", 100), ("1e-2", 0.01),
            ("0.0", 0), ("0e0", 0), ("0.25E1", 2.5), ("123456789012345678", 123_456_789_012_345_678),
            ("-9007199254740993", -9_007_199_254_740_992),
        ]
        for (text, value) in accepted {
            #expect(try JSONValue.parse(text) == .number(value), "\(text)")
            #expect(
                (try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed) as? NSNumber)?
                    .doubleValue == value,
                "JSONSerialization on \(text)")
        }
        // The error says what is wrong, where.
        let zero = try #require(throws: JSONSyntaxError.self) { try JSONValue.parse(#"{"max-interval": 0365}"#) }
        #expect(zero.offset == 18 && zero.message.contains("leading zero"))
        let point = try #require(throws: JSONSyntaxError.self) { try JSONValue.parse("[1.]") }
        #expect(point.offset == 3 && point.message.contains("'.'") && !point.isTruncated)
        let plus = try #require(throws: JSONSyntaxError.self) { try JSONValue.parse("[+1]") }
        #expect(plus.offset == 1 && plus.message.contains("'+'"))
        // A number the end of the text cuts short is a truncated text (a write cut short).
        for cut in ["[1.", "[1e", "[1e+", "[-"] {
            let error = try #require(throws: JSONSyntaxError.self) { try JSONValue.parse(cut) }
            #expect(error.isTruncated, "\(cut)")
        }
    }
}
