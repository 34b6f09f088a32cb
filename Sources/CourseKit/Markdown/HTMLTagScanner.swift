/// The raw-HTML grammar of the spec ("Raw HTML" section).
///
/// Open and closing tags, comments, processing instructions, declarations and CDATA. Shared by
/// inline raw HTML, HTML block start condition 7 and the quiz's text of an HTML block
/// (`visibleText`). Each function takes the index just after `<` and returns the index just after
/// the closing `>`, or nil.
struct HTMLTagScanner {
    let bytes: [UInt8]
    let end: Int

    init(_ bytes: [UInt8], end: Int? = nil) {
        self.bytes = bytes
        self.end = end ?? bytes.count
    }

    @inline(__always) private func at(_ i: Int) -> UInt8 { i < end ? bytes[i] : 0 }

    func tagName(from i: Int) -> Int? {
        guard Byte.isLetter(at(i)) else { return nil }
        var i = i + 1
        while Byte.isAlphanumeric(at(i)) || at(i) == UInt8(ascii: "-") { i += 1 }
        return i
    }

    func openTag(from start: Int) -> Int? {
        guard var i = tagName(from: start) else { return nil }
        while true {
            var j = i
            while Byte.isSpace(at(j)) { j += 1 }
            guard j > i, let afterAttribute = attribute(from: j) else { break }
            i = afterAttribute
        }
        while Byte.isSpace(at(i)) { i += 1 }
        if at(i) == UInt8(ascii: "/") { i += 1 }
        return at(i) == UInt8(ascii: ">") ? i + 1 : nil
    }

    private func attribute(from start: Int) -> Int? {
        let c = at(start)
        guard Byte.isLetter(c) || c == UInt8(ascii: "_") || c == UInt8(ascii: ":") else { return nil }
        var i = start + 1
        while true {
            let d = at(i)
            guard
                Byte.isAlphanumeric(d) || d == UInt8(ascii: "_") || d == UInt8(ascii: ":")
                    || d == UInt8(ascii: ".") || d == UInt8(ascii: "-")
            else { break }
            i += 1
        }
        var j = i
        while Byte.isSpace(at(j)) { j += 1 }
        guard at(j) == UInt8(ascii: "=") else { return i }
        j += 1
        while Byte.isSpace(at(j)) { j += 1 }
        let q = at(j)
        if q == UInt8(ascii: "\"") || q == UInt8(ascii: "'") {
            var k = j + 1
            while k < end, bytes[k] != q { k += 1 }
            return k < end ? k + 1 : nil
        }
        var k = j
        while k < end {
            let d = bytes[k]
            if Byte.isSpace(d) || d == UInt8(ascii: "\"") || d == UInt8(ascii: "'") || d == UInt8(ascii: "=")
                || d == UInt8(ascii: "<") || d == UInt8(ascii: ">") || d == UInt8(ascii: "`")
            {
                break
            }
            k += 1
        }
        return k > j ? k : nil
    }

    func closingTag(from start: Int) -> Int? {
        guard at(start) == UInt8(ascii: "/"), var i = tagName(from: start + 1) else { return nil }
        while Byte.isSpace(at(i)) { i += 1 }
        return at(i) == UInt8(ascii: ">") ? i + 1 : nil
    }

    /// Index after the first occurrence of `terminator` at or after `i`, or nil.
    func find(_ terminator: [UInt8], from i: Int) -> Int? {
        guard let first = terminator.first else { return i }
        var i = i
        while i + terminator.count <= end {
            if bytes[i] == first {
                var k = 1
                while k < terminator.count, bytes[i + k] == terminator[k] { k += 1 }
                if k == terminator.count { return i + k }
            }
            i += 1
        }
        return nil
    }

    /// Where a search for a construct's terminator already failed.
    ///
    /// A terminator such as `-->`, `?>`, `]]>`, a declaration's `>`: a later search of the same
    /// kind from there on fails too, so a run of openers without a terminator costs linear time.
    struct Unterminated {
        private var failedFrom: [Int: Int] = [:]
        /// Bytes scanned ahead for terminators (tests compare it for an input and one four times as long).
        var work = 0

        mutating func find(_ terminator: String, kind: Int, from: Int, in scanner: HTMLTagScanner) -> Int? {
            if let failed = failedFrom[kind], from >= failed { return nil }
            let found = scanner.find(Array(terminator.utf8), from: from)
            work += max(0, (found ?? scanner.end) - from)
            if let found { return found }
            failedFrom[kind] = min(failedFrom[kind] ?? from, from)
            return nil
        }
    }

    /// Any raw-HTML construct starting after the `<` at `i - 1` (spec 6.6).
    ///
    /// The index after its final `>`, or nil when none starts there.
    func markup(from i: Int, _ unterminated: inout Unterminated) -> Int? {
        guard i < end else { return nil }
        let c = bytes[i]
        if Byte.isLetter(c) { return openTag(from: i) }
        if c == UInt8(ascii: "/") { return closingTag(from: i) }
        if c == UInt8(ascii: "?") { return unterminated.find("?>", kind: 0, from: i + 1, in: self) }
        guard c == UInt8(ascii: "!"), i + 1 < end else { return nil }
        if bytes[i + 1] == UInt8(ascii: "-") {
            guard i + 2 < end, bytes[i + 2] == UInt8(ascii: "-") else { return nil }
            // `<!-->` and `<!--->` are complete comments (spec 0.31.2).
            if i + 3 < end, bytes[i + 3] == UInt8(ascii: ">") { return i + 4 }
            if i + 4 < end, bytes[i + 3] == UInt8(ascii: "-"), bytes[i + 4] == UInt8(ascii: ">") { return i + 5 }
            return unterminated.find("-->", kind: 1, from: i + 3, in: self)
        }
        if bytes[i + 1] == UInt8(ascii: "["), bytes[(i + 1)..<min(i + 8, end)].elementsEqual("[CDATA[".utf8) {
            return unterminated.find("]]>", kind: 2, from: i + 8, in: self)
        }
        if Byte.isLetter(bytes[i + 1]) { return unterminated.find(">", kind: 3, from: i + 2, in: self) }
        return nil
    }

    /// The text a reader sees of an HTML block, for the quiz's terminal.
    ///
    /// Of `<details>`, `<summary>Answer</summary>`, `<!-- metadata -->`: every construct `markup`
    /// recognises dropped, entity and numeric references decoded, runs of spaces, tabs and newlines
    /// made one space. A `<` that starts no construct is text (`a < b`); an unterminated comment
    /// hides the rest, as a browser hides it. Linear in the length of `html`.
    static func visibleText(of html: String) -> String {
        let bytes = Array(html.utf8)
        let scanner = HTMLTagScanner(bytes)
        var unterminated = Unterminated()
        var visible: [UInt8] = []
        visible.reserveCapacity(bytes.count)
        var runStart = 0
        var i = 0
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "<") else {
                i += 1
                continue
            }
            if let after = scanner.markup(from: i + 1, &unterminated) {
                Unescape.entities(bytes, runStart..<i, into: &visible)
                runStart = after
                i = after
            } else if bytes[(i + 1)...].starts(with: "!--".utf8) {
                break
            } else {
                i += 1
            }
        }
        Unescape.entities(bytes, runStart..<i, into: &visible)
        return String(decoding: visible, as: UTF8.self)
            .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r\n" || $0 == "\r" })
            .joined(separator: " ")
    }
}
