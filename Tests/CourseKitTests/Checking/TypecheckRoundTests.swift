import Foundation
import Testing

@testable import CourseKit

/// The type-check engine's rounds, each on canned compiler output (no `swiftc`): which runs a round
/// asks for from what the rounds before it found, and what it makes of what the compiler says.
@Suite("Type-check: the engine's rounds, on canned compiler output")
struct TypecheckRoundTests {
    // MARK: - A lesson to type-check

    static let lessonFile = "/course/lesson-1/lesson.md"

    /// A project whose one file declares `TripStore`, after `step`.
    static func project(step: Int) -> LessonReplayRecord.ProjectVersion {
        let text = "import SwiftUI\n\n@Observable final class TripStore {\n    var trips: [String] = []\n}\n"
        let origin = SourceLocation(file: "/course/lesson-1/start/App/TripStore.swift", line: 1, column: 1)
        return LessonReplayRecord.ProjectVersion(
            step: step,
            files: [
                LessonReplayRecord.ProjectFile(
                    path: "App/TripStore.swift", text: text,
                    lineMap: LineMap.block(at: origin, prefixLines: 0, lineCount: 6))
            ])
    }

    static let declarations = [
        TypecheckJob.File(
            name: "declarations/Extras.swift", text: "struct Extra {}\n",
            lineMap: LineMap.block(
                at: SourceLocation(file: "/course/lesson-1/declarations/Extras.swift", line: 1, column: 1),
                prefixLines: 0, lineCount: 2))
    ]

    /// Lesson 1 with two steps, both replayed, and declarations.
    static let lesson = TypecheckLesson(
        projects: [project(step: 0), project(step: 1), project(step: 2)], finished: project(step: 2),
        declarations: declarations)

    static func snippet(
        _ code: String, _ owner: SnippetOwner, line: Int, form: SnippetToCheck.Form = .fragment,
        expectation: SnippetToCheck.Expectation = .compiles, lesson: Int? = 0
    ) -> PlannedSnippet {
        PlannedSnippet(
            owner: owner, lesson: lesson,
            snippet: SnippetToCheck(
                code: code, location: SourceLocation(file: lessonFile, line: line, column: 1), form: form,
                expectation: expectation, context: nil))
    }

    static func progress(_ snippets: [PlannedSnippet], lesson: TypecheckLesson = lesson) -> TypecheckProgress {
        TypecheckProgress(.course(snippets, lessons: [lesson], projectBatch: CompilationBatch(), typechecks: true))
    }

    static func said(_ text: String, file: Int?, _ severity: CompilerMessage.Severity = .error) -> TypecheckJob.Message
    {
        TypecheckJob.Message(
            file: file,
            finding: CompilationBatch.Finding(
                severity: severity, message: text, location: SourceLocation(file: lessonFile, line: 9, column: 3),
                isExact: true, generatedLine: 9, generatedColumn: 3))
    }

    static func names(_ run: PlannedRun) -> [String] { run.job.files.map { ($0.isPrimary ? "*" : "") + $0.name } }

    static let cardFragment = snippet("@Environment(TripStore.self) private var store", .card(id: "env"), line: 40)
    static let stepFragment = snippet("@State private var store = TripStore()", .step(number: 1), line: 20)
    static let switchCases = snippet("case .all: true\ncase .none: false", .card(id: "cases"), line: 50)
    static let declaringFile = snippet(
        "import SwiftUI\n\nstruct Badge: View {\n    var body: some View { Text(\"1\") }\n}", .card(id: "badge"),
        line: 60, form: .file)
    static let otherDeclaringFile = snippet(
        "import SwiftUI\n\nstruct Badge: View {\n    var body: some View { Text(\"2\") }\n}", .question(id: "q"),
        line: 70, form: .file)
    static let topLevelFile = snippet("print(42)", .section(title: nil), line: 80, form: .file)
    static let elidedFailure = snippet(
        "struct TripStore {\n…\n}\nstruct Badge {\n    let count: Int = \"three\"\n}", .card(id: "fails"), line: 90,
        expectation: .fails(messages: ["cannot convert"]))

    // MARK: - The first runs

