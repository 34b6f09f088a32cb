/// A course: the manifest (`course.md`) and the lessons written so far.
public struct Course: Sendable, Equatable, Codable {
    /// Keeps a learner's review history apart from other courses'.
    public var id: String
    public var title: String
    /// How many lessons the whole course has, written or not.
    public var lessonCount: Int
    /// The lesson files the manifest names, relative to the course folder, in its order.
    public var lessonFiles: [String]
    /// The lessons that could be read, in the manifest's order.
    public var lessons: [Lesson]
    /// The manifest.
    public var location: SourceLocation
    /// How the course's code is compiled (`swift-version:`, `default-isolation:`, … in `course.md`).
    public var buildSettings: BuildSettings

    /// A course as the reader found it.
    ///
    /// - Parameters:
    ///   - id: Keeps a learner's review history apart from other courses'.
    ///   - title: The course's title.
    ///   - lessonCount: How many lessons the whole course has, written or not.
    ///   - lessonFiles: The lesson files the manifest names, relative to the course folder, in its order.
    ///   - lessons: The lessons that could be read, in the manifest's order.
    ///   - location: The manifest.
    ///   - buildSettings: How the course's code is compiled (`swift-version:`, … in `course.md`).
    public init(
        id: String, title: String, lessonCount: Int, lessonFiles: [String], lessons: [Lesson],
        location: SourceLocation, buildSettings: BuildSettings = BuildSettings()
    ) {
        self.id = id
        self.title = title
        self.lessonCount = lessonCount
        self.lessonFiles = lessonFiles
        self.lessons = lessons
        self.location = location
        self.buildSettings = buildSettings
    }

    /// `course list --json`'s keys (docs/schemas/course-list.json): the build settings are not among them.
    private enum CodingKeys: String, CodingKey {
        case id, title, lessonCount, lessonFiles, lessons, location
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            title: try container.decode(String.self, forKey: .title),
            lessonCount: try container.decode(Int.self, forKey: .lessonCount),
            lessonFiles: try container.decode([String].self, forKey: .lessonFiles),
            lessons: try container.decode([Lesson].self, forKey: .lessons),
            location: try container.decode(SourceLocation.self, forKey: .location))
    }

    /// The course folder as a path from the current directory: the folder of `course.md` (`Content`).
    ///
    /// Nothing a course names leads out of it.
    public var folder: String {
        let folder = location.file.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .joined(separator: "/")
        return folder.isEmpty ? "." : folder
    }

    public var cards: [Flashcard] { lessons.flatMap(\.cards) }
    public var questions: [Question] { lessons.flatMap(\.questions) }

    public func lesson(number: Int) -> Lesson? { lessons.first { $0.number == number } }
}
