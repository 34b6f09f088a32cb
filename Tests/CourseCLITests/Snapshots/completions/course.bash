# bash completion for course, written by `course completions bash` from its command table.
# Load it in ~/.bashrc: source <(course completions bash)
_course() {
    local cur=${COMP_WORDS[COMP_CWORD]} kind= choices= subcommands= options= option
    local cpath= skip= word positionals=0 i
    for ((i = 1; i < COMP_CWORD; i++)); do
        word=${COMP_WORDS[i]}
        if [[ -n $skip ]]; then skip=; continue; fi
        if [[ $word == -* ]]; then
            if [[ $word != *=* ]]; then
                case "$cpath|$word" in 'quiz|--lesson'|'quiz|--topic'|'quiz|--kind'|'quiz|--now'|'quiz|--retention'|'quiz|--learning-steps'|'quiz|--relearning-steps'|'quiz|--max-interval'|'quiz|--weights'|'quiz|--new-per-day'|'quiz|--review-limit'|'quiz|--day-start-hour'|'quiz|--leech-threshold'|'quiz|--log'|'quiz|--time-limit'|'grade|--card'|'grade|--answer'|'grade|--time-limit'|'stats|--lesson'|'stats|--topic'|'stats|--kind'|'stats|--now'|'stats|--retention'|'stats|--learning-steps'|'stats|--relearning-steps'|'stats|--max-interval'|'stats|--weights'|'stats|--day-start-hour'|'stats|--leech-threshold'|'stats|--log'|'history|--log'|'history|--course'|'history|--now'|'history|--retention'|'history|--learning-steps'|'history|--relearning-steps'|'history|--max-interval'|'history|--weights'|'log check|--log'|'log check|--course'|'log check|--now'|'log repair|--log'|'log repair|--course'|'log repair|--now'|'log merge|--base'|'log merge|--out'|'optimize|--log'|'optimize|--retention'|'optimize|--learning-steps'|'optimize|--relearning-steps'|'optimize|--max-interval'|'optimize|--weights'|'evaluate|--log'|'evaluate|--retention'|'evaluate|--learning-steps'|'evaluate|--relearning-steps'|'evaluate|--max-interval'|'evaluate|--weights'|'check|--format'|'check|--verdicts'|'check|--swiftc'|'new lesson|--number'|'new lesson|--title'|'new lesson|--project'|'new lesson|--part'|'new lesson|--part-title'|'new lesson|--minutes'|'new lesson|--files'|'render|--out'|'export anki|--out'|'snapshot|--lesson'|'snapshot|--step'|'snapshot|--out'|'snapshot|--patches'|'record|--lesson'|'record|--step'|'record|--from'|'record|--title') skip=1 ;; esac
            fi
            continue
        fi
        case "$cpath|$word" in
            '|quiz'|'|grade'|'|stats'|'|history'|'|log'|'|optimize'|'|evaluate'|'|list'|'|check'|'|new'|'|markdown'|'|render'|'|export'|'|snapshot'|'|record'|'|lsp'|'|completions'|'|help'|'help|quiz'|'help|grade'|'help|stats'|'help|history'|'help|log'|'help|optimize'|'help|evaluate'|'help|list'|'help|check'|'help|new'|'help|markdown'|'help|render'|'help|export'|'help|snapshot'|'help|record'|'help|lsp'|'help|completions'|'log|check'|'log|repair'|'log|merge'|'log|setup-git'|'new|lesson'|'export|anki') cpath=${cpath:+$cpath }$word; positionals=0 ;;
            *) positionals=$((positionals + 1)) ;;
        esac
    done
    COMPREPLY=()
    if [[ -n $skip ]]; then
        option=${COMP_WORDS[COMP_CWORD-1]}
        case "$cpath|$option" in
            'quiz|--lesson') kind= ;;
            'quiz|--topic') kind= ;;
            'quiz|--kind') kind=words; choices='syntax trick question' ;;
            'quiz|--now') kind= ;;
            'quiz|--retention') kind= ;;
            'quiz|--learning-steps') kind= ;;
            'quiz|--relearning-steps') kind= ;;
            'quiz|--max-interval') kind= ;;
            'quiz|--weights') kind= ;;
            'quiz|--new-per-day') kind= ;;
            'quiz|--review-limit') kind= ;;
            'quiz|--day-start-hour') kind= ;;
            'quiz|--leech-threshold') kind= ;;
            'quiz|--log') kind=file ;;
            'quiz|--time-limit') kind= ;;
            'grade|--card') kind= ;;
            'grade|--answer') kind=file ;;
            'grade|--time-limit') kind= ;;
            'stats|--lesson') kind= ;;
            'stats|--topic') kind= ;;
            'stats|--kind') kind=words; choices='syntax trick question' ;;
            'stats|--now') kind= ;;
            'stats|--retention') kind= ;;
            'stats|--learning-steps') kind= ;;
            'stats|--relearning-steps') kind= ;;
            'stats|--max-interval') kind= ;;
            'stats|--weights') kind= ;;
            'stats|--day-start-hour') kind= ;;
            'stats|--leech-threshold') kind= ;;
            'stats|--log') kind=file ;;
            'history|--log') kind=file ;;
            'history|--course') kind=folder ;;
            'history|--now') kind= ;;
            'history|--retention') kind= ;;
            'history|--learning-steps') kind= ;;
            'history|--relearning-steps') kind= ;;
            'history|--max-interval') kind= ;;
            'history|--weights') kind= ;;
            'log check|--log') kind=file ;;
            'log check|--course') kind=folder ;;
            'log check|--now') kind= ;;
            'log repair|--log') kind=file ;;
            'log repair|--course') kind=folder ;;
            'log repair|--now') kind= ;;
            'log merge|--base') kind=file ;;
            'log merge|--out') kind=file ;;
            'optimize|--log') kind=file ;;
            'optimize|--retention') kind= ;;
            'optimize|--learning-steps') kind= ;;
            'optimize|--relearning-steps') kind= ;;
            'optimize|--max-interval') kind= ;;
            'optimize|--weights') kind= ;;
            'evaluate|--log') kind=file ;;
            'evaluate|--retention') kind= ;;
            'evaluate|--learning-steps') kind= ;;
            'evaluate|--relearning-steps') kind= ;;
            'evaluate|--max-interval') kind= ;;
            'evaluate|--weights') kind= ;;
            'check|--format') kind=words; choices='text github json' ;;
            'check|--verdicts') kind=file ;;
            'check|--swiftc') kind=file ;;
            'new lesson|--number') kind= ;;
            'new lesson|--title') kind= ;;
            'new lesson|--project') kind= ;;
            'new lesson|--part') kind= ;;
            'new lesson|--part-title') kind= ;;
            'new lesson|--minutes') kind= ;;
            'new lesson|--files') kind=file ;;
            'render|--out') kind=folder ;;
            'export anki|--out') kind=file ;;
            'snapshot|--lesson') kind= ;;
            'snapshot|--step') kind= ;;
            'snapshot|--out') kind=folder ;;
            'snapshot|--patches') kind=folder ;;
            'record|--lesson') kind= ;;
            'record|--step') kind= ;;
            'record|--from') kind=folder ;;
            'record|--title') kind= ;;
        esac
    elif [[ $cur == -* ]]; then
        case "$cpath" in
            '') subcommands='quiz grade stats history log optimize evaluate list check new markdown render export snapshot record lsp completions help'; options='--help --version' ;;
            'help') subcommands='quiz grade stats history log optimize evaluate list check new markdown render export snapshot record lsp completions'; options='' ;;
            'quiz') subcommands=''; options='--lesson --topic --kind --leeches --now --retention --learning-steps --relearning-steps --max-interval --weights --no-fuzz --new-per-day --review-limit --day-start-hour --leech-threshold --log --time-limit --help' ;;
            'grade') subcommands=''; options='--card --answer --json --time-limit --help' ;;
            'stats') subcommands=''; options='--json --lesson --topic --kind --now --retention --learning-steps --relearning-steps --max-interval --weights --no-fuzz --day-start-hour --leech-threshold --log --help' ;;
            'history') subcommands=''; options='--log --course --json --cards --now --retention --learning-steps --relearning-steps --max-interval --weights --no-fuzz --help' ;;
            'log') subcommands='check repair merge setup-git'; options='--help' ;;
            'log check') subcommands=''; options='--log --course --now --help' ;;
            'log repair') subcommands=''; options='--log --course --now --help' ;;
            'log merge') subcommands=''; options='--base --out --git --help' ;;
            'log setup-git') subcommands=''; options='--help' ;;
            'optimize') subcommands=''; options='--log --json --save --save-retention --retention --learning-steps --relearning-steps --max-interval --weights --no-fuzz --help' ;;
            'evaluate') subcommands=''; options='--log --json --retention --learning-steps --relearning-steps --max-interval --weights --no-fuzz --help' ;;
            'list') subcommands=''; options='--json --help' ;;
            'check') subcommands=''; options='--format --warnings-as-errors --no-typecheck --strict-typecheck --no-compiler --interface --verdicts --no-cache --swiftc --help' ;;
            'new') subcommands='lesson'; options='--help' ;;
            'new lesson') subcommands=''; options='--number --title --project --part --part-title --minutes --files --refresh-start --help' ;;
            'markdown') subcommands=''; options='--sourcepos --help' ;;
            'render') subcommands=''; options='--out --help' ;;
            'export') subcommands='anki'; options='--help' ;;
            'export anki') subcommands=''; options='--out --help' ;;
            'snapshot') subcommands=''; options='--lesson --step --out --patches --help' ;;
            'record') subcommands=''; options='--lesson --step --from --title --replace --dry-run --help' ;;
            'lsp') subcommands=''; options='--stdio --no-compiler --no-typecheck --strict-typecheck --help' ;;
            'completions') subcommands=''; options='--help' ;;
        esac
        _course_reply -W "$options" -- "$cur"
        return
    else
        case "$cpath" in
            '') subcommands='quiz grade stats history log optimize evaluate list check new markdown render export snapshot record lsp completions help'; options='--help --version' ;;
            'help') subcommands='quiz grade stats history log optimize evaluate list check new markdown render export snapshot record lsp completions'; options='' ;;
            'quiz') subcommands=''; options='--lesson --topic --kind --leeches --now --retention --learning-steps --relearning-steps --max-interval --weights --no-fuzz --new-per-day --review-limit --day-start-hour --leech-threshold --log --time-limit --help' ;;
            'grade') subcommands=''; options='--card --answer --json --time-limit --help' ;;
            'stats') subcommands=''; options='--json --lesson --topic --kind --now --retention --learning-steps --relearning-steps --max-interval --weights --no-fuzz --day-start-hour --leech-threshold --log --help' ;;
            'history') subcommands=''; options='--log --course --json --cards --now --retention --learning-steps --relearning-steps --max-interval --weights --no-fuzz --help' ;;
            'log') subcommands='check repair merge setup-git'; options='--help' ;;
            'log check') subcommands=''; options='--log --course --now --help' ;;
            'log repair') subcommands=''; options='--log --course --now --help' ;;
            'log merge') subcommands=''; options='--base --out --git --help' ;;
            'log setup-git') subcommands=''; options='--help' ;;
            'optimize') subcommands=''; options='--log --json --save --save-retention --retention --learning-steps --relearning-steps --max-interval --weights --no-fuzz --help' ;;
            'evaluate') subcommands=''; options='--log --json --retention --learning-steps --relearning-steps --max-interval --weights --no-fuzz --help' ;;
            'list') subcommands=''; options='--json --help' ;;
            'check') subcommands=''; options='--format --warnings-as-errors --no-typecheck --strict-typecheck --no-compiler --interface --verdicts --no-cache --swiftc --help' ;;
            'new') subcommands='lesson'; options='--help' ;;
            'new lesson') subcommands=''; options='--number --title --project --part --part-title --minutes --files --refresh-start --help' ;;
            'markdown') subcommands=''; options='--sourcepos --help' ;;
            'render') subcommands=''; options='--out --help' ;;
            'export') subcommands='anki'; options='--help' ;;
            'export anki') subcommands=''; options='--out --help' ;;
            'snapshot') subcommands=''; options='--lesson --step --out --patches --help' ;;
            'record') subcommands=''; options='--lesson --step --from --title --replace --dry-run --help' ;;
            'lsp') subcommands=''; options='--stdio --no-compiler --no-typecheck --strict-typecheck --help' ;;
            'completions') subcommands=''; options='--help' ;;
        esac
        if [[ -n $subcommands ]]; then
            _course_reply -W "$subcommands" -- "$cur"
            return
        fi
        case "$cpath" in
            'quiz')
                case $positionals in
                    0) kind=folder ;;
                esac ;;
            'grade')
                case $positionals in
                    0) kind=folder ;;
                esac ;;
            'stats')
                case $positionals in
                    0) kind=folder ;;
                esac ;;
            'history')
                case $positionals in
                    0) kind= ;;
                esac ;;
            'log merge')
                case $positionals in
                    0) kind=file ;;
                    1) kind=file ;;
                    2) kind=file ;;
                esac ;;
            'log setup-git')
                case $positionals in
                    0) kind=folder ;;
                esac ;;
            'optimize')
                case $positionals in
                    0) kind=folder ;;
                esac ;;
            'evaluate')
                case $positionals in
                    0) kind=folder ;;
                esac ;;
            'list')
                case $positionals in
                    0) kind=folder ;;
                esac ;;
            'check')
                case $positionals in
                    0) kind=folder ;;
                esac ;;
            'new lesson')
                case $positionals in
                    0) kind=folder ;;
                esac ;;
            'markdown')
                case $positionals in
                    0) kind=file ;;
                esac ;;
            'render')
                case $positionals in
                    0) kind=folder ;;
                esac ;;
            'export anki')
                case $positionals in
                    0) kind=folder ;;
                esac ;;
            'snapshot')
                case $positionals in
                    0) kind=folder ;;
                esac ;;
            'record')
                case $positionals in
                    0) kind=folder ;;
                esac ;;
            'completions')
                case $positionals in
                    0) kind=words; choices='bash zsh fish' ;;
                esac ;;
        esac
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
