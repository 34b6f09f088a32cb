/// The sentences that introduce a lesson's cards and questions. Every number in them is counted
/// from the model at render time, so the page can never promise 21 cards and show 20.
enum CountSentences {
    static func cards(_ cards: [Flashcard]) -> String {
        let syntax = cards.filter { $0.kind == .syntax }.count
        let trick = cards.count - syntax
        let opening = "\(counted(cards.count, "card")) for this lesson, each labelled with its topic."
        let split: String
        switch (syntax, trick) {
        case (_, 0): split = syntax == 1 ? "It asks how you would write something." : "All ask how you would write something."
        case (0, _): split = trick == 1 ? "It is a trick question, written to catch a misunderstanding."
            : "All are trick questions, written to catch a misunderstanding."
        default:
            let verb = syntax == 1 ? "asks" : "ask"
            let rest = trick == 1 ? "the other is a trick question" : "the other \(trick) are trick questions"
            split = "\(syntax) \(verb) how you would write something; \(rest), written to catch a misunderstanding."
        }
        return "\(opening) \(split) Answer in your head first, then open the card."
    }

    static func questions(_ questions: [Question]) -> String {
        "\(counted(questions.count, "question")) of the kind an interviewer uses to find out whether you "
            + "really know this — the corners, the traps, and the things that changed recently. "
            + (questions.count == 1 ? "It has its source." : "Each has its source.")
            + " Say your answer aloud before you open it."
    }

    /// "1 card", "21 cards".
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
