import Foundation

extension LogLineParser {
    /// Reads the line if it is laid out exactly as `LogLine.bytes` writes it.
    ///
    /// That is `{`, `"type":"…"` on an undo or a recovery marker, then the keys of its kind in the
    /// schema's order (each optional one present or not), `}`, no spaces — matching those pieces in
    /// place, value by value as the schema types them; `false` for anything else, which the general
    /// path then reads. Nearly every line of a real log takes this path; every line the writer
    /// writes does.
    static func fastPath(_ bytes: UnsafeRawBufferPointer, into line: inout Line) -> Bool {
        var cursor = Cursor(bytes: bytes)
        guard cursor.skip(UInt8(ascii: "{")) else { return false }
        var kind = LogLineKind.review
        // Whether a member follows: after `{` and after each `,`.
        var hasMember = true
        if cursor.skipName(LogKey.type.field.name) {
            guard cursor.skip(UInt8(ascii: "\"")), let word = cursor.plainString(),
                let named = LogLineKind.allCases.first(where: { cursor.equals(word, $0.word) })
            else { return false }
            kind = named
            hasMember = cursor.skip(UInt8(ascii: ","))
        }
        for member in CanonicalLayout.of(kind) {
            guard hasMember, cursor.skipName(member) else {
                if member.required { return false }
                continue
            }
            switch member.type {
            case .id, .recordID, .hash, .text:
                guard let text = cursor.string(keepingIn: &line),
                    (member.type != .id && member.type != .recordID) || !line.isEmpty(text)
                else { return false }
                line[member.key] = .string(text)
            case .rating:
                guard let rating = cursor.rating() else { return false }
                line[member.key] = .rating(rating)
            case .time:
                guard let time = cursor.time() else { return false }
                line[member.key] = .time(time)
            case .milliseconds:
                guard let number = cursor.smallInteger() else { return false }
                line[member.key] = .integer(number)
            case .kind:
                return false
            }
            hasMember = cursor.skip(UInt8(ascii: ","))
        }
        line.kind = kind
        return !hasMember && cursor.skip(UInt8(ascii: "}")) && cursor.atEnd
    }

    private struct Cursor {
        let bytes: UnsafeRawBufferPointer
        var index = 0

        var atEnd: Bool { index == bytes.count }

        func equals(_ range: Range<Int>, _ word: StaticString) -> Bool {
            range.count == word.utf8CodeUnitCount
                && memcmp(bytes.baseAddress! + range.lowerBound, word.utf8Start, range.count) == 0
        }

        @inline(__always) mutating func skip(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index &+= 1
            return true
        }

        /// `"name":` of a member of the layout: its bytes compared as one or two words.
        @inline(__always) mutating func skipName(_ member: CanonicalLayout.Member) -> Bool {
            guard bytes.count &- index >= 16 else { return skipName(member.name) }
            let base = bytes.baseAddress! + index
            guard base.loadUnaligned(as: UInt64.self) & member.masks.0 == member.words.0,
                base.loadUnaligned(fromByteOffset: 8, as: UInt64.self) & member.masks.1 == member.words.1
            else { return false }
            index &+= member.length
            return true
        }

        /// `"name":`.
        @inline(__always) mutating func skipName(_ name: StaticString) -> Bool {
            let count = name.utf8CodeUnitCount
            guard bytes.count &- index >= count &+ 3, bytes[index] == UInt8(ascii: "\""),
                memcmp(bytes.baseAddress! + (index &+ 1), name.utf8Start, count) == 0,
                bytes[index &+ 1 &+ count] == UInt8(ascii: "\""), bytes[index &+ 2 &+ count] == UInt8(ascii: ":")
            else { return false }
            index &+= count &+ 3
            return true
        }

        /// `"again"`, `"hard"`, `"good"` or `"easy"`.
        @inline(__always) mutating func rating() -> Rating? {
            guard skip(UInt8(ascii: "\"")), let range = plainString() else { return nil }
            return Rating.allCases.first { equals(range, $0.staticWord) }
        }

        /// A time in quotes.
        @inline(__always) mutating func time() -> Timestamp? {
            guard skip(UInt8(ascii: "\"")), let range = plainString() else { return nil }
            return ISO8601.parse(UnsafeRawBufferPointer(rebasing: bytes[range]))
        }

        /// A string: its bytes when it is plain ASCII without escapes, else decoded (and checked) as JSON.
        @inline(__always) mutating func string(keepingIn line: inout Line) -> Text? {
            guard skip(UInt8(ascii: "\"")) else { return nil }
            if let range = plainString() { return .bytes(range) }
            return escapedString(keepingIn: &line)
        }

