import CourseKit
import Foundation

/// The options of `course optimize`.
struct OptimizeOptions: OptionGroup {
    let log = SharedOptions.log
    let json = SharedOptions.json(
        "Print one JSON object: reviews, current, fitted, split, retention (docs/optimize.md)")
    let save: OptionKey<Bool> = .flag(
        "--save", "Save the fitted weights for this course, if they beat the current ones on held-out days")
    let saveRetention: OptionKey<Bool> = .flag(
        "--save-retention", "Save the suggested desired retention for this course")
    let scheduling = SchedulingOptions()
}

let optimizeCommand = Command(
    name: "optimize",
    abstract: "Fit the FSRS weights to your own review history, and show whether the fit predicts you better.",
    arguments: [coursePathArgument],
    options: OptimizeOptions.self,
    discussion: """
        Fits FSRS-6's 21 weights to the answers in the review log (every answer, also to cards the \
        course no longer has), as py-fsrs's optimizer does, and prints the log loss and RMSE(bins) of \
        the current and the fitted weights: on the whole log, and on a time split (a second fit on the \
        first 80 % of the log's days, both scored on the other 20 %). With fewer than 512 long-term \
        reviews only the initial stabilities (w0-w3) are fitted; with fewer than 8, nothing. It also \
        simulates a year of study with your answer times to suggest the desired retention that costs \
        the least time per card remembered. Nothing is saved without --save or --save-retention; \
        --save writes the weights to this course's section of the settings file only when the split's \
        fit beat the current weights on the held-out days. See docs/optimize.md.
        """,
    run: { invocation in
        let (courseID, logPath) = try reviewLog(invocation[\.log], folder: courseFolder(invocation), given: "as PATH")
        let settings = try reviewSettings(from: invocation, courseID: courseID)
        let log = try ReviewLog.read(logPath)
        printWarnings(of: log)
        let progress = ProgressLine()
        let report = Optimization.run(
            log, current: settings.scheduler.weights.values,
            retention: settings.scheduler.desiredRetention
        ) { epoch, epochs, loss in
            progress.show("optimizing: epoch \(epoch) of \(epochs), log loss \(String(format: "%.4f", loss))")
        } retentionProgress: { done, count in
            progress.show("optimizing: the desired retention, \(done) of \(count) years of study simulated")
        }
        progress.clear()
        var saved: [String] = []
        var notSaved: [String] = []
        if invocation[\.save] || invocation[\.saveRetention] {
            guard let courseID else {
                throw UsageError(
                    "--save needs the course (PATH with a course.md), whose section of the settings file it writes",
                    commandPath: invocation.commandPath)
            }
            var values: [(name: String, value: JSONValue)] = []
            if invocation[\.save] {
                if let reason = report.whyNotSaveWeights {
                    notSaved.append("weights not saved: \(reason)")
                } else {
                    values.append(("weights", .array(report.fitted.weights.map(JSONValue.number))))
                    saved.append("weights")
                }
            }
            if invocation[\.saveRetention] {
                if let suggested = report.retention.suggested {
                    values.append(("retention", .number(suggested)))
                    saved.append("retention \(suggested)")
                } else {
                    notSaved.append("retention not saved: \(report.retention.reason ?? "no suggestion")")
                }
            }
            if !values.isEmpty {
                try SettingsFile.save(values, courseID: courseID, to: SettingsFile.defaultPath())
            }
        }
        if invocation[\.json] {
            StandardOutput.write(Array(try report.json()) + [UInt8(ascii: "\n")])
        } else {
            StandardOutput.write(report.text)
        }
        for line in notSaved { writeToStandardError("course: \(line)\n") }
        if !saved.isEmpty {
            writeToStandardError(
                "course: saved \(saved.joined(separator: " and ")) for \(courseID ?? "") in \(SettingsFile.defaultPath())\n"
            )
        }
        return .success
    }
)

/// The options of `course evaluate`.
struct EvaluateOptions: OptionGroup {
    let log = SharedOptions.log
    let json = SharedOptions.json("Print {reviews, logLoss, rmseBins, weights}")
    let scheduling = SchedulingOptions()
}

let evaluateCommand = Command(
    name: "evaluate",
    abstract: "Score FSRS weights on your review history: log loss and RMSE(bins).",
    arguments: [coursePathArgument],
    options: EvaluateOptions.self,
    discussion: """
        How well the current weights (the settings file's, this course's section, or --weights) predict \
        the answers in the review log: the log loss and RMSE(bins) over the long-term reviews that \
        'course optimize' fits. Lower is better for both. See docs/optimize.md.
        """,
    run: { invocation in
        let (courseID, logPath) = try reviewLog(invocation[\.log], folder: courseFolder(invocation), given: "as PATH")
        let settings = try reviewSettings(from: invocation, courseID: courseID)
        let log = try ReviewLog.read(logPath)
        printWarnings(of: log)
        let weights = settings.scheduler.weights.values
        let score = Optimization.evaluate(log, weights: weights)
        if invocation[\.json] {
            StandardOutput.write(Array(try score.json(weights: weights)) + [UInt8(ascii: "\n")])
        } else if score.reviews == 0 {
            StandardOutput.line(
                "No long-term reviews in \(logPath) yet: nothing to score (a review counts once a whole day has passed since the card's previous answer)."
            )
        } else {
            StandardOutput.line("\(score.reviews) long-term reviews in \(logPath)")
            StandardOutput.line("log loss   \(String(format: "%.4f", score.logLoss))")
            StandardOutput.line("RMSE(bins) \(String(format: "%.4f", score.rmseBins))")
        }
        return .success
    }
)

/// A line on standard error that rewrites itself.
///
/// It is shown only on a terminal and only once the work has taken a second; nothing at all on a
/// pipe.
final class ProgressLine {
    private let start = Date()
    private let onTerminal = isatty(STDERR_FILENO) == 1
    private var shown = false

    func show(_ text: String) {
        guard onTerminal, Date().timeIntervalSince(start) >= 1 else { return }
        redrawStandardErrorLine(text)
        shown = true
    }

    func clear() {
        if shown { redrawStandardErrorLine("") }
    }
}
