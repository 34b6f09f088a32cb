/// The XML of an Xcode data model's `contents` (and its `.xccurrentversion`), read into elements.
///
/// Only what those files use: elements with attributes, text, comments, `<?…?>` and `<!DOCTYPE …>`
/// (skipped), CDATA, and the five named entities and numeric ones. Anything else, or elements that do
/// not nest, is a `Problem` naming its line and column. Bytes from outside: it never traps.
struct ModelXML: Sendable {
    /// An element, where its start tag begins, its attributes, text and children.
    struct Element: Sendable {
        var name: String
        var attributes: [String: String]
        var line: Int
        var column: Int
        var text = ""
        var children: [Element] = []
    }

    /// Why a file is not well-formed XML, and where (1-based).
    struct Problem: Error, Sendable, Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    /// The document's top element.
    let root: Element

    /// Reads `text`.
    init(_ text: String) throws(Problem) {
        var reader = Reader(scalars: Array(text.unicodeScalars))
        root = try reader.document()
    }

    private struct Reader {
        let scalars: [Unicode.Scalar]
        var at = 0
        var line = 1
        var column = 1
        /// The open elements, outermost first.
        var open: [Element] = []

        func problem(_ message: String) -> Problem { Problem(line: line, column: column, message: message) }

        var atEnd: Bool { at >= scalars.count }

        func starts(with prefix: String) -> Bool {
            var index = at
            for scalar in prefix.unicodeScalars {
                guard index < scalars.count, scalars[index] == scalar else { return false }
                index += 1
            }
            return true
        }

        mutating func advance(_ count: Int = 1) {
            for _ in 0..<count where at < scalars.count {
                if scalars[at] == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                at += 1
            }
        }

        /// Skips up to and past `end`, or fails naming what was not closed.
        mutating func skip(past end: String, what: String) throws(Problem) {
            let start = problem("")
            while !atEnd {
                if starts(with: end) { return advance(end.unicodeScalars.count) }
                advance()
            }
            throw Problem(line: start.line, column: start.column, message: "\(what) is not closed")
        }

        mutating func document() throws(Problem) -> Element {
            var root: Element?
            while !atEnd {
                if starts(with: "<?") {
                    try skip(past: "?>", what: "a processing instruction")
                } else if starts(with: "<!--") {
                    try skip(past: "-->", what: "a comment")
                } else if starts(with: "<![CDATA[") {
                    let start = (line, column)
                    advance(9)
                    var text = ""
                    while !atEnd && !starts(with: "]]>") {
                        text.unicodeScalars.append(scalars[at])
                        advance()
                    }
                    guard !atEnd else {
                        throw Problem(line: start.0, column: start.1, message: "a CDATA section is not closed")
                    }
                    advance(3)
                    try addText(text)
                } else if starts(with: "<!") {
                    try skip(past: ">", what: "a declaration")
                } else if starts(with: "</") {
                    if let closed = try endTag() { root = closed }
                } else if starts(with: "<") {
                    if let closed = try startTag() { root = closed }
                } else {
                    try addText(try characterData())
                }
                if root != nil && open.isEmpty { break }
            }
            if let element = open.last {
                throw Problem(
                    line: element.line, column: element.column, message: "the element <\(element.name)> is not closed")
            }
            guard let root else { throw problem("there is no element") }
            try trailing()
            return root
        }

        /// After the top element: only space, comments and processing instructions.
        mutating func trailing() throws(Problem) {
            while !atEnd {
                if scalars[at].properties.isWhitespace {
                    advance()
                } else if starts(with: "<!--") {
                    try skip(past: "-->", what: "a comment")
                } else if starts(with: "<?") {
                    try skip(past: "?>", what: "a processing instruction")
                } else {
                    throw problem("there is more after the top element")
                }
            }
        }

        mutating func addText(_ text: String) throws(Problem) {
            guard !open.isEmpty else {
                guard text.unicodeScalars.allSatisfy(\.properties.isWhitespace) else {
                    throw problem("there is text outside the top element")
                }
                return
            }
            open[open.count - 1].text += text
        }

        /// Text up to the next `<`, its entities replaced.
        mutating func characterData() throws(Problem) -> String {
            var text = ""
            while !atEnd && scalars[at] != "<" {
                if scalars[at] == "&" {
                    text.unicodeScalars.append(try entity())
                } else {
                    text.unicodeScalars.append(scalars[at])
                    advance()
                }
            }
            return text
        }

