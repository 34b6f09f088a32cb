import CourseKit
import Foundation

let logCommand = Command(
    name: "log",
    abstract: "Work on a review log: check it, repair it, merge two copies of it, set up a data repository for git.",
    subcommands: [logCheckCommand, logRepairCommand, logMergeCommand, logSetupGitCommand]
)

/// The options of `course log merge`.
struct LogMergeOptions: OptionGroup {
    let base: OptionKey<String?> = .path(
        "--base", "FILE", "the common ancestor of the two copies", .file,
        "The copy both came from: a record it had that one side no longer has stays out (a repair is not undone).")
    let out: OptionKey<String?> = .path(
        "--out", "FILE", "the file to write", .file,
        "Write the merged log to FILE, atomically, instead of standard output.")
    let git: OptionKey<Bool> = .flag(
        "--git", "Run as git's merge driver: course log merge --git %O %A %B writes the result into %A.")
}

let logMergeCommand = Command(
    name: "merge",
    abstract: "Merge two copies of a review log: every answer of both, each once, in time order.",
    arguments: [
        Argument(
            name: "OURS", help: "One copy of the log (with --git: the base, git's %O).", isOptional: false,
            completion: .file),
        Argument(
            name: "THEIRS", help: "The other copy (with --git: ours, git's %A, which receives the result).",
            isOptional: false, completion: .file),
        Argument(name: "GIT-THEIRS", help: "With --git only: theirs, git's %B.", completion: .file),
    ],
    options: LogMergeOptions.self,
    discussion: """
        Records are the same when they have the same id (a line written before ids is known by \
        its text and which copy of it in its file it is). A record the base had and one side \
        removed stays out. A line that cannot be read is kept as it is, after the line that came \
        before it in its file, and reported on standard error (course log repair drops it). \
        --out onto a log a quiz is running on is refused (exit status 75). Exit status 0 when \
        merged. See docs/sync.md.
        """,
    run: { invocation in
        let git = invocation[\.git]
        let files = invocation.positionals
        let ours: String
        let theirs: String
        let base: String?
        let out: String?
        if git {
            guard files.count == 3 else {
                throw UsageError(
                    "log merge --git needs three files, as git gives them: %O %A %B", commandPath: "log merge")
            }
            guard invocation[\.base] == nil, invocation[\.out] == nil else {
                throw UsageError(
                    "log merge --git takes the base and the output from its three files; leave out --base and --out",
                    commandPath: "log merge")
            }
            (base, ours, theirs, out) = (files[0], files[1], files[2], files[1])
        } else {
            guard files.count == 2 else {
                throw UsageError(
                    "log merge takes two logs, OURS and THEIRS (a third file only with --git)", commandPath: "log merge"
                )
            }
            (ours, theirs, base, out) = (files[0], files[1], invocation[\.base], invocation[\.out])
        }
        // Held until the merged log is in place, so that no quiz starts on it meanwhile.
        let lock = try out.flatMap { git ? nil : try lockForReplacing($0) }
        defer { lock?.release() }
        let merged = LogMerge(ours: try readLog(ours), theirs: try readLog(theirs), base: try base.map(readLog))
        for warning in merged.warnings { writeToStandardError(warning + "\n") }
        if let out {
            try merged.write(to: out)
        } else {
            StandardOutput.write(merged.bytes)
        }
        return .success
    }
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
        let bytes = try readLogFile(path, for: "check")
        let problems = bytes.withUnsafeBytes { LogCheck.problems($0, path: path, now: now) }
        guard !problems.isEmpty else {
            StandardOutput.line(InertText.line("\(path): no problems"))
            return .success
        }
        for problem in problems {
            StandardOutput.line(
                InertText.line("\(path):\(problem.line): error: \(problem.message) [\(problem.kind.rawValue)]"))
        }
        var summary =
            "\(plural(problems.count, "problem")) in \(path); course log repair --log \(LogProblem.shellWord(path)) drops the damaged lines and puts the records in time order, keeping the old log as a backup"
        if problems.contains(where: { $0.kind == .futureDated }) {
            summary +=
                "; it keeps the records dated in the future, which count from their time on (set the clock of the machine that wrote them right)"
        }
        StandardOutput.line(InertText.line(summary))
        return .problemsFound
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
        let lock = try lockForReplacing(path)
        defer { lock?.release() }
        let now = nowOrClock(invocation[\.now])
        let bytes = try readLogFile(path, for: "repair")
        let repair = bytes.withUnsafeBytes { LogRepair($0, path: path, now: now) }
        for problem in repair.futureDated {
            StandardOutput.line(
                InertText.line(
                    "\(path):\(problem.line): kept: \(problem.message); \(problem.kind.readerAction) [\(problem.kind.rawValue)]"
                ))
        }
        guard repair.isNeeded else {
            StandardOutput.line(InertText.line("\(path): nothing to repair; the log is left as it is"))
            return .success
        }
        let backup = try repair.replace(path, original: bytes)
        for problem in repair.dropped {
            StandardOutput.line(
                InertText.line("\(path):\(problem.line): dropped: \(problem.message) [\(problem.kind.rawValue)]"))
        }
        var summary = "Repaired \(path): dropped \(plural(repair.dropped.count, "line"))"
        if repair.reordered > 0 {
            summary += ", put \(plural(repair.reordered, "record")) out of order back in time order"
        }
        summary += "; it holds \(plural(repair.records, "record")). The old log is \(backup)."
        StandardOutput.line(InertText.line(summary))
        return .success
    }
)

