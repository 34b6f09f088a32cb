/// What the sanitizer sees in a piece of raw HTML.
enum HTMLToken: Equatable {
    case text(String)
    case startTag(name: String, attributes: [Attribute], selfClosing: Bool)
    case endTag(name: String)

    struct Attribute: Equatable {
        var name: String
        var value: String
    }
}

/// A forgiving tokenizer for the raw HTML an author writes in a lesson.
///
/// Tags (names and attribute names lower-cased, values with character references decoded), text,
/// and nothing else — comments, doctypes and processing instructions are skipped, a tag left
/// unterminated at the end is dropped.
struct HTMLTokenizer {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ html: String) { scalars = Array(html.unicodeScalars) }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private func startsWith(_ text: String, caseInsensitive: Bool = false) -> Bool {
        for (offset, expected) in text.unicodeScalars.enumerated() {
            guard let actual = peek(offset) else { return false }
            let matches =
                caseInsensitive
                ? String(actual).lowercased() == String(expected).lowercased() : actual == expected
            if !matches { return false }
        }
        return true
    }

    private mutating func skip(past terminator: String) {
        while index < scalars.count && !startsWith(terminator) { index += 1 }
        index = min(index + terminator.unicodeScalars.count, scalars.count)
    }

    private static func isLetter(_ c: Unicode.Scalar?) -> Bool {
        guard let c else { return false }
        return c.isASCII && c.properties.isAlphabetic
    }

    private static func isSpace(_ c: Unicode.Scalar) -> Bool {
        c == " " || c == "\n" || c == "\t" || c == "\r" || c == "\u{0C}"
    }

    mutating func next() -> HTMLToken? {
        while let c = peek() {
            if c != "<" {
                let start = index
                while let d = peek(), d != "<" { index += 1 }
                return .text(HTMLEntities.decode(string(start, index)))
            }
            if startsWith("<!--") {
                skip(past: "-->")
                continue
            }
            if peek(1) == "!" || peek(1) == "?" {
                skip(past: ">")
                continue
            }
            if peek(1) == "/" && Self.isLetter(peek(2)) {
                index += 2
                let name = readName()
                skip(past: ">")
                return .endTag(name: name)
            }
            if Self.isLetter(peek(1)) {
                index += 1
                return readStartTag()
            }
            index += 1
            return .text("<")
        }
        return nil
    }

    /// Skips everything up to and including `</name>`, for elements whose content must not show.
    ///
    /// False when the text ends first.
    mutating func skip(untilEndOf name: String) -> Bool {
        while index < scalars.count {
            if startsWith("</" + name, caseInsensitive: true),
                peek(2 + name.count).map({ Self.isSpace($0) || $0 == ">" || $0 == "/" }) ?? true
            {
                skip(past: ">")
                return true
            }
            index += 1
        }
        return false
    }

    private func string(_ start: Int, _ end: Int) -> String {
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars[start..<end])
        return result
    }

    private mutating func readName() -> String {
        let start = index
        while let c = peek(), !Self.isSpace(c), c != "/", c != ">" { index += 1 }
        return string(start, index).lowercased()
    }

    private mutating func readStartTag() -> HTMLToken? {
        let name = readName()
        var attributes: [HTMLToken.Attribute] = []
        var selfClosing = false
        while let c = peek() {
            if Self.isSpace(c) {
                index += 1
                continue
            }
            if c == ">" {
                index += 1
                return .startTag(name: name, attributes: attributes, selfClosing: selfClosing)
            }
            if c == "/" {
                selfClosing = true
                index += 1
                continue
            }
            selfClosing = false
            let nameStart = index
            while let d = peek(), !Self.isSpace(d), d != "/", d != ">", d != "=" || index == nameStart { index += 1 }
            let attributeName = string(nameStart, index).lowercased()
            while let d = peek(), Self.isSpace(d) { index += 1 }
            var value = ""
            if peek() == "=" {
                index += 1
                while let d = peek(), Self.isSpace(d) { index += 1 }
                if let quote = peek(), quote == "\"" || quote == "'" {
                    index += 1
                    let valueStart = index
                    while let d = peek(), d != quote { index += 1 }
                    value = string(valueStart, index)
                    index = min(index + 1, scalars.count)
                } else {
                    let valueStart = index
                    while let d = peek(), !Self.isSpace(d), d != ">" { index += 1 }
                    value = string(valueStart, index)
                }
            }
            attributes.append(.init(name: attributeName, value: HTMLEntities.decode(value)))
        }
        return nil  // unterminated at the end of the text: dropped, as a browser would
    }
}
