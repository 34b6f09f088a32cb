/// Help pages, written from the command table so they never drift from what the parser accepts.
enum HelpText {
    static func overview(_ commands: [Command]) -> String {
        var text = """
        course \(toolVersion) — courseware for programming lessons: study, check and publish a course.

        USAGE: course <command> [options]

        COMMANDS:

        """
        let width = (commands.map(\.name.count).max() ?? 0) + 2
        for command in commands {
            text += "  " + command.name.padded(to: width) + command.abstract + "\n"
        }
        text += """

        OPTIONS:
          --help        Show help; 'course help <command>' for one command.
          --version     Show the version.

        Start with 'swift run course quiz' to study the built-in course.

        """
        return text
    }

    static func page(for command: Command, path: String) -> String {
        var usage = "USAGE: course \(path)"
        if !command.subcommands.isEmpty { usage += " <subcommand>" }
        if !command.options.isEmpty { usage += " [options]" }
        for argument in command.arguments {
            let name = argument.name + (argument.isRepeating ? " ..." : "")
            usage += argument.isOptional ? " [\(name)]" : " \(name)"
        }
        var text = "\(command.abstract)\n\n\(usage)\n"
        if !command.subcommands.isEmpty {
            text += "\nSUBCOMMANDS:\n"
            let width = (command.subcommands.map(\.name.count).max() ?? 0) + 2
            for sub in command.subcommands {
                text += "  " + sub.name.padded(to: width) + sub.abstract + "\n"
            }
        }
        if !command.arguments.isEmpty {
            text += "\nARGUMENTS:\n"
            let width = (command.arguments.map(\.name.count).max() ?? 0) + 2
            for argument in command.arguments {
                text += "  " + argument.name.padded(to: width) + argument.help + "\n"
            }
        }
        let options = command.options + [.flag("--help", "Show this help.")]
        text += "\nOPTIONS:\n"
        let labels = options.map { option in
            option.valueName.map { "\(option.name) \($0)" } ?? option.name
        }
        let width = (labels.map(\.count).max() ?? 0) + 2
        for (label, option) in zip(labels, options) {
            text += "  " + label.padded(to: width) + option.help + "\n"
        }
        if !command.discussion.isEmpty {
            text += "\n" + command.discussion + "\n"
        }
        return text
    }
}

extension String {
    func padded(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
