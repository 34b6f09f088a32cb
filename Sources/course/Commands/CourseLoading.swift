import CourseKit

/// Loads the course in `folder` as `policy` says (see `CourseLoader`).
///
/// The problems the policy reports are printed to standard error, also when they stop the command.
func loadCourse(_ folder: String, _ policy: CourseLoadPolicy) throws(CourseLoadError) -> LoadedCourse {
    try reported(
        Result { () throws(CourseLoadError) in try CourseLoader.load(folder: folder, policy: policy) },
        policy: policy)
}

/// The loaded course, its reported problems printed; or the error, after them when it is theirs.
func reported(_ load: Result<LoadedCourse, CourseLoadError>, policy: CourseLoadPolicy) throws(CourseLoadError)
    -> LoadedCourse
{
    switch load {
    case .success(let loaded):
        printDiagnostics(loaded.diagnostics, policy: policy)
        return loaded
    case .failure(let error):
        if case .courseHasErrors(let diagnostics) = error { printDiagnostics(diagnostics, policy: policy) }
        throw error
    }
}

/// Problems to standard error, one each; for an author (who hears of warnings too) with a count last.
func printDiagnostics(_ diagnostics: [Diagnostic], policy: CourseLoadPolicy) {
    guard !diagnostics.isEmpty else { return }
    var text = diagnostics.map { $0.description + "\n" }.joined()
    if policy.reportsWarnings {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        text += "\(plural(errors, "error")), \(plural(warnings, "warning"))\n"
    }
    writeToStandardError(text)
}

/// The course PATH names, or the one here.
///
/// `CoursePlace`, the rule of every command that takes a course's PATH (the given folder or the
/// current one, then the folders above, up to `course.md`). Where there is none, the path as given
/// (or ./Content), whose reading says what is missing.
func coursePlace(_ path: String?) -> CoursePlace {
    (try? CoursePlace.find(path)) ?? CoursePlace(folder: path ?? CourseLoader.defaultFolder)
}

/// The course PATH (the first argument) names.
func coursePlace(_ invocation: Invocation<some OptionGroup>) -> CoursePlace {
    coursePlace(invocation.positional(0))
}

/// The argument PATH of the commands that read a course.
let coursePathArgument = Argument(
    name: "PATH",
    help:
        "The course folder, or a folder or file in it (default: here); the first folder from there up holding course.md is the course.",
    completion: .folder)
