import CourseKit
import Foundation

/// Options `quiz` and `stats` share beyond the scheduling ones: the clock and the course.

let nowOption = Option.value("--now", "TIME", "Use this time (ISO 8601, e.g. 2026-11-30T10:00:00Z) instead of the clock")

/// `--now TIME`, or nil for the real clock.
func fixedNow(_ invocation: Invocation) throws -> Date? {
    guard let text = invocation.value("--now") else { return nil }
    guard let time = ISO8601.parse(text) else {
        throw UsageError("--now: '\(text)' is not an ISO 8601 time; write e.g. 2026-11-30T10:00:00Z",
                         commandPath: invocation.commandPath)
    }
    return time.date
}

/// Reads the course at PATH (default ./Content). Problems in it are printed; errors stop the
/// command with exit status 65 (EX_DATAERR), a missing folder with 66 (EX_NOINPUT).
func readCourseForStudy(_ invocation: Invocation) -> Result<Course, CourseLoadFailure> {
    let folder = invocation.positional(0) ?? "Content"
    let reading: CourseReading
    do {
        reading = try CourseReader.read(folder: folder)
    } catch {
        writeToStandardError("course: error: \(error)\n")
        return .failure(CourseLoadFailure(status: 66))
    }
    // Warnings are for the author (`course check`); a learner only hears of errors.
    let errors = reading.diagnostics.filter { $0.severity == .error }
    for diagnostic in errors { writeToStandardError("\(diagnostic)\n") }
    if !errors.isEmpty {
        writeToStandardError("course: error: the course has errors; fix them (see 'course check') before studying\n")
        return .failure(CourseLoadFailure(status: 65))
    }
    return .success(reading.course)
}

struct CourseLoadFailure: Error {
    var status: Int32
}

/// `--log FILE`, or the course's default log under $XDG_DATA_HOME.
func studyLogPath(_ invocation: Invocation, course: Course) throws -> String {
    if invocation.value("--log") != nil { return try reviewLogPath(invocation) }
    return ReviewLog.defaultPath(courseID: course.id)
}
