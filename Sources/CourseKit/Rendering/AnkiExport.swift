/// `course export anki`: every flashcard and edge-case question of a course as Anki notes. Each
/// lesson is its own deck under the course's; the topic and the kind are tags; the GUID is made from
/// the course id and the card id, so importing again after an edit updates the note in place.
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
            let cards = lesson.cards.map { card in
                let kind = card.kind == .syntax ? "Syntax" : "Trick question"
                return AnkiNote(
                    guid: guid(card.id),
                    front: "<p><small>\(kind) · \(HTMLOutputEscaping.escaped(card.topic))</small></p>"
                        + html.render(card.prompt),
                    back: html.render(card.answer),
                    deck: deck,
                    tags: lessonTags + ["topic::" + AnkiTextFile.namePart(card.topic), "kind::\(card.kind.rawValue)"])
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
    func guid(_ id: String) -> String { "ck" + ContentHash.of(course.id, id) }
}
