/// Type-check complete (`--typecheck`): every Swift snippet and every step's project was
/// type-checked. Without the option, what could not be is only counted in the summary.
///
/// Check: each snippet left out is an error at the snippet, with the reason; each lesson whose
/// later steps could not be replayed is an error at the lesson.
struct TypecheckCompleteRule: CheckRule {
    let id = Diagnostic.Rule.typecheckComplete
    let summary = "with --typecheck: every Swift snippet and every step's project was type-checked"

    func check(_ context: CheckContext) -> [Diagnostic] {
        guard context.typecheck == .strict else { return [] }
        var diagnostics: [Diagnostic] = context.snippets.compactMap { checked in
            guard case .notRun(let reason)? = checked.typecheck else { return nil }
            return error(
                "\(checked.owner.description): this snippet could not be type-checked (\(reason))",
                at: checked.snippet.location,
                hint:
                    "make it whole or give it what it uses (docs/checks.md, \"What is type-checked\"), or mark it check=none with a reason"
            )
        }
        for (index, replay) in context.replays.enumerated() where index < context.checkedSteps.count {
            let checked = Set(context.checkedSteps[index])
            let missing = ([0] + replay.lesson.steps.map(\.number)).filter { !checked.contains($0) }
            if let first = missing.first {
                diagnostics.append(
                    error(
                        "steps from \(first == 0 ? "the start" : "step \(first)") on could not be type-checked: the project did not replay",
                        at: SourceLocation(file: replay.lesson.file, line: 1, column: 1),
                        hint: "fix the code change that does not apply (change-applies)"))
            }
        }
        return diagnostics
    }
}
