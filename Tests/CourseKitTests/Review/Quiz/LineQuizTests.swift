import CourseKit
import Foundation
import Testing

@Suite("Line-mode quiz: scripted input")
struct LineQuizTests {
    func run(_ items: [StudyItem], input: [String], scheduler: FakeStudyScheduler) throws -> (QuizOutcome, String) {
        let session = StudySession(
            items: items, scheduler: scheduler, day: StudySessionTests.day,
            clock: { StudySessionTests.start })
        var lines = input[...]
        var output = ""
        let quiz = LineQuiz(
            session: session,
            screen: QuizScreen(markdown: TerminalMarkdown(width: 60, usesColor: false)),
            readLine: { lines.popFirst() }, write: { output += $0 })
        return (try quiz.run(), output)
    }

    @Test func revealGradeAndFinish() throws {
        let scheduler = FakeStudyScheduler()
        let (outcome, output) = try run(
            [StudyItem.sample("a"), StudyItem.sample("b")],
            input: ["", "4", "", "easy"], scheduler: scheduler)
        #expect(outcome == .finished)
        #expect(scheduler.effective.map(\.rating) == [.easy, .easy])
        #expect(output.contains("Prompt of a") && output.contains("Answer of a"))
        #expect(output.contains("1 Again 1m · 2 Hard 6m · 3 Good 10m · 4 Easy 4d"))
        #expect(output.contains("Answered easy."))
    }

    @Test func badGradesAreAskedAgainAndEndOfInputQuitsKeepingAnswers() throws {
        let scheduler = FakeStudyScheduler()
        let (outcome, output) = try run(
            [StudyItem.sample("a"), StudyItem.sample("b")],
            input: ["", "5", "meh", "good", ""], scheduler: scheduler)
        #expect(outcome == .quit)
        #expect(output.components(separatedBy: "Answer with 1–4").count == 3)
        #expect(scheduler.effective.map(\.card) == ["a"])
    }

    @Test func undoShowsThePreviousItemAgain() throws {
        let scheduler = FakeStudyScheduler()
        let (outcome, output) = try run(
            [StudyItem.sample("a"), StudyItem.sample("b")],
            input: ["", "1", "u", "", "3", "q"], scheduler: scheduler)
        #expect(outcome == .quit)
        #expect(output.contains("Undid the last answer; showing a again."))
        #expect(scheduler.log.map(\.undone) == [true, false])
        #expect(scheduler.effective.map(\.rating) == [.good])
    }

    @Test func aQuestionTakesAPredictionShownWithTheAnswer() throws {
        let scheduler = FakeStudyScheduler()
        let (_, output) = try run(
            [StudyItem.sample("q1", kind: .question)], input: ["it prints 42", "good", "q"],
            scheduler: scheduler)
        #expect(output.contains("Question: title of q1"))
        #expect(output.contains("Your prediction: it prints 42"))
        #expect(scheduler.effective.first?.prediction == "it prints 42")
    }
}