        /// The string whose opening quote is just before the cursor, decoded as JSON.
        @inline(never) mutating func escapedString(keepingIn line: inout Line) -> Text? {
            var reader = JSONReader(bytes: bytes)
            reader.index = index &- 1
            guard let text = try? reader.string() else { return nil }
            index = reader.index
            return line.keep(text)
        }

        /// The bytes up to the next `"`, when they are plain ASCII; moves past the quote.
        ///
        /// Plain: no escape, no control character and only ASCII (anything else, UTF-8 checked, is
        /// read as JSON). One pass over the bytes, eight at a time.
        mutating func plainString() -> Range<Int>? {
            let base = bytes.baseAddress!
            var end = index
            while end &+ 8 <= bytes.count {
                let special = Self.specialBytes(
                    UInt64(littleEndian: base.loadUnaligned(fromByteOffset: end, as: UInt64.self)))
                if special != 0 { return endString(at: end &+ special.trailingZeroBitCount &>> 3) }
                end &+= 8
            }
            while end < bytes.count {
                let byte = base.load(fromByteOffset: end, as: UInt8.self)
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 {
                    return endString(at: end)
                }
                end &+= 1
            }
            return nil
        }

        /// The string ends at the special byte at `end` if that is a quote.
        @inline(__always) private mutating func endString(at end: Int) -> Range<Int>? {
            guard bytes[end] == UInt8(ascii: "\"") else { return nil }
            let range = index..<end
            index = end &+ 1
            return range
        }

        /// The high bit of each of the eight bytes that may be special.
        ///
        /// The first in memory lowest; special is a quote, a backslash, a control character or not
        /// ASCII: the classic "has a zero byte" and "has a byte less than n" tests, and the high
        /// bit itself. Never a false "no"; a false "yes" only above a true one, so the lowest bit
        /// set marks a special byte.
        static func specialBytes(_ word: UInt64) -> UInt64 {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let quote = word ^ (ones &* 0x22)
            let backslash = word ^ (ones &* 0x5C)
            let found =
                ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((word &- ones &* 0x20) & ~word)
                | word
            return found & (ones &* 0x80)
        }

        /// Up to 15 decimal digits, without a leading zero.
        ///
        /// `0123` is no JSON number: the general path says so.
        @inline(__always) mutating func smallInteger() -> Int? {
            var value = 0
            var digits = 0
            while index < bytes.count, digits < 15, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9")
            {
                value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                index += 1
                digits += 1
            }
            let leadingZero = digits > 1 && bytes[index - digits] == UInt8(ascii: "0")
            return digits > 0 && !leadingZero ? value : nil
        }
    }
}

/// The members of each kind of line (but `type`) in the order the writer writes them.
///
/// Made once from the schema's table (`LogKey.field`), each with its `"name":` as two masked 8-byte
/// words for the fast path to compare in place.
enum CanonicalLayout {
    struct Member {
        let key: LogKey
        let type: LogValueType
        let required: Bool
        let name: StaticString
        /// The bytes of `"name":` (little-endian, zero past its end) and which of them count.
        let words: (UInt64, UInt64), masks: (UInt64, UInt64)
        /// The length of `"name":`.
        let length: Int

        init(_ key: LogKey, in kind: LogLineKind) {
            let field = key.field
            self.key = key
            type = field.type
            required = field.presence(in: kind) == .required
            name = field.name
            let pattern =
                [UInt8(ascii: "\"")]
                + Array(UnsafeBufferPointer(start: field.name.utf8Start, count: field.name.utf8CodeUnitCount))
                + [UInt8(ascii: "\""), UInt8(ascii: ":")]
            precondition(pattern.count <= 16, "a key of the log longer than 13 bytes: widen CanonicalLayout")
            length = pattern.count
            var words: [UInt64] = [0, 0]
            var masks: [UInt64] = [0, 0]
            for (offset, byte) in pattern.enumerated() {
                words[offset / 8] |= UInt64(byte) << (8 * UInt64(offset % 8))
                masks[offset / 8] |= 0xFF << (8 * UInt64(offset % 8))
            }
            self.words = (words[0], words[1])
            self.masks = (masks[0], masks[1])
        }
    }

    private static let layouts: [[Member]] = LogLineKind.allCases.map { kind in
        LogKey.allCases.filter { $0 != .type && $0.field.presence(in: kind) != .absent }.map { Member($0, in: kind) }
    }
    private static let review = layouts[0], undo = layouts[1], recovered = layouts[2]

    @inline(__always) static func of(_ kind: LogLineKind) -> [Member] {
        switch kind {
        case .review: review
        case .undo: undo
        case .recovered: recovered
        }
    }
}
