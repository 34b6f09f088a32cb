import Foundation

/// Reads one line of the review log straight from the file's bytes: keys are compared as bytes and
/// string values are handed back as byte ranges (made into `String`s once, by `StringTable`). The
/// replay of a large log is mostly this.
enum LogLineParser {
    enum Failure: Error {
        /// The line stops in the middle of the JSON: a write cut short.
        case truncated
        case malformed(String)
    }

    enum Kind { case review, undo, recovered }

    /// A string value: its bytes in the line when it has no escapes, else the decoded text.
    enum Text {
        case bytes(Range<Int>)
        case decoded(String)
    }

    struct Line {
        var kind: Kind
        var card: Text?
        var rating: Rating?
        var at: Timestamp
        var hash: Text?
        var ms: Int?
        var prediction: Text?
    }

    static func parse(_ bytes: UnsafeRawBufferPointer) throws(Failure) -> Line {
        if let line = canonicalAnswer(bytes) { return line }
        var reader = JSONReader(bytes: bytes)
        var card: Text?, rating: Text?, at: Text?, type: Text?, hash: Text?, ms: Int?, prediction: Text?
        do {
            reader.skipSpace()
            guard reader.index < bytes.count, bytes[reader.index] == UInt8(ascii: "{") else {
                throw Failure.malformed("expected a JSON object such as {\"card\": \"…\", \"rating\": \"good\", \"at\": \"…\"}")
            }
            reader.index += 1
            var first = true
            while true {
                reader.skipSpace()
                guard reader.index < bytes.count else { throw Failure.truncated }
                if first, bytes[reader.index] == UInt8(ascii: "}") { reader.index += 1; break }
                first = false
                guard bytes[reader.index] == UInt8(ascii: "\"") else { throw Failure.malformed("expected a quoted key") }
                let key = try stringValue(&reader, "key")
                reader.skipSpace()
                guard reader.index < bytes.count else { throw Failure.truncated }
                guard bytes[reader.index] == UInt8(ascii: ":") else { throw Failure.malformed("expected ':' after a key") }
                reader.index += 1
                reader.skipSpace()
                switch Self.key(key, in: bytes) {
                case .card: card = try stringValue(&reader, "card")
                case .rating: rating = try stringValue(&reader, "rating")
                case .at: at = try stringValue(&reader, "at")
                case .type: type = try stringValue(&reader, "type")
                case .hash: hash = try stringValue(&reader, "hash")
                case .prediction: prediction = try stringValue(&reader, "prediction")
                case .ms:
                    guard case .number(let n) = try value(&reader), n >= 0, n < 1e15, n == n.rounded() else {
                        throw Failure.malformed("\"ms\" must be a whole number of milliseconds")
                    }
                    ms = Int(n)
                case .other: _ = try value(&reader)
                }
                reader.skipSpace()
                guard reader.index < bytes.count else { throw Failure.truncated }
                if bytes[reader.index] == UInt8(ascii: ",") { reader.index += 1; continue }
                if bytes[reader.index] == UInt8(ascii: "}") { reader.index += 1; break }
                throw Failure.malformed("expected ',' or '}'")
            }
            reader.skipSpace()
            guard reader.index == bytes.count else { throw Failure.malformed("unexpected text after the object") }
        }
        var parsed = try line(card: card, rating: rating, at: at, type: type, hash: hash, ms: ms, in: bytes)
        if parsed.kind == .review { parsed.prediction = prediction }
        return parsed
    }

    private static func line(card: Text?, rating: Text?, at: Text?, type: Text?, hash: Text?, ms: Int?,
                             in bytes: UnsafeRawBufferPointer) throws(Failure) -> Line {
        guard let at else { throw .malformed("missing \"at\" (when the answer was given)") }
        let time: Timestamp? = switch at {
        case .bytes(let range): ISO8601.parse(UnsafeRawBufferPointer(rebasing: bytes[range]))
        case .decoded(let text): ISO8601.parse(text)
        }
        guard let time else {
            throw .malformed("\"at\": '\(string(at, in: bytes))' is not a UTC time such as 2026-11-30T10:00:00Z")
        }
        let kind = type.map { string($0, in: bytes) } ?? "review"
        switch kind {
        case "review":
            guard let card, !isEmpty(card) else { throw .malformed("missing \"card\" (the card's id)") }
            guard let rating else { throw .malformed("missing \"rating\" (again, hard, good or easy)") }
            guard let grade = Self.rating(rating, in: bytes) else {
                throw .malformed("\"rating\": '\(string(rating, in: bytes))' is not again, hard, good or easy")
            }
            return Line(kind: .review, card: card, rating: grade, at: time, hash: hash, ms: ms)
        case "undo":
            guard let card, !isEmpty(card) else { throw .malformed("an undo needs the \"card\" whose answer it cancels") }
            return Line(kind: .undo, card: card, at: time)
        case "recovered":
            return Line(kind: .recovered, at: time)
        default:
            throw .malformed("unknown \"type\" '\(kind)' (review, undo or recovered)")
        }
    }

