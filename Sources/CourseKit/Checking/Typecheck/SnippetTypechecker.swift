import Foundation

/// The type-check of a course: every step's project (start plus the changes up to it), every
/// whole-file snippet and expected failure, and the fragments — a step's against that step's
/// project, a card's or a question's against the lesson's finished project. Each run is one compiler
/// process; the runs go on both cores, and each is looked up in the result cache first.
enum SnippetTypechecker {
    enum Outcome: Sendable, Equatable {
        case notRun(reason: String)
        case ran(errors: [CompilationBatch.Finding], warnings: [CompilationBatch.Finding])
    }

    /// An error or warning in a step's project: where it is written, and in which project file.
    struct StepFinding: Sendable, Equatable {
        var step: Int
        var path: String
        var finding: CompilationBatch.Finding
    }

    struct Result: Sendable {
        var snippets: [Outcome]
        /// Per replay (lesson), the findings of its projects, step by step.
        var steps: [[StepFinding]]
        /// Per replay, the steps whose project was type-checked.
        var checkedSteps: [[Int]]
        /// Per replay, the findings in the lesson's `declarations/` files (beside its finished project).
        var declarations: [[CompilationBatch.Finding]]
        /// Per snippet, the names the compiler found nothing to define (`cannot find 'X' in scope`),
        /// in the order it named them: what a fragment left out for them lacks.
        var undefinedNames: [Int: [String]] = [:]
    }

    /// Reasons a snippet is counted as not type-checked (the summary prints them).
    enum Reason {
        static let switchCases = "fragments of switch cases"
        static let redeclares = "fragments that redeclare a project name"
        static let undefinedNames = "fragments that use names nothing defines"
        static let elided = "fragments whose elisions leave a requirement out"
        static func missingModule(_ module: String) -> String { "import \(module) (not in this SDK)" }
        static let noProject = "fragments whose project did not replay"
        static let contextDidNotBuild = "fragments whose context did not build"
        static let failingUndefinedNames = "expected failures that use names nothing defines"
    }

    struct Input: Sendable {
        var owner: SnippetOwner
        var lesson: Int
        var snippet: SnippetToCheck
        var pieces: [(piece: SnippetPiece, context: SnippetContext)]
    }

