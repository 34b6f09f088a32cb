/// Completion scripts for bash, zsh and fish, written from the command table.
///
/// `course completions SHELL` prints them. They complete the commands and subcommands, each
/// command's options, the words of a choice, and file or folder names where an option or an
/// argument takes a path. Each script walks the words typed so far the same way: a word that is not
/// an option and names a subcommand of the path so far extends it; an option that takes a value
/// (not written `--name=value`) skips the word after it.
enum CompletionScript {
    enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    static func script(for shell: Shell, commands: [Command]) -> String {
        let table = Table(commands)
        switch shell {
        case .bash: return bash(table)
        case .zsh: return zsh(table)
        case .fish: return fish(table)
        }
    }

    /// Every command path with what completes there: "" is `course` itself.
    struct Table {
        struct Entry {
            var path: String
            /// Subcommands, with their one-line abstract.
            var words: [(name: String, help: String)]
            var options: [Option]
            var arguments: [Argument]
        }

        var entries: [Entry] = []

        init(_ commands: [Command]) {
            let root = [Option(name: "--help", help: "Show help"), Option(name: "--version", help: "Show the version")]
            entries.append(
                Entry(
                    path: "", words: commands.map { ($0.name, $0.abstract) } + [("help", "Show help for a command")],
                    options: root, arguments: []))
            entries.append(
                Entry(path: "help", words: commands.map { ($0.name, $0.abstract) }, options: [], arguments: []))
            add(commands, under: "")
        }

        private mutating func add(_ commands: [Command], under prefix: String) {
            for command in commands {
                let path = prefix.isEmpty ? command.name : prefix + " " + command.name
                entries.append(
                    Entry(
                        path: path, words: command.subcommands.map { ($0.name, $0.abstract) },
                        options: command.options.filter { $0.aliasOf == nil } + [
                            Option(name: "--help", help: "Show help")
                        ],
                        arguments: command.arguments))
                add(command.subcommands, under: path)
            }
        }

        /// `path|--option` of every option that takes a value.
        var valueOptions: [String] {
            entries.flatMap { entry in entry.options.filter { $0.valueName != nil }.map { "\(entry.path)|\($0.name)" } }
        }

        /// `path|word` of every subcommand.
        var subcommands: [String] {
            entries.flatMap { entry in entry.words.map { "\(entry.path)|\($0.name)" } }
        }
    }

