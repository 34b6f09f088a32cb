import CourseKit
import Foundation

let logCommand = Command(
    name: "log",
    abstract: "Work on a review log: check it, repair it, merge two copies of it, set up a data repository for git.",
    subcommands: [logCheckCommand, logRepairCommand, logMergeCommand, logSetupGitCommand]
)

/// The options of `log check` and `log repair`: which log, and after when a record is dated in the future.
struct LogFileOptions: OptionGroup {
    let log = SharedOptions.log
    let course = SharedOptions.course
    let now: OptionKey<Timestamp?> = .time(
        "--now",
        "Use this time (ISO 8601) instead of the clock: a record dated more than a minute after it is dated in the future"
    )
}

let logCheckCommand = Command(
    name: "check",
    abstract: "List every problem in a review log, with its line: exit status 1 if there is any.",
    options: LogFileOptions.self,
    discussion: """
        Lists, one per line on standard output as FILE:LINE: error: … [kind], the lines that \
        quiz, stats and history skip or that change nothing — a line that is not a record \
        (unreadable-line: not JSON, an unknown rating, …), a merge's conflict marker \
        (conflict-marker), a line cut short by a crash that no "recovered" line follows \
        (torn-line), a second copy of a record (duplicate-id), an undo of nothing \
        (undo-of-nothing) — a record dated more than a minute after now, written on a machine \
        whose clock was wrong (future-dated), and a record older than the one before it from the \
        same writer (out-of-order). Exit status 0 when there is none, 1 when there are problems \
        (course log repair drops the damaged lines and keeps the records dated in the future), 66 \
        when there is no log. See docs/review-log.md.
        """,
    run: { invocation in
        let path = try reviewLogPath(log: invocation[\.log], course: invocation[\.course])
        let now = nowOrClock(invocation[\.now])
        let problems = try LogInput.read(path, for: .check).withUnsafeBytes {
            LogCheck.problems($0, path: path, now: now)
        }
        for line in LogCheck.report(problems, path: path) { StandardOutput.line(InertText.line(line)) }
        return problems.isEmpty ? .success : .problemsFound
    }
)

let logRepairCommand = Command(
    name: "repair",
    abstract: "Drop the lines course log check reports from a review log, keeping the old one as a backup.",
    options: LogFileOptions.self,
    discussion: """
        Writes the log without the lines course log check reports, every other line as it was \
        (its id unchanged, so that merges stay right), the records in time order, in place of \
        the old log — atomically (a temporary file, flushed, renamed over it) — and keeps the old \
        one beside it as FILE.bak-TIME (UTC, e.g. reviews.jsonl.bak-20261130T101500Z). Prints \
        each line dropped and why. Every card's state stays as it was: the lines dropped are the \
        ones quiz, stats and history skip. A record dated in the future (more than a minute \
        after --now, default the clock) is kept as it is, and named: it counts from its time on. \
        A log with no problems is left alone. Refused with exit status 75 while a quiz is running \
        on the log. See docs/review-log.md.
        """,
    run: { invocation in
        let path = try reviewLogPath(log: invocation[\.log], course: invocation[\.course])
        let lock = try LogLock.forReplacing(path, now: Timestamp(Date()))
        defer { lock?.release() }
        let now = nowOrClock(invocation[\.now])
        let bytes = try LogInput.read(path, for: .repair)
        let repair = bytes.withUnsafeBytes { LogRepair($0, path: path, now: now) }
        for line in repair.keptLines(path: path) { StandardOutput.line(InertText.line(line)) }
        let backup = repair.isNeeded ? try repair.replace(path, original: bytes) : nil
        for line in repair.doneLines(path: path, backup: backup) { StandardOutput.line(InertText.line(line)) }
        return .success
    }
)
