/// A subcommand of `course`, described as data: the table in `AllCommands.swift` lists them, and
/// the parser, the help text and the "did you mean" suggestions are all derived from it.
struct Command: Sendable {
    var name: String
    /// One line, shown in `course --help`.
    var abstract: String
    /// Positional arguments, in order.
    var arguments: [Argument] = []
    var options: [Option] = []
    /// Paragraphs shown after the options in `course help NAME`.
    var discussion: String = ""
    /// Nested commands (`course export anki`); a command with subcommands has no `run` of its own.
    var subcommands: [Command] = []
    /// Runs the command: `.success`, or `.problemsFound` for what `check` and `list` report; any
    /// failure is thrown, and `Tool` prints it and picks its status from `ExitStatus`.
    var run: (@Sendable (Invocation) throws -> ExitStatus)?
}

struct Argument: Sendable {
    var name: String
    var help: String
    var isOptional: Bool = true
    /// Takes every remaining positional argument.
    var isRepeating: Bool = false
}

struct Option: Sendable {
    /// With its dashes: `--json`.
    var name: String
    /// `nil` for a flag; otherwise the placeholder shown in help (`FILE`, `N`).
    var valueName: String?
    var help: String

    static func flag(_ name: String, _ help: String) -> Option {
        Option(name: name, valueName: nil, help: help)
    }

    static func value(_ name: String, _ valueName: String, _ help: String) -> Option {
        Option(name: name, valueName: valueName, help: help)
    }
}

/// What the user typed, sorted out against a command's table.
struct Invocation {
    /// The command path, for messages: `export anki`.
    var commandPath: String
    var positionals: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The last value given for an option (a later `--out` wins, as in most tools).
    func value(_ name: String) -> String? { values[name]?.last }

    func allValues(_ name: String) -> [String] { values[name] ?? [] }

    func positional(_ index: Int) -> String? {
        positionals.indices.contains(index) ? positionals[index] : nil
    }
}

/// A mistake on the command line: printed with where to find the command's usage, exit status 64.
struct UsageError: Error {
    var message: String
    /// The command whose help to point at, if any.
    var commandPath: String?

    init(_ message: String, commandPath: String? = nil) {
        self.message = message
        self.commandPath = commandPath
    }
}
