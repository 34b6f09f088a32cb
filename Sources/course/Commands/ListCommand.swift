import CourseKit
import Foundation

let listCommand = Command(
    name: "list",
    abstract: "List a course's lessons, steps, code changes, cards and questions.",
    arguments: [Argument(name: "PATH", help: "The course folder, holding course.md (default: ./Content).")],
    options: [.flag("--json", "Print the whole course as JSON (the shape is documented in docs/format.md).")],
    discussion: """
        Each lesson with its steps and their code changes, its flashcards and its edge-case
        questions, then the totals. Problems in the lessons go to standard error as
        path:line:column: error: message [rule], all of them, and the exit status is then 1.
        How to write a lesson: docs/format.md.
        """,
    run: { invocation in
        let folder = invocation.positional(0) ?? "Content"
        let reading: CourseReading
        do {
            reading = try CourseReader.read(folder: folder)
        } catch {
            writeToStandardError("course: error: \(error)\n")
            return ExitStatus.failure
        }
        if invocation.flag("--json") {
            FileHandle.standardOutput.write(try reading.course.jsonData())
            print()
        } else {
            print(reading.course.listing, terminator: "")
        }
        return reportDiagnostics(reading.diagnostics)
    }
)

/// Prints diagnostics to standard error with a count, and returns 1 when any is an error.
func reportDiagnostics(_ diagnostics: [Diagnostic]) -> Int32 {
    guard !diagnostics.isEmpty else { return ExitStatus.success }
    var text = diagnostics.map { $0.description + "\n" }.joined()
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.count - errors
    text += "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n"
    writeToStandardError(text)
    return errors > 0 ? ExitStatus.failure : ExitStatus.success
}
