/// How an LSP position counts columns, as `initialize` agreed.
///
/// UTF-16 code units (the protocol's default) or UTF-8 bytes (where the client offers them; the
/// reader's own columns are bytes).
enum PositionEncoding: String, Sendable {
    case utf16 = "utf-16"
    case utf8 = "utf-8"

    /// The client's choice: UTF-8 when it lists it among `general.positionEncodings`, else UTF-16.
    static func negotiated(_ capabilities: JSONValue?) -> PositionEncoding {
        guard case .array(let offered)? = capabilities?["general"]?["positionEncodings"] else { return .utf16 }
        return offered.contains(.string(PositionEncoding.utf8.rawValue)) ? .utf8 : .utf16
    }
}

/// A document's text cut into lines as LSP and the lesson reader count them.
///
/// LF, CRLF or a lone CR ends one. It turns a reader's line and byte column into an LSP position
/// and back.
struct TextLines: Sendable {
    let text: String
    /// The UTF-8 offset where each line starts (the first is 0).
    private(set) var starts: [Int] = [0]

    init(_ text: String) {
        self.text = text
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
                starts.append(index + 1)
            }
            index += 1
        }
    }

    var lineCount: Int { starts.count }

    /// The bytes of line `line` (0-based), without its line end.
    func line(_ line: Int) -> Substring.UTF8View {
        guard line >= 0, line < starts.count else { return Substring("").utf8 }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: starts[line])
        var end = line + 1 < starts.count ? utf8.index(utf8.startIndex, offsetBy: starts[line + 1]) : utf8.endIndex
        while end > start, let last = utf8[utf8.index(before: end)...].first, last == 0x0A || last == 0x0D {
            end = utf8.index(before: end)
        }
        return Substring(text)[start..<end].utf8
    }

    /// The text of line `line` (0-based), without its line end.
    func lineText(_ line: Int) -> String { String(Substring(self.line(line))) }

    /// The LSP position of a reader's 1-based line and 1-based byte column (clamped to the text).
    func position(line: Int, column: Int, _ encoding: PositionEncoding) -> JSONValue {
        let line = max(0, min(line - 1, lineCount - 1))
        return Self.position(line: line, character: character(ofByte: max(0, column - 1), inLine: line, encoding))
    }

    /// The character offset (in `encoding`'s units) of byte `byte` of line `line`.
    func character(ofByte byte: Int, inLine line: Int, _ encoding: PositionEncoding) -> Int {
        let bytes = self.line(line)
        let byte = min(byte, bytes.count)
        guard encoding == .utf16 else { return byte }
        return Substring(bytes.prefix(byte)).utf16.count
    }

    /// The 0-based line and UTF-8 byte offset in that line of an LSP position (clamped to the text).
    func byte(at position: JSONValue?, _ encoding: PositionEncoding) -> (line: Int, byte: Int)? {
        guard let line = position?["line"]?.number.flatMap(ProtocolNumbers.unsigned),
            let character = position?["character"]?.number.flatMap(ProtocolNumbers.unsigned)
        else { return nil }
        guard line < lineCount else { return (lineCount - 1, self.line(lineCount - 1).count) }
        let bytes = self.line(line)
        guard encoding == .utf16 else { return (line, min(character, bytes.count)) }
        var units = 0
        var offset = 0
        for scalar in Substring(bytes).unicodeScalars {
            if units >= character { break }
            units += scalar.utf16.count
            offset += scalar.utf8.count
        }
        return (line, offset)
    }

    /// The UTF-8 offset in the whole text of an LSP position.
    func offset(at position: JSONValue?, _ encoding: PositionEncoding) -> Int? {
        guard let (line, byte) = self.byte(at: position, encoding) else { return nil }
        return starts[line] + byte
    }

    /// A range covering the rest of the line from a reader's line and column (at least one character).
    func rangeToEndOfLine(line: Int, column: Int, _ encoding: PositionEncoding) -> JSONValue {
        let index = max(0, min(line - 1, lineCount - 1))
        let start = character(ofByte: max(0, column - 1), inLine: index, encoding)
        let end = character(ofByte: Int.max, inLine: index, encoding)
        return Self.range(line: index, start: start, endLine: index, end: max(end, start))
    }

    static func position(line: Int, character: Int) -> JSONValue {
        .object([
            .init(key: "line", value: .number(Double(line))),
            .init(key: "character", value: .number(Double(character))),
        ])
    }

    static func range(line: Int, start: Int, endLine: Int, end: Int) -> JSONValue {
        .object([
            .init(key: "start", value: position(line: line, character: start)),
            .init(key: "end", value: position(line: endLine, character: end)),
        ])
    }

    /// `text` with the edits of a `didChange` applied in order.
    ///
    /// A change with a range replaces that range, one without replaces the whole text. Nil when a
    /// range cannot be read.
    static func applying(_ changes: [JSONValue], to text: String, _ encoding: PositionEncoding) -> String? {
        var text = text
        for change in changes {
            guard let replacement = change["text"]?.string else { return nil }
            guard let range = change["range"] else {
                text = replacement
                continue
            }
            let lines = TextLines(text)
            guard let start = lines.offset(at: range["start"], encoding),
                let end = lines.offset(at: range["end"], encoding),
                start <= end
            else { return nil }
            var bytes = Array(text.utf8)
            bytes.replaceSubrange(start..<end, with: Array(replacement.utf8))
            text = String(decoding: bytes, as: UTF8.self)
        }
        return text
    }
}