    @Test func aStepsFragmentGoesWithItsStepsProjectAndTheDeclarations() {
        let progress = Self.progress([Self.stepFragment, Self.cardFragment])
        let runs = TypecheckRound.stepProjects.next(progress).runs
        #expect(runs.count == 3, "a run per project version")
        #expect(runs.map(Self.names)[0] == ["project/App/TripStore.swift"])
        #expect(
            runs.map(Self.names)[1] == ["project/App/TripStore.swift", "fragment-0.swift", "declarations/Extras.swift"])
        #expect(runs[1].roles[0] == .project(lesson: 0, step: 1, path: "App/TripStore.swift"))
        #expect(runs[1].roles[1] == .snippet(0, .first(.fragment)))
    }

    @Test func aStepProjectsErrorsAreItsStepsAndItsFragmentsOnesAreTheFragments() {
        var progress = Self.progress([Self.stepFragment])
        let work = TypecheckRound.stepProjects.next(progress)
        work.record(
            &progress,
            RoundOutput(runs: [
                [], [Self.said("cannot find 'Trip' in scope", file: 0), Self.said("unused", file: 1, .warning)], [],
            ]))
        #expect(progress.course.checkedSteps == [[0, 1, 2]])
        #expect(progress.course.steps[0].map(\.step) == [1])
        #expect(progress.said(0).map(\.message) == ["unused"])
        #expect(progress.firstRun[0] == .fragment)
        #expect(progress.contextBroken == [0], "beside a project with an error of its own")
    }

    /// Issue 44, item 8: a new project's start folder is empty. Its versions have nothing for the
    /// compiler (no run), and each is type-checked as it is; a fragment of a step still gets its run.
    @Test func anEmptyProjectHasNoRunOfItsOwnAndEveryStepIsChecked() {
        let empty = TypecheckLesson(
            projects: [0, 1, 2].map { LessonReplayRecord.ProjectVersion(step: $0, files: []) },
            finished: LessonReplayRecord.ProjectVersion(step: 2, files: []))
        var progress = Self.progress([Self.stepFragment], lesson: empty)
        let work = TypecheckRound.stepProjects.next(progress)
        #expect(work.runs.map(Self.names) == [["fragment-0.swift"]], "no run for steps 0 and 2")
        work.record(&progress, RoundOutput(runs: [[]]))
        #expect(progress.course.checkedSteps == [[0, 1, 2]])
        #expect(progress.firstRun[0] == .fragment)
    }

    @Test func wholeFilesThatOnlyDeclareShareARunAndOthersGoAlone() {
        let progress = Self.progress([Self.declaringFile, Self.otherDeclaringFile, Self.topLevelFile])
        let runs = TypecheckRound.wholeFiles.next(progress).runs
        #expect(runs.map(Self.names) == [["main.swift"], ["snippet-0.swift", "snippet-1.swift"]])
        #expect(
            runs[1].roles == [
                .snippet(0, .first(.wholeFile(shared: true))), .snippet(1, .first(.wholeFile(shared: true))),
            ])
        #expect(runs[1].job.files[0].text.contains("fileprivate\nstruct Badge"))
    }

    @Test func theCardsFragmentsGoBesideTheFinishedProjectWithTheDeclarationsJudged() {
        var progress = Self.progress([Self.cardFragment, Self.switchCases, Self.stepFragment])
        let work = TypecheckRound.fragmentsBesideFinishedProject.next(progress)
        #expect(
            work.runs.map(Self.names) == [
                ["project/App/TripStore.swift", "*declarations/Extras.swift", "*fragment-0.swift"]
            ])
        #expect(work.runs[0].roles == [.context, .declarations(lesson: 0), .snippet(0, .first(.fragment))])
        work.record(
            &progress,
            RoundOutput(runs: [
                [
                    Self.said("ambiguous use of 'x'", file: 0), Self.said("'Extra' is wrong", file: 1),
                    Self.said("wrong", file: 2),
                ]
            ]))
        #expect(progress.course.declarations[0].map(\.message) == ["'Extra' is wrong"])
        #expect(progress.said(0).map(\.message) == ["wrong"])
        #expect(progress.outcomes[1] == .notRun(reason: TypecheckOutcome.Reason.switchCases))
        #expect(progress.course.steps[0].isEmpty, "the project's own errors are its steps' runs' to report")
    }

    @Test func withoutAFinishedProjectTheFragmentsGoAloneAndFailuresWithTheDeclarations() {
        let unfinished = TypecheckLesson(
            projects: [Self.project(step: 0)], finished: nil, declarations: Self.declarations, judgesDeclarations: false
        )
        let progress = Self.progress([Self.cardFragment, Self.elidedFailure], lesson: unfinished)
        let cards = TypecheckRound.fragmentsBesideFinishedProject.next(progress).runs
        #expect(cards.map(Self.names) == [["declarations/Extras.swift", "fragment-0.swift"]])
        #expect(cards[0].roles[0] == .context, "not judged: the project did not replay")
        let failures = TypecheckRound.failuresBesideFinishedProject.next(progress).runs
        #expect(failures.map(Self.names) == [["declarations/Extras.swift", "fragment-1.swift"]])
        #expect(failures[0].roles[1] == .snippet(1, .first(.failure(keptToItself: false))))
    }

    @Test func anElidedFailureThatDeclaresAFragmentsNameGoesWithTheOtherFailures() {
        let declaring = Self.snippet("struct TripStore {\n    var count = 0\n}", .card(id: "env"), line: 40)
        let progress = Self.progress([declaring, Self.elidedFailure])
        #expect(TypecheckRound.failuresWithFragments(0, of: progress).isEmpty)
        let runs = TypecheckRound.failuresBesideFinishedProject.next(progress).runs
        #expect(
            runs.map(Self.names) == [
                ["project/App/TripStore.swift", "*declarations/Extras.swift", "*fragment-1.swift"]
            ])
        #expect(runs[0].roles.last == .snippet(1, .first(.failure(keptToItself: true))))
        // Without the clash, it goes with the fragments.
        let apart = Self.progress([Self.cardFragment, Self.elidedFailure])
        #expect(TypecheckRound.failuresWithFragments(0, of: apart).map(\.index) == [1])
        #expect(TypecheckRound.failuresBesideFinishedProject.next(apart).runs.isEmpty)
    }

    // MARK: - Again

    /// The progress after the first runs: `firstRun` and what the compiler said about each.
    static func afterFirstRuns(
        _ snippets: [PlannedSnippet], _ firstRun: [Int: TypecheckProgress.FirstRun],
        said: [Int: [String]]
    ) -> TypecheckProgress {
        var progress = progress(snippets)
        progress.firstRun = firstRun
        for (index, texts) in said { progress.messages[index] = texts.map { Self.said($0, file: nil).finding } }
        return progress
    }

    @Test func aFragmentThatClashesGoesAgainBesideItsProjectAndItsMessagesAreThatRunsLastFiles() {
        var progress = Self.afterFirstRuns(
            [Self.cardFragment, Self.stepFragment], [0: .fragment, 1: .fragment],
            said: [0: ["invalid redeclaration of 'TripStore'"], 1: []])
        let work = TypecheckRound.againBesideProject.next(progress)
        #expect(
            work.runs.map(Self.names) == [
                ["project/App/TripStore.swift", "declarations/Extras.swift", "fragment-0.swift"]
            ])
        work.record(
            &progress, RoundOutput(runs: [[Self.said("in the project", file: 0), Self.said("its own", file: 2)]]))
        #expect(progress.said(0).map(\.message) == ["its own"])
        #expect(progress.wentAgain == [0])
    }

    @Test func aFailureKeptToItselfThatDoesNotSayItsMessageGoesAgain() {
        let progress = Self.afterFirstRuns(
            [Self.elidedFailure], [0: .failure(keptToItself: true)], said: [0: ["cannot find 'x' in scope"]])
        #expect(TypecheckRound.wentAgain(progress) == [0])
        let says = Self.afterFirstRuns(
            [Self.elidedFailure], [0: .failure(keptToItself: true)], said: [0: ["cannot convert value"]])
        #expect(TypecheckRound.wentAgain(says).isEmpty)
    }

    @Test func aFailureThatClashesWithTheProjectItselfGoesApartWithTheDeclarations() {
        var progress = Self.afterFirstRuns(
            [Self.elidedFailure], [0: .failure(keptToItself: false)],
            said: [0: ["invalid redeclaration of 'TripStore'"]])
        let file = progress.fragmentFile(0)
        progress.firstRuns = [
            PlannedRun(
                TypecheckJob(files: SnippetFiles.project(Self.project(step: 2)) + [file].compactMap { $0 }),
                roles: [.context, .snippet(0, .first(.failure(keptToItself: false)))])
        ]
        #expect(TypecheckRound.clashingWithProject([0], progress) == [0])
        #expect(TypecheckRound.againBesideProject.next(progress).runs.isEmpty)
        TypecheckRound.againBesideProject.next(progress).record(&progress, RoundOutput())
        let apart = TypecheckRound.failureApart.next(progress)
        #expect(apart.runs.map(Self.names) == [["declarations/Extras.swift", "fragment-0.swift"]])
    }

    @Test func aSharedWholeFileTheCompilerSaidAnythingAboutGoesAlone() {
        var progress = Self.afterFirstRuns(
            [Self.declaringFile, Self.otherDeclaringFile],
            [0: .wholeFile(shared: true), 1: .wholeFile(shared: true)],
            said: [0: ["cannot find 'tnt' in scope"], 1: []])
        let work = TypecheckRound.wholeFileAlone.next(progress)
        #expect(work.runs.map(Self.names) == [["main.swift"]])
        work.record(
            &progress, RoundOutput(runs: [[Self.said("alone", file: 0), Self.said("about no file", file: nil)]]))
        #expect(progress.said(0).map(\.message) == ["alone", "about no file"])
    }

    // MARK: - The verdicts

    static func classified(_ snippet: PlannedSnippet, _ first: TypecheckProgress.FirstRun, said: [String])
        -> TypecheckOutcome
    {
        var progress = afterFirstRuns([snippet], [0: first], said: [0: said])
        TypecheckRound.classify.next(progress).record(&progress, RoundOutput())
        return progress.outcomes[0]
    }

    @Test func aFragmentsOutcomeSaysWhyItWasNotTypeChecked() {
        let fragment = Self.cardFragment
        #expect(
            Self.classified(fragment, .fragment, said: ["invalid redeclaration of 'TripStore'"])
                == .notRun(reason: TypecheckOutcome.Reason.redeclares))
        #expect(
            Self.classified(fragment, .fragment, said: ["cannot find 'isShown' in scope"])
                == .notRun(reason: TypecheckOutcome.Reason.undefinedNames))
        #expect(
            Self.classified(fragment, .fragment, said: ["no such module 'UIKit'"])
                == .notRun(reason: TypecheckOutcome.Reason.missingModule("UIKit")))
        let misspelt = "cannot find 'TripStor' in scope; did you mean 'TripStore'?"
        guard
            case .ran(let errors, _) = Self.classified(
                fragment, .fragment, said: ["cannot find 'isShown' in scope", misspelt])
        else {
            Issue.record("a misspelling is an error")
            return
        }
        #expect(errors.map(\.message) == [misspelt])
        // A whole file's messages are its verdict.
        guard
            case .ran(let fileErrors, _) = Self.classified(
                Self.topLevelFile, .wholeFile(shared: false), said: ["cannot find 'x' in scope"])
        else {
            Issue.record("a whole file ran")
            return
        }
        #expect(fileErrors.count == 1)
    }

    @Test func aFragmentAcceptedBesideABrokenContextWasNotTypeChecked() {
        var progress = Self.afterFirstRuns([Self.cardFragment], [0: .fragment], said: [0: []])
        progress.contextBroken = [0]
        TypecheckRound.classify.next(progress).record(&progress, RoundOutput())
        #expect(progress.outcomes[0] == .notRun(reason: TypecheckOutcome.Reason.contextDidNotBuild))
    }

    @Test func aMisspellingOfAProjectNameIsMarked() {
        var progress = Self.afterFirstRuns(
            [Self.cardFragment], [0: .fragment], said: [0: ["cannot find 'TripStor' in scope"]])
        TypecheckRound.markMisspellings.next(progress).record(&progress, RoundOutput())
        #expect(progress.said(0).map(\.message) == ["cannot find 'TripStor' in scope; did you mean 'TripStore'?"])
    }

    // MARK: - One mistake, one error

    static func stepFinding(_ step: Int, _ message: String) -> TypecheckedCourse.StepFinding {
        TypecheckedCourse.StepFinding(step: step, path: "App/TripStore.swift", finding: said(message, file: 0).finding)
    }

    @Test func eachStepsAndEachSnippetsErrorsAreFoldedButAnExpectedFailures() {
        var progress = Self.afterFirstRuns(
            [Self.cardFragment, Self.elidedFailure], [0: .fragment, 1: .failure(keptToItself: true)],
            said: [
                0: ["cannot find type 'Tripp' in scope", "type 'Badge' does not conform to protocol 'View'"],
                1: ["cannot convert value", "cannot convert value"],
            ])
        progress.course.steps = [
            [
                Self.stepFinding(0, "cannot find type 'Strng' in scope"),
                Self.stepFinding(0, "type 'Trip' does not conform to protocol 'Hashable'"),
                Self.stepFinding(1, "cannot find type 'Strng' in scope"),
                Self.stepFinding(1, "extra argument 'x' in call"),
            ]
        ]
        TypecheckRound.foldConsequences.next(progress).record(&progress, RoundOutput())
        #expect(progress.course.steps[0].map(\.step) == [0, 1], "each step's own")
        #expect(progress.course.steps[0].map(\.finding.folded.count) == [1, 1])
        #expect(progress.said(0).map(\.message) == ["cannot find type 'Tripp' in scope"])
        #expect(progress.said(1).count == 2, "an expected failure's messages are compared with what it says")
    }

    /// A lesson with a change that did not apply: its fragments would be judged against a project
    /// without what the change adds.
    @Test func aLessonWhoseChangeDidNotApplyHasItsFragmentsLeftOut() {
        var unreplayed = TypecheckLesson(
            projects: [Self.project(step: 0)], finished: nil, declarations: Self.declarations, judgesDeclarations: false
        )
        unreplayed.replayFailed = true
        let progress = Self.progress([Self.cardFragment, Self.elidedFailure], lesson: unreplayed)
        #expect(TypecheckRound.fragmentsBesideFinishedProject.next(progress).runs.isEmpty)
        #expect(TypecheckRound.failuresBesideFinishedProject.next(progress).runs.isEmpty)
        #expect(progress.outcomes.allSatisfy { $0 == .notRun(reason: TypecheckOutcome.Reason.noProject) })
    }

    /// A project whose button's action hides its error behind a `return` (`ConsequencesTests.button`).
    static let buttonLesson: TypecheckLesson = {
        let origin = SourceLocation(file: "/course/lesson-1/start/App/ContentView.swift", line: 1, column: 1)
        let version = LessonReplayRecord.ProjectVersion(
            step: 0,
            files: [
                LessonReplayRecord.ProjectFile(
                    path: "App/ContentView.swift", text: ConsequencesTests.button,
                    lineMap: LineMap.block(at: origin, prefixLines: 0, lineCount: 10))
            ])
        return TypecheckLesson(projects: [version], finished: version)
    }()

    @Test func aStepWhoseErrorAReturnHidesGoesAgainWithTheClosurePlain() {
        var progress = Self.progress([], lesson: Self.buttonLesson)
        let first = TypecheckRound.stepProjects.next(progress)
        let hiding = TypecheckJob.Message(
            file: 0,
            finding: CompilationBatch.Finding(
                severity: .error,
                message: "cannot use explicit 'return' statement in the body of result builder 'ViewBuilder'",
                location: SourceLocation(file: "ContentView.swift", line: 4, column: 53), isExact: true,
                generatedLine: 4, generatedColumn: 53))
        first.record(&progress, RoundOutput(runs: [[Self.said("missing argument label 'action:'", file: 0), hiding]]))
        let again = TypecheckRound.hiddenByReturn.next(progress)
        #expect(again.runs.count == 1)
        #expect(again.runs.first?.job.files[0].text.contains("Button(\"Add\") { let _: () async -> Void = {\n") == true)
        // Still hidden: the first run's findings stand.
        var stillHidden = progress
        again.record(&stillHidden, RoundOutput(runs: [[hiding]]))
        #expect(stillHidden.course.steps[0].count == 2)
        again.record(&progress, RoundOutput(runs: [[Self.said("value of type 'Store' has no member 'fnd'", file: 0)]]))
        #expect(progress.course.steps[0].map(\.finding.message) == ["value of type 'Store' has no member 'fnd'"])
    }

    @Test func aFragmentWhoseErrorAReturnHidesGoesAloneWithTheClosurePlain() throws {
        let card = Self.snippet(ConsequencesTests.button, .card(id: "button"), line: 30)
        var progress = Self.progress([card])
        let first = TypecheckRound.fragmentsBesideFinishedProject.next(progress)
        let file = try #require(first.runs.first?.job.files.last)
        // Where the fragment's `return` is in its wrapped file.
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("else { return }") })
        let column = try #require(lines[line].range(of: "return")).lowerBound.utf16Offset(in: lines[line]) + 1
        let hiding = TypecheckJob.Message(
            file: 2,
            finding: CompilationBatch.Finding(
                severity: .error,
                message: "cannot use explicit 'return' statement in the body of result builder 'ViewBuilder'",
                location: SourceLocation(file: Self.lessonFile, line: 33, column: 53), isExact: true,
                generatedLine: line + 1, generatedColumn: column))
        first.record(&progress, RoundOutput(runs: [[Self.said("missing argument label 'action:'", file: 2), hiding]]))
        let again = TypecheckRound.hiddenByReturn.next(progress)
        #expect(again.runs.map(Self.names) == first.runs.map(Self.names))
        #expect(again.runs.first?.roles == [.context, .context, .snippet(0, .alone)])
        let text = try #require(again.runs.first?.job.files[2].text)
        #expect(text.contains("Button(\"Add\") { let _: () async -> Void = {\n"))
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == lines.count)
        // Still hidden: the first run's messages stand.
        var stillHidden = progress
        again.record(&stillHidden, RoundOutput(runs: [[hiding]]))
        #expect(stillHidden.said(0).count == 2)
        again.record(
            &progress,
            RoundOutput(runs: [
                [Self.said("in the project", file: 0), Self.said("value of type 'Store' has no member 'fnd'", file: 2)]
            ]))
        #expect(progress.said(0).map(\.message) == ["value of type 'Store' has no member 'fnd'"])
    }

    // MARK: - An answer

    /// An answer's progress: `code` typed as the last snippet of a lesson whose others are `others`.
    static func answerProgress(
        _ code: String, owner: SnippetOwner = .card(id: "env"), others: [PlannedSnippet] = []
    ) -> TypecheckProgress {
        let snippets = others + [snippet(code, owner, line: 1)]
        return TypecheckProgress(
            .answer(
                snippets, pieces: snippets.map { TypecheckProgress.likeliestPieces($0.snippet) },
                focus: snippets.count - 1, lesson: lesson))
    }

    /// A question's fragment that declares what the answer uses.
    static let declaringFragment = snippet(
        "struct TripCount: View {\n    var body: some View { Text(\"1\") }\n}", .question(id: "q"), line: 30)

    @Test func anAnswerGoesWhereItsSnippetIsWithTheOtherSnippetsOfItsRunAround() {
        var progress = Self.answerProgress("TripCount()", others: [Self.declaringFragment, Self.stepFragment])
        let work = TypecheckRound.answerWhereTheSnippetIs.next(progress)
        #expect(
            work.runs.map(Self.names) == [
                ["project/App/TripStore.swift", "declarations/Extras.swift", "fragment-0.swift", "*fragment-2.swift"]
            ])
        #expect(work.runs.first?.roles[2] == .snippet(0, .around(.fragment)))
        work.record(
            &progress,
            RoundOutput(runs: [
                [
                    Self.said("cannot convert value", file: 0), Self.said("note", file: 0, .warning),
                    Self.said("invalid redeclaration of 'TripCount'", file: 0), Self.said("the question's", file: 2),
                    Self.said("its own", file: 3),
                ]
            ]))
        // A clash that the compiler reports in the project is not the answer's (`course check` takes
        // it so: another snippet around it may be the one that clashes).
        #expect(progress.said(2).map(\.message) == ["cannot convert value", "its own"])
        #expect(progress.said(2)[0].location.line == 0, "an error about the project has no place in what was typed")
        #expect(progress.said(0).isEmpty, "the question's fragment is not judged")
        #expect(progress.firstRun == [2: .fragment])
        // A step's fragment goes with that step's project and fragments.
        let step = Self.answerProgress("@State private var store = TripStore()", owner: .step(number: 1))
        #expect(
            TypecheckRound.answerWhereTheSnippetIs.next(step).runs.map(Self.names) == [
                ["project/App/TripStore.swift", "*fragment-0.swift", "declarations/Extras.swift"]
            ])
    }

    @Test func anAnswerSeesOnlyTheSnippetsAroundItThatDeclareWhatItUses() {
        let extending = Self.snippet(
            "extension View {\n    func trimmed() -> some View { padding(2) }\n}", .card(id: "ext"), line: 35)
        let unrelated = Self.snippet("struct Badge {\n    var count = 0\n}", .card(id: "badge"), line: 37)
        let progress = Self.answerProgress(
            "TripCount()\n    .trimmed()", others: [Self.declaringFragment, extending, unrelated])
        let run = TypecheckRound.answerWhereTheSnippetIs.next(progress).runs.first
        #expect(
            run.map(Self.names) == [
                "project/App/TripStore.swift", "declarations/Extras.swift", "fragment-0.swift", "fragment-1.swift",
                "*fragment-3.swift",
            ])
        #expect(
            NearName.declaredForOtherFiles(in: "extension View where Self: Equatable {\n    var x: Int { 1 }\n}") == [
                "View", "x",
            ])
        #expect(
            NearName.declaredForOtherFiles(in: "struct A {\n    var hidden = 1\n}\nlet shown = A()") == ["A", "shown"])
    }

    @Test func anAnswerIsParsedOnlyAfterASyntaxError() {
        var progress = Self.answerProgress("@State private var count = 0\nText(\"x\")", others: [Self.cardFragment])
        #expect(TypecheckRound.parseAfterSyntaxError.next(progress).parses.isEmpty)
        progress.messages[1] = [Self.said("expressions are not allowed at the top level", file: 2).finding]
        #expect(TypecheckRound.parseAfterSyntaxError.next(progress).parses.isEmpty, "not a parser's message")
        progress.messages[1] = [Self.said("expected declaration", file: 2).finding]
        #expect(
            TypecheckRound.parseAfterSyntaxError.next(progress).parses.first?.units.count == 1, "the answer's alone")
    }

    @Test func anAnswerInOtherContextsThanItsLikeliestGoesAgainInThose() {
        var progress = Self.answerProgress("@State private var count = 0")
        progress.messages[0] = []
        #expect(TypecheckRound.answerInParsedContexts.next(progress).runs.isEmpty)
        progress.pieces[0] = progress.pieces[0].map { ($0.piece, .file) }
        let runs = TypecheckRound.answerInParsedContexts.next(progress).runs
        #expect(runs.count == 1)
        #expect(runs.first?.job.files.last?.text.contains("struct __CourseCheckFragment0") == false)
    }

    @Test func anAnswerThatOnlyClashesWithItsProjectGoesAgainWithoutIt() {
        var progress = Self.answerProgress("final class TripStore {}")
        progress.messages[0] = [Self.said("invalid redeclaration of 'TripStore'", file: 2).finding]
        let runs = TypecheckRound.answerWithoutProject.next(progress).runs
        #expect(runs.map(Self.names) == [["declarations/Extras.swift", "fragment-0.swift"]])
        progress.messages[0]?.append(Self.said("cannot convert", file: 2).finding)
        #expect(TypecheckRound.answerWithoutProject.next(progress).runs.isEmpty, "an error of its own")
    }
}
