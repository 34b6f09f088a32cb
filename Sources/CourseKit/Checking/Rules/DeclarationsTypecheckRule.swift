/// Declarations type-check: a lesson's `declarations/*.swift` type-check with its finished project.
///
/// The lesson's own declarations, which its fragments are type-checked with, type-check beside the
/// lesson's finished project.
///
/// Check: each error is reported once, at its line in the declarations file. Without this, a
/// mistake there would surface only as fragments that do not type-check, far from its cause.
struct DeclarationsTypecheckRule: CheckRule {
    let id = Diagnostic.Rule.declarationsTypecheck
    let summary = "a lesson's declarations/ files type-check beside its finished project"

    func check(_ context: CheckContext) -> [Diagnostic] {
        var seen = Set<String>()
        return (context.typechecked?.declarations ?? []).flatMap { findings -> [Diagnostic] in
            findings.compactMap { finding -> Diagnostic? in
                guard finding.severity == .error,
                    seen.insert(
                        "\(finding.location.file):\(finding.location.line):\(finding.location.column) \(finding.message)"
                    ).inserted
                else { return nil }
                let hint =
                    InterfaceGap.hint(for: finding.message, at: finding.location, context: context)
                    ?? "the lesson's fragments are type-checked with these declarations, beside the lesson's finished project: "
                    + "fix the declaration, or declare what it needs here"
                return error(
                    "the lesson's declarations do not type-check: \(finding.reported)", at: finding.location, hint: hint
                )
            }
        }
    }
}
