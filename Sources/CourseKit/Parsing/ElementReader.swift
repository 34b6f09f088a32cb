import Foundation

/// Flashcards and edge-case questions.
///
/// A heading, a marker comment, the prompt, and the answer in `<details>` (docs/format.md,
/// "Flashcards" and "Edge-case questions").
extension LessonParser {
    /// The parts every card and question has.
    struct ElementParts {
        var marker: ElementMarker
        var attributes: AttributeList
        var heading: MarkdownNode
        var prompt: [MarkdownNode]
        /// nil when there is no `<details>`.
        var answer: [MarkdownNode]?
    }

    /// Splits `nodes` at `<details>` and `</details>`, reporting what is missing.
    ///
    /// `nodes` are the heading, the marker, and everything up to the next heading of the same level
    /// or above.
    mutating func elementParts(_ nodes: [MarkdownNode], marker: ElementMarker) -> ElementParts {
        let heading = nodes[0]
        let what = marker.kind == .card ? "a card" : "a question"
        let allowed = marker.kind == .card ? ["id", "kind", "topic"] : ["id"]
        let attributes = attributes(
            in: marker.attributeText, at: marker.attributeStart, allowed: allowed,
            what: what)
        let body = Array(nodes.dropFirst(2))
        let open = body.firstIndex { $0.opensDetails }
        let prompt = Array(body[..<(open ?? body.endIndex)])
        var answer: [MarkdownNode]?
        if let open {
            checkDetailsOpening(body[open])
            let rest = body[(open + 1)...]
            if let close = rest.firstIndex(where: { $0.closesDetails }) {
                answer = Array(rest[..<close])
                if let stray = rest[(close + 1)...].first {
                    error(
                        "this is after the answer's '</details>', so it belongs to no part of \(what)",
                        at: stray.range.start, hint: "move it into the prompt or the answer", rule: .strayContent)
                }
            } else {
                answer = Array(rest)
                error(
                    "the answer's '<details>' is never closed", at: body[open].range.start,
                    hint: "add '</details>' on a line of its own, after a blank line, where the answer ends",
                    rule: .missingAnswer)
            }
        }
        return ElementParts(
            marker: marker, attributes: attributes, heading: heading, prompt: prompt,
            answer: answer)
    }

    /// `<details><summary>…</summary>` must be alone in its HTML block.
    ///
    /// Otherwise the Markdown after it is swallowed as raw HTML (on GitHub too).
    private mutating func checkDetailsOpening(_ node: MarkdownNode) {
        guard var text = node.htmlText?.lowercased() else { return }
        if let end = text.range(of: "</summary>") {
            text = String(text[end.upperBound...])
        } else {
            if let tagEnd = text.firstIndex(of: ">") { text = String(text[text.index(after: tagEnd)...]) }
        }
        if !text.trimmed.isEmpty {
            error(
                "the answer runs into the '<details>' line, so it would show as raw HTML",
                at: node.range.start,
                hint: "leave a blank line after '<details><summary>…</summary>'", rule: .missingAnswer)
        }
    }

    /// The value of a required attribute, reporting it when absent or empty.
    mutating func required(_ key: String, of parts: ElementParts, hint: String) -> String {
        if let value = parts.attributes[key], !value.isEmpty { return value }
        let what = parts.marker.kind.rawValue
        error("\(what) has no '\(key)'", at: parts.marker.attributeStart, hint: hint, rule: .missingAttribute)
        return ""
    }

    mutating func readCard(_ parts: ElementParts) -> Flashcard {
        let id = required("id", of: parts, hint: "give it a stable id, unique in the course: id=env-read-color-scheme")
        let idLocation = checkID(of: parts, id, example: "id=env-read-color-scheme")
        let kindText = required("kind", of: parts, hint: "kind=syntax or kind=trick")
        let topic = required("topic", of: parts, hint: "topic=\"Environment\"")
        var kind = Flashcard.Kind.syntax
        if let known = Flashcard.Kind(rawValue: kindText) {
            kind = known
        } else if !kindText.isEmpty, let attribute = parts.attributes.attribute("kind") {
            error(
                "'\(kindText)' is not a kind of card",
                at: position(of: attribute, in: parts.marker.attributeText, at: parts.marker.attributeStart),
                hint: "kind=syntax (how would you write …) or kind=trick (a trick question)", rule: .badAttribute)
        }
        let name = id.isEmpty ? "this card" : "card '\(id)'"
        let expectations = compilerOutputs(in: parts.prompt + (parts.answer ?? []))
        let prompt = content(of: parts.prompt, place: .elsewhere, expectations: expectations)
        var answer = content(of: parts.answer ?? [], place: .elsewhere, expectations: expectations)
        if kind == .syntax { answer = readingGaps(in: answer) }
        checkPromptAndAnswer(name: name, parts: parts, prompt: prompt, answer: answer, answerWord: "Answer")
        return Flashcard(
            id: id, kind: kind, topic: topic, title: parts.heading.plainText, prompt: prompt,
            answer: answer, location: location(parts.heading), idLocation: idLocation)
    }

    mutating func checkPromptAndAnswer(
        name: String, parts: ElementParts, prompt: Content, answer: Content,
        answerWord: String
    ) {
        if prompt.isEmpty {
            error(
                "\(name) has no prompt", at: parts.heading.range.start,
                hint: "write the prompt between the '<!-- \(parts.marker.kind.rawValue) … -->' line and '<details>'",
                rule: .missingPrompt)
        }
        if parts.answer == nil {
            error(
                "\(name) has no answer", at: parts.heading.range.start,
                hint:
                    "put the answer between '<details><summary>\(answerWord)</summary>' and '</details>', each on a line of its own with a blank line after it",
                rule: .missingAnswer)
        } else if answer.isEmpty {
            error(
                "\(name) has an empty answer", at: parts.heading.range.start,
                hint:
                    "write the answer between '<details><summary>…</summary>' and '</details>', with blank lines around it",
                rule: .missingAnswer)
        }
    }
}
