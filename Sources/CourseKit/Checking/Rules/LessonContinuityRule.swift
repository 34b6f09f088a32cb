/// Lesson continuity: a lesson starts where the previous written lesson of the same project ended.
///
/// Every file its start folder holds that the project already had is byte for byte the file as the
/// lessons before left it (their start folders laid over each other in lesson order, each lesson's
/// changes replayed on its own); a file the project did not have yet is new, and fine.
///
/// Check: a start-folder file that differs is an error at its first differing line, naming the
/// lesson it is compared with and the step that last changed the file, with both lines in the hint.
struct LessonContinuityRule: CheckRule {
    let id = Diagnostic.Rule.lessonContinuity
    let summary = "every lesson's start folder holds its project's files as the previous lessons left them"

    func check(_ context: CheckContext) -> [Diagnostic] {
        context.continuity.map { mismatch in
            let lesson = mismatch.lesson
            let previous = mismatch.previousLesson
            let difference = mismatch.difference
            let gap = previous == lesson.number - 1 ? "" : ", the previous written lesson on \(lesson.project),"
            let message =
                "'\(QuotedLine.escaped(mismatch.path))' is not as lesson \(previous)\(gap) left it: line \(difference.line) differs"
                + " (\(mismatch.expected.lastChange))"
            let command = "course new lesson \(context.folder) --number \(lesson.number) --refresh-start"
            let hint =
                "start from where lesson \(previous) ended: run '\(command)', or make the lessons agree"
                + "\n    here: " + describe(difference.new)
                + "\n    at the end of lesson \(previous) (\(place(mismatch.expected, line: difference.line))): "
                + describe(difference.old)
            return error(
                message,
                at: SourceLocation(
                    file: mismatch.startFile, line: difference.line,
                    column: difference.column), hint: hint)
        }
    }

    private func place(_ origin: ProjectChain.Origin, line: Int) -> String {
        switch origin {
        case .change(_, let step, let location): "step \(step), \(location)"
        case .startFolder(_, let file): "\(file):\(line)"
        }
    }

    private func describe(_ side: FirstDifference.Side) -> String {
        switch side {
        case .line(let bytes): QuotedLine.quote(bytes)
        case .endAfterNewline: "the end of the file"
        case .endWithoutNewline: "the end of the file, with no newline after the line before"
        }
    }
}
