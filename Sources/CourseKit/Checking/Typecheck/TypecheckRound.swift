/// One round of the type-check.
///
/// From what the rounds before it found (`TypecheckProgress`), the compiler runs it needs
/// (type-checks, parses) and what their messages mean. The engine asks the rounds of a stage at
/// once, gives their runs to the compiler together, and hands each round its runs' messages;
/// docs/architecture.md says what each round is for.
///
/// Adding a round is a static property here (or in a file of `Rounds/`) and its place in `course`
/// or `answer`.
struct TypecheckRound: Sendable {
    /// Whether the round parses (it runs with `--no-typecheck` too) or type-checks.
    enum Kind: Sendable {
        case parse, typecheck
    }

    var name: String
    var kind: Kind
    /// The round's work, from what earlier rounds found.
    var next: @Sendable (TypecheckProgress) -> RoundWork

    /// `course check`'s rounds, stage by stage.
    static let course: [[TypecheckRound]] = [
        [.parseInLikeliestContexts], [.parseInOtherContexts],
        [.stepProjects, .wholeFiles, .fragmentsBesideFinishedProject, .failuresBesideFinishedProject],
        [.againBesideProject, .wholeFileAlone, .hiddenByReturn], [.failureApart], [.markMisspellings],
        [.foldConsequences],
        [.classify],
    ]

    /// The rounds of one typed answer.
    static let answer: [[TypecheckRound]] = [
        [.answerWhereTheSnippetIs], [.parseAfterSyntaxError], [.parseInOtherContexts], [.answerInParsedContexts],
        [.againBesideProject], [.failureApart], [.answerWithoutProject], [.markMisspellings],
    ]

    /// The rounds that parse alone: where each piece of each snippet parses.
    static let parse: [[TypecheckRound]] = [[.parseInLikeliestContexts], [.parseInOtherContexts]]
}

/// What a round asks the compiler for, and what it makes of the answers.
struct RoundWork {
    /// Type-checks, each a module of its own.
    var runs: [PlannedRun] = []
    /// Parses, each a batch of files.
    var parses: [CompilationBatch] = []
    /// Folds what the compiler said (in the order of `runs` and `parses`) into the progress.
    var record: (inout TypecheckProgress, RoundOutput) -> Void = { _, _ in }

    /// A round with nothing to ask the compiler: `record` decides from what is there.
    static func deciding(_ decide: @escaping (inout TypecheckProgress) -> Void) -> RoundWork {
        RoundWork(record: { progress, _ in decide(&progress) })
    }
}

/// What the compiler said to a round's runs.
struct RoundOutput {
    /// Per run, its messages.
    var runs: [[TypecheckJob.Message]] = []
    /// Per parse, each file's findings.
    var parses: [[[CompilationBatch.Finding]]] = []
}

/// A compiler run and what each of its files is.
struct PlannedRun: Sendable {
    var job: TypecheckJob
    var roles: [FileRole]

    /// `job`, its files all context but the last, the snippet `index`'s.
    init(_ job: TypecheckJob, lastFileOf index: Int) {
        self.job = job
        roles = Array(repeating: .context, count: max(job.files.count - 1, 0)) + [.snippet(index, .alone)]
    }

    init(_ job: TypecheckJob, roles: [FileRole]) {
        self.job = job
        self.roles = roles
    }

    /// The snippets the run has, with where they are.
    var snippets: [(position: Int, index: Int)] {
        roles.enumerated().compactMap { position, role in
            guard case .snippet(let index, _) = role else { return nil }
            return (position, index)
        }
    }

    /// The run as an answer's, `focus` its one primary file.
    ///
    /// The other snippets around it, the project and the declarations context, whose findings are
    /// nobody's.
    func focused(on focus: Int) -> PlannedRun {
        var run = self
        for position in roles.indices {
            var isFocus = false
            switch roles[position] {
            case .snippet(focus, _): isFocus = true
            case .snippet(let index, .first(let first)): run.roles[position] = .snippet(index, .around(first))
            case .snippet: break
            case .project, .declarations, .context: run.roles[position] = .context
            }
            run.job.files[position].isPrimary = isFocus
        }
        return run
    }
}

/// What a file of a run is.
enum FileRole: Sendable, Equatable {
    /// A file of lesson `lesson`'s project after `step`, whose findings are the step's.
    case project(lesson: Int, step: Int, path: String)
    /// Snippet `index`, as it goes into the run.
    case snippet(Int, SnippetRun)
    /// One of lesson `lesson`'s `declarations/` files, judged in this run.
    case declarations(lesson: Int)
    /// Code the run needs whose findings are another run's to report (or nobody's).
    case context

    /// How a snippet goes into a run.
    enum SnippetRun: Sendable, Equatable {
        /// Its first run (`TypecheckProgress.FirstRun`).
        case first(TypecheckProgress.FirstRun)
        /// A run of its own: its messages replace those of the runs before.
        case alone
        /// Around an answer, as it would be in its first run.
        ///
        /// Its names are there; what is said about it is not the answer's.
        case around(TypecheckProgress.FirstRun)
    }
}
