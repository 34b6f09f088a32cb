import Foundation

/// What the type-check engine is given.
///
/// The snippets, the context of each lesson they are in, and the rounds that judge them
/// (`TypecheckRound`): `course check`'s for every snippet of a course, or an answer's for one typed
/// code (`course grade`, the quiz).
struct TypecheckPlan: Sendable {
    var snippets: [PlannedSnippet]
    var lessons: [TypecheckLesson]
    /// The rounds, in order: those of a stage ask for their compiler runs at once.
    var stages: [[TypecheckRound]]
    /// Whether the rounds that type-check run (`--no-typecheck`: only those that parse).
    var typechecks = true
    /// Files parsed with the snippets' first parse.
    ///
    /// For `course check`: every project file of every step, whose parse errors the `change-parses`
    /// rule reports.
    var projectBatch = CompilationBatch()
    /// The snippet typed as an answer: the one the plan is for (an answer's plan; nil for a course's).
    var focus: Int?
    /// Each snippet's pieces in the contexts they parse in, where a parse said so before.
    ///
    /// As for an answer's lesson, parsed once; nil: each in its likeliest context until the parse
    /// rounds.
    var knownPieces: [[(piece: SnippetPiece, context: SnippetContext)]]?

    /// `course check`'s plan: every snippet, every lesson's replay and `declarations/`.
    static func course(
        _ snippets: [PlannedSnippet], lessons: [TypecheckLesson], projectBatch: CompilationBatch, typechecks: Bool
    ) -> TypecheckPlan {
        TypecheckPlan(
            snippets: snippets, lessons: lessons, stages: TypecheckRound.course, typechecks: typechecks,
            projectBatch: projectBatch)
    }

    /// An answer's plan.
    ///
    /// The snippets of `lesson` (each in the contexts `pieces` says), snippet `focus` the typed
    /// code, type-checked where `course check` type-checks that snippet, with the others of its run
    /// around it.
    static func answer(
        _ snippets: [PlannedSnippet], pieces: [[(piece: SnippetPiece, context: SnippetContext)]], focus: Int,
        lesson: TypecheckLesson
    ) -> TypecheckPlan {
        var plan = TypecheckPlan(
            snippets: snippets.map {
                var snippet = $0
                snippet.lesson = 0
                return snippet
            }, lessons: [lesson],
            stages: TypecheckRound.answer, focus: focus)
        var known = pieces
        known[focus] = answerPieces(snippets[focus].snippet, answer: pieces[focus].map(\.context))
        plan.knownPieces = known
        return plan
    }

    /// Typed code's pieces, each in its likeliest context, or the answer's where the answer says more.
    ///
    /// A bare `let`, `var` or `func` reads as a top-level declaration; where the answer's code has
    /// a type's members, it is a member too, in the main-actor type a view is (`let store =
    /// TripStore()` typed for `@State private var store = TripStore()` is judged as a view's
    /// property, not as a global, which a main-actor initializer cannot give a value to).
    static func answerPieces(
        _ typed: SnippetToCheck, answer: [SnippetContext]
    ) -> [(piece: SnippetPiece, context: SnippetContext)] {
        let likeliest = TypecheckProgress.likeliestPieces(typed)
        guard typed.context == nil, answer.contains(.members) else { return likeliest }
        return likeliest.map { piece, context in
            guard context == .file, SnippetContext.startsWithBareDeclaration(piece.text) else {
                return (piece, context)
            }
            return (piece, .members)
        }
    }

    /// A plan that only parses `snippets` (`TypecheckRound.parse`): where each piece parses.
    static func parse(_ snippets: [PlannedSnippet]) -> TypecheckPlan {
        TypecheckPlan(snippets: snippets, lessons: [], stages: TypecheckRound.parse, typechecks: false)
    }

    /// The lesson of snippet `index`, when it has one.
    func lesson(of index: Int) -> TypecheckLesson? {
        guard let lesson = snippets[index].lesson, lessons.indices.contains(lesson) else { return nil }
        return lessons[lesson]
    }
}

