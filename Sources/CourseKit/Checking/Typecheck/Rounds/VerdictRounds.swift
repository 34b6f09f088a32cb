/// The rounds that read what the compiler said, with no run of their own.
extension TypecheckRound {
    /// "cannot find 'TripStor' in scope" and "has no member 'preferance'" where a known name is near.
    ///
    /// The message says which (`NearName.marked`). A fragment's names around are its project's, its
    /// lesson's declarations' and the interface's; a whole file's, the interface's.
    static let markMisspellings = TypecheckRound(name: "mark misspellings", kind: .typecheck) { _ in
        .deciding { progress in
            var namesOfProjects: [String: Set<String>] = [:]
            for (index, messages) in progress.messages where messages.contains(where: NearName.mayBeMisspelling) {
                let planned = progress.plan.snippets[index]
                var around = [NearName.interfaceIdentifiers]
                if planned.snippet.form == .fragment, let lesson = progress.plan.lesson(of: index) {
                    let key = "\(planned.lesson ?? -1) \(lesson.project(for: planned)?.step ?? -1)"
                    let names = namesOfProjects[key] ?? lesson.names(around: planned)
                    namesOfProjects[key] = names
                    around.insert(names, at: 0)
                }
                progress.messages[index] = NearName.marked(
                    messages, around: around, own: NearName.identifiers(in: [planned.snippet.code]))
            }
        }
    }

    /// The errors that follow from another, folded under it (`Consequences`): one mistake, one error.
    ///
    /// `course check`'s (not an answer's, whose messages of one line the grader places itself), per
    /// compiler run's report: each snippet's messages (not an expected failure's, whose messages are
    /// compared with what it says), each step's project, each lesson's declarations. The cause says
    /// how many were folded and where.
    static let foldConsequences = TypecheckRound(name: "fold consequences", kind: .typecheck) { _ in
        .deciding { progress in
            for (index, messages) in progress.messages
            where progress.plan.snippets[index].snippet.expectation == .compiles {
                progress.messages[index] = Consequences.fold(messages)
            }
            progress.course.steps = progress.course.steps.map { findings in
                var steps: [Int] = []
                for finding in findings where !steps.contains(finding.step) { steps.append(finding.step) }
                return steps.flatMap { step in
                    Consequences.fold(findings.filter { $0.step == step }, finding: \.finding)
                }
            }
            progress.course.declarations = progress.course.declarations.map { Consequences.fold($0) }
        }
    }

    /// Each snippet's messages as its outcome (`course check`).
    ///
    /// A fragment that only clashes with its project's names, names what nothing defines (a
    /// misspelling aside), leaves a requirement out at an elision, or was accepted beside code that
    /// did not build is counted as not type-checked, with why; so is an expected failure that does
    /// not say its message and names what nothing defines.
    static let classify = TypecheckRound(name: "classify", kind: .typecheck) { _ in
        .deciding { progress in
            for (index, messages) in progress.messages.sorted(by: { $0.key < $1.key }) {
                progress.outcomes[index] = outcome(index, messages, progress)
                progress.course.snippetsWithoutInterface += messages.filter { $0.withoutInterface != nil }
                var names: [String] = []
                for name in messages.filter({ $0.withoutInterface == nil }).compactMap({
                    NearName.undefinedName(in: $0.message)
                }) where !names.contains(name) {
                    names.append(name)
                }
                if !names.isEmpty { progress.undefinedNames[index] = names }
            }
        }
    }

    private static func outcome(
        _ index: Int, _ messages: [CompilationBatch.Finding], _ progress: TypecheckProgress
    ) -> TypecheckOutcome {
        let snippet = progress.plan.snippets[index].snippet
        if case .failure? = progress.firstRun[index], !snippet.isSaid(by: messages),
            messages.contains(where: \.isUndefinedName), !messages.contains(where: \.isMisspelling)
        {
            return .notRun(reason: TypecheckOutcome.Reason.failingUndefinedNames)
        }
        let isFragment = progress.firstRun[index] == .fragment
        let errors = messages.filter { $0.severity == .error }
        let warnings = messages.filter { $0.severity == .warning }
        if let module = errors.lazy.compactMap(\.missingModule).first {
            return .notRun(reason: TypecheckOutcome.Reason.missingModule(module))
        }
        // Names of a module no interface declares (a remark each): not type-checked, no mistake.
        if errors.isEmpty, let module = messages.lazy.compactMap(\.withoutInterface).first {
            return .notRun(reason: TypecheckOutcome.Reason.withoutInterface(module))
        }
        guard isFragment else { return .ran(errors: errors, warnings: warnings) }
        if errors.contains(where: \.isConflict) { return .notRun(reason: TypecheckOutcome.Reason.redeclares) }
        if errors.contains(where: \.isUndefinedName) {
            // A misspelling is an error at its line even where other names come from code not shown.
            let misspellings = errors.filter(\.isMisspelling)
            if misspellings.isEmpty { return .notRun(reason: TypecheckOutcome.Reason.undefinedNames) }
            return .ran(errors: misspellings, warnings: warnings)
        }
        let elided = progress.pieces[index].count > 1 || snippet.code.contains("…")
        if elided, !errors.isEmpty, errors.allSatisfy({ $0.message.contains("does not conform to protocol") }) {
            return .notRun(reason: TypecheckOutcome.Reason.elided)
        }
        // Accepted beside a project or declarations that did not build: the compiler may have
        // stopped before it (a missing module), or judged it against names that are not there.
        if errors.isEmpty, progress.contextBroken.contains(index) {
            return .notRun(reason: TypecheckOutcome.Reason.contextDidNotBuild)
        }
        return .ran(errors: errors, warnings: warnings)
    }
}