    static func run(
        _ inputs: [Input], replays: [LessonReplayRecord], declarations: [[TypecheckJob.File]] = [],
        compiler: SwiftCompiler,
        environment: TypecheckEnvironment, environmentKey: String,
        cache: TypecheckResultCache?, scratch: URL
    ) throws -> Result {
        var jobs: [TypecheckJob] = []
        /// What each job's files are: a project file of (replay, step), or a snippet's.
        enum Role {
            case project(replay: Int, step: Int, path: String)
            case snippet(Int)
            case declaration(replay: Int)
            case none
        }
        var roles: [[Role]] = []
        var outcomes = Array(repeating: Outcome.notRun(reason: Reason.noProject), count: inputs.count)
        var pendingFragments = Set<Int>()
        var failingFragments = Set<Int>()
        /// Whole files type-checked in a module with others: one the compiler says anything about
        /// goes again on its own, and that run's messages are its verdict.
        var sharedWholeFiles = Set<Int>()
        /// Expected failures type-checked with their names kept to themselves (`FileScope`): one
        /// that does not say its message goes again beside the finished project as written, and
        /// that run decides.
        var sharedFailures = Set<Int>()
        /// The lesson's own declarations for its fragments (`declarations/*.swift` beside the lesson).
        func lessonDeclarations(_ replay: Int) -> [TypecheckJob.File] {
            declarations.indices.contains(replay) ? declarations[replay] : []
        }

        /// A fragment's file; nil for switch cases, counted as not type-checked.
        func fragmentFileOrSkip(_ index: Int) -> TypecheckJob.File? {
            guard let file = fragmentFile(inputs[index], number: index) else {
                outcomes[index] = .notRun(reason: Reason.switchCases)
                return nil
            }
            return file
        }
        func projectFiles(_ version: LessonReplayRecord.ProjectVersion, replay: Int, reported: Bool) -> (
            [TypecheckJob.File], [Role]
        ) {
            let files = projectJobFiles(version)
            let fileRoles = version.files.map {
                reported ? Role.project(replay: replay, step: version.step, path: $0.path) : Role.none
            }
            return (files, fileRoles)
        }
        /// `files` as what a run beside a finished project is for: checked whole, the project's files
        /// only as far as they need (`TypecheckJob.File.isPrimary`).
        func primary(_ files: [TypecheckJob.File]) -> [TypecheckJob.File] { Self.primary(files) }
        func finished(_ replay: Int) -> LessonReplayRecord.ProjectVersion? { finishedProject(replays[replay]) }

        // The projects, each step's fragments with it.
        for (replayIndex, record) in replays.enumerated() {
            for version in record.projects {
                var (files, fileRoles) = projectFiles(version, replay: replayIndex, reported: true)
                for (index, input) in inputs.enumerated()
                where input.lesson == replayIndex && input.snippet.form == .fragment
                    && input.snippet.expectation == .compiles
                {
                    guard case .step(let number) = input.owner, number == version.step else { continue }
                    guard let file = fragmentFileOrSkip(index) else { continue }
                    files.append(file)
                    fileRoles.append(.snippet(index))
                    pendingFragments.insert(index)
                }
                if fileRoles.contains(where: { if case .snippet = $0 { true } else { false } }) {
                    files += lessonDeclarations(replayIndex)
                    fileRoles += lessonDeclarations(replayIndex).map { _ in .none }
                }
                jobs.append(TypecheckJob(files: files))
                roles.append(fileRoles)
            }
        }
        // Whole files, each its own module; fragments of cards, questions and sections with the
        // lesson's finished project.
        for (replayIndex, _) in replays.enumerated() {
            var fragmentFiles: [TypecheckJob.File] = []
            var failingFiles: [TypecheckJob.File] = []
            var fragmentRoles: [Role] = []
            var failingRoles: [Role] = []
            /// Whole files that can share a module (`FileScope`), by the modules they import.
            var sharing: [[String]: [(index: Int, scope: FileScope)]] = [:]
            /// Expected failures that may go with the cards' fragments, when they declare none of
            /// their names (below).
            var mergeable: [(index: Int, file: TypecheckJob.File)] = []
            for (index, input) in inputs.enumerated() where input.lesson == replayIndex {
                if input.snippet.form == .file {
                    if input.snippet.expectation == .compiles, let scope = FileScope.of(input.snippet.code) {
                        sharing[scope.imports, default: []].append((index, scope))
                    } else {
                        jobs.append(TypecheckJob(files: [wholeFile(input.snippet)]))
                        roles.append([.snippet(index)])
                    }
                    continue
                }
                if case .step = input.owner, input.snippet.expectation == .compiles { continue }
                if case .fails = input.snippet.expectation {
                    // An elided expected failure: beside the finished project, with the cards'
                    // fragments when it can keep its names to itself (`FileScope`: a failure's own
                    // `TripStore` would mislead them) and declares none of theirs, else with the
                    // lesson's other expected failures (each file's messages are its own, its
                    // names too where it can keep them; one that clashes goes again on its own,
                    // below); without a finished project, in a module of its own with the
                    // lesson's declarations.
                    guard let file = fragmentFileOrSkip(index) else { continue }
                    failingFragments.insert(index)
                    let scope = FileScope.of(file.text)
                    let own = scope.map {
                        TypecheckJob.File(name: file.name, text: $0.text, lineMap: $0.lineMap(file.lineMap))
                    }
                    if own != nil, finished(replayIndex) != nil { sharedFailures.insert(index) }
                    if finished(replayIndex) != nil, let own, scope?.imports == ["import SwiftUI"] {
                        mergeable.append((index, own))
                    } else if finished(replayIndex) != nil {
                        failingFiles.append(own ?? file)
                        failingRoles.append(.snippet(index))
                    } else {
                        jobs.append(TypecheckJob(files: lessonDeclarations(replayIndex) + [file]))
                        roles.append(lessonDeclarations(replayIndex).map { _ in .none } + [.snippet(index)])
                    }
                    continue
                }
                guard let file = fragmentFileOrSkip(index) else { continue }
                fragmentFiles.append(file)
                fragmentRoles.append(.snippet(index))
                pendingFragments.insert(index)
            }
            // A failure's name that a card's fragment declares too would clash with it there.
            let cardNames = mergeable.isEmpty ? [] : NearName.declaredAtTopLevel(in: fragmentFiles.map(\.text))
            for (index, file) in mergeable {
                if NearName.declaredAtTopLevel(in: [file.text]).isDisjoint(with: cardNames) {
                    fragmentFiles.append(file)
                    fragmentRoles.append(.snippet(index))
                } else {
                    failingFiles.append(file)
                    failingRoles.append(.snippet(index))
                }
            }
            for imports in sharing.keys.sorted(by: { $0.joined(separator: "\n") < $1.joined(separator: "\n") }) {
                let files = sharing[imports] ?? []
                if files.count == 1, let only = files.first {
                    jobs.append(TypecheckJob(files: [wholeFile(inputs[only.index].snippet)]))
                    roles.append([.snippet(only.index)])
                    continue
                }
                jobs.append(
                    TypecheckJob(
                        files: files.map { sharedFile(inputs[$0.index].snippet, scope: $0.scope, number: $0.index) }))
                roles.append(files.map { .snippet($0.index) })
                sharedWholeFiles.formUnion(files.map(\.index))
            }
            // The lesson's declarations are judged in this run, beside the finished project (what
            // a fragment's clash with them causes aside), or on their own with it when there are
            // no such fragments. Not when the project did not replay: they would miss its names.
            let extra = lessonDeclarations(replayIndex)
            let record = replays[replayIndex]
            let judgesDeclarations =
                record.failures.isEmpty && record.missingStartFolder == nil
                && record.startFolderLeavesCourse == nil
            let extraRoles = extra.map { _ in judgesDeclarations ? Role.declaration(replay: replayIndex) : .none }
            if !fragmentFiles.isEmpty || (judgesDeclarations && !extra.isEmpty) {
                let project = finished(replayIndex)
                jobs.append(cardsRun(extra + fragmentFiles, project: project))
                let fileRoles = project.map { projectFiles($0, replay: replayIndex, reported: false).1 } ?? []
                roles.append(fileRoles + extraRoles + fragmentRoles)
            }
            if !failingFiles.isEmpty, let project = finished(replayIndex) {
                let (files, fileRoles) = projectFiles(project, replay: replayIndex, reported: false)
                jobs.append(TypecheckJob(files: files + primary(extra + failingFiles)))
                roles.append(fileRoles + extra.map { _ in .none } + failingRoles)
            }
        }

        let results = try runAll(
            jobs, compiler: compiler, environment: environment, environmentKey: environmentKey,
            cache: cache, scratch: scratch)
        var stepFindings = Array(repeating: [StepFinding](), count: replays.count)
        var checkedSteps = Array(repeating: [Int](), count: replays.count)
        var declarationFindings = Array(repeating: [CompilationBatch.Finding](), count: replays.count)
        var snippetMessages: [Int: [CompilationBatch.Finding]] = [:]
        var conflicting: [Int] = []
        /// Fragments type-checked beside code (a project, the lesson's declarations) that has an
        /// error of its own: what the compiler did not say about them proves nothing.
        var contextBroken = Set<Int>()
        for (jobIndex, messages) in results.enumerated() {
            let contextFailed = messages.contains { message in
                let role = message.file.map { roles[jobIndex][$0] } ?? .none
                if case .snippet = role { return false }
                return message.finding.severity == .error && !isConflict(message.finding)
            }
            /// The names of the run's files, for a member or name the compiler found none near.
            var names: Set<String>?
            func nearNamesMarked(_ finding: CompilationBatch.Finding) -> CompilationBatch.Finding {
                guard finding.severity == .error,
                    NearName.missingMember(in: finding.message) != nil || isUndefinedName(finding)
                else { return finding }
                if names == nil { names = NearName.identifiers(in: jobs[jobIndex].files.map(\.text)) }
                return markMisspellings([finding], around: [NearName.interfaceIdentifiers], own: names ?? [])[0]
            }
            for role in roles[jobIndex] {
                if case .project(let replay, let step, _) = role, !checkedSteps[replay].contains(step) {
                    checkedSteps[replay].append(step)
                }
                if case .snippet(let index) = role {
                    snippetMessages[index, default: []] += []
                    if contextFailed { contextBroken.insert(index) }
                }
            }
            for message in messages {
                let role = message.file.map { roles[jobIndex][$0] } ?? roles[jobIndex].first ?? .none
                switch role {
                case .project(let replay, let step, let path):
                    stepFindings[replay].append(
                        StepFinding(step: step, path: path, finding: nearNamesMarked(message.finding)))
                case .snippet(let index):
                    snippetMessages[index, default: []].append(message.finding)
                case .declaration(let replay):
                    if !isConflict(message.finding) {
                        declarationFindings[replay].append(nearNamesMarked(message.finding))
                    }
                case .none:
                    continue
                }
            }
        }
        // Fragments compiled beside others that clash with another's names go again on their own
        // (an expected failure: beside the finished project).
        for index in pendingFragments.union(failingFragments)
        where (snippetMessages[index] ?? []).contains(where: isConflict)
            && (pendingFragments.contains(index) || finished(inputs[index].lesson) != nil)
        {
            conflicting.append(index)
        }
        for index in sharedFailures where !conflicting.contains(index) {
            let messages = snippetMessages[index] ?? []
            if !saysExpected(messages, inputs[index]) || messages.contains(where: { $0.message.contains("private") }) {
                conflicting.append(index)
            }
        }
        // An expected failure that clashes with a name no other snippet of its run declares (names
        // kept to themselves aside) clashes with the project: it goes straight to a run of its
        // own, below.
        var clashesWithProject = Set<Int>()
        for (jobIndex, fileRoles) in roles.enumerated() {
            for (position, role) in fileRoles.enumerated() {
                guard case .snippet(let index) = role, failingFragments.contains(index), conflicting.contains(index)
                else { continue }
                let names = (snippetMessages[index] ?? []).filter(isConflict).compactMap { quotedName(in: $0.message) }
                let others = fileRoles.indices.filter { other in
                    if case .snippet(let snippet) = fileRoles[other], other != position,
                        !sharedFailures.contains(snippet)
                    {
                        true
                    } else {
                        false
                    }
                }
                let declared = NearName.declaredAtTopLevel(in: others.map { jobs[jobIndex].files[$0].text })
                if !names.isEmpty, !names.contains(where: declared.contains) { clashesWithProject.insert(index) }
            }
        }
        let besideProject = conflicting.filter { !clashesWithProject.contains($0) }
        if !besideProject.isEmpty {
            var soloJobs: [TypecheckJob] = []
            for index in besideProject.sorted() {
                let input = inputs[index]
                var files: [TypecheckJob.File] = []
                if case .step(let number) = input.owner, input.snippet.expectation == .compiles,
                    let version = replays[input.lesson].projects.first(where: { $0.step == number })
                {
                    files = projectFiles(version, replay: input.lesson, reported: false).0
                } else if let project = finished(input.lesson) {
                    files = projectFiles(project, replay: input.lesson, reported: false).0
                }
                soloJobs.append(
                    TypecheckJob(
                        files: files + lessonDeclarations(input.lesson) + [fragmentFile(input, number: index)!]))
            }
            let solo = try runAll(
                soloJobs, compiler: compiler, environment: environment,
                environmentKey: environmentKey, cache: cache, scratch: scratch)
            for (slot, index) in besideProject.sorted().enumerated() {
                let last = soloJobs[slot].files.count - 1
                snippetMessages[index] = solo[slot].filter { $0.file == last }.map(\.finding)
            }
        }
        let alone = sharedWholeFiles.filter { !(snippetMessages[$0] ?? []).isEmpty }.sorted()
        if !alone.isEmpty {
            let soloJobs = alone.map { TypecheckJob(files: [wholeFile(inputs[$0].snippet)]) }
            let solo = try runAll(
                soloJobs, compiler: compiler, environment: environment,
                environmentKey: environmentKey, cache: cache, scratch: scratch)
            for (slot, index) in alone.enumerated() { snippetMessages[index] = solo[slot].map(\.finding) }
        }
        /// The names of the code a snippet was type-checked with: its project's (the step's, or
        /// the finished one), the lesson's declarations' and the interface's.
        var namesOfProjects: [String: Set<String>] = [:]
        func namesAround(_ index: Int) -> [Set<String>] {
            let input = inputs[index]
            var version = finished(input.lesson)
            if case .step(let number) = input.owner, input.snippet.expectation == .compiles {
                version = replays[input.lesson].projects.first { $0.step == number }
            }
            let key = "\(input.lesson) \(version?.step ?? -1)"
            if namesOfProjects[key] == nil {
                namesOfProjects[key] = NearName.identifiers(
                    in: (version?.files.map(\.text) ?? [])
                        + lessonDeclarations(input.lesson).map(\.text))
            }
            return [namesOfProjects[key] ?? [], NearName.interfaceIdentifiers]
        }
        // An elided expected failure that clashes with the finished project itself (it shows its
        // own `TripStore`) is judged on its own, with the lesson's declarations.
        let apart = conflicting.filter {
            failingFragments.contains($0) && (snippetMessages[$0] ?? []).contains(where: isConflict)
        }
        if !apart.isEmpty {
            let apartJobs = apart.map {
                TypecheckJob(files: lessonDeclarations(inputs[$0].lesson) + [fragmentFile(inputs[$0], number: $0)!])
            }
            let alone = try runAll(
                apartJobs, compiler: compiler, environment: environment,
                environmentKey: environmentKey, cache: cache, scratch: scratch)
            for (slot, index) in apart.enumerated() {
                let last = apartJobs[slot].files.count - 1
                snippetMessages[index] = alone[slot].filter { $0.file == last }.map(\.finding)
            }
        }
        for (index, messages) in snippetMessages {
            var messages = messages
            let isFragment = pendingFragments.contains(index) || failingFragments.contains(index)
            if messages.contains(where: { isUndefinedName($0) || NearName.missingMember(in: $0.message) != nil }) {
                // A whole file has no code around it but the interface.
                messages = markMisspellings(
                    messages, around: isFragment ? namesAround(index) : [NearName.interfaceIdentifiers],
                    own: NearName.identifiers(in: [inputs[index].snippet.code]))
            }
            if failingFragments.contains(index), !saysExpected(messages, inputs[index]),
                messages.contains(where: isUndefinedName), !messages.contains(where: isMisspelling)
            {
                outcomes[index] = .notRun(reason: Reason.failingUndefinedNames)
                continue
            }
            outcomes[index] = classify(messages, input: inputs[index], isFragment: pendingFragments.contains(index))
            // Accepted beside a project or declarations that did not build: the compiler may have
            // stopped before it (a missing module), or judged it against names that are not there.
            if pendingFragments.contains(index), contextBroken.contains(index),
                case .ran(let errors, _) = outcomes[index], errors.isEmpty
            {
                outcomes[index] = .notRun(reason: Reason.contextDidNotBuild)
            }
        }
        var result = Result(
            snippets: outcomes, steps: stepFindings, checkedSteps: checkedSteps, declarations: declarationFindings)
        for (index, messages) in snippetMessages {
            var names: [String] = []
            for name in messages.compactMap({ NearName.undefinedName(in: $0.message) }) where !names.contains(name) {
                names.append(name)
            }
            if !names.isEmpty { result.undefinedNames[index] = names }
        }
        return result
    }

