import Testing

@testable import CourseKit

/// `Fixtures/Format/complete`: every construct of the format, read into the model.
@Suite("Reading a lesson that uses every construct")
struct CompleteLessonTests {
    let reading: CourseReading
    var lesson: Lesson { reading.course.lessons[0] }

    init() throws {
        reading = try FormatFixtures.complete()
    }

    @Test func readsWithoutProblems() {
        #expect(reading.diagnostics.map(\.description) == [])
    }

    @Test func manifest() {
        let course = reading.course
        #expect(course.id == "fixture-course")
        #expect(course.title == "A fixture course")
        #expect(course.lessonCount == 3)
        #expect(course.lessonFiles == ["lesson-1/lesson.md"])
        #expect(course.lessons.count == 1)
    }

    @Test func frontMatter() {
        #expect(lesson.number == 1)
        #expect(lesson.title == "Counting")
        #expect(lesson.subtitle == "State in one view")
        #expect(lesson.part == 1 && lesson.partTitle == "First steps")
        #expect(lesson.minutes == 20)
        #expect(lesson.project == "Counter")
        #expect(lesson.startFolder == "start")
        #expect(lesson.startPath == FormatFixtures.path("complete/lesson-1/start"))
        #expect(lesson.promised == PromisedCounts(cards: 2, syntaxCards: 1, trickCards: 1, questions: 2))
        #expect(lesson.file.hasSuffix("complete/lesson-1/lesson.md"))
    }

    @Test func introAndClosingSections() {
        #expect(lesson.intro.map(\.title) == [nil, "You will build", "Why"])
        #expect(lesson.intro[0].content.markdown == "Lesson 1 of 3 · Part 1: First steps · about 20 minutes\n")
        #expect(lesson.intro[2].content.markdown == "Every app keeps *some* state.\n")
        #expect(lesson.intro[2].location.line == 24)
        #expect(lesson.closing.map(\.title) == ["What you built", "Flashcards", "Edge cases and tricky questions"])
        #expect(lesson.closing.map(\.role) == [.prose, .cards, .questions])
        #expect(lesson.closing[1].content.markdown == "Two cards for this lesson.\n")
    }

    @Test func stepsWithNestedSnippetsAndScreenshots() throws {
        #expect(lesson.steps.map(\.number) == [1, 2])
        #expect(lesson.steps.map(\.title) == ["Open your project", "Change the Counter"])
        #expect(lesson.steps[1].titleMarkdown == "Change the `Counter`")
        let first = lesson.steps[0].content
        #expect(first.blocks.count == 2)
        let nested = try #require(first.snippets.first)
        #expect(nested.check == .fragment && nested.context == .members)
        #expect(nested.code == "@State private var count = 0\n")
        #expect(nested.location.line == 33 && nested.location.column == 4)
        #expect(nested.codeLocation.line == 34)
        #expect(first.screenshots.map(\.caption) == ["The counter at zero (iPhone 17, iOS 27.0)"])
    }