        /// An entity reference at `&`: `&lt;` and the like, or `&#…;`.
        mutating func entity() throws(Problem) -> Unicode.Scalar {
            let start = problem("")
            advance()
            var name = ""
            while !atEnd, scalars[at] != ";", name.unicodeScalars.count < 12 {
                name.unicodeScalars.append(scalars[at])
                advance()
            }
            guard !atEnd, scalars[at] == ";" else {
                throw Problem(line: start.line, column: start.column, message: "an '&' starts no entity")
            }
            advance()
            let named: [String: Unicode.Scalar] = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"]
            if let scalar = named[name] { return scalar }
            var number: UInt32?
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                number = UInt32(name.dropFirst(2), radix: 16)
            } else if name.hasPrefix("#") {
                number = UInt32(name.dropFirst(), radix: 10)
            }
            guard let number, let scalar = Unicode.Scalar(number), number != 0 else {
                throw Problem(line: start.line, column: start.column, message: "'&\(name);' is not an entity XML knows")
            }
            return scalar
        }

        static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                || "_-.:".unicodeScalars.contains(scalar)
        }

        mutating func name() throws(Problem) -> String {
            var name = ""
            while !atEnd, Self.isNameScalar(scalars[at]) {
                name.unicodeScalars.append(scalars[at])
                advance()
            }
            guard !name.isEmpty else { throw problem("a name is missing here") }
            return name
        }

        mutating func skipSpace() {
            while !atEnd, scalars[at].properties.isWhitespace { advance() }
        }

        /// A start tag at `<`; the element when it is the top one and closes itself.
        mutating func startTag() throws(Problem) -> Element? {
            let (startLine, startColumn) = (line, column)
            advance()
            let name = try name()
            var element = Element(name: name, attributes: [:], line: startLine, column: startColumn)
            while true {
                skipSpace()
                guard !atEnd else { throw problem("the tag <\(name)> is not closed") }
                if starts(with: "/>") {
                    advance(2)
                    return close(element)
                }
                if scalars[at] == ">" {
                    advance()
                    open.append(element)
                    return nil
                }
                let (attributeLine, attributeColumn) = (line, column)
                let attribute = try self.name()
                skipSpace()
                guard !atEnd, scalars[at] == "=" else { throw problem("the attribute '\(attribute)' has no '='") }
                advance()
                skipSpace()
                let value = try quoted(attribute)
                guard element.attributes.updateValue(value, forKey: attribute) == nil else {
                    throw Problem(
                        line: attributeLine, column: attributeColumn,
                        message: "the attribute '\(attribute)' appears twice")
                }
                guard element.attributes.count < 10_000 else {
                    throw Problem(line: attributeLine, column: attributeColumn, message: "too many attributes")
                }
            }
        }

        mutating func quoted(_ attribute: String) throws(Problem) -> String {
            guard !atEnd, scalars[at] == "\"" || scalars[at] == "'" else {
                throw problem("the value of '\(attribute)' is not in quotes")
            }
            let quote = scalars[at]
            advance()
            var value = ""
            while !atEnd, scalars[at] != quote {
                guard scalars[at] != "<" else { throw problem("a '<' inside the value of '\(attribute)'") }
                if scalars[at] == "&" {
                    value.unicodeScalars.append(try entity())
                } else {
                    value.unicodeScalars.append(scalars[at])
                    advance()
                }
            }
            guard !atEnd else { throw problem("the value of '\(attribute)' is not closed") }
            advance()
            return value
        }

        /// An end tag at `</`; the element when it closes the top one.
        mutating func endTag() throws(Problem) -> Element? {
            let (startLine, startColumn) = (line, column)
            advance(2)
            let name = try name()
            skipSpace()
            guard !atEnd, scalars[at] == ">" else { throw problem("the end tag </\(name)> is not closed") }
            advance()
            guard let element = open.popLast() else {
                throw Problem(line: startLine, column: startColumn, message: "</\(name)> closes no element")
            }
            guard element.name == name else {
                throw Problem(
                    line: startLine, column: startColumn,
                    message: "</\(name)> closes <\(element.name)>, opened at line \(element.line)")
            }
            return close(element)
        }

        /// `element` done: a child of the open one, or the top element.
        mutating func close(_ element: Element) -> Element? {
            guard !open.isEmpty else { return element }
            open[open.count - 1].children.append(element)
            return nil
        }
    }
}
