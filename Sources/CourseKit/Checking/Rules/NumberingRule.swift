/// Numbering: steps and questions count 1, 2, 3 …, and lessons fit the course.
///
/// Steps and questions count without gaps or repeats, and every lesson's number lies within the
/// course (1 … the manifest's `lessons`) and belongs to it alone.
///
/// Check: the first step or question out of sequence, and a lesson number out of range or
/// taken by another lesson, are errors.
struct NumberingRule: CheckRule {
    let id = Diagnostic.Rule.numbering
    let summary = "steps and questions numbered 1, 2, 3 … without gaps or repeats; lesson numbers within the course"

    func check(_ context: CheckContext) -> [Diagnostic] {
        guard let course = context.course else { return [] }
        var diagnostics: [Diagnostic] = []
        var lessonByNumber: [Int: Lesson] = [:]
        for lesson in course.lessons {
            var numberLine: SourceLocation { FrontMatterLines.location(of: "lesson", in: lesson.file, context) }
            if !(1...max(course.lessonCount, 1)).contains(lesson.number) {
                diagnostics.append(
                    error(
                        "lesson \(lesson.number) is outside the course, which has \(course.lessonCount) lessons",
                        at: numberLine, hint: "number lessons from 1 to the manifest's 'lessons'"))
            }
            if let other = lessonByNumber[lesson.number] {
                diagnostics.append(
                    error(
                        "lesson \(lesson.number) is also \(other.file)", at: numberLine,
                        hint: "give each lesson its own number"))
            } else {
                lessonByNumber[lesson.number] = lesson
            }
            diagnostics += sequence("step", lesson.steps.map { ($0.number, $0.location) })
            diagnostics += sequence("question", lesson.questions.map { ($0.number, $0.location) })
        }
        return diagnostics
    }

    /// Reports the first element whose number is not one more than the one before it.
    private func sequence(_ noun: String, _ items: [(number: Int, location: SourceLocation)]) -> [Diagnostic] {
        var expected = 1
        for item in items {
            defer { expected = item.number + 1 }
            guard item.number != expected else { continue }
            let message: String
            if item.number < expected {
                message = "\(noun) \(item.number) comes again after \(noun) \(expected - 1)"
            } else if expected == 1 {
                message = "the first \(noun) is numbered \(item.number), not 1"
            } else {
                message = "\(noun) \(item.number) follows \(noun) \(expected - 1): \(noun) \(expected) is missing"
            }
            return [error(message, at: item.location, hint: "number \(noun)s 1, 2, 3 … in the order they appear")]
        }
        return []
    }
}
