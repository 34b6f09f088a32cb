/// Everything the rules look at: the course as read, what the reader reported, the lessons'
/// replays, and the compiler's verdict on every snippet.
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
    /// Empty when the compiler did not run (the snippet rules then have nothing to say).
    var snippets: [CheckedSnippet] = []
    /// How far the type-check went (`off` when the compiler did not run).
    var typecheck: CheckOptions.Typecheck = .off
    /// Per replay, what the type-check found in its step projects.
    var stepFindings: [[SnippetTypechecker.StepFinding]] = []
    /// Per replay, the steps whose project was type-checked (0: the start project).
    var checkedSteps: [[Int]] = []
    /// Per replay, what the type-check found in the lesson's own `declarations/` files.
    var declarationFindings: [[CompilationBatch.Finding]] = []
    /// Why nothing could be type-checked: the interface's modules did not build.
    var interfaceFailure: InterfaceModules.BuildError?
    /// Whether type-checking ran against the built-in interface (so a missing member may be its gap).
    var usesInterface = false
}
