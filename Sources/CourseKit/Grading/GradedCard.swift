/// The code a card is graded against (docs/quiz.md, "Answering by typing: how it is graded").
///
/// The first Swift snippet of its answer that `course check` type-checks as it stands
/// (`check=fragment` or `check=file`). A second such snippet is shown with the answer but not asked
/// for: the learner types the first. A snippet that must fail (`check=fails`) or is not checked
/// (`check=none`) is never the one.
package struct GradedCard: Sendable {
    package var id: String
    /// The lesson's index in the course.
    var lesson: Int
    package var snippet: Snippet
    /// The prompt's Markdown: the access modifiers it names are asked for.
    var prompt: String
    /// The answer's type-checked fragments, one after the other with a `…` between them.
    ///
    /// Where there are two or more (both halves of an answer, `.environment(store)` where the
    /// object is kept and `@Environment(TripStore.self)` in a view below): typed code that gives
    /// them all is the answer too. Nil for one.
    var allHalves: String?

    /// Why a card cannot be answered by typing.
    package enum Refusal: Error, Sendable, Equatable {
        /// No card or question has the id; the nearest id, if one is near.
        case unknownCard(id: String, nearest: String?)
        /// The card has no type-checked Swift in its answer, or the item is a question.
        ///
        /// No type-checked Swift: a trick card's prose, a snippet marked `check=fails` or
        /// `check=none`.
        case noCheckedCode(id: String, reason: String)
    }

    /// The course's cards that can be answered by typing, by id, and the rest with why not.
    static func all(in course: Course) -> (graded: [String: GradedCard], refused: [String: String]) {
        var graded: [String: GradedCard] = [:]
        var refused: [String: String] = [:]
        for (lessonIndex, lesson) in course.lessons.enumerated() {
            for card in lesson.cards where graded[card.id] == nil {
                let swift = card.answer.snippets.filter(\.isSwift)
                if let snippet = swift.first(where: { $0.check == .fragment || $0.check == .file }) {
                    let halves = swift.filter { $0.check == .fragment }
                    graded[card.id] = GradedCard(
                        id: card.id, lesson: lessonIndex, snippet: snippet, prompt: card.prompt.markdown,
                        allHalves: snippet.check == .fragment && halves.count > 1
                            ? halves.map(\.code).joined(separator: "\n…\n") : nil)
                } else if swift.isEmpty {
                    refused[card.id] = "card \(card.id)'s answer has no Swift code to type"
                } else {
                    refused[card.id] =
                        "card \(card.id)'s answer has no Swift code that course check type-checks "
                        + "(its snippets are marked \(Set(swift.map(\.check.rawValue)).sorted().map { "check=\($0)" }.joined(separator: ", ")))"
                }
            }
            for question in lesson.questions where refused[question.id] == nil && graded[question.id] == nil {
                refused[question.id] =
                    "\(question.id) is an edge-case question: its answer is a prediction, not code to type"
            }
        }
        return (graded, refused)
    }

    /// The gaps that can be typed (`card-id#N`).
    ///
    /// Each with its card as graded with the snippet that holds the gap (one that `course check`
    /// type-checks).
    static func gaps(in course: Course) -> [String: (gap: CodeGap, card: GradedCard)] {
        var gaps: [String: (gap: CodeGap, card: GradedCard)] = [:]
        for (lessonIndex, lesson) in course.lessons.enumerated() {
            for card in lesson.cards {
                for snippet in card.answer.snippets
                where snippet.isSwift && (snippet.check == .fragment || snippet.check == .file) {
                    for gap in snippet.gaps where gaps[gap.id] == nil {
                        gaps[gap.id] = (
                            gap,
                            GradedCard(id: card.id, lesson: lessonIndex, snippet: snippet, prompt: card.prompt.markdown)
                        )
                    }
                }
            }
        }
        return gaps
    }
}

extension GradedCard.Refusal: CustomStringConvertible {
    package var description: String {
        switch self {
        case .unknownCard(let id, let nearest):
            "no card has the id '\(id)'" + (nearest.map { "; did you mean '\($0)'?" } ?? "")
                + " (course list shows every card's id)"
        case .noCheckedCode(_, let reason):
            "\(reason); only a card whose answer has a snippet marked check=fragment or check=file can be graded"
        }
    }
}
