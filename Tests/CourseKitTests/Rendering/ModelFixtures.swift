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

    static func card(_ id: String, _ kind: Flashcard.Kind, topic: String, prompt: Content, answer: Content) -> Flashcard
    {
        Flashcard(id: id, kind: kind, topic: topic, title: "", prompt: prompt, answer: answer, location: here)
    }

    static func lesson(
        title: String = "Handing things down", steps: [Step] = [], cards: [Flashcard] = [],
        questions: [Question] = [], intro: [LessonSection] = []
    ) -> Lesson {
        Lesson(
            file: "Content/lesson-19/lesson.md", number: 19, title: title, subtitle: "The environment",
            part: 6, partTitle: "State and data flow", minutes: 80, project: "Trips", startFolder: "start",
            promised: PromisedCounts(cards: cards.count, syntaxCards: 0, trickCards: 0, questions: questions.count),
            intro: intro, steps: steps,
            closing: [
                LessonSection(title: "Flash cards", role: .cards, content: Content(), location: here),
                LessonSection(
                    title: "Edge cases and tricky questions", role: .questions, content: Content(), location: here),
            ],
            cards: cards, questions: questions)
    }

    static func course(_ lessons: [Lesson], title: String = "SwiftUI, one app at a time") -> Course {
        Course(id: "swiftui-course", title: title, lessonCount: 57, lessonFiles: [], lessons: lessons, location: here)
    }
}

extension ModelFixtures {
    /// One of everything the page shows: intro facts, every change kind, output snippets, a
    /// screenshot, lists, raw `<details>` and `<kbd>`, cards of both kinds, a question with sources.
    static var richCourse: Course {
        let prose = ContentBlock.prose(
            Prose(
                markdown: "",
                node: node(
                    .document,
                    [
                        node(
                            .paragraph,
                            [
                                text("Run it ("), node(.inlineHTML("<kbd>")), text("⌘R"), node(.inlineHTML("</kbd>")),
                                text(") and read "), node(.code("@Environment")), text(" — "),
                                node(.link(destination: "https://developer.apple.com", title: "Apple"), [text("docs")]),
                            ]),
                        node(
                            .list(.init(isOrdered: true, start: 1, delimiter: ".", isTight: true)),
                            [
                                node(.item, [node(.paragraph, [text("Open "), node(.strong, [text("Trips")])])]),
                                node(.item, [node(.paragraph, [node(.emphasis, [text("Build")])])]),
                            ]),
                        node(.htmlBlock(literal: "<details><summary>More</summary>\n")),
                        node(.paragraph, [text("Inside the details.")]),
                        node(.htmlBlock(literal: "</details>\n")),
                        node(.heading(level: 3, isSetext: false), [text("A sub-heading")]),
                        node(.codeBlock(info: "swift", literal: "let x = 1\n", isFenced: true)),
                    ]), location: here))
        let append = CodeChange(
            kind: .append, file: "Trips/Styles.swift", language: "swift",
            code: "extension EnvironmentValues {\n    @Entry var highlight: Color = .yellow\n}\n",
            location: here, codeLocation: here)
        let create = CodeChange(
            kind: .create, file: "Trips/SampleStore.swift", language: "swift",
            code: "import SwiftUI\n\nstruct SampleStore: PreviewModifier {}\n", location: here, codeLocation: here)
        let edit = CodeChange(
            kind: .edit, file: "Trips/TripsApp.swift", language: "diff", code: "",
            hunks: [
                DiffHunk(
                    lines: [
                        DiffLine(.context, "        WindowGroup {"),
                        DiffLine(.removed, "            ContentView(store: store)"),
                        DiffLine(.added, "            ContentView()"),
                        DiffLine(.added, "                .environment(store)"),
                    ], location: here),
                DiffHunk(lines: [DiffLine(.context, "}"), DiffLine(.added, "// end")], location: here),
            ],
            location: here, codeLocation: here)
        let console = ContentBlock.snippet(
            Snippet(language: "console", code: "Saving 4 trips\n", check: .none, location: here, codeLocation: here))
        let compiler = ContentBlock.snippet(
            Snippet(
                language: "compiler", code: "missing argument for parameter 'store' in call\n",
                check: .none, location: here, codeLocation: here))
        let shot = ContentBlock.screenshot(
            Screenshot(caption: "The tiles squeezed into a row (iPhone 17, iOS 27.0)", markdown: "", location: here))
        let steps = [
            Step(
                number: 1, title: "Open your project", titleMarkdown: "Open your project",
                content: content(prose, shot), location: here),
            Step(
                number: 2, title: "A value", titleMarkdown: "A value of your own",
                content: content(
                    .change(append), .change(create),
                    .change(LessonPageTests.replaceChange), .change(edit), console, compiler), location: here),
        ]
        let cards = [
            card(
                "env-read", .syntax, topic: "Environment", prompt: content(paragraph(text("Read the color scheme."))),
                answer: content(
                    swift("@Environment(\\.colorScheme) private var colorScheme\n"), paragraph(text("A key path.")))),
            card(
                "sheet", .trick, topic: "Objects",
                prompt: content(
                    paragraph(text("Does the sheet see it?")),
                    swift("Text(\"x\")\n    .sheet(isPresented: $shown) { Child() }\n")),
                answer: content(paragraph(text("Yes.")))),
        ]
        let question = Question(
            id: "forgotten-store", number: 1, title: "what the compiler can check",
            titleMarkdown: "what the compiler can check", question: content(paragraph(text("What happens?"))),
            answer: content(paragraph(text("It stops.")), console),
            sources: [
                Source(
                    title: "Environment", url: "https://developer.apple.com/documentation/swiftui/environment",
                    note: "— Apple's reference", location: here)
            ],
            sourcesNote: content(paragraph(text("Apple: \"If the object isn’t available…\""))), location: here)
        let intro = [
            LessonSection(
                title: "You will build", role: .prose, content: content(paragraph(text("Summary tiles."))),
                location: here),
            LessonSection(
                title: "Why", role: .prose, content: content(paragraph(text("Some things every view needs."))),
                location: here),
        ]
        return course([lesson(steps: steps, cards: cards, questions: [question], intro: intro)])
    }
}
