import CourseKit

/// Turns `course`'s arguments into a command and its `ParsedArguments`.
///
/// Everything is read from the command table, so that adding a command never means touching this
/// file.
struct ArgumentParser {
    var commands: [Command]

    enum Outcome {
        case run(Command, ParsedArguments)
        case help(commandPath: [String])
        case version
    }

    func parse(_ arguments: [String]) throws -> Outcome {
        guard let first = arguments.first else { return .help(commandPath: []) }
        switch first {
        case "--help", "-h": return .help(commandPath: [])
        case "--version": return .version
        case "help": return .help(commandPath: Array(arguments.dropFirst()))
        default: break
        }
        if first.hasPrefix("-") {
            throw UsageError("unknown option '\(first)'" + suggestion(first, among: ["--help", "--version"]))
        }
        var command = try find(first, in: commands, path: "")
        var path = [command.name]
        var rest = Array(arguments.dropFirst())
        while !command.subcommands.isEmpty {
            guard let next = rest.first, !next.hasPrefix("-") else {
                if rest.first == "--help" || rest.first == "-h" { return .help(commandPath: path) }
                let names = command.subcommands.map(\.name).joined(separator: ", ")
                throw UsageError(
                    "'\(path.joined(separator: " "))' needs a subcommand: \(names)",
                    commandPath: path.joined(separator: " "))
            }
            command = try find(next, in: command.subcommands, path: path.joined(separator: " "))
            path.append(command.name)
            rest.removeFirst()
        }
        if rest.contains("--help") || rest.contains("-h") { return .help(commandPath: path) }
        return .run(command, try invocation(of: command, path: path.joined(separator: " "), from: rest))
    }

    private func find(_ name: String, in candidates: [Command], path: String) throws -> Command {
        if let command = candidates.first(where: { $0.name == name }) { return command }
        let scope = path.isEmpty ? "" : " for '\(path)'"
        throw UsageError(
            "unknown command '\(name)'\(scope)"
                + suggestion(name, among: candidates.map(\.name)),
            commandPath: path.isEmpty ? nil : path)
    }

    private func invocation(of command: Command, path: String, from arguments: [String]) throws -> ParsedArguments {
        var result = ParsedArguments(commandPath: path)
        let options = command.options
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, inlineValue) = split(argument)
            guard let option = options.first(where: { $0.name == name }) else {
                throw UsageError(
                    "unknown option '\(name)' for '\(path)'"
                        + suggestion(name, among: options.map(\.name)),
                    commandPath: path)
            }
            guard let valueName = option.valueName, let kind = option.kind else {
                if inlineValue != nil {
                    throw UsageError("option '\(name)' takes no value", commandPath: path)
                }
                result.options.append((name, option.flagValue))
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError("option '\(name)' needs a value: \(name) \(valueName)", commandPath: path)
            }
            do throws(ValueError) {
                result.options.append((name, try kind.read(value)))
            } catch {
                throw UsageError("\(name): \(error.message)", commandPath: path)
            }
        }
        try checkPositionals(result.positionals, of: command, path: path)
        try checkExclusions(result.options.map(\.name), of: command, path: path)
        return result
    }

    /// Refuses options given together that cannot go together (`Command.exclusions`).
    ///
    /// The first option given (in the order given) that another given cannot go with is named:
    /// "--no-compiler cannot go with --swiftc", and why.
    private func checkExclusions(_ given: [String], of command: Command, path: String) throws {
        guard given.count > 1 else { return }
        let exclusions = command.exclusions
        var named: [String] = []
        for name in given where !named.contains(name) { named.append(name) }
        for name in named {
            for exclusion in exclusions where exclusion.option.contains(name) {
                let conflicting = named.filter(exclusion.excluded.contains)
                guard let last = conflicting.last else { continue }
                let others =
                    conflicting.count == 1 ? last : conflicting.dropLast().joined(separator: ", ") + " or " + last
                throw UsageError(
                    "\(name) cannot go with \(others)" + (exclusion.reason.map { "; \($0)" } ?? ""),
                    commandPath: path)
            }
        }
    }

    private func checkPositionals(_ positionals: [String], of command: Command, path: String) throws {
        let required = command.arguments.filter { !$0.isOptional }.count
        if positionals.count < required {
            let missing = command.arguments.filter { !$0.isOptional }[positionals.count]
            throw UsageError("missing argument \(missing.name)", commandPath: path)
        }
        let acceptsMany = command.arguments.last?.isRepeating ?? false
        if !acceptsMany, positionals.count > command.arguments.count {
            let extra = positionals[command.arguments.count]
            throw UsageError("unexpected argument '\(extra)'", commandPath: path)
        }
    }

    /// `--name=value` → (`--name`, `value`).
    private func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

/// ". Did you mean 'x'?" for the closest candidate, or nothing when none is close.
func suggestion(_ word: String, among candidates: [String]) -> String {
    let ranked = candidates.map { ($0, editDistance(word, $0)) }.min { $0.1 < $1.1 }
    guard let (best, distance) = ranked, distance <= max(2, best.count / 3) else {
        return candidates.isEmpty ? "" : ". Valid choices: \(candidates.joined(separator: ", "))"
    }
    return ". Did you mean '\(best)'?"
}
