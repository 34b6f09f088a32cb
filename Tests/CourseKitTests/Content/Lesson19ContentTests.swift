import CourseKit
import Foundation
import Testing

/// The course that ships in `Content/`: lesson 19 must hold everything it promises its reader, and
/// keep the ids a learner's review history is filed under.
@Suite struct Lesson19ContentTests {
    /// `Content/` at the package root, found from this file so the test runs from any directory.
    static let contentFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Content
        .deletingLastPathComponent()  // CourseKitTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the package
        .appendingPathComponent("Content").path

    private func read() throws -> CourseReading {
        try CourseReader.read(folder: Self.contentFolder)
    }

    private func lesson19() throws -> Lesson {
        try #require(try read().course.lesson(number: 19))
    }

    @Test func theCourseReadsWithoutErrors() throws {
        let reading = try read()
        // No errors, and no warnings either: every source has a link.
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.description).joined(separator: "\n"))")
        #expect(reading.course.id == "swiftui-course")
        #expect(reading.course.lessonCount == 57)
        #expect(reading.course.lessons.map(\.number) == [19])
    }

    @Test func lesson19HoldsWhatItPromises() throws {
        let lesson = try lesson19()
        #expect(lesson.title == "Handing things down")
        #expect(lesson.part == 6 && lesson.partTitle == "State and data flow" && lesson.minutes == 80)
        #expect(lesson.intro.compactMap(\.title) == ["You will build", "Why"])
        #expect(lesson.steps.map(\.number) == [1, 2, 3, 4, 5, 6])
        #expect(lesson.cards.count == 21)
        #expect(lesson.cards.filter { $0.kind == .syntax }.count == 13)
        #expect(lesson.cards.filter { $0.kind == .trick }.count == 8)
        #expect(lesson.questions.count == 11)
        #expect(lesson.questions.map(\.number) == Array(1...11))
        #expect(lesson.promised.cards == lesson.cards.count)
        #expect(lesson.promised.syntaxCards == 13 && lesson.promised.trickCards == 8)
        #expect(lesson.promised.questions == lesson.questions.count)
    }

    /// The cards' and questions' sections tell the reader, in words, how many follow. Those numbers are
    /// typed by hand, so each must equal the front matter's promise (which `course check` holds to what
    /// the lesson really has): changing either one alone fails here.
    @Test func sectionIntrosStateTheFrontMatterCounts() throws {
        let lesson = try lesson19()
        let cards = try #require(lesson.closing.first { $0.role == .cards }).content.markdown
        let questions = try #require(lesson.closing.first { $0.role == .questions }).content.markdown
        #expect(try Self.statedCount(of: "cards", in: cards) == lesson.promised.cards)
        #expect(try Self.statedCount(of: "syntax cards", in: cards) == lesson.promised.syntaxCards)
        #expect(try Self.statedCount(of: "trick cards", in: cards) == lesson.promised.trickCards)
        #expect(try Self.statedCount(of: "questions", in: questions) == lesson.promised.questions)
        // One word for each: the cards' intro counts cards, and "questions" are the edge cases alone.
        #expect(cards.range(of: "question", options: .caseInsensitive) == nil, "\(cards)")
        #expect(questions.range(of: "card", options: .caseInsensitive) == nil, "\(questions)")
    }

    @Test func statedCountReadsTheNumberBeforeItsNoun() throws {
        let text = "Below are 21 cards: 13 syntax cards, and 8 trick\ncards."
        #expect(try Self.statedCount(of: "cards", in: text) == 21)
        #expect(try Self.statedCount(of: "syntax cards", in: text) == 13)
        #expect(try Self.statedCount(of: "trick cards", in: text) == 8)
        #expect(
            try Self.statedCount(of: "questions", in: "8 trick questions") == nil,
            "'trick questions' is not a count of questions")
        #expect(try Self.statedCount(of: "cards", in: "21 cards, or 20 cards") == nil, "two counts: no answer")
    }

    /// The number written just before `noun` ("21 cards"; a line break may sit between the words), when
    /// the text states exactly one such number; nil otherwise.
    static func statedCount(of noun: String, in text: String) throws -> Int? {
        let words = noun.split(separator: " ").joined(separator: "\\s+")
        let pattern = try Regex("(?:^|[^\\w.,])(\\d+)\\s+" + words + "\\b")
        let counts = text.matches(of: pattern).compactMap { match in match.output[1].substring.flatMap { Int($0) } }
        return counts.count == 1 ? counts[0] : nil
    }

    @Test func everyStepChangeIsThePagesChange() throws {
        let changes = try lesson19().changes
        let expected: [(CodeChange.Kind, String)] = [
            (.append, "TripSummary"), (.replace, "TripSummary"), (.append, "TripFacts"),
            (.append, "Styles"), (.replace, "Styles"), (.replace, "TripSummary"), (.replace, "PicturePicker"),
            (.replace, "FavoriteButton"), (.replace, "TripCard"), (.edit, "TripsApp"), (.replace, "ContentView"),
            (.edit, "TripsApp"), (.replace, "ContentView"), (.replace, "ContentView"), (.replace, "ContentView"),
            (.replace, "TripPlanner"), (.replace, "TripPlanner"), (.edit, "TripsApp"), (.create, "SampleStore"),
            (.replace, "TripPlanner"), (.replace, "ContentView"), (.replace, "ContentView"),
        ]
        #expect(changes.map(\.kind) == expected.map(\.0))
        #expect(changes.map(\.file) == expected.map { "Trips/\($0.1).swift" })
        for change in changes where change.kind.isDiff {
            #expect(
                !change.hunks.isEmpty && change.hunks.allSatisfy { $0.before != $0.after },
                "change at \(change.location) shows no edit")
        }
    }

    @Test func everyCardHasAPromptAndAnAnswer() throws {
        for card in try lesson19().cards {
            #expect(!card.prompt.markdown.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(card.id)")
            #expect(!card.answer.markdown.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(card.id)")
            #expect(!card.topic.isEmpty, "\(card.id)")
        }
    }

    @Test func everyQuestionHasAnAnswerAndSources() throws {
        for question in try lesson19().questions {
            #expect(!question.title.isEmpty, "\(question.id)")
            #expect(
                !question.question.markdown.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(question.id)")
            #expect(!question.answer.markdown.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(question.id)")
            #expect(!question.sources.isEmpty, "\(question.id) has no sources")
            #expect(question.sources.allSatisfy { !$0.title.isEmpty }, "\(question.id)")
        }
    }

    /// A learner's history is keyed by these ids: renaming one silently resets what they learned.
    @Test func idsStayAsPublished() throws {
        let lesson = try lesson19()
        #expect(
            lesson.cards.map(\.id) == [
                "env-read-color-scheme", "env-layout-by-text-size", "custom-entry-with-default",
                "custom-set-for-subtree",
                "custom-own-modifier", "objects-by-type", "objects-bindable-local", "objects-optional",
                "env-locale-for-one-view", "env-try-size-and-dark", "env-dismiss", "old-environment-object",
                "objects-preview-modifier", "trick-nearest-value-wins", "trick-preferred-color-scheme",
                "trick-environment-in-init", "trick-missing-object", "trick-entry-object-default",
                "trick-sheet-sees-outer-environment", "trick-sheet-inner-environment", "trick-which-readers-rerun",
            ])
        #expect(
            lesson.questions.map(\.id) == [
                "q-parameter-or-environment", "q-nearest-setting-wins", "q-dark-for-one-or-all",
                "q-environment-in-init",
                "q-entry-object-default", "q-closure-in-environment", "q-sheets-and-environment",
                "q-which-readers-rerun",
                "q-half-migrated", "q-preview-without-environment", "q-costly-preview-setup",
            ])
    }

    /// Every change replays on the starting project — the whole app as lesson 18 left it, the nine files
    /// the lesson changes among them — and the project ends as the lesson's last step leaves it: the store
    /// found by type, the highlight an environment value, one preview modifier that every preview of a
    /// store-reading view uses (step 6 converts them; none makes a store of its own).
    @Test func theChangesReplayOnTheStartingProject() throws {
        let lesson = try lesson19()
        let start = URL(fileURLWithPath: Self.contentFolder).appendingPathComponent("lesson-19/start")
        let startingFiles = try ProjectReplay.files(in: start)
        #expect(startingFiles.count == 17)
        let changed = Set(lesson.changes.map(\.file))
        #expect(
            changed.count == 10 && changed.subtracting(startingFiles.keys) == ["Trips/SampleStore.swift"],
            "the lesson changes nine files of the start folder and creates one")
        for name in ["Trip", "Trip+Samples", "TripDraft", "TripFilter", "TripStore", "FilterBar", "PhotoStrip", "Tile"]
        {
            #expect(
                startingFiles["Trips/\(name).swift"] != nil,
                "the start folder holds \(name).swift, which the lesson's code uses")
        }
        let end = try ProjectReplay.files(of: lesson, startingFiles: startingFiles)
        #expect(end.count == 18)
        let app = try #require(end["Trips/TripsApp.swift"])
        #expect(app.contains("ContentView()\n                .environment(store)\n"))
        #expect(!app.contains(".orange"))
        let contentView = try #require(end["Trips/ContentView.swift"])
        #expect(contentView.contains("@Environment(TripStore.self) private var store"))
        #expect(!contentView.contains("ContentView(store:"))
        let styles = try #require(end["Trips/Styles.swift"])
        #expect(styles.contains("@Entry var highlight: Color = .yellow"))
        #expect(!styles.contains("Color.yellow"))
        #expect(try #require(end["Trips/TripCard.swift"]).contains(".tint") == false)
        let planner = try #require(end["Trips/TripPlanner.swift"])
        #expect(planner.components(separatedBy: "#Preview").count - 1 == 1)
        #expect(planner.contains("#Preview(traits: .sampleStore) {\n    TripPlanner()\n}"))
        #expect(contentView.contains("#Preview(traits: .sampleStore) {\n    ContentView()\n}"))
        let landscape = "#Preview(\"Landscape\", traits: .landscapeLeft, .sampleStore) {\n    ContentView()\n}"
        #expect(contentView.contains(landscape))
        for (file, text) in end {
            #expect(!text.contains(".environment(TripStore())"), "\(file) still makes a store of its own")
        }
        #expect(end["Trips/SampleStore.swift"]?.contains("struct SampleStore: PreviewModifier") == true)
    }
}
