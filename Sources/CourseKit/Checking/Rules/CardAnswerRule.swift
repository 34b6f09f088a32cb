/// Card answers: every flashcard and every edge-case question has an answer inside `<details>`.
///
/// Check: an empty answer is an error at the card's heading (unless the reader reported it).
struct CardAnswerRule: CheckRule {
    let id = Diagnostic.Rule.cardAnswer
    let summary = "every flashcard and every edge-case question has an answer"

    func check(_ context: CheckContext) -> [Diagnostic] {
        guard let course = context.course else { return [] }
        let reported = ReportedPlaces(context.readerDiagnostics, rule: .missingAnswer, course: course)
        let empty =
            course.cards.filter { $0.answer.isEmpty }.map { ("card '\($0.id)'", $0.location) }
            + course.questions.filter { $0.answer.isEmpty }.map { ("question '\($0.id)'", $0.location) }
        return empty.filter { !reported.covers($0.1) }.map { name, location in
            error(
                "\(name) has no answer", at: location,
                hint: "put the answer between '<details><summary>Answer</summary>' and '</details>'")
        }
    }
}
