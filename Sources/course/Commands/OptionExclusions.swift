import CourseKit

/// Which options of a command cannot go together.
///
/// The one table of them, which the parser consults (`Command.exclusions`) before a command runs,
/// refusing a command line that gives both with one message ("--no-compiler cannot go with
/// --swiftc", then the reason). The flags of one exclusive option (`--no-typecheck`,
/// `--strict-typecheck`) exclude each other by their declaration (`OptionKey.exclusive`), not here.
let optionExclusions: [ExclusionEntry] = [
    ExclusionEntry(
        CheckCommandOptions.self, \.noCompiler, excludes: [\.typecheck, \.interface, \.swiftc]),
    ExclusionEntry(
        CheckCommandOptions.self, \.verdicts, excludes: [\.noCompiler], flags: ["--no-typecheck"],
        because: "--verdicts needs the type-check"),
    ExclusionEntry(LspOptions.self, \.noCompiler, excludes: [\.typecheck]),
    ExclusionEntry(
        LogMergeOptions.self, \.git, excludes: [\.base, \.out],
        because: "log merge --git takes the base and the output from its three files"),
    ExclusionEntry(
        NewLessonCommandOptions.self, \.refreshStart,
        excludes: [\.title, \.project, \.part, \.partTitle, \.minutes],
        because: "it only refreshes the start folder"),
]

extension OptionKey where Value == CheckOptions.Typecheck {
    /// How far snippets and steps are type-checked (`check`, `lsp`).
    ///
    /// Not at all, by default, or strictly. With `alias`, `--typecheck` too, which made `check`
    /// strict before `--strict-typecheck` did, kept as its deprecated alias.
    static func typecheckMode(alias: Bool) -> OptionKey {
        let strict = ExclusiveFlag<Value>(
            "--strict-typecheck", .strict, "Make what could not be type-checked an error, not a warning or a count.")
        let off = ExclusiveFlag<Value>(
            "--no-typecheck", .off,
            "Parse snippets and steps without type-checking them (by default they are type-checked).")
        return .exclusive(default: .on, [off, strict] + (alias ? [.alias("--typecheck", of: strict)] : []))
    }
}
