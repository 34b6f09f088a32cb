/// A recorded change as the lesson shows it.
///
/// A lead-in sentence in the style of docs/format.md ("In `TripSummary.swift`, replace the
/// `TripSummary` struct:"), then the fenced block.
enum ChangeBlockText {
    /// The lead-in, an empty line and the block, each line ending in `lineEnd`.
    ///
    /// Nil when the file's path or the preview's name cannot be written as an attribute
    /// (docs/format.md, "Attribute syntax": no escapes).
    static func markdown(_ change: RecordedChange, lineEnd: String = "\n") -> String? {
        guard let file = attributeValue(change.file, alwaysQuoted: false) else { return nil }
        var info = "file=\(file) change=\(change.kind.rawValue)"
        if let target = change.target {
            if let declaration = target.declaration {
                guard let value = attributeValue(declaration, alwaysQuoted: true) else { return nil }
                info += " target=\(value)"
            } else if let name = target.previewName {
                guard let value = attributeValue(name, alwaysQuoted: true) else { return nil }
                info += " preview=\(value)"
            } else if let position = target.previewPosition {
                info += " preview=\(position)"
            }
        }
        let language = change.kind.isDiff ? "diff" : "swift"
        // A fence longer than any run of its character in the code, so that nothing in it closes the block.
        let fenceCharacter: Character = info.contains("`") ? "~" : "`"
        guard !(fenceCharacter == "~" && info.contains("~") && info.contains("`")) else { return nil }
        let fence = CodeFence.around(change.code, character: fenceCharacter)
        var lines = [leadIn(change), "", fence + language + " " + info]
        lines += LineDiff.split(change.code)
        lines.append(fence)
        return lines.map { $0 + lineEnd }.joined()
    }

    /// "In `TripSummary.swift`, replace the `TripSummary` struct:".
    static func leadIn(_ change: RecordedChange) -> String {
        let name = codeSpan(change.file.split(separator: "/").last.map(String.init) ?? change.file)
        switch change.kind {
        case .create:
            return "Create \(name), a new file of the project:"
        case .append:
            return "At the end of \(name), add:"
        case .replace:
            guard let target = change.target else { return "In \(name), replace:" }
            if let parts = target.declarationParts {
                let words = ["func": "function", "var": "variable", "let": "constant"]
                return "In \(name), replace the \(codeSpan(parts.name)) \(words[parts.keyword] ?? parts.keyword):"
            }
            return "In \(name), replace \(target.phrase):"
        case .edit:
            let hunks = LineDiff.split(change.code).contains { $0.hasPrefix("@@") }
            return "In \(name), make \(hunks ? "these changes" : "this change"):"
        }
    }

    /// `text` as inline code: in backticks, more of them (and spaces) when it holds one.
    private static func codeSpan(_ text: String) -> String {
        let run = CodeFence.longestRun(of: "`", in: text)
        guard run > 0 else { return "`\(text)`" }
        let ticks = String(repeating: "`", count: run + 1)
        return ticks + " " + text + " " + ticks
    }

    /// An attribute's value.
    ///
    /// Bare when it can be, else in double quotes, else in single quotes; nil when it holds both
    /// kinds of quote, or a line end.
    private static func attributeValue(_ value: String, alwaysQuoted: Bool) -> String? {
        guard !value.isEmpty, !value.contains("\n"), !value.contains("\r") else { return nil }
        let needsQuotes =
            alwaysQuoted || value.contains { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "'" || $0 == "=" }
        guard needsQuotes else { return value }
        if !value.contains("\"") { return "\"\(value)\"" }
        if !value.contains("'") { return "'\(value)'" }
        return nil
    }
}
