/// `course check`'s first runs: every project, every snippet in the run the plan puts it in.
///
/// They go to the compiler together; the rounds after them run again what these could not judge.
extension TypecheckRound {
    /// Each step's project, with that step's fragments that must compile (`step-typecheck`).
    ///
    /// The project is the start with the changes up to the step; with the lesson's declarations
    /// when it has any: a whole-module check whose findings in the project are the step's. In Swift 6
    /// language mode through the mandatory SIL passes too (`TypecheckJob.diagnosesRaces`).
    static let stepProjects = TypecheckRound(name: "step projects", kind: .typecheck) { progress in
        firstRuns(stepProjectRuns(progress))
    }

    /// The runs of `stepProjects`, and the fragments of switch cases it leaves out.
    static func stepProjectRuns(_ progress: TypecheckProgress) -> FirstRuns {
        var runs: [PlannedRun] = []
        var skipped: [Int] = []
        var steps: [(lesson: Int, step: Int)] = []
        for (lessonIndex, lesson) in progress.plan.lessons.enumerated() {
            for version in lesson.projects {
                steps.append((lessonIndex, version.step))
                var files = SnippetFiles.project(version)
                var roles = version.files.map {
                    FileRole.project(lesson: lessonIndex, step: version.step, path: $0.path)
                }
                for index in progress.plan.snippets.indices {
                    let snippet = progress.plan.snippets[index]
                    guard snippet.lesson == lessonIndex, snippet.goesWithItsStep,
                        case .step(let number) = snippet.owner, number == version.step
                    else { continue }
                    guard let file = progress.fragmentFile(index) else {
                        skipped.append(index)
                        continue
                    }
                    files.append(file)
                    roles.append(.snippet(index, .first(.fragment)))
                }
                if roles.contains(where: { if case .snippet = $0 { true } else { false } }) {
                    files += lesson.declarations
                    roles += lesson.declarations.map { _ in .context }
                }
                // An empty project (a new one's start folder) with no fragment: nothing to compile.
                if !files.isEmpty {
                    runs.append(PlannedRun(TypecheckJob(files: files, diagnosesRaces: true), roles: roles))
                }
            }
        }
        return FirstRuns(runs: runs, skipped: skipped, steps: steps)
    }

    /// Whole-file snippets, each a module of its own.
    ///
    /// Those that can keep their names to themselves (`FileScope`) and must compile share a module
    /// with the lesson's others that import the same modules.
    static let wholeFiles = TypecheckRound(name: "whole files", kind: .typecheck) { progress in
        var runs: [PlannedRun] = []
        for lessonIndex in progress.plan.lessons.indices {
            var sharing: [[String]: [(index: Int, scope: FileScope)]] = [:]
            for index in progress.plan.snippets.indices {
                let snippet = progress.plan.snippets[index].snippet
                guard progress.plan.snippets[index].lesson == lessonIndex, snippet.form == .file else { continue }
                if snippet.expectation == .compiles, let scope = FileScope.of(snippet.code) {
                    sharing[scope.imports, default: []].append((index, scope))
                } else {
                    runs.append(alone(index, of: progress))
                }
            }
            for imports in sharing.keys.sorted(by: { $0.joined(separator: "\n") < $1.joined(separator: "\n") }) {
                let files = sharing[imports] ?? []
                if files.count == 1, let only = files.first {
                    runs.append(alone(only.index, of: progress))
                    continue
                }
                let job = TypecheckJob(
                    files: files.map {
                        SnippetFiles.sharedFile(
                            progress.plan.snippets[$0.index].snippet, scope: $0.scope, number: $0.index)
                    })
                runs.append(PlannedRun(job, roles: files.map { .snippet($0.index, .first(.wholeFile(shared: true))) }))
            }
        }
        return firstRuns(FirstRuns(runs: runs, skipped: []))
    }

    /// A whole file in a module of its own.
    private static func alone(_ index: Int, of progress: TypecheckProgress) -> PlannedRun {
        PlannedRun(
            TypecheckJob(files: [SnippetFiles.wholeFile(progress.plan.snippets[index].snippet)]),
            roles: [.snippet(index, .first(.wholeFile(shared: false)))])
    }

    /// A first round's runs, and the fragments of switch cases it left out.
    struct FirstRuns {
        var runs: [PlannedRun]
        var skipped: [Int]
        /// The step projects the runs type-check (lesson index, step).
        ///
        /// Checked once the round ran, whatever files they have — an empty project, which needs no
        /// run, is valid as it is.
        var steps: [(lesson: Int, step: Int)] = []
    }

    /// The runs of a first round.
    ///
    /// Their messages go to the snippets, projects and declarations they are about (`recordFirst`);
    /// the fragments of switch cases are not type-checked.
    static func firstRuns(_ first: FirstRuns) -> RoundWork {
        RoundWork(runs: first.runs) { progress, output in
            for index in first.skipped {
                progress.outcomes[index] = .notRun(reason: TypecheckOutcome.Reason.switchCases)
            }
            for (lesson, step) in first.steps where !progress.course.checkedSteps[lesson].contains(step) {
                progress.course.checkedSteps[lesson].append(step)
            }
            for (run, messages) in zip(first.runs, output.runs) { recordFirst(messages, of: run, into: &progress) }
            progress.firstRuns += first.runs
        }
    }

    /// A first run's messages, each to the file it is about.
    ///
    /// A project file's to its step, a snippet's to the snippet, a judged declaration's to the
    /// lesson. A snippet beside code with an error of its own (not a clash) is marked
    /// `contextBroken`.
    static func recordFirst(
        _ messages: [TypecheckJob.Message], of run: PlannedRun, into progress: inout TypecheckProgress
    ) {
        func role(_ message: TypecheckJob.Message) -> FileRole? { message.file.map { run.roles[$0] } }
        let contextFailed = messages.contains { message in
            if case .snippet? = role(message) { return false }
            return message.finding.severity == .error && !message.finding.isConflict
        }
        /// The names of the run's files, for a member or name the compiler found none near.
        var names: Set<String>?
        func nearNamesMarked(_ finding: CompilationBatch.Finding) -> CompilationBatch.Finding {
            guard finding.severity == .error, NearName.mayBeMisspelling(finding) else { return finding }
            if names == nil { names = NearName.identifiers(in: run.job.files.map(\.text)) }
            return NearName.marked([finding], around: [NearName.interfaceIdentifiers], own: names ?? []).first
                ?? finding
        }
        for role in run.roles {
            if case .snippet(let index, .first(let first)) = role {
                progress.messages[index, default: []] += []
                progress.firstRun[index] = first
                if contextFailed { progress.contextBroken.insert(index) }
            }
        }
        for message in messages {
            switch role(message) ?? run.roles.first ?? .context {
            case .project(let lesson, let step, let path):
                progress.course.steps[lesson].append(
                    TypecheckedCourse.StepFinding(step: step, path: path, finding: nearNamesMarked(message.finding)))
            case .snippet(let index, .first):
                progress.messages[index, default: []].append(message.finding)
            case .snippet:
                continue
            case .declarations(let lesson):
                if !message.finding.isConflict {
                    progress.course.declarations[lesson].append(nearNamesMarked(message.finding))
                }
            case .context:
                continue
            }
        }
    }
}
