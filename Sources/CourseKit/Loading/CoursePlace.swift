import Foundation

/// Where a command's course is, found as git finds a repository.
///
/// The path given (or the current folder), then each folder above it, up to the first that holds
/// `course.md`. A path below the course folder names what in it the command is about: a lesson's
/// file or folder names that lesson. The one rule of every command that takes a course's PATH
/// (`docs/format.md`, "Finding the course").
package struct CoursePlace: Sendable, Equatable {
    /// The course folder as messages name it.
    ///
    /// From the path given (`my-course/lesson-20` gives `my-course`), or from the current folder
    /// (`.`, `..`).
    package var folder: String
    /// The path given, standardized, when it lies below the course folder: what it names there.
    package var target: String?

    package init(folder: String, target: String? = nil) {
        self.folder = folder
        self.target = target
    }

    /// The course for `path` (nil: none given).
    ///
    /// Without a path, the current folder and those above it (the current folder names what in the
    /// course it is, as a path would); when none holds `course.md`, `./Content` (the default before
    /// courses were found), whose reading says what is missing. A path that does not exist, or with
    /// no `course.md` in or above it, is the reader's error for it.
    package static func find(
        _ path: String?, currentFolder: String = FileManager.default.currentDirectoryPath
    ) throws(CourseReadError) -> CoursePlace {
        guard let path, !path.isEmpty else {
            let start = (currentFolder as NSString).standardizingPath
            guard let (_, steps) = holder(from: start) else { return CoursePlace(folder: CourseLoader.defaultFolder) }
            return CoursePlace(
                folder: steps == 0 ? "." : Array(repeating: "..", count: steps).joined(separator: "/"),
                target: steps == 0 ? nil : start)
        }
        let absolute = standardized(path, currentFolder: currentFolder)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
            throw .folderNotFound(path)
        }
        let start = isDirectory.boolValue ? absolute : (absolute as NSString).deletingLastPathComponent
        guard let (found, steps) = holder(from: start) else {
            // No course here or above: the reader's message for the path (or the file's folder).
            throw .manifestNotFound(path)
        }
        if isDirectory.boolValue, steps == 0 { return CoursePlace(folder: path) }
        return CoursePlace(
            folder: ancestor(of: path, isFile: !isDirectory.boolValue, steps: steps),
            target: found == absolute ? nil : absolute)
    }

    /// The lessons `target` names, in course order.
    ///
    /// The lesson whose file it is, or whose own folder (the folder of its file, when that is not
    /// the course folder) it is or lies in. Nil when it names no lesson (no target, or a path that
    /// is no lesson's): the whole course.
    package func lessons(in course: Course) -> [Lesson]? {
        guard let target else { return nil }
        let named = course.lessons.filter { Lesson.owner(of: [$0], courseFolder: folder)(target) }
        return named.isEmpty ? nil : named
    }

    /// The folder holding `course.md` from `start` up, and how many folders above `start` it is.
    private static func holder(from start: String) -> (String, Int)? {
        var folder = start
        var steps = 0
        while true {
            let manifest = (folder as NSString).appendingPathComponent(CourseReader.manifestName)
            // Only a regular file (or a link to one) is a manifest: a folder or a named pipe called
            // course.md is passed over.
            var status = stat()
            if stat(manifest, &status) == 0, RegularFile.kind(of: status.st_mode) == nil {
                return (folder, steps)
            }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { return nil }
            folder = parent
            steps += 1
        }
    }

    private static func standardized(_ path: String, currentFolder: String) -> String {
        let absolute = path.hasPrefix("/") ? path : currentFolder + "/" + path
        return (absolute as NSString).standardizingPath
    }

    /// The folder `steps` above `path` (above its folder when it is a file).
    ///
    /// Written from `path` as given: its last names dropped, or `..` added where there is no name
    /// to drop.
    private static func ancestor(of path: String, isFile: Bool, steps: Int) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let absolute = path.hasPrefix("/")
        if isFile, !parts.isEmpty { parts.removeLast() }
        for _ in 0..<steps {
            if let last = parts.last, last != "..", last != "." {
                parts.removeLast()
            } else if parts.last == "." {
                parts[parts.count - 1] = ".."
            } else {
                parts.append("..")
            }
        }
        if absolute { return "/" + parts.joined(separator: "/") }
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
