import CourseKit
import Foundation

let exportCommand = Command(
    name: "export",
    abstract: "Export a course's flashcards and questions for another app.",
    subcommands: [ankiExportCommand]
)

struct AnkiExportOptions: OptionGroup {
    let out: OptionKey<String?> = .path(
        "--out", "FILE", "the file to write, or - for standard output", .file,
        "The file to write (required): new, or an export written before; - writes to standard output.")
}

let ankiExportCommand = Command(
    name: "anki",
    abstract: "Write every card and question as an Anki text file (File ▸ Import in Anki).",
    arguments: [
        coursePathArgument
    ],
    options: AnkiExportOptions.self,
    discussion: """
        One note per card and per question (with its sources), note type Basic. Each lesson is a \
        deck under the course's ("Course::Lesson 19 …"); topic and kind are tags. The GUID comes \
        from the course id and the card id, so importing again after an edit updates the notes and \
        keeps their scheduling.
        """,
    run: { invocation in
        guard let out = invocation[\.out] else {
            throw UsageError(
                "export anki needs --out FILE (or --out - for standard output)", commandPath: "export anki")
        }
        let course = try loadCourse(courseFolder(invocation), .publisher).course
        let export = AnkiExport(course: course)
        let text = export.fileContents()
        if out == "-" {
            StandardOutput.write(Array(text.utf8))
            return .success
        }
        // Only a new file, or one this command wrote (it starts with the same header), is replaced.
        let header = Array(AnkiTextFile.contents(of: []).utf8)
        try CommandFailure.writing(to: out, option: "--out", own: "an export written before") {
            try Output.file(out, mark: header)
            try AtomicFile.write(Data(text.utf8), to: out)
        }
        StandardOutput.line("Wrote \(export.notes().count) notes to \(out): import it in Anki with File ▸ Import")
        return .success
    }
)
