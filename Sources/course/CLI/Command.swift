import CourseKit

/// A subcommand of `course`, described as data.
///
/// The table in `AllCommands.swift` lists them, and the parser, the help text, the "did you mean"
/// suggestions and the shell completions are all derived from it.
struct Command: Sendable {
    var name: String
    /// One line, shown in `course --help`.
    var abstract: String
    /// Positional arguments, in order.
    var arguments: [Argument] = []
    /// Every option, in the order of its declaration in the command's `OptionGroup`.
    ///
    /// Read from the group when asked (by reflection), so that starting `course` reads only the
    /// options of the command it runs, not every command's.
    var options: [Option] { optionTable().options }
    /// Paragraphs shown after the options in `course help NAME`.
    var discussion: String = ""
    /// Nested commands (`course export anki`); a command with subcommands has no `run` of its own.
    var subcommands: [Command] = []
    /// Properties of the command's option group that declare no option (see `OptionGroup`).
    ///
    /// None, which `CommandTableTests` holds for every command of the table.
    var strayOptionProperties: [String] { optionTable().strays }
    /// Which of its options cannot go together.
    ///
    /// The flags of an exclusive option that set different things, and the command's entries of
    /// `optionExclusions`. The parser refuses them.
    var exclusions: [Exclusion] {
        optionTable().exclusions + optionExclusions.filter { $0.group == optionGroup }.map(\.exclusion)
    }
    private var optionTable: @Sendable () -> OptionTable = { OptionTable(NoOptions()) }
    /// The type of its `OptionGroup`, which the entries of `optionExclusions` name.
    private(set) var optionGroup = ObjectIdentifier(NoOptions.self)
    /// Runs the command.
    ///
    /// `.success`, or `.problemsFound` for what `check` and `list` report; any failure is thrown,
    /// and `Tool` prints it and picks its status from `ExitStatus`.
    var run: (@Sendable (ParsedArguments) throws -> ExitStatus)?
    /// True for a command that handles SIGINT, SIGTERM and SIGHUP itself.
    ///
    /// The quiz, which puts the terminal back first, and calls `Scratch.endAll`; `Tool` has every
    /// other end by `Scratch`.
    var handlesSignals = false

    /// A command that only holds subcommands (`course export`).
    init(name: String, abstract: String, subcommands: [Command]) {
        self.name = name
        self.abstract = abstract
        self.subcommands = subcommands
    }

    /// A command whose options are the properties of `Options`.
    ///
    /// Each option is declared once as an `OptionKey`; `run` reads them through the `Invocation` by key
    /// path, so that the code can read no option the table does not have.
    ///
    /// - Parameters:
    ///   - name: The word that names it (`check`).
    ///   - abstract: One line, shown in `course --help`.
    ///   - arguments: Its positional arguments, in order.
    ///   - options: The type of its `OptionGroup`.
    ///   - discussion: Paragraphs shown after the options in `course help NAME`.
    ///   - run: Runs it, given what the parser read.
    init<Options: OptionGroup>(
        name: String, abstract: String, arguments: [Argument] = [], options: Options.Type,
        discussion: String = "", run: @escaping @Sendable (Invocation<Options>) throws -> ExitStatus
    ) {
        self.name = name
        self.abstract = abstract
        self.arguments = arguments
        self.optionTable = { OptionTable(Options()) }
        self.optionGroup = ObjectIdentifier(Options.self)
        self.discussion = discussion
        self.run = { arguments in try run(Invocation<Options>(arguments)) }
    }

    /// This command, handling SIGINT, SIGTERM and SIGHUP itself (`handlesSignals`).
    func handlingSignals() -> Command {
        var command = self
        command.handlesSignals = true
        return command
    }

    /// A command without options.
    ///
    /// - Parameters:
    ///   - name: The word that names it.
    ///   - abstract: One line, shown in `course --help`.
    ///   - arguments: Its positional arguments, in order.
    ///   - discussion: Paragraphs shown after the options in `course help NAME`.
    ///   - run: Runs it, given what the parser read.
    init(
        name: String, abstract: String, arguments: [Argument] = [], discussion: String = "",
        run: @escaping @Sendable (Invocation<NoOptions>) throws -> ExitStatus
    ) {
        self.init(
            name: name, abstract: abstract, arguments: arguments, options: NoOptions.self,
            discussion: discussion, run: run)
    }
}

struct Argument: Sendable {
    var name: String
    var help: String
    var isOptional: Bool = true
    /// Takes every remaining positional argument.
    var isRepeating: Bool = false
    /// What a shell completes it with.
    var completion: Completion = .none
}

/// What a shell offers for a value.
///
/// Nothing in particular, file names, folder names, or the words of a choice.
enum Completion: Sendable, Equatable {
    case none
    case file
    case folder
    case words([String])
}

