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

    public init(id: String, title: String, lessonCount: Int, lessonFiles: [String], lessons: [Lesson],
                location: SourceLocation) {
        self.id = id
        self.title = title
        self.lessonCount = lessonCount
        self.lessonFiles = lessonFiles
        self.lessons = lessons
        self.location = location
    }

    /// The course folder as a path from the current directory: the folder of `course.md`
    /// (`Content`). Nothing a course names leads out of it.
    public var folder: String {
        let folder = location.file.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .joined(separator: "/")
        return folder.isEmpty ? "." : folder
    }

    public var cards: [Flashcard] { lessons.flatMap(\.cards) }
    public var questions: [Question] { lessons.flatMap(\.questions) }

    public func lesson(number: Int) -> Lesson? { lessons.first { $0.number == number } }
}
