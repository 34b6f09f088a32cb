import Foundation

/// `course check` as a library call.
///
/// Replay every lesson's changes, put every snippet and every changed Swift file through one
/// compiler run, then let each rule report what it finds.
public enum CourseCheck {
    /// Every rule, in the order `docs/checks.md` documents them.
    package static let rules: [any CheckRule] = [
        StructureRule(), CountsRule(), NumberingRule(), LessonFilesRule(), IdsRule(),
        QuestionSourcesRule(), SourceURLRule(), CardPromptRule(), CardAnswerRule(),
        GapPlaceRule(), GapMarkersRule(), GapEmptyRule(), GapTokenRule(), GapRecallRule(),
        SnippetParseRule(), SnippetExpectedFailureRule(), SnippetTypecheckRule(),
        ChangePathRule(), ChangeAppliesRule(), ChangeTargetRule(), ChangeParsesRule(), StepTypecheckRule(),
        LessonContinuityRule(), InterfaceBuildRule(), TypecheckCompleteRule(), DeclarationsTypecheckRule(),
    ]

    /// Checks a course the reader has read from `folder` (reported paths are as the reader gave them).
    public static func run(
        folder: String, course: Course?, readerDiagnostics: [Diagnostic],
        options: CheckOptions = CheckOptions()
    ) throws -> CheckResult {
        let prepared = Prepared(folder: folder, lessons: course?.lessons ?? [])
        return try run(
            folder: folder, course: course, readerDiagnostics: readerDiagnostics, options: options, prepared: prepared)
    }

    /// What the rules look at besides the course that is read from the disk.
    ///
    /// Made here for each check, or kept between checks by the language server (`KeptCourseCheck`).
    struct Prepared {
        /// `LessonFilesRule.lessonFiles(in:)` of the course folder.
        var lessonFilesOnDisk: [String]
        /// Every lesson's replay, in the course's order, with the files they add to the compiler's batch.
        var replays: [LessonReplayRecord]
        var batch: CompilationBatch
        /// `ProjectChain.mismatches(in:courseFolder:)` of the course's lessons.
        var continuity: [ProjectChain.Mismatch]
        /// What some of the `lessonRules` found, by rule, made already (each lesson's findings in turn).
        var found: [Diagnostic.Rule: [Diagnostic]] = [:]
        /// Whether the result counts the snippets (`CheckResult.snippets`, the summary's).
        ///
        /// The language server shows only the diagnostics. Without the compiler nothing else needs
        /// them.
        var countsSnippets = true

        /// Made for `folder`'s `lessons`: replayed, their chain and the lesson files on disk found.
        init(folder: String, lessons: [Lesson]) {
            var batch = CompilationBatch()
            replays = LessonReplayRecord.replay(lessons, inside: folder, into: &batch)
            self.batch = batch
            lessonFilesOnDisk = LessonFilesRule.lessonFiles(in: folder)
            continuity = ProjectChain.mismatches(in: lessons, courseFolder: folder)
        }

        /// Made from what the language server kept between checks (`KeptCourseCheck`).
        ///
        /// - Parameters:
        ///   - lessonFilesOnDisk: `LessonFilesRule.lessonFiles(in:)` of the course folder.
        ///   - replays: Every lesson's replay, in the course's order.
        ///   - batch: The compiler's batch, with the files the replays add to it.
        ///   - continuity: `ProjectChain.mismatches(in:courseFolder:)` of the course's lessons.
        ///   - found: What some of the `lessonRules` found, by rule, made already.
        ///   - countsSnippets: Whether the result counts the snippets.
        init(
            lessonFilesOnDisk: [String], replays: [LessonReplayRecord], batch: CompilationBatch,
            continuity: [ProjectChain.Mismatch], found: [Diagnostic.Rule: [Diagnostic]] = [:],
            countsSnippets: Bool = true
        ) {
            self.lessonFilesOnDisk = lessonFilesOnDisk
            self.replays = replays
            self.batch = batch
            self.continuity = continuity
            self.found = found
            self.countsSnippets = countsSnippets
        }
    }

    /// The rules whose findings in a lesson come from that lesson alone.
    ///
    /// From its text, its reader's problems, its replay; so that their findings over the course are
    /// each lesson's in turn: the language server keeps them per lesson (`KeptCourseCheck`).
    static let lessonRules: [any CheckRule] = [
        CardPromptRule(), CardAnswerRule(), QuestionSourcesRule(), SourceURLRule(), GapPlaceRule(), GapMarkersRule(),
        GapEmptyRule(), GapTokenRule(), GapRecallRule(), ChangeTargetRule(),
    ]

