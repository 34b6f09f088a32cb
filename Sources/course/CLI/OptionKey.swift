import CourseKit

/// An option, declared once with the type its value is read into.
///
/// The command's `OptionGroup` holds it as a property, the command table lists it from there, and
/// the command's code reads it by key path (`invocation[\.format]`, a `DiagnosticFormat`). A
/// misspelt option does not compile. Immutable, hence `Sendable` (its properties are).
final class OptionKey<Value: Sendable>: OptionDeclaration, @unchecked Sendable {
    /// The value for what was given: every value of the option, in order (none when not given).
    let value: @Sendable ([OptionValue]) -> Value

    init(option: Option, value: @escaping @Sendable ([OptionValue]) -> Value) {
        self.value = value
        super.init(options: [option])
    }

    init(options: [Option], exclusions: [Exclusion], value: @escaping @Sendable ([OptionValue]) -> Value) {
        self.value = value
        super.init(options: options, exclusions: exclusions)
    }
}

/// What every `OptionKey` is, whatever its type: the option it declares.
///
/// A class, so that the table finds the options among a group's properties by a cast to a class (a
/// look at the object's class), not to a protocol (a search of the binary's conformances for each
/// type of value, which made reading one command's options cost more than parsing its arguments).
/// Immutable, hence `Sendable`.
class OptionDeclaration: @unchecked Sendable {
    /// The option as the parser, the help and the completions see it.
    ///
    /// One, or for an option of exclusive flags (`OptionKey.exclusive`) one per flag.
    let options: [Option]
    /// Which of its flags cannot go together.
    ///
    /// Those of an exclusive option that set different things; the parser checks them with the
    /// command's entries of `optionExclusions`.
    let exclusions: [Exclusion]

    init(options: [Option], exclusions: [Exclusion] = []) {
        self.options = options
        self.exclusions = exclusions
    }

    /// Every name of the option, with its dashes.
    var names: [String] { options.map(\.name) }
}

/// A command's options.
///
/// A struct whose stored properties are `OptionKey`s, and other groups it shares with other
/// commands (`FilterOptions`), in the order help lists them. Nothing else: a property of any other
/// type is reported by `OptionTable` (and `CommandTableTests`).
protocol OptionGroup: Sendable {
    init()
}

/// The options of a command without any.
struct NoOptions: OptionGroup {}

/// The options a group declares, in order, found by reflecting on its properties.
struct OptionTable {
    var options: [Option] = []
    /// Which of the flags of its exclusive options cannot go together.
    var exclusions: [Exclusion] = []
    /// `Type.property` of each property that is neither an option nor a group.
    var strays: [String] = []

    init(_ group: any OptionGroup) {
        add(group)
    }

    private mutating func add(_ group: any OptionGroup) {
        for child in Mirror(reflecting: group).children {
            if let declaration = child.value as? OptionDeclaration {
                options += declaration.options
                exclusions += declaration.exclusions
            } else if let nested = child.value as? any OptionGroup {
                add(nested)
            } else {
                strays.append("\(type(of: group)).\(child.label ?? "?")")
            }
        }
    }
}

/// A command's arguments as its code reads them.
///
/// Options by key path into its `OptionGroup`, each of its declared type; positional arguments by
/// index.
struct Invocation<Options: OptionGroup> {
    var arguments: ParsedArguments
    let declarations: Options

    init(_ arguments: ParsedArguments, declarations: Options = Options()) {
        self.arguments = arguments
        self.declarations = declarations
    }

    /// The value of an option.
    ///
    /// For a flag whether it was given, for a repeatable option every value, otherwise the last
    /// value given (a later `--out` wins, as in most tools), or its default.
    subscript<Value>(_ key: KeyPath<Options, OptionKey<Value>>) -> Value {
        let declared = declarations[keyPath: key]
        return declared.value(arguments.values(of: declared.names))
    }

    /// The name of the option at `key` as it was last given, else nil.
    func given(_ key: PartialKeyPath<Options>) -> String? {
        guard let declared = declarations[keyPath: key] as? OptionDeclaration else { return nil }
        return arguments.options.last { declared.names.contains($0.name) }?.name
    }

    /// The options of a group within this one (`FilterOptions`), for code that serves several commands.
    func group<Group: OptionGroup>(_ key: KeyPath<Options, Group>) -> Invocation<Group> {
        Invocation<Group>(arguments, declarations: declarations[keyPath: key])
    }

    /// The command path, for messages: `export anki`.
    var commandPath: String { arguments.commandPath }

    var positionals: [String] { arguments.positionals }

