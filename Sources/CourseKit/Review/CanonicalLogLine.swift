import Foundation

extension LogLineParser {
    /// The line exactly as `ReviewLogWriter` writes an answer —
    /// `{"card":"…","rating":"…","at":"…"[,"hash":"…"][,"ms":N]}` with no escapes — read by matching
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
        guard cursor.skip("}"), cursor.atEnd else { return nil }
        return Line(kind: .review, card: .bytes(card), rating: rating, at: at, hash: hash.map { .bytes($0) }, ms: ms)
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
        mutating func plainString() -> Range<Int>? {
            guard index < bytes.count,
                  let quote = memchr(bytes.baseAddress! + index, Int32(UInt8(ascii: "\"")), bytes.count - index)
            else { return nil }
            let end = UnsafeRawPointer(quote) - bytes.baseAddress!
            let range = index..<end
            guard !UnsafeRawBufferPointer(rebasing: bytes[range]).contains(where: { $0 == UInt8(ascii: "\\") || $0 < 0x20 })
            else { return nil }
            index = end + 1
            return range
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
