/// Change parses: the start project parses, and so does every Swift file each step changed.
///
/// The lesson's start project, and after each step every Swift file it changed (all versions of all
/// lessons in the run's one `swiftc -parse`).
///
/// Check: an error on a line some change wrote (in this step or before) is reported at that line of
/// the lesson; one on a line of the start project's own at the step's last change to the file,
/// naming the file's line. A file that stays broken over
/// several steps is reported once. So is a Core Data model file that cannot be read (it is not XML,
/// or not a model Xcode could generate code from: `CoreDataCodegen`), at its line and column.
struct ChangeParsesRule: CheckRule {
    let id = Diagnostic.Rule.changeParses
    let summary = "the start project parses, and every Swift file still parses after each step"

    func check(_ context: CheckContext) -> [Diagnostic] {
        context.replays.flatMap { replay -> [Diagnostic] in
            var broken = Set<String>()
            var diagnostics: [Diagnostic] = []
            for version in replay.versions {
                let errors = version.findings.filter { $0.severity == .error }
                guard !errors.isEmpty else {
                    broken.remove(version.path)
                    continue
                }
                guard broken.insert(version.path).inserted else { continue }
                diagnostics += errors.map { message(for: $0, in: version, replay: replay) }
            }
            return diagnostics + replay.modelProblems.map { modelMessage($0.step, $0.problem, replay: replay) }
        }
    }

    /// A model file that cannot be read, at its line and column.
    private func modelMessage(_ step: Int?, _ problem: CoreDataCodegen.Problem, replay: LessonReplayRecord)
        -> Diagnostic
    {
        let location = SourceLocation(
            file: replay.lesson.startPath + "/" + problem.path, line: problem.problem.line,
            column: problem.problem.column)
        let what = step.map { "after step \($0), the Core Data model" } ?? "the start project's Core Data model"
        return error(
            "\(what) '\(problem.path)' cannot be read: \(problem.problem.message)", at: location,
            hint: "Xcode generates the entities' classes from this file; fix it in Xcode's model editor or by hand")
    }

    private func message(
        for finding: CompilationBatch.Finding, in version: LessonReplayRecord.FileVersion,
        replay: LessonReplayRecord
    ) -> Diagnostic {
        let place = "\(version.path):\(finding.generatedLine):\(finding.generatedColumn)"
        guard let step = version.step else {
            return error(
                "the start project does not parse: \(finding.message)", at: finding.location,
                hint: "fix the project in '\(replay.lesson.startPath)'")
        }
        if finding.isExact {
            return error(
                "after step \(step), \(place) does not parse: \(finding.message)", at: finding.location,
                hint: "the error is in this change's code")
        }
        return error(
            "after step \(step), \(place) does not parse: \(finding.message)", at: finding.location,
            hint: "the error is outside the changed lines: check what this change replaces")
    }
}
