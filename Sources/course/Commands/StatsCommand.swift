import CourseKit
import Foundation

/// The options of `course stats`.
struct StatsOptions: OptionGroup {
    let json = SharedOptions.json("Print the numbers as one JSON object")
    let filter = FilterOptions()
    let now = SharedOptions.now
    let scheduling = SchedulingOptions()
    let dayStartHour = StudyDayOptions.dayStartHour
    let leechThreshold = SharedOptions.leechThreshold
    let log = SharedOptions.log
}

let statsCommand = Command(
    name: "stats",
    abstract: "Show how the study of the course stands: due counts, forecast, retention, heatmap.",
    arguments: [coursePathArgument],
    options: StatsOptions.self,
    discussion: """
        Replays the review log through FSRS and prints: cards new, learning, review and relearning; \
        due now, today and tomorrow; a 14-day forecast; true retention over the last 30 days (the first \
        review of a day of each card in review, Again counting as forgotten); reviews per day for the \
        last 12 weeks; the topics with most lapses; the leeches (cards forgotten 8 times or more, \
        --leech-threshold), with their lapses and the lesson line to rewrite; cards edited since last \
        reviewed (their content hash changed); and ids in the log that the course no longer has (kept \
        in the log).

        --lesson, --topic and --kind select cards and questions as for course quiz: then every figure \
        counts only them and their answers.
        """,
    run: { invocation in
        let now = nowOrClock(invocation[\.now])
        let materials = studyMaterials(invocation, log: invocation[\.log])
        let settings = try reviewSettings(from: invocation, courseID: materials.courseID)
        if let problem = CourseStats.outsideCalendar(now: now, day: StudyDay(startHour: settings.dayStartHour)) {
            throw UsageError("--now: \(problem)")
        }
        let course = try courseForStudy(materials)
        let selection = try filteredItems(of: course, invocation.group(\.filter))
        let log = try logForStudy(materials, now: now).log
        let all = StudyItem.all(in: course)
        let stats = CourseStats(
            items: selection ?? all, log: log,
            scheduler: Scheduler(settings.scheduler), now: now,
            day: StudyDay(startHour: settings.dayStartHour), leeches: settings.leeches,
            courseIDs: selection.map { _ in Set(all.map(\.id)) })
        if invocation[\.json] {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            StandardOutput.write(Array(try encoder.encode(stats)) + [UInt8(ascii: "\n")])
        } else {
            let capabilities = TerminalCapabilities.detect()
            let report = StatsReport(
                stats: stats, courseTitle: course.title, usesColor: capabilities.usesColor,
                width: TerminalSize.current().columns, leeches: settings.leeches)
            StandardOutput.styled(report.text)
        }
        return .success
    }
)
