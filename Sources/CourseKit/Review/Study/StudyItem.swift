/// Something the learner studies: a flashcard (syntax or trick) or an edge-case question.
///
/// The quiz only needs this much of the course model, so the session logic is tested without a
/// course.
package struct StudyItem: Sendable, Equatable {
    package enum Kind: String, Sendable, CaseIterable {
        case syntax, trick, question
    }

    /// The author's stable id: the review log refers to it.
    package var id: String
    package var kind: Kind
    package var topic: String
    package var lesson: Int
    /// A question's short title ("what the compiler can check"); nil for cards.
    package var title: String?
    package var prompt: [MarkdownNode]
    package var answer: [MarkdownNode]
    /// A fingerprint of prompt and answer, stored with each review to notice later edits.
    package var contentHash: String
    /// Where it is written (its heading): the line to open in an editor, to rewrite a leech.
    package var location: SourceLocation?

    /// An item as the quiz sees it.
    ///
    /// - Parameters:
    ///   - id: The author's stable id: the review log refers to it.
    ///   - kind: Syntax card, trick card or question.
    ///   - topic: Its topic.
    ///   - lesson: The number of the lesson that holds it.
    ///   - title: A question's short title; nil for cards.
    ///   - prompt: What is asked.
    ///   - answer: The answer.
    ///   - contentHash: A fingerprint of prompt and answer, stored with each review to notice later edits.
    ///   - location: Where it is written (its heading).
    package init(
        id: String, kind: Kind, topic: String, lesson: Int, title: String? = nil,
        prompt: [MarkdownNode], answer: [MarkdownNode], contentHash: String,
        location: SourceLocation? = nil
    ) {
        self.id = id
        self.kind = kind
        self.topic = topic
        self.lesson = lesson
        self.title = title
        self.prompt = prompt
        self.answer = answer
        self.contentHash = contentHash
        self.location = location
    }
}

/// `--lesson N --topic T --kind K`: which items a session may show. Empty fields match everything.
package struct StudyFilter: Sendable, Equatable {
    package var lessons: Set<Int> = []
    /// Compared case-insensitively.
    package var topics: Set<String> = []
    package var kinds: Set<StudyItem.Kind> = []

    package init(lessons: Set<Int> = [], topics: Set<String> = [], kinds: Set<StudyItem.Kind> = []) {
        self.lessons = lessons
        self.topics = Set(topics.map { $0.lowercased() })
        self.kinds = kinds
    }

    package func matches(_ item: StudyItem) -> Bool {
        (lessons.isEmpty || lessons.contains(item.lesson))
            && (topics.isEmpty || topics.contains(item.topic.lowercased()))
            && (kinds.isEmpty || kinds.contains(item.kind))
    }
}
