/// The round that finds the error a `return` in a closure hides (`HiddenReturn`).
extension TypecheckRound {
    /// A step's project or a fragment that a `return` hid an error in, again with its closure plain.
    ///
    /// Where the compiler said "cannot use explicit 'return' statement in the body of result
    /// builder", each such closure's body is held in a plain closure (`HiddenReturn`). That run's
    /// findings replace the step's (its project's), or the fragment's, when the message is gone and
    /// the run has an error: the one the `return` hid, at its line. Otherwise (a `return` in a real
    /// builder's body) the first run's stand.
    static let hiddenByReturn = TypecheckRound(name: "the error a return hides", kind: .typecheck) { progress in
        let projects = projectsUnhidden(progress)
        let fragments = fragmentsUnhidden(progress)
        return RoundWork(runs: projects.map(\.run) + fragments) { progress, output in
            for ((run, lesson, step), messages) in zip(projects, output.runs) {
                guard isUnhidden(messages) else { continue }
                progress.course.steps[lesson].removeAll { $0.step == step }
                recordFirst(messages, of: run, into: &progress)
            }
            for (run, messages) in zip(fragments, output.runs.dropFirst(projects.count)) {
                for (position, index) in run.snippets {
                    let own = messages.filter { $0.file == position }
                    if isUnhidden(own) { progress.messages[index] = own.map(\.finding) }
                }
            }
        }
    }

    /// Whether `messages` have an error and not the message about a `return`.
    private static func isUnhidden(_ messages: [TypecheckJob.Message]) -> Bool {
        let errors = messages.filter { $0.finding.severity == .error }
        return !errors.isEmpty && !errors.contains { HiddenReturn.isHiding($0.finding) }
    }

    /// `text` unhidden at the generated places of `hiding`, or nil when nothing changes.
    private static func unhidden(_ text: String, _ hiding: [CompilationBatch.Finding]) -> String? {
        let places = hiding.filter(HiddenReturn.isHiding).map { (line: $0.generatedLine, column: $0.generatedColumn) }
        guard !places.isEmpty, let unhidden = HiddenReturn.unhidden(text, at: places), unhidden != text else {
            return nil
        }
        return unhidden
    }

    /// The first runs of step projects with a hiding message, each project file unhidden.
    ///
    /// The step's fragments are judged by its first run: here they are context.
    private static func projectsUnhidden(
        _ progress: TypecheckProgress
    ) -> [(run: PlannedRun, lesson: Int, step: Int)] {
        var runs: [(run: PlannedRun, lesson: Int, step: Int)] = []
        for run in progress.firstRuns {
            guard
                case .project(let lesson, let step, _)? = run.roles.first(where: {
                    if case .project = $0 { true } else { false }
                })
            else { continue }
            let hiding = progress.course.steps[lesson].filter { $0.step == step }
            var job = run.job
            var roles = run.roles
            for (position, role) in run.roles.enumerated() {
                guard case .project(_, _, let path) = role else {
                    roles[position] = .context
                    continue
                }
                if let text = unhidden(job.files[position].text, hiding.filter { $0.path == path }.map(\.finding)) {
                    job.files[position].text = text
                }
            }
            guard zip(job.files, run.job.files).contains(where: { $0.text != $1.text }) else { continue }
            runs.append((PlannedRun(job, roles: roles), lesson, step))
        }
        return runs
    }

    /// The first runs with a fragment that has a hiding message, each such fragment unhidden.
    ///
    /// The fragments run alone (their messages replace their first run's); the rest is context. Not a
    /// fragment with a clash: `againBesideProject` judges it again.
    private static func fragmentsUnhidden(_ progress: TypecheckProgress) -> [PlannedRun] {
        var runs: [PlannedRun] = []
        for run in progress.firstRuns {
            var job = run.job
            var roles = Array(repeating: FileRole.context, count: run.roles.count)
            for (position, role) in run.roles.enumerated() {
                guard case .snippet(let index, .first(.fragment)) = role,
                    !progress.said(index).contains(where: \.isConflict),
                    let text = unhidden(job.files[position].text, progress.said(index))
                else { continue }
                job.files[position].text = text
                roles[position] = .snippet(index, .alone)
            }
            if roles.contains(where: { $0 != .context }) { runs.append(PlannedRun(job, roles: roles)) }
        }
        return runs
    }
}
