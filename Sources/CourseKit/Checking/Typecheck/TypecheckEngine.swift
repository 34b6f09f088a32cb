import Foundation

/// The one type-check of Swift snippets.
///
/// `course check` gives it every snippet of a course (`TypecheckPlan.course`), `course grade` and
/// the quiz one typed answer (`TypecheckPlan.answer`, through `AnswerTypechecker`). It runs the
/// plan's rounds (`TypecheckRound`) stage by stage: each round says which compiler runs it needs
/// from what the rounds before it found, the runs of a stage go to the compiler together (on both
/// cores, each looked up in the results cache first), and each round folds its runs' messages into
/// the progress the next stage decides by.
enum TypecheckEngine {
    /// The compiler and what its runs share.
    struct Compiler {
        var compiler: SwiftCompiler
        var scratch: URL
        /// Where parses are kept (`course check`); nil: none.
        var parseCache: CompilationBatch.Cache?
        /// The type-check's setup, made before the first round that type-checks.
        ///
        /// The interface's modules, the macro plugin, the results cache; an
        /// `InterfaceModules.BuildError` leaves every snippet not type-checked.
        var setup: () throws -> TypecheckSetup
    }

    static func run(_ plan: TypecheckPlan, with compiler: Compiler) throws -> TypecheckProgress {
        var progress = TypecheckProgress(plan)
        var setup: TypecheckSetup?
        for stage in plan.stages {
            if stage.contains(where: { $0.kind == .typecheck }) {
                guard plan.typechecks else { break }
                if setup == nil {
                    do {
                        setup = try compiler.setup()
                    } catch let failure as InterfaceModules.BuildError {
                        progress.interfaceFailure = failure
                        progress.outcomes = progress.outcomes.map { _ in
                            .notRun(reason: TypecheckOutcome.Reason.interfaceDidNotBuild)
                        }
                        break
                    }
                    progress.course.usesInterface = setup?.environment.modules != nil
                }
            }
            try run(stage, progress: &progress, compiler: compiler, setup: setup)
        }
        return progress
    }

    /// One stage: its rounds' work asked for at once, their runs and parses made.
    ///
    /// Each round's output is handed back to it in the stage's order.
    private static func run(
        _ stage: [TypecheckRound], progress: inout TypecheckProgress, compiler: Compiler, setup: TypecheckSetup?
    ) throws {
        let works = stage.map { $0.next(progress) }
        let jobs = works.flatMap(\.runs).map(\.job)
        var said: [[TypecheckJob.Message]] = []
        if !jobs.isEmpty, let setup {
            said = try runAll(jobs, compiler: compiler.compiler, setup: setup, scratch: compiler.scratch)
        }
        var parsed: [[[CompilationBatch.Finding]]] = []
        for batch in works.flatMap(\.parses) {
            parsed.append(
                try batch.parse(with: compiler.compiler, scratch: compiler.scratch, cache: compiler.parseCache))
        }
        var run = 0
        var parse = 0
        for work in works {
            let output = RoundOutput(
                runs: Array(said.dropFirst(run).prefix(work.runs.count)),
                parses: Array(parsed.dropFirst(parse).prefix(work.parses.count)))
            run += work.runs.count
            parse += work.parses.count
            work.record(&progress, output)
        }
    }

    /// What the compiler says to each job, in order.
    ///
    /// Jobs with the same files go to the compiler once (a step that changes no code has the
    /// project of the step before it); each places the messages through its own files.
    static func runAll(
        _ jobs: [TypecheckJob], compiler: SwiftCompiler, setup: TypecheckSetup, scratch: URL
    ) throws -> [[TypecheckJob.Message]] {
        let keys = jobs.map { $0.key(environmentKey: setup.key) }
        var firstWithKey: [String: Int] = [:]
        for (index, key) in keys.enumerated() where firstWithKey[key] == nil { firstWithKey[key] = index }
        // Biggest first (by the size of their text): the runs take turns on the cores in this
        // order, so the last to start are the short ones, and no core waits alone at the end
        // for a project's run.
        let distinct = jobs.indices.filter { firstWithKey[keys[$0]] == $0 }
            .sorted { jobs[$0].textSize != jobs[$1].textSize ? jobs[$0].textSize > jobs[$1].textSize : $0 < $1 }
        let environment = setup.environment
        let ran = Parallel.map(parts: distinct.count) { slot in
            let index = distinct[slot]
            return Swift.Result {
                if environment.isCancelled?() == true { throw ProcessRunner.Cancelled() }
                return try jobs[index].rawMessages(
                    key: keys[index], compiler: compiler, environment: environment,
                    cache: setup.results, scratch: scratch)
            }
        }
        var rawResults = [Swift.Result<[TypecheckResultCache.RawMessage], Error>?](repeating: nil, count: jobs.count)
        for (slot, index) in distinct.enumerated() { rawResults[index] = ran[slot] }
        return try jobs.indices.map { index in
            let result = rawResults[firstWithKey[keys[index]] ?? index].map { $0.map(jobs[index].messages) }
            return jobs[index].withoutInterface(try messages(result, of: jobs[index]), modules: setup.withoutInterface)
        }
    }

    /// A job's messages.
    ///
    /// A compiler that fails on one run (a crash, a plugin that died) fails that run alone: its
    /// last file gets the failure as an error at its first line.
    private static func messages(
        _ result: Swift.Result<[TypecheckJob.Message], Error>?, of job: TypecheckJob
    ) throws -> [TypecheckJob.Message] {
        switch result {
        case .success(let messages)?: return messages
        case .failure(let failure as CompilerFailure)?:
            let text = String(failure.message.split(separator: "\n").first ?? "")
            return [
                TypecheckJob.Message(
                    file: job.files.count - 1,
                    finding: CompilationBatch.Finding(
                        severity: .error, message: "the compiler failed (\(text))",
                        location: job.files.last?.lineMap.fallback ?? SourceLocation(file: "", line: 1, column: 1),
                        isExact: false, generatedLine: 1, generatedColumn: 1))
            ]
        case .failure(let error)?: throw error
        case nil: return []
        }
    }
}
