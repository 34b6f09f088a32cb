import CourseKit
import Foundation

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
        let lock = try out.flatMap { git ? nil : try LogLock.forReplacing($0, now: Timestamp(Date())) }
        defer { lock?.release() }
        let merged = LogMerge(ours: try .read(ours), theirs: try .read(theirs), base: try base.map(LogMerge.Side.read))
        for warning in merged.warnings { writeToStandardError(warning + "\n") }
        if let out {
            try merged.write(to: out)
        } else {
            StandardOutput.write(merged.bytes)
        }
        return .success
    }
)
