/// Reads one line of the review log into a `LogLine`, straight from the file's bytes and without
/// building a dictionary: the replay of a large log is mostly this.
enum LogLineParser {
    enum Failure: Error {
        /// The line stops in the middle of the JSON: a write cut short.
        case truncated
        case malformed(String)
    }

    static func parse(_ bytes: UnsafeRawBufferPointer) throws(Failure) -> LogLine {
        var reader = JSONReader(bytes: bytes)
        var card: String?, rating: String?, at: Timestamp?, atText: String?, type: String?
        var hash: String?, ms: Int?
        do {
            reader.skipSpace()
            guard reader.index < bytes.count, bytes[reader.index] == UInt8(ascii: "{") else {
                throw Failure.malformed("expected a JSON object such as {\"card\": \"…\", \"rating\": \"good\", \"at\": \"…\"}")
            }
            reader.index += 1
            reader.skipSpace()
            var first = true
            while true {
                reader.skipSpace()
                guard reader.index < bytes.count else { throw Failure.truncated }
                if first, bytes[reader.index] == UInt8(ascii: "}") { reader.index += 1; break }
                first = false
                guard bytes[reader.index] == UInt8(ascii: "\"") else { throw Failure.malformed("expected a quoted key") }
                let key = try reader.string()
                reader.skipSpace()
                guard reader.index < bytes.count else { throw Failure.truncated }
                guard bytes[reader.index] == UInt8(ascii: ":") else { throw Failure.malformed("expected ':' after \"\(key)\"") }
                reader.index += 1
                let value = try reader.value()
                switch key {
                case "card": card = try text(value, key)
                case "rating": rating = try text(value, key)
                case "type": type = try text(value, key)
                case "hash": hash = try text(value, key)
                case "at":
                    let string = try text(value, key)
                    atText = string
                    at = ISO8601.parse(string)
                case "ms":
                    guard case .number(let n) = value, n >= 0, n < 1e15, n == n.rounded() else {
                        throw Failure.malformed("\"ms\" must be a whole number of milliseconds")
                    }
                    ms = Int(n)
                default: break
                }
                reader.skipSpace()
                guard reader.index < bytes.count else { throw Failure.truncated }
                if bytes[reader.index] == UInt8(ascii: ",") { reader.index += 1; continue }
                if bytes[reader.index] == UInt8(ascii: "}") { reader.index += 1; break }
                throw Failure.malformed("expected ',' or '}'")
            }
            reader.skipSpace()
            guard reader.index == bytes.count else { throw Failure.malformed("unexpected text after the object") }
        } catch let error as JSONSyntaxError {
            throw error.isTruncated ? .truncated : .malformed(error.message)
        } catch let error as Failure {
            throw error
        } catch {
            throw .malformed("\(error)")
        }
        guard let at else {
            if let atText { throw .malformed("\"at\": '\(atText)' is not a UTC time such as 2026-11-30T10:00:00Z") }
            throw .malformed("missing \"at\" (when the answer was given)")
        }
        switch type ?? "review" {
        case "review":
            guard let card, !card.isEmpty else { throw .malformed("missing \"card\" (the card's id)") }
            guard let rating else { throw .malformed("missing \"rating\" (again, hard, good or easy)") }
            guard let grade = Rating(word: rating) else {
                throw .malformed("\"rating\": '\(rating)' is not again, hard, good or easy")
            }
            return .review(ReviewRecord(card: card, rating: grade, at: at, contentHash: hash, durationMilliseconds: ms))
        case "undo":
            guard let card, !card.isEmpty else { throw .malformed("an undo needs the \"card\" whose answer it cancels") }
            return .undo(card: card, at: at)
        case "recovered":
            return .recovered(at: at)
        case let other:
            throw .malformed("unknown \"type\" '\(other)' (review, undo or recovered)")
        }
    }

    private static func text(_ value: JSONValue, _ key: String) throws(Failure) -> String {
        guard case .string(let string) = value else { throw .malformed("\"\(key)\" must be a string") }
        return string
    }
}
