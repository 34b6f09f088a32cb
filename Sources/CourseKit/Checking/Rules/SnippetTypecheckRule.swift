/// Snippet type-check (`--typecheck`): a whole-file snippet whose imports this compiler's SDK has
/// (always those importing only Foundation or nothing; SwiftUI ones on macOS) type-checks in Swift 6
/// mode. Fragments and snippets needing a missing SDK are skipped and counted in the summary.
///
/// Check: each type-checker error is reported at the lesson's own line and column.
struct SnippetTypecheckRule: CheckRule {
    let id = Diagnostic.Rule.snippetTypecheck
    let summary = "with --typecheck: whole-file snippets whose imports are available type-check (Swift 6 mode)"

    func check(_ context: CheckContext) -> [Diagnostic] {
        context.snippets.filter { $0.input.expectation == .compiles }.flatMap { checked -> [Diagnostic] in
            guard case .ran(let errors, _)? = checked.typecheck else { return [] }
            return errors.map { finding in
                error("\(checked.owner.description): \(finding.message)", at: finding.location,
                      hint: "fix the code, or mark it check=fails with the message it gives")
            }
        }
    }
}
