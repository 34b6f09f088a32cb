import CourseKit

/// Help pages, written from the command table so they never drift from what the parser accepts.
///
/// They are wrapped to `width` columns (the terminal's; `COLUMNS`; else 80: `TerminalSize`).
enum HelpText {
    static func overview(_ commands: [Command], width: Int = defaultWidth) -> String {
        var text = wrapped(
            "course \(toolVersion) — courseware for programming lessons: study, check and publish a course.",
            width: width)
        text += """

            USAGE: course <command> [options]

            COMMANDS:

            """
        text += table(commands.map { ($0.name, $0.abstract) }, width: width)
        text += "\nOPTIONS:\n"
        text += table(
            [("--help", "Show help; 'course help <command>' for one command."), ("--version", "Show the version.")],
            width: width, minimumLabel: 14)
        text += "\n" + wrapped("Start with 'swift run course quiz' to study the built-in course.", width: width)
        return text
    }

    static func page(for command: Command, path: String, width: Int = defaultWidth) -> String {
        let declared = command.options
        var usage = "USAGE: course \(path)"
        if !command.subcommands.isEmpty { usage += " <subcommand>" }
        if !declared.isEmpty { usage += " [options]" }
        for argument in command.arguments {
            let name = argument.name + (argument.isRepeating ? " ..." : "")
            usage += argument.isOptional ? " [\(name)]" : " \(name)"
        }
        var text = wrapped(command.abstract, width: width) + "\n" + wrapped(usage, width: width, indent: 7)
        if !command.subcommands.isEmpty {
            text += "\nSUBCOMMANDS:\n" + table(command.subcommands.map { ($0.name, $0.abstract) }, width: width)
        }
        if !command.arguments.isEmpty {
            text += "\nARGUMENTS:\n" + table(command.arguments.map { ($0.name, $0.help) }, width: width)
        }
        let options = declared + [Option(name: "--help", help: "Show this help.")]
        text += "\nOPTIONS:\n"
        text += table(
            options.map { option in
                (option.valueName.map { "\(option.name) \($0)" } ?? option.name, described(option))
            }, width: width)
        if !command.discussion.isEmpty {
            let paragraphs = command.discussion.components(separatedBy: "\n\n").map {
                wrapped($0.split(separator: "\n").joined(separator: " "), width: width)
            }
            text += "\n" + paragraphs.joined(separator: "\n")
        }
        return text
    }

    /// The width help is wrapped to when none is given: the terminal's, else `COLUMNS`, else 80.
    static var defaultWidth: Int { TerminalSize.current().columns }

    /// An option's help, with its default when it has one: `… (default: 0.9)`.
    static func described(_ option: Option) -> String {
        guard let value = option.defaultText else { return option.help }
        let shown = value.isEmpty ? "''" : value
        return option.help.hasSuffix(".")
            ? "\(option.help.dropLast()) (default: \(shown))." : "\(option.help) (default: \(shown))"
    }

    /// Rows of a label and its text.
    ///
    /// Labels indented by 2, texts in a column after the longest label, wrapped within `width`;
    /// where that column would leave too little room, each text goes under its label instead,
    /// indented by 6.
    static func table(_ rows: [(label: String, text: String)], width: Int, minimumLabel: Int = 0) -> String {
        let column = 2 + max(minimumLabel, (rows.map(\.label.count).max() ?? 0) + 2)
        var text = ""
        for row in rows {
            if width - column >= 30 {
                let lines = lines(of: row.text, width: width - column)
                text += "  " + row.label.padded(toWidth: column - 2) + (lines.first ?? "") + "\n"
                for line in lines.dropFirst() { text += String(repeating: " ", count: column) + line + "\n" }
            } else {
                text += "  " + row.label + "\n"
                for line in lines(of: row.text, width: width - 6) { text += "      " + line + "\n" }
            }
        }
        return text
    }

    /// `text` wrapped to `width` columns, a newline after each line.
    ///
    /// Lines after the first indented by `indent`.
    static func wrapped(_ text: String, width: Int, indent: Int = 0) -> String {
        let lines = lines(of: text, width: width - indent, firstWidth: width)
        return lines.enumerated().map { index, line in
            (index == 0 ? "" : String(repeating: " ", count: indent)) + line + "\n"
        }.joined()
    }

    /// The words of `text` as lines of at most `width` characters, the first of at most `firstWidth`.
    ///
    /// A word longer than a line is cut where the line ends, as the terminal would cut it, but with
    /// the indent kept.
    static func lines(of text: String, width: Int, firstWidth: Int? = nil) -> [String] {
        var lines: [String] = []
        var line = ""
        var limit: Int { max(lines.isEmpty ? (firstWidth ?? width) : width, 1) }
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var rest = Substring(word)
            if !line.isEmpty, line.count + 1 + rest.count <= limit {
                line += " " + rest
                continue
            }
            if !line.isEmpty {
                lines.append(line)
                line = ""
            }
            while rest.count > limit {
                lines.append(String(rest.prefix(limit)))
                rest = rest.dropFirst(limit)
            }
            line = String(rest)
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}
