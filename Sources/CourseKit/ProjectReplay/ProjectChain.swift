import Foundation

/// The lessons that work on one sample project, as a chain: the project as a lesson starts is the
/// project as the written lessons before it left it — their start folders laid over each other in
/// lesson order, each lesson's code changes replayed on top of its own start folder.
///
/// `course check` compares every start folder with that (`lesson-continuity`); `course new lesson`
/// fills a new lesson's start folder from it. Each lesson is read and replayed once, in order, so the
/// work grows with the course's start folders and changes, never with lessons × files.
package enum ProjectChain {
    /// Where a file of the project comes from.
    package enum Origin: Sendable, Equatable {
        /// As a lesson's start folder holds it; `file` names it from the course folder given
        /// (`Content/lesson-1/start/App/Counter.swift`).
        case startFolder(lesson: Int, file: String)
        /// As a code change of a step left it; `location` is the change's fence in the lesson.
        case change(lesson: Int, step: Int, location: SourceLocation)

        /// Which step of which lesson last changed the file, or which start folder it comes from.
        package var lastChange: String {
            switch self {
            case .change(let lesson, let step, _): "step \(step) of lesson \(lesson) last changed it"
            case .startFolder(let lesson, _):
                "it is as lesson \(lesson)'s start folder holds it; no step changed it since"
            }
        }
    }

    package struct File: Sendable, Equatable {
        package var bytes: Data
        package var origin: Origin
    }

    /// The project as a run of lessons left it.
    package struct Project: Sendable {
        package var name: String
        /// Path (relative to the project folder) → the file.
        package var files: [String: File] = [:]
        /// Files whose changes did not replay, with the lesson that changes them: their text is unknown.
        var unreplayed: [String: Int] = [:]
        /// The lessons laid on it, in order; the last one is the lesson the project stands after.
        package var lessons: [Int] = []
    }

    /// A start-folder file that is not the file the project already had.
    struct Mismatch: Sendable, Equatable {
        package var lesson: Lesson
        /// Relative to the project folder: `App/Counter.swift`.
        package var path: String
        /// The start folder's copy, named from the course folder: `Content/lesson-2/start/App/Counter.swift`.
        package var startFile: String
        /// The written lesson of the same project before `lesson`, whose end it is compared with.
        package var previousLesson: Int
        /// The file as the previous lessons left it: where it comes from.
        package var expected: Origin
        /// Where the start folder's copy (`new`) first differs from the project's (`old`).
        package var difference: FirstDifference
    }

    /// The lessons of `project`, in lesson order (a stable sort, so two lessons with one number keep
    /// the manifest's order).
    package static func lessons(of project: String, in lessons: [Lesson]) -> [Lesson] {
        lessons.enumerated().filter { $0.element.project == project && !project.isEmpty }
            .sorted { ($0.element.number, $0.offset) < ($1.element.number, $1.offset) }.map(\.element)
    }

    /// The project `name` as the written lessons numbered below `number` left it. A start folder
    /// outside `courseFolder` (when given) is not read.
    package static func project(
        _ name: String, before number: Int, in lessons: [Lesson],
        courseFolder: String?
    ) -> Project {
        walk(self.lessons(of: name, in: lessons).filter { $0.number < number }, courseFolder: courseFolder) { _, _, _ in
        }
    }

    /// Every start-folder file, in every chain, that the project already had but that differs from
    /// it as the written lessons before left it.
    static func mismatches(in lessons: [Lesson], courseFolder: String?) -> [Mismatch] {
        var mismatches: [Mismatch] = []
        var projects: [String] = []
        for lesson in lessons where !projects.contains(lesson.project) { projects.append(lesson.project) }
        for name in projects {
            walk(self.lessons(of: name, in: lessons), courseFolder: courseFolder) { lesson, start, project in
                guard let previous = project.lessons.last, let start else { return }
                for (path, bytes) in start.files.sorted(by: { $0.key < $1.key }) {
                    guard let had = project.files[path],
                        let difference = FirstDifference(old: Array(had.bytes), new: Array(bytes))
                    else { continue }
                    mismatches.append(
                        Mismatch(
                            lesson: lesson, path: path, startFile: lesson.startPath + "/" + path,
                            previousLesson: previous, expected: had.origin, difference: difference))
                }
            }
        }
        return mismatches
    }

    /// A lesson's start folder, nil when it is missing or lies outside the course folder.
    package static func startFolder(of lesson: Lesson, courseFolder: String?) -> ContainedFiles.Listing? {
        if let courseFolder, !ContainedPath.resolves(lesson.startPath, inside: courseFolder) { return nil }
        return ContainedFiles.read(lesson.startPath)
    }

    /// Lays each lesson on the project in turn; `visit` sees each lesson with its start folder and
    /// the project as the lessons before it left it.
    @discardableResult
    private static func walk(
        _ chain: [Lesson], courseFolder: String?,
        visit: (Lesson, ContainedFiles.Listing?, Project) -> Void
    ) -> Project {
        var project = Project(name: chain.first?.project ?? "")
        for lesson in chain {
            let start = startFolder(of: lesson, courseFolder: courseFolder)
            visit(lesson, start, project)
            project.lay(lesson, start: start)
        }
        return project
    }
}

extension ProjectChain.Project {
    /// The lesson's start folder over the project, then its changes replayed on its start folder.
    /// A file a change fails on is unknown from then on (`course check` reports the change).
    mutating func lay(_ lesson: Lesson, start: ContainedFiles.Listing?) {
        lessons.append(lesson.number)
        let startFiles = start?.files ?? [:]
        // A copy equal to the project's keeps its origin: the step that made it still made it.
        for (path, bytes) in startFiles where files[path]?.bytes != bytes {
            files[path] = ProjectChain.File(
                bytes: bytes,
                origin: .startFolder(lesson: lesson.number, file: lesson.startPath + "/" + path))
            unreplayed[path] = nil
        }
        var replay = ProjectReplay(files: startFiles.compactMapValues { String(validating: $0, as: UTF8.self) })
        var failed: Set<String> = []
        for step in lesson.steps {
            for change in step.changes {
                guard let path = ContainedPath.normalized(change.file), !failed.contains(path) else { continue }
                do {
                    for edit in change.projectChanges { try replay.apply(edit) }
                    files[path] = ProjectChain.File(
                        bytes: Data((replay.files[path] ?? "").utf8),
                        origin: .change(
                            lesson: lesson.number, step: step.number,
                            location: change.location))
                    unreplayed[path] = nil
                } catch {
                    failed.insert(path)
                }
            }
        }
        for path in failed {
            files[path] = nil
            unreplayed[path] = lesson.number
        }
    }
}
