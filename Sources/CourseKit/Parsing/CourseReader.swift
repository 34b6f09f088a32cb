import Foundation

/// A course read from its folder, with every problem found in it.
public struct CourseReading: Sendable {
    public var course: Course
    /// In file order, then line order.
    public var diagnostics: [Diagnostic]
}

/// Why a folder could not be read as a course at all.
public enum CourseReadError: Error, Equatable, CustomStringConvertible {
    case folderNotFound(String)
    case manifestNotFound(String)
    case unreadable(String)
    /// There, but no regular file that can be read (a folder, a named pipe, no permission).
    ///
    /// The system's reason.
    case notReadable(path: String, reason: String)

    public var description: String {
        switch self {
        case .folderNotFound(let path):
            "no course folder at '\(path)': give the folder that holds course.md (default: ./Content)"
        case .manifestNotFound(let path):
            "'\(path)' has no \(CourseReader.manifestName): a course folder starts with a manifest (see docs/format.md)"
        case .unreadable(let path):
            "cannot read '\(path)' as UTF-8 text"
        case .notReadable(let path, let reason):
            "cannot read '\(path)': \(reason)"
        }
    }
}

/// Reads a course folder: the manifest, then every lesson it names.
public enum CourseReader {
    public static let manifestName = "course.md"

    /// `folder` as the user gave it (`Content`, `./Content`); messages name files from there.
    public static func read(folder: String) throws(CourseReadError) -> CourseReading {
        try read(folder: folder, texts: [:])
    }

    /// As `read(folder:)`, but the files of `texts` are read from there instead of the disk.
    ///
    /// A file whose path (`folder/…`, standardized) is a key of `texts`: the text an editor holds,
    /// not yet saved.
    package static func read(folder: String, texts: [String: String]) throws(CourseReadError) -> CourseReading {
        var disk = Disk()
        return try read(folder: folder, texts: texts, files: &disk, lessons: readLessons)
    }

    /// Where the reader finds a file that is not one of the editor's texts.
    ///
    /// Whether something is at a path, and its text (nil when it is not UTF-8 text).
    package protocol Files {
        mutating func exists(_ path: String) -> Bool
        mutating func text(_ path: String) -> String?
    }

    /// The disk, as it is now.
    package struct Disk: Files {
        package init() {}
        package func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }
        package func text(_ path: String) -> String? {
            // A named pipe is never opened for reading here: that would wait for a writer.
            guard RegularFile.readProblem(path) == nil else { return nil }
            return try? String(contentsOfFile: path, encoding: .utf8)
        }
    }

    /// Every lesson's text read, each on its own core.
    package static func readLessons(_ texts: [(text: String, path: String)]) -> [(
        lesson: Lesson, diagnostics: [Diagnostic]
    )] {
        Parallel.map(parts: texts.count) { LessonReader.read(text: texts[$0].text, file: texts[$0].path) }
    }

    /// As `read(folder:texts:)`, with other files from `files` and the lessons' texts from `lessons`.
    ///
    /// The files other than the editor's; the language server keeps what it read before.
    package static func read(
        folder: String, texts: [String: String], files: inout some Files,
        lessons readLessons: ([(text: String, path: String)]) -> [(lesson: Lesson, diagnostics: [Diagnostic])]
    ) throws(CourseReadError) -> CourseReading {
        func unsaved(_ path: String) -> String? {
            texts.isEmpty ? nil : texts[path] ?? texts[URL(fileURLWithPath: path).standardized.path]
        }
        let folder = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .folderNotFound(folder)
        }
        let manifestPath = folder + "/" + manifestName
        let manifestUnsaved = unsaved(manifestPath)
        guard manifestUnsaved != nil || files.exists(manifestPath) else {
            throw .manifestNotFound(folder)
        }
        if manifestUnsaved == nil, let problem = RegularFile.readProblem(manifestPath) {
            throw .notReadable(path: manifestPath, reason: problem.reason)
        }
        guard let manifestText = manifestUnsaved ?? files.text(manifestPath) else {
            throw .unreadable(manifestPath)
        }
        var (course, diagnostics) = ManifestReader.read(text: manifestText, file: manifestPath)
        var lessonTexts: [(text: String, path: String)] = []
        for (relative, link) in zip(
            course.lessonFiles, ManifestReader.lessonLinkLocations(manifestText, file: manifestPath))
        {
            // A link that could lead out of the folder is reported by the manifest's reader, and not followed.
            guard ContainedPath.problem(relative) == nil else { continue }
            let path = folder + "/" + relative
            let unsavedText = unsaved(path)
            guard unsavedText != nil || files.exists(path) else {
                diagnostics.append(
                    .error(
                        "the manifest names '\(relative)', which does not exist", at: link,
                        hint: "create the lesson file, or fix the link", rule: .missingLessonFile))
                continue
            }
            guard ContainedPath.resolves(path, inside: folder) else {
                diagnostics.append(
                    .error(
                        "'\(relative)' is a link to a file outside the course folder", at: link,
                        hint: "keep the lesson's file inside the course folder (a copy, not a link)",
                        rule: .unsafePath))
                continue
            }
            guard let text = unsavedText ?? files.text(path) else {
                let problem = unsavedText == nil ? RegularFile.readProblem(path) : nil
                diagnostics.append(
                    .error(
                        problem.map { "cannot read '\(relative)': \($0.reason)" }
                            ?? "cannot read '\(relative)' as UTF-8 text", at: link,
                        hint: problem == nil ? "save it as UTF-8" : "make it a lesson file that can be read",
                        rule: .missingLessonFile))
                continue
            }
            lessonTexts.append((text, path))
        }
        // Lessons are read on every core at once: each is read on its own.
        for (lesson, lessonDiagnostics) in readLessons(lessonTexts) {
            course.lessons.append(lesson)
            diagnostics += lessonDiagnostics
        }
        diagnostics += duplicateIDs(in: course)
        return CourseReading(course: course, diagnostics: diagnostics.sortedByLocation())
    }

    /// Card and question ids share one space across the course: the review log is keyed by them.
    static func duplicateIDs(in course: Course) -> [Diagnostic] {
        var seen: [String: SourceLocation] = [:]
        var diagnostics: [Diagnostic] = []
        let ids = course.lessons.flatMap { lesson in
            lesson.cards.map { ($0.id, $0.idLocation ?? $0.location) }
                + lesson.questions.map { ($0.id, $0.idLocation ?? $0.location) }
        }
        for (id, location) in ids where !id.isEmpty {
            if let first = seen[id] {
                diagnostics.append(
                    .error(
                        "the id '\(id)' is already used", at: location,
                        hint: "first used at \(first); give this one an id of its own",
                        rule: .duplicateID))
            } else {
                seen[id] = location
            }
        }
        return diagnostics
    }
}

extension CourseReadError: LocalizedError {
    public var errorDescription: String? { description }
}
