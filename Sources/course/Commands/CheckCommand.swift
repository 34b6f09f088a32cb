import CourseKit
import Foundation

/// The options of `course check`.
struct CheckCommandOptions: OptionGroup {
    let format: OptionKey<DiagnosticFormat> = .choice(
        "--format", "FORMAT", "a format", default: .text,
        "text, github (Actions workflow commands) or json.")
    let warningsAsErrors: OptionKey<Bool> = .flag(
        "--warnings-as-errors", "Exit with status 1 when there are warnings too.")
    let typecheck: OptionKey<CheckOptions.Typecheck> = .typecheckMode(alias: true)
    let noCompiler: OptionKey<Bool> = .flag(
        "--no-compiler", "Skip the checks that need swiftc (parsing and type-checking).")
    let interface: OptionKey<Bool> =
        .flag("--interface", "Type-check against the built-in SwiftUI interface even where the real SDK exists.")
    let verdicts: OptionKey<String?> = .path(
        "--verdicts", "FILE", "a file to write", .file,
        "Also write every snippet's and step's type-check verdict to FILE, as JSON (docs/checks.md).")
    let noCache: OptionKey<Bool> =
        .flag("--no-cache", "Build the interface and type-check everything anew, reading and writing no cache.")
    let swiftc: OptionKey<String?> = .path(
        "--swiftc", "PATH", "the compiler to use", .file,
        "The compiler to use (default: COURSE_SWIFTC, PATH, the running toolchain).")
}

let checkCommand = Command(
    name: "check",
    abstract: "Check a course: snippets through the Swift compiler, code changes replayed, counts, ids.",
    arguments: [
        coursePathArgument
    ],
    options: CheckCommandOptions.self,
    discussion: """
        Diagnostics go to standard error as path:line:column: error|warning: message [rule-id], \
        with a one-line summary last (with --format github or json they go to standard output). \
        Exit status: 0 without errors, 1 with errors (with --strict-typecheck, no swiftc is one), 64 for \
        usage errors, 66 without a course \
        (README lists them all). The rules are documented in docs/checks.md.
        """,
    run: { invocation in
        let format = invocation[\.format]
        let usesCompiler = !invocation[\.noCompiler]
        let place = coursePlace(invocation)
        let folder = place.folder
        let loaded = try CourseLoader.load(folder: folder, policy: .author)
        let typecheck = invocation[\.typecheck]
        let options = CheckOptions(
            usesCompiler: usesCompiler, swiftcPath: invocation[\.swiftc],
            typecheck: typecheck, macroPlugin: runningExecutable(),
            forcesInterface: invocation[\.interface],
            usesCache: !invocation[\.noCache])
        let result =
            try place.lessons(in: loaded.course).map {
                try CourseCheck.run(
                    lessons: $0, folder: folder, course: loaded.course,
                    readerDiagnostics: loaded.diagnostics, options: options)
            }
            ?? CourseCheck.run(
                folder: folder, course: loaded.course,
                readerDiagnostics: loaded.diagnostics, options: options)
        if let path = invocation[\.verdicts] {
            guard let verdicts = result.verdicts else {
                let reason = result.compilerSkipped.map { ": \($0.reason)" } ?? ""
                throw UsageError("--verdicts needs the type-check, which did not run\(reason)", commandPath: "check")
            }
            try CommandFailure.writing(to: path, option: "--verdicts", own: "a file --verdicts wrote") {
                try verdicts.write(to: path)
            }
        }
        return printCheckResult(
            result, format: format, warningsAsErrors: invocation[\.warningsAsErrors], strict: typecheck == .strict)
    }
)

/// Prints a check's result and returns the exit status.
///
/// Diagnostics go to standard error as text, to standard output for machines; then what was not
/// checked, the summary line last.
///
/// A compiler that was not found is a warning, and with `strict` (`--strict-typecheck`) an error:
/// nothing could be type-checked.
private func printCheckResult(
    _ result: CheckResult, format: DiagnosticFormat, warningsAsErrors: Bool, strict: Bool
) -> ExitStatus {
    let rendered = format.render(result.diagnostics)
    if format == .text {
        writeToStandardError(rendered)
    } else {
        StandardOutput.write(Array(rendered.utf8))
    }
    var warnings = result.count(.warning)
    var errors = result.count(.error)
    if let skipped = result.compilerSkipped {
        let rules = CheckResult.compilerRules.joined(separator: ", ")
        if skipped.onPurpose {
            writeToStandardError("course check: note: compiler checks skipped (--no-compiler): \(rules)\n")
        } else if strict {
            errors += 1
            writeToStandardError(
                "course check: error: \(skipped.reason); --strict-typecheck needs the compiler: "
                    + "these checks did not run: \(rules)\n")
        } else {
            warnings += 1
            writeToStandardError("course check: warning: \(skipped.reason); these checks did not run: \(rules)\n")
        }
    }
    writeToStandardError("course check: \(result.summary)\n")
    let failed = errors > 0 || (warningsAsErrors && warnings > 0)
    return failed ? .problemsFound : .success
}

/// This program's own file, which the compiler starts (through a link) to expand the interface's macros.
func runningExecutable() -> String? {
    Bundle.main.executablePath.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
}
