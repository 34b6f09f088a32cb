import Foundation

extension Lesson {
    /// Whether a path is one of `lessons`'.
    ///
    /// The lesson file, its own folder or a file in it (the folder of its file, when that is not
    /// the course folder: its start folder, its declarations). What `course check` and `course
    /// list` report of a lesson named by its file or folder.
    package static func owner(of lessons: [Lesson], courseFolder: String) -> @Sendable (String) -> Bool {
        let course = absolute(courseFolder)
        let files = Set(lessons.map { absolute($0.file) })
        let folders = Set(files.map { ($0 as NSString).deletingLastPathComponent }).subtracting([course])
        return { file in
            let path = absolute(file)
            return files.contains(path) || folders.contains { path == $0 || path.hasPrefix($0 + "/") }
        }
    }

    /// `path` from the root, its `.` and `..` resolved: two names of one file compare equal.
    ///
    /// A relative path is taken from the current folder.
    package static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (full as NSString).standardizingPath
    }
}
