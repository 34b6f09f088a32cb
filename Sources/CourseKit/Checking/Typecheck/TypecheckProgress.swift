/// What the compiler decided about one snippet.
enum TypecheckOutcome: Sendable, Equatable {
    case notRun(reason: String)
    case ran(errors: [CompilationBatch.Finding], warnings: [CompilationBatch.Finding])

    /// Reasons a snippet is counted as not type-checked (the summary prints them).
    enum Reason {
        static let switchCases = "fragments of switch cases"
        static let redeclares = "fragments that redeclare a project name"
        static let undefinedNames = "fragments that use names nothing defines"
        static let elided = "fragments whose elisions leave a requirement out"
        static func missingModule(_ module: String) -> String { "import \(module) (not in this SDK)" }
        static let noProject = "fragments whose project did not replay"
        static let contextDidNotBuild = "fragments whose context did not build"
        static let failingUndefinedNames = "expected failures that use names nothing defines"
        static let interfaceDidNotBuild = "the interface did not build"
        /// A snippet whose only messages are about names of a module no interface declares.
        static func withoutInterface(_ module: String) -> String {
            "snippets that use \(module), which has no interface"
        }
        static func isWithoutInterface(_ reason: String) -> Bool {
            reason.hasPrefix("snippets that use ") && reason.hasSuffix(", which has no interface")
        }
    }
}

/// What the type-check of a course found besides its snippets' outcomes.
struct TypecheckedCourse: Sendable {
    /// An error or warning in a step's project: where it is written, and in which project file.
    struct StepFinding: Sendable, Equatable {
        var step: Int
        var path: String
        var finding: CompilationBatch.Finding
    }

    /// Per lesson, the findings of its projects, step by step.
    var steps: [[StepFinding]]
    /// Per lesson, the steps whose project was type-checked (0: the start project).
    var checkedSteps: [[Int]]
    /// Per lesson, the findings in its `declarations/` files (beside its finished project).
    var declarations: [[CompilationBatch.Finding]]
    /// Whether the type-check ran against the built-in interface (so a missing member may be its gap).
    var usesInterface: Bool
    /// What the snippets use of a module no interface declares.
    ///
    /// Not type-checked (the steps' and the declarations' are among their findings).
    /// `CompilationBatch.Finding.withoutInterface`.
    var snippetsWithoutInterface: [CompilationBatch.Finding] = []
}

/// How far a type-check has come: what each round found, for the rounds after it to decide by.
struct TypecheckProgress: Sendable {
    let plan: TypecheckPlan

    // The parse.
    /// The snippets' parse: each piece in its likeliest context, then in the others where it failed.
    var parse: SnippetParsePlan
    /// What the first parse found in each file of the plan's `projectBatch`.
    var projectParse: [[CompilationBatch.Finding]] = []
    /// Each snippet's pieces, each in the context it is type-checked in.
    ///
    /// The likeliest (or the named one) until a parse says otherwise.
    var pieces: [[(piece: SnippetPiece, context: SnippetContext)]]

    // The runs.
    /// How each snippet went into its first run (none: it has not been in one).
    var firstRun: [Int: FirstRun] = [:]
    /// The first runs, each with what its files are: to tell whose names a clash is with.
    var firstRuns: [PlannedRun] = []
    /// What the compiler said about each snippet in its latest run.
    var messages: [Int: [CompilationBatch.Finding]] = [:]
    /// Snippets type-checked beside code that has an error of its own.
    ///
    /// Beside a project or the lesson's declarations: what the compiler did not say about them
    /// proves nothing.
    var contextBroken = Set<Int>()
    /// Snippets the first runs could not judge: run again on their own (`againBesideProject`).
    ///
    /// A clash with another file's names; an expected failure that did not say its message.
    var wentAgain: [Int] = []

    // What was found.
    var outcomes: [TypecheckOutcome]
    var course: TypecheckedCourse
    /// Per snippet, the names the compiler found nothing to define, in the order it named them.
    var undefinedNames: [Int: [String]] = [:]
    /// Why nothing was type-checked: the interface's modules did not build.
    var interfaceFailure: InterfaceModules.BuildError?

    /// How a snippet went into its first run.
    enum FirstRun: Sendable, Equatable {
        /// A fragment that must compile, with its step's project or beside the finished one.
        case fragment
        /// An elided expected failure; `keptToItself`.
        ///
        /// With its names its own (`FileScope`), beside the finished project.
        case failure(keptToItself: Bool)
        /// A whole file; `shared`: in a module with others (`FileScope`).
        case wholeFile(shared: Bool)
    }

    init(_ plan: TypecheckPlan) {
        self.plan = plan
        let snippets = plan.snippets.map(\.snippet)
        parse = SnippetParsePlan(snippets)
        pieces = plan.knownPieces ?? snippets.map(Self.likeliestPieces)
        outcomes = Array(repeating: .notRun(reason: TypecheckOutcome.Reason.noProject), count: plan.snippets.count)
        let none = Array(repeating: [Int](), count: plan.lessons.count)
        course = TypecheckedCourse(
            steps: none.map { _ in [] }, checkedSteps: none, declarations: none.map { _ in [] }, usesInterface: false)
    }

    /// A fragment's pieces, each in its likeliest context (or the one the author named).
    static func likeliestPieces(_ snippet: SnippetToCheck) -> [(piece: SnippetPiece, context: SnippetContext)] {
        SnippetPiece.pieces(of: snippet.code).map {
            ($0, snippet.context ?? SnippetContext.candidates(for: $0.text)[0])
        }
    }

    /// The file of snippet `index` as a fragment in the contexts of its pieces (`number`: its index).
    ///
    /// Nil for switch cases.
    func fragmentFile(_ index: Int) -> TypecheckJob.File? {
        SnippetFiles.fragment(pieces[index], at: plan.snippets[index].snippet.location, number: index)
    }

    /// The messages of snippet `index` so far.
    func said(_ index: Int) -> [CompilationBatch.Finding] { messages[index] ?? [] }
}
