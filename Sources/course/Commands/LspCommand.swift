import CourseKit
import Foundation

struct LspOptions: OptionGroup {
    let stdio: OptionKey<Bool> = .flag(
        "--stdio", "Talk over standard input and output (the only way; generic clients pass it).")
    let noCompiler: OptionKey<Bool> =
        .flag("--no-compiler", "Leave out the compiler's part of the check (parsing and type-checking).")
    let typecheck: OptionKey<CheckOptions.Typecheck> = .typecheckMode(alias: false)
}

let lspCommand = Command(
    name: "lsp",
    abstract: "A language server for a course's lessons, for the author's editor (LSP over standard input and output).",
    options: LspOptions.self,
    discussion: """
        Speaks the Language Server Protocol (3.17, JSON-RPC with Content-Length framing) on standard \
        input and output, for the Markdown files of a course (any .md under a folder holding \
        course.md): diagnostics as you type (what course list and course check --no-compiler report), \
        an outline, definition and hover on code changes and cards, completion in info strings, and \
        fixes as edits the editor applies. The compiler's part of course check (through its cache) runs \
        in the background when a file is saved or typing pauses for a second. Setting it up in an editor: docs/editors.md. Exit status: \
        0 after shutdown then exit (or the input's end after shutdown), 1 without shutdown first, \
        74 when standard input or output fails, 128 + the signal on SIGTERM, SIGINT or SIGHUP.
        """,
    run: { invocation in
        let compiler: CheckOptions? =
            invocation[\.noCompiler]
            ? nil
            : CheckOptions(typecheck: invocation[\.typecheck], macroPlugin: runningExecutable())
        // A client that goes away mid-write must not end the server by SIGPIPE: the write fails instead.
        signal(SIGPIPE, SIG_IGN)
        switch LanguageServer.serve(
            input: STDIN_FILENO, output: STDOUT_FILENO, version: toolVersion, compiler: compiler)
        {
        case .afterShutdown: return .success
        case .withoutShutdown: return .problemsFound
        case .failed(let reason): throw CommandFailure(.ioError, reason)
        }
    }
)
