#compdef course
# zsh completion for course, written by `course completions zsh` from its command table.
# Load it in ~/.zshrc (after compinit): source <(course completions zsh)
# or save it as _course in a folder of $fpath.
_course() {
    local cur=${words[CURRENT]} kind= choices= option
    local -a described_subcommands described_options
    local cpath= skip= word positionals=0 i
    for ((i = 2; i < CURRENT; i++)); do
        word=${words[i]}
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
    case "$cpath" in
        '')
            described_subcommands=('quiz:Study the course'\''s flashcards and edge-case questions, spaced by FSRS.' 'grade:Grade code typed as a card'\''s answer: the same, compiles, or the compiler'\''s errors.' 'stats:Show how the study of the course stands: due counts, forecast, retention, heatmap.' 'history:Show the review log replayed: each answer and the card'\''s state after it.' 'log:Work on a review log: check it, repair it, merge two copies of it, set up a data repository for git.' 'optimize:Fit the FSRS weights to your own review history, and show whether the fit predicts you better.' 'evaluate:Score FSRS weights on your review history: log loss and RMSE(bins).' 'list:List a course'\''s lessons, steps, code changes, cards and questions.' 'check:Check a course: snippets through the Swift compiler, code changes replayed, counts, ids.' 'new:Start the next lesson of a course, where the previous one left the project.' 'markdown:Print a Markdown file as HTML, exactly as cmark --unsafe does.' 'render:Render a course as a static web site: an index page and a page per lesson.' 'export:Export a course'\''s flashcards and questions for another app.' 'snapshot:Write a lesson'\''s sample project as it stands after a step, or each step as a patch.' 'record:Write a step'\''s code changes from the project as you edited it (in Xcode, say).' 'lsp:A language server for a course'\''s lessons, for the author'\''s editor (LSP over standard input and output).' 'completions:Print a completion script for bash, zsh or fish: commands, options, their values.' 'help:Show help for a command')
            described_options=('--help:Show help' '--version:Show the version') ;;
        'help')
            described_subcommands=('quiz:Study the course'\''s flashcards and edge-case questions, spaced by FSRS.' 'grade:Grade code typed as a card'\''s answer: the same, compiles, or the compiler'\''s errors.' 'stats:Show how the study of the course stands: due counts, forecast, retention, heatmap.' 'history:Show the review log replayed: each answer and the card'\''s state after it.' 'log:Work on a review log: check it, repair it, merge two copies of it, set up a data repository for git.' 'optimize:Fit the FSRS weights to your own review history, and show whether the fit predicts you better.' 'evaluate:Score FSRS weights on your review history: log loss and RMSE(bins).' 'list:List a course'\''s lessons, steps, code changes, cards and questions.' 'check:Check a course: snippets through the Swift compiler, code changes replayed, counts, ids.' 'new:Start the next lesson of a course, where the previous one left the project.' 'markdown:Print a Markdown file as HTML, exactly as cmark --unsafe does.' 'render:Render a course as a static web site: an index page and a page per lesson.' 'export:Export a course'\''s flashcards and questions for another app.' 'snapshot:Write a lesson'\''s sample project as it stands after a step, or each step as a patch.' 'record:Write a step'\''s code changes from the project as you edited it (in Xcode, say).' 'lsp:A language server for a course'\''s lessons, for the author'\''s editor (LSP over standard input and output).' 'completions:Print a completion script for bash, zsh or fish: commands, options, their values.')
            described_options=() ;;
        'quiz')
            described_subcommands=()
            described_options=('--lesson:Only this lesson'\''s cards and questions (repeatable)' '--topic:Only cards of this topic, e.g. Environment (repeatable)' '--kind:Only syntax, trick or question items (repeatable)' '--leeches:Only the leeches (cards forgotten --leech-threshold times or more), due or not' '--now:Use this time (ISO 8601, e.g. 2026-11-30T10:00:00Z) instead of the clock' '--retention:Desired retention, between 0 and 1 (default: 0.9)' '--learning-steps:Learning steps, e.g. 1m,10m; '\'''\'' for none (default: 1m,10m)' '--relearning-steps:Relearning steps, e.g. 10m; '\'''\'' for none (default: 10m)' '--max-interval:Longest interval in days (default: 36500)' '--weights:The 21 FSRS-6 weights, comma-separated' '--no-fuzz:Don'\''t spread intervals (fuzz is on by default, seeded per card)' '--new-per-day:New cards per study day (default: 20)' '--review-limit:Reviews per study day (default: 200)' '--day-start-hour:Local hour at which a study day starts (default: 4)' '--leech-threshold:Lapses from which a card is a leech (default: 8)' '--log:The review log (default $XDG_DATA_HOME/course/<course-id>/reviews.jsonl)' '--time-limit:How long the compiler may work on a typed answer, in seconds, before the answer is left not graded; the one-time build of the interface aside (default: 30)' '--help:Show help') ;;
        'grade')
            described_subcommands=()
            described_options=('--card:The card whose answer the code is for (its id), or a gap of it (card-id#N).' '--answer:The typed answer: a file, or - for standard input.' '--json:Print the verdict as JSON (docs/schemas/grade.schema.json).' '--time-limit:How long the compiler may work on a typed answer, in seconds, before the answer is left not graded; the one-time build of the interface aside (default: 30)' '--help:Show help') ;;
        'stats')
            described_subcommands=()
            described_options=('--json:Print the numbers as one JSON object' '--lesson:Only this lesson'\''s cards and questions (repeatable)' '--topic:Only cards of this topic, e.g. Environment (repeatable)' '--kind:Only syntax, trick or question items (repeatable)' '--now:Use this time (ISO 8601, e.g. 2026-11-30T10:00:00Z) instead of the clock' '--retention:Desired retention, between 0 and 1 (default: 0.9)' '--learning-steps:Learning steps, e.g. 1m,10m; '\'''\'' for none (default: 1m,10m)' '--relearning-steps:Relearning steps, e.g. 10m; '\'''\'' for none (default: 10m)' '--max-interval:Longest interval in days (default: 36500)' '--weights:The 21 FSRS-6 weights, comma-separated' '--no-fuzz:Don'\''t spread intervals (fuzz is on by default, seeded per card)' '--day-start-hour:Local hour at which a study day starts (default: 4)' '--leech-threshold:Lapses from which a card is a leech (default: 8)' '--log:The review log (default $XDG_DATA_HOME/course/<course-id>/reviews.jsonl)' '--help:Show help') ;;
        'history')
            described_subcommands=()
            described_options=('--log:The review log (default $XDG_DATA_HOME/course/<course-id>/reviews.jsonl)' '--course:The course whose log to read, when --log is not given (default: the course here, found as PATH is)' '--json:Print a JSON array of {card, at, rating, state, step, stability, difficulty, due, …}' '--cards:One row per card instead: its state after the whole log, and recall probability now' '--now:The time for --cards'\'' states, recall probability and due dates, after which a record is dated in the future (ISO 8601; default: the clock)' '--retention:Desired retention, between 0 and 1 (default: 0.9)' '--learning-steps:Learning steps, e.g. 1m,10m; '\'''\'' for none (default: 1m,10m)' '--relearning-steps:Relearning steps, e.g. 10m; '\'''\'' for none (default: 10m)' '--max-interval:Longest interval in days (default: 36500)' '--weights:The 21 FSRS-6 weights, comma-separated' '--no-fuzz:Don'\''t spread intervals (fuzz is on by default, seeded per card)' '--help:Show help') ;;
        'log')
            described_subcommands=('check:List every problem in a review log, with its line: exit status 1 if there is any.' 'repair:Drop the lines course log check reports from a review log, keeping the old one as a backup.' 'merge:Merge two copies of a review log: every answer of both, each once, in time order.' 'setup-git:Set up a git repository of review logs so that git pull merges them (course log merge).')
            described_options=('--help:Show help') ;;
        'log check')
            described_subcommands=()
            described_options=('--log:The review log (default $XDG_DATA_HOME/course/<course-id>/reviews.jsonl)' '--course:The course whose log to read, when --log is not given (default: the course here, found as PATH is)' '--now:Use this time (ISO 8601) instead of the clock: a record dated more than a minute after it is dated in the future' '--help:Show help') ;;
        'log repair')
            described_subcommands=()
            described_options=('--log:The review log (default $XDG_DATA_HOME/course/<course-id>/reviews.jsonl)' '--course:The course whose log to read, when --log is not given (default: the course here, found as PATH is)' '--now:Use this time (ISO 8601) instead of the clock: a record dated more than a minute after it is dated in the future' '--help:Show help') ;;
        'log merge')
            described_subcommands=()
            described_options=('--base:The copy both came from: a record it had that one side no longer has stays out (a repair is not undone).' '--out:Write the merged log to FILE, atomically, instead of standard output.' '--git:Run as git'\''s merge driver: course log merge --git %O %A %B writes the result into %A.' '--help:Show help') ;;
        'log setup-git')
            described_subcommands=()
            described_options=('--help:Show help') ;;
        'optimize')
            described_subcommands=()
            described_options=('--log:The review log (default $XDG_DATA_HOME/course/<course-id>/reviews.jsonl)' '--json:Print one JSON object: reviews, current, fitted, split, retention (docs/optimize.md)' '--save:Save the fitted weights for this course, if they beat the current ones on held-out days' '--save-retention:Save the suggested desired retention for this course' '--retention:Desired retention, between 0 and 1 (default: 0.9)' '--learning-steps:Learning steps, e.g. 1m,10m; '\'''\'' for none (default: 1m,10m)' '--relearning-steps:Relearning steps, e.g. 10m; '\'''\'' for none (default: 10m)' '--max-interval:Longest interval in days (default: 36500)' '--weights:The 21 FSRS-6 weights, comma-separated' '--no-fuzz:Don'\''t spread intervals (fuzz is on by default, seeded per card)' '--help:Show help') ;;
        'evaluate')
            described_subcommands=()
            described_options=('--log:The review log (default $XDG_DATA_HOME/course/<course-id>/reviews.jsonl)' '--json:Print {reviews, logLoss, rmseBins, weights}' '--retention:Desired retention, between 0 and 1 (default: 0.9)' '--learning-steps:Learning steps, e.g. 1m,10m; '\'''\'' for none (default: 1m,10m)' '--relearning-steps:Relearning steps, e.g. 10m; '\'''\'' for none (default: 10m)' '--max-interval:Longest interval in days (default: 36500)' '--weights:The 21 FSRS-6 weights, comma-separated' '--no-fuzz:Don'\''t spread intervals (fuzz is on by default, seeded per card)' '--help:Show help') ;;
        'list')
            described_subcommands=()
            described_options=('--json:Print the whole course as JSON (the shape is documented in docs/format.md).' '--help:Show help') ;;
        'check')
            described_subcommands=()
            described_options=('--format:text, github (Actions workflow commands) or json (default: text).' '--warnings-as-errors:Exit with status 1 when there are warnings too.' '--no-typecheck:Parse snippets and steps without type-checking them (by default they are type-checked).' '--strict-typecheck:Make what could not be type-checked an error, not a warning or a count.' '--no-compiler:Skip the checks that need swiftc (parsing and type-checking).' '--interface:Type-check against the built-in SwiftUI interface even where the real SDK exists.' '--verdicts:Also write every snippet'\''s and step'\''s type-check verdict to FILE, as JSON (docs/checks.md).' '--no-cache:Build the interface and type-check everything anew, reading and writing no cache.' '--swiftc:The compiler to use (default: COURSE_SWIFTC, PATH, the running toolchain).' '--help:Show help') ;;
        'new')
            described_subcommands=('lesson:Write lesson N: lesson.md from the template, its link in course.md, its start folder from the lesson before.')
            described_options=('--help:Show help') ;;
        'new lesson')
            described_subcommands=()
            described_options=('--number:The lesson'\''s number (required).' '--title:The lesson'\''s title (required, except with --refresh-start).' '--project:The sample project (default: the previous written lesson'\''s).' '--part:The part of the course (default: the previous written lesson'\''s).' '--part-title:The part'\''s title (default: the title an earlier lesson gives that part).' '--minutes:The estimated time in minutes (default: the previous written lesson'\''s).' '--files:Only these project files in the start folder: repeat it, or separate them with commas (default: all).' '--refresh-start:Rewrite an existing lesson'\''s start files from the project as the lessons before it left it.' '--help:Show help') ;;
        'markdown')
            described_subcommands=()
            described_options=('--sourcepos:Add data-sourcepos="line:col-line:col" to block elements.' '--help:Show help') ;;
        'render')
            described_subcommands=()
            described_options=('--out:The folder to write the site into (required): new, empty, or a site rendered before.' '--help:Show help') ;;
        'export')
            described_subcommands=('anki:Write every card and question as an Anki text file (File ▸ Import in Anki).')
            described_options=('--help:Show help') ;;
        'export anki')
            described_subcommands=()
            described_options=('--out:The file to write (required): new, or an export written before; - writes to standard output.' '--help:Show help') ;;
        'snapshot')
            described_subcommands=()
            described_options=('--lesson:The lesson'\''s number (may be left out when the course has one lesson).' '--step:After step K: 0 is the project as the lesson starts, the last step the finished project.' '--out:Write the project'\''s files after step K into DIR, a new or empty folder.' '--patches:Write each step'\''s changes as DIR/NN-step-title.patch, for `git apply` in order.' '--help:Show help') ;;
        'record')
            described_subcommands=()
            described_options=('--lesson:The lesson'\''s number (may be left out when the course has one lesson).' '--step:The step whose changes DIR shows: a step without code changes, or the one after the last (with --title).' '--from:The project as you edited it: a copy of `course snapshot --step K-1 --out DIR`.' '--title:The title of a new step (K one past the last): its heading is written too (with --dry-run, TITLE when not given).' '--replace:Swap the code changes step K has for the recorded ones.' '--dry-run:Print the blocks instead of writing them.' '--help:Show help') ;;
        'lsp')
            described_subcommands=()
            described_options=('--stdio:Talk over standard input and output (the only way; generic clients pass it).' '--no-compiler:Leave out the compiler'\''s part of the check (parsing and type-checking).' '--no-typecheck:Parse snippets and steps without type-checking them (by default they are type-checked).' '--strict-typecheck:Make what could not be type-checked an error, not a warning or a count.' '--help:Show help') ;;
        'completions')
            described_subcommands=()
            described_options=('--help:Show help') ;;
    esac
    if [[ -n $skip ]]; then
        option=${words[CURRENT-1]}
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
        _describe -t options 'option' described_options
        return
    elif (( ${#described_subcommands} )); then
        _describe -t commands 'command' described_subcommands
        return
    else
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