/// Takes the lock of the log at `path` (`LogLock`, the lock a quiz holds, whatever name either was
/// given the file by) for as long as a command replaces it: refused (75) while a quiz holds it,
/// whose answers would go to the file replaced. Where no lock can be taken (the lock file is not
/// a lock's, or cannot be made), no quiz can take it either: the command goes on without it, unless
/// some process holds the log file itself.
private func lockForReplacing(_ path: String) throws(ReviewLogError) -> LogLock? {
    do {
        return try LogLock(log: path, now: Timestamp(Date()), forReplacing: true)
    } catch {
        if case .locked(_, let holder) = error { throw .quizRunning(path: path, holder: holder) }
        if let holder = LogLock.holder(of: path) { throw .quizRunning(path: path, holder: holder.note) }
        return nil
    }
}

/// The bytes of the log to check, repair or merge, read as every reader of a log reads it
/// (`RegularFile`: a link followed, however it is named; a folder or a named pipe refused without
/// hanging): no file is no input (66), one that can't be read an I/O error (74).
private func readLogFile(
    _ path: String, for command: String,
    hint: String = "check the path (--log FILE, or --course PATH for a course's log)"
) throws -> [UInt8] {
    let contents: [UInt8]?
    do throws(RegularFile.OpenError) {
        contents = try RegularFile.contents(path)
    } catch {
        throw CommandFailure(.ioError, "can't read the review log '\(path)': \(error.reason)")
    }
    guard let contents else {
        throw CommandFailure(.noInput, "there is no review log '\(path)' to \(command): \(hint)")
    }
    return contents
}

/// A log to merge.
private func readLog(_ path: String) throws -> LogMerge.Side {
    LogMerge.Side(path: path, bytes: try readLogFile(path, for: "merge", hint: "check the path"))
}

let logSetupGitCommand = Command(
    name: "setup-git",
    abstract: "Set up a git repository of review logs so that git pull merges them (course log merge).",
    arguments: [
        Argument(
            name: "DIR", help: "The data repository (default: $XDG_DATA_HOME/course, or ~/.local/share/course).",
            completion: .folder)
    ],
    discussion: """
        Adds `*.jsonl merge=course-log` to DIR/.gitattributes (commit it), `*.lock` and `*.bak-*` \
        to DIR/.gitignore, and to the repository's own git config: merge.course-log.name, \
        merge.course-log.driver (this course binary's absolute path: run setup-git again if it \
        moves) and pull.rebase false. Git config is per clone: run it on every machine. See \
        docs/sync.md.
        """,
    run: { invocation in
        let folder = invocation.positional(0) ?? UserFolders.data()
        guard (try? runGit(["rev-parse", "--git-dir"], in: folder)) != nil else {
            throw CommandFailure(
                .noInput,
                "'\(folder)' is not a git repository; make it one first (git init, or git clone), then run course log setup-git again"
            )
        }
        // Both files read, and nothing written unless both can be.
        let attributesFile = folder + "/.gitattributes"
        let ignoreFile = folder + "/.gitignore"
        let attributes = try rulesToAdd(["*.jsonl merge=course-log"], to: attributesFile, kind: .attributes)
        let ignored = try rulesToAdd(["*.lock", "*.bak-*"], to: ignoreFile, kind: .ignore)
        for (path, adding) in [(attributesFile, attributes), (ignoreFile, ignored)] {
            guard let adding else { continue }
            try CommandFailure.writing(to: path, option: "DIR") { try AtomicFile.write(Data(adding.bytes), to: path) }
        }
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
        let executable = Bundle.main.executablePath ?? binary
        let quoted = "'" + executable.replacingOccurrences(of: "'", with: "'\\''") + "'"
        try runGit(["config", "merge.course-log.name", "course review log merge"], in: folder)
        try runGit(["config", "merge.course-log.driver", "\(quoted) log merge --git %O %A %B"], in: folder)
        try runGit(["config", "pull.rebase", "false"], in: folder)
        StandardOutput.line(
            """
            Set up \(folder) for course log merge:
              .gitattributes: \(attributes.map { "added \(listed($0.added)) (commit it)" } ?? "already has *.jsonl merge=course-log")
              .gitignore: \(ignored.map { "added \(listed($0.added))" } ?? "already ignores *.lock and *.bak-*")
              git config: merge.course-log.driver runs \(executable); pull.rebase is false
            Git config is per clone: run course log setup-git on every machine that has a clone.
            """)
        return .success
    }
)

/// What adding `rules` to the git file at `path` writes (nil: git reads them all there already);
/// a file that is there but cannot be read (74) is never replaced.
private func rulesToAdd(_ rules: [String], to path: String, kind: GitRulesFile.Kind) throws -> (
    bytes: [UInt8], added: [String]
)? {
    do throws(GitRulesFile.Failure) {
        return try GitRulesFile.adding(rules, to: path, kind: kind)
    } catch {
        throw CommandFailure(
            .ioError,
            "can't read '\(path)': \(error.reason); nothing was changed (make it a readable file, then run course log setup-git again)"
        )
    }
}

/// `a`, `a and b`.
private func listed(_ items: [String]) -> String {
    items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
}

/// Runs git in `folder`; throws when it fails, with what it said.
@discardableResult
private func runGit(_ arguments: [String], in folder: String) throws -> String {
    let run: ProcessStreams
    do {
        run = try ProcessRunner.runApart(URL(fileURLWithPath: "/usr/bin/env"), ["git", "-C", folder] + arguments)
    } catch {
        throw CommandFailure(.internalError, "can't run git: \(error.reason); is git installed?")
    }
    guard run.status == 0 else {
        let message = run.errors.trimmingCharacters(in: .whitespacesAndNewlines)
        throw CommandFailure(.ioError, "git \(arguments.first ?? "") failed in '\(folder)': \(message)")
    }
    return run.output
}
