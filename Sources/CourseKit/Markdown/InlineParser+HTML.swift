/// What can follow a `<` inline: an autolink (spec 6.5) or raw HTML (spec 6.6).
extension InlineParser {
    mutating func handlePointyBrace() {
        let start = pos
        let after = pos + 1
        if let close = uriAutolink(from: after) ?? emailAutolink(from: after) {
            let isEmail = !isURIAutolink(from: after, close: close)
            var url: [UInt8] = isEmail ? Array("mailto:".utf8) : []
            Unescape.entities(s, Unescape.trimmed(s, after..<close), into: &url)
            let link = appendNode(.link, from: start, to: close)
            tree[link].literal = tree.storeBytes(url)
            var text: [UInt8] = []
            Unescape.entities(s, after..<close, into: &text)
            let child = tree.makeNode(.text, line: 0, column: Int32(after))
            tree[child].endColumn = Int32(close - 1)
            tree[child].literal = tree.storeBytes(text)
            tree.appendChild(child, to: link)
            pos = close + 1
            return
        }
        if let tagEnd = rawHTML(from: after) {
            let node = appendNode(.inlineHTML, from: start, to: tagEnd - 1)
            tree[node].literal = tree.storeBytes(s[start..<tagEnd])
            pos = tagEnd
            return
        }
        appendText(start, after)
        pos = after
    }

    private func isURIAutolink(from i: Int, close: Int) -> Bool { uriAutolink(from: i) == close }

    /// `scheme:…>`: returns the index of the `>`.
    private func uriAutolink(from i: Int) -> Int? {
        guard i < end, Byte.isLetter(s[i]) else { return nil }
        var j = i + 1
        while j < end,
            Byte.isAlphanumeric(s[j]) || s[j] == UInt8(ascii: "+") || s[j] == UInt8(ascii: ".")
                || s[j] == UInt8(ascii: "-")
        { j += 1 }
        let schemeLength = j - i
        guard schemeLength >= 2, schemeLength <= 32, j < end, s[j] == UInt8(ascii: ":") else { return nil }
        j += 1
        while j < end {
            let c = s[j]
            if c == UInt8(ascii: ">") { return j }
            if c <= 0x20 || c == UInt8(ascii: "<") { return nil }
            j += 1
        }
        return nil
    }

    /// `local@domain>`: returns the index of the `>`.
    private func emailAutolink(from i: Int) -> Int? {
        var j = i
        while j < end, Byte.isAlphanumeric(s[j]) || Self.emailLocalPunctuation.contains(s[j]) { j += 1 }
        guard j > i, j < end, s[j] == UInt8(ascii: "@") else { return nil }
        j += 1
        while true {
            let labelStart = j
            while j < end, j - labelStart < 63, Byte.isAlphanumeric(s[j]) || s[j] == UInt8(ascii: "-") { j += 1 }
            guard j > labelStart, Byte.isAlphanumeric(s[labelStart]), Byte.isAlphanumeric(s[j - 1]) else { return nil }
            guard j < end else { return nil }
            if s[j] == UInt8(ascii: ">") { return j }
            guard s[j] == UInt8(ascii: ".") else { return nil }
            j += 1
        }
    }

    static let emailLocalPunctuation: Set<UInt8> = Set(".!#$%&'*+/=?^_`{|}~-".utf8)

    /// Raw HTML starting after `<`: returns the index after its final `>`.
    private mutating func rawHTML(from i: Int) -> Int? {
        HTMLTagScanner(s, end: end).markup(from: i, &unterminatedHTML)
    }
}
