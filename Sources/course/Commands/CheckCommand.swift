import CourseKit
import Foundation

let checkCommand = Command(
    name: "check",
    abstract: "Check a course: snippets through the Swift compiler, code changes replayed, counts, ids.",
    arguments: [Argument(name: "PATH", help: "The course folder, holding course.md (default: ./Content).")],
    options: [
        .value("--format", "FORMAT", .choice(DiagnosticFormat.allCases.map(\.rawValue), "a format"),
               "text (default), github (Actions workflow commands) or json."),
        .flag("--warnings-as-errors", "Exit with status 1 when there are warnings too."),
        .flag("--typecheck", "Make what could not be type-checked an error (type-checking is the default)."),
        .flag("--no-typecheck", "Parse snippets and steps, without type-checking them."),
        .flag("--no-compiler", "Skip the checks that need swiftc (parsing and type-checking)."),
        .flag("--interface", "Type-check against the built-in SwiftUI interface even where the real SDK exists."),
        .value("--verdicts", "FILE", .path("a file to write"),
               "Also write every snippet's and step's type-check verdict to FILE, as JSON (docs/checks.md)."),
        .flag("--no-cache", "Build the interface and type-check everything anew, reading and writing no cache."),
        .value("--swiftc", "PATH", .path("the compiler to use"),
               "The compiler to use (default: COURSE_SWIFTC, PATH, the running toolchain)."),
    ],
    discussion: """
        Diagnostics go to standard error as path:line:column: error|warning: message [rule-id], \
        with a one-line summary last (with --format github or json they go to standard output). \
        Exit status: 0 without errors, 1 with errors, 64 for usage errors, 66 without a course \
        (README lists them all). The rules are documented in docs/checks.md.
        """,
    run: { invocation in
        let format = invocation.text("--format").flatMap(DiagnosticFormat.init(rawValue:)) ?? .text
        let usesCompiler = !invocation.flag("--no-compiler")
        if !usesCompiler, invocation.flag("--typecheck") || invocation.text("--swiftc") != nil
            || invocation.flag("--no-typecheck") || invocation.flag("--interface") {
            throw UsageError("--no-compiler cannot go with --typecheck, --no-typecheck, --interface or --swiftc",
                             commandPath: "check")
        }
        if invocation.flag("--typecheck"), invocation.flag("--no-typecheck") {
            throw UsageError("--typecheck and --no-typecheck cannot go together", commandPath: "check")
        }
        let folder = invocation.positional(0) ?? "Content"
        let loaded = try CourseLoader.load(folder: folder, policy: .author)
        let typecheck: CheckOptions.Typecheck = invocation.flag("--no-typecheck") ? .off
            : invocation.flag("--typecheck") ? .strict : .on
        let options = CheckOptions(usesCompiler: usesCompiler, swiftcPath: invocation.text("--swiftc"),
                                   typecheck: typecheck, macroPlugin: runningExecutable(),
                                   forcesInterface: invocation.flag("--interface"),
                                   usesCache: !invocation.flag("--no-cache"))
        let result = try CourseCheck.run(folder: folder, course: loaded.course,
                                         readerDiagnostics: loaded.diagnostics, options: options)
        if let path = invocation.text("--verdicts") {
            guard let verdicts = result.verdicts else {
                throw UsageError("--verdicts needs the type-check (not --no-typecheck or --no-compiler)", commandPath: "check")
            }
            try CommandFailure.writing(to: path, option: "--verdicts", own: "a file --verdicts wrote") {
                try verdicts.write(to: path)
            }
        }
        return printCheckResult(result, format: format, warningsAsErrors: invocation.flag("--warnings-as-errors"))
    }
)

/// Diagnostics (to standard error as text, to standard output for machines), what was not checked,
/// the summary line last; returns the exit status.
private func printCheckResult(_ result: CheckResult, format: DiagnosticFormat, warningsAsErrors: Bool) -> ExitStatus {
    let rendered = format.render(result.diagnostics)
    if format == .text {
        writeToStandardError(rendered)
    } else {
        StandardOutput.write(Array(rendered.utf8))
    }
    var warnings = result.count(.warning)
    if let skipped = result.compilerSkipped {
        let rules = CheckResult.compilerRules.joined(separator: ", ")
        if skipped.onPurpose {
            writeToStandardError("course check: note: compiler checks skipped (--no-compiler): \(rules)\n")
        } else {
            warnings += 1
            writeToStandardError("course check: warning: \(skipped.reason); these checks did not run: \(rules)\n")
        }
    }
    writeToStandardError("course check: \(result.summary)\n")
    let failed = result.count(.error) > 0 || (warningsAsErrors && warnings > 0)
    return failed ? .problemsFound : .success
}

/// This program's own file, which the compiler starts (through a link) to expand the interface's macros.
func runningExecutable() -> String? {
    Bundle.main.executablePath.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
}
