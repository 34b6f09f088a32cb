/// The sentences that open a lesson's cards and questions sections.
///
/// Every number in them is counted from the model at render time, so the page can never promise 21
/// cards and show 20; the author's own prose for the section follows them. An intro that already
/// states the count keeps the page from saying it twice (`states(_:_:in:)`).
enum CountSentences {
    static func cards(_ cards: [Flashcard]) -> String {
        let syntax = cards.filter { $0.kind == .syntax }.count
        let trick = cards.count - syntax
        let opening = "\(plural(cards.count, "card")) for this lesson"
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
        "\(plural(questions.count, "question")) for this lesson, "
            + (questions.count == 1 ? "with its sources." : "each with its sources.")
    }

    /// Whether `text` already says how many there are ("21 cards", "1 question"), as a whole word.
    static func states(_ count: Int, _ noun: String, in text: String) -> Bool {
        let phrase = plural(count, noun)
        var rest = text[...]
        while let range = rest.range(of: phrase) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if !(before?.isLetter ?? false || before?.isNumber ?? false), !(after?.isLetter ?? false) { return true }
            rest = text[range.upperBound...]
        }
        return false
    }
}
