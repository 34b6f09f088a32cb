import CourseKit
import Foundation

struct RecordOptions: OptionGroup {
    let lesson = SnapshotOptions.lesson
    let step: OptionKey<Int?> = .number(
        "--step", "K", 1...Int.max, "a step number",
        "The step whose changes DIR shows: a step without code changes, or the one after the last (with --title).")
    let from: OptionKey<String?> = .path(
        "--from", "DIR", "the folder you edited", .folder,
        "The project as you edited it: a copy of `course snapshot --step K-1 --out DIR`.")
    let title: OptionKey<String?> = .text(
        "--title", "TITLE",
        "The title of a new step (K one past the last): its heading is written too (with --dry-run, TITLE when not given)."
    )
    let replace: OptionKey<Bool> = .flag("--replace", "Swap the code changes step K has for the recorded ones.")
    let dryRun: OptionKey<Bool> = .flag("--dry-run", "Print the blocks instead of writing them.")
}

let recordCommand = Command(
    name: "record",
    abstract: "Write a step's code changes from the project as you edited it (in Xcode, say).",
    arguments: [
        coursePathArgument
    ],
    options: RecordOptions.self,
    discussion: """
        Compares the project as it stands after step K-1 (the replay `course snapshot` writes) with DIR, \
        and writes the change blocks that turn one into the other at the end of step K's section, each \
        after a lead-in sentence: a new file is change=create, declarations added at the end of a file \
        change=append, each changed declaration or #Preview its own change=replace, the rest one \
        change=edit. Nothing is written unless the lesson then replays, step K giving exactly DIR's files \
        and every later step and lesson still applying. Once written, step K is type-checked as \
        course check does it: its errors are printed at the lesson's lines. Exit status: 0 when written (or nothing to \
        record); 1 when written but step K does not type-check; 64 for usage errors; 65 for a change the format cannot express, one that would not \
        replay, or a course with errors; 66 when the course, its start folder or DIR is missing; 73 \
        when step K has code changes and --replace is not given; 74 when the lesson cannot be written.
        """,
    run: { invocation in
        guard let step = invocation[\.step] else {
            throw UsageError("record needs --step K, the step whose changes DIR shows", commandPath: "record")
        }
        guard let from = invocation[\.from] else {
            throw UsageError("record needs --from DIR, the folder you edited", commandPath: "record")
        }
        let place = coursePlace(invocation)
        let folder = place.folder
        let course = try loadCourse(folder, .publisher).course
        let lesson = try chooseLesson(course, invocation[\.lesson], named: place, command: "record")
        let request = LessonRecording.Request(
            step: step, folder: from, title: invocation[\.title],
            replacing: invocation[\.replace], dryRun: invocation[\.dryRun])
        let recording: LessonRecording
        do throws(RecordFailure) {
            recording = try LessonRecording.plan(request, lesson: lesson, course: course, courseFolder: course.folder)
        } catch {
            switch error {
            case .noSuchStep, .needsTitle, .titleForExistingStep, .badTitle:
                throw UsageError(error.description, commandPath: "record")
            default:
                throw error
            }
        }
        let stepPlace = "step \(step) of lesson \(lesson.number)"
        if invocation[\.dryRun] {
            StandardOutput.write(InertText.text(recording.markdown))
            StandardOutput.line(
                recording.changesLesson
                    ? "(--dry-run: nothing written to \(lesson.file)"
                        + (recording.isNewStep && invocation[\.title] == nil
                            ? "; give the new step's title with --title \"…\" in place of \(LessonRecording.placeholderTitle))"
                            : ")")
                    : "Nothing to record: \(from) holds the project as step \(step - 1) left it")
            return .success
        }
        guard recording.changesLesson else {
            StandardOutput.line(
                recording.replacedCount > 0
                    ? "Nothing to change: step \(step)'s code changes are what \(from) shows; \(lesson.file) is unchanged"
                    : "Nothing to record: \(from) holds the project as step \(step - 1) left it; \(lesson.file) is unchanged"
            )
            return .success
        }
        try recording.write()
        let count = recording.changes.count
        var summary = "Recorded \(plural(count, "code change")) in \(stepPlace)"
        if recording.isNewStep { summary += ", a new step" }
        if recording.replacedCount > 0 { summary += ", in place of its \(recording.replacedCount)" }
        StandardOutput.line(summary + " (\(lesson.file)):")
        for change in recording.changes {
            let target = change.target.map { " (\($0.phrase))" } ?? ""
            StandardOutput.line(
                "  \(change.kind.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0))\(InertText.line(change.file))\(InertText.line(target))"
            )
        }
        // The recorded step type-checked as `course check` would (through its cache): written all the
        // same, since authors record work in progress, but said now, and exit 1.
        let typecheck = recording.stepErrors(
            courseFolder: folder, options: CheckOptions(typecheck: .on, macroPlugin: runningExecutable()))
        if let skipped = typecheck.skipped {
            writeToStandardError("course record: warning: the recorded step was not type-checked: \(skipped)\n")
        }
        guard typecheck.errors.isEmpty else {
            writeToStandardError(typecheck.errors.map { $0.description + "\n" }.joined())
            StandardOutput.line(
                "Written, but step \(step) does not type-check: \(plural(typecheck.errors.count, "error")) above; "
                    + "fix \(typecheck.errors.count == 1 ? "it" : "them") in \(from) and record again with --replace, or in the lesson"
            )
            return .problemsFound
        }
        StandardOutput.line("Next: write the prose around the blocks, then run 'course check \(folder)'")
        return .success
    }
)
