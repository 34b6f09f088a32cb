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

/// Reads the course at PATH (default ./Content) and, at the same time, its review log (`--log`, or
/// the course's default log).
func studyMaterials(_ invocation: Invocation) throws -> StudyMaterials {
    let explicitLog = invocation.value("--log") != nil ? try reviewLogPath(invocation) : nil
    return StudyMaterials.read(folder: invocation.positional(0) ?? "Content", logPath: explicitLog, policy: .learner)
}

/// The course, or the exit status: errors in it stop the command with exit status 65
/// (EX_DATAERR), a missing folder with 66 (EX_NOINPUT).
func courseForStudy(_ materials: StudyMaterials) -> Result<Course, CourseLoadFailure> {
    do {
        return .success(try reported(materials.course, policy: .learner).course)
    } catch {
        guard case .courseHasErrors = error else {
            writeToStandardError("course: error: \(error)\n")
            return .failure(CourseLoadFailure(status: 66))
        }
        writeToStandardError("course: error: the course has errors; fix them (see 'course check') before studying\n")
        return .failure(CourseLoadFailure(status: 65))
    }
}

/// The log read beside the course, or the exit status (74, its error printed).
func logForStudy(_ materials: StudyMaterials) -> Result<(path: String, log: ReviewLog), CourseLoadFailure> {
    guard let path = materials.logPath, let result = materials.log else { return .failure(CourseLoadFailure(status: 74)) }
    switch result {
    case .success(let log):
        for warning in log.warnings { writeToStandardError("course: \(warning)\n") }
        return .success((path, log))
    case .failure(let error):
        writeToStandardError("course: error: \(error)\n")
        return .failure(CourseLoadFailure(status: 74))
    }
}

struct CourseLoadFailure: Error {
    var status: Int32
}
