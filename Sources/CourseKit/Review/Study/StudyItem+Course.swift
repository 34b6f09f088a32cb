/// The quiz's view of a course: every card and question, in lesson order, as study items.
extension StudyItem {
    package init(card: Flashcard, lesson: Int) {
        self.init(
            id: card.id, kind: card.kind == .syntax ? .syntax : .trick, topic: card.topic,
            lesson: lesson, prompt: card.prompt.markdownNodes, answer: card.answer.markdownNodes,
            contentHash: card.contentHash, location: card.location)
    }

    /// The box a gap's code is shown as in its prompt.
    ///
    /// The same width for every gap, so it gives nothing away.
    package static let gapBox = String(repeating: "\u{25A2}", count: 5)

    /// Gap `gap` of a syntax card, studied as an item of its own (`card-id#N`).
    ///
    /// The card's prompt, then its answer code with this gap as a box (the other gaps filled); the
    /// answer is the card's.
    package init(gap: CodeGap, in snippet: Snippet, of card: Flashcard, lesson: Int) {
        let nowhere = SourceRange(start: SourcePosition(line: 0, column: 0), end: SourcePosition(line: 0, column: 0))
        let count = card.gaps.count
        let cue = count == 1 ? "Fill the gap:" : "Fill gap \(gap.number) of \(count):"
        let code = snippet.code(hiding: [gap.number], as: Self.gapBox)
        self.init(
            id: gap.id, kind: .syntax, topic: card.topic, lesson: lesson,
            prompt: card.prompt.markdownNodes + [
                MarkdownNode(
                    kind: .paragraph, range: nowhere, children: [MarkdownNode(kind: .text(cue), range: nowhere)]),
                MarkdownNode(kind: .codeBlock(info: snippet.language, literal: code, isFenced: true), range: nowhere),
            ],
            answer: card.answer.markdownNodes, contentHash: ContentHash.of(card.contentHash, gap.id),
            location: SourceLocation(file: snippet.location.file, line: gap.line, column: gap.column))
    }

    /// Each of the card's gaps.
    package static func gapItems(of card: Flashcard, lesson: Int) -> [StudyItem] {
        card.answer.snippets.flatMap { snippet in
            snippet.gaps.map { StudyItem(gap: $0, in: snippet, of: card, lesson: lesson) }
        }
    }

    package init(question: Question, lesson: Int) {
        self.init(
            id: question.id, kind: .question, topic: "Edge cases", lesson: lesson,
            title: question.title, prompt: question.question.markdownNodes,
            answer: question.answer.markdownNodes, contentHash: question.contentHash,
            location: question.location)
    }

    /// Cards first, then questions, then the cards' gaps, lesson by lesson.
    ///
    /// The order new items are introduced in. A gap comes after the questions, not right after its
    /// card, so that it is not first seen a moment after the card's answer showed the code it
    /// hides.
    package static func all(in course: Course) -> [StudyItem] {
        course.lessons.flatMap { lesson in
            lesson.cards.map { StudyItem(card: $0, lesson: lesson.number) }
                + lesson.questions.map { StudyItem(question: $0, lesson: lesson.number) }
                + lesson.cards.flatMap { gapItems(of: $0, lesson: lesson.number) }
        }
    }
}

extension Content {
    /// The blocks as Markdown nodes for a renderer.
    ///
    /// Prose as parsed, code blocks rebuilt from snippets and changes, screenshot captions as an
    /// italic line.
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
