/// The rounds of one typed answer (`course grade`, the quiz).
///
/// The plan is the answered snippet's lesson with the typed code in the snippet's place
/// (`TypecheckPlan.focus`), and the answer goes where `course check` type-checks that snippet — its
/// first run, with the other snippets of that run around it as context — then through `course
/// check`'s second tries. An error about the project or the declarations is the answer's without a
/// place in what was typed, but for a clash (as `course check` takes it: another snippet may be the
/// one that clashes); a message about another snippet is that snippet's.
extension TypecheckRound {
    /// The answer in the run `course check` would put the snippet in.
    ///
    /// `stepProjects`, `fragmentsBesideFinishedProject`, `failuresBesideFinishedProject`; a whole
    /// file alone. Each piece of a fragment goes in its likeliest context or the one the card
    /// names: most answers need no parse to know where they go.
    static let answerWhereTheSnippetIs = TypecheckRound(name: "answer where the snippet is", kind: .typecheck) {
        progress in
        guard let focus = progress.plan.focus else { return RoundWork() }
        return answerFirstRun(focus, progress)
    }

    /// An answer whose pieces the parse put in other contexts than their likeliest, again in those.
    ///
    /// After `parseAfterSyntaxError`: as `course check` would have type-checked it.
    static let answerInParsedContexts = TypecheckRound(name: "answer in the parsed contexts", kind: .typecheck) {
        progress in
        guard let focus = progress.plan.focus, progress.plan.snippets[focus].snippet.form == .fragment,
            progress.pieces[focus].map(\.context)
                != (progress.plan.knownPieces?[focus]
                ?? TypecheckProgress.likeliestPieces(progress.plan.snippets[focus].snippet)).map(\.context)
        else { return RoundWork() }
        return answerFirstRun(focus, progress)
    }

    /// An answer whose only errors are clashes with its project's names, again without the project.
    ///
    /// Only names the project declares: a clash between two of the answer's own declarations is
    /// its error.
    ///
    /// Also on its own beside it (`againBesideProject`): again without the project, with the
    /// lesson's declarations (a learner's own name for a type is no mistake; `course check` counts
    /// such a fragment as not type-checked).
    static let answerWithoutProject = TypecheckRound(name: "answer without the project", kind: .typecheck) {
        progress in
        guard let focus = progress.plan.focus else { return RoundWork() }
        let planned = progress.plan.snippets[focus]
        let errors = progress.said(focus).filter { $0.severity == .error }
        guard planned.snippet.form == .fragment, let lesson = progress.plan.lesson(of: focus),
            let project = lesson.project(for: planned), !errors.isEmpty, errors.allSatisfy(\.isConflict),
            let file = progress.fragmentFile(focus)
        else { return RoundWork() }
        // A clash within what was typed is the answer's own: without the project, the lesson's
        // types would go missing too ("cannot find 'TripStore' in scope").
        let projectNames = project.files.reduce(into: Set<String>()) {
            $0.formUnion(NearName.declaredForOtherFiles(in: $1.text))
        }
        guard errors.allSatisfy({ $0.quotedName.map(projectNames.contains) ?? false }) else { return RoundWork() }
        let run = PlannedRun(
            SnippetFiles.besideProject([file], project: nil, context: lesson.declarations), lastFileOf: focus)
        return answerRun(run, focus: focus)
    }

    /// The answer's first run.
    ///
    /// `course check`'s run of its snippet, focused on it (`PlannedRun.focused`); a whole file
    /// alone (`course check` runs it alone once it said anything in a shared one).
    static func answerFirstRun(_ focus: Int, _ progress: TypecheckProgress) -> RoundWork {
        let planned = progress.plan.snippets[focus].snippet
        if planned.form == .file {
            let run = PlannedRun(
                TypecheckJob(files: [SnippetFiles.wholeFile(planned)]),
                roles: [.snippet(focus, .first(.wholeFile(shared: false)))])
            return answerRun(run, focus: focus)
        }
        let first = [stepProjectRuns(progress), fragmentRuns(progress), failureRuns(progress)]
        if first.contains(where: { $0.skipped.contains(focus) }) {
            return .deciding { $0.outcomes[focus] = .notRun(reason: TypecheckOutcome.Reason.switchCases) }
        }
        guard let run = first.flatMap(\.runs).first(where: { $0.snippets.contains { $0.index == focus } }) else {
            return RoundWork()
        }
        return answerRun(run.focused(on: focus).seeing(focus), focus: focus)
    }

    /// An answer's run, whose messages replace the answer's.
    ///
    /// Those about its file, and the errors about the project or the declarations, without a place
    /// — but a clash, which is the answer's only where the compiler says so in its file, as `course
    /// check` takes a snippet's.
    static func answerRun(_ run: PlannedRun, focus: Int) -> RoundWork {
        RoundWork(runs: [run]) { progress, output in
            guard let messages = output.runs.first,
                let position = run.snippets.first(where: { $0.index == focus })?.position
            else { return }
            if case .snippet(_, .first(let first)) = run.roles[position] {
                progress.firstRun[focus] = first
                progress.firstRuns = [run]
            }
            progress.messages[focus] = messages.compactMap { message in
                if message.file == position { return message.finding }
                if let file = message.file, case .snippet = run.roles[file] { return nil }
                guard message.finding.severity == .error, !message.finding.isConflict else { return nil }
                var finding = message.finding
                finding.location = SourceLocation(file: "", line: 0, column: 0)
                finding.isExact = false
                return finding
            }
        }
    }
}

extension PlannedRun {
    /// The run without the snippets around `focus` it cannot see.
    ///
    /// Those that declare nothing it names (`NearName.declaredForOtherFiles`), nor anything a
    /// snippet it sees names. Fewer files, a shorter run; what the answer is judged by is there.
    func seeing(_ focus: Int) -> PlannedRun {
        guard let position = snippets.first(where: { $0.index == focus })?.position else { return self }
        var around = roles.indices.filter { if case .snippet(_, .around) = roles[$0] { true } else { false } }
        let declared = Dictionary(
            uniqueKeysWithValues: around.map { ($0, NearName.declaredForOtherFiles(in: job.files[$0].text)) })
        var named = NearName.identifiers(in: [job.files[position].text])
        while let next = around.first(where: { !(declared[$0] ?? []).isDisjoint(with: named) }) {
            named.formUnion(NearName.identifiers(in: [job.files[next].text]))
            around.removeAll { $0 == next }
        }
        let kept = roles.indices.filter { !around.contains($0) }
        var run = self
        run.job.files = kept.map { job.files[$0] }
        run.roles = kept.map { roles[$0] }
        return run
    }
}
