import CourseKit
import Foundation

let snapshotCommand = Command(
    name: "snapshot",
    abstract: "Write a lesson's sample project as it stands after a step, or each step as a patch.",
    arguments: [Argument(name: "PATH", help: "The course folder, holding course.md (default: ./Content).")],
    options: [
        .value("--lesson", "N", "The lesson's number (may be left out when the course has one lesson)."),
        .value("--step", "K", "After step K: 0 is the project as the lesson starts, the last step the finished project."),
        .value("--out", "DIR", "Write the project's files after step K into DIR, a new or empty folder."),
        .value("--patches", "DIR", "Write each step's changes as DIR/NN-step-title.patch, for `git apply` in order."),
    ],
    discussion: """
        The changes are replayed exactly as `course check` replays them. Applying the patches in \
        order to the start folder (git apply, or patch -p1) gives the same files as --out for each step.
        """,
    run: { invocation in
        let out = invocation.value("--out"), patchFolder = invocation.value("--patches")
        guard out != nil || patchFolder != nil else {
            throw UsageError("snapshot needs --out DIR (with --step K), --patches DIR, or both", commandPath: "snapshot")
        }
        let course = try loadCourse(invocation.positional(0) ?? "Content", .publisher).course
        let lesson = try chooseLesson(course, invocation.value("--lesson"))
        var step = lesson.steps.last?.number ?? 0
        if let text = invocation.value("--step") {
            guard let number = Int(text), (0...step).contains(number) else {
                throw UsageError("--step must be a number from 0 to \(step) (lesson \(lesson.number) has \(step) steps), not '\(text)'",
                                 commandPath: "snapshot")
            }
            step = number
        } else if out != nil {
            throw UsageError("--out needs --step K: 0 for the start, \(step) for the finished project", commandPath: "snapshot")
        }
        // Files left from another step would mix with this one's: only a new or empty folder will do.
        if let out, let existing = try? FileManager.default.contentsOfDirectory(atPath: out), !existing.isEmpty {
            throw CommandFailure(.cannotCreate, "'\(out)' is not empty; give --out a new or empty folder")
        }
        let snapshots: LessonSnapshots
        do {
            snapshots = try LessonSnapshots(lesson: lesson, startFolder: URL(fileURLWithPath: lesson.startPath))
        } catch {
            throw CommandFailure(.noInput, "cannot read the start folder of lesson \(lesson.number), '\(lesson.startPath)': \(error.localizedDescription)")
        }
        if let out {
            try CommandFailure.writing(to: out) { try snapshots.write(afterStep: step, to: URL(fileURLWithPath: out)) }
            print("Wrote \(lesson.project) after step \(step) of lesson \(lesson.number) to \(out)")
        }
        if let patchFolder {
            let patches = try snapshots.patches()
            let folder = URL(fileURLWithPath: patchFolder)
            try CommandFailure.writing(to: patchFolder) {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for patch in patches {
                    try Data(patch.text.utf8).write(to: folder.appendingPathComponent(patch.name), options: .atomic)
                }
            }
            print("Wrote \(patches.count) patches to \(patchFolder) (steps without code changes have none)")
        }
        return .success
    }
)

/// The lesson `--lesson` names, or the only one.
private func chooseLesson(_ course: Course, _ option: String?) throws -> Lesson {
    let numbers = course.lessons.map { String($0.number) }.joined(separator: ", ")
    guard let option else {
        guard course.lessons.count == 1, let only = course.lessons.first else {
            throw UsageError("snapshot needs --lesson N; the course has lessons \(numbers)", commandPath: "snapshot")
        }
        return only
    }
    guard let number = Int(option), let lesson = course.lesson(number: number) else {
        throw UsageError("--lesson \(option): no such lesson; the course has lessons \(numbers)", commandPath: "snapshot")
    }
    return lesson
}
