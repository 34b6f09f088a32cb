/// `course export anki`: every flashcard and edge-case question of a course as Anki notes.
///
/// Each lesson is its own deck under the course's; the topic and the kind are tags; the GUID is
/// made from the course id and the card id, so importing again after an edit updates the note in
/// place. A card with gaps is written a second time as a note of Anki's Cloze type, one `{{cN::…}}`
/// per gap.
package struct AnkiExport: Sendable {
    package var course: Course

    package init(course: Course) { self.course = course }

    package func notes() -> [AnkiNote] {
        let html = ContentHTML.plain
        return course.lessons.flatMap { lesson -> [AnkiNote] in
            let deck =
                AnkiTextFile.namePart(course.title) + "::Lesson \(lesson.number) "
                + AnkiTextFile.namePart(lesson.title)
            let lessonTags = [course.id, "lesson-\(lesson.number)"]
            let cards = lesson.cards.flatMap { card in
                let kind = card.kind == .syntax ? "Syntax" : "Trick question"
                let topicTag = "topic::" + AnkiTextFile.namePart(card.topic)
                let note = AnkiNote(
                    guid: guid(card.id),
                    front: "<p><small>\(kind) · \(HTMLOutputEscaping.escaped(card.topic))</small></p>"
                        + html.render(card.prompt),
                    back: html.render(card.answer),
                    deck: deck,
                    tags: lessonTags + [topicTag, "kind::\(card.kind.rawValue)"])
                guard !card.gaps.isEmpty else { return [note] }
                let cloze = AnkiNote(
                    guid: guid(card.id + "#cloze"), noteType: .cloze,
                    front: Self.braces(
                        "<p><small>\(kind) · \(HTMLOutputEscaping.escaped(card.topic)) · fill the gaps</small></p>"
                            + html.render(card.prompt))
                        + card.answer.snippets.filter { !$0.gaps.isEmpty }.map(Self.clozeCode).joined(),
                    back: Self.braces(html.render(card.answer)),
                    deck: deck,
                    tags: lessonTags + [topicTag, "kind::cloze"])
                return [note, cloze]
            }
            let questions = lesson.questions.map { question in
                let sources = question.sources.map(html.source).joined()
                let label =
                    "Lesson \(lesson.number) · question \(question.number) · " + html.inline(question.titleMarkdown)
                return AnkiNote(
                    guid: guid(question.id),
                    front: "<p><small>\(label)</small></p>" + html.render(question.question),
                    back: html.render(question.answer) + "<p><b>Where this comes from:</b></p><ul>\(sources)</ul>"
                        + (question.sourcesNote.map(html.render) ?? ""),
                    deck: deck,
                    tags: lessonTags + ["kind::question"])
            }
            return cards + questions
        }
    }

    package func fileContents() -> String { AnkiTextFile.contents(of: notes()) }

    /// Opaque and stable: only the course id and the card's id go in, never its text.
    ///
    /// A cloze note's is the card id and `#cloze`: `#` is in no card id, so it is no card's.
    func guid(_ id: String) -> String { "ck" + ContentHash.of(course.id, id) }

    /// HTML for a Cloze note with its braces written as character references.
    ///
    /// Anki reads `{{c9::…}}` anywhere in any of the note's fields (the Back Extra too) as a cloze,
    /// so code such as a closure in a closure, or a comment quoting a cloze, must not show it one.
    /// The note shows the braces as written.
    static func braces(_ html: String) -> String {
        html.replacingOccurrences(of: "{", with: "&#123;").replacingOccurrences(of: "}", with: "&#125;")
    }

    /// A snippet's code as a Cloze note's text.
    ///
    /// `<pre><code>`, each gap `{{cN::…}}`, the code HTML-escaped and its braces as character
    /// references (`braces`); in a gap's text, colons too: Anki reads `::` inside a cloze as the
    /// start of a hint (`{{c1::answer::hint}}`), so `"net::http"` would be studied as `"net` with
    /// the hint `http"`.
    static func clozeCode(_ snippet: Snippet) -> String {
        func escaped(_ bytes: ArraySlice<UInt8>) -> String {
            braces(HTMLOutputEscaping.escaped(String(decoding: bytes, as: UTF8.self)))
        }
        var code = Array(snippet.code.utf8)
        if code.last == UInt8(ascii: "\n") { code.removeLast() }
        var html = ""
        var index = 0
        for gap in snippet.gaps.sorted(by: { $0.start < $1.start }) {
            guard gap.start >= index, gap.end <= code.count, gap.start < gap.end else { continue }
            let hidden = escaped(code[gap.start..<gap.end]).replacingOccurrences(of: ":", with: "&#58;")
            html += escaped(code[index..<gap.start]) + "{{c\(gap.number)::" + hidden + "}}"
            index = gap.end
        }
        html += escaped(code[index...])
        return "<pre><code>\(html)</code></pre>"
    }
}