    @Test func everyKindOfCodeChange() throws {
        let changes = lesson.changes
        #expect(changes.map(\.kind) == [.append, .create, .replace, .replace, .replace, .edit])
        #expect(
            changes.map(\.file) == [
                "App/Counter.swift", "App/Label.swift", "App/Counter.swift",
                "App/Counter.swift", "App/Counter.swift", "App/CounterApp.swift",
            ])
        #expect(changes[0].code.hasPrefix("#Preview(\"Large\") {\n"))
        #expect(changes[2].target == ChangeTarget(declaration: "struct Counter"))
        #expect(changes[2].target?.phrase == "the Counter struct")
        #expect(changes[3].target == ChangeTarget(previewPosition: 1))
        #expect(changes[4].target == ChangeTarget(previewName: "Dark"))
        #expect(changes[4].target?.phrase == "the “Dark” preview")
    }

    @Test func aDiffGivesBeforeAfterAndTheLinesChanged() throws {
        let replace = lesson.changes[2]
        let hunk = try #require(replace.hunks.first)
        #expect(replace.hunks.count == 1)
        #expect(
            hunk.before == """
                struct Counter: View {
                    @State private var count = 0

                    var body: some View {
                        Button("Count: \\(count)") { count += 1 }
                    }
                }

                """)
        #expect(hunk.after.contains("CountLabel(count: count)"))
        #expect(!hunk.after.contains("Button(\"Count"))
        #expect(hunk.lines.filter { $0.kind == .removed }.count == 1)
        #expect(hunk.lines.filter { $0.kind == .added }.count == 3)
        #expect(hunk.location.line == replace.codeLocation.line)
        #expect(replace.resultingCode == hunk.after)
    }

    @Test func hunksSplitAtAtAtLines() throws {
        let edit = lesson.changes[5]
        #expect(edit.hunks.count == 2)
        #expect(edit.hunks[0].before == "@main\nstruct CounterApp: App {\n")
        #expect(edit.hunks[0].after == "@main\nstruct CountingApp: App {\n")
        #expect(edit.hunks[1].location.line == edit.codeLocation.line + 4)
        #expect(edit.hunks[1].after.contains(".padding()"))
    }

    @Test func snippetsAndTheirChecks() {
        let snippets = lesson.steps[1].content.snippets
        #expect(snippets.map(\.language) == ["console", "swift", "compiler", "swift", "swift", "swift"])
        #expect(snippets.map(\.check) == [.none, .fails, .none, .fails, .none, .file])
        #expect(snippets[0].isOutput && !snippets[1].isOutput)
        #expect(snippets[1].expectedMessages == ["cannot convert value of type 'String' to specified type 'Int'"])
        #expect(snippets[3].expectedMessages == ["cannot find 'missing' in scope"])
        #expect(snippets[4].reason == "pseudo-code")
    }

    @Test func flashcards() throws {
        #expect(lesson.cards.map(\.id) == ["state-declare", "state-init"])
        #expect(lesson.cards.map(\.kind) == [.syntax, .trick])
        #expect(lesson.cards.map(\.topic) == ["State", "State"])
        let syntax = lesson.cards[0]
        #expect(syntax.title == "Syntax · State")
        #expect(syntax.prompt.markdown == "Declare a count that the view owns and can change.\n")
        #expect(syntax.answer.snippets.map(\.code) == ["@State private var count = 0\n"])
        #expect(syntax.answer.screenshots.count == 1)
        #expect(syntax.answer.markdown.hasSuffix("`@State`, private, with an initial value.\n"))
        #expect(!syntax.answer.markdown.contains("details"))
        #expect(syntax.contentHash.count == 16)
        let trick = lesson.cards[1]
        #expect(trick.prompt.snippets.map(\.code) == ["Counter()\n"])
        #expect(trick.answer.markdown == "The same count: state lives as long as the view's identity.\n")
    }

    @Test func questionsWithSources() throws {
        #expect(lesson.questions.map(\.id) == ["state-in-init", "state-owner"])
        #expect(lesson.questions.map(\.number) == [1, 2])
        let first = lesson.questions[0]
        #expect(first.title == "state in init")
        #expect(first.titleMarkdown == "state in `init`")
        #expect(first.question.snippets.count == 1)
        #expect(first.answer.snippets.map(\.language) == ["console"])
        #expect(!first.answer.markdown.contains("Where this comes from"))
        #expect(first.sources.map(\.title) == ["State", "Managing user interface state"])
        #expect(first.sources[0].url == "https://developer.apple.com/documentation/swiftui/state")
        #expect(first.sources[0].note == "— Apple's reference")
        #expect(first.sources[1].note == nil)
        #expect(first.sourcesNote?.markdown == "Apple: \"Declare state as private.\"\n")
        #expect(lesson.questions[1].sources.map(\.url) == ["https://developer.apple.com/documentation/swiftui/state"])
    }

    @Test func everySnippetWithItsOwner() {
        let owners = lesson.snippetsWithOwners.map(\.owner)
        #expect(owners.first == .step(number: 1))
        #expect(owners.contains(.card(id: "state-init")))
        #expect(owners.last == .question(id: "state-in-init"))
        #expect(owners.count == 1 + 6 + 2 + 2)
    }
}
