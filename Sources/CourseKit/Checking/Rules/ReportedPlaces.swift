/// The cards and questions the reader already reported a problem of one kind for.
///
/// So a rule does not report it twice: a diagnostic belongs to the last card or question whose
/// heading precedes it.
struct ReportedPlaces {
    private var owners: Set<SourceLocation> = []

    init(_ diagnostics: [Diagnostic], rules: Set<Diagnostic.Rule>, items: [SourceLocation]) {
        let headings = Dictionary(grouping: items, by: \.file).mapValues { $0.sorted() }
        for diagnostic in diagnostics where diagnostic.rule.map(rules.contains) ?? false {
            if let owner = headings[diagnostic.location.file]?.last(where: { $0.line <= diagnostic.location.line }) {
                owners.insert(owner)
            }
        }
    }

    init(_ diagnostics: [Diagnostic], rule: Diagnostic.Rule, course: Course) {
        self.init(diagnostics, rules: [rule], items: course.cards.map(\.location) + course.questions.map(\.location))
    }

    func covers(_ item: SourceLocation) -> Bool { owners.contains(item) }
}
