/// Ids: every card and question has an id, unique across the whole course (a learner's review
/// history is keyed by it), made of safe characters: letters, digits, `-`, `_`, `.`.
///
/// Check: a missing id, an id with other characters, and an id used a second time are errors (a
/// duplicate the reader already reported is not reported twice).
struct IdsRule: CheckRule {
    let id = Diagnostic.Rule.ids
    let summary = "every card and question has an id, unique across the course, of letters, digits, '-', '_', '.'"

    func check(_ context: CheckContext) -> [Diagnostic] {
        guard let course = context.course else { return [] }
        let reported = ReportedPlaces(context.readerDiagnostics, rules: [.duplicateID, .missingAttribute],
                                      items: course.cards.map(\.location) + course.questions.map(\.location))
        var firstUse: [String: SourceLocation] = [:]
        var diagnostics: [Diagnostic] = []
        let items = course.lessons.flatMap { lesson in
            lesson.cards.map { ("card", $0.id, $0.location) } + lesson.questions.map { ("question", $0.id, $0.location) }
        }
        for (noun, itemID, location) in items {
            let alreadyReported = reported.covers(location)
            if itemID.isEmpty {
                if !alreadyReported {
                    diagnostics.append(error("this \(noun) has no id", at: location,
                                             hint: "add id=… to its <!-- \(noun) … --> comment"))
                }
                continue
            }
            if let bad = itemID.unicodeScalars.first(where: { !Self.isSafe($0) }) {
                diagnostics.append(error("the id '\(itemID)' contains '\(bad)'", at: location,
                                         hint: "use only letters, digits, '-', '_' and '.'"))
            }
            if let first = firstUse[itemID] {
                if !alreadyReported {
                    diagnostics.append(error("the id '\(itemID)' is already used at \(first)", at: location,
                                             hint: "give this \(noun) an id of its own; never reuse one"))
                }
            } else {
                firstUse[itemID] = location
            }
        }
        return diagnostics
    }

    static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            || scalar == "-" || scalar == "_" || scalar == ".")
    }
}
