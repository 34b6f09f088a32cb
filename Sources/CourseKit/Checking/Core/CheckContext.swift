/// Everything the rules look at.
///
/// The course as read, what the reader reported, the lessons' replays, and what the compiler made
/// of the course.
package struct CheckContext: Sendable {
    /// The course folder as given on the command line (`Content`).
    package var folder: String
    package var course: Course?
    package var readerDiagnostics: [Diagnostic]
    /// Markdown files under `folder` that begin with lesson front matter, as paths like `Content/…`.
    var lessonFilesOnDisk: [String]
    /// Files an editor holds, by path, read from there rather than from the disk (`CheckOptions.editorTexts`).
    var editorTexts: [String: String] = [:]
    var replays: [LessonReplayRecord] = []
    /// Start-folder files that are not as the previous lessons of their project left them.
    var continuity: [ProjectChain.Mismatch] = []
    /// What the compiler made of the course; nil when it did not run (`--no-compiler`, no `swiftc`).
    var compiled: CompiledCourse?

    /// The type-check of the course, when it ran (not `--no-typecheck`, and the interface built).
    var typechecked: TypecheckedCourse? {
        guard case .ran(let course)? = compiled?.typecheck?.verdict else { return nil }
        return course
    }
}

/// What the compiler made of a course: every snippet parsed, and the type-check when it was asked for.
struct CompiledCourse: Sendable {
    /// Every checked Swift snippet after the compiler saw it.
    var snippets: [CheckedSnippet]
    /// The type-check; nil with `--no-typecheck`.
    var typecheck: CourseTypecheck?
}

/// The type-check of a course, as far as it went.
struct CourseTypecheck: Sendable {
    /// `--strict-typecheck`: what could not be type-checked is an error.
    var isStrict: Bool
    var verdict: Verdict

    enum Verdict: Sendable {
        /// Nothing was type-checked: the interface's modules did not build.
        case interfaceDidNotBuild(InterfaceModules.BuildError)
        case ran(TypecheckedCourse)
    }
}