    /// What each of `lessonRules` finds in `lesson` alone.
    ///
    /// The course in `folder` as if it held only the lesson, with the lesson's own reader problems
    /// and replay.
    static func lessonFindings(
        _ lesson: Lesson, of course: Course, readerDiagnostics: [Diagnostic], replay: LessonReplayRecord,
        folder: String
    ) -> [Diagnostic.Rule: [Diagnostic]] {
        var alone = course
        alone.lessons = [lesson]
        var context = CheckContext(
            folder: folder, course: alone, readerDiagnostics: readerDiagnostics, lessonFilesOnDisk: [])
        context.replays = [replay]
        return Dictionary(lessonRules.map { ($0.id, $0.check(context)) }, uniquingKeysWith: { a, _ in a })
    }

    /// `run` with the course's replays, chain and lesson files made already.
    static func run(
        folder: String, course: Course?, readerDiagnostics: [Diagnostic], options: CheckOptions,
        prepared: Prepared
    ) throws -> CheckResult {
        let checked = try checked(
            folder: folder, course: course, readerDiagnostics: readerDiagnostics, options: options, prepared: prepared)
        let context = checked.context
        let diagnostics = rules.flatMap { prepared.found[$0.id] ?? $0.check(context) }.sortedByLocation()
        var result = CheckResult(
            diagnostics: diagnostics, snippets: checked.report, compilerSkipped: checked.skipped,
            lessonCount: course?.lessons.count ?? 0,
            appliedChangeCount: context.replays.reduce(0) { $0 + Set($1.edits.map(\.change.location)).count },
            typecheckedProjects: context.typechecked?.checkedSteps.reduce(0) { $0 + $1.count } ?? 0)
        result.verdicts = TypecheckVerdicts.of(context)
        if case .interfaceDidNotBuild(let failure)? = context.compiled?.typecheck?.verdict {
            result.typecheckFailure = failure.sentence
        }
        return result
    }

    /// The course as the rules see it, and how far the compiler went.
    struct Checked {
        var context: CheckContext
        var report: SnippetReport
        /// Why the compiler did not run, and whether on purpose (`--no-compiler`).
        var skipped: (reason: String, onPurpose: Bool)?
    }

    /// What the rules look at: the course, its replays and chain, and what the compiler made of it.
    ///
    /// What the compiler made of its snippets and projects, with a compiler.
    static func checked(
        folder: String, course: Course?, readerDiagnostics: [Diagnostic], options: CheckOptions,
        prepared: Prepared
    ) throws -> Checked {
        var context = CheckContext(
            folder: folder, course: course, readerDiagnostics: readerDiagnostics,
            lessonFilesOnDisk: prepared.lessonFilesOnDisk)
        context.editorTexts = options.editorTexts
        context.replays = prepared.replays
        context.continuity = prepared.continuity
        let lessons = course?.lessons ?? []
        let owned = prepared.countsSnippets || options.usesCompiler ? lessons.flatMap(\.snippetsWithOwners) : []
        let checkable = owned.compactMap { item in item.snippet.checkInput.map { (item.owner, item.snippet, $0) } }
        var report = SnippetReport()
        report.skip(owned.filter { $0.snippet.isSwift && $0.snippet.check == .none }.count, because: "check=none")
        var skipped: (reason: String, onPurpose: Bool)?
        if !options.usesCompiler {
            skipped = ("--no-compiler", true)
        } else {
            switch SwiftCompiler.locate(explicitPath: options.swiftcPath) {
            case .missing(let reason):
                skipped = (reason, false)
            case .found(let compiler):
                let compiled = try compile(
                    checkable, batch: prepared.batch, compiler: compiler, options: options, context: &context)
                report.count(compiled.snippets)
                context.compiled = compiled
            }
        }
        if let skipped {
            report.skip(checkable.count, because: skipped.onPurpose ? "--no-compiler" : "no swiftc")
        }
        return Checked(context: context, report: report, skipped: skipped)
    }

    /// What the compiler makes of the course's snippets and step projects (`TypecheckEngine`).
    ///
    /// The projects' parse errors go into `context`'s replays.
    private static func compile(
        _ checkable: [(SnippetOwner, Snippet, SnippetToCheck)], batch: CompilationBatch,
        compiler: SwiftCompiler, options: CheckOptions, context: inout CheckContext
    ) throws -> CompiledCourse {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("course-check-\(UUID().uuidString)")
        return try Scratch.using([scratch]) {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            return try compile(
                checkable, batch: batch, compiler: compiler, options: options, scratch: scratch, context: &context)
        }
    }

