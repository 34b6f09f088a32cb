import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The learner's editor, opened on a file at a line.
///
/// `$VISUAL`, else `$EDITOR`, else `vi`, each split into words as a shell would (`code --wait`,
/// `'/opt/My Editor/bin/edit' -f`), then the file and line in the form the editor understands.
enum EditorCommand {
    /// Editors that take `+LINE FILE`.
    static let plusLine: Set<String> = [
        "vi", "vim", "nvim", "gvim", "nano", "emacs", "emacsclient",
        "micro", "helix", "hx",
    ]
    /// Editors that take `--goto FILE:LINE` and need `--wait` to stay until the file is closed.
    static let gotoLine: Set<String> = ["code", "code-insiders", "codium"]

    /// The words of the editor to run (program first), from the environment.
    package static func editor(environment: [String: String]) throws(ShellWordsError) -> [String] {
        for name in ["VISUAL", "EDITOR"] {
            guard let text = environment[name] else { continue }
            let words: [String]
            do throws(ShellWordsError) {
                words = try ShellWords.split(text)
            } catch {
                throw ShellWordsError(message: "$\(name) is '\(text)': \(error.message)")
            }
            if !words.isEmpty { return words }
        }
        return ["vi"]
    }

    /// The whole command line.
    ///
    /// `vim +12 FILE`, `code --wait --goto FILE:12`, or `EDITOR… FILE` for an editor not known to
    /// take a line.
    package static func arguments(editor words: [String], file: String, line: Int) -> [String] {
        // A path that starts like an option would be read as one.
        let file = file.hasPrefix("-") || file.hasPrefix("+") ? "./" + file : file
        let name = words.first.map { $0.split(separator: "/").last.map(String.init) ?? $0 } ?? ""
        if plusLine.contains(name) {
            return words + ["+\(max(1, line))", file]
        }
        if gotoLine.contains(name) {
            return words + (words.contains("--wait") || words.contains("-w") ? [] : ["--wait"])
                + ["--goto", "\(file):\(max(1, line))"]
        }
        return words + [file]
    }
}

/// Splits a command line into words as a POSIX shell does, without expanding anything.
///
/// Blanks separate words; `'…'` keeps everything literally; `"…"` keeps everything but `\` before
/// `"`, `\`, `$`, `` ` `` or a newline; outside quotes `\` keeps the next character.
enum ShellWords {
    package static func split(_ text: String) throws(ShellWordsError) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var characters = text.makeIterator()
        while let character = characters.next() {
            switch character {
            case " ", "\t", "\n":
                if inWord { words.append(word) }
                word = ""
                inWord = false
            case "'":
                inWord = true
                var closed = false
                while let next = characters.next() {
                    if next == "'" {
                        closed = true
                        break
                    }
                    word.append(next)
                }
                guard closed else { throw ShellWordsError(message: "a ' is not closed") }
            case "\"":
                inWord = true
                var closed = false
                while let next = characters.next() {
                    if next == "\"" {
                        closed = true
                        break
                    }
                    if next == "\\" {
                        guard let escaped = characters.next() else { break }
                        if escaped == "\n" { continue }
                        if !"\"\\$`".contains(escaped) { word.append("\\") }
                        word.append(escaped)
                    } else {
                        word.append(next)
                    }
                }
                guard closed else { throw ShellWordsError(message: "a \" is not closed") }
            case "\\":
                guard let escaped = characters.next() else {
                    throw ShellWordsError(message: "it ends with a \\")
                }
                if escaped == "\n" { continue }
                inWord = true
                word.append(escaped)
            default:
                inWord = true
                word.append(character)
            }
        }
        if inWord { words.append(word) }
        return words
    }
}

package struct ShellWordsError: Error, Sendable, Equatable {
    package var message: String
}

/// Runs a program on the terminal the quiz is on, waits for it and returns its exit status.
///
/// The terminal: its standard input, output and error; the status 128 + n when signal n ended it.
/// The program is found on `PATH` and starts with every signal at its default and none blocked,
/// whatever this process does with them.
///
/// When this process is the terminal's foreground, the program runs as a shell runs a job: in a
/// process group of its own, made the terminal's foreground for as long as it runs, so that the
/// keys that send signals (Ctrl-C, Ctrl-\, Ctrl-Z) reach it alone — an editor that ends on SIGINT
/// (a GUI editor's wait wrapper) ends, and this process goes on. When the program stops itself
/// (Ctrl-Z in vi), this process takes the terminal back and stops as well, as the job the learner
/// started; continued (`fg`), it gives the terminal to the program again and continues it. The
/// terminal is this process's foreground again when `run` returns.
///
/// `beforeTakingBack` runs once the program has ended, while the terminal is still the ended
/// program's (this process in the background, SIGTTOU held off): the caller puts the terminal in
/// its own mode there (the quiz: raw, no signal keys), so that a Ctrl-C typed while the program's
/// screen still shows reaches no one, rather than this process in the terminal's normal mode.
enum TerminalProgram {
    package static func run(
        _ arguments: [String], terminal: Int32 = STDIN_FILENO, beforeTakingBack: () -> Void = {}
    ) throws(TerminalProgramError) -> Int32 {
        guard let program = arguments.first else { throw TerminalProgramError(program: "", reason: "no program given") }
        let ownGroup = getpgrp()
        let asJob = isatty(terminal) == 1 && tcgetpgrp(terminal) == ownGroup
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid = pid_t()
        // Its own process group when it is a job on the terminal.
        let code = SpawnSettings.with(flags: asJob ? Int32(POSIX_SPAWN_SETPGROUP) : 0, freshSignals: true) {
            actions, attributes in
            if asJob { posix_spawnattr_setpgroup(&attributes, 0) }
            return posix_spawnp(&pid, program, &actions, &attributes, argv, environ)
        }
        guard code == 0 else {
            throw TerminalProgramError(program: program, reason: FileProblem.systemMessage(code))
        }
        guard asJob else {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
            return ProcessRunner.exitStatus(status)
        }
        giveTerminal(terminal, to: pid)
        var status: Int32 = 0
        while true {
            guard waitpid(pid, &status, WUNTRACED) != -1 else {
                if errno == EINTR { continue }
                break
            }
            // Stopped (`0x7f` in the low byte, the signal above it), not ended.
            guard status & 0xff == 0x7f else { break }
            let signal = (status >> 8) & 0xff
            if signal != SIGTTIN && signal != SIGTTOU {
                // Suspended (Ctrl-Z): the job stops as a whole, this process with it. In a group
                // no shell controls (orphaned), the system ignores the stop, and the program goes on.
                giveTerminal(terminal, to: ownGroup)
                kill(0, SIGTSTP)
            }
            // Continued, or it touched the terminal before it was given it: it has the terminal now.
            giveTerminal(terminal, to: pid)
            kill(-pid, SIGCONT)
        }
        giveTerminal(terminal, to: ownGroup, first: beforeTakingBack)
        return ProcessRunner.exitStatus(status)
    }

    /// Makes `group` the terminal's foreground process group, after `first`.
    ///
    /// A process in the background may do so (and set the terminal's mode) while it blocks SIGTTOU
    /// (else the system stops it).
    private static func giveTerminal(_ terminal: Int32, to group: pid_t, first: () -> Void = {}) {
        var stop = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTTOU)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &stop, &previous)
        first()
        _ = tcsetpgrp(terminal, group)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
}

struct TerminalProgramError: Error, Sendable, Equatable {
    package var program: String
    package var reason: String
}
