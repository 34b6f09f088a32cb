import Foundation

/// `course new lesson`: the next lesson of a course, ready to write.
///
/// `lesson-N/lesson.md` from the template, its link in the manifest in lesson order, and
/// `lesson-N/start/` holding the project as the previous written lesson of the same project left
/// it. Planned first, written after, so a refusal writes nothing.
package struct NewLesson: Sendable {
    /// What the author asked for; what is left out comes from the previous written lesson.
    package struct Request: Sendable {
        package var number: Int
        package var title: String
        package var project: String?
        package var part: Int?
        package var partTitle: String?
        package var minutes: Int?
        /// The project files to put in the start folder (relative to the project); nil for all.
        package var files: [String]?

        /// A request for lesson `number`; what is left out comes from the previous written lesson.
        ///
        /// - Parameters:
        ///   - number: The new lesson's number.
        ///   - title: Its title.
        ///   - project: The project it builds on; nil: the previous written lesson's.
        ///   - part: The part it belongs to; nil: the previous written lesson's.
        ///   - partTitle: The part's title; nil: that of the lessons already in the part.
        ///   - minutes: How long it takes; nil: the previous written lesson's, else 30.
        ///   - files: The project files to put in the start folder (relative to the project); nil for all.
        package init(
            number: Int, title: String, project: String? = nil, part: Int? = nil, partTitle: String? = nil,
            minutes: Int? = nil, files: [String]? = nil
        ) {
            self.number = number
            self.title = title
            self.project = project
            self.part = part
            self.partTitle = partTitle
            self.minutes = minutes
            self.files = files
        }
    }

    package var template: LessonTemplate
    /// Relative to the course folder: `lesson-5/lesson.md`, `lesson-5/start`.
    package var lessonFile: String
    package var startFolder: String
    /// The start folder's files, relative to it.
    package var startFiles: [String: Data]
    package var manifestFile: String
    var manifestText: String
    /// Where the link went: `after lesson 4`.
    package var linkPlace: String

    package static func plan(_ request: Request, course: Course, folder: String) throws(AuthoringFailure) -> NewLesson {
        let folder = AuthoringFolder(folder)
        let number = request.number
        guard (1...max(course.lessonCount, 1)).contains(number), course.lessonCount > 0 else {
            throw .numberOutOfRange(number, lessonCount: course.lessonCount, manifest: course.location.file)
        }
        let lessonFolder = "lesson-\(number)"
        let lessonFile = lessonFolder + "/lesson.md"
        let startFolder = lessonFolder + "/" + LessonTemplate.startFolder
        if let existing = course.lesson(number: number) { throw .lessonExists(number: number, path: existing.file) }
        for path in [lessonFile, startFolder] where folder.holdsSomething(at: path) {
            throw .lessonExists(number: number, path: folder.path(path))
        }

        let previous = course.lessons.filter { $0.number < number }.max { $0.number <= $1.number }
        let title = try checkedValue(request.title, option: "--title")
        let project = try checkedValue(
            request.project ?? previous?.project, option: "--project",
            absent: "no earlier lesson names its project")
        guard !project.contains("-->") else { throw .needsOption("--project", because: "a name without '-->'") }
        let part = request.part ?? previous?.part
        guard let part else { throw .needsOption("--part", because: "no earlier lesson names its part") }
        let partTitle = try checkedValue(
            request.partTitle
                ?? (request.part == nil ? previous?.partTitle : course.lessons.last { $0.part == part }?.partTitle),
            option: "--part-title", absent: "no earlier lesson has part \(part)")

        let chain = ProjectChain.project(project, before: number, in: course.lessons, courseFolder: folder.path)
        let files = try selectedFiles(request.files, of: chain)
        let template = LessonTemplate(
            number: number, title: title, part: part, partTitle: partTitle,
            minutes: request.minutes ?? previous?.minutes ?? 30, project: project,
            previousLesson: chain.lessons.last)

        let manifestFile = course.location.file
        guard let manifest = try? String(contentsOfFile: manifestFile, encoding: .utf8) else {
            throw .unreadable(manifestFile)
        }
        var numbers: [String: Int] = [:]
        for lesson in course.lessons { if let path = folder.relative(lesson.file) { numbers[path] = lesson.number } }
        let linked = ManifestLinks.inserting(
            number: number, title: title, path: lessonFile, into: manifest, numbers: numbers)
        return NewLesson(
            template: template, lessonFile: lessonFile, startFolder: startFolder, startFiles: files,
            manifestFile: manifestFile, manifestText: linked.text, linkPlace: linked.place)
    }

    /// Writes the start folder, then the lesson, then the manifest's link, once all are checked.
    ///
    /// Every one of them is checked first, so that a refusal (a link where one goes, `course.md` a
    /// link) writes nothing.
    package func write(into folder: String) throws(AuthoringFailure) {
        let folder = AuthoringFolder(folder)
        guard let manifest = folder.relative(manifestFile) else { throw .unreadable(manifestFile) }
        let files =
            startFiles.sorted(by: { $0.key < $1.key }).map { (path: startFolder + "/" + $0.key, bytes: $0.value) }
            + [(lessonFile, Data(template.text.utf8)), (manifest, Data(manifestText.utf8))]
        try folder.write(files, folders: [startFolder])
    }

    /// What `course new lesson` prints once the lesson is written into the course at `folder`.
    ///
    /// The lesson, its link, its start folder, and what to do next.
    package func report(folder: String) -> [String] {
        let folder = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let project = QuotedLine.escaped(template.project)
        var lines = [
            "Wrote \(folder)/\(lessonFile): lesson \(template.number), \"\(QuotedLine.escaped(template.title))\", "
                + "part \(template.part), project \(project)",
            "Linked it in \(QuotedLine.escaped(manifestFile)) \(linkPlace)",
        ]
        if let previous = template.previousLesson {
            lines.append(
                "Filled \(folder)/\(startFolder) with \(project) as lesson \(previous) left it: \(plural(startFiles.count, "file"))"
            )
        } else {
            lines.append(
                "No earlier lesson works on \(project): \(folder)/\(startFolder) is empty; put the project's files there"
            )
        }
        lines.append(
            "Next: write the lesson, raise its counts as you add cards, and run 'course check \(QuotedLine.escaped(folder))'"
        )
        return lines
    }

    /// The files `--files` names, or every file of the project; refused when one is unknown.
    private static func selectedFiles(_ names: [String]?, of project: ProjectChain.Project) throws(AuthoringFailure)
        -> [String: Data]
    {
        let wanted =
            names.map { $0.map { ContainedPath.normalized($0) ?? $0 } } ?? Array(project.files.keys)
            + Array(project.unreplayed.keys)
        let unknown = wanted.filter { project.files[$0] == nil && project.unreplayed[$0] == nil }
        guard unknown.isEmpty else {
            throw .unknownFiles(
                unknown, project: project.name, lesson: project.lessons.last,
                available: project.files.keys.sorted())
        }
        let unreplayed = wanted.filter { project.unreplayed[$0] != nil }.sorted()
        guard unreplayed.isEmpty else {
            throw .previousDoesNotReplay(
                project: project.name,
                lessons: Set(unreplayed.compactMap { project.unreplayed[$0] }).sorted(),
                paths: unreplayed)
        }
        var files: [String: Data] = [:]
        for path in wanted { files[path] = project.files[path]?.bytes }
        return files
    }

    /// A value written into the lesson: one line, no control characters, not empty.
    private static func checkedValue(
        _ value: String?, option: String,
        absent: String = "a lesson has one"
    ) throws(AuthoringFailure) -> String {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else {
            throw .needsOption(option, because: absent)
        }
        guard !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .needsOption(option, because: "a value on one line, without control characters")
        }
        return value
    }
}

