/// Edge-case questions: a numbered heading, and sources at the end of the answer.
extension LessonParser {
    static let sourcesLabels: Set<String> = ["Where this comes from:", "Sources:"]

    mutating func readQuestion(_ parts: ElementParts) -> Question {
        let id = required("id", of: parts, hint: "give it a stable id, unique in the course: id=forgotten-store")
        let idLocation = checkID(of: parts, id, example: "id=forgotten-store")
        let name = id.isEmpty ? "this question" : "question '\(id)'"
        let heading = numberedHeading(parts.heading, keyword: "Question")
        if heading == nil {
            error(
                "a question's heading reads 'Question N: title'", at: parts.heading.range.start,
                hint: "for example '### Question 1: what the compiler can check'", rule: .badHeading)
        }
        let answerNodes = parts.answer ?? []
        let label = answerNodes.firstIndex {
            Self.sourcesLabels.contains($0.plainText.trimmed) && $0.kind == .paragraph
        }
        let expectations = compilerOutputs(in: parts.prompt + answerNodes)
        let question = content(of: parts.prompt, place: .elsewhere, expectations: expectations)
        let answer = content(
            of: Array(answerNodes[..<(label ?? answerNodes.endIndex)]), place: .elsewhere,
            expectations: expectations)
        checkPromptAndAnswer(name: name, parts: parts, prompt: question, answer: answer, answerWord: "Show the answer")

        var sources: [Source] = []
        var note: Content?
        if let label {
            let after = answerNodes[(label + 1)...]
            if let list = after.first, case .list = list.kind {
                sources = list.children.compactMap { readSource($0) }
                let rest = Array(after.dropFirst())
                note = rest.isEmpty ? nil : content(of: rest, place: .elsewhere, expectations: expectations)
            } else {
                error(
                    "'\(answerNodes[label].plainText.trimmed)' is not followed by a list of sources",
                    at: answerNodes[label].range.start,
                    hint:
                        "list them right after it, one link per item: - [Environment](https://developer.apple.com/documentation/swiftui/environment)",
                    rule: .missingSources)
            }
        }
        if label == nil {
            error(
                "\(name) has no sources", at: parts.heading.range.start,
                hint: "end the answer with a paragraph 'Where this comes from:' and a list of links",
                rule: .missingSources)
        }
        return Question(
            id: id, number: heading?.number ?? 0, title: heading?.title ?? parts.heading.plainText,
            titleMarkdown: heading.map { _ in titleAfterColon(inlineMarkdown(of: parts.heading)) }
                ?? inlineMarkdown(of: parts.heading),
            question: question, answer: answer, sources: sources, sourcesNote: note,
            location: location(parts.heading), idLocation: idLocation)
    }

    /// A list item that starts with a link: the source's title and URL, and the rest as a note.
    ///
    /// An item without a link is a source named only (a warning: a reader cannot follow it).
    private mutating func readSource(_ item: MarkdownNode) -> Source? {
        guard let paragraph = item.children.first, paragraph.kind == .paragraph else {
            error(
                "a source is a link: '- [Title](https://…)'", at: item.range.start,
                hint: "start the item with a Markdown link to the source", rule: .missingSources)
            return nil
        }
        let firstInline = paragraph.children.first {
            if case .text(let t) = $0.kind { !t.trimmed.isEmpty } else { true }
        }
        guard let link = firstInline, case .link(let destination, _) = link.kind else {
            warning(
                "this source has no link", at: item.range.start,
                hint: "start the item with a Markdown link, '- [Title](https://…)', if the source has a page",
                rule: .sourceWithoutLink)
            return Source(
                title: source.markdown(of: [item]).trimmed.drop { $0 == "-" || $0 == "*" || $0 == "+" }.trimmed,
                url: "", location: location(item))
        }
        var note: String?
        if link.range.end.line == item.range.start.line, link.range.end.column > 0 {
            let rest = source.rest(ofLine: link.range.end.line, fromColumn: link.range.end.column + 1)
            let tail = source.markdown(of: [item]).split(separator: "\n", omittingEmptySubsequences: false)
                .dropFirst().map { $0.trimmed }.filter { !$0.isEmpty }
            let text = ([rest.trimmed] + tail).filter { !$0.isEmpty }.joined(separator: " ")
            note = text.isEmpty ? nil : text
        }
        return Source(title: link.plainText, url: destination, note: note, location: location(link))
    }
}

extension LessonParser {
    /// `Step 3: Title` / `Question 3: title`: the number and the title, or nil when it does not read so.
    func numberedHeading(_ heading: MarkdownNode, keyword: String) -> (number: Int, title: String)? {
        let text = heading.plainText.trimmed
        guard text.hasPrefix(keyword) else { return nil }
        let rest = text.dropFirst(keyword.count)
        guard rest.first == " " else { return nil }
        let afterSpace = rest.drop { $0 == " " }
        let digits = afterSpace.prefix { $0.isASCII && $0.isNumber }
        guard let number = Int(digits) else { return nil }
        let afterNumber = afterSpace.dropFirst(digits.count).drop { $0 == " " }
        guard afterNumber.first == ":" else { return nil }
        let title = afterNumber.dropFirst().trimmed
        return title.isEmpty ? nil : (number, title)
    }

    /// Whether a heading tries to be a `keyword N: title` heading.
    ///
    /// The keyword, then a space or a colon, and a number or a colon somewhere ("Step two: Look"),
    /// so that a malformed one is reported rather than read as prose. "Step by step" stays prose.
    func looksNumbered(_ heading: MarkdownNode, keyword: String) -> Bool {
        let text = heading.plainText.trimmed
        guard text.hasPrefix(keyword) else { return false }
        let rest = text.dropFirst(keyword.count)
        guard let next = rest.first else { return true }
        guard next == " " || next == ":" else { return false }
        return rest.contains(":") || rest.drop { $0 == " " }.first?.isNumber == true
    }

    /// The part of a heading's Markdown after its first colon: `Step 2: A value` → `A value`.
    func titleAfterColon(_ markdown: String) -> String {
        guard let colon = markdown.firstIndex(of: ":") else { return markdown }
        return markdown[markdown.index(after: colon)...].trimmed
    }
}
