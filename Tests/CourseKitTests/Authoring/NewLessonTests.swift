import Foundation
import Testing

@testable import CourseKit

/// `course new lesson` as library calls: the template, the manifest link, and what is taken from
/// the lessons before.
@Suite("New lesson: template, manifest link, defaults")
struct NewLessonTests {
    static let template = LessonTemplate(
        number: 5, title: "Counting down", part: 2, partTitle: "Output", minutes: 30,
        project: "Counter", previousLesson: 4)

    @Test func theTemplateReadsWithoutAProblemAndPromisesNothing() {
        let (lesson, diagnostics) = LessonReader.read(text: Self.template.text, file: "lesson-5/lesson.md")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(lesson.number == 5 && lesson.title == "Counting down" && lesson.project == "Counter")
        #expect(lesson.startFolder == "start")
        #expect(lesson.promised == PromisedCounts(cards: 0, syntaxCards: 0, trickCards: 0, questions: 0))
        #expect(lesson.steps.map(\.title) == ["Open your project"])
        #expect(lesson.intro.map(\.title) == ["You will build", "Why"])
        #expect(lesson.closing.map(\.title) == ["What you built", "Flashcards", "Edge cases and tricky questions"])
        #expect(lesson.cards.isEmpty && lesson.questions.isEmpty && lesson.snippetsWithOwners.isEmpty)
    }

    /// Taken out of their comments as the comments say, the examples are a card and a question.
    @Test func theCommentedOutExamplesAreACardAndAQuestionOnceUncommented() throws {
        var text = Self.template.text
        for intro in ["An example card", "An example question"] {
            let start = try #require(text.range(of: "<!--\n\(intro)"))
            let line = try #require(text.range(of: "\n\n", range: start.upperBound..<text.endIndex))
            text.removeSubrange(start.lowerBound..<line.upperBound)
            let end = try #require(text.range(of: "</details>\n-->", range: start.lowerBound..<text.endIndex))
            text.replaceSubrange(end, with: "</details>")
        }
        text = text.replacingOccurrences(of: "-- >", with: "-->")
            .replacingOccurrences(of: "cards: 0\nsyntax-cards: 0", with: "cards: 1\nsyntax-cards: 1")
            .replacingOccurrences(of: "questions: 0", with: "questions: 1")
        let (lesson, diagnostics) = LessonReader.read(text: text, file: "lesson-5/lesson.md")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(lesson.cards.map(\.id) == ["lesson-5-example"])
        #expect(lesson.questions.map(\.id) == ["lesson-5-example-question"])
        #expect(lesson.questions.first?.sources.count == 1)
    }

    @Test func aValueWithQuotesAtItsEndsIsQuotedInTheFrontMatter() {
        var template = Self.template
        template.title = "\"Quoted\" words"
        let (lesson, _) = LessonReader.read(text: template.text, file: "l.md")
        #expect(lesson.title == "\"Quoted\" words")
    }

    static let manifest = """
        ---
        id: c
        title: C
        lessons: 9
        ---

        # C

        ## Lessons

        1. [Lesson 2: Two](lesson-2/lesson.md)
           spread over two lines
        2. [Lesson 6: Six](lesson-6/lesson.md)

        More prose.

        """

    @Test(arguments: [
        (4, "after lesson 2", "   spread over two lines\n1. [Lesson 4: New \\[x\\]](lesson-4/lesson.md)\n2. [Lesson 6"),
        (1, "before lesson 2", "## Lessons\n\n1. [Lesson 1: New \\[x\\]](lesson-1/lesson.md)\n1. [Lesson 2"),
        (8, "after lesson 6", "(lesson-6/lesson.md)\n2. [Lesson 8: New \\[x\\]](lesson-8/lesson.md)\n\nMore prose."),
    ])
    func theLinkGoesInLessonOrderInTheListsStyle(_ number: Int, _ place: String, _ expected: String) {
        let numbers = ["lesson-2/lesson.md": 2, "lesson-6/lesson.md": 6]
        let result = ManifestLinks.inserting(
            number: number, title: "New [x]", path: "lesson-\(number)/lesson.md",
            into: Self.manifest, numbers: numbers)
        #expect(result.place == place)
        #expect(result.text.contains(expected), "\(result.text)")
        #expect(ManifestReader.lessonLinkItems(result.text).map(\.path).contains("lesson-\(number)/lesson.md"))
    }

    /// The manifest's lines keep their line ends, of whichever kind; the new line takes its
    /// neighbour's. (A "\r\n" manifest used to be one line here, and its lesson links past its end.)
    @Test(arguments: ["\r\n", "\r"])
    func theLinkGoesInAManifestWhateverEndsItsLines(_ end: String) {
        let numbers = ["lesson-2/lesson.md": 2, "lesson-6/lesson.md": 6]
        let manifest = Self.manifest.replacingOccurrences(of: "\n", with: end)
        let result = ManifestLinks.inserting(
            number: 4, title: "New", path: "lesson-4/lesson.md", into: manifest, numbers: numbers)
        #expect(result.place == "after lesson 2")
        #expect(
            result.text.contains(
                "   spread over two lines\(end)1. [Lesson 4: New](lesson-4/lesson.md)\(end)2. [Lesson 6"))
        #expect(!result.text.replacingOccurrences(of: end, with: "").contains("\n"))
        let atEnd = ManifestLinks.inserting(
            number: 1, title: "First", path: "lesson-1/lesson.md",
            into: "---\(end)id: c\(end)---\(end)\(end)Prose.", numbers: [:])
        #expect(
            atEnd.text
                == "---\(end)id: c\(end)---\(end)\(end)Prose.\(end)\(end)- [Lesson 1: First](lesson-1/lesson.md)\(end)")
    }

    @Test func aManifestWithoutLessonLinksGetsAListAtTheEnd() {
        let result = ManifestLinks.inserting(
            number: 1, title: "First", path: "lesson-1/lesson.md",
            into: "---\nid: c\n---\n\n# C\n\nProse.", numbers: [:])
        #expect(result.text == "---\nid: c\n---\n\n# C\n\nProse.\n\n- [Lesson 1: First](lesson-1/lesson.md)\n")
    }

    @Test func aNewPartTakesItsTitleFromAnEarlierLessonOfThatPartOrNeedsOne() throws {
        let folder = try ProjectChainTests.copy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let course = try CourseReader.read(folder: folder.path).course
        let samePart = try NewLesson.plan(.init(number: 5, title: "T", part: 1), course: course, folder: folder.path)
        #expect(samePart.template.partTitle == "First steps")
        #expect(samePart.template.minutes == 30)
        #expect(throws: AuthoringFailure.needsOption("--part-title", because: "no earlier lesson has part 3")) {
            try NewLesson.plan(.init(number: 5, title: "T", part: 3), course: course, folder: folder.path)
        }
        #expect(throws: AuthoringFailure.needsOption("--title", because: "a lesson has one")) {
            try NewLesson.plan(.init(number: 5, title: "  "), course: course, folder: folder.path)
        }
        #expect(throws: AuthoringFailure.lessonExists(number: 4, path: folder.path + "/lesson-4/lesson.md")) {
            try NewLesson.plan(.init(number: 4, title: "T"), course: course, folder: folder.path)
        }
        // Another project starts empty.
        let other = try NewLesson.plan(
            .init(number: 5, title: "T", project: "Stopwatch"), course: course, folder: folder.path)
        #expect(other.startFiles.isEmpty)
        #expect(other.template.previousLesson == nil)
        #expect(other.template.text.contains("Open the Stopwatch project.\n"))
    }
}
