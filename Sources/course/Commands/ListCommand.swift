import CourseKit
import Foundation

/// The options of `course list`.
struct ListOptions: OptionGroup {
    let json = SharedOptions.json("Print the whole course as JSON (the shape is documented in docs/format.md).")
}

let listCommand = Command(
    name: "list",
    abstract: "List a course's lessons, steps, code changes, cards and questions.",
    arguments: [
        coursePathArgument
    ],
    options: ListOptions.self,
    discussion: """
        Each lesson with its steps and their code changes, its flashcards and its edge-case
        questions, then the totals. Problems in the lessons go to standard error as
        path:line:column: error: message [rule], all of them, and the exit status is then 1.
        How to write a lesson: docs/format.md.
        """,
    run: { invocation in
        let place = coursePlace(invocation)
        var loaded = try CourseLoader.load(folder: place.folder, policy: .author)
        if let named = place.lessons(in: loaded.course) {
            // A lesson's file or folder: that lesson, and what is found in its files.
            let owns = Lesson.owner(of: named, courseFolder: place.folder)
            loaded.course.lessons = named
            loaded.diagnostics = loaded.diagnostics.filter { owns($0.location.file) }
        }
        if invocation[\.json] {
            StandardOutput.write(Array(try loaded.course.jsonData()))
            StandardOutput.line("")
        } else {
            StandardOutput.write(loaded.course.listing)
        }
        printDiagnostics(loaded.diagnostics, policy: loaded.policy)
        return loaded.hasErrors ? .problemsFound : .success
    }
)
