import Foundation

/// `course check PATH` where PATH is a lesson's file or folder.
///
/// That lesson is checked, with the lessons before it in its project's chain replayed as far as the
/// chain needs them (their start folders and code changes, for `lesson-continuity`), and only what
/// is found in the lesson's own files is reported.
extension CourseCheck {
    /// Checks `named` (lessons of `course`, read from `folder`).
    ///
    /// `readerDiagnostics` are the reader's for the whole course.
    package static func run(
        lessons named: [Lesson], folder: String, course: Course, readerDiagnostics: [Diagnostic],
        options: CheckOptions = CheckOptions()
    ) throws -> CheckResult {
        let files = Set(named.map(\.file))
        var chain: [Lesson] = []
        for lesson in course.lessons {
            if files.contains(lesson.file) {
                chain.append(lesson)
            } else if named.contains(where: {
                $0.project == lesson.project && !$0.project.isEmpty && lesson.number < $0.number
            }) {
                // Before a named lesson in its project: its start folder and changes, no cards to type-check.
                var before = lesson
                before.cards = []
                before.questions = []
                chain.append(before)
            }
        }
        var narrowed = course
        narrowed.lessons = chain
        let owns = Lesson.owner(of: named, courseFolder: folder)
        var result = try run(
            folder: folder, course: narrowed, readerDiagnostics: readerDiagnostics.filter { owns($0.location.file) },
            options: options)
        result.diagnostics = result.diagnostics.filter { owns($0.location.file) }
        result.lessonCount = named.count
        return result
    }
}
