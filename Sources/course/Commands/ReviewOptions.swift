import CourseKit
import Foundation

/// The options that shape scheduling, shared by `quiz`, `stats` and `history`: add
/// `schedulingOptions` (and, for commands that plan a study day, `studyDayOptions`) to a command's
/// options and call `reviewSettings(from:)` in its run closure.
let schedulingOptions: [Option] = [
    setting("retention", "R", "Desired retention, between 0 and 1 (default 0.9)"),
    setting("learning-steps", "STEPS", "Learning steps, e.g. 1m,10m; '' for none (default 1m,10m)"),
    setting("relearning-steps", "STEPS", "Relearning steps, e.g. 10m; '' for none (default 10m)"),
    setting("max-interval", "DAYS", "Longest interval in days (default 36500)"),
    setting("weights", "W0,…,W20", "The 21 FSRS-6 weights, comma-separated"),
    .flag("--no-fuzz", "Don't spread intervals (fuzz is on by default, seeded per card)"),
]

let studyDayOptions: [Option] = [
    setting("new-per-day", "N", "New cards per study day (default 20)"),
    setting("review-limit", "N", "Reviews per study day (default 200)"),
    setting("day-start-hour", "H", "Local hour at which a study day starts (default 4)"),
]

/// The lapses that make a card a leech, for `quiz` and `stats`.
let leechOption = setting("leech-threshold", "N", "Lapses from which a card is a leech (default 8)")

/// `--NAME VALUE` for the review setting NAME, its value read as the settings file reads it.
private func setting(_ name: String, _ valueName: String, _ help: String) -> Option {
    .value("--" + name, valueName, .setting(name), help)
}

let logOption = Option.value("--log", "FILE", .path("the review log"),
                             "The review log (default $XDG_DATA_HOME/course/<course-id>/reviews.jsonl)")

/// For the commands that need a log and no course (`history`, `log check`, `log repair`).
let courseOption = Option.value("--course", "PATH", .path("the course's folder"),
                                "The course whose log to read, when --log is not given (default ./Content)")

/// `--log FILE`, or the default log of the course at `--course` (default `./Content`).
func reviewLogPath(_ invocation: Invocation) throws -> String {
    try reviewLog(invocation, folder: invocation.text("--course") ?? "Content", given: "with --course PATH").path
}

/// `--log FILE`, or the default log of the course at `folder` (`CourseLoader.reviewLog`, the one
/// policy), and the course's id; `given` says how the command takes a course's folder, for the
/// message when there is none.
func reviewLog(_ invocation: Invocation, folder: String, given: String) throws -> (courseID: String?, path: String) {
    do {
        return try CourseLoader.reviewLog(folder: folder, explicit: invocation.text("--log"))
    } catch .courseHasErrors(let diagnostics) {
        // The manifest's id is not a safe name: its own error says so.
        printDiagnostics(diagnostics, policy: .learner)
        throw CourseLoadError.courseHasErrors(diagnostics)
    } catch {
        throw CommandFailure(ExitStatus(error), "no course at '\(folder)' (no course.md with an id): give the course's folder \(given), or the review log with --log FILE")
    }
}

/// The settings file (`$XDG_CONFIG_HOME/course/settings.json`), then the options given. A bad
/// value in the file is bad data (naming the file); on the command line, a usage error.
/// With `courseID`, the file's section for that course wins over its own keys.
func reviewSettings(from invocation: Invocation, courseID: String? = nil,
                    environment: [String: String] = ProcessInfo.processInfo.environment) throws -> ReviewSettings {
    var settings = try SettingsFile.load(SettingsFile.defaultPath(environment: environment), courseID: courseID)
    for name in ReviewSettings.names {
        if let setting = invocation.setting("--" + name) { settings.apply(setting) }
    }
    if invocation.flag("--no-fuzz") { settings.scheduler.fuzz = false }
    return settings
}
