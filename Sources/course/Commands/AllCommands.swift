/// Every command of `course`, in the order `course --help` lists them.
///
/// A learner's first, then an author's, then the ones that publish a course elsewhere, then the
/// shell's completions. Each lives in its own file beside this one; add a command by adding a line
/// here.
let allCommands: [Command] = [
    quizCommand,
    gradeCommand,
    statsCommand,
    historyCommand,
    logCommand,
    optimizeCommand,
    evaluateCommand,
    listCommand,
    checkCommand,
    newCommand,
    markdownCommand,
    renderCommand,
    exportCommand,
    snapshotCommand,
    recordCommand,
    lspCommand,
    completionsCommand,
]
