/// What a snippet belongs to, for messages ("in card env-read") and for the checker's context.
public enum SnippetOwner: Sendable, Equatable {
    case section(title: String?)
    case step(number: Int)
    case card(id: String)
    case question(id: String)

    public var description: String {
        switch self {
        case .section(let title): title.map { "section “\($0)”" } ?? "the lesson's intro"
        case .step(let number): "step \(number)"
        case .card(let id): "card \(id)"
        case .question(let id): "question \(id)"
        }
    }
}

extension Lesson {
    /// Every snippet of the lesson in document order, with what it belongs to.
    ///
    /// The checker compiles them; a sources note of a question is part of its question.
    public var snippetsWithOwners: [(owner: SnippetOwner, snippet: Snippet)] {
        var result: [(SnippetOwner, Snippet)] = []
        for section in intro { result += section.content.snippets.map { (.section(title: section.title), $0) } }
        for step in steps { result += step.content.snippets.map { (.step(number: step.number), $0) } }
        for section in closing { result += section.content.snippets.map { (.section(title: section.title), $0) } }
        for card in cards {
            result += (card.prompt.snippets + card.answer.snippets).map { (.card(id: card.id), $0) }
        }
        for question in questions {
            let all =
                question.question.snippets + question.answer.snippets
                + (question.sourcesNote?.snippets ?? [])
            result += all.map { (.question(id: question.id), $0) }
        }
        return result.sorted { $0.1.location < $1.1.location }
    }
}
