import CourseKit

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
    /// What the value must be; the parser reads it into its type (nil for a flag).
    var kind: ValueKind?
    var help: String

    static func flag(_ name: String, _ help: String) -> Option {
        Option(name: name, valueName: nil, kind: nil, help: help)
    }

    static func value(_ name: String, _ valueName: String, _ kind: ValueKind, _ help: String) -> Option {
        Option(name: name, valueName: valueName, kind: kind, help: help)
    }
}

/// What an option's value must be. The parser reads every value into its type once, when it reads
/// the command line, with one message per kind of mistake (`ValueText`, shared with the settings file).
enum ValueKind: Sendable {
    /// Any text: a topic.
    case text
    /// A path; the words say what it names (`"the review log"`).
    case path(String)
    /// A time, ISO 8601.
    case time
    /// A whole number in the range; the words name it (`"a lesson number"`).
    case wholeNumber(ClosedRange<Int>, String)
    /// One of the words listed, in any case; the words after name it (`"a format"`).
    case choice([String], String)
    /// A review setting (`ReviewSettings.names`), read as the settings file reads it.
    case setting(String)

    func read(_ text: String) throws(ValueError) -> OptionValue {
        switch self {
        case .text: return .text(text)
        case .path(let what): return .text(try ValueText.path(text, what: what))
        case .time: return .time(try ValueText.time(text))
        case .wholeNumber(let range, let what): return .number(try ValueText.wholeNumber(text, in: range, what: what))
        case .choice(let choices, let what): return .text(try ValueText.choice(text, among: choices, what: what))
        case .setting(let name):
            do throws(SettingsError) {
                return .setting(try ReviewSettings.parse(name, text))
            } catch {
                throw ValueError(error.message)
            }
        }
    }
}

/// An option's value, read into its type.
enum OptionValue: Sendable {
    case text(String)
    case time(Timestamp)
    case number(Int)
    case setting(ReviewSettings.Setting)
}

/// What the user typed, sorted out against a command's table, every value read into its type.
struct Invocation {
    /// The command path, for messages: `export anki`.
    var commandPath: String
    var positionals: [String] = []
    var values: [String: [OptionValue]] = [:]
    var flags: Set<String> = []

    func flag(_ name: String) -> Bool { flags.contains(name) }

    func positional(_ index: Int) -> String? {
        positionals.indices.contains(index) ? positionals[index] : nil
    }

    /// The last value given for an option (a later `--out` wins, as in most tools).
    func text(_ name: String) -> String? { texts(name).last }
    func time(_ name: String) -> Timestamp? { all(name) { if case .time(let v) = $0 { v } else { nil } }.last }
    func number(_ name: String) -> Int? { numbers(name).last }
    func setting(_ name: String) -> ReviewSettings.Setting? {
        all(name) { if case .setting(let v) = $0 { v } else { nil } }.last
    }

    /// Every value given for a repeatable option, in order.
    func texts(_ name: String) -> [String] { all(name) { if case .text(let v) = $0 { v } else { nil } } }
    func numbers(_ name: String) -> [Int] { all(name) { if case .number(let v) = $0 { v } else { nil } } }

    /// The values of `name`, each of the type its `ValueKind` reads; asking for another type is a
    /// mistake in the command's code, not in what the user typed.
    private func all<T>(_ name: String, _ typed: (OptionValue) -> T?) -> [T] {
        (values[name] ?? []).map { value in
            guard let typed = typed(value) else { preconditionFailure("\(name) is not read as \(T.self)") }
            return typed
        }
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
