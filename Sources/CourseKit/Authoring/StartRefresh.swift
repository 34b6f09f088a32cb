import Foundation

/// `course new lesson --number N --refresh-start`.
///
/// Rewrites the files lesson N's start folder already holds from the project as the previous
/// written lessons of its project left it. It adds no file and removes none; a file the project did
/// not have yet is the lesson's own, and kept.
package struct StartRefresh: Sendable {
    package enum Status: Sendable, Equatable {
        /// Rewritten: the project's file, last made by this origin, differed.
        case changed(ProjectChain.Origin)
        case unchanged
        /// The project did not have it before this lesson: kept.
        case new
        /// The changes of this lesson to it do not apply, so its end is unknown: kept.
        case unknown(lesson: Int)
        /// A link, or a name no message can show: not read, not written.
        case skipped
    }

    package struct Entry: Sendable, Equatable {
        /// Relative to the start folder.
        package var path: String
        package var status: Status
    }

    package var lesson: Lesson
    /// The written lesson of the same project it is refreshed from; nil when there is none.
    package var previousLesson: Int?
    /// Relative to the course folder.
    package var startFolder: String
    package var entries: [Entry]
    private var writes: [String: Data]

    package var changedCount: Int { writes.count }

    /// `files` (relative to the project) limits the refresh to those files; nil for all.
    package static func plan(
        lesson number: Int, files: [String]?, course: Course,
        folder: String
    ) throws(AuthoringFailure) -> StartRefresh {
        let folder = AuthoringFolder(folder)
        guard let lesson = course.lesson(number: number) else {
            throw .noSuchLesson(number, written: course.lessons.map(\.number).sorted())
        }
        guard let startFolder = folder.relative(lesson.startPath),
            let start = ProjectChain.startFolder(of: lesson, courseFolder: folder.path)
        else {
            throw .startFolderUnreadable(lesson.startPath)
        }
        let project = ProjectChain.project(
            lesson.project, before: number, in: course.lessons, courseFolder: folder.path)
        let wanted = files.map { Set($0.map { ContainedPath.normalized($0) ?? $0 }) }
        if let wanted {
            let missing = wanted.filter { start.files[$0] == nil }.sorted()
            guard missing.isEmpty else {
                throw .unknownFiles(
                    missing, project: "lesson \(number)'s start folder", lesson: nil,
                    available: start.files.keys.sorted())
            }
        }
        var entries: [Entry] = []
        var writes: [String: Data] = [:]
        for path in (Array(start.files.keys) + start.skipped).sorted() where wanted?.contains(path) ?? true {
            let status: Status
            if let bytes = start.files[path], !isLink(folder.path(startFolder + "/" + path)) {
                if let had = project.files[path] {
                    status = had.bytes == bytes ? .unchanged : .changed(had.origin)
                    if had.bytes != bytes { writes[path] = had.bytes }
                } else if let lesson = project.unreplayed[path] {
                    status = .unknown(lesson: lesson)
                } else {
                    status = .new
                }
            } else {
                status = .skipped
            }
            entries.append(Entry(path: path, status: status))
        }
        return StartRefresh(
            lesson: lesson, previousLesson: project.lessons.last, startFolder: startFolder,
            entries: entries, writes: writes)
    }

    /// Rewrites the start files that changed; nothing when no earlier lesson works on the project.
    package func write(into folder: String) throws(AuthoringFailure) {
        guard previousLesson != nil else { return }
        try AuthoringFolder(folder).write(
            writes.sorted(by: { $0.key < $1.key }).map { (path: startFolder + "/" + $0.key, bytes: $0.value) })
    }

    /// What `course new lesson --refresh-start` prints once the start folder is refreshed.
    ///
    /// For the course at `folder`: each file changed, kept or skipped, and the counts; or that
    /// there was nothing to refresh it from.
    package func report(folder: String) -> [String] {
        let folder = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let start = "\(folder)/\(startFolder)"
        guard let previousLesson else {
            return ["No earlier lesson works on \(QuotedLine.escaped(lesson.project)): nothing to refresh in \(start)"]
        }
        var lines = ["Refreshed \(start) from the end of lesson \(previousLesson):"]
        var unchanged = 0
        var kept = 0
        for entry in entries {
            let path = QuotedLine.escaped(entry.path)
            switch entry.status {
            case .changed(let origin): lines.append("  changed    \(path) (\(origin.lastChange))")
            case .unchanged: unchanged += 1
            case .new:
                kept += 1
                lines.append("  kept       \(path) (new in lesson \(lesson.number))")
            case .unknown(let lesson):
                kept += 1
                lines.append("  kept       \(path) (lesson \(lesson)'s changes to it do not apply; run 'course check')")
            case .skipped:
                kept += 1
                lines.append("  skipped    \(path) (a link or an unprintable name: not read, not written)")
            }
        }
        lines.append("\(plural(changedCount, "file")) changed, \(unchanged) unchanged, \(kept) kept")
        return lines
    }

    private static func isLink(_ path: String) -> Bool {
        ContainedFiles.kind(of: path, followingLinks: false) == .typeSymbolicLink
    }
}
