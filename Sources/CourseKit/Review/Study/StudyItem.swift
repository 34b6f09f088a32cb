/// Something the learner studies: a flashcard (syntax or trick) or an edge-case question. The quiz
/// only needs this much of the course model, so the session logic is tested without a course.
public struct StudyItem: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case syntax, trick, question
    }

    /// The author's stable id: the review log refers to it.
    public var id: String
    public var kind: Kind
    public var topic: String
    public var lesson: Int
    /// A question's short title ("what the compiler can check"); nil for cards.
    public var title: String?
    public var prompt: [MarkdownNode]
    public var answer: [MarkdownNode]
    /// A fingerprint of prompt and answer, stored with each review to notice later edits.
    public var contentHash: String
    /// Where it is written (its heading): the line to open in an editor, to rewrite a leech.
    public var location: SourceLocation?

    public init(id: String, kind: Kind, topic: String, lesson: Int, title: String? = nil,
                prompt: [MarkdownNode], answer: [MarkdownNode], contentHash: String,
                location: SourceLocation? = nil) {
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
public struct StudyFilter: Sendable, Equatable {
    public var lessons: Set<Int> = []
    /// Compared case-insensitively.
    public var topics: Set<String> = []
    public var kinds: Set<StudyItem.Kind> = []

    public init(lessons: Set<Int> = [], topics: Set<String> = [], kinds: Set<StudyItem.Kind> = []) {
        self.lessons = lessons
        self.topics = Set(topics.map { $0.lowercased() })
        self.kinds = kinds
    }

    public func matches(_ item: StudyItem) -> Bool {
        (lessons.isEmpty || lessons.contains(item.lesson))
            && (topics.isEmpty || topics.contains(item.topic.lowercased()))
            && (kinds.isEmpty || kinds.contains(item.kind))
    }
}
