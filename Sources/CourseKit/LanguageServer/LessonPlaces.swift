import Foundation

/// A lesson as the editor holds it, read for the requests about one place in it.
///
/// Which code change or card a line belongs to, and the project as the changes before leave it.
struct LessonPlaces: Sendable {
    let document: LanguageServer.Document
    let lesson: Lesson
    let lines: TextLines

    init(_ document: LanguageServer.Document) {
        self.document = document
        lesson = LessonReader.read(text: document.text, file: document.path).lesson
        lines = TextLines(document.text)
    }

    /// Every code change, with the 1-based lines its block spans (fence to closing fence).
    var changes: [(change: CodeChange, step: Int, lines: ClosedRange<Int>)] {
        lesson.steps.flatMap { step in
            step.changes.map { change in
                let codeLines =
                    change.code.isEmpty
                    ? 0 : LineEnds.count(in: change.code.utf8) + (change.code.hasSuffix("\n") ? 0 : 1)
                return (change, step.number, change.location.line...(change.codeLocation.line + codeLines))
            }
        }
    }

    /// The change whose block holds 1-based `line`.
    func change(at line: Int) -> (change: CodeChange, step: Int, lines: ClosedRange<Int>)? {
        changes.first { $0.lines.contains(line) }
    }

    /// The card whose heading or marker line is 1-based `line`.
    func card(at line: Int) -> Flashcard? {
        lesson.cards.first { card in
            (card.location.line...(card.location.line + 2)).contains(line)
                && (line == card.location.line || lines.lineText(line - 1).contains("card"))
        }
    }

    /// The sample project's files as the changes before `target` leave them, and what `target` does.
    ///
    /// The changes before it in lesson order; nil when there is no start folder to read. A change
    /// before it that does not apply is skipped, as `course check` reports it apart.
    func replay(through target: CodeChange) -> (
        before: [String: String], start: [String: String],
        applied: Result<ProjectReplay.Applied, ProjectReplay.Failure>?
    )? {
        guard let folder = document.courseFolder,
            ContainedPath.resolves(lesson.startPath, inside: folder)
        else { return nil }
        let startURL = URL(fileURLWithPath: lesson.startPath)
        guard let start = try? ProjectReplay.files(in: startURL, inside: URL(fileURLWithPath: folder)) else {
            return nil
        }
        let occupied = (try? ProjectReplay.occupiedPaths(in: startURL, inside: URL(fileURLWithPath: folder))) ?? .init()
        var replay = ProjectReplay(files: start, occupied: occupied)
        for change in lesson.changes {
            if change.location == target.location {
                let before = replay.files
                var applied: ProjectReplay.Applied?
                for edit in change.projectChanges {
                    do throws(ProjectReplay.Failure) {
                        applied = try replay.apply(edit)
                    } catch {
                        return (before, start, .failure(error))
                    }
                }
                return (
                    before, start,
                    applied.map {
                        .success(
                            ProjectReplay.Applied(
                                path: $0.path, before: before[$0.path], after: replay.files[$0.path] ?? $0.after,
                                newLines: $0.newLines))
                    }
                )
            }
            for edit in change.projectChanges { _ = try? replay.apply(edit) }
        }
        return nil
    }
}
