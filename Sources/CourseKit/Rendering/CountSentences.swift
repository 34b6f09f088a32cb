/// The sentences that open a lesson's cards and questions sections. Every number in them is counted
/// from the model at render time, so the page can never promise 21 cards and show 20; the author's
/// own prose for the section follows them.
enum CountSentences {
    static func cards(_ cards: [Flashcard]) -> String {
        let syntax = cards.filter { $0.kind == .syntax }.count
        let trick = cards.count - syntax
        let opening = "\(counted(cards.count, "card")) for this lesson"
        switch (syntax, trick) {
        case (0, 0): return opening + "."
        case (_, 0): return opening + (syntax == 1 ? ": it asks" : ": all ask") + " how you would write something."
        case (0, _): return opening + (trick == 1 ? ": it is a trick question." : ": all are trick questions.")
        default:
            let verb = syntax == 1 ? "asks" : "ask"
            let rest = trick == 1 ? "the other is a trick question" : "the other \(trick) are trick questions"
            return "\(opening): \(syntax) \(verb) how you would write something; \(rest)."
        }
    }

    static func questions(_ questions: [Question]) -> String {
        "\(counted(questions.count, "question")) for this lesson, "
            + (questions.count == 1 ? "with its sources." : "each with its sources.")
    }

    /// "1 card", "21 cards".
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
