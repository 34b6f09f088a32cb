import Foundation

/// `course render`: the course as a static site.
///
/// `index.html`, one `lesson-N.html` per lesson and the shared `style.css`. Plain files, no
/// JavaScript, readable straight from the disk.
package struct CourseSite: Sendable {
    package var course: Course
    /// Each lesson's project as it starts (by lesson number), when known.
    ///
    /// Edits are then followed by the whole file they leave.
    package var startingFiles: [Int: [String: String]]

    package init(course: Course, startingFiles: [Int: [String: String]] = [:]) {
        self.course = course
        self.startingFiles = startingFiles
    }

    /// Reads each lesson's start folder where it exists, never leaving the course folder.
    ///
    /// `Lesson.startPath`, relative to the current directory.
    package static func startingFiles(of course: Course) throws(ProjectFolderError) -> [Int: [String: String]] {
        var files: [Int: [String: String]] = [:]
        for lesson in course.lessons {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: lesson.startPath, isDirectory: &isDirectory),
                isDirectory.boolValue
            else { continue }
            files[lesson.number] = try ProjectReplay.files(
                in: URL(fileURLWithPath: lesson.startPath),
                inside: URL(fileURLWithPath: course.folder))
        }
        return files
    }

    /// Why the site cannot be written: two lessons would share a page.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package var description: String
    }

    /// The mark of a name `render` writes, the bytes its files start with; nil for any other name.
    ///
    /// The names are `index.html`, `style.css`, `lesson-N.html`. A folder holding only such files,
    /// each with its mark, is a site rendered before, which rendering again replaces.
    package static func mark(of name: String) -> [UInt8]? {
        if name == SiteStylesheet.fileName { return Array(SiteStylesheet.mark.utf8) }
        if name == "index.html" { return Array(PageTemplate.start.utf8) }
        guard name.hasPrefix("lesson-"), name.hasSuffix(".html") else { return nil }
        let number = name.dropFirst("lesson-".count).dropLast(".html".count)
        return !number.isEmpty && number.allSatisfy(\.isASCII) && number.allSatisfy(\.isNumber)
            ? Array(PageTemplate.start.utf8) : nil
    }

    /// File name → contents, in a stable order: the index, the lessons, the stylesheet.
    package func files() -> [(name: String, contents: String)] {
        [("index.html", CourseIndexPage(course: course).html())]
            + course.lessons.map { lesson in
                (
                    LessonPage.fileName(for: lesson),
                    LessonPage(course: course, lesson: lesson, startingFiles: startingFiles[lesson.number]).html()
                )
            }
            + [(SiteStylesheet.fileName, SiteStylesheet.css)]
    }

    /// Writes every file into `directory` and returns their paths.
    ///
    /// The folder is new, empty, or a site rendered before (see `Output.folder` and `mark(of:)`):
    /// its pages are replaced, and the pages of lessons the course no longer has are removed. Each
    /// file is written once: two lessons with one number are refused before anything is written.
    @discardableResult
    package func write(to directory: URL) throws -> [URL] {
        var pages: [String: Lesson] = [:]
        for lesson in course.lessons {
            let name = LessonPage.fileName(for: lesson)
            if let other = pages[name] {
                throw Failure(
                    description:
                        "'\(other.file)' and '\(lesson.file)' are both lesson \(lesson.number), so they would be written to one page, \(name); give each lesson its own number (see 'course check')"
                )
            }
            pages[name] = lesson
        }
        let previous = try Output.folder(directory.relativePath, mark: Self.mark(of:))
        let files = files()
        let urls = try files.map { file in
            let url = directory.appendingPathComponent(file.name)
            try Data(file.contents.utf8).write(to: url, options: .atomic)
            return url
        }
        try Output.removeStale(previous, keeping: Set(files.map(\.name)), in: directory.relativePath)
        return urls
    }
}

/// Its description is the sentence a user reads.
extension CourseSite.Failure: LocalizedError {
    package var errorDescription: String? { description }
}
