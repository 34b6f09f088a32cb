import Foundation

/// Reads one line of the review log straight from the file's bytes.
///
/// Keys are compared as bytes and string values are handed back as byte ranges (made into `String`s
/// once, by `StringTable`). The replay of a large log is mostly this. Two paths, which read a line
/// the same way: the fast path (`fastPath`, in CanonicalLogLine.swift) for the layout the writer
/// writes, the general path (`generalPath`) for any other JSON object.
enum LogLineParser {
    enum Failure: Error {
        /// The line stops in the middle of the JSON: a write cut short.
        case truncated
        case malformed(String)
    }

    /// A string value.
    ///
    /// Its bytes in the line when they are ASCII without escapes, else the text decoded (kept by
    /// the `Line`, so that a value is plain data).
    enum Text: Equatable {
        case bytes(Range<Int>)
        /// The `n`th string of the line that was decoded.
        case decoded(Int)
    }

    /// One line as read.
    ///
    /// Its kind and its values, a slot per key of the schema (by `LogKey.rawValue`). The reader
    /// reads every line of a log into one `Line`: its slots are one allocation, made once, which is
    /// why a `Line` cannot be copied.
    struct Line: ~Copyable {
        var kind = LogLineKind.review
        private let values = UnsafeMutablePointer<LogValue<Text>?>.allocate(capacity: LogKey.allCases.count)
        private var decoded: [String] = []

        init() { values.initialize(repeating: nil, count: LogKey.allCases.count) }

        deinit { values.deallocate() }

        /// Every key the line has, its strings made `String`s.
        ///
        /// What the tests and the fuzz target compare when two paths read the same bytes.
        func allValues(in bytes: UnsafeRawBufferPointer) -> [LogKey: LogValue<String>] {
            var values: [LogKey: LogValue<String>] = [:]
            for key in LogKey.allCases {
                switch self[key] {
                case nil: break
                case .string(let text)?: values[key] = .string(string(text, in: bytes))
                case .rating(let rating)?: values[key] = .rating(rating)
                case .time(let time)?: values[key] = .time(time)
                case .integer(let number)?: values[key] = .integer(number)
                }
            }
            return values
        }

        subscript(key: LogKey) -> LogValue<Text>? {
            get { values[key.rawValue] }
            set { values[key.rawValue] = newValue }
        }

        mutating func clear() {
            kind = .review
            values.update(repeating: nil, count: LogKey.allCases.count)
            if !decoded.isEmpty { decoded.removeAll(keepingCapacity: true) }
        }

        /// Keeps a string that held escapes, decoded.
        mutating func keep(_ string: String) -> Text {
            decoded.append(string)
            return .decoded(decoded.count - 1)
        }

        /// The string `text` stands for, on the line `bytes`.
        func string(_ text: Text, in bytes: UnsafeRawBufferPointer) -> String {
            switch text {
            case .bytes(let range): String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            case .decoded(let index): decoded[index]
            }
        }

        /// Calls `body` with the UTF-8 of the string `text` stands for.
        func withUTF8<R>(_ text: Text, in bytes: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) -> R) -> R {
            switch text {
            case .bytes(let range):
                return body(UnsafeRawBufferPointer(rebasing: bytes[range]))
            case .decoded(let index):
                var string = decoded[index]
                return string.withUTF8 { body(UnsafeRawBufferPointer($0)) }
            }
        }

        func isEmpty(_ text: Text) -> Bool {
            switch text {
            case .bytes(let range): range.isEmpty
            case .decoded(let index): decoded[index].isEmpty
            }
        }