    private static func value(_ reader: inout JSONReader) throws(Failure) -> JSONValue {
        do throws(JSONSyntaxError) {
            return try reader.value()
        } catch {
            throw error.isTruncated ? .truncated : .malformed(error.message)
        }
    }

    private static func stringValue(_ reader: inout JSONReader, _ key: String) throws(Failure) -> Text {
        guard reader.index < reader.bytes.count else { throw .truncated }
        guard reader.bytes[reader.index] == UInt8(ascii: "\"") else {
            throw .malformed("\"\(key)\" must be a string")
        }
        do throws(JSONSyntaxError) {
            return try text(&reader)
        } catch {
            throw error.isTruncated ? .truncated : .malformed(error.message)
        }
    }

    /// A string at the reader (on its opening quote), as a range when it has no escapes.
    private static func text(_ reader: inout JSONReader) throws(JSONSyntaxError) -> Text {
        let bytes = reader.bytes
        let start = reader.index + 1
        if start < bytes.count, let quote = memchr(bytes.baseAddress! + start, Int32(UInt8(ascii: "\"")), bytes.count - start) {
            let end = UnsafeRawPointer(quote) - bytes.baseAddress!
            let body = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
            if !body.contains(where: { $0 == UInt8(ascii: "\\") || $0 < 0x20 }) {
                reader.index = end + 1
                return .bytes(start..<end)
            }
        }
        return .decoded(try reader.string())
    }

    private enum Key { case card, rating, at, type, hash, ms, prediction, other }

    /// Which of the log's keys `key` is, comparing bytes (no `String` per key).
    private static func key(_ key: Text, in bytes: UnsafeRawBufferPointer) -> Key {
        guard case .bytes(let range) = key else {
            if case .decoded(let text) = key {
                return ["card": .card, "rating": .rating, "at": .at, "type": .type, "hash": .hash, "ms": .ms,
                        "prediction": .prediction][text] ?? .other
            }
            return .other
        }
        let text = UnsafeRawBufferPointer(rebasing: bytes[range])
        func equals(_ word: StaticString) -> Bool {
            text.count == word.utf8CodeUnitCount && memcmp(text.baseAddress!, word.utf8Start, text.count) == 0
        }
        switch (text.count, text.first) {
        case (4, UInt8(ascii: "c")): return equals("card") ? .card : .other
        case (6, UInt8(ascii: "r")): return equals("rating") ? .rating : .other
        case (2, UInt8(ascii: "a")): return equals("at") ? .at : .other
        case (4, UInt8(ascii: "t")): return equals("type") ? .type : .other
        case (4, UInt8(ascii: "h")): return equals("hash") ? .hash : .other
        case (2, UInt8(ascii: "m")): return equals("ms") ? .ms : .other
        case (10, UInt8(ascii: "p")): return equals("prediction") ? .prediction : .other
        default: return .other
        }
    }

    /// The rating written as a word (or number); the four lower-case words are matched as bytes.
    private static func rating(_ text: Text, in bytes: UnsafeRawBufferPointer) -> Rating? {
        if case .bytes(let range) = text, range.count == 4 || range.count == 5 {
            let word = UnsafeRawBufferPointer(rebasing: bytes[range])
            for rating in Rating.allCases {
                let name = rating.staticWord
                if word.count == name.utf8CodeUnitCount, memcmp(word.baseAddress!, name.utf8Start, word.count) == 0 {
                    return rating
                }
            }
        }
        return Rating(word: string(text, in: bytes))
    }

    static func string(_ text: Text, in bytes: UnsafeRawBufferPointer) -> String {
        switch text {
        case .decoded(let string): return string
        case .bytes(let range): return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
    }

    private static func isEmpty(_ text: Text) -> Bool {
        switch text {
        case .decoded(let string): string.isEmpty
        case .bytes(let range): range.isEmpty
        }
    }
}
