import CourseKit
import Foundation

/// The options of `course quiz`.
struct QuizOptions: OptionGroup {
    let filter = FilterOptions()
    let leeches: OptionKey<Bool> =
        .flag("--leeches", "Only the leeches (cards forgotten --leech-threshold times or more), due or not")
    let now = SharedOptions.now
    let scheduling = SchedulingOptions()
    let studyDay = StudyDayOptions()
    let leechThreshold = SharedOptions.leechThreshold
    let log = SharedOptions.log
    let timeLimit = SharedOptions.timeLimit
}

let quizCommand = Command(
    name: "quiz",
    abstract: "Study the course's flashcards and edge-case questions, spaced by FSRS.",
    arguments: [coursePathArgument],
    options: QuizOptions.self,
    discussion: """
        Shows the cards and questions due for review first, then new ones (20 a day unless \
        --new-per-day says otherwise; at most 200 reviews a day). A study day starts at 4 am local time \
        (--day-start-hour). Cards in a learning step come back in the same sitting when the step is due.

        Keys: Space or Enter shows the answer; 1 Again, 2 Hard, 3 Good, 4 Easy grade it (each labelled \
        with the interval it gives); u undoes the last answer; e opens the card's lesson in $VISUAL or \
        $EDITOR (else vi) at the card and shows it as edited; q quits; Ctrl-C quits with exit status \
        130; Up/Down, j/k, PgUp/PgDn, Home/End scroll a card taller than the window. On an edge-case \
        question every key you type is your prediction (Backspace edits, Enter reveals, Esc clears); \
        Esc on an empty prediction, then q, u or e, quits, undoes or edits. The prediction is shown \
        above the answer. On a card whose answer has checked Swift, t opens a typing area to write the \
        answer's code instead (Enter adds a line, Ctrl-D or Alt-Enter submits, Esc cancels); it is \
        graded by the compiler, and the verdict preselects a grade that Enter takes (docs/quiz.md, \
        "Answering by typing"). Every answer is written to the review log and flushed to disk at once, so \
        quitting or a crash loses nothing.

        --leeches shows every leech (a card forgotten 8 times or more, --leech-threshold), due or not, \
        as extra practice; the answers are logged and reschedule the cards as usual. The quiz header \
        says "leech" on such a card, and course stats lists them with the line to rewrite.

        When standard input is not a terminal, the quiz reads lines: any line reveals (for a question, \
        the line is your prediction), then 1-4 or again|hard|good|easy grades; u undoes, q or the end \
        of input quits. NO_COLOR or TERM=dumb turn colours off; TERM=dumb also uses line mode.
        """,
    run: { invocation in
        let now = invocation[\.now]
        let materials = studyMaterials(invocation, log: invocation[\.log])
        let settings = try reviewSettings(from: invocation, courseID: materials.courseID)
        let course = try courseForStudy(materials)
        let items = try filteredItems(of: course, invocation.group(\.filter)) ?? StudyItem.all(in: course)
        guard !items.isEmpty else {
            writeToStandardError("course: \(course.title) has no cards or questions yet\n")
            return .success
        }
        let (logPath, log) = try logForStudy(materials, now: nowOrClock(now))
        // Typed answers (`t`) graded as `course grade` grades them: the compiler, its cache and the
        // macro plugin as `course check` finds them; without a compiler, by comparison alone.
        let grader: (any AnswerGrading)? = CourseAnswerGrader(
            course: course, folder: courseFolder(invocation),
            options: CheckOptions(macroPlugin: runningExecutable()),
            timeLimit: invocation[\.timeLimit] ?? AnswerTypechecker.defaultTimeLimit)
        let runner = QuizRunner(
            items: items, courseTitle: course.title, courseFolder: courseFolder(invocation),
            onlyLeeches: invocation[\.leeches], logPath: logPath, log: log,
            settings: settings, fixedNow: now, grader: grader,
            terminate: { signal in exit(ExitStatus.signal(signal).code) })
        let outcome = try runner.run(
            write: { StandardOutput.styled($0) },
            writeError: { writeToStandardError($0) })
        return outcome == .interrupted ? .interrupted : .success
    }
).handlingSignals()
