/// One lesson: its front matter, its intro, its steps, its flashcards and its edge-case questions.
public struct Lesson: Sendable, Equatable, Codable {
    /// The lesson file, as the user would name it: `Content/lesson-19/lesson.md`.
    public var file: String
    public var number: Int
    public var title: String
    public var subtitle: String?
    public var part: Int
    public var partTitle: String
    /// The estimated time.
    public var minutes: Int
    /// The sample project's name: `Trips`.
    public var project: String
    /// The folder holding the project as the lesson starts, relative to the lesson file's folder.
    public var startFolder: String
    public var promised: PromisedCounts
    /// Sections before the first step ("You will build", "Why").
    public var intro: [LessonSection]
    public var steps: [Step]
    /// Sections after the first step that are not steps, in order.
    public var closing: [LessonSection]
    public var cards: [Flashcard]
    public var questions: [Question]

    /// A lesson as the reader found it.
    ///
    /// - Parameters:
    ///   - file: The lesson file, as the user would name it: `Content/lesson-19/lesson.md`.
    ///   - number: The lesson's number.
    ///   - title: Its title.
    ///   - subtitle: Its subtitle, if any.
    ///   - part: The part it belongs to.
    ///   - partTitle: That part's title.
    ///   - minutes: The estimated time.
    ///   - project: The sample project's name: `Trips`.
    ///   - startFolder: The folder holding the project as the lesson starts, relative to the lesson file's folder.
    ///   - promised: The counts of cards and questions the front matter promises.
    ///   - intro: Sections before the first step ("You will build", "Why").
    ///   - steps: The steps, in order.
    ///   - closing: Sections after the first step that are not steps, in order.
    ///   - cards: The flashcards, in order.
    ///   - questions: The edge-case questions, in order.
    public init(
        file: String, number: Int, title: String, subtitle: String? = nil, part: Int,
        partTitle: String, minutes: Int, project: String, startFolder: String,
        promised: PromisedCounts, intro: [LessonSection] = [], steps: [Step] = [],
        closing: [LessonSection] = [], cards: [Flashcard] = [], questions: [Question] = []
    ) {
        self.file = file
        self.number = number
        self.title = title
        self.subtitle = subtitle
        self.part = part
        self.partTitle = partTitle
        self.minutes = minutes
        self.project = project
        self.startFolder = startFolder
        self.promised = promised
        self.intro = intro
        self.steps = steps
        self.closing = closing
        self.cards = cards
        self.questions = questions
    }

    /// The start folder as a path from the current directory: `Content/lesson-19/start`.
    public var startPath: String {
        let folder = file.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .joined(separator: "/")
        return folder.isEmpty ? startFolder : folder + "/" + startFolder
    }

    /// Every code change of the lesson, in the order they are replayed.
    public var changes: [CodeChange] { steps.flatMap(\.changes) }

    public func cards(of kind: Flashcard.Kind) -> [Flashcard] { cards.filter { $0.kind == kind } }
}

/// The counts a lesson promises its reader in its front matter.
///
/// `course check` compares them with what it holds, so that "21 cards" is never really 20.
public struct PromisedCounts: Sendable, Equatable, Codable {
    public var cards: Int
    public var syntaxCards: Int
    public var trickCards: Int
    public var questions: Int

    public init(cards: Int, syntaxCards: Int, trickCards: Int, questions: Int) {
        self.cards = cards
        self.syntaxCards = syntaxCards
        self.trickCards = trickCards
        self.questions = questions
    }
}