    func positional(_ index: Int) -> String? {
        positionals.indices.contains(index) ? positionals[index] : nil
    }
}

// MARK: - Declaring options

extension OptionKey where Value == Bool {
    /// `--name`, given or not.
    static func flag(_ name: String, _ help: String) -> OptionKey {
        OptionKey(option: Option(name: name, help: help)) { !$0.isEmpty }
    }
}

extension OptionKey where Value == String? {
    /// `--name VALUE`, any text.
    static func text(_ name: String, _ valueName: String, _ help: String) -> OptionKey {
        OptionKey(option: Option(name: name, valueName: valueName, kind: .text, help: help)) { $0.last?.text }
    }

    /// `--name PATH`; `what` says what it names, for the message when it is empty.
    static func path(
        _ name: String, _ valueName: String, _ what: String, _ kind: PathKind = .file,
        _ help: String
    ) -> OptionKey {
        OptionKey(option: Option(name: name, valueName: valueName, kind: .path(what, kind), help: help)) {
            $0.last?.text
        }
    }
}

extension OptionKey where Value == String {
    /// `--name PATH`, `defaultValue` when not given, which help shows.
    static func path(
        _ name: String, _ valueName: String, _ what: String, _ kind: PathKind = .file,
        default defaultValue: String, _ help: String
    ) -> OptionKey {
        let option = Option(
            name: name, valueName: valueName, kind: .path(what, kind), help: help, defaultText: defaultValue)
        return OptionKey(option: option) { $0.last?.text ?? defaultValue }
    }
}

extension OptionKey where Value == [String] {
    /// `--name VALUE`, repeatable: every value given, in order.
    static func texts(_ name: String, _ valueName: String, _ help: String) -> OptionKey {
        OptionKey(option: Option(name: name, valueName: valueName, kind: .text, help: help)) { $0.compactMap(\.text) }
    }

    /// `--name PATH`, repeatable.
    static func paths(_ name: String, _ valueName: String, _ what: String, _ help: String) -> OptionKey {
        OptionKey(option: Option(name: name, valueName: valueName, kind: .path(what, .file), help: help)) {
            $0.compactMap(\.text)
        }
    }
}

extension OptionKey where Value == Int? {
    /// `--name N`, a whole number in `range`; `what` names it (`"a lesson number"`).
    static func number(
        _ name: String, _ valueName: String, _ range: ClosedRange<Int>, _ what: String,
        _ help: String
    ) -> OptionKey {
        OptionKey(option: Option(name: name, valueName: valueName, kind: .wholeNumber(range, what), help: help)) {
            $0.last?.number
        }
    }
}

extension OptionKey where Value == [Int] {
    /// `--name N`, repeatable.
    static func numbers(
        _ name: String, _ valueName: String, _ range: ClosedRange<Int>, _ what: String,
        _ help: String
    ) -> OptionKey {
        OptionKey(option: Option(name: name, valueName: valueName, kind: .wholeNumber(range, what), help: help)) {
            $0.compactMap(\.number)
        }
    }
}

extension OptionKey where Value == Timestamp? {
    /// `--name TIME`, ISO 8601.
    static func time(_ name: String, _ help: String) -> OptionKey {
        OptionKey(option: Option(name: name, valueName: "TIME", kind: .time, help: help)) { $0.last?.time }
    }
}

extension OptionKey where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
    /// `--name WORD`, one of `Value`'s cases by its raw value (in any case), read into `Value`.
    ///
    /// `defaultValue` when not given, which help shows.
    static func choice(
        _ name: String, _ valueName: String, _ what: String, default defaultValue: Value,
        _ help: String
    ) -> OptionKey {
        let option = Option(
            name: name, valueName: valueName, kind: .choice(Value.allCases.map(\.rawValue), what),
            help: help, defaultText: defaultValue.rawValue)
        return OptionKey(option: option) { values in values.last.flatMap(Value.cases) ?? defaultValue }
    }
}

extension OptionKey {
    /// `--name WORD`, repeatable, each one of `Case`'s cases, read into it.
    static func choices<Case: CaseIterable & RawRepresentable & Sendable>(
        _ name: String, _ valueName: String, _ what: String, _ help: String
    ) -> OptionKey where Value == [Case], Case.RawValue == String {
        let option = Option(
            name: name, valueName: valueName, kind: .choice(Case.allCases.map(\.rawValue), what), help: help)
        return OptionKey(option: option) { $0.compactMap(Case.cases) }
    }
}

