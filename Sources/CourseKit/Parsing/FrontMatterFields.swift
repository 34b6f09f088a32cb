/// Front matter fields, checked against the keys a file takes (docs/format.md).
extension LessonParser {
    struct Field {
        var value: String
        var position: SourcePosition
    }

    /// The fields of `frontMatter`, reporting unknown, repeated and missing keys and malformed lines.
    mutating func fields(
        of frontMatter: FrontMatter?, known: [String], required: [String], what: String,
        rule: Diagnostic.Rule, example: String
    ) -> [String: Field] {
        guard let frontMatter else {
            error(
                "\(what) has no front matter", at: SourcePosition(line: 1, column: 1),
                hint: "start the file with '---', \(example), '---'", rule: rule)
            return [:]
        }
        for (line, text) in frontMatter.malformedLines {
            error(
                "'\(text.trimmed)' is not a 'key: value' line", at: SourcePosition(line: line, column: 1),
                hint: "write one 'key: value' per line", rule: rule)
        }
        var fields: [String: Field] = [:]
        for entry in frontMatter.entries {
            if !known.contains(entry.key) {
                var hint = "\(what) takes " + known.joined(separator: ", ")
                if let near = nearest(entry.key, among: known) { hint = "did you mean '\(near)'? " + hint }
                error("unknown front matter key '\(entry.key)'", at: entry.position, hint: hint, rule: rule)
            } else if fields[entry.key] != nil {
                error("'\(entry.key)' is given twice", at: entry.position, hint: "keep one of them", rule: rule)
            } else {
                fields[entry.key] = Field(value: unquoted(entry.value.trimmed), position: entry.valuePosition)
            }
        }
        for key in required where (fields[key]?.value ?? "").isEmpty {
            let position = fields[key]?.position ?? frontMatter.range.start
            error(
                "\(what)'s front matter has no '\(key)'", at: position,
                hint: "add a line '\(key): …' between the '---' lines", rule: rule)
        }
        return fields
    }

    /// A whole number, reporting anything else; nil when the field is absent or malformed.
    mutating func number(_ key: String, in fields: [String: Field], rule: Diagnostic.Rule) -> Int? {
        guard let field = fields[key], !field.value.isEmpty else { return nil }
        guard let value = Int(field.value), value >= 0 else {
            error(
                "'\(key)' must be a whole number, not '\(field.value)'", at: field.position,
                hint: "write digits only: '\(key): 12'", rule: rule)
            return nil
        }
        return value
    }

    private func unquoted(_ value: String) -> String {
        guard value.count >= 2, value.first == "\"", value.last == "\"" else { return value }
        return String(value.dropFirst().dropLast())
    }
}
