/// The quiz's view of a course: every card and question, in lesson order, as study items.
extension StudyItem {
    package init(card: Flashcard, lesson: Int) {
        self.init(
            id: card.id, kind: card.kind == .syntax ? .syntax : .trick, topic: card.topic,
            lesson: lesson, prompt: card.prompt.markdownNodes, answer: card.answer.markdownNodes,
            contentHash: card.contentHash, location: card.location)
    }

    package init(question: Question, lesson: Int) {
        self.init(
            id: question.id, kind: .question, topic: "Edge cases", lesson: lesson,
            title: question.title, prompt: question.question.markdownNodes,
            answer: question.answer.markdownNodes, contentHash: question.contentHash,
            location: question.location)
    }

    /// Cards first, then questions, lesson by lesson: the order new items are introduced in.
    package static func all(in course: Course) -> [StudyItem] {
        course.lessons.flatMap { lesson in
            lesson.cards.map { StudyItem(card: $0, lesson: lesson.number) }
                + lesson.questions.map { StudyItem(question: $0, lesson: lesson.number) }
        }
    }
}

extension Content {
    /// The blocks as Markdown nodes for a renderer: prose as parsed, code blocks rebuilt from
    /// snippets and changes, screenshot captions as an italic line.
    package var markdownNodes: [MarkdownNode] {
        let nowhere = SourceRange(start: SourcePosition(line: 0, column: 0), end: SourcePosition(line: 0, column: 0))
        return blocks.map { block -> MarkdownNode in
            switch block {
            case .prose(let prose):
                return prose.node
                    ?? MarkdownNode(
                        kind: .paragraph, range: nowhere,
                        children: [MarkdownNode(kind: .text(prose.markdown), range: nowhere)])
            case .snippet(let snippet):
                return MarkdownNode(
                    kind: .codeBlock(info: snippet.language, literal: snippet.code, isFenced: true),
                    range: nowhere)
            case .change(let change):
                return MarkdownNode(
                    kind: .codeBlock(info: change.language, literal: change.code, isFenced: true),
                    range: nowhere)
            case .screenshot(let shot):
                let text = MarkdownNode(kind: .text("Screenshot: \(shot.caption)"), range: nowhere)
                return MarkdownNode(
                    kind: .paragraph, range: nowhere,
                    children: [MarkdownNode(kind: .emphasis, range: nowhere, children: [text])])
            }
        }
    }
}
