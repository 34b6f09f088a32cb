import Foundation

/// `course log setup-git`: a repository of review logs whose `git pull` merges them.
///
/// Set up so that `git pull` merges two copies of a log with `course log merge` (docs/sync.md):
/// `*.jsonl merge=course-log` in its `.gitattributes`, `*.lock` and `*.bak-*` in its `.gitignore`,
/// and in the clone's own git config the merge driver and `pull.rebase false`.
package struct LogRepositorySetup: Sendable {
    package var folder: String
    /// The course binary git runs as the merge driver.
    package var executable: String
    /// The lines added to `.gitattributes` and `.gitignore`; nil where git read them all already.
    package var attributesAdded: [String]?
    package var ignoredAdded: [String]?

    /// Why the repository was not set up (a file written before the failure stays written).
    package enum Failure: Error, Sendable, Equatable, LocalizedError {
        /// `folder` is not in a git repository (or git could not say).
        case notARepository(folder: String)
        /// A rules file is there but cannot be read: nothing was changed.
        case unreadableRules(path: String, reason: String)
        case cannotWrite(path: String, reason: String)
        /// git could not be started.
        case gitMissing(reason: String)
        /// git ran and failed, saying `message`.
        case gitFailed(command: String, folder: String, message: String)

        package var errorDescription: String? {
            switch self {
            case .notARepository(let folder):
                "'\(folder)' is not a git repository; make it one first (git init, or git clone), then run course log setup-git again"
            case .unreadableRules(let path, let reason):
                "can't read '\(path)': \(reason); nothing was changed (make it a readable file, then run course log setup-git again)"
            case .cannotWrite(let path, let reason):
                "cannot write '\(path)': \(reason)"
            case .gitMissing(let reason):
                "can't run git: \(reason); is git installed?"
            case .gitFailed(let command, let folder, let message):
                "git \(command) failed in '\(folder)': \(message)"
            }
        }
    }

    /// Sets up the repository at `folder`, with `executable` (an absolute path) as the merge driver.
    ///
    /// Both rules files are read before either is written, and nothing is written unless both can
    /// be read.
    package static func run(_ folder: String, executable: String) throws(Failure) -> LogRepositorySetup {
        guard (try? git(["rev-parse", "--git-dir"], in: folder)) != nil else { throw .notARepository(folder: folder) }
        let attributesFile = folder + "/.gitattributes"
        let ignoreFile = folder + "/.gitignore"
        let attributes = try rulesToAdd(["*.jsonl merge=course-log"], to: attributesFile, kind: .attributes)
        let ignored = try rulesToAdd(["*.lock", "*.bak-*"], to: ignoreFile, kind: .ignore)
        for (path, adding) in [(attributesFile, attributes), (ignoreFile, ignored)] {
            guard let adding else { continue }
            do {
                try AtomicFile.write(Data(adding.bytes), to: path)
            } catch {
                throw .cannotWrite(path: error.path, reason: error.reason)
            }
        }
        let quoted = "'" + executable.replacingOccurrences(of: "'", with: "'\\''") + "'"
        try git(["config", "merge.course-log.name", "course review log merge"], in: folder)
        try git(["config", "merge.course-log.driver", "\(quoted) log merge --git %O %A %B"], in: folder)
        try git(["config", "pull.rebase", "false"], in: folder)
        return LogRepositorySetup(
            folder: folder, executable: executable, attributesAdded: attributes?.added, ignoredAdded: ignored?.added)
    }

    /// What `course log setup-git` prints when done.
    package var report: String {
        """
        Set up \(folder) for course log merge:
          .gitattributes: \(attributesAdded.map { "added \(Self.listed($0)) (commit it)" } ?? "already has *.jsonl merge=course-log")
          .gitignore: \(ignoredAdded.map { "added \(Self.listed($0))" } ?? "already ignores *.lock and *.bak-*")
          git config: merge.course-log.driver runs \(executable); pull.rebase is false
        Git config is per clone: run course log setup-git on every machine that has a clone.
        """
    }

    /// What adding `rules` to the git file at `path` writes (nil: git reads them all there already).
    ///
    /// A file that is there but cannot be read is never replaced.
    private static func rulesToAdd(_ rules: [String], to path: String, kind: GitRulesFile.Kind) throws(Failure) -> (
        bytes: [UInt8], added: [String]
    )? {
        do throws(GitRulesFile.Failure) {
            return try GitRulesFile.adding(rules, to: path, kind: kind)
        } catch {
            throw .unreadableRules(path: path, reason: error.reason)
        }
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func listed(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }

    /// Runs git in `folder`; throws when it fails, with what it said.
    @discardableResult
    private static func git(_ arguments: [String], in folder: String) throws(Failure) -> String {
        let run: ProcessStreams
        do throws(ProcessRunner.SpawnFailure) {
            run = try ProcessRunner.runApart(URL(fileURLWithPath: "/usr/bin/env"), ["git", "-C", folder] + arguments)
        } catch {
            throw .gitMissing(reason: error.reason)
        }
        guard run.status == 0 else {
            let message = run.errors.trimmingCharacters(in: .whitespacesAndNewlines)
            throw .gitFailed(command: arguments.first ?? "", folder: folder, message: message)
        }
        return run.output
    }
}
