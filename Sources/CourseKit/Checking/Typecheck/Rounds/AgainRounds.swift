/// `course check`'s second tries.
///
/// What the first runs could not judge, each snippet in a run of its own, whose messages replace
/// those of its first run.
extension TypecheckRound {
    /// Fragments and expected failures the first run could not judge, again on their own.
    ///
    /// A fragment that clashes with another file's names in its first run (a redeclaration, an
    /// ambiguous use), and an expected failure that kept its names to itself but did not say its
    /// message there (or said something `private`): again on its own, beside its project (its
    /// step's, or the finished one) as written, with the lesson's declarations. An expected failure
    /// whose clash is with the project itself (no other snippet of its run declares the name) goes
    /// straight to `failureApart`.
    static let againBesideProject = TypecheckRound(name: "again beside the project", kind: .typecheck) { progress in
        let again = wentAgain(progress)
        let clashes = clashingWithProject(again, progress)
        let runs = again.filter { !clashes.contains($0) }.compactMap { index -> PlannedRun? in
            guard let file = progress.fragmentFile(index) else { return nil }
            let lesson = progress.plan.lesson(of: index)
            let project = lesson?.project(for: progress.plan.snippets[index]).map(SnippetFiles.project) ?? []
            return PlannedRun(TypecheckJob(files: project + (lesson?.declarations ?? []) + [file]), lastFileOf: index)
        }
        var work = replacingMessages(runs, everyMessage: false)
        let record = work.record
        work.record = { progress, output in
            progress.wentAgain = again
            record(&progress, output)
        }
        return work
    }

    /// A whole file that shared a module and that the compiler said anything about.
    ///
    /// Again on its own, as if it had never shared one; that run's messages are its verdict.
    static let wholeFileAlone = TypecheckRound(name: "whole file alone", kind: .typecheck) { progress in
        let alone = progress.firstRun.filter { $0.value == .wholeFile(shared: true) && !progress.said($0.key).isEmpty }
            .map(\.key).sorted()
        let runs = alone.map { index in
            PlannedRun(
                TypecheckJob(files: [SnippetFiles.wholeFile(progress.plan.snippets[index].snippet)]), lastFileOf: index)
        }
        return replacingMessages(runs, everyMessage: true)
    }

    /// An elided expected failure that clashes with the finished project itself, judged apart from it.
    ///
    /// It shows its own `TripStore`; judged with the lesson's declarations.
    static let failureApart = TypecheckRound(name: "failure apart", kind: .typecheck) { progress in
        let runs = progress.wentAgain.compactMap { index -> PlannedRun? in
            guard case .failure? = progress.firstRun[index], progress.said(index).contains(where: \.isConflict),
                let file = progress.fragmentFile(index)
            else { return nil }
            let declarations = progress.plan.lesson(of: index)?.declarations ?? []
            return PlannedRun(TypecheckJob(files: declarations + [file]), lastFileOf: index)
        }
        return replacingMessages(runs, everyMessage: false)
    }

    /// Runs each for the snippet of its last file, whose messages replace the snippet's.
    ///
    /// Those about that file, or (`everyMessage`, a run of one file) every message of the run.
    static func replacingMessages(_ runs: [PlannedRun], everyMessage: Bool) -> RoundWork {
        RoundWork(runs: runs) { progress, output in
            for (run, messages) in zip(runs, output.runs) {
                guard let (last, index) = run.snippets.last else { continue }
                progress.messages[index] = messages.filter { everyMessage || $0.file == last }.map(\.finding)
            }
        }
    }

    /// The snippets the first runs could not judge, in order.
    ///
    /// A fragment with a clash (an expected failure only where there is a finished project), and an
    /// expected failure that kept its names to itself but did not say its message, or said
    /// something `private` (its names were made so).
    static func wentAgain(_ progress: TypecheckProgress) -> [Int] {
        var again: [Int] = []
        for (index, first) in progress.firstRun.sorted(by: { $0.key < $1.key }) {
            guard progress.said(index).contains(where: \.isConflict) else { continue }
            switch first {
            case .fragment: again.append(index)
            case .failure where progress.plan.lesson(of: index)?.finished != nil: again.append(index)
            default: continue
            }
        }
        for (index, first) in progress.firstRun.sorted(by: { $0.key < $1.key })
        where first == .failure(keptToItself: true) && !again.contains(index) {
            let said = progress.said(index)
            if !progress.plan.snippets[index].snippet.isSaid(by: said)
                || said.contains(where: { $0.message.contains("private") })
            {
                again.append(index)
            }
        }
        return again
    }

    /// The expected failures of `again` whose clash is with their project.
    ///
    /// No other snippet of their first run (names kept to themselves aside) declares a name the
    /// clash is about.
    static func clashingWithProject(_ again: [Int], _ progress: TypecheckProgress) -> Set<Int> {
        var clashing = Set<Int>()
        for run in progress.firstRuns {
            let snippets = run.snippets
            for (position, index) in snippets where again.contains(index) {
                guard case .failure? = progress.firstRun[index] else { continue }
                let names = progress.said(index).filter(\.isConflict).compactMap(\.quotedName)
                let others = run.roles.indices.filter { other in
                    guard other != position, case .snippet(_, let how) = run.roles[other] else { return false }
                    switch how {
                    case .first(let first), .around(let first): return first != .failure(keptToItself: true)
                    case .alone: return true
                    }
                }
                let declared = NearName.declaredAtTopLevel(in: others.map { run.job.files[$0].text })
                if !names.isEmpty, !names.contains(where: declared.contains) { clashing.insert(index) }
            }
        }
        return clashing
    }
}
