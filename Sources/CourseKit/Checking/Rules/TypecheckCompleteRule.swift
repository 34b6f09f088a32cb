/// Type-check complete: every Swift snippet and every step's project was type-checked.
///
/// Check: with `--strict-typecheck`, each snippet left out is an error at the snippet, with the reason
/// (and the names nothing defines, when that is why); each lesson whose later steps could not be
/// replayed is an error at the lesson. Without it, a snippet left out because it uses names nothing
/// defines is a warning at the snippet, naming them (an author may have meant to declare them); the
/// other reasons are only counted in the summary. What uses a module no interface declares is a
/// warning (an error with `--typecheck`) per module and file, at the first use, naming the module.
struct TypecheckCompleteRule: CheckRule {
    let id = Diagnostic.Rule.typecheckComplete
    let summary =
        "every Swift snippet and every step's project was type-checked (with --strict-typecheck; a fragment using names nothing defines is a warning without it)"

    func check(_ context: CheckContext) -> [Diagnostic] {
        let strict = context.compiled?.typecheck?.isStrict == true
        let hint =
            "make it whole or give it what it uses (docs/checks.md, \"What is type-checked\"), or mark it check=none with a reason"
        var diagnostics: [Diagnostic] = (context.compiled?.snippets ?? []).compactMap { checked in
            // Said by `withoutInterface`, with the module and its names.
            guard case .notRun(let reason)? = checked.typecheck,
                !TypecheckOutcome.Reason.isWithoutInterface(reason)
            else { return nil }
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
        diagnostics += withoutInterface(context, strict: strict)
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

    /// What was not type-checked because it uses a module no interface declares.
    ///
    /// `CompilationBatch.Finding.withoutInterface`, in the steps' projects, the lessons'
    /// declarations and the snippets: per module and file, at the first use, with the names.
    private func withoutInterface(_ context: CheckContext, strict: Bool) -> [Diagnostic] {
        guard let course = context.typechecked else { return [] }
        let findings =
            course.steps.flatMap { $0.map(\.finding) } + course.declarations.flatMap { $0 }
            + course.snippetsWithoutInterface
        var groups: [(module: String, first: SourceLocation, names: [String])] = []
        for finding in findings {
            guard let module = finding.withoutInterface, let name = NearName.undefinedName(in: finding.message)
            else { continue }
            let place = finding.location
            guard let index = groups.firstIndex(where: { $0.module == module && $0.first.file == place.file }) else {
                groups.append((module, place, [name]))
                continue
            }
            if !groups[index].names.contains(name) { groups[index].names.append(name) }
            if (place.line, place.column) < (groups[index].first.line, groups[index].first.column) {
                groups[index].first = place
            }
        }
        return groups.map { group in
            let names = group.names.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
            let more = group.names.count > 3 ? " and \(group.names.count - 3) more" : ""
            let message =
                "\(names)\(more) \(group.names.count == 1 ? "was" : "were") not type-checked: "
                + "there is no interface of '\(group.module)', which this code imports"
            let hint =
                "declare what the course uses of \(group.module) in a Swift file of "
                + "\(InterfaceGap.interfaceFolder(of: context.folder, module: group.module)) "
                + "(docs/checks.md, \"A course's own declarations\"); the code that does not use it was type-checked"
            return strict ? error(message, at: group.first, hint: hint) : warning(message, at: group.first, hint: hint)
        }
    }
}