    /// The Swift files of a project version as files of a run (`project/<path>`).
    static func projectJobFiles(_ version: LessonReplayRecord.ProjectVersion) -> [TypecheckJob.File] {
        version.files.map { TypecheckJob.File(name: "project/" + $0.path, text: $0.text, lineMap: $0.lineMap) }
    }

    static func primary(_ files: [TypecheckJob.File]) -> [TypecheckJob.File] {
        files.map {
            var file = $0
            file.isPrimary = true
            return file
        }
    }

    /// The lesson's finished project: its start with every step's changes; nil when a step did
    /// not replay.
    static func finishedProject(_ record: LessonReplayRecord) -> LessonReplayRecord.ProjectVersion? {
        guard record.projects.count == record.lesson.steps.count + 1 else { return nil }
        return record.projects.last
    }

    /// The run of a lesson's card and question fragments (`checked`, after the lesson's
    /// declarations): beside the finished project, which is context (not checked whole), the
    /// checked files primary; without a finished project, the checked files alone, whole.
    /// `course grade` type-checks a typed answer in the same run, with the lesson's declarations
    /// as `context` (files beside the project that are not checked whole): the typed file's messages
    /// are the same, and the run is shorter.
    static func cardsRun(
        _ checked: [TypecheckJob.File], project: LessonReplayRecord.ProjectVersion?, context: [TypecheckJob.File] = []
    ) -> TypecheckJob {
        guard let project else { return TypecheckJob(files: context + checked) }
        return TypecheckJob(files: projectJobFiles(project) + context + primary(checked))
    }

