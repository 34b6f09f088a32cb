/// Reads a front-matter block: a first line `---`, `key: value` lines, and a closing `---` line.
///
/// Lesson files start with one; CommonMark would read it as a thematic break and a setext heading,
/// so it is taken off before the Markdown is parsed, with line numbers kept. The line after the
/// opening `---` must be a `key: value` line, so a document that starts with a thematic break and
/// has another `---` further down is still read as Markdown.
enum FrontMatterReader {
    /// The front matter at the start of `input` and the index where the Markdown body starts.
    ///
    /// With the body's first line number; nil when the input does not start with one.
    static func read(_ input: [UInt8]) -> (frontMatter: FrontMatter, bodyStart: Int, bodyLine: Int)? {
        var reader = LineReader(input)
        guard let first = reader.next(), isDelimiter(first) else { return nil }
        var entries: [FrontMatter.Entry] = []
        var malformed: [(line: Int, text: String)] = []
        var lineNumber = 1
        while let line = reader.next() {
            lineNumber += 1
            if isDelimiter(line) {
                let range = SourceRange(
                    start: SourcePosition(line: 1, column: 1),
                    end: SourcePosition(line: lineNumber, column: max(1, line.length)))
                let frontMatter = FrontMatter(entries: entries, range: range, malformedLines: malformed)
                return (frontMatter, reader.position, lineNumber + 1)
            }
            let bytes = Array(input[line.start..<line.end])
            let parsed = entry(bytes, line: lineNumber)
            // A document that merely opens with a thematic break is not front matter: the block
            // must start with a `key: value` line.
            if lineNumber == 2 && parsed == nil { return nil }
            if bytes.allSatisfy(Byte.isSpace) || bytes.first == UInt8(ascii: "#") { continue }
            if let entry = parsed {
                entries.append(entry)
            } else {
                malformed.append((lineNumber, String(decoding: bytes, as: UTF8.self)))
            }
        }
        return nil
    }

    private static func isDelimiter(_ line: SourceLine) -> Bool {
        var end = line.end
        while end > line.start, Byte.isSpaceOrTab(line.input[end - 1]) { end -= 1 }
        return end - line.start == 3 && line.input[line.start..<end].allSatisfy { $0 == UInt8(ascii: "-") }
    }

    /// `key: value`, where the key is not empty and has no spaces; the value is trimmed.
    private static func entry(_ bytes: [UInt8], line: Int) -> FrontMatter.Entry? {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        var keyStart = 0
        while keyStart < colon, Byte.isSpaceOrTab(bytes[keyStart]) { keyStart += 1 }
        var keyEnd = colon
        while keyEnd > keyStart, Byte.isSpaceOrTab(bytes[keyEnd - 1]) { keyEnd -= 1 }
        guard keyEnd > keyStart, !bytes[keyStart..<keyEnd].contains(where: Byte.isSpaceOrTab) else { return nil }
        var valueStart = colon + 1
        while valueStart < bytes.count, Byte.isSpaceOrTab(bytes[valueStart]) { valueStart += 1 }
        var valueEnd = bytes.count
        while valueEnd > valueStart, Byte.isSpaceOrTab(bytes[valueEnd - 1]) { valueEnd -= 1 }
        return FrontMatter.Entry(
            key: String(decoding: bytes[keyStart..<keyEnd], as: UTF8.self),
            value: String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self),
            position: SourcePosition(line: line, column: keyStart + 1),
            valuePosition: SourcePosition(line: line, column: valueStart + 1))
    }
}
