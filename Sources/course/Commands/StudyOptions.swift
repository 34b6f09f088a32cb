import CourseKit
import Foundation

/// Options `quiz` and `stats` share beyond the scheduling ones: the clock and the course.
extension SharedOptions {
    static let now: OptionKey<Timestamp?> = .time(
        "--now", "Use this time (ISO 8601, e.g. 2026-11-30T10:00:00Z) instead of the clock")
}

/// "Now" for a command: the time `--now` gave, else the clock's.
func nowOrClock(_ given: Timestamp?) -> Timestamp {
    given ?? Timestamp(Date())
}

/// Reads the course at PATH (default ./Content) and, at the same time, its review log.
///
/// The log is `--log`, or the course's default log. The manifest is read once, which also gives the
/// course's id (`courseID`, for the course's section of the settings file).
func studyMaterials(_ invocation: Invocation<some OptionGroup>, log: String?) -> StudyMaterials {
    StudyMaterials.read(folder: courseFolder(invocation), logPath: log, policy: .learner)
}

/// The course folder PATH names, or the one here (`coursePlace`).
func courseFolder(_ invocation: Invocation<some OptionGroup>) -> String {
    coursePlace(invocation).folder
}

/// The course read beside the log, for a learner.
///
/// Errors in it stop the command (printed first), warnings are left to `course check`.
func courseForStudy(_ materials: StudyMaterials) throws(CourseLoadError) -> Course {
    try reported(materials.course, policy: .learner).course
}

/// The log read beside the course, its warnings printed (with the records dated in the future at `now`).
func logForStudy(_ materials: StudyMaterials, now: Timestamp) throws(ReviewLogError) -> (path: String, log: ReviewLog) {
    // Without a path the course could not be read, and `courseForStudy` has stopped the command.
    guard let path = materials.logPath, let result = materials.log else {
        throw .unreadable(path: materials.logPath ?? "", reason: "the course gives no review log")
    }
    let log = try result.get()
    printWarnings(of: log, now: now)
    return (path, log)
}

/// The log's problems as warnings (`FILE:LINE: warning: …`).
///
/// With `now`, its records dated in the future at `now` too; the first few and a count of the rest,
/// each on one line, whatever the log's text they quote holds.
func printWarnings(of log: ReviewLog, now: Timestamp? = nil) {
    let problems = now.map(log.problems(at:)) ?? log.problems
    for warning in LogProblem.warnings(problems, path: log.path) {
        writeToStandardError(InertText.line(warning) + "\n")
    }
}

/// `--lesson N --topic T --kind K`, each repeatable.
///
/// Which cards and questions `quiz` and `stats` look at.
struct FilterOptions: OptionGroup {
    let lesson: OptionKey<[Int]> = .numbers(
        "--lesson", "N", 1...Int.max, "a lesson number",
        "Only this lesson's cards and questions (repeatable)")
    let topic: OptionKey<[String]> = .texts("--topic", "T", "Only cards of this topic, e.g. Environment (repeatable)")
    let kind: OptionKey<[StudyItem.Kind]> = .choices(
        "--kind", "KIND", "a kind", "Only syntax, trick or question items (repeatable)")
}

/// The items of `course` the filter options select; nil when no filter was given.
///
/// A filter that matches nothing is a usage error naming the lessons and topics there are.
func filteredItems(of course: Course, _ invocation: Invocation<FilterOptions>) throws -> [StudyItem]? {
    let filter = StudyFilter(
        lessons: Set(invocation[\.lesson]), topics: Set(invocation[\.topic]),
        kinds: Set(invocation[\.kind]))
    let all = StudyItem.all(in: course)
    guard filter != StudyFilter() else { return nil }
    let items = all.filter(filter.matches)
    guard items.isEmpty, !all.isEmpty else { return items }
    let topics = Set(all.map(\.topic)).sorted().joined(separator: ", ")
    let lessons = Set(all.map(\.lesson)).sorted().map(String.init).joined(separator: ", ")
    throw UsageError(
        "no cards or questions match the filters (lessons: \(lessons); topics: \(topics))",
        commandPath: invocation.commandPath)
}
