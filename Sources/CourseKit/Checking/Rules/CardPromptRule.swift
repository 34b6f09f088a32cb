/// Card prompts: every card and question asks something in front of its answer.
///
/// Every flashcard has a prompt, and every edge-case question a question, in front of its
/// `<details>` answer.
///
/// Check: an empty prompt is an error at the card's heading (unless the reader reported it).
struct CardPromptRule: CheckRule {
    let id = Diagnostic.Rule.cardPrompt
    let summary = "every flashcard has a prompt and every edge-case question a question"

    func check(_ context: CheckContext) -> [Diagnostic] {
        guard let course = context.course else { return [] }
        let reported = ReportedPlaces(context.readerDiagnostics, rule: .missingPrompt, course: course)
        let empty =
            course.cards.filter { $0.prompt.isEmpty }.map { ("card '\($0.id)'", $0.location) }
            + course.questions.filter { $0.question.isEmpty }.map { ("question '\($0.id)'", $0.location) }
        return empty.filter { !reported.covers($0.1) }.map { name, location in
            error(
                "\(name) has no prompt", at: location,
                hint: "write the prompt between the heading's comment and <details>")
        }
    }
}
