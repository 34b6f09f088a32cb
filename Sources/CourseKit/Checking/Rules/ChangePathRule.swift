/// Change path: replaying a lesson can never read or touch anything outside the course.
///
/// A code change names a file inside the lesson's project folder — relative, without a `..`
/// component, not starting at `/` or `~` — and the start folder, links resolved, lies inside the
/// course folder.
///
/// Check: a path outside the project folder is an error at the change, and a start folder that
/// leads out of the course (a link pointing out) an error at its `start:` line — unless the reader
/// reported the path (`unsafe-path`) already.
struct ChangePathRule: CheckRule {
    let id = Diagnostic.Rule.changePath
    let summary =
        "every code change names a file inside the lesson's project folder, and no start folder leads out of the course"

    func check(_ context: CheckContext) -> [Diagnostic] {
        let reported = Set(context.readerDiagnostics.filter { $0.rule == .unsafePath }.map { Line($0.location) })
        var diagnostics: [Diagnostic] = []
        for replay in context.replays {
            if let problem = replay.startFolderLeavesCourse {
                let start = FrontMatterLines.location(of: "start", in: replay.lesson.file, context)
                if !reported.contains(Line(start)) {
                    diagnostics.append(
                        error(
                            problem.description, at: start,
                            hint: "keep the project's files inside the course folder (copies, not links)"))
                }
            }
            for failure in replay.failures where !reported.contains(Line(failure.change.location)) {
                guard case .pathOutsideProject(let path) = failure.failure else { continue }
                diagnostics.append(
                    error(
                        "'\(path)' is outside the project folder", at: failure.change.location,
                        hint: "name the file relative to the start folder, without '..': file=Trips/TripsApp.swift"))
            }
        }
        return diagnostics
    }

    /// A file and a line.
    ///
    /// The reader reports a path where its attribute or key is written, on the line of the fence or
    /// of `start:`.
    private struct Line: Hashable {
        var file: String
        var line: Int
        init(_ location: SourceLocation) {
            file = location.file
            line = location.line
        }
    }
}
