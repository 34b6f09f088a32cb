// The `arguments` target: `course`'s argument parser (Sources/course/CLI) against the real command
// table. The input split at NUL bytes is argv (after the program name). Any argv gives a parse or a
// UsageError, never a trap: a help request names commands of the table, a command to run gets only
// its own options, none that cannot go together, and an accepted number of arguments, and the
// values of the shared option readers (scheduling settings, `--now`) are settings or a UsageError
// as well. Nothing is run.

import Foundation

/// No settings file: the options alone are read.
private let environment = ["XDG_CONFIG_HOME": "/nonexistent/course-fuzz", "HOME": "/nonexistent/course-fuzz"]

func fuzzArguments(_ input: UnsafeRawBufferPointer) {
    fuzzing { () throws(SkipInput) in
        let arguments = input.isEmpty ? [] : pieces(of: input, separatedBy: 0)
        let outcome: ArgumentParser.Outcome
        do {
            outcome = try ArgumentParser(commands: allCommands).parse(arguments)
        } catch let error as UsageError {
            // A usage error may quote what was typed (an unknown command's name): text the input
            // itself holds is no debug text of Swift's.
            let quotesInput = arguments.contains(where: looksLikeDebugText)
            try expect(
                !error.message.isEmpty && (quotesInput || !looksLikeDebugText(error.message)),
                "usage error: \(error.message)")
            return
        } catch {
            try expect(false, "the parser throws \(error), not a UsageError")
            return
        }
        switch outcome {
        case .version:
            return
        case .help(let path):
            var candidates = allCommands
            for name in path {
                guard let command = candidates.first(where: { $0.name == name }) else { return }
                _ = HelpText.page(for: command, path: name)
                candidates = command.subcommands
            }
        case .run(let command, let invocation):
            try checkInvocation(invocation, of: command)
        }
    }
}

private func checkInvocation(_ invocation: ParsedArguments, of command: Command) throws(SkipInput) {
    for (name, value) in invocation.options {
        let option = command.options.first { $0.name == name }
        try expect(option != nil, "'\(name)' is not an option of \(command.name)")
        if case .flag = value {
            try expect(option?.valueName == nil, "'\(name)' takes a value, read as a flag")
        }
    }
    // Options that cannot go together (`Command.exclusions`) never reach a command.
    let given = Set(invocation.options.map(\.name))
    for exclusion in command.exclusions where !given.isDisjoint(with: exclusion.option) {
        try expect(given.isDisjoint(with: exclusion.excluded), "\(exclusion.option) given with \(exclusion.excluded)")
    }
    let required = command.arguments.filter { !$0.isOptional }.count
    try expect(
        invocation.positionals.count >= required, "\(invocation.positionals.count) arguments, \(required) required")
    if command.arguments.last?.isRepeating != true {
        try expect(
            invocation.positionals.count <= command.arguments.count,
            "\(invocation.positionals.count) arguments for \(command.arguments.count)")
    }
    if command.options.contains(where: { $0.name == "--retention" }) {
        do {
            _ = try reviewSettings(from: invocation, environment: environment)
        } catch let error as UsageError {
            try expect(!looksLikeDebugText(error.message), "usage error: \(error.message)")
        } catch {
            try expect(false, "the settings options throw \(error), not a UsageError")
        }
    }
    // Every option's value is read by the parser into its type (or it stopped with a UsageError,
    // checked above): a `--now` is a time.
    for case (let name, let value) in invocation.options where name == "--now" {
        if case .time = value { continue }
        try expect(false, "--now read as \(value), not a time")
    }
}
