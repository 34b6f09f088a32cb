import CourseKit
import Foundation

/// The options that shape scheduling, shared by `quiz`, `stats`, `history`, `optimize` and `evaluate`.
///
/// Add a `SchedulingOptions` property (and, for commands that plan a study day, `StudyDayOptions`)
/// to a command's options and call `reviewSettings(from:)` in its run closure.
struct SchedulingOptions: OptionGroup {
    let retention: OptionKey<ReviewSettings.Setting?> = .setting(.retention, "R", "Desired retention, between 0 and 1")
    let learningSteps: OptionKey<ReviewSettings.Setting?> =
        .setting(.learningSteps, "STEPS", "Learning steps, e.g. 1m,10m; '' for none")
    let relearningSteps: OptionKey<ReviewSettings.Setting?> =
        .setting(.relearningSteps, "STEPS", "Relearning steps, e.g. 10m; '' for none")
    let maxInterval: OptionKey<ReviewSettings.Setting?> = .setting(.maxInterval, "DAYS", "Longest interval in days")
    let weights: OptionKey<ReviewSettings.Setting?> = .setting(
        .weights, "W0,…,W20", "The 21 FSRS-6 weights, comma-separated")
    let noFuzz: OptionKey<Bool> = .setting(
        "--no-fuzz", sets: .fuzz(false),
        "Don't spread intervals (fuzz is on by default, seeded per card)")
}

/// The limits of a study day, for `quiz`; `stats` takes the hour alone.
struct StudyDayOptions: OptionGroup {
    let newPerDay: OptionKey<ReviewSettings.Setting?> = .setting(.newPerDay, "N", "New cards per study day")
    let reviewLimit: OptionKey<ReviewSettings.Setting?> = .setting(.reviewLimit, "N", "Reviews per study day")
    let dayStartHour = StudyDayOptions.dayStartHour

    static let dayStartHour: OptionKey<ReviewSettings.Setting?> =
        .setting(.dayStartHour, "H", "Local hour at which a study day starts")
}

/// Options shared by several commands, each declared once here.
enum SharedOptions {
    /// The lapses that make a card a leech, for `quiz` and `stats`.
    static let leechThreshold: OptionKey<ReviewSettings.Setting?> =
        .setting(.leechThreshold, "N", "Lapses from which a card is a leech")

    static let log: OptionKey<String?> = .path(
        "--log", "FILE", "the review log", .file,
        "The review log (default $XDG_DATA_HOME/course/<course-id>/reviews.jsonl)")

    /// For the commands that need a log and no course (`history`, `log check`, `log repair`).
    static let course: OptionKey<String?> = .path(
        "--course", "PATH", "the course's folder", .folder,
        "The course whose log to read, when --log is not given (default: the course here, found as PATH is)")

    /// How long the compiler may work on a typed answer, for `grade` and `quiz`.
    static let timeLimit: OptionKey<Int?> = .number(
        "--time-limit", "SECONDS", 1...3600, "a number of seconds",
        "How long the compiler may work on a typed answer, in seconds, before the answer is left not graded; "
            + "the one-time build of the interface aside (default: \(AnswerTypechecker.defaultTimeLimit))")

    /// `--json` of the commands that print their report as JSON too, with what they print.
    static func json(_ help: String) -> OptionKey<Bool> { .flag("--json", help) }
}

/// `--log FILE`, or the default log of the course at `--course`.
func reviewLogPath(log: String?, course: String?) throws -> String {
    try reviewLog(log, folder: coursePlace(course).folder, given: "with --course PATH").path
}

/// The review log to use, and the course's id.
///
/// `--log FILE`, or the default log of the course at `folder` (`CourseLoader.reviewLog`, the one
/// policy); `given` says how the command takes a course's folder, for the message when there is
/// none.
func reviewLog(_ log: String?, folder: String, given: String) throws -> (courseID: String?, path: String) {
    do {
        return try CourseLoader.reviewLog(folder: folder, explicit: log)
    } catch .courseHasErrors(let diagnostics) {
        // The manifest's id is not a safe name: its own error says so.
        printDiagnostics(diagnostics, policy: .learner)
        throw CourseLoadError.courseHasErrors(diagnostics)
    } catch {
        throw CommandFailure(
            ExitStatus(error),
            "no course at '\(folder)' (no course.md with an id): give the course's folder \(given), or the review log with --log FILE"
        )
    }
}

/// The review settings: the settings file's, then those given as options.
///
/// The settings file is `$XDG_CONFIG_HOME/course/settings.json`; the options are `--retention`,
/// `--no-fuzz` and the rest of the command's table, read by the parser. A bad value in the file is
/// bad data (naming the file); on the command line, a usage error. With `courseID`, the file's
/// section for that course wins over its own keys.
func reviewSettings(
    from arguments: ParsedArguments, courseID: String? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment
) throws -> ReviewSettings {
    var settings = try SettingsFile.load(SettingsFile.defaultPath(environment: environment), courseID: courseID)
    for setting in arguments.settings { settings.apply(setting) }
    return settings
}

func reviewSettings(from invocation: Invocation<some OptionGroup>, courseID: String? = nil) throws -> ReviewSettings {
    try reviewSettings(from: invocation.arguments, courseID: courseID)
}