    private static func runAll(
        _ jobs: [TypecheckJob], compiler: SwiftCompiler, environment: TypecheckEnvironment,
        environmentKey: String, cache: TypecheckResultCache?,
        scratch: URL
    ) throws -> [[TypecheckJob.Message]] {
        // Jobs with the same files go to the compiler once (a step that changes no code has the
        // project of the step before it); each places the messages through its own files.
        let keys = jobs.map { $0.key(environmentKey: environmentKey) }
        var firstWithKey: [String: Int] = [:]
        for (index, key) in keys.enumerated() where firstWithKey[key] == nil { firstWithKey[key] = index }
        // Biggest first (by the size of their text): the runs take turns on the cores in this
        // order, so the last to start are the short ones, and no core waits alone at the end
        // for a project's run.
        let distinct = jobs.indices.filter { firstWithKey[keys[$0]] == $0 }
            .sorted { jobs[$0].textSize != jobs[$1].textSize ? jobs[$0].textSize > jobs[$1].textSize : $0 < $1 }
        let ran = Parallel.map(parts: distinct.count) { slot in
            let index = distinct[slot]
            return Swift.Result {
                if environment.isCancelled?() == true { throw ProcessRunner.Cancelled() }
                return try jobs[index].rawMessages(
                    key: keys[index], compiler: compiler, environment: environment,
                    cache: cache, scratch: scratch)
            }
        }
        var rawResults = [Swift.Result<[TypecheckResultCache.RawMessage], Error>?](repeating: nil, count: jobs.count)
        for (slot, index) in distinct.enumerated() { rawResults[index] = ran[slot] }
        let results = jobs.indices.map { index in
            rawResults[firstWithKey[keys[index]] ?? index].map { $0.map(jobs[index].messages) }
        }
        // A compiler that fails on one run (a crash, a plugin that died) fails that run alone: its
        // files get the failure as an error at their first line.
        return try results.enumerated().map { index, result in
            switch result {
            case .success(let messages)?: return messages
            case .failure(let failure as CompilerFailure)?:
                let text = String(failure.message.split(separator: "\n").first ?? "")
                return [
                    TypecheckJob.Message(
                        file: jobs[index].files.count - 1,
                        finding: CompilationBatch.Finding(
                            severity: .error, message: "the compiler failed (\(text))",
                            location: jobs[index].files.last?.lineMap.fallback
                                ?? SourceLocation(file: "", line: 1, column: 1),
                            isExact: false, generatedLine: 1, generatedColumn: 1))
                ]
            case .failure(let error)?: throw error
            case nil: return []
            }
        }
    }

