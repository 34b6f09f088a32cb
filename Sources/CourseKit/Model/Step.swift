/// A step of a lesson: `## Step N: Title`, then prose, code changes, snippets and captions in order.
public struct Step: Sendable, Equatable, Codable {
    /// N as written; `course check` checks that steps count 1, 2, 3 …
    public var number: Int
    /// Plain text.
    public var title: String
    /// As written, inline Markdown kept.
    public var titleMarkdown: String
    public var content: Content
    /// The heading.
    public var location: SourceLocation

    /// A step as the reader found it in a lesson.
    ///
    /// - Parameters:
    ///   - number: N as written.
    ///   - title: The title as plain text.
    ///   - titleMarkdown: The title as written, inline Markdown kept.
    ///   - content: Its prose, code changes, snippets and captions, in order.
    ///   - location: The heading.
    public init(
        number: Int, title: String, titleMarkdown: String, content: Content,
        location: SourceLocation
    ) {
        self.number = number
        self.title = title
        self.titleMarkdown = titleMarkdown
        self.content = content
        self.location = location
    }

    public var changes: [CodeChange] { content.changes }
}

/// A level-2 section that is not a step.
///
/// "You will build", "Why", "What you built", and the sections holding the cards and the questions
/// (their prose before the first card or question).
public struct LessonSection: Sendable, Equatable, Codable {
    public enum Role: String, Sendable, Equatable, Codable {
        case prose
        /// It holds flashcards.
        case cards
        /// It holds edge-case questions.
        case questions
    }

    /// Plain text; nil for the untitled prose before the first level-2 heading.
    public var title: String?
    public var role: Role
    public var content: Content
    public var location: SourceLocation

    public init(title: String?, role: Role, content: Content, location: SourceLocation) {
        self.title = title
        self.role = role
        self.content = content
        self.location = location
    }
}
