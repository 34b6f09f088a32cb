import CourseKit
import Foundation

struct SnapshotOptions: OptionGroup {
    let lesson = SnapshotOptions.lesson
    let step: OptionKey<Int?> = .number(
        "--step", "K", 0...Int.max, "a step number",
        "After step K: 0 is the project as the lesson starts, the last step the finished project.")
    let out: OptionKey<String?> = .path(
        "--out", "DIR", "a new or empty folder", .folder,
        "Write the project's files after step K into DIR, a new or empty folder.")
    let patches: OptionKey<String?> = .path(
        "--patches", "DIR", "the folder for the patches", .folder,
        "Write each step's changes as DIR/NN-step-title.patch, for `git apply` in order.")

    /// The lesson of `snapshot` and `record`, for `chooseLesson`.
    static let lesson: OptionKey<Int?> = .number(
        "--lesson", "N", 1...Int.max, "a lesson number",
        "The lesson's number (may be left out when the course has one lesson).")
}

let snapshotCommand = Command(
    name: "snapshot",
    abstract: "Write a lesson's sample project as it stands after a step, or each step as a patch.",
    arguments: [
        coursePathArgument
    ],
    options: SnapshotOptions.self,
    discussion: """
        The changes are replayed exactly as `course check` replays them. Applying the patches in \
        order to the start folder (git apply, or patch -p1) gives the same files as --out for each step.
        """,
    run: { invocation in
        let out = invocation[\.out]
        let patchFolder = invocation[\.patches]
        guard out != nil || patchFolder != nil else {
            throw UsageError(
                "snapshot needs --out DIR (with --step K), --patches DIR, or both", commandPath: "snapshot")
        }
        let place = coursePlace(invocation)
        let course = try loadCourse(place.folder, .publisher).course
        let lesson = try chooseLesson(course, invocation[\.lesson], named: place, command: "snapshot")
        var step = lesson.steps.last?.number ?? 0
        if let number = invocation[\.step] {
            guard number <= step else {
                let error = ValueText.notWholeNumber(
                    String(number), in: 0...step, what: "a step of lesson \(lesson.number)")
                throw UsageError("--step: \(error.message)", commandPath: "snapshot")
            }
            step = number
        } else if out != nil {
            throw UsageError(
                "--out needs --step K: 0 for the start, \(step) for the finished project", commandPath: "snapshot")
        }
        let snapshots: LessonSnapshots
        do {
            snapshots = try LessonSnapshots(
                lesson: lesson, startFolder: URL(fileURLWithPath: lesson.startPath),
                inside: URL(fileURLWithPath: course.folder))
        } catch {
            // A missing folder is no input; one that leads out of the course is the course's error.
            let status: ExitStatus = FileManager.default.fileExists(atPath: lesson.startPath) ? .badData : .noInput
            throw CommandFailure(
                status,
                "cannot read the start folder of lesson \(lesson.number), '\(lesson.startPath)': \(ExitStatus.reason(error))"
            )
        }
        if let out {
            // Files left from another step would mix with this one's: only a new or empty folder will do.
            try CommandFailure.writing(to: out, option: "--out") {
                try snapshots.write(afterStep: step, to: URL(fileURLWithPath: out))
            }
            StandardOutput.line(
                "Wrote \(InertText.line(lesson.project)) after step \(step) of lesson \(lesson.number) to \(out)")
        }
        if let patchFolder {
            let count = try CommandFailure.writing(to: patchFolder, option: "--patches", own: "patches written before")
            {
                try snapshots.writePatches(to: URL(fileURLWithPath: patchFolder))
            }
            StandardOutput.line("Wrote \(count) patches to \(patchFolder) (steps without code changes have none)")
        }
        return .success
    }
)

/// The lesson a command works on (`snapshot`, `record`).
///
/// The one `--lesson` names, or the one PATH names (its file or folder), or the only one.
func chooseLesson(_ course: Course, _ option: Int?, named place: CoursePlace, command: String) throws -> Lesson {
    let numbers = course.lessons.map { String($0.number) }.joined(separator: ", ")
    if option == nil, let named = place.lessons(in: course), named.count == 1 { return named[0] }
    guard let option else {
        guard course.lessons.count == 1, let only = course.lessons.first else {
            throw UsageError("\(command) needs --lesson N; the course has lessons \(numbers)", commandPath: command)
        }
        return only
    }
    let matching = course.lessons.filter { $0.number == option }
    guard let lesson = matching.first else {
        throw UsageError(
            "--lesson: there is no lesson \(option); the course has lessons \(numbers)", commandPath: command)
    }
    guard matching.count == 1 else {
        let files = matching.map { "'\($0.file)'" }.joined(separator: " and ")
        throw CommandFailure(
            .badData, "\(files) are both lesson \(option); give each lesson its own number (see 'course check')")
    }
    return lesson
}