    /// What the compiler said about one snippet, as its outcome: a fragment that only clashes with
    /// the project's names, or names what nothing defines, is counted as not type-checked.
    private static func classify(_ findings: [CompilationBatch.Finding], input: Input, isFragment: Bool) -> Outcome {
        let errors = findings.filter { $0.severity == .error }
        let warnings = findings.filter { $0.severity == .warning }
        if let module = errors.lazy.compactMap({ missingModule($0.message) }).first {
            return .notRun(reason: Reason.missingModule(module))
        }
        guard isFragment else { return .ran(errors: errors, warnings: warnings) }
        if errors.contains(where: isConflict) { return .notRun(reason: Reason.redeclares) }
        if errors.contains(where: isUndefinedName) {
            // A misspelling is an error at its line even where other names come from code not shown.
            let misspellings = errors.filter(isMisspelling)
            if misspellings.isEmpty { return .notRun(reason: Reason.undefinedNames) }
            return .ran(errors: misspellings, warnings: warnings)
        }
        let elided = input.pieces.count > 1 || input.snippet.code.contains("…")
        if elided, !errors.isEmpty, errors.allSatisfy({ $0.message.contains("does not conform to protocol") }) {
            return .notRun(reason: Reason.elided)
        }
        return .ran(errors: errors, warnings: warnings)
    }

