import Foundation

/// The lessons that work on one sample project, as a chain.
///
/// The project as a lesson starts is the project as the written lessons before it left it — their
/// start folders laid over each other in lesson order, each lesson's code changes replayed on top
/// of its own start folder.
///
/// `course check` compares every start folder with that (`lesson-continuity`); `course new lesson`
/// fills a new lesson's start folder from it. Each lesson is read and replayed once, in order, so the
/// work grows with the course's start folders and changes, never with lessons × files.
package enum ProjectChain {
    /// Where a file of the project comes from.
    package enum Origin: Sendable, Equatable {
        /// As a lesson's start folder holds it.
        ///
        /// `file` names it from the course folder given
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

    /// The lessons of `project`, in lesson order.
    ///
    /// A stable sort, so two lessons with one number keep the manifest's order.
    package static func lessons(of project: String, in lessons: [Lesson]) -> [Lesson] {
        indices(of: project, in: lessons).map { lessons[$0] }
    }

    /// Where `lessons(of:in:)`'s lessons are in `lessons`, in their order.
    static func indices(of project: String, in lessons: [Lesson]) -> [Int] {
        lessons.indices.filter { lessons[$0].project == project && !project.isEmpty }
            .sorted { (lessons[$0].number, $0) < (lessons[$1].number, $1) }
    }

    /// The project `name` as the written lessons numbered below `number` left it.
    ///
    /// A start folder outside `courseFolder` (when given) is not read.
    package static func project(
        _ name: String, before number: Int, in lessons: [Lesson],
        courseFolder: String?
    ) -> Project {
        let chain = self.lessons(of: name, in: lessons).filter { $0.number < number }
        return walk(chain.map { Layer($0, start: startFolder(of: $0, courseFolder: courseFolder)) }) { _, _ in }
    }

    /// Every start-folder file that differs from the project as the written lessons before left it.
    ///
    /// In every chain, a file the project already had.
    static func mismatches(in lessons: [Lesson], courseFolder: String?) -> [Mismatch] {
        mismatches(
            in: lessons, layers: lessons.map { Layer($0, start: startFolder(of: $0, courseFolder: courseFolder)) })
    }

    /// `mismatches(in:courseFolder:)` with each lesson's layer made already.
    ///
    /// `layers[i]` is `lessons[i]`'s: what the language server keeps between checks.
    static func mismatches(in lessons: [Lesson], layers: [Layer]) -> [Mismatch] {
        var mismatches: [Mismatch] = []
        var projects: [String] = []
        for lesson in lessons where !projects.contains(lesson.project) { projects.append(lesson.project) }
        for name in projects {
            let chain = indices(of: name, in: lessons).map { layers[$0] }
            walk(chain) { layer, project in
                let lesson = layer.lesson
                guard let previous = project.lessons.last, let start = layer.start else { return }
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

    /// Lays each lesson on the project in turn.
    ///
    /// `visit` sees each lesson's layer (its start folder) and the project as the lessons before it
    /// left it.
    @discardableResult
    private static func walk(_ chain: [Layer], visit: (Layer, Project) -> Void) -> Project {
        var project = Project(name: chain.first?.lesson.project ?? "")
        for layer in chain {
            visit(layer, project)
            project.lay(layer)
        }
        return project
    }

    /// What one lesson lays on its project, whatever the lessons before left.
    ///
    /// Its start folder, then the files its code changes write (replayed on its start folder), in
    /// order, and the files a change fails on, whose text is unknown from then on (`course check`
    /// reports the change).
    package struct Layer: Sendable {
        package var lesson: Lesson
        package var start: ContainedFiles.Listing?
        var writes: [(path: String, file: File)] = []
        var failed: Set<String> = []

        package init(_ lesson: Lesson, start: ContainedFiles.Listing?) {
            self.lesson = lesson
            self.start = start
            var replay = ProjectReplay(
                files: (start?.files ?? [:]).compactMapValues { String(validating: $0, as: UTF8.self) })
            for step in lesson.steps {
                for change in step.changes {
                    guard let path = ContainedPath.normalized(change.file), !failed.contains(path) else { continue }
                    do {
                        for edit in change.projectChanges { try replay.apply(edit) }
                        writes.append(
                            (
                                path,
                                File(
                                    bytes: Data((replay.files[path] ?? "").utf8),
                                    origin: .change(lesson: lesson.number, step: step.number, location: change.location)
                                )
                            ))
                    } catch {
                        failed.insert(path)
                    }
                }
            }
        }
    }
}

extension ProjectChain.Project {
    /// The lesson's start folder over the project, then the files its changes wrote.
    ///
    /// A file a change failed on is unknown from then on.
    mutating func lay(_ layer: ProjectChain.Layer) {
        let lesson = layer.lesson
        lessons.append(lesson.number)
        // A copy equal to the project's keeps its origin: the step that made it still made it.
        for (path, bytes) in layer.start?.files ?? [:] where files[path]?.bytes != bytes {
            files[path] = ProjectChain.File(
                bytes: bytes,
                origin: .startFolder(lesson: lesson.number, file: lesson.startPath + "/" + path))
            unreplayed[path] = nil
        }
        for (path, file) in layer.writes {
            files[path] = file
            unreplayed[path] = nil
        }
        for path in layer.failed {
            files[path] = nil
            unreplayed[path] = lesson.number
        }
    }
}
