import CourseKit
import Foundation

/// The options of `course history`.
struct HistoryOptions: OptionGroup {
    let log = SharedOptions.log
    let course = SharedOptions.course
    let json = SharedOptions.json(
        "Print a JSON array of {card, at, rating, state, step, stability, difficulty, due, …}")
    let cards: OptionKey<Bool> =
        .flag("--cards", "One row per card instead: its state after the whole log, and recall probability now")
    let now: OptionKey<Timestamp?> = .time(
        "--now",
        "The time for --cards' states, recall probability and due dates, after which a record is dated in the future (ISO 8601; default: the clock)"
    )
    let scheduling = SchedulingOptions()
}

let historyCommand = Command(
    name: "history",
    abstract: "Show the review log replayed: each answer and the card's state after it.",
    arguments: [Argument(name: "CARD", help: "Only this card's answers")],
    options: HistoryOptions.self,
    discussion: """
        Replays the review log through the FSRS scheduler, with the settings of the settings file \
        ($XDG_CONFIG_HOME/course/settings.json) and the options given. With --log FILE it needs no \
        course. Answers cancelled by an undo are left out. A line that is not a record (damaged, a \
        conflict marker, cut short by a crash) or a second copy of one is skipped with FILE:LINE: \
        warning, and the rest replayed; course log check lists them, course log repair drops them. \
        A record dated after --now (default: the clock) by more than a minute, from a machine whose \
        clock was wrong, is warned of too; --cards leaves such answers out until their time comes.
        """,
    run: { invocation in
        let settings = try reviewSettings(from: invocation)
        let path = try reviewLogPath(log: invocation[\.log], course: invocation[\.course])
        let log = try ReviewLog.read(path)
        let now = nowOrClock(invocation[\.now])
        printWarnings(of: log, now: now)
        let card = invocation.positional(0)
        let scheduler = Scheduler(settings.scheduler)
        if invocation[\.cards] {
            // Each card as it stands now: answers dated in the future count from their time on.
            let cards = log.asOf(now).replayCards(with: scheduler).filter { card == nil || $0.card == card }
            if invocation[\.json] {
                StandardOutput.write(CardsReport.json(cards, scheduler: scheduler, now: now))
            } else if cards.isEmpty {
                StandardOutput.line(card.map { "No answers for card '\($0)' in \(path)." } ?? "No answers in \(path).")
            } else {
                StandardOutput.write(Array(CardsReport.table(cards, scheduler: scheduler, now: now).utf8))
            }
            return .success
        }
        if invocation[\.json] {
            var writer = HistoryReport.JSONWriter(write: { StandardOutput.write($0) })
            log.replayEach(with: scheduler, card: card) { writer.add($0) }
            writer.finish()
            return .success
        }
        let reviews = log.history(with: scheduler, card: card)
        if reviews.isEmpty {
            StandardOutput.line(card.map { "No answers for card '\($0)' in \(path)." } ?? "No answers in \(path).")
        } else {
            StandardOutput.write(Array(HistoryReport.table(reviews).utf8))
            let cards = Set(reviews.map(\.record.card)).count
            let undone = log.undone.filter { card == nil || $0.card == card }.count
            StandardOutput.line(
                plural(reviews.count, "answer") + " to " + plural(cards, "card")
                    + (undone > 0 ? ", \(undone) undone" : "") + ".")
        }
        return .success
    }
)

/// "1 answer", "2 answers".