extension OptionKey where Value == ReviewSettings.Setting? {
    /// `--NAME VALUE` for the review setting NAME, its value read as the settings file reads it.
    ///
    /// Help shows the default, `ReviewSettings()`'s. A command applies every setting given together
    /// (`reviewSettings(from:)`).
    static func setting(_ name: ReviewSettings.Name, _ valueName: String, _ help: String) -> OptionKey {
        let option = Option(
            name: "--" + name.rawValue, valueName: valueName, kind: .setting(name), help: help,
            defaultText: ReviewSettings().text(of: name))
        return OptionKey(option: option) { values in
            values.last.flatMap { if case .setting(let setting) = $0 { setting } else { nil } }
        }
    }
}

extension OptionKey where Value == Bool {
    /// A flag that sets a review setting when given (`--no-fuzz`: fuzz false).
    static func setting(_ name: String, sets setting: ReviewSettings.Setting, _ help: String) -> OptionKey {
        OptionKey(option: Option(name: name, help: help, flagValue: .setting(setting))) { !$0.isEmpty }
    }
}

/// One flag of an option of exclusive flags (`OptionKey.exclusive`).
///
/// Its name, the setting it stands for, its help; or another name of one, kept for the scripts that
/// use it.
struct ExclusiveFlag<Value: Sendable> {
    var name: String
    var value: Value
    var help: String
    /// The flag this one is another name for.
    ///
    /// Help calls it a deprecated alias, completions leave it out, and it goes with that flag.
    var aliasOf: String?

    init(_ name: String, _ value: Value, _ help: String) {
        self.name = name
        self.value = value
        self.help = help
    }

    /// `name`, a deprecated alias of `flag`, kept for the scripts that use it.
    static func alias(_ name: String, of flag: ExclusiveFlag) -> ExclusiveFlag {
        var alias = ExclusiveFlag(
            name, flag.value, "Deprecated alias of \(flag.name), kept for the scripts that use it.")
        alias.aliasOf = flag.name
        return alias
    }

    /// The flag it stands for: its own name, or the name of the flag it is an alias of.
    var canonicalName: String { aliasOf ?? name }
}

extension OptionKey {
    /// One option given by one of several flags, each setting a value.
    ///
    /// As argument-parser's exclusive flags (`EnumerableFlag`) are: `defaultValue` when none is
    /// given, which may have no flag of its own (help says what it is in the flags' help). Two
    /// flags that set different values cannot go together (`Exclusion`); a flag and its alias can.
    static func exclusive(default defaultValue: Value, _ flags: [ExclusiveFlag<Value>]) -> OptionKey {
        let options = flags.map { flag in
            Option(name: flag.name, help: flag.help, flagValue: .text(flag.canonicalName), aliasOf: flag.aliasOf)
        }
        let exclusions = flags.map { flag in
            Exclusion(
                option: [flag.name],
                excluded: flags.filter { $0.canonicalName != flag.canonicalName }.map(\.name))
        }
        let values = Dictionary(flags.map { ($0.canonicalName, $0.value) }, uniquingKeysWith: { first, _ in first })
        return OptionKey(options: options, exclusions: exclusions) { given in
            given.last?.text.flatMap { values[$0] } ?? defaultValue
        }
    }
}

extension OptionValue {
    var text: String? { if case .text(let text) = self { text } else { nil } }
    var number: Int? { if case .number(let number) = self { number } else { nil } }
    var time: Timestamp? { if case .time(let time) = self { time } else { nil } }
}

extension RawRepresentable where Self: CaseIterable, RawValue == String {
    /// The case a choice's value names: the parser has already matched it to a raw value.
    fileprivate static func cases(_ value: OptionValue) -> Self? {
        value.text.flatMap(Self.init(rawValue:))
    }
}

extension ReviewSettings {
    /// The value of setting `name`, as its option and the settings file take it (`0.9`, `1m,10m`).
    ///
    /// Nil where it is too long to show (the 21 weights).
    func text(of name: Name) -> String? {
        switch name {
        case .retention: "\(scheduler.desiredRetention)"
        case .learningSteps: scheduler.learningSteps.map(\.stepText).joined(separator: ",")
        case .relearningSteps: scheduler.relearningSteps.map(\.stepText).joined(separator: ",")
        case .maxInterval: "\(scheduler.maximumInterval)"
        case .weights: nil
        case .fuzz: "\(scheduler.fuzz)"
        case .newPerDay: "\(newPerDay)"
        case .reviewLimit: "\(reviewLimit)"
        case .dayStartHour: "\(dayStartHour)"
        case .leechThreshold: "\(leeches.lapses)"
        }
    }
}
