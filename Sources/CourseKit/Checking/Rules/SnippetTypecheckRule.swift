/// Snippet type-check: a whole-file snippet type-checks on its own (a module of its own).
///
/// A fragment type-checks in the context it parsed in, with its step's project (a step's fragment)
/// or the lesson's finished project (a card's, a question's). SwiftUI comes from the built-in
/// interface where the SDK lacks it. What cannot be type-checked is counted in the summary, with
/// why.
///
/// Check: each type-checker error is reported at the lesson's own line and column.
struct SnippetTypecheckRule: CheckRule {
    let id = Diagnostic.Rule.snippetTypecheck
    let summary = "Swift snippets type-check: whole files on their own, fragments with their project"

    func check(_ context: CheckContext) -> [Diagnostic] {
        (context.compiled?.snippets ?? []).filter { $0.input.expectation == .compiles }.flatMap {
            checked -> [Diagnostic] in
            guard case .ran(let errors, _)? = checked.typecheck else { return [] }
            return errors.map { finding in
                error(
                    "\(checked.owner.description): \(finding.reported)", at: finding.location,
                    hint: InterfaceGap.hint(for: finding.message, at: finding.location, context: context)
                        ?? "fix the code, or mark it check=fails with the message it gives")
            }
        }
    }
}
