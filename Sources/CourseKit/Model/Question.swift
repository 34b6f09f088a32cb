/// An edge-case question.
///
/// The kind an interviewer asks to find out whether you really know this, with a full answer and
/// where it comes from.
public struct Question: Sendable, Equatable, Codable, Identifiable {
    /// Author-assigned and stable, unique across the course together with card ids.
    public var id: String
    /// N of the heading `Question N: title`.
    public var number: Int
    /// The short label, as plain text ("reading the environment in init").
    public var title: String
    /// The same label as written, inline Markdown kept ("reading the environment in `init`").
    public var titleMarkdown: String
    public var question: Content
    public var answer: Content
    public var sources: [Source]
    /// Blocks after the sources list (a quote from a source, say).
    public var sourcesNote: Content?
    /// A hash of the question's and answer's Markdown, to notice edits since the last review.
    public var contentHash: String
    /// The question's heading.
    public var location: SourceLocation
    /// Where its id is written (`id=` in its comment), for a message about the id.
    ///
    /// Nil when read from JSON, which does not hold it.
    public var idLocation: SourceLocation?

    /// `course list --json`'s keys (docs/schemas/course-list.schema.json): not `idLocation`.
    private enum CodingKeys: String, CodingKey {
        case id, number, title, titleMarkdown, question, answer, sources, sourcesNote, contentHash, location
    }

    /// A question as the reader found it in a lesson.
    ///
    /// - Parameters:
    ///   - id: Author-assigned and stable, unique across the course together with card ids.
    ///   - number: N of the heading `Question N: title`.
    ///   - title: The short label, as plain text.
    ///   - titleMarkdown: The same label as written, inline Markdown kept.
    ///   - question: The question.
    ///   - answer: Its full answer.
    ///   - sources: Where the answer comes from.
    ///   - sourcesNote: Blocks after the sources list (a quote from a source, say).
    ///   - location: The question's heading.
    ///   - idLocation: Where its id is written (`id=` in its comment); nil when read from JSON.
    public init(
        id: String, number: Int, title: String, titleMarkdown: String, question: Content,
        answer: Content, sources: [Source], sourcesNote: Content? = nil, location: SourceLocation,
        idLocation: SourceLocation? = nil
    ) {
        self.id = id
        self.number = number
        self.title = title
        self.titleMarkdown = titleMarkdown
        self.question = question
        self.answer = answer
        self.sources = sources
        self.sourcesNote = sourcesNote
        self.contentHash = ContentHash.of(question.markdown, answer.markdown)
        self.location = location
        self.idLocation = idLocation
    }
}

/// Where a fact comes from: a titled link, and what the lesson says about it.
public struct Source: Sendable, Equatable, Codable {
    public var title: String
    /// Empty for a source named without a link (a book, a talk with no page): the reader warns.
    public var url: String
    /// The rest of the list item after the link, as Markdown ("— Apple's guide to …"); nil when none.
    public var note: String?
    public var location: SourceLocation

    public init(title: String, url: String, note: String? = nil, location: SourceLocation) {
        self.title = title
        self.url = url
        self.note = note
        self.location = location
    }
}
