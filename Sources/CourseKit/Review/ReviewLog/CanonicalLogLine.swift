import Foundation

extension LogLineParser {
    /// The line exactly as `ReviewLogWriter` writes an answer —
    /// `{"card":"…","rating":"…","at":"…"[,"hash":"…"][,"ms":N][,"prediction":"…"]}` with no escapes — read by matching
    /// those pieces in place; `nil` for anything else, which the general parser then reads. Nearly
    /// every line of a real log takes this path.
    static func canonicalAnswer(_ bytes: UnsafeRawBufferPointer) -> Line? {
        var cursor = Cursor(bytes: bytes)
        guard cursor.skip(#"{"card":""#), let card = cursor.plainString(),
              cursor.skip(#","rating":""#), let ratingRange = cursor.plainString(),
              cursor.skip(#","at":""#), let atRange = cursor.plainString(),
              let at = ISO8601.parse(UnsafeRawBufferPointer(rebasing: bytes[atRange])),
              !card.isEmpty
        else { return nil }
        let ratingBytes = UnsafeRawBufferPointer(rebasing: bytes[ratingRange])
        guard let rating = Rating.allCases.first(where: { cursor.equals(ratingBytes, $0.staticWord) }) else { return nil }
        var hash: Range<Int>?
        if cursor.skip(#","hash":""#) {
            guard let range = cursor.plainString() else { return nil }
            hash = range
        }
        var ms: Int?
        if cursor.skip(#","ms":"#) {
            guard let value = cursor.smallInteger() else { return nil }
            ms = value
        }
        var prediction: Range<Int>?
        if cursor.skip(#","prediction":""#) {
            guard let range = cursor.plainString() else { return nil }
            prediction = range
        }
        guard cursor.skip("}"), cursor.atEnd else { return nil }
        return Line(kind: .review, card: .bytes(card), rating: rating, at: at, hash: hash.map { .bytes($0) }, ms: ms,
                    prediction: prediction.map { .bytes($0) })
    }

    private struct Cursor {
        let bytes: UnsafeRawBufferPointer
        var index = 0

        var atEnd: Bool { index == bytes.count }

        func equals(_ text: UnsafeRawBufferPointer, _ word: StaticString) -> Bool {
            text.count == word.utf8CodeUnitCount && memcmp(text.baseAddress!, word.utf8Start, text.count) == 0
        }

        mutating func skip(_ literal: StaticString) -> Bool {
            let count = literal.utf8CodeUnitCount
            guard bytes.count - index >= count, memcmp(bytes.baseAddress! + index, literal.utf8Start, count) == 0 else {
                return false
            }
            index += count
            return true
        }

        /// The bytes up to the next `"`, when they hold no escape or control character; moves past the quote.
        /// One pass over the bytes, eight at a time while none of them is special.
        mutating func plainString() -> Range<Int>? {
            let base = bytes.baseAddress!
            var end = index
            while end &+ 8 <= bytes.count, !Self.mayHoldSpecialByte(base.loadUnaligned(fromByteOffset: end, as: UInt64.self)) {
                end &+= 8
            }
            while end < bytes.count {
                let byte = base.load(fromByteOffset: end, as: UInt8.self)
                if byte == UInt8(ascii: "\"") {
                    let range = index..<end
                    index = end + 1
                    return range
                }
                if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
                end += 1
            }
            return nil
        }

        /// Whether any of the eight bytes may be a quote, a backslash or a control character
        /// (the classic "has a zero byte" and "has a byte less than n" tests: never a false "no").
        static func mayHoldSpecialByte(_ word: UInt64) -> Bool {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let quote = word ^ (ones &* 0x22), backslash = word ^ (ones &* 0x5C)
            let found = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word)
            return found & (ones &* 0x80) != 0
        }

        /// Up to 15 decimal digits.
        mutating func smallInteger() -> Int? {
            var value = 0, digits = 0
            while index < bytes.count, digits < 15, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                index += 1
                digits += 1
            }
            return digits > 0 ? value : nil
        }
    }
}
