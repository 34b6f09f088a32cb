/// Step type-check: the start project and the project after each step type-check as one module.
///
/// The project after a step is the start plus the changes up to it; each type-checks against the
/// interface (or the real SDK where there is one), with the course's build settings.
///
/// Check: an error on a line a code change wrote is reported at that line of the lesson; one on a
/// line of the start project's at that file's line, naming the step whose changes broke it. An
/// error that stays over several steps is reported once, at the first.
struct StepTypecheckRule: CheckRule {
    let id = Diagnostic.Rule.stepTypecheck
    let summary = "the start project and every step's project type-check"

    func check(_ context: CheckContext) -> [Diagnostic] {
        (context.typechecked?.steps ?? []).enumerated().flatMap { replayIndex, findings -> [Diagnostic] in
            let replay = context.replays[replayIndex]
            var seen = Set<String>()
            var diagnostics: [Diagnostic] = []
            for item in findings.sorted(by: { $0.step < $1.step }) where item.finding.severity == .error {
                let finding = item.finding
                guard
                    seen.insert(
                        "\(finding.location.file):\(finding.location.line):\(finding.location.column) \(finding.message)"
                    ).inserted
                else { continue }
                let place = "\(item.path):\(finding.generatedLine):\(finding.generatedColumn)"
                let hint = InterfaceGap.hint(for: finding.message, at: finding.location, context: context)
                if let model = CoreDataCodegen.modelPath(ofGenerated: item.path) {
                    diagnostics.append(generatedCodeError(finding, model: model, step: item.step))
                } else if item.step == 0 {
                    diagnostics.append(
                        error(
                            "the start project does not type-check: \(finding.reported)", at: finding.location,
                            hint: hint ?? "fix the project in '\(replay.lesson.startPath)'"))
                } else if finding.location.file == replay.lesson.file {
                    diagnostics.append(
                        error(
                            "after step \(item.step), \(place) does not type-check: \(finding.reported)",
                            at: finding.location,
                            hint: hint
                                ?? (finding.isExact
                                    ? "the error is in this change's code"
                                    : "the error is outside the changed lines: check what this change replaces")))
                } else {
                    diagnostics.append(
                        error(
                            "after step \(item.step), \(place) does not type-check: \(finding.reported)",
                            at: finding.location,
                            hint: hint
                                ?? "this line of the start project is not changed by step \(item.step); a change of that step broke it"
                        ))
                }
            }
            return diagnostics
        }
    }

    /// An error in the Swift Xcode generates from a Core Data model, at the model's line it came from.
    private func generatedCodeError(_ finding: CompilationBatch.Finding, model: String, step: Int) -> Diagnostic {
        let when = step == 0 ? "in the start project" : "after step \(step)"
        var location = finding.location
        location.column = 1
        return error(
            "\(when), the code Xcode generates from the Core Data model '\(model)' does not type-check: \(finding.reported)",
            at: location,
            hint: "the error is in the class or properties generated from this line's entity, attribute or relationship"
        )
    }
}
