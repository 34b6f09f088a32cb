/// Ids: every card and question has an id, unique across the course, of safe characters.
///
/// Unique across the whole course (a learner's review history is keyed by it), made of letters,
/// digits, `-`, `_`, `.`.
///
/// Check: a missing id, an id with other characters (or `.` or `..` alone), and an id used a second
/// time are errors — each unless the reader reported it already (`missing-attribute`, `bad-id`,
/// `duplicate-id`). The course's own id is held to the same rule.
struct IdsRule: CheckRule {
    let id = Diagnostic.Rule.ids
    let summary = "every card and question has an id, unique across the course, of letters, digits, '-', '_', '.'"

    func check(_ context: CheckContext) -> [Diagnostic] {
        guard let course = context.course else { return [] }
        let items = course.cards.map(\.location) + course.questions.map(\.location)
        let reported = ReportedPlaces(
            context.readerDiagnostics, rules: [.duplicateID, .missingAttribute], items: items)
        let badIDs = ReportedPlaces(context.readerDiagnostics, rules: [.badID], items: items)
        var firstUse: [String: SourceLocation] = [:]
        var diagnostics: [Diagnostic] = []
        let manifestReported = context.readerDiagnostics.contains {
            $0.rule == .badID && $0.location.file == course.location.file
        }
        if !course.id.isEmpty, !manifestReported, let problem = SafeName.problem(course.id) {
            diagnostics.append(
                error(
                    "the course's id '\(course.id)' \(problem)", at: course.location,
                    hint: "use only \(SafeName.allowed)"))
        }
        let named = course.lessons.flatMap { lesson in
            lesson.cards.map { ("card", $0.id, $0.location) }
                + lesson.questions.map { ("question", $0.id, $0.location) }
        }
        for (noun, itemID, location) in named {
            let alreadyReported = reported.covers(location)
            if itemID.isEmpty {
                if !alreadyReported {
                    diagnostics.append(
                        error(
                            "this \(noun) has no id", at: location,
                            hint: "add id=… to its <!-- \(noun) … --> comment"))
                }
                continue
            }
            if !badIDs.covers(location), let problem = SafeName.problem(itemID) {
                diagnostics.append(
                    error(
                        "the id '\(itemID)' \(problem)", at: location,
                        hint: "use only \(SafeName.allowed)"))
            }
            if let first = firstUse[itemID] {
                if !alreadyReported {
                    diagnostics.append(
                        error(
                            "the id '\(itemID)' is already used at \(first)", at: location,
                            hint: "give this \(noun) an id of its own; never reuse one"))
                }
            } else {
                firstUse[itemID] = location
            }
        }
        return diagnostics
    }
}
