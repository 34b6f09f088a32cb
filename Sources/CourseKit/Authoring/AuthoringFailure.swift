import Foundation

/// Why `course new lesson` wrote nothing, in words that say what to do.
package enum AuthoringFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The lesson is there already; it is never overwritten (`--refresh-start` updates its start folder).
    case lessonExists(number: Int, path: String)
    /// A value the command needs and cannot take from an earlier lesson: a usage error.
    case needsOption(String, because: String)
    case numberOutOfRange(Int, lessonCount: Int, manifest: String)
    case noSuchLesson(Int, written: [Int])
    /// `--files` named files the project does not have at the end of the previous lesson.
    case unknownFiles([String], project: String, lesson: Int?, available: [String])
    /// The previous lessons' changes to these files do not replay, so their end is unknown.
    case previousDoesNotReplay(project: String, lessons: [Int], paths: [String])
    /// The lesson's start folder is missing, or lies outside the course folder.
    case startFolderUnreadable(String)
    case unreadable(String)
    case cannotWrite(ContainedFiles.WriteError)

    package var description: String {
        switch self {
        case .lessonExists(let number, let path):
            return "lesson \(number) exists already ('\(QuotedLine.escaped(path))'); it is not overwritten: "
                + "pick another number, or add --refresh-start to update its start folder"
        case .needsOption(let option, let reason):
            return "\(option) is needed: \(reason)"
        case .numberOutOfRange(let number, let count, let manifest):
            return "lesson \(number) is outside the course's 1 … \(count) lessons; "
                + "raise 'lessons:' in '\(QuotedLine.escaped(manifest))' first if the course grows"
        case .noSuchLesson(let number, let written):
            let list = written.isEmpty ? "none" : written.map(String.init).joined(separator: ", ")
            return "there is no lesson \(number) to refresh (written: \(list)); leave out --refresh-start to write it"
        case .unknownFiles(let files, let project, let lesson, let available):
            let end = lesson.map { "at the end of lesson \($0)" } ?? "before this lesson"
            return "\(project) has no \(files.map { "'\(QuotedLine.escaped($0))'" }.joined(separator: ", ")) \(end); "
                + "it has: "
                + (available.isEmpty ? "no files" : available.map(QuotedLine.escaped).joined(separator: ", "))
        case .previousDoesNotReplay(let project, let lessons, let paths):
            let names = lessons.map { "lesson \($0)" }.joined(separator: ", ")
            return
                "the code changes of \(names) to \(paths.map { "'\(QuotedLine.escaped($0))'" }.joined(separator: ", ")) "
                + "do not apply, so it is not known how \(project) ends; run 'course check' and fix them first"
        case .startFolderUnreadable(let path):
            return "the start folder '\(QuotedLine.escaped(path))' does not exist or lies outside the course folder"
        case .unreadable(let path):
            return "cannot read '\(QuotedLine.escaped(path))' as UTF-8 text"
        case .cannotWrite(let error):
            return QuotedLine.escaped(error.description)
        }
    }
}

/// Its description is the sentence a user reads.
extension AuthoringFailure: LocalizedError {
    package var errorDescription: String? { description }
}
