import CourseKit
import Foundation

let newCommand = Command(
    name: "new",
    abstract: "Start the next lesson of a course, where the previous one left the project.",
    subcommands: [newLessonCommand]
)

struct NewLessonCommandOptions: OptionGroup {
    let number: OptionKey<Int?> = .number(
        "--number", "N", 1...Int.max, "a lesson number", "The lesson's number (required).")
    let title: OptionKey<String?> = .text(
        "--title", "TITLE", "The lesson's title (required, except with --refresh-start).")
    let project: OptionKey<String?> = .text(
        "--project", "NAME", "The sample project (default: the previous written lesson's).")
    let part: OptionKey<Int?> = .number(
        "--part", "N", 1...Int.max, "a part number",
        "The part of the course (default: the previous written lesson's).")
    let partTitle: OptionKey<String?> =
        .text("--part-title", "TITLE", "The part's title (default: the title an earlier lesson gives that part).")
    let minutes: OptionKey<Int?> = .number(
        "--minutes", "M", 1...Int.max, "a time in minutes",
        "The estimated time in minutes (default: the previous written lesson's).")
    let files: OptionKey<[String]> = .paths(
        "--files", "F", "a file of the project",
        "Only these project files in the start folder: repeat it, or separate them with commas (default: all).")
    let refreshStart: OptionKey<Bool> =
        .flag(
            "--refresh-start",
            "Rewrite an existing lesson's start files from the project as the lessons before it left it.")
}

let newLessonCommand = Command(
    name: "lesson",
    abstract:
        "Write lesson N: lesson.md from the template, its link in course.md, its start folder from the lesson before.",
    arguments: [
        coursePathArgument
    ],
    options: NewLessonCommandOptions.self,
    discussion: """
        Writes lesson-N/lesson.md (front matter with counts 0, the usual sections each with a hint \
        in an HTML comment, an example card and question commented out), links it into course.md \
        in lesson order, and fills lesson-N/start/ with the project as the previous written lesson \
        of the same project left it. The new lesson passes 'course check' as it is. An existing \
        lesson is never overwritten (exit status 73); with --refresh-start, only the files its \
        start folder already holds are rewritten, and the command says which changed. \
        Exit status: 0 when written; 64 for usage errors (also a number outside the course, a file \
        the project does not have); 65 when the course has errors or the lessons before do not \
        replay; 73 when the lesson exists, or a link stands where it would write; 74 when a file \
        cannot be written.
        """,
    run: { invocation in
        let options = try NewLessonOptions(invocation)
        let course = try loadCourse(options.folder, .publisher).course
        do throws(AuthoringFailure) {
            let report: [String]
            if options.refresh {
                let refresh = try StartRefresh.plan(
                    lesson: options.number, files: options.files, course: course, folder: options.folder)
                try refresh.write(into: options.folder)
                report = refresh.report(folder: options.folder)
            } else {
                let request = NewLesson.Request(
                    number: options.number, title: options.title ?? "", project: options.project,
                    part: options.part, partTitle: options.partTitle, minutes: options.minutes,
                    files: options.files)
                let lesson = try NewLesson.plan(request, course: course, folder: options.folder)
                try lesson.write(into: options.folder)
                report = lesson.report(folder: options.folder)
            }
            for line in report { StandardOutput.line(line) }
            return .success
        } catch {
            // What the author typed does not fit the course: a usage error, with the help to read.
            switch error {
            case .needsOption, .numberOutOfRange, .noSuchLesson, .unknownFiles:
                throw UsageError(error.description, commandPath: "new lesson")
            default:
                throw error
            }
        }
    }
)

/// The options of `course new lesson`, checked.
private struct NewLessonOptions {
    var folder: String
    var number: Int
    var title: String?
    var project: String?
    var part: Int?
    var partTitle: String?
    var minutes: Int?
    var files: [String]?
    var refresh: Bool

    init(_ invocation: Invocation<NewLessonCommandOptions>) throws {
        folder = courseFolder(invocation)
        guard let number = invocation[\.number] else {
            throw UsageError("new lesson needs --number N, the lesson's number", commandPath: "new lesson")
        }
        self.number = number
        title = invocation[\.title]
        project = invocation[\.project]
        part = invocation[\.part]
        partTitle = invocation[\.partTitle]
        minutes = invocation[\.minutes]
        let listed = invocation[\.files].flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        files = invocation.given(\.files) == nil ? nil : listed
        refresh = invocation[\.refreshStart]
        if !refresh, title == nil {
            throw UsageError("new lesson needs --title \"…\", the lesson's title", commandPath: "new lesson")
        }
        if partTitle != nil, part == nil {
            throw UsageError("--part-title goes with --part N, the part it names", commandPath: "new lesson")
        }
        if files?.isEmpty == true {
            throw UsageError("--files needs at least one file of the project", commandPath: "new lesson")
        }
    }
}
