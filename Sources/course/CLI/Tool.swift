import CourseKit
import Foundation

let toolVersion = "0.1.0"

/// The whole of `course`: parse the arguments against the command table, then run, help or fail.
enum Tool {
    static func run(_ arguments: [String]) -> Int32 {
        let parser = ArgumentParser(commands: allCommands)
        do {
            switch try parser.parse(arguments) {
            case .version:
                print("course \(toolVersion)")
                return ExitStatus.success
            case .help(let path):
                return try printHelp(path)
            case .run(let command, let invocation):
                guard let run = command.run else { return try printHelp([command.name]) }
                return try run(invocation)
            }
        } catch let error as UsageError {
            var message = "course: error: \(error.message)\n"
            let helpCommand = error.commandPath.map { "course help \($0)" } ?? "course --help"
            message += "See '\(helpCommand)'.\n"
            writeToStandardError(message)
            return ExitStatus.usage
        } catch {
            writeToStandardError("course: error: \(error)\n")
            return ExitStatus.failure
        }
    }

    private static func printHelp(_ path: [String]) throws -> Int32 {
        guard !path.isEmpty else {
            print(HelpText.overview(allCommands), terminator: "")
            return ExitStatus.success
        }
        var candidates = allCommands
        var command: Command?
        var walked: [String] = []
        for name in path {
            guard let found = candidates.first(where: { $0.name == name }) else {
                let scope = walked.isEmpty ? "" : " for '\(walked.joined(separator: " "))'"
                throw UsageError("unknown command '\(name)'\(scope)"
                                 + suggestion(name, among: candidates.map(\.name)))
            }
            command = found
            walked.append(name)
            candidates = found.subcommands
        }
        print(HelpText.page(for: command!, path: walked.joined(separator: " ")), terminator: "")
        return ExitStatus.success
    }
}

func writeToStandardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}
