/// Snippet parse: every Swift snippet marked `check=file` or `check=fragment` parses.
///
/// All snippets of a run go through one `swiftc -parse`; fragments are tried in every context they
/// could live in (declarations, type members, statements, enum cases, switch cases), each part
/// between `…` lines on its own.
///
/// Check: each compiler error is reported at the lesson's own line and column.
struct SnippetParseRule: CheckRule {
    let id = Diagnostic.Rule.snippetParse
    let summary = "every Swift snippet parses (one swiftc -parse for the whole run), fragments in their context"

    func check(_ context: CheckContext) -> [Diagnostic] {
        (context.compiled?.snippets ?? []).filter { $0.input.expectation == .compiles }.flatMap { checked in
            checked.parseErrors.map { finding in
                error("\(checked.owner.description): \(finding.message)", at: finding.location, hint: hint(checked))
            }
        }
    }

    private func hint(_ checked: CheckedSnippet) -> String {
        if checked.input.form == .file {
            return "a check=file snippet is a whole file; mark part of one check=fragment"
        }
        let how = checked.parseContext.map { "read as \($0.phrase)" } ?? "read as a fragment"
        if checked.input.context != nil {
            return "\(how), as its context= says; fix the code or the context"
        }
        return "\(how), and no other context parses it either; mark elided code with a line "
            + "holding only '…', or say where it lives with context="
    }
}
