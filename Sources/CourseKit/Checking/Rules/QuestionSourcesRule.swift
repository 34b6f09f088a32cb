/// Question sources: every edge-case question says where its answer comes from.
///
/// At least one source, a titled link.
///
/// Check: a question without sources, or a source without a title, is an error (unless the
/// reader already reported the missing list).
struct QuestionSourcesRule: CheckRule {
    let id = Diagnostic.Rule.questionSources
    let summary = "every edge-case question has at least one source, each a titled link"

    func check(_ context: CheckContext) -> [Diagnostic] {
        guard let course = context.course else { return [] }
        let reported = ReportedPlaces(context.readerDiagnostics, rule: .missingSources, course: course)
        var diagnostics: [Diagnostic] = []
        for question in course.questions {
            if question.sources.isEmpty && !reported.covers(question.location) {
                diagnostics.append(
                    error(
                        "question '\(question.id)' has no sources", at: question.location,
                        hint: "end its answer with 'Where this comes from:' and a list of links"))
            }
            for source in question.sources where source.title.trimmingCharacters(in: .whitespaces).isEmpty {
                diagnostics.append(
                    error(
                        "this source has no title", at: source.location,
                        hint: "write the link as [Title](https://…)"))
            }
        }
        return diagnostics
    }
}
