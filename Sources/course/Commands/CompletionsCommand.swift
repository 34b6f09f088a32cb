import CourseKit

let completionsCommand = Command(
    name: "completions",
    abstract: "Print a completion script for bash, zsh or fish: commands, options, their values.",
    arguments: [
        Argument(
            name: "SHELL", help: "bash, zsh or fish.", isOptional: false,
            completion: .words(CompletionScript.Shell.allCases.map(\.rawValue)))
    ],
    discussion: """
        The script completes every command and subcommand, each command's options, the words an \
        option allows (--format, --kind), and file or folder names where an option or an argument \
        takes a path; it is written from the same table as the parser and this help.

        bash, in ~/.bashrc: source <(course completions bash)

        zsh, in ~/.zshrc after compinit: source <(course completions zsh)

        fish: course completions fish > ~/.config/fish/completions/course.fish
        """,
    run: { invocation in
        let shells = CompletionScript.Shell.allCases.map(\.rawValue)
        let shell: CompletionScript.Shell
        do throws(ValueError) {
            let name = try ValueText.choice(invocation.positional(0) ?? "", among: shells, what: "a shell")
            shell = CompletionScript.Shell(rawValue: name) ?? .bash
        } catch {
            throw UsageError("SHELL: \(error.message)", commandPath: "completions")
        }
        StandardOutput.write(CompletionScript.script(for: shell, commands: allCommands))
        return .success
    }
)
