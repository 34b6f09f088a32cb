/// Counts: the numbers a lesson promises in its front matter are the numbers it holds.
///
/// Cards in total and by kind, questions: so that "21 cards" is never really 20.
///
/// Check: each front-matter count that differs from what the lesson holds is an error on its line.
struct CountsRule: CheckRule {
    let id = Diagnostic.Rule.counts
    let summary = "the cards (in total and by kind) and questions a lesson promises are the ones it holds"

    func check(_ context: CheckContext) -> [Diagnostic] {
        context.course?.lessons.flatMap { check($0, context) } ?? []
    }

    private func check(_ lesson: Lesson, _ context: CheckContext) -> [Diagnostic] {
        let counts: [(key: String, noun: String, promised: Int, held: Int)] = [
            ("cards", "cards", lesson.promised.cards, lesson.cards.count),
            ("syntax-cards", "syntax cards", lesson.promised.syntaxCards, lesson.cards(of: .syntax).count),
            ("trick-cards", "trick questions", lesson.promised.trickCards, lesson.cards(of: .trick).count),
            ("questions", "edge-case questions", lesson.promised.questions, lesson.questions.count),
        ]
        return counts.filter { $0.promised != $0.held }.map { count in
            error(
                "the lesson promises \(count.promised) \(count.noun) but holds \(count.held)",
                at: FrontMatterLines.location(of: count.key, in: lesson.file, context),
                hint: "write the missing ones, or make '\(count.key): \(count.held)' the promise")
        }
    }
}
