import CourseKit
import Foundation

/// Options `quiz` and `stats` share beyond the scheduling ones: the clock and the course.

let nowOption = Option.value("--now", "TIME", .time, "Use this time (ISO 8601, e.g. 2026-11-30T10:00:00Z) instead of the clock")

/// The id of the course at PATH (default ./Content), read from its manifest alone, for the course's
/// section of the settings file; nil when there is none (the command then reports the course).
func studyCourseID(_ invocation: Invocation) -> String? {
    try? CourseLoader.courseID(folder: invocation.positional(0) ?? "Content")
}

/// Reads the course at PATH (default ./Content) and, at the same time, its review log (`--log`, or
/// the course's default log).
func studyMaterials(_ invocation: Invocation) -> StudyMaterials {
    StudyMaterials.read(folder: invocation.positional(0) ?? "Content", logPath: invocation.text("--log"), policy: .learner)
}

/// The course read beside the log, for a learner: errors in it stop the command (printed first),
/// warnings are left to `course check`.
func courseForStudy(_ materials: StudyMaterials) throws(CourseLoadError) -> Course {
    try reported(materials.course, policy: .learner).course
}

/// The log read beside the course, its warnings printed.
func logForStudy(_ materials: StudyMaterials) throws(ReviewLogError) -> (path: String, log: ReviewLog) {
    // Without a path the course could not be read, and `courseForStudy` has stopped the command.
    guard let path = materials.logPath, let result = materials.log else {
        throw .unreadable(path: materials.logPath ?? "", reason: "the course gives no review log")
    }
    let log = try result.get()
    printWarnings(of: log)
    return (path, log)
}

/// The log's warnings (`FILE:LINE: warning: …`), as they are.
func printWarnings(of log: ReviewLog) {
    for warning in log.warnings { writeToStandardError("\(warning)\n") }
}
