/// The state of reading one Markdown file of a course: its text, and every problem found so far.
///
/// Reading never stops at the first problem: each part of the file is read on its own and its
/// problems collected, so an author fixes them all in one round.
struct LessonParser {
    let source: SourceText
    var diagnostics: [Diagnostic] = []
    /// Counts the steps of reading attributes, for tests of their growth.
    var work: WorkCounter?

    init(file: String, text: String) {
        source = SourceText(file: file, text: text)
    }

    mutating func error(_ message: String, at position: SourcePosition, hint: String? = nil, rule: Diagnostic.Rule) {
        diagnostics.append(.error(message, at: source.location(position), hint: hint, rule: rule))
    }

    mutating func warning(_ message: String, at position: SourcePosition, hint: String? = nil, rule: Diagnostic.Rule) {
        diagnostics.append(.warning(message, at: source.location(position), hint: hint, rule: rule))
    }

    func location(_ node: MarkdownNode) -> SourceLocation { source.location(node.range.start) }

    /// Reads the attributes in `text` (which starts at `start` in the file).
    ///
    /// Malformed ones and keys `allowed` does not list are reported.
    mutating func attributes(
        in text: Substring, at start: SourcePosition, allowed: [String],
        what: String
    ) -> AttributeList {
        let list = AttributeList(reading: text, work: work)
        // Problems, then attributes, each in the order of the text: two passes to place them all.
        var positions = BytePositions(text, startingAt: start, work: work)
        for problem in list.problems {
            error(
                problem.message, at: positions.position(ofByte: problem.offset),
                hint: "write attributes as key=value, or key=\"value with spaces\"", rule: .badAttribute)
        }
        positions = BytePositions(text, startingAt: start, work: work)
        for attribute in list.attributes where !allowed.contains(attribute.key) {
            let known = allowed.map { "'\($0)'" }.joined(separator: ", ")
            var hint = "\(what) takes \(known)"
            if let near = nearest(attribute.key, among: allowed) { hint = "did you mean '\(near)'? " + hint }
            error(
                "unknown attribute '\(attribute.key)' on \(what)",
                at: positions.position(ofByte: attribute.offset), hint: hint, rule: .unknownAttribute)
        }
        return list
    }

    /// The source position of an attribute read by `attributes(in:at:…)`.
    func position(of attribute: AttributeList.Attribute, in text: Substring, at start: SourcePosition)
        -> SourcePosition
    {
        positionOfByte(attribute.offset, in: text, startingAt: start)
    }

    /// A heading's text as written, inline Markdown kept, when it sits on one line; else its plain text.
    func inlineMarkdown(of heading: MarkdownNode) -> String {
        guard let first = heading.children.first, let last = heading.children.last,
            first.range.start.line == last.range.end.line, first.range.start.line > 0,
            last.range.end.column >= first.range.start.column
        else {
            return heading.plainText
        }
        let line = source.rest(ofLine: first.range.start.line, fromColumn: first.range.start.column)
        let length = last.range.end.column - first.range.start.column + 1
        return String(decoding: line.utf8.prefix(length), as: UTF8.self)
    }
}

/// The candidate closest to `word`, if it is close enough to be a likely typo.
func nearest(_ word: String, among candidates: [String]) -> String? {
    let ranked = candidates.map { ($0, editDistance(word, $0)) }.min { $0.1 < $1.1 }
    guard let (best, distance) = ranked, distance <= max(2, best.count / 3) else { return nil }
    return best
}

/// Levenshtein distance, by characters.
///
/// "did you mean" for attributes here, and for commands and options in the CLI.
package func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var previous = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in stride(from: 1, through: b.count, by: 1) {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        }
        previous = current
    }
    return a.isEmpty ? b.count : previous[b.count]
}
