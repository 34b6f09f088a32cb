/// `course check`'s first runs beside each lesson's finished project.
///
/// The fragments of its cards, questions and sections, and its elided expected failures.
extension TypecheckRound {
    /// A lesson's fragments that are not a step's, beside its finished project, with its declarations.
    ///
    /// The project is context, not checked whole; the declarations are judged by this run
    /// (`declarations-typecheck`). With them go the elided expected failures that keep their names
    /// to themselves and declare none of the fragments' (`failuresWithFragments`). The declarations
    /// have a run here even without fragments. Without a finished project, the fragments alone.
    static let fragmentsBesideFinishedProject = TypecheckRound(
        name: "fragments beside the finished project", kind: .typecheck
    ) { progress in
        firstRuns(fragmentRuns(progress))
    }

    /// The runs of `fragmentsBesideFinishedProject`, and the fragments of switch cases it leaves out.
    static func fragmentRuns(_ progress: TypecheckProgress) -> FirstRuns {
        var runs: [PlannedRun] = []
        var skipped: [Int] = []
        for (lessonIndex, lesson) in progress.plan.lessons.enumerated() where !leftOut(lesson, progress) {
            var files: [TypecheckJob.File] = []
            var roles: [FileRole] = []
            for index in lessonFragments(lessonIndex, of: progress) {
                guard let file = progress.fragmentFile(index) else {
                    skipped.append(index)
                    continue
                }
                files.append(file)
                roles.append(.snippet(index, .first(.fragment)))
            }
            for (index, file) in failuresWithFragments(lessonIndex, of: progress) {
                files.append(file)
                roles.append(.snippet(index, .first(.failure(keptToItself: true))))
            }
            let extra = lesson.declarations
            guard !files.isEmpty || (lesson.judgesDeclarations && !extra.isEmpty) else { continue }
            let projectRoles = (lesson.finished?.files ?? []).map { _ in FileRole.context }
            let extraRoles = extra.map { _ in
                lesson.judgesDeclarations ? FileRole.declarations(lesson: lessonIndex) : .context
            }
            runs.append(
                PlannedRun(
                    SnippetFiles.besideProject(extra + files, project: lesson.finished),
                    roles: projectRoles + extraRoles + roles))
        }
        return FirstRuns(runs: runs, skipped: skipped)
    }

    /// Whether `course check` leaves a lesson's fragments beside its finished project out.
    ///
    /// When a change did not apply: judged beside the project without it, or alone, they would get
    /// errors that follow from it (names it adds, found nowhere). They stay not type-checked
    /// (`Reason.noProject`). An answer is still graded (`focus`).
    static func leftOut(_ lesson: TypecheckLesson, _ progress: TypecheckProgress) -> Bool {
        lesson.replayFailed && progress.plan.focus == nil
    }

    /// A lesson's elided expected failures.
    ///
    /// Beside its finished project as one run (each file's messages are its own, its names too
    /// where it can keep them: `FileScope`), those that went with the fragments aside; without a
    /// finished project, each in a run of its own with the lesson's declarations.
    static let failuresBesideFinishedProject = TypecheckRound(
        name: "failures beside the finished project", kind: .typecheck
    ) { progress in
        firstRuns(failureRuns(progress))
    }

    /// The runs of `failuresBesideFinishedProject`, and the failures of switch cases it leaves out.
    static func failureRuns(_ progress: TypecheckProgress) -> FirstRuns {
        var runs: [PlannedRun] = []
        var skipped: [Int] = []
        for (lessonIndex, lesson) in progress.plan.lessons.enumerated() where !leftOut(lesson, progress) {
            let withFragments = Set(failuresWithFragments(lessonIndex, of: progress).map(\.index))
            var files: [TypecheckJob.File] = []
            var roles: [FileRole] = []
            var clashing: [(file: TypecheckJob.File, role: FileRole)] = []
            for index in lessonFailures(lessonIndex, of: progress) where !withFragments.contains(index) {
                guard let file = progress.fragmentFile(index) else {
                    skipped.append(index)
                    continue
                }
                guard lesson.finished != nil else {
                    let roles = lesson.declarations.map { _ in FileRole.context }
                    runs.append(
                        PlannedRun(
                            TypecheckJob(files: lesson.declarations + [file]),
                            roles: roles + [.snippet(index, .first(.failure(keptToItself: false)))]))
                    continue
                }
                let kept = SnippetFiles.keptToItself(file)
                let role = FileRole.snippet(index, .first(.failure(keptToItself: kept != nil)))
                if let kept, kept.imports == ["import SwiftUI"] {
                    // It could have gone with the fragments, but declares a name of theirs: after the others.
                    clashing.append((kept.file, role))
                } else {
                    files.append(kept?.file ?? file)
                    roles.append(role)
                }
            }
            files += clashing.map(\.file)
            roles += clashing.map(\.role)
            guard !files.isEmpty, let project = lesson.finished else { continue }
            let context = SnippetFiles.project(project)
            runs.append(
                PlannedRun(
                    TypecheckJob(files: context + SnippetFiles.primary(lesson.declarations + files)),
                    roles: (context + lesson.declarations).map { _ in .context } + roles))
        }
        return FirstRuns(runs: runs, skipped: skipped)
    }

    /// A lesson's fragments that must compile and are not a step's.
    static func lessonFragments(_ lesson: Int, of progress: TypecheckProgress) -> [Int] {
        progress.plan.snippets.indices.filter { index in
            let snippet = progress.plan.snippets[index]
            return snippet.lesson == lesson && snippet.snippet.form == .fragment
                && snippet.snippet.expectation == .compiles && !snippet.goesWithItsStep
        }
    }

    /// A lesson's elided expected failures.
    static func lessonFailures(_ lesson: Int, of progress: TypecheckProgress) -> [Int] {
        progress.plan.snippets.indices.filter { index in
            let snippet = progress.plan.snippets[index]
            guard snippet.lesson == lesson, snippet.snippet.form == .fragment, case .fails = snippet.snippet.expectation
            else { return false }
            return true
        }
    }

    /// The elided expected failures that go into the run of the lesson's fragments.
    ///
    /// Each with its names kept to itself: beside a finished project, importing SwiftUI alone, and
    /// declaring no name the fragments declare (a failure's own `TripStore` would mislead them).
    static func failuresWithFragments(_ lesson: Int, of progress: TypecheckProgress) -> [(
        index: Int, file: TypecheckJob.File
    )] {
        guard progress.plan.lessons[lesson].finished != nil else { return [] }
        let candidates = lessonFailures(lesson, of: progress).compactMap { index -> (Int, TypecheckJob.File)? in
            guard let file = progress.fragmentFile(index), let kept = SnippetFiles.keptToItself(file),
                kept.imports == ["import SwiftUI"]
            else { return nil }
            return (index, kept.file)
        }
        guard !candidates.isEmpty else { return [] }
        let fragmentNames = NearName.declaredAtTopLevel(
            in: lessonFragments(lesson, of: progress).compactMap { progress.fragmentFile($0)?.text })
        return candidates.filter { NearName.declaredAtTopLevel(in: [$0.1.text]).isDisjoint(with: fragmentNames) }
    }
}
