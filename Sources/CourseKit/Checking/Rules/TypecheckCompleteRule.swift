/// Type-check complete: every Swift snippet and every step's project was type-checked.
///
/// Check: with `--strict-typecheck`, each snippet left out is an error at the snippet, with the reason
/// (and the names nothing defines, when that is why); each lesson whose later steps could not be
/// replayed is an error at the lesson. Without it, a snippet left out because it uses names nothing
/// defines is a warning at the snippet, naming them (an author may have meant to declare them); the
/// other reasons are only counted in the summary.
struct TypecheckCompleteRule: CheckRule {
    let id = Diagnostic.Rule.typecheckComplete
    let summary =
        "every Swift snippet and every step's project was type-checked (with --strict-typecheck; a fragment using names nothing defines is a warning without it)"

    func check(_ context: CheckContext) -> [Diagnostic] {
        let strict = context.compiled?.typecheck?.isStrict == true
        let hint =
            "make it whole or give it what it uses (docs/checks.md, \"What is type-checked\"), or mark it check=none with a reason"
        var diagnostics: [Diagnostic] = (context.compiled?.snippets ?? []).compactMap { checked in
            guard case .notRun(let reason)? = checked.typecheck else { return nil }
            let names = checked.undefinedNames.map { "'\($0)'" }
            let missing = names.isEmpty ? "" : ": nothing defines \(names.joined(separator: ", "))"
            if strict {
                return error(
                    "\(checked.owner.description): this snippet could not be type-checked (\(reason))\(missing)",
                    at: checked.snippet.location, hint: hint)
            }
            guard !names.isEmpty else { return nil }
            return warning(
                "\(checked.owner.description): this snippet was not type-checked\(missing)",
                at: checked.snippet.location,
                hint:
                    "declare \(names.count == 1 ? "it" : "them") in a Swift file in the lesson's declarations/ folder, or in the project (docs/checks.md, \"What is type-checked\"); or mark the snippet check=none with a reason"
            )
        }
        guard strict else { return diagnostics }
        let checkedSteps = context.typechecked?.checkedSteps ?? []
        for (index, replay) in context.replays.enumerated() where index < checkedSteps.count {
            let checked = Set(checkedSteps[index])
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
