@testable import CourseKit

/// Small courses built in code, for the renderer's unit tests (the reader has its own fixtures).
enum ModelFixtures {
    static let here = SourceLocation(file: "lesson.md", line: 1, column: 1)
    static let range = SourceRange(start: .init(line: 1, column: 1), end: .init(line: 1, column: 1))

    static func node(_ kind: MarkdownNode.Kind, _ children: [MarkdownNode] = []) -> MarkdownNode {
        MarkdownNode(kind: kind, range: range, children: children)
    }

    static func paragraph(_ inlines: MarkdownNode...) -> ContentBlock {
        .prose(Prose(markdown: "", node: node(.paragraph, inlines), location: here))
    }

    static func text(_ text: String) -> MarkdownNode { node(.text(text)) }

    static func content(_ blocks: ContentBlock...) -> Content { Content(markdown: "x", location: here, blocks: blocks) }

    static func swift(_ code: String, check: Snippet.Check = .fragment) -> ContentBlock {
        .snippet(Snippet(language: "swift", code: code, check: check, location: here, codeLocation: here))
    }

    static func card(_ id: String, _ kind: Flashcard.Kind, topic: String, prompt: Content, answer: Content) -> Flashcard {
        Flashcard(id: id, kind: kind, topic: topic, title: "", prompt: prompt, answer: answer, location: here)
    }

    static func lesson(title: String = "Handing things down", steps: [Step] = [], cards: [Flashcard] = [],
                       questions: [Question] = [], intro: [LessonSection] = []) -> Lesson {
        Lesson(file: "Content/lesson-19/lesson.md", number: 19, title: title, subtitle: "The environment",
               part: 6, partTitle: "State and data flow", minutes: 80, project: "Trips", startFolder: "start",
               promised: PromisedCounts(cards: cards.count, syntaxCards: 0, trickCards: 0, questions: questions.count),
               intro: intro, steps: steps,
               closing: [LessonSection(title: "Flash cards", role: .cards, content: Content(), location: here),
                         LessonSection(title: "Edge cases and tricky questions", role: .questions, content: Content(), location: here)],
               cards: cards, questions: questions)
    }

    static func course(_ lessons: [Lesson], title: String = "SwiftUI, one app at a time") -> Course {
        Course(id: "swiftui-course", title: title, lessonCount: 57, lessonFiles: [], lessons: lessons, location: here)
    }
}
