import Foundation
import Testing

@testable import CourseKit

/// The log's schema (`LogKey.field`) against what is derived from it or checked against it: the
/// writer, the fast path, the general path, `ReviewRecord`, docs/review-log.md.
@Suite struct LogSchemaTests {
    /// Every line the writer can write — answers with or without each optional key, undos,
    /// recovery markers; any text in the strings (escapes, other scripts), times and numbers at the
    /// ends of their ranges — takes the fast path, which reads it as the general path does; what is
    /// read is what was written, and the record read is written back as the same line. The random
    /// lines come from the schema: a key added to it is in them without a change here.
    @Test func everyLineTheWriterWritesTakesTheFastPathAndReadsAsTheGeneralPath() throws {
        var random = SplitMix64(seed: 0x5EED_10C5)
        var kinds: [LogLineKind: Int] = [:]
        var keys: [LogKey: Int] = [:]
        var escaped = 0
        var failed = false
        for _ in 0..<5000 {
            let (kind, values) = Self.randomLine(&random)
            let bytes = LogLine.bytes(kind, values)
            let text = bytes.dropLast()
            try text.withUnsafeBytes { line in
                var fast = LogLineParser.Line()
                var general = LogLineParser.Line()
                try LogLineParser.generalPath(line, into: &general)
                let read = Self.logLine(general, line)
                guard LogLineParser.fastPath(line, into: &fast), fast.kind == kind, general.kind == kind,
                    Self.values(fast, line) == Self.values(general, line),
                    Self.values(general, line) == Dictionary(uniqueKeysWithValues: values),
                    read.bytes == bytes
                else {
                    Issue.record("not on the fast path, or read otherwise: \(String(decoding: text, as: UTF8.self))")
                    failed = true
                    return
                }
            }
            if failed { break }
            kinds[kind, default: 0] += 1
            for (key, _) in values { keys[key, default: 0] += 1 }
            if text.contains(UInt8(ascii: "\\")) { escaped += 1 }
        }
        // The lines are as varied as they should be.
        #expect(LogLineKind.allCases.allSatisfy { kinds[$0, default: 0] > 300 })
        // (A key only undos have is on a fifth of the lines at most.)
        #expect(
            LogKey.allCases.allSatisfy {
                $0 == .type || keys[$0, default: 0] > ($0.field.answer == .absent ? 300 : 1000)
            })
        #expect(escaped > 500)
    }

    /// A whole log of random lines reads, by `ReviewLog.parse` (which makes each id once), as each
    /// line reads on its own.
    @Test func aLogOfRandomLinesReadsAsItsLines() throws {
        var random = SplitMix64(seed: 42)
        var text: [UInt8] = []
        var answers: [ReviewRecord] = []
        var lineNumber = 0
        while answers.count < 2000 {
            var (kind, values) = Self.randomLine(&random)
            if kind == .undo { continue }
            // Some cards answered again, so that ids repeat.
            if kind == .review, Bool.random(using: &random), let earlier = answers.randomElement(using: &random) {
                values[0] = (.card, .string(earlier.card))
            }
            // Each record its own id: a second line with one id is a copy, read once.
            values = values.map { key, value in
                guard key == .id, case .string(let id) = value else { return (key, value) }
                return (key, .string(id + "-\(lineNumber)"))
            }
            let bytes = LogLine.bytes(kind, values)
            text += bytes
            lineNumber += 1
            if case .review(var record) = try bytes.dropLast().withUnsafeBytes({ try Self.read($0) }) {
                record.line = lineNumber
                answers.append(record)
            }
        }
        let log = text.withUnsafeBytes { ReviewLog.parse($0, path: "log") }
        // In replay order: by time, then by id (none first), then as in the file.
        let ordered = answers.enumerated().sorted { a, b in
            (a.element.at, a.element.id ?? "", a.offset) < (b.element.at, b.element.id ?? "", b.offset)
        }.map(\.element)
        #expect(log.reviews == ordered && log.warnings.isEmpty)
    }

    /// What each kind of line requires is what the table says: without a required key the line is
    /// an error (and not on the fast path); without an optional one it reads without it; a key the
    /// kind does not have is read (its type checked) and ignored.
    @Test func eachKindRequiresWhatTheTableSays() throws {
        for kind in LogLineKind.allCases {
            let keys = LogKey.allCases.filter { $0 != .type && $0.field.presence(in: kind) != .absent }
            let complete = Self.members(kind, keys)
            #expect(try Self.read(complete) != nil, "\(kind): \(complete)")
            for key in keys {
                let without = Self.members(kind, keys.filter { $0 != key })
                switch key.field.presence(in: kind) {
                case .required:
                    #expect(throws: LogLineParser.Failure.self, "\(kind) without \(key)") { try Self.read(without) }
                    #expect(!Self.takesFastPath(without))
                case .optional:
                    let read = try #require(try Self.read(without))
                    #expect(read[key] == nil)
                case .absent:
                    Issue.record("unreachable")
                }
            }
            // `type`: required on an undo and a recovery marker (without it, a line is an answer);
            // on an answer it may be written, as `review`.
            let untyped = "{" + complete.drop { $0 != "," }.dropFirst()
            if kind == .review {
                let typed = #"{"type":"review","# + complete.dropFirst()
                #expect(try Self.read(typed) == Self.read(complete))
            } else {
                #expect(throws: LogLineParser.Failure.self, "\(kind) without type") { try Self.read(untyped) }
            }
            for key in LogKey.allCases where key != .type && key.field.presence(in: kind) == .absent {
                let extra = Self.members(kind, keys + [key])
                let read = try #require(try Self.read(extra), "\(kind) with \(key)")
                #expect(read[key] == nil, "\(kind) keeps \(key)")
                #expect(!Self.takesFastPath(extra))
            }
        }
    }

    /// docs/review-log.md's table of keys is this table: names in order, types, presence per kind
    /// of line, and version; the version of the format and `course history --json`'s fields too.
    @Test func theDocumentedKeysAreTheSchema() throws {
        let docs = try String(contentsOf: Self.docsURL, encoding: .utf8)
        let rows = docs.split(separator: "\n").drop {
            !$0.hasPrefix("| key | type | answer | undo | recovered | since |")
        }
        .dropFirst(2).prefix { $0.hasPrefix("|") }
        let documented = rows.map { row in
            row.split(separator: "|", omittingEmptySubsequences: false).dropFirst().prefix(6)
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let schema = LogKey.allCases.map { key in
            let field = key.field
            let presences = [field.answer, field.undo, field.recovered].map { $0 == .absent ? "—" : $0.rawValue }
            return ["`\(field.name)`", field.type.rawValue] + presences + ["\(field.since)"]
        }
        #expect(documented == schema)
        #expect(docs.contains("This is version \(LogSchema.version) of the format"))
        let optional = LogKey.optionalInAnswers.map { "\($0.field.name)" }
        #expect(
            docs.contains("interval_days, \(optional.joined(separator: ", ")), line`"),
            "the fields of `course history --json` name each optional key of an answer")
    }

    /// The example lines of docs/review-log.md are lines as the writer writes them.
    @Test func theDocumentedExamplesTakeTheFastPath() throws {
        let docs = try String(contentsOf: Self.docsURL, encoding: .utf8)
        let examples = docs.split(separator: "\n").filter { $0.hasPrefix("{\"") }
        #expect(examples.count >= 4)
        for example in examples {
            #expect(Self.takesFastPath(String(example)), "\(example)")
            #expect(try Self.read(String(example)) != nil)
        }
    }

    // MARK: - Random lines

    /// A line of a random kind, with each key that kind requires and each optional one or not, in
    /// the table's order, each a random value of its type.
    static func randomLine(_ random: inout SplitMix64) -> (LogLineKind, [(LogKey, LogValue<String>)]) {
        let kind: LogLineKind =
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 2: .undo
            case 1: .recovered
            default: .review
            }
        var values: [(LogKey, LogValue<String>)] = []
        for key in LogKey.allCases where key != .type {
            let presence = key.field.presence(in: kind)
            guard presence == .required || (presence == .optional && Bool.random(using: &random)) else { continue }
            let value: LogValue<String> =
                switch key.field.type {
                case .id, .recordID: .string(randomString(&random, nonEmpty: true))
                case .hash, .text, .kind: .string(randomString(&random, nonEmpty: false))
                case .rating: .rating(Rating.allCases.randomElement(using: &random)!)
                case .time: .time(randomTime(&random))
                case .milliseconds: .integer(randomMilliseconds(&random))
                }
            values.append((key, value))
        }
        return (kind, values)
    }

    /// Ids and hashes as they are, and any text: quotes, backslashes, control characters (written
    /// as escapes), letters of other scripts, emoji, combining marks.
    static func randomString(_ random: inout SplitMix64, nonEmpty: Bool) -> String {
        let pieces: [String] = [
            "a", "Z", "7", ".", "-", "_", " ", "\"", "\\", "/", "\n", "\t", "\r", "\u{0}", "\u{1F}",
            "\u{7F}", "é", "ß", "✓", "漢", "🧠", "e\u{301}", "\u{2028}", "lesson-12.card-3",
            "0123456789abcdef",
        ]
        let count = Int.random(in: (nonEmpty ? 1 : 0)...12, using: &random)
        return (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    /// Times from 0000-01-01 to 9999-12-31T23:59:59.999999Z, the ends among them, whole seconds or not.
    static func randomTime(_ random: inout SplitMix64) -> Timestamp {
        let first = ISO8601.daysSince1970(year: 0, month: 1, day: 1) * 86_400_000_000
        let last = (ISO8601.daysSince1970(year: 9999, month: 12, day: 31) + 1) * 86_400_000_000 - 1
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return Timestamp(microseconds: first)
        case 1: return Timestamp(microseconds: last)
        case 2, 3: return Timestamp(microseconds: Int64.random(in: first...last, using: &random))
        default: return Timestamp(secondsSince1970: Int64.random(in: 0..<4_000_000_000, using: &random))
        }
    }

    /// 0 to 10^15 − 1, at every magnitude.
    static func randomMilliseconds(_ random: inout SplitMix64) -> Int {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return 0
        case 1: return 999_999_999_999_999
        default:
            let magnitude = (1..<Int.random(in: 1...15, using: &random)).reduce(10) { product, _ in product * 10 }
            return Int.random(in: 0..<magnitude, using: &random)
        }
    }

    /// A line is JSON: a number without a leading zero, strings of well-formed UTF-8. The fast path
    /// and the general one (a line with a space in front) reject the same, whether the string has
    /// escapes or not; well-formed characters of other scripts still take the fast path.
    @Test func bothPathsRejectALeadingZeroAndIllFormedUTF8() throws {
        let at = #""at":"2026-11-30T10:00:00Z""#
        let bad: [[UInt8]] = [
            Array(#"{"card":"a","rating":"good",\#(at),"ms":0123}"#.utf8),
            Array(#"{"card":"a","rating":"good",\#(at),"ms":00}"#.utf8),
            Array(#"{"card":"a"#.utf8) + [0xFF] + Array(#"","rating":"good",\#(at)}"#.utf8),
            Array(#"{"card":"a\t"#.utf8) + [0xC0, 0xAF] + Array(#"","rating":"good",\#(at)}"#.utf8),
            Array(#"{"card":"a","rating":"good",\#(at),"prediction":"caf"#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8),
            Array(#"{"card":"a","rating":"good",\#(at),"note":""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}"#.utf8),
        ]
        for line in bad {
            for bytes in [line, [0x20] + line] {
                var read = LogLineParser.Line()
                #expect(throws: LogLineParser.Failure.self, "\(String(decoding: bytes, as: UTF8.self))") {
                    try bytes.withUnsafeBytes { try LogLineParser.parse($0, into: &read) }
                }
            }
        }
        let good = Array(#"{"card":"é✓","rating":"good",\#(at),"ms":0,"prediction":"ünï 🧠"}"#.utf8)
        var fast = LogLineParser.Line()
        #expect(good.withUnsafeBytes { LogLineParser.fastPath($0, into: &fast) })
        let values = good.withUnsafeBytes { fast.allValues(in: $0) }
        #expect(values[.card] == .string("é✓") && values[.prediction] == .string("ünï 🧠") && values[.ms] == .integer(0))
    }

    // MARK: - Reading

    /// A line of `kind` with `keys` (in that order), each with a value of its type, as the writer
    /// writes it.
    static func members(_ kind: LogLineKind, _ keys: [LogKey]) -> String {
        let members = keys.map { key -> (LogKey, LogValue<String>) in
            switch key.field.type {
            case .id, .recordID, .hash, .text, .kind: (key, .string("x"))
            case .rating: (key, .rating(.good))
            case .time: (key, .time(Timestamp(secondsSince1970: 1_800_000_000)))
            case .milliseconds: (key, .integer(5))
            }
        }
        return String(decoding: LogLine.bytes(kind, members).dropLast(), as: UTF8.self)
    }

    static func takesFastPath(_ text: String) -> Bool {
        var line = LogLineParser.Line()
        return Array(text.utf8).withUnsafeBytes { LogLineParser.fastPath($0, into: &line) }
    }

    /// The values the line has, by `parse`.
    static func read(_ text: String) throws -> [LogKey: LogValue<String>]? {
        var line = LogLineParser.Line()
        return try Array(text.utf8).withUnsafeBytes { bytes in
            try LogLineParser.parse(bytes, into: &line)
            return values(line, bytes)
        }
    }

    /// The line `bytes` holds, by `parse`.
    static func read(_ bytes: UnsafeRawBufferPointer) throws -> LogLine {
        var line = LogLineParser.Line()
        try LogLineParser.parse(bytes, into: &line)
        return logLine(line, bytes)
    }

    /// Every slot of the line, its strings made.
    static func values(_ line: borrowing LogLineParser.Line, _ bytes: UnsafeRawBufferPointer) -> [LogKey: LogValue<
        String
    >] {
        line.allValues(in: bytes)
    }

    /// The line read, as the writer's `LogLine` (a record for an answer).
    static func logLine(_ line: borrowing LogLineParser.Line, _ bytes: UnsafeRawBufferPointer) -> LogLine {
        var strings = NewStrings()
        let at = line[.at]?.time ?? Timestamp(microseconds: 0)
        switch line.kind {
        case .review: return .review(line.record(strings: &strings, in: bytes))
        case .undo:
            return .undo(
                card: line.string(.card, &strings, in: bytes) ?? "", at: at,
                id: line.string(.id, &strings, in: bytes), undoes: line.string(.undoes, &strings, in: bytes))
        case .recovered: return .recovered(at: at)
        }
    }

    /// Each string made anew.
    struct NewStrings: LogLineParser.Strings {
        func string(
            _ text: LogLineParser.Text, _ type: LogValueType, of line: borrowing LogLineParser.Line,
            in bytes: UnsafeRawBufferPointer
        ) -> String {
            line.string(text, in: bytes)
        }
    }

    static let docsURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/review-log.md")
}