/// An option as the parser, the help and the completions see it.
///
/// Declared by an `OptionKey`, never on its own.
struct Option: Sendable {
    /// With its dashes: `--json`.
    var name: String
    /// `nil` for a flag; otherwise the placeholder shown in help (`FILE`, `N`).
    var valueName: String?
    /// What the value must be; the parser reads it into its type (nil for a flag).
    var kind: ValueKind?
    var help: String
    /// The value used when the option is not given, as the user would type it (help shows it).
    var defaultText: String?
    /// What a flag stands for when given.
    ///
    /// `.flag`, the setting it sets (`--no-fuzz`), or for a flag of an exclusive option the name of
    /// the flag it stands for (`OptionKey.exclusive`).
    var flagValue: OptionValue = .flag
    /// The option this one is another name for (a deprecated alias): the completions leave it out.
    var aliasOf: String?

    var completion: Completion {
        switch kind {
        case .choice(let choices, _): .words(choices)
        case .path(_, let kind): kind == .folder ? .folder : .file
        default: .none
        }
    }
}

/// What an option's value must be.
///
/// The parser reads every value into its type once, when it reads the command line, with one
/// message per kind of mistake (`ValueText`, shared with the settings file).
enum ValueKind: Sendable {
    /// Any text: a topic.
    case text
    /// A path; the words say what it names (`"the review log"`).
    case path(String, PathKind)
    /// A time, ISO 8601.
    case time
    /// A whole number in the range; the words name it (`"a lesson number"`).
    case wholeNumber(ClosedRange<Int>, String)
    /// One of the words listed, in any case; the words after name it (`"a format"`).
    case choice([String], String)
    /// A review setting, read as the settings file reads it.
    case setting(ReviewSettings.Name)

    func read(_ text: String) throws(ValueError) -> OptionValue {
        switch self {
        case .text: return .text(text)
        case .path(let what, _): return .text(try ValueText.path(text, what: what))
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

/// What a path option names, for the shell's completion.
enum PathKind: Sendable {
    case file
    case folder
}

/// An option's value, read into its type.
enum OptionValue: Sendable {
    /// A flag, given.
    case flag
    case text(String)
    case time(Timestamp)
    case number(Int)
    case setting(ReviewSettings.Setting)
}

/// What the user typed, sorted out against a command's table, every value read into its type.
///
/// The command reads it through its typed `Invocation`.
struct ParsedArguments: Sendable {
    /// The command path, for messages: `export anki`.
    var commandPath: String
    var positionals: [String] = []
    /// Every option given, in the order given, its value read.
    var options: [(name: String, value: OptionValue)] = []

    /// The values given for the option `name`, in order.
    func values(of name: String) -> [OptionValue] {
        values(of: [name])
    }

    /// The values given for an option by any of its `names` (the flags of an exclusive option), in order.
    func values(of names: [String]) -> [OptionValue] {
        options.filter { names.contains($0.name) }.map(\.value)
    }

    /// Every review setting given (`--retention 0.85`, `--no-fuzz`), in the order given.
    var settings: [ReviewSettings.Setting] {
        options.compactMap { if case .setting(let setting) = $0.value { setting } else { nil } }
    }
}

/// Options of one command that cannot go together.
///
/// When one of the names of `option` is given, none of `excluded` may be. The parser refuses them
/// with one message: "--no-compiler cannot go with --swiftc", then the reason, if any.
struct Exclusion: Sendable {
    /// The names of the option (each flag of an exclusive option).
    var option: [String]
    /// The names of the options it cannot go with.
    var excluded: [String]
    /// Why, for the message: `"log merge --git takes the base and the output from its three files"`.
    var reason: String?
}

/// An entry of the table of options that cannot go together (`optionExclusions`).
///
/// The exclusion, and the type of the `OptionGroup` of the command whose options it names.
struct ExclusionEntry: Sendable {
    var group: ObjectIdentifier
    var exclusion: Exclusion

    /// `option` of `Options` cannot go with any of `excluded`, nor with the `flags` named.
    ///
    /// Each key path names an option of the group (all the flags of an exclusive one), so a
    /// misspelt option does not compile; `flags` names single flags of an exclusive option
    /// (`--no-typecheck`), which `CommandTableTests` holds to be the command's.
    ///
    /// - Parameters:
    ///   - group: The type of the command's `OptionGroup`.
    ///   - option: The option that excludes the others.
    ///   - excluded: The options it cannot go with.
    ///   - flags: Single flags of exclusive options it cannot go with, by name.
    ///   - reason: Why, for the message.
    init<Options: OptionGroup>(
        _ group: Options.Type, _ option: PartialKeyPath<Options>, excludes excluded: [PartialKeyPath<Options>],
        flags: [String] = [], because reason: String? = nil
    ) {
        let declarations = Options()
        func names(_ key: PartialKeyPath<Options>) -> [String] {
            (declarations[keyPath: key] as? OptionDeclaration)?.names ?? []
        }
        self.group = ObjectIdentifier(group)
        self.exclusion = Exclusion(
            option: names(option), excluded: excluded.flatMap(names) + flags, reason: reason)
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
