/// What `course quiz` and `course grade` say of code a learner typed as a card's answer.
///
/// One of a few verdicts, the compiler's messages placed in what was typed, and the tokens that
/// differ from the answer (docs/quiz.md, "Answering by typing").
package struct GradeResult: Sendable, Equatable, Codable {
    package enum Verdict: String, Sendable, Equatable, Codable, CaseIterable {
        /// The answer up to layout, with the compiler's word where the comparison needs it.
        ///
        /// Layout as `AnswerComparison`'s rules have it: whitespace, comments, names the learner
        /// declares, …; where that rests on dropped words (`self.`, an access modifier, `;`,
        /// `return`) or on what only the compiler knows (`Type.member` for `.member`, a type
        /// annotation), the compiler has accepted it too.
        case same
        /// Type-checks in the card's context, but is not the same as the answer.
        case compiles
        /// The compiler rejects it in the card's context.
        case error
        /// Not compiled (no Swift compiler to ask) and not the same as the answer.
        case different
    }

    /// A compiler message, at its line and column in what the learner typed.
    ///
    /// 1-based, never in a generated wrapper.
    package struct Message: Sendable, Equatable, Codable {
        package var line: Int
        package var column: Int
        /// `error`, `warning` or `note`.
        package var severity: String
        package var message: String

        package init(line: Int, column: Int, severity: String, message: String) {
            self.line = line
            self.column = column
            self.severity = severity
            self.message = message
        }
    }

    /// One run of tokens that differs.
    ///
    /// Where it is in the typed code and in the answer (nil on the side that lacks it), and its
    /// text on each side.
    package struct Difference: Sendable, Equatable, Codable {
        package struct Span: Sendable, Equatable, Codable {
            package var line: Int
            package var column: Int
            package var text: String

            package init(line: Int, column: Int, text: String) {
                self.line = line
                self.column = column
                self.text = text
            }
        }

        package var typed: Span?
        package var answer: Span?
        /// What kind of thing differs, in a line for a learner.
        ///
        /// For example "a different key path: `\\.a` where the answer has `\\.b`".
        package var what: String

        package init(typed: Span?, answer: Span?, what: String = "") {
            self.typed = typed
            self.answer = answer
            self.what = what
        }
    }

    package var verdict: Verdict
    /// False when no compiler was asked (none on PATH): the screen says "not compiled".
    package var compiled: Bool
    package var messages: [Message]
    package var differences: [Difference]

    package init(verdict: Verdict, compiled: Bool, messages: [Message] = [], differences: [Difference] = []) {
        self.verdict = verdict
        self.compiled = compiled
        self.messages = messages
        self.differences = differences
    }
}

/// What the quiz asks of a grader.
///
/// The quiz calls `prepare` when a card that can be typed is shown (the grader builds the card's
/// context in the background), and `grade` off its own thread when the learner submits;
/// `isCancelled` turns true when the learner skips the wait.
package protocol AnswerGrading: AnyObject, Sendable {
    /// The code the learner types for the item (its answer's checked Swift, `…` kept).
    ///
    /// Nil when the item cannot be answered by typing (no type-checked Swift in its answer).
    func answerCode(forItem id: String) -> String?
    /// Starts building the item's context in the background.
    ///
    /// A second call for the same item does nothing. Never blocks.
    func prepare(item id: String)
    /// Grades `typed` as the item's answer. Blocks while the compiler runs.
    func grade(item id: String, typed: String, isCancelled: @escaping @Sendable () -> Bool) -> GradeResult
}
