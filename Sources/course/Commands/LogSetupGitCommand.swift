import CourseKit
import Foundation

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
        // The merge driver git runs: this binary, by its absolute path.
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
        let setup = try LogRepositorySetup.run(folder, executable: Bundle.main.executablePath ?? binary)
        StandardOutput.line(setup.report)
        return .success
    }
)