    /// Whether the compiler said every message the snippet expects.
    static func saysExpected(_ findings: [CompilationBatch.Finding], _ input: Input) -> Bool {
        guard case .fails(let expected) = input.snippet.expectation else { return true }
        let said = findings.map { SnippetExpectedFailureRule.normalized($0.message) }
        return expected.allSatisfy { wanted in
            said.contains { $0.contains(SnippetExpectedFailureRule.normalized(wanted)) }
        }
    }

    /// "cannot find 'TripStor' in scope" where a known name is near: the message says which, and
    /// is no longer taken for a name the fragment takes from code it does not show. The same for
    /// "has no member 'preferance'", where any name of the code around or the snippet is a target
    /// (the compiler names a near member only sometimes).
    static func markMisspellings(
        _ findings: [CompilationBatch.Finding], around: [Set<String>],
        own: Set<String>
    ) -> [CompilationBatch.Finding] {
        var allNames: Set<String>?
        return findings.map { finding in
            guard finding.severity == .error else { return finding }
            var near: String?
            if isUndefinedName(finding), let name = NearName.undefinedName(in: finding.message) {
                near = NearName.misspelled(name, around: around, own: own)
            } else if let member = NearName.missingMember(in: finding.message) {
                if allNames == nil { allNames = around.reduce(own) { $0.union($1) } }
                near = NearName.misspelled(member, around: [], own: allNames ?? [])
            }
            guard let near else { return finding }
            var marked = finding
            marked.message += "; did you mean '\(near)'?"
            return marked
        }
    }

