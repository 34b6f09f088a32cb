/// The text of a new lesson.
///
/// Front matter, the usual sections each with a one-line hint in an HTML comment (GitHub hides it),
/// and an example card and question commented out. It passes `course check` as it is: it promises
/// no cards, and its one step changes nothing yet.
package struct LessonTemplate: Sendable, Equatable {
    package var number: Int
    package var title: String
    package var part: Int
    package var partTitle: String
    package var minutes: Int
    package var project: String
    /// The written lesson of the same project it starts from, if any.
    package var previousLesson: Int?

    /// A template for lesson `number`.
    ///
    /// - Parameters:
    ///   - number: The lesson's number.
    ///   - title: Its title, for the front matter.
    ///   - part: The part it belongs to.
    ///   - partTitle: That part's title.
    ///   - minutes: How long the lesson takes, for the front matter.
    ///   - project: The project the lesson builds on.
    ///   - previousLesson: The written lesson of the same project it starts from, if any.
    package init(
        number: Int, title: String, part: Int, partTitle: String, minutes: Int, project: String,
        previousLesson: Int?
    ) {
        self.number = number
        self.title = title
        self.part = part
        self.partTitle = partTitle
        self.minutes = minutes
        self.project = project
        self.previousLesson = previousLesson
    }

    /// The start folder, relative to the lesson file.
    package static let startFolder = "start"

    package var text: String {
        let opening =
            previousLesson.map { "Open the \(project) project where lesson \($0) finished." }
            ?? "Open the \(project) project."
        let startHint =
            previousLesson.map { "The start folder holds \(project) as lesson \($0) left it" }
            ?? "Put \(project)'s files as this lesson starts in the start folder"
        return """
            ---
            lesson: \(number)
            title: \(Self.value(title))
            part: \(part)
            part-title: \(Self.value(partTitle))
            minutes: \(minutes)
            project: \(Self.value(project))
            start: \(Self.startFolder)
            cards: 0
            syntax-cards: 0
            trick-cards: 0
            questions: 0
            ---

            # Lesson \(number): \(title)

            ## You will build

            <!-- What the app does by the end of this lesson, in two or three sentences a learner can picture. -->

            ## Why

            <!-- The problem this lesson solves, and why the obvious way falls short. -->

            ## Step 1: Open your project

            <!-- \(startHint); each later step changes it with code-change blocks (docs/format.md, "Code changes"). -->

            \(opening)

            ## What you built

            <!-- A short recap: what changed in the app, and what each new idea was for. -->

            ## Flashcards

            <!-- Syntax cards (write the code) and trick questions (predict what happens); count them in cards, syntax-cards and trick-cards above. -->

            <!--
            An example card: copy it below this comment, take the space out of its "-- >", and count it in the front matter.

            ### Syntax · Topic
            <!-- card id=lesson-\(number)-example kind=syntax topic="Topic" -- >

            What the learner is asked to write.

            <details><summary>Answer</summary>

            ```swift check=fragment
            let answer = 42
            ```

            Why this is the answer.

            </details>
            -->

            ## Edge cases and tricky questions

            <!-- What an interviewer would ask, each answered with sources a learner can check; count them in questions above. -->

            <!--
            An example question: copy it below this comment, take the space out of its "-- >", and count it in the front matter.

            ### Question 1: a short title
            <!-- question id=lesson-\(number)-example-question -- >

            The question, with code when it needs some.

            <details><summary>Show the answer</summary>

            The answer.

            **Where this comes from:**

            - [The source's title](https://www.swift.org/documentation/)

            </details>
            -->

            """
    }

    /// A front-matter value; quoted when quotes at its ends would otherwise be taken off.
    static func value(_ text: String) -> String {
        text.hasPrefix("\"") || text.hasSuffix("\"") ? "\"\(text)\"" : text
    }
}