/// The course folder as the author named it, and the paths under it that `course new lesson` uses.
///
/// The paths it reads and writes: always relative, never through a link.
struct AuthoringFolder {
    /// Without a trailing `/`, as the reader names files.
    var path: String

    init(_ path: String) {
        self.path = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    func path(_ relative: String) -> String { path + "/" + relative }

    /// A path the reader gave (`Content/lesson-2/start`), relative to the folder and normalized.
    ///
    /// Nil when it is not under it.
    func relative(_ file: String) -> String? {
        guard file.hasPrefix(path + "/") else { return nil }
        return ContainedPath.normalized(String(file.dropFirst(path.count + 1)))
    }

    /// True when anything is at `relative` other than an empty folder.
    func holdsSomething(at relative: String) -> Bool {
        let full = path(relative)
        switch ContainedFiles.kind(of: full, followingLinks: false) {
        case nil: return false
        case .typeDirectory?: return !((try? FileManager.default.contentsOfDirectory(atPath: full))?.isEmpty ?? true)
        default: return true
        }
    }

    /// Every file and folder, each checked before any is written (`ContainedFiles.write`).
    func write(_ files: [(path: String, bytes: Data)], folders: [String] = []) throws(AuthoringFailure) {
        do {
            try ContainedFiles.write(files, folders: folders, under: path)
        } catch {
            throw .cannotWrite(error)
        }
    }
}
