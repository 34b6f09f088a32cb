import CourseKit
import Foundation

let toolVersion = "0.1.0"

/// The whole of `course`: parse the arguments against the command table, then run, help or fail.
enum Tool {
    /// The process's exit status for its whole `argv`.
    ///
    /// Started under the plugin's name (a link, as the compiler starts it), `course` serves the
    /// compiler's macro messages; otherwise it runs the command line.
    static func start(_ argv: [String]) -> Int32 {
        UserFolders.dropInvalidVariables()
        guard MacroPlugin.isStarted(as: argv) else { return run(Array(argv.dropFirst())) }
        do {
            try MacroPlugin.serve(input: STDIN_FILENO, output: STDOUT_FILENO)
            return ExitStatus.success.code
        } catch {
            writeToStandardError(ExitStatus.message(for: error))
            return ExitStatus(error).code
        }
    }

    /// The process's exit status. Every failure ends here: printed once, its status from `ExitStatus`.
    static func run(_ arguments: [String]) -> Int32 {
        do {
            let status = try outcome(arguments)
            try StandardOutput.finish()
            return status.code
        } catch {
            writeToStandardError(ExitStatus.message(for: error))
            return ExitStatus(error).code
        }
    }

    private static func outcome(_ arguments: [String]) throws -> ExitStatus {
        switch try ArgumentParser(commands: allCommands).parse(arguments) {
        case .version:
            StandardOutput.line("course \(toolVersion)")
            return .success
        case .help(let path):
            return try printHelp(path)
        case .run(let command, let invocation):
            guard let run = command.run else { return try printHelp([command.name]) }
            // What a command leaves in the temporary folder and the programs it started are
            // `Scratch`'s: SIGINT, SIGTERM and SIGHUP remove and stop them, then end with 128 + n.
            if !command.handlesSignals { Scratch.endOnSignals { signal in exit(ExitStatus.signal(signal).code) } }
            return try run(invocation)
        }
    }

    private static func printHelp(_ path: [String]) throws -> ExitStatus {
        guard !path.isEmpty else {
            StandardOutput.write(HelpText.overview(allCommands))
            return .success
        }
        var candidates = allCommands
        var command: Command?
        var walked: [String] = []
        for name in path {
            guard let found = candidates.first(where: { $0.name == name }) else {
                let scope = walked.isEmpty ? "" : " for '\(walked.joined(separator: " "))'"
                throw UsageError(
                    "unknown command '\(name)'\(scope)"
                        + suggestion(name, among: candidates.map(\.name)))
            }
            command = found
            walked.append(name)
            candidates = found.subcommands
        }
        StandardOutput.write(HelpText.page(for: command!, path: walked.joined(separator: " ")))
        return .success
    }
}

/// Everything `course` prints to standard error goes through here.
///
/// Messages, warnings and diagnostics, which quote lessons, logs and file names. None of it is
/// styled, so all of it is made inert (`InertText.text`: newlines and tabs kept, every other
/// control shown). A failure to write there has nowhere to be reported: it is ignored (never a
/// trap).
func writeToStandardError(_ text: String) {
    _ = Descriptor.writeAll(Array(InertText.text(text).utf8), to: STDERR_FILENO)
}

/// A line of standard error drawn again in place (a progress line on a terminal).
///
/// The tool's own sequence back to the line's start and erasing it, then `text` made inert, on one
/// line.
func redrawStandardErrorLine(_ text: String) {
    _ = Descriptor.writeAll(Array((ANSI.redrawLine + InertText.line(text)).utf8), to: STDERR_FILENO)
}