/// A snippet to type-check, and whose it is.
struct PlannedSnippet: Sendable {
    var owner: SnippetOwner
    /// The index of its lesson in the plan's lessons; nil when it is in none of them.
    var lesson: Int?
    var snippet: SnippetToCheck

    /// Whether it is type-checked with its step's project rather than the lesson's finished one.
    ///
    /// A step's fragment that must compile.
    var goesWithItsStep: Bool {
        guard case .step = owner else { return false }
        return snippet.form == .fragment && snippet.expectation == .compiles
    }
}

/// A lesson as the type-check sees it.
///
/// Its project at the start and after each step, its `declarations/` files, and whether its replay
/// went through.
struct TypecheckLesson: Sendable {
    /// The project at the start (step 0) and after each step whose changes all applied.
    var projects: [LessonReplayRecord.ProjectVersion]
    /// The project with every step's changes; nil when a step did not replay.
    var finished: LessonReplayRecord.ProjectVersion?
    /// The Swift files of `declarations/` beside the lesson, for its fragments.
    var declarations: [TypecheckJob.File]
    /// Whether the declarations are judged (`declarations-typecheck`).
    ///
    /// Not when the project did not replay, since they would miss its names.
    var judgesDeclarations: Bool
    /// Whether the lesson has a project that did not replay.
    ///
    /// A change did not apply, or the start folder is missing. Its fragments that go beside the
    /// finished project are then not type-checked in `course check` (they would be judged against a
    /// project without what the change adds).
    var replayFailed = false
    /// The names of a project version and the declarations, where known before the type-check.
    ///
    /// Project versions by step (-1: none); the answer type-checker keeps them per lesson.
    var knownNames: [Int: Set<String>] = [:]

    init(record: LessonReplayRecord, declarations: [TypecheckJob.File]) {
        projects = record.projects
        finished = record.projects.count == record.lesson.steps.count + 1 ? record.projects.last : nil
        self.declarations = declarations
        replayFailed =
            !record.failures.isEmpty || record.missingStartFolder != nil || record.startFolderLeavesCourse != nil
        judgesDeclarations = !replayFailed
    }

    init(
        projects: [LessonReplayRecord.ProjectVersion], finished: LessonReplayRecord.ProjectVersion?,
        declarations: [TypecheckJob.File] = [], judgesDeclarations: Bool = true
    ) {
        self.projects = projects
        self.finished = finished
        self.declarations = declarations
        self.judgesDeclarations = judgesDeclarations
    }

    /// The project `snippet` is type-checked with.
    ///
    /// Its step's (a step's fragment that must compile) or the finished one.
    func project(for snippet: PlannedSnippet) -> LessonReplayRecord.ProjectVersion? {
        guard snippet.goesWithItsStep, case .step(let number) = snippet.owner else { return finished }
        return projects.first { $0.step == number }
    }

    /// The names of the code `snippet` is type-checked with: its project's and the declarations'.
    func names(around snippet: PlannedSnippet) -> Set<String> {
        let project = project(for: snippet)
        if let known = knownNames[project?.step ?? -1] { return known }
        return NearName.identifiers(in: (project?.files.map(\.text) ?? []) + declarations.map(\.text))
    }

    /// The folder beside a lesson whose Swift files its fragments are type-checked with.
    static let declarationsFolderName = "declarations"

    /// The Swift files of `declarations/` beside the lesson.
    ///
    /// None when there is no such folder, or when reading it would lead out of the course.
    static func declarations(of lesson: Lesson, courseFolder: String) -> [TypecheckJob.File] {
        let folder = URL(fileURLWithPath: lesson.file).deletingLastPathComponent().appendingPathComponent(
            declarationsFolderName)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue,
            let files = try? ProjectReplay.files(in: folder, inside: URL(fileURLWithPath: courseFolder))
        else { return [] }
        return files.keys.sorted().filter { $0.hasSuffix(".swift") }.map { path in
            let text = files[path] ?? ""
            let origin = SourceLocation(file: folder.path + "/" + path, line: 1, column: 1)
            return TypecheckJob.File(
                name: "declarations/" + path, text: text,
                lineMap: LineMap.block(at: origin, prefixLines: 0, lineCount: LineEnds.count(in: text.utf8) + 1))
        }
    }
}