    /// `text` in single quotes for bash and zsh.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// `text` in single quotes for fish, on one line.
    static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }

    /// The case patterns of `keys`, for a shell's `case`.
    private static func patterns(_ keys: [String]) -> String {
        keys.map(quoted).joined(separator: "|")
    }

    /// The walk shared by bash and zsh.
    ///
    /// `words`, `current` (the index of the word being completed) and `first` (the index of the
    /// first word after `course`) name the shell's variables.
    private static func walk(_ table: Table, words: String, current: String, first: String) -> String {
        """
            local cpath= skip= word positionals=0 i
            for ((i = \(first); i < \(current); i++)); do
                word=${\(words)[i]}
                if [[ -n $skip ]]; then skip=; continue; fi
                if [[ $word == -* ]]; then
                    if [[ $word != *=* ]]; then
                        case "$cpath|$word" in \(patterns(table.valueOptions))) skip=1 ;; esac
                    fi
                    continue
                fi
                case "$cpath|$word" in
                    \(patterns(table.subcommands))) cpath=${cpath:+$cpath }$word; positionals=0 ;;
                    *) positionals=$((positionals + 1)) ;;
                esac
            done

        """
    }

    /// What completes the value of each option, and each positional argument.
    ///
    /// `kind` is set to `words`, `file`, `folder` or nothing, and `choices` to the words.
    private static func kinds(_ table: Table) -> String {
        var text = "        case \"$cpath|$option\" in\n"
        for entry in table.entries {
            for option in entry.options where option.valueName != nil {
                text += "            \(quoted("\(entry.path)|\(option.name)"))) \(assignment(option.completion)) ;;\n"
            }
        }
        text += "        esac\n"
        return text
    }

    private static func argumentKinds(_ table: Table) -> String {
        var text = "        case \"$cpath\" in\n"
        for entry in table.entries where !entry.arguments.isEmpty && entry.words.isEmpty {
            text += "            \(quoted(entry.path)))\n                case $positionals in\n"
            for (index, argument) in entry.arguments.enumerated() {
                let last = index == entry.arguments.count - 1 && argument.isRepeating
                text += "                    \(last ? "*" : String(index))) \(assignment(argument.completion)) ;;\n"
            }
            text += "                esac ;;\n"
        }
        text += "        esac\n"
        return text
    }

    private static func assignment(_ completion: Completion) -> String {
        switch completion {
        case .none: "kind="
        case .file: "kind=file"
        case .folder: "kind=folder"
        case .words(let words): "kind=words; choices=\(quoted(words.joined(separator: " ")))"
        }
    }

    /// The subcommands and the options at each path.
    private static func wordLists(_ table: Table) -> String {
        var text = "    case \"$cpath\" in\n"
        for entry in table.entries {
            let words = entry.words.map(\.name).joined(separator: " ")
            let options = entry.options.map(\.name).joined(separator: " ")
            text += "        \(quoted(entry.path))) subcommands=\(quoted(words)); options=\(quoted(options)) ;;\n"
        }
        text += "    esac\n"
        return text
    }

    // MARK: bash

    static func bash(_ table: Table) -> String {
        """
        # bash completion for course, written by `course completions bash` from its command table.
        # Load it in ~/.bashrc: source <(course completions bash)
        _course() {
            local cur=${COMP_WORDS[COMP_CWORD]} kind= choices= subcommands= options= option
        \(walk(table, words: "COMP_WORDS", current: "COMP_CWORD", first: "1"))\
            COMPREPLY=()
            if [[ -n $skip ]]; then
                option=${COMP_WORDS[COMP_CWORD-1]}
        \(kinds(table))\
            elif [[ $cur == -* ]]; then
        \(wordLists(table).split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
                _course_reply -W "$options" -- "$cur"
                return
            else
        \(wordLists(table).split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
                if [[ -n $subcommands ]]; then
                    _course_reply -W "$subcommands" -- "$cur"
                    return
                fi
        \(argumentKinds(table))\
            fi
            case $kind in
                words) _course_reply -W "$choices" -- "$cur" ;;
                file) compopt -o filenames 2>/dev/null; _course_reply -f -- "$cur" ;;
                folder) compopt -o filenames 2>/dev/null; _course_reply -d -- "$cur" ;;
            esac
        }
        # COMPREPLY from compgen's lines (names with spaces kept whole; bash 3.2 has no mapfile).
        _course_reply() {
            local line
            while IFS= read -r line; do COMPREPLY+=("$line"); done < <(compgen "$@")
        }
        complete -F _course course

        """
    }

    // MARK: zsh

    static func zsh(_ table: Table) -> String {
        var descriptions = "    case \"$cpath\" in\n"
        for entry in table.entries where !entry.words.isEmpty || !entry.options.isEmpty {
            descriptions += "        \(quoted(entry.path)))\n"
            let words = entry.words.map { quoted($0.name + ":" + $0.help) }
            let options = entry.options.map { quoted($0.name + ":" + HelpText.described($0)) }
            descriptions += "            described_subcommands=(\(words.joined(separator: " ")))\n"
            descriptions += "            described_options=(\(options.joined(separator: " "))) ;;\n"
        }
        descriptions += "    esac\n"
        return """
            #compdef course
            # zsh completion for course, written by `course completions zsh` from its command table.
            # Load it in ~/.zshrc (after compinit): source <(course completions zsh)
            # or save it as _course in a folder of $fpath.
            _course() {
                local cur=${words[CURRENT]} kind= choices= option
                local -a described_subcommands described_options
            \(walk(table, words: "words", current: "CURRENT", first: "2"))\
            \(descriptions)\
                if [[ -n $skip ]]; then
                    option=${words[CURRENT-1]}
            \(kinds(table))\
                elif [[ $cur == -* ]]; then
                    _describe -t options 'option' described_options
                    return
                elif (( ${#described_subcommands} )); then
                    _describe -t commands 'command' described_subcommands
                    return
                else
            \(argumentKinds(table))\
                fi
                case $kind in
                    words) compadd -- ${=choices} ;;
                    file) _files ;;
                    folder) _files -/ ;;
                esac
            }
            if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
                _course "$@"
            else
                compdef _course course
            fi

            """
    }

    // MARK: fish

    static func fish(_ table: Table) -> String {
        var text = """
            # fish completion for course, written by `course completions fish` from its command table.
            # Install it: course completions fish > ~/.config/fish/completions/course.fish

            # The command path of the words typed so far: "", "log", "log merge", …
            function __course_path
                set -l path
                set -l skip 0
                for word in (commandline -opc)[2..-1]
                    if test $skip = 1
                        set skip 0
                        continue
                    end
                    if string match -q -- '-*' $word
                        if not string match -q -- '*=*' $word
                            switch "$path|$word"
                                case \(table.valueOptions.map(fishQuoted).joined(separator: " "))
                                    set skip 1
                            end
                        end
                        continue
                    end
                    switch "$path|$word"
                        case \(table.subcommands.map(fishQuoted).joined(separator: " "))
                            set -a path $word
                    end
                end
                echo "$path"
            end

            function __course_at
                set -l path (__course_path)
                test "$path" = "$argv"
            end

            complete -c course -f

            """
        for entry in table.entries {
            let condition = "-n " + fishQuoted("__course_at " + entry.path)
            for word in entry.words {
                text += "complete -c course \(condition) -a \(fishQuoted(word.name)) -d \(fishQuoted(word.help))\n"
            }
            for option in entry.options {
                var line = "complete -c course \(condition) -l \(fishQuoted(String(option.name.dropFirst(2))))"
                if option.valueName != nil {
                    switch option.completion {
                    case .none: line += " -x"
                    case .file: line += " -r -F"
                    case .folder: line += " -x -a '(__fish_complete_directories)'"
                    case .words(let words): line += " -x -a \(fishQuoted(words.joined(separator: " ")))"
                    }
                }
                text += line + " -d \(fishQuoted(HelpText.described(option)))\n"
            }
            if entry.words.isEmpty, let argument = entry.arguments.first {
                switch argument.completion {
                case .none, .words: break
                case .file: text += "complete -c course \(condition) -F\n"
                case .folder: text += "complete -c course \(condition) -a '(__fish_complete_directories)'\n"
                }
            }
        }
        return text
    }
}