    /// "cannot find 'TripStor' in scope; did you mean 'TripStore'?", as `markMisspellings` says it.
    static func isMisspelling(_ finding: CompilationBatch.Finding) -> Bool {
        finding.severity == .error && finding.message.hasPrefix("cannot find ")
            && finding.message.contains("' in scope; did you mean '")
    }

    static func isConflict(_ finding: CompilationBatch.Finding) -> Bool {
        finding.severity == .error && TypecheckJob.isClash(finding.message)
    }

    /// "cannot find 'X' in scope" with no near name the compiler could suggest: a name the
    /// fragment takes from code it does not show, not a misspelling.
    static func isUndefinedName(_ finding: CompilationBatch.Finding) -> Bool {
        finding.severity == .error && finding.message.hasPrefix("cannot find ")
            && finding.message.hasSuffix(" in scope")
    }

    /// The first name in quotes of a compiler's message: `invalid redeclaration of 'TripStore'` →
    /// `TripStore`.
    static func quotedName(in message: String) -> String? {
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        guard parts.count >= 3 else { return nil }
        return String(parts[1])
    }

    /// `no such module 'UIKit'` → `UIKit`.
    static func missingModule(_ message: String) -> String? {
        guard message.hasPrefix("no such module '"), message.hasSuffix("'") else { return nil }
        return String(message.dropFirst("no such module '".count).dropLast())
    }

