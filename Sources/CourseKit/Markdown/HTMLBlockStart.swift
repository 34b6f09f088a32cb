/// The seven kinds of HTML block (spec section 4.6): how each starts and how it ends.
enum HTMLBlockStart {
    static let literalTextTags: [[UInt8]] = ["script", "pre", "style", "textarea"].map { Array($0.utf8) }

    static let blockTags: Set<[UInt8]> = Set(
        [
            "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center",
            "col", "colgroup", "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset",
            "figcaption", "figure", "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5",
            "h6", "head", "header", "hr", "html", "iframe", "legend", "li", "link", "main", "menu",
            "menuitem", "nav", "noframes", "ol", "optgroup", "option", "p", "param", "search", "section",
            "summary", "table", "tbody", "td", "tfoot", "th", "thead", "title", "tr", "track", "ul",
        ].map { Array($0.utf8) })

    /// The block type (1–7) that starts at `pos`, or 0. Type 7 cannot interrupt a paragraph.
    static func type(of line: SourceLine, at pos: Int, canBeType7: Bool) -> Int32 {
        guard line[pos] == UInt8(ascii: "<") else { return 0 }
        let rest = Array(line.input[(line.start + pos)..<line.end])
        if rest.starts(with: Array("<!--".utf8)) { return 2 }
        if rest.starts(with: Array("<?".utf8)) { return 3 }
        if rest.starts(with: Array("<![CDATA[".utf8)) { return 5 }
        if rest.count > 2, rest[1] == UInt8(ascii: "!"), Byte.isLetter(rest[2]) { return 4 }
        let isClosing = rest.count > 1 && rest[1] == UInt8(ascii: "/")
        var nameEnd = isClosing ? 2 : 1
        while nameEnd < rest.count, Byte.isAlphanumeric(rest[nameEnd]) { nameEnd += 1 }
        let name = rest[(isClosing ? 2 : 1)..<nameEnd].map(Byte.lowercased)
        let after: UInt8 = nameEnd < rest.count ? rest[nameEnd] : 0
        if !isClosing, literalTextTags.contains(name),
            after == 0 || Byte.isSpaceOrTab(after) || after == UInt8(ascii: ">")
        {
            return 1
        }
        if blockTags.contains(name) {
            let slashGreater =
                after == UInt8(ascii: "/") && nameEnd + 1 < rest.count
                && rest[nameEnd + 1] == UInt8(ascii: ">")
            if after == 0 || Byte.isSpaceOrTab(after) || after == UInt8(ascii: ">") || slashGreater { return 6 }
        }
        guard canBeType7 else { return 0 }
        let scanner = HTMLTagScanner(rest)
        guard let tagEnd = isClosing ? scanner.closingTag(from: 1) : scanner.openTag(from: 1) else { return 0 }
        if !isClosing, literalTextTags.contains(name) { return 0 }
        var i = tagEnd
        while i < rest.count, Byte.isSpaceOrTab(rest[i]) { i += 1 }
        return i == rest.count ? 7 : 0
    }

    /// Whether `line` (from `pos`) contains the end condition of a block of `type` 1–5.
    static func endsBlock(ofType type: Int32, line: SourceLine, from pos: Int) -> Bool {
        let rest = Array(line.input[min(line.start + pos, line.end)..<line.end])
        let scanner = HTMLTagScanner(rest)
        switch type {
        case 1:
            let lowered = rest.map(Byte.lowercased)
            return ["</script>", "</pre>", "</style>", "</textarea>"].contains {
                HTMLTagScanner(lowered).find(Array($0.utf8), from: 0) != nil
            }
        case 2: return scanner.find(Array("-->".utf8), from: 0) != nil
        case 3: return scanner.find(Array("?>".utf8), from: 0) != nil
        case 4: return rest.contains(UInt8(ascii: ">"))
        case 5: return scanner.find(Array("]]>".utf8), from: 0) != nil
        default: return false
        }
    }
}
