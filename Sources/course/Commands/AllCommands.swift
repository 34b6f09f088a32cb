/// Every command of `course`, in the order `course --help` lists them.
/// Each lives in its own file beside this one; add a command by adding a line here.
let allCommands: [Command] = [
    checkCommand,
    exportCommand,
    quizCommand,
    statsCommand,
    historyCommand,
    listCommand,
    markdownCommand,
    renderCommand,
    snapshotCommand,
]
