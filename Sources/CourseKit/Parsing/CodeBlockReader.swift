/// Fenced code blocks: a `file=` attribute makes one a code change, anything else is a snippet.
extension LessonParser {
    static let changeAttributes = ["file", "change", "target", "preview"]
    static let snippetAttributes = ["check", "context", "expect", "reason"]

    /// Reads a code block into a change or a snippet.
    ///
    /// `expectations` maps a Swift block's position to the lines of the `compiler` block that
    /// follows it (see `compilerOutputs(after:)`).
    mutating func readCodeBlock(_ node: MarkdownNode, expectations: [SourcePosition: [String]]) -> ContentBlock {
        guard case .codeBlock(let info, let literal, let isFenced) = node.kind else {
            preconditionFailure("readCodeBlock needs a code block")
        }
        let start = node.range.start
        let location = source.location(start)
        guard isFenced else {
            var snippet = Snippet(
                language: "", code: literal, check: .none, location: location,
                codeLocation: location)
            snippet.gapMarkerPlaces = GapReader.places(in: literal, at: location, source: source)
            return .snippet(snippet)
        }
        reportUnclosedFence(node)
        let codeLocation = source.location(line: start.line + 1, column: start.column)
        let language = String(info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
        let (text, textStart) = attributeText(ofFenceAt: start)
        if AttributeList(reading: text)["file"] != nil {
            let attributes = attributes(
                in: text, at: textStart, allowed: Self.changeAttributes,
                what: "a code change")
            return .change(
                readChange(
                    attributes, text: text, textStart: textStart, language: language,
                    code: literal, location: location, codeLocation: codeLocation))
        }
        let what = language.isEmpty ? "a code block" : "a \(language) block"
        let attributes = attributes(in: text, at: textStart, allowed: Self.snippetAttributes, what: what)
        var snippet = readSnippet(
            attributes, text: text, textStart: textStart, language: language,
            code: literal, location: location, codeLocation: codeLocation,
            compilerOutput: expectations[start])
        snippet.gapMarkerPlaces = GapReader.places(in: literal, at: codeLocation, source: source)
        return .snippet(snippet)
    }

    /// The info string after the language, and where it starts.
    ///
    /// Read from the source line itself: no escapes apply.
    private func attributeText(ofFenceAt start: SourcePosition) -> (Substring, SourcePosition) {
        let line = source.rest(ofLine: start.line, fromColumn: start.column)
        var index = line.startIndex
        func skip(while predicate: (Character) -> Bool) {
            while index < line.endIndex, predicate(line[index]) { index = line.index(after: index) }
        }
        skip { $0 == " " || $0 == "\t" || $0 == ">" }
        skip { $0 == "`" || $0 == "~" }
        skip { $0 == " " || $0 == "\t" }
        skip { $0 != " " && $0 != "\t" }
        let text = line[index...]
        let offset = line.utf8.distance(from: line.startIndex, to: index)
        return (text, SourcePosition(line: start.line, column: start.column + offset))
    }

    /// Reports a fence left unclosed.
    ///
    /// CommonMark closes an unclosed fence at the end of its container, swallowing everything after
    /// it; say so rather than let the lesson lose its cards silently.
    private mutating func reportUnclosedFence(_ node: MarkdownNode) {
        let opening = source.rest(ofLine: node.range.start.line, fromColumn: node.range.start.column)
            .drop { $0 == " " || $0 == ">" }
        guard let fence = opening.first, fence == "`" || fence == "~" else { return }
        let length = opening.prefix { $0 == fence }.count
        let last = source.line(node.range.end.line).drop { $0 == " " || $0 == "\t" || $0 == ">" }
        let closing = last.trimmingTrailingWhitespace
        let closes =
            node.range.end.line > node.range.start.line && closing.count >= length
            && closing.allSatisfy { $0 == fence }
        if !closes {
            error(
                "this code block is never closed", at: node.range.start,
                hint:
                    "add a line '\(String(repeating: fence, count: length))' where the code ends; until then everything after it is read as code",
                rule: .unclosedFence)
        }
    }

    /// A `check=fails` snippet's expected messages, for each fenced Swift block among `nodes`.
    ///
    /// Nested ones too: the lines of the first `compiler` block after it and before the next Swift
    /// block.
    func compilerOutputs(in nodes: [MarkdownNode]) -> [SourcePosition: [String]] {
        var result: [SourcePosition: [String]] = [:]
        var waiting: SourcePosition?
        for node in nodes {
            node.forEachDescendant { block in
                guard case .codeBlock(let info, let literal, true) = block.kind else { return }
                let language = info.split(separator: " ").first.map(String.init) ?? ""
                if language == "swift" {
                    waiting = block.range.start
                } else if language == "compiler", let swift = waiting {
                    result[swift] = literal.split(separator: "\n").map { String($0).trimmed }
                        .filter { !$0.isEmpty }
                    waiting = nil
                }
            }
        }
        return result
    }
}

extension StringProtocol {
    // Index searches from both ends, not reversed collections: the reader trims every answer
    // node's plain text, whole code blocks included, and this was a quarter of `course check`.
    var trimmed: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }

    var trimmingTrailingWhitespace: String {
        guard let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[...last])
    }
}
