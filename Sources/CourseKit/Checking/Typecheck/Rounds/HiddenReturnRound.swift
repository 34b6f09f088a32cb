/// The round that finds the error a `return` in a closure hides (`HiddenReturn`).
extension TypecheckRound {
    /// A step's project that a `return` hid an error in, again with the closure's body held plain.
    ///
    /// Where the compiler said "cannot use explicit 'return' statement in the body of result
    /// builder", each such closure's body is held in a plain closure (`HiddenReturn`). That run's project findings replace the step's when the message is gone and the run has an
    /// error: the one the `return` hid, at its line. Otherwise (a `return` in a real builder's body)
    /// the first run's stand.
    static let hiddenByReturn = TypecheckRound(name: "the error a return hides", kind: .typecheck) { progress in
        var runs: [PlannedRun] = []
        var steps: [(lesson: Int, step: Int)] = []
        for run in progress.firstRuns {
            guard
                case .project(let lesson, let step, _)? = run.roles.first(where: {
                    if case .project = $0 { true } else { false }
                })
            else { continue }
            let hiding = progress.course.steps[lesson].filter { $0.step == step && HiddenReturn.isHiding($0.finding) }
            guard !hiding.isEmpty else { continue }
            var job = run.job
            for (position, role) in run.roles.enumerated() {
                guard case .project(_, _, let path) = role else { continue }
                let places = hiding.filter { $0.path == path }.map {
                    (line: $0.finding.generatedLine, column: $0.finding.generatedColumn)
                }
                if !places.isEmpty, let text = HiddenReturn.unhidden(job.files[position].text, at: places) {
                    job.files[position].text = text
                }
            }
            guard zip(job.files, run.job.files).contains(where: { $0.text != $1.text }) else { continue }
            // The step's fragments are judged by its first run: here they are context.
            let roles = run.roles.map { role -> FileRole in
                if case .project = role { return role }
                return .context
            }
            runs.append(PlannedRun(job, roles: roles))
            steps.append((lesson, step))
        }
        return RoundWork(runs: runs) { progress, output in
            for ((run, messages), (lesson, step)) in zip(zip(runs, output.runs), steps) {
                let errors = messages.filter { $0.finding.severity == .error }
                guard !errors.isEmpty, !errors.contains(where: { HiddenReturn.isHiding($0.finding) }) else { continue }
                progress.course.steps[lesson].removeAll { $0.step == step }
                recordFirst(messages, of: run, into: &progress)
            }
        }
    }
}
