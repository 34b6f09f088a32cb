/// What `course check` found and how much it could check.
public struct CheckResult: Sendable {
    /// In file, line and column order.
    public var diagnostics: [Diagnostic]
    public var snippets: SnippetReport
    /// Why the compiler did not run (nil when it did), and whether that was asked for.
    public var compilerSkipped: (reason: String, onPurpose: Bool)?
    public var lessonCount: Int
    public var appliedChangeCount: Int
    /// Step projects (the start project and each step's) that were type-checked.
    public var typecheckedProjects: Int
    /// Every snippet's and step's verdict, when the type-check ran (`--verdicts FILE`).
    package var verdicts: TypecheckVerdicts?
    /// Why nothing was type-checked though the compiler was there.
    ///
    /// The interface did not build: as `interface-builds` says it, place and advice in one
    /// sentence.
    package var typecheckFailure: String?

    /// A check's result, without verdicts (`verdicts` is set apart).
    ///
    /// - Parameters:
    ///   - diagnostics: What the rules found, in file, line and column order.
    ///   - snippets: How many snippets were parsed, type-checked and skipped, and why.
    ///   - compilerSkipped: Why the compiler did not run (nil when it did), and whether that was asked for.
    ///   - lessonCount: The lessons checked.
    ///   - appliedChangeCount: The code changes replayed.
    ///   - typecheckedProjects: The step projects (the start project and each step's) type-checked.
    public init(
        diagnostics: [Diagnostic], snippets: SnippetReport, compilerSkipped: (reason: String, onPurpose: Bool)?,
        lessonCount: Int, appliedChangeCount: Int, typecheckedProjects: Int = 0
    ) {
        self.diagnostics = diagnostics
        self.snippets = snippets
        self.compilerSkipped = compilerSkipped
        self.lessonCount = lessonCount
        self.appliedChangeCount = appliedChangeCount
        self.typecheckedProjects = typecheckedProjects
    }

    /// The rules that need the compiler, named when they could not run.
    public static let compilerRules = [
        Diagnostic.Rule.snippetParse, .snippetExpectedFailure, .snippetTypecheck, .changeParses,
        .stepTypecheck, .declarationsTypecheck, .interfaceBuilds, .typecheckComplete,
    ]
    .map(\.rawValue)

    public func count(_ severity: Diagnostic.Severity) -> Int {
        diagnostics.filter { $0.severity == severity }.count
    }

    /// The one line printed last: what was checked, then the verdict.
    public var summary: String {
        let verdict = "\(plural(count(.error), "error")), \(plural(count(.warning), "warning"))"
        return "checked \(plural(lessonCount, "lesson")): snippets \(snippets.summary); "
            + "\(plural(appliedChangeCount, "code change")) replayed, \(plural(typecheckedProjects, "project")) type-checked; \(verdict)"
    }
}