    private static func compile(
        _ checkable: [(SnippetOwner, Snippet, SnippetToCheck)], batch: CompilationBatch,
        compiler: SwiftCompiler, options: CheckOptions, scratch: URL, context: inout CheckContext
    ) throws -> CompiledCourse {
        // Asked once: every cache key has it (`swiftc -frontend --version`, a process).
        let compilerVersion = try compiler.version()
        let parseCache = options.cacheRoot.map {
            CompilationBatch.Cache(
                results: TypecheckResultCache(folder: $0.appendingPathComponent(TypecheckResultCache.folderName)),
                compilerVersion: compilerVersion)
        }
        let (folder, course) = (context.folder, context.course)
        let settings = course?.buildSettings ?? BuildSettings()
        let engine = TypecheckEngine.Compiler(compiler: compiler, scratch: scratch, parseCache: parseCache) {
            try TypecheckSetup.prepare(
                courseFolder: folder, settings: settings, compiler: compiler, compilerVersion: compilerVersion,
                options: options, scratch: scratch, course: course)
        }
        let progress = try TypecheckEngine.run(
            typecheckPlan(checkable, batch: batch, context: context, typechecks: options.typechecks), with: engine)
        for replay in context.replays.indices {
            for version in context.replays[replay].versions.indices {
                let unit = context.replays[replay].versions[version].unit
                context.replays[replay].versions[version].findings =
                    progress.projectParse.indices.contains(unit) ? progress.projectParse[unit] : []
            }
        }
        let parseErrors = progress.parse.parseErrors
        let parseContexts = progress.parse.reportedContexts
        let snippets = checkable.indices.map { index in
            CheckedSnippet(
                snippet: checkable[index].1, owner: checkable[index].0, input: checkable[index].2,
                parseErrors: parseErrors[index], parseContext: parseContexts[index],
                typecheck: options.typechecks ? progress.outcomes[index] : nil,
                undefinedNames: progress.undefinedNames[index] ?? []
            ).placedInLesson()
        }
        guard options.typechecks else { return CompiledCourse(snippets: snippets) }
        let verdict: CourseTypecheck.Verdict =
            progress.interfaceFailure.map { .interfaceDidNotBuild($0) } ?? .ran(progress.course)
        return CompiledCourse(
            snippets: snippets, typecheck: CourseTypecheck(isStrict: options.typecheck == .strict, verdict: verdict))
    }

    /// The engine's plan for `course check`.
    ///
    /// Every checkable snippet with its lesson, every lesson's replay and (when it type-checks)
    /// `declarations/`, and the projects' files to parse.
    private static func typecheckPlan(
        _ checkable: [(SnippetOwner, Snippet, SnippetToCheck)], batch: CompilationBatch, context: CheckContext,
        typechecks: Bool
    ) -> TypecheckPlan {
        let lessonIndex = Dictionary(
            context.replays.enumerated().map { ($1.lesson.file, $0) }, uniquingKeysWith: { a, _ in a })
        let snippets = checkable.map { owner, snippet, input in
            PlannedSnippet(owner: owner, lesson: lessonIndex[snippet.location.file], snippet: input)
        }
        let lessons = context.replays.map { record in
            TypecheckLesson(
                record: record,
                declarations: typechecks
                    ? TypecheckLesson.declarations(of: record.lesson, courseFolder: context.folder) : [])
        }
        return .course(snippets, lessons: lessons, projectBatch: batch, typechecks: typechecks)
    }
}

extension SnippetReport {
    /// Counts `snippets` as parsed, and each as type-checked or not, with why.
    mutating func count(_ snippets: [CheckedSnippet]) {
        parsed = snippets.count
        for checked in snippets {
            switch checked.typecheck {
            case .ran?: typeChecked += 1
            case .notRun(let reason)?: leaveUntypechecked(because: reason)
            case nil:
                if case .fails = checked.input.expectation, checked.parseErrors.isEmpty {
                    leaveUntypechecked(because: "expected failures that parse (--no-typecheck)")
                }
            }
        }
    }
}

extension CourseCheck {
    /// The rules about replaying code changes, without the compiler, as `course check` reports them.
    ///
    /// `change-path`, `change-applies`, `change-target`, `lesson-continuity`: what `course record`
    /// holds a lesson to before it writes it.
    static func replayDiagnostics(folder: String, course: Course) -> [Diagnostic] {
        var context = CheckContext(folder: folder, course: course, readerDiagnostics: [], lessonFilesOnDisk: [])
        var batch = CompilationBatch()
        context.replays = LessonReplayRecord.replay(course.lessons, inside: folder, into: &batch)
        context.continuity = ProjectChain.mismatches(in: course.lessons, courseFolder: folder)
        let rules: [any CheckRule] = [
            ChangePathRule(), ChangeAppliesRule(), ChangeTargetRule(), LessonContinuityRule(),
        ]
        return rules.flatMap { $0.check(context) }.sortedByLocation()
    }
}