    /// A whole-file snippet as the file of a module of its own: `main.swift` (top-level code
    /// allowed) unless it has an `@main` type.
    static func wholeFile(_ snippet: SnippetToCheck) -> TypecheckJob.File {
        let lineCount = LineEnds.count(in: snippet.code.utf8) + 1
        let name = snippet.code.contains("@main") ? "snippet.swift" : "main.swift"
        return TypecheckJob.File(
            name: name, text: snippet.code,
            lineMap: LineMap.block(at: snippet.location, prefixLines: 0, lineCount: lineCount))
    }

    /// A whole-file snippet in a module shared with others (`FileScope`): named for its snippet,
    /// never `main.swift`.
    private static func sharedFile(_ snippet: SnippetToCheck, scope: FileScope, number: Int) -> TypecheckJob.File {
        TypecheckJob.File(
            name: "snippet-\(number).swift", text: scope.text, lineMap: scope.lineMap(wholeFile(snippet).lineMap))
    }

    /// A fragment's parts in the contexts they parsed in, with names of their own so that fragments
    /// can share a run; nil for switch cases, which have no value to switch on.
    ///
    /// Declarations stay at the top level; a type's members go into one struct on the main actor
    /// (where views live; a `View` when they include a `body`), and statements and expressions into
    /// methods of that struct, so that a part after `…` sees the members shown before it.
    static func fragmentFile(_ input: Input, number: Int) -> TypecheckJob.File? {
        let parts = input.pieces
        if parts.contains(where: { $0.context == .switchCases }) { return nil }
        let holder = "__CourseCheckFragment\(number)"
        let membersText = parts.filter { $0.context == .members }.map(\.piece.text).joined()
        let isView = membersText.contains("var body:")
        var text = "import SwiftUI\n"
        var line = 2
        var segments: [LineMap.Segment] = []
        func add(_ prefix: String, _ piece: SnippetPiece, _ suffix: String) {
            let body = piece.text.hasSuffix("\n") ? piece.text : piece.text + "\n"
            let prefixLines = LineEnds.count(in: prefix.utf8)
            segments.append(
                LineMap.Segment(
                    lines: line + prefixLines..<line + prefixLines + piece.lineCount,
                    origin: input.snippet.location.movedDown(piece.firstLine)))
            let whole = prefix + body + suffix
            text += whole
            line += LineEnds.count(in: whole.utf8)
        }
        for (piece, context) in parts where context == .file {
            add("", piece, "")
        }
        for (offset, (piece, context)) in parts.enumerated() where context == .enumCases {
            add("enum \(holder)Cases\(offset) {\n", piece, "}\n")
        }
        let inside = parts.enumerated().filter {
            $0.element.context == .members || $0.element.context == .statements
                || $0.element.context == .expression
        }
        if !inside.isEmpty {
            text += "@MainActor\nstruct \(holder)\(isView ? ": View" : "") {\n"
            line += 2
            for (offset, (piece, context)) in inside {
                let startsWithDot = piece.text.drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" }).hasPrefix(".")
                switch context {
                case .members:
                    add("", piece, "")
                case .expression:
                    // A modifier chain with no view: on an empty one, named on the wrapper's line.
                    add("func __part\(offset)() {\n_ =\(startsWithDot ? " EmptyView()" : "")\n", piece, "}\n")
                default:
                    add("func __part\(offset)() {\(startsWithDot ? "_ = EmptyView()" : "")\n", piece, "}\n")
                }
            }
            text += "}\n"
            line += 1
        }
        return TypecheckJob.File(
            name: "fragment-\(number).swift", text: text,
            lineMap: LineMap(segments: segments, fallback: input.snippet.location))
    }
}
