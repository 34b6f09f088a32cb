/// Structure: everything the reader reports.
///
/// Malformed front matter, unknown attributes, cards without answers, unclosed fences… (the
/// reader's own rule ids are kept; see docs/format.md).
///
/// Check: each reader diagnostic is reported as it is, under its own rule id, or `structure`
/// when it has none.
struct StructureRule: CheckRule {
    let id = Diagnostic.Rule.structure
    let summary = "everything the lesson reader reports (malformed lessons), under the reader's own rule ids"

    func check(_ context: CheckContext) -> [Diagnostic] {
        context.readerDiagnostics.map { diagnostic in
            var diagnostic = diagnostic
            if diagnostic.rule == nil { diagnostic.rule = id }
            return diagnostic
        }
    }
}
