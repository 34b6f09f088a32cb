import Foundation

/// `course render`: the course as a static site — `index.html`, one `lesson-N.html` per lesson and
/// the shared `style.css`. Plain files, no JavaScript, readable straight from the disk.
public struct CourseSite: Sendable {
    public var course: Course
    /// Each lesson's project as it starts (by lesson number), when known: edits are then followed by
    /// the whole file they leave.
    public var startingFiles: [Int: [String: String]]

    public init(course: Course, startingFiles: [Int: [String: String]] = [:]) {
        self.course = course
        self.startingFiles = startingFiles
    }

    /// Reads each lesson's start folder (`Lesson.startPath`, relative to the current directory)
    /// where it exists, never leaving the course folder.
    public static func startingFiles(of course: Course) throws(ProjectFolderError) -> [Int: [String: String]] {
        var files: [Int: [String: String]] = [:]
        for lesson in course.lessons {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: lesson.startPath, isDirectory: &isDirectory),
                  isDirectory.boolValue else { continue }
            files[lesson.number] = try ProjectReplay.files(in: URL(fileURLWithPath: lesson.startPath),
                                                           inside: URL(fileURLWithPath: course.folder))
        }
        return files
    }

    /// File name → contents, in a stable order: the index, the lessons, the stylesheet.
    public func files() -> [(name: String, contents: String)] {
        [("index.html", CourseIndexPage(course: course).html())]
            + course.lessons.map { lesson in
                (LessonPage.fileName(for: lesson),
                 LessonPage(course: course, lesson: lesson, startingFiles: startingFiles[lesson.number]).html())
            }
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