        /// The string value of `key`, made by `strings`.
        @inline(__always) func string<S: Strings>(_ key: LogKey, _ strings: inout S, in bytes: UnsafeRawBufferPointer)
            -> String?
        {
            guard case .string(let text)? = self[key] else { return nil }
            return strings.string(text, key.field.type, of: self, in: bytes)
        }
    }

    /// How the strings of a line read are made: the reader makes each id once (`StringTable`).
    protocol Strings {
        mutating func string(
            _ text: Text, _ type: LogValueType, of line: borrowing Line, in bytes: UnsafeRawBufferPointer
        ) -> String
    }

    /// Reads `bytes` into `line`: by the fast path if it can, else by the general path.
    static func parse(_ bytes: UnsafeRawBufferPointer, into line: inout Line) throws(Failure) {
        line.clear()
        if fastPath(bytes, into: &line) { return }
        line.clear()
        try generalPath(bytes, into: &line)
    }

    /// Reads any JSON object.
    ///
    /// Keys in any order, spaces, escapes, keys the schema doesn't have (skipped); then checks what
    /// the line's kind needs.
    static func generalPath(_ bytes: UnsafeRawBufferPointer, into line: inout Line) throws(Failure) {
        var reader = JSONReader(bytes: bytes)
        reader.skipSpace()
        guard reader.index < bytes.count, bytes[reader.index] == UInt8(ascii: "{") else {
            throw Failure.malformed(
                "expected a JSON object such as {\"card\": \"…\", \"rating\": \"good\", \"at\": \"…\"}")
        }
        reader.index += 1
        var first = true
        while true {
            reader.skipSpace()
            guard reader.index < bytes.count else { throw Failure.truncated }
            if first, bytes[reader.index] == UInt8(ascii: "}") {
                reader.index += 1
                break
            }
            first = false
            guard bytes[reader.index] == UInt8(ascii: "\"") else { throw Failure.malformed("expected a quoted key") }
            let name = try stringValue(&reader, "key", keepingIn: &line)
            reader.skipSpace()
            guard reader.index < bytes.count else { throw Failure.truncated }
            guard bytes[reader.index] == UInt8(ascii: ":") else { throw Failure.malformed("expected ':' after a key") }
            reader.index += 1
            reader.skipSpace()
            if let key = line.withUTF8(name, in: bytes, LogKey.init(name:)) {
                let value = try value(&reader, key.field, keepingIn: &line)
                line[key] = value
            } else {
                _ = try value(&reader)
            }
            reader.skipSpace()
            guard reader.index < bytes.count else { throw Failure.truncated }
            if bytes[reader.index] == UInt8(ascii: ",") {
                reader.index += 1
                continue
            }
            if bytes[reader.index] == UInt8(ascii: "}") {
                reader.index += 1
                break
            }
            throw Failure.malformed("expected ',' or '}'")
        }
        reader.skipSpace()
        guard reader.index == bytes.count else { throw Failure.malformed("unexpected text after the object") }
        try resolve(&line, in: bytes)
    }

    /// A value as `field` types it.
    ///
    /// Strings (ratings and times too, checked by `resolve`) as text, milliseconds as a whole
    /// number.
    private static func value(_ reader: inout JSONReader, _ field: LogField, keepingIn line: inout Line) throws(Failure)
        -> LogValue<Text>
    {
        switch field.type {
        case .id, .recordID, .hash, .text, .rating, .time, .kind:
            return .string(try stringValue(&reader, field.name.description, keepingIn: &line))
        case .milliseconds:
            guard case .number(let n) = try value(&reader), n >= 0, n < 1e15, n == n.rounded() else {
                throw Failure.malformed("\"\(field.name)\" must be a whole number of milliseconds")
            }
            return .integer(Int(n))
        }
    }

    /// The line's kind, and what that kind needs.
    ///
    /// The time of every line, an answer's card and rating, an undo's card. Keys its kind doesn't
    /// have were read (so a value of the wrong type is an error) but are not kept.
    private static func resolve(_ line: inout Line, in bytes: UnsafeRawBufferPointer) throws(Failure) {
        guard let at = line[.at]?.string else { throw .malformed("missing \"at\" (when the answer was given)") }
        guard let time = line.withUTF8(at, in: bytes, ISO8601.parse) else {
            throw .malformed("\"at\": '\(line.string(at, in: bytes))' is not a UTC time such as 2026-11-30T10:00:00Z")
        }
        line[.at] = .time(time)
        let type = line[.type]?.string.map { line.string($0, in: bytes) } ?? "review"
        guard let kind = LogLineKind.allCases.first(where: { $0.word.description == type }) else {
            throw .malformed("unknown \"type\" '\(type)' (review, undo or recovered)")
        }
        switch kind {
        case .review:
            guard let card = line[.card]?.string, !line.isEmpty(card) else {
                throw .malformed("missing \"card\" (the card's id)")
            }
            guard let rating = line[.rating]?.string else {
                throw .malformed("missing \"rating\" (again, hard, good or easy)")
            }
            guard let grade = Self.rating(rating, of: line, in: bytes) else {
                throw .malformed("\"rating\": '\(line.string(rating, in: bytes))' is not again, hard, good or easy")
            }
            line[.rating] = .rating(grade)
        case .undo:
            guard let card = line[.card]?.string, !line.isEmpty(card) else {
                throw .malformed("an undo needs the \"card\" whose answer it cancels")
            }
        case .recovered:
            break
        }
        for key in [LogKey.id, .undoes] {
            if case .string(let text)? = line[key], line.isEmpty(text) {
                throw .malformed("\"\(key.field.name)\" must not be empty")
            }
        }
        line.kind = kind
        line[.type] = nil
        for key in LogKey.allCases where key != .type && key.field.presence(in: line.kind) == .absent {
            line[key] = nil
        }
    }

    private static func value(_ reader: inout JSONReader) throws(Failure) -> JSONValue {
        do throws(JSONSyntaxError) {
            return try reader.value()
        } catch {
            throw error.isTruncated ? .truncated : .malformed(error.message)
        }
    }

    private static func stringValue(_ reader: inout JSONReader, _ key: String, keepingIn line: inout Line)
        throws(Failure) -> Text
    {
        guard reader.index < reader.bytes.count else { throw .truncated }
        guard reader.bytes[reader.index] == UInt8(ascii: "\"") else {
            throw .malformed("\"\(key)\" must be a string")
        }
        do throws(JSONSyntaxError) {
            return try text(&reader, keepingIn: &line)
        } catch {
            throw error.isTruncated ? .truncated : .malformed(error.message)
        }
    }

    /// A string at the reader (on its opening quote), as a range when it is ASCII without escapes.
    ///
    /// Anything else is decoded by the JSON reader, which checks its UTF-8.
    private static func text(_ reader: inout JSONReader, keepingIn line: inout Line) throws(JSONSyntaxError) -> Text {
        let bytes = reader.bytes
        let start = reader.index + 1
        if start < bytes.count,
            let quote = memchr(bytes.baseAddress! + start, Int32(UInt8(ascii: "\"")), bytes.count - start)
        {
            let end = UnsafeRawPointer(quote) - bytes.baseAddress!
            let body = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
            if !body.contains(where: { $0 == UInt8(ascii: "\\") || $0 < 0x20 || $0 >= 0x80 }) {
                reader.index = end + 1
                return .bytes(start..<end)
            }
        }
        return line.keep(try reader.string())
    }

    /// The rating written as a word (or number); the four lower-case words are matched as bytes.
    private static func rating(_ text: Text, of line: borrowing Line, in bytes: UnsafeRawBufferPointer) -> Rating? {
        if case .bytes(let range) = text, range.count == 4 || range.count == 5 {
            let word = UnsafeRawBufferPointer(rebasing: bytes[range])
            for rating in Rating.allCases {
                let name = rating.staticWord
                if word.count == name.utf8CodeUnitCount, memcmp(word.baseAddress!, name.utf8Start, word.count) == 0 {
                    return rating
                }
            }
        }
        return Rating(word: line.string(text, in: bytes))
    }
}
