import Foundation

/// `course check` as a library call: replay every lesson's changes, put every snippet and every
/// changed Swift file through one compiler run, then let each rule report what it finds.
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
        let lessons = course?.lessons ?? []
        var batch = CompilationBatch()
        let replays = LessonReplayRecord.replay(lessons, inside: folder, into: &batch)
        let prepared = Prepared(
            lessonFilesOnDisk: LessonFilesRule.lessonFiles(in: folder), replays: replays, batch: batch,
            continuity: ProjectChain.mismatches(in: lessons, courseFolder: folder))
        return try run(
            folder: folder, course: course, readerDiagnostics: readerDiagnostics, options: options, prepared: prepared)
    }

    /// What the rules look at besides the course that is read from the disk: made here for each
    /// check, or kept between checks by the language server (`KeptCourseCheck`).
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
        /// Whether the result counts the snippets (`CheckResult.snippets`, the summary's); the
        /// language server shows only the diagnostics. Without the compiler nothing else needs them.
        var countsSnippets = true
    }

    /// The rules whose findings in a lesson come from that lesson alone (its text, its reader's
    /// problems, its replay), so that their findings over the course are each lesson's in turn:
    /// the language server keeps them per lesson (`KeptCourseCheck`).
    static let lessonRules: [any CheckRule] = [
        CardPromptRule(), CardAnswerRule(), QuestionSourcesRule(), SourceURLRule(), GapPlaceRule(), GapMarkersRule(),
        GapEmptyRule(), GapTokenRule(), GapRecallRule(), ChangeTargetRule(),
    ]

    /// What each of `lessonRules` finds in `lesson` alone: the course in `folder` as if it held only
    /// the lesson, with the lesson's own reader problems and replay.
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
        var context = CheckContext(
            folder: folder, course: course, readerDiagnostics: readerDiagnostics,
            lessonFilesOnDisk: prepared.lessonFilesOnDisk)
        context.editorTexts = options.editorTexts
        let lessons = course?.lessons ?? []
        let batch = prepared.batch
        context.replays = prepared.replays
        context.continuity = prepared.continuity
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
                try compile(
                    checkable, batch: batch, compiler: compiler, options: options,
                    context: &context, report: &report)
            }
        }
        if let skipped {
            report.skip(checkable.count, because: skipped.onPurpose ? "--no-compiler" : "no swiftc")
        }
        let diagnostics = rules.flatMap { prepared.found[$0.id] ?? $0.check(context) }.sortedByLocation()
        var result = CheckResult(
            diagnostics: diagnostics, snippets: report, compilerSkipped: skipped,
            lessonCount: lessons.count,
            appliedChangeCount: context.replays.reduce(0) { $0 + Set($1.edits.map(\.change.location)).count },
            typecheckedProjects: context.checkedSteps.reduce(0) { $0 + $1.count })
        result.verdicts = TypecheckVerdicts.of(context)
        return result
    }

    private static func compile(
        _ checkable: [(SnippetOwner, Snippet, SnippetToCheck)], batch: CompilationBatch,
        compiler: SwiftCompiler, options: CheckOptions,
        context: inout CheckContext, report: inout SnippetReport
    ) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("course-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }

        let inputs = checkable.map(\.2)
        var plan = SnippetParsePlan(inputs)
        var batch = batch
        plan.addFirstPass(to: &batch)
        // Asked once: every cache key has it (`swiftc -frontend --version`, a process).
        let compilerVersion = try compiler.version()
        let parseCache = options.cacheRoot.map {
            CompilationBatch.Cache(
                results: TypecheckResultCache(folder: $0.appendingPathComponent(TypecheckResultCache.folderName)),
                compilerVersion: compilerVersion)
        }
        let results = try batch.parse(with: compiler, scratch: scratch, cache: parseCache)
        plan.record(results)
        for replay in context.replays.indices {
            for version in context.replays[replay].versions.indices {
                context.replays[replay].versions[version].findings =
                    results[context.replays[replay].versions[version].unit]
            }
        }
        var retry = CompilationBatch()
        let firstRetry = plan.addSecondPass(to: &retry)
        if !retry.units.isEmpty {
            plan.record(try retry.parse(with: compiler, scratch: scratch, cache: parseCache), attemptsFrom: firstRetry)
        }
        var typechecks: [SnippetTypechecker.Outcome?] = Array(repeating: nil, count: inputs.count)
        var undefinedNames: [Int: [String]] = [:]
        if options.typechecks {
            context.typecheck = options.typecheck
            let lessonIndex = Dictionary(
                context.replays.enumerated().map { ($1.lesson.file, $0) }, uniquingKeysWith: { a, _ in a })
            let pieces = plan.typecheckPieces
            let typecheckInputs = checkable.indices.map { index in
                SnippetTypechecker.Input(
                    owner: checkable[index].0, lesson: lessonIndex[checkable[index].1.location.file] ?? -1,
                    snippet: inputs[index], pieces: pieces[index])
            }
            do {
                let prepared = try TypecheckSetup.prepare(
                    courseFolder: context.folder,
                    settings: context.course?.buildSettings ?? BuildSettings(),
                    compiler: compiler, compilerVersion: compilerVersion, options: options, scratch: scratch,
                    course: context.course)
                context.usesInterface = prepared.environment.modules != nil
                let declarations = context.replays.map {
                    lessonDeclarations(of: $0.lesson, courseFolder: context.folder)
                }
                let result = try SnippetTypechecker.run(
                    typecheckInputs, replays: context.replays,
                    declarations: declarations, compiler: compiler,
                    environment: prepared.environment,
                    environmentKey: prepared.key, cache: prepared.results,
                    scratch: scratch)
                typechecks = result.snippets.map(Optional.some)
                undefinedNames = result.undefinedNames
                context.stepFindings = result.steps
                context.checkedSteps = result.checkedSteps
                context.declarationFindings = result.declarations
            } catch let failure as InterfaceModules.BuildError {
                context.interfaceFailure = failure
                typechecks = Array(repeating: .notRun(reason: "the interface did not build"), count: inputs.count)
            }
        }
        let parseErrors = plan.parseErrors
        let parseContexts = plan.reportedContexts
        context.snippets = checkable.indices.map { index in
            CheckedSnippet(
                snippet: checkable[index].1, owner: checkable[index].0, input: inputs[index],
                parseErrors: parseErrors[index], parseContext: parseContexts[index],
                typecheck: typechecks[index], undefinedNames: undefinedNames[index] ?? []
            ).placedInLesson()
        }
        report.parsed = inputs.count
        for checked in context.snippets {
            switch checked.typecheck {
            case .ran?: report.typeChecked += 1
            case .notRun(let reason)?: report.leaveUntypechecked(because: reason)
            case nil:
                if case .fails = checked.input.expectation, checked.parseErrors.isEmpty {
                    report.leaveUntypechecked(because: "expected failures that parse (--no-typecheck)")
                }
            }
        }
    }

    /// The folder beside a lesson whose Swift files its fragments are type-checked with.
    static let declarationsFolderName = "declarations"

    /// The Swift files of `declarations/` beside the lesson (none when there is no such folder, or
    /// when reading it would lead out of the course).
    static func lessonDeclarations(of lesson: Lesson, courseFolder: String) -> [TypecheckJob.File] {
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

extension CourseCheck {
    /// The rules about replaying code changes — `change-path`, `change-applies`, `change-target`,
    /// `lesson-continuity` — without the compiler, as `course check` reports them: what
    /// `course record` holds a lesson to before it writes it.
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
