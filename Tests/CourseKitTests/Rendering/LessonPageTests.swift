import Foundation
import Testing

@testable import CourseKit

@Suite struct LessonPageTests {
    typealias F = ModelFixtures

    static let replaceChange = CodeChange(
        kind: .replace, file: "Trips/TripSummary.swift", language: "diff", code: "",
        target: ChangeTarget(declaration: "struct TripSummary"),
        hunks: [
            DiffHunk(
                lines: [
                    DiffLine(.context, "struct TripSummary: View {"),
                    DiffLine(.removed, "    let old = 1"),
                    DiffLine(.added, "    @Environment(\\.dynamicTypeSize) private var typeSize"),
                    DiffLine(.context, "}"),
                ], location: F.here)
        ],
        location: F.here, codeLocation: F.here)

    static func lessonWithCounts(syntax: Int, trick: Int) -> Lesson {
        let cards =
            (0..<syntax).map {
                F.card(
                    "s\($0)", .syntax, topic: "Environment", prompt: F.content(F.paragraph(F.text("p"))),
                    answer: F.content(F.paragraph(F.text("a"))))
            }
            + (0..<trick).map {
                F.card(
                    "t\($0)", .trick, topic: "Objects", prompt: F.content(F.paragraph(F.text("p"))),
                    answer: F.content(F.paragraph(F.text("a"))))
            }
        return F.lesson(cards: cards)
    }

    @Test func countsInTheIntroComeFromTheModel() {
        let html = LessonPage(course: F.course([]), lesson: Self.lessonWithCounts(syntax: 13, trick: 8)).html()
        #expect(
            html.contains(
                "21 cards for this lesson: 13 ask how you would write something; the other 8 are trick questions."))
        let one = LessonPage(course: F.course([]), lesson: Self.lessonWithCounts(syntax: 1, trick: 1)).html()
        #expect(
            one.contains(
                "2 cards for this lesson: 1 asks how you would write something; the other is a trick question."))
        let syntaxOnly = LessonPage(course: F.course([]), lesson: Self.lessonWithCounts(syntax: 3, trick: 0)).html()
        #expect(syntaxOnly.contains("3 cards for this lesson: all ask how you would write something."))
        #expect(html.components(separatedBy: "<details><summary>Answer</summary>").count == 22)
    }

    /// Lesson 19 states its counts in its own intros ("Below are 21 cards…"): the page says them once.
    @Test func anIntroThatStatesTheCountIsNotRepeated() {
        var lesson = Self.lessonWithCounts(syntax: 13, trick: 8)
        var intro = Content()
        intro.markdown = "Below are 21 cards, each named by its topic."
        lesson.closing[0].content = intro
        let html = LessonPage(course: F.course([]), lesson: lesson).html()
        #expect(!html.contains("for this lesson:"))
        // A number that is not the count, or only part of one, does not count as stating it.
        #expect(CountSentences.states(21, "card", in: "Below are 21 cards."))
        #expect(!CountSentences.states(1, "card", in: "Below are 21 cards."))
        #expect(!CountSentences.states(21, "card", in: "Below are 21 cardinal rules."))
        #expect(!CountSentences.states(20, "card", in: "Below are 21 cards."))
    }

    @Test func aReplaceShowsTheDiffSignedAndColouredThenTheResult() throws {
        let step = Step(
            number: 2, title: "A value", titleMarkdown: "A value", content: F.content(.change(Self.replaceChange)),
            location: F.here)
        let html = LessonPage(course: F.course([]), lesson: F.lesson(steps: [step])).html()
        #expect(
            html.contains("<figcaption><code>TripSummary.swift</code> — replace the TripSummary struct</figcaption>"))
        #expect(
            html.contains(
                "<del class=\"diff-del\"><span class=\"diff-sign\">-</span>    <span class=\"hl-keyword\">let</span> old = <span class=\"hl-number\">1</span></del>"
            ))
        #expect(
            html.contains(
                "<ins class=\"diff-ins\"><span class=\"diff-sign\">+</span>    <span class=\"hl-attribute\">@Environment</span>"
            ))
        let result = try #require(html.range(of: "— the result"))
        #expect(
            html[result.upperBound...].contains(
                "<span class=\"hl-keyword\">struct</span> <span class=\"hl-type\">TripSummary</span>"))
        #expect(!html[result.upperBound...].contains("old = "))
        #expect(html.contains("<span class=\"step-number\">Step 2</span>"))
    }

    @Test func questionsShowTheirAnswerAndSourcesAsLinks() {
        let question = Question(
            id: "forgotten-store", number: 1, title: "what the compiler can check",
            titleMarkdown: "what the compiler can check", question: F.content(F.paragraph(F.text("What happens?"))),
            answer: F.content(F.paragraph(F.text("It stops."))),
            sources: [
                Source(
                    title: "Environment", url: "https://developer.apple.com/documentation/swiftui/environment",
                    location: F.here),
                Source(title: "Senior iOS Interview Preparation (GitHub)", url: "", location: F.here),
            ],
            location: F.here)
        let html = LessonPage(course: F.course([]), lesson: F.lesson(questions: [question])).html()
        #expect(html.contains("Lesson 19 · question 1 of 1"))
        #expect(html.contains("<details><summary>Show the answer</summary>\n<p>It stops.</p>"))
        #expect(
            html.contains("<a href=\"https://developer.apple.com/documentation/swiftui/environment\">Environment</a>"))
        #expect(html.contains("1 question for this lesson, with its sources."))
        #expect(html.contains("<li>Senior iOS Interview Preparation (GitHub)</li>"))
    }
}
