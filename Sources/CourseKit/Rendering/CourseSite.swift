import Foundation

/// `course render`: the course as a static site — `index.html`, one `lesson-N.html` per lesson and
/// the shared `style.css`. Plain files, no JavaScript, readable straight from the disk.
public struct CourseSite: Sendable {
    public var course: Course

    public init(course: Course) { self.course = course }

    /// File name → contents, in a stable order: the index, the lessons, the stylesheet.
    public func files() -> [(name: String, contents: String)] {
        [("index.html", CourseIndexPage(course: course).html())]
            + course.lessons.map { (LessonPage.fileName(for: $0), LessonPage(course: course, lesson: $0).html()) }
            + [(SiteStylesheet.fileName, SiteStylesheet.css)]
    }

    /// Writes every file into `directory` (created if needed) and returns their paths.
    @discardableResult
    public func write(to directory: URL) throws -> [URL] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return try files().map { file in
            let url = directory.appendingPathComponent(file.name)
            try Data(file.contents.utf8).write(to: url, options: .atomic)
            return url
        }
    }
}
