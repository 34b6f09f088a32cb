import Dispatch
import Foundation

/// Grades code typed as a card's answer (docs/quiz.md, "Answering by typing: how it is graded"):
/// compared with the answer (`AnswerComparison`), and type-checked by the compiler in the context
/// `course check` type-checks the answer in — the same run (`SnippetTypechecker.cardsRun`: the
/// lesson's finished project as context, the lesson's `declarations/`, the fragment wrapped by
/// `SnippetTypechecker.fragmentFile`; a `check=file` answer alone, `SnippetTypechecker.wholeFile`),
/// against the same interface modules and macro plugin (`TypecheckSetup`), through the same
/// results cache. The messages come back at their line and column in what was typed.
///
/// Thread-safe: `prepare` builds a card's context on a queue of its own (once per lesson; the
/// compiler's setup once per grader), `grade` waits for it and runs the compiler on the caller's
/// thread.
package final class CourseAnswerGrader: AnswerGrading, @unchecked Sendable {
    private let course: Course
    private let folder: String
    private let options: CheckOptions
    private let cards: [String: GradedCard]
    private let refused: [String: String]
    /// The gap items (`card-id#N`) that can be typed: the gap, and the card as graded with the
    /// snippet that holds it.
    private let gaps: [String: (gap: CodeGap, card: GradedCard)]
    /// Builds contexts one at a time, so that a `grade` waiting for one never builds it twice.
    private let preparing = DispatchQueue(label: "course.grading.prepare")
    private let state = Locked(State())

    private struct State {
        var compiling: Compiling?
        var lessons: [Int: LessonContext] = [:]
        var prepared: Set<String> = []
        var warmed = false
        var scratch: URL?
    }

    /// What every compile needs: the compiler and its setup, or why there is none.
    private enum Compiling {
        case ready(compiler: SwiftCompiler, setup: TypecheckSetup, scratch: URL)
        case unavailable(reason: String)
    }

    /// A lesson's context: its finished project (nil when a step did not replay), its
    /// `declarations/` files, and every name they and the project use (for "did you mean").
    private struct LessonContext {
        var project: LessonReplayRecord.ProjectVersion?
        var declarations: [TypecheckJob.File]
        var names: Set<String>
    }

    /// A grader for `course`, read from `folder` (as `CourseLoader` read it). `options` says which
    /// compiler (`swiftcPath`; `usesCompiler: false` grades by comparison alone), the macro plugin
    /// (`macroPlugin`: the running `course` executable, as `course check` passes it), the cache
    /// folder (`cacheFolder`, `usesCache`) and `forcesInterface`, exactly as for `course check`.
    package init(course: Course, folder: String, options: CheckOptions) {
        self.course = course
        self.folder = folder
        self.options = options
        (cards, refused) = GradedCard.all(in: course)
        gaps = GradedCard.gaps(in: course)
    }

    deinit {
        if let scratch = state.withLock({ $0.scratch }) { try? FileManager.default.removeItem(at: scratch) }
    }

    /// The card `id` as graded, or why it cannot be.
    package func card(_ id: String) throws(GradedCard.Refusal) -> GradedCard {
        if let card = cards[id] { return card }
        if let gap = gaps[id] { return gap.card }
        if let reason = refused[id] { throw .noCheckedCode(id: id, reason: reason) }
        let ids = Array(cards.keys) + Array(refused.keys) + Array(gaps.keys)
        throw .unknownCard(id: id, nearest: nearest(id, among: ids.sorted()))
    }

    /// The gap of the item `id` (`card-id#N`), when it is a gap that can be typed.
    package func gap(_ id: String) -> CodeGap? { gaps[id]?.gap }

    package func answerCode(forItem id: String) -> String? { gaps[id]?.gap.text ?? cards[id]?.snippet.code }

    package func prepare(item id: String) {
        guard let card = cards[id] ?? gaps[id]?.card else { return }
        let isNew = state.withLock { $0.prepared.insert(id).inserted }
        guard isNew else { return }
        preparing.async {
            self.context(for: card)
            // The first card of a sitting: one compile of its answer (from the results cache when
            // `course check` ran), which brings the compiler and the interface into memory.
            let warms = self.state.withLock { state in
                defer { state.warmed = true }
                return !state.warmed
            }
            // Off the queue: a grade waiting for another card's context does not wait for it.
            if warms {
                DispatchQueue.global().async {
                    _ = self.compile(card, typed: card.snippet.code, isCancelled: { false })
                }
            }
        }
    }

    package func grade(item id: String, typed: String, isCancelled: @escaping @Sendable () -> Bool) -> GradeResult {
        if let (gap, card) = gaps[id] { return grade(gap: gap, of: card, typed: typed, isCancelled: isCancelled) }
        guard let card = cards[id] else { return GradeResult(verdict: .different, compiled: false) }
        return grade(card, typed: typed, isCancelled: isCancelled)
    }

    /// `typed` graded as the text of `gap`: put in the gap's place in the card's answer code
    /// (`Snippet.filling`), the whole code graded as a typed answer. A message or a difference in
    /// the typed text is placed in it (line 1 is the gap's line, from the gap's start); a message
    /// elsewhere in the code keeps its line and column there, said in its text (line 0 here), after
    /// those in the typed text; a difference in the answer is placed in the gap's text as written.
    package func grade(
        gap: CodeGap, of card: GradedCard, typed: String, isCancelled: @escaping @Sendable () -> Bool = { false }
    ) -> GradeResult {
        let fill = card.snippet.filling(gap, with: typed)
        var result = grade(card, typed: fill.code, isCancelled: isCancelled)
        let typedPlace = GapPlace(code: fill.code, offset: fill.offset, text: typed)
        let answerPlace = GapPlace(code: card.snippet.code, offset: gap.start, text: gap.text)
        result.messages = result.messages.map { message in
            guard message.line > 0 else { return message }
            if let (line, column) = typedPlace.inText(line: message.line, column: message.column) {
                return GradeResult.Message(
                    line: line, column: message.column == 0 ? 0 : column, severity: message.severity,
                    message: message.message)
            }
            let place = "\(message.line)" + (message.column > 0 ? ":\(message.column)" : "")
            return GradeResult.Message(
                line: 0, column: 0, severity: message.severity,
                message: "in the code around the gap, at \(place): \(message.message)")
        }
        // Those in what was typed first, each side in the compiler's order.
        result.messages = result.messages.filter { $0.line > 0 } + result.messages.filter { $0.line == 0 }
        result.differences = result.differences.compactMap { difference in
            func moved(_ span: GradeResult.Difference.Span?, _ place: GapPlace) -> GradeResult.Difference.Span? {
                guard let span, let (line, column) = place.inText(line: span.line, column: span.column) else {
                    return nil
                }
                return GradeResult.Difference.Span(line: line, column: column, text: span.text)
            }
            let typedSpan = moved(difference.typed, typedPlace)
            let answerSpan = moved(difference.answer, answerPlace)
            return typedSpan == nil && answerSpan == nil ? nil : .init(typed: typedSpan, answer: answerSpan)
        }
        return result
    }

    /// `typed` graded as `card`'s answer: `same` without a compile when the comparison needs none.
    package func grade(
        _ card: GradedCard, typed: String, isCancelled: @escaping @Sendable () -> Bool = { false }
    ) -> GradeResult {
        let comparison = AnswerComparison.compare(typed: typed, answer: card.snippet.code, prompt: card.prompt)
        if comparison.isSame, !comparison.needsCompile {
            // The answer's own code: `course check` type-checks it; no compile is needed.
            return GradeResult(verdict: .same, compiled: compilerIsThere())
        }
        let unavailable = preparing.sync { () -> String? in
            if case .unavailable(let reason)? = compiling() { return reason }
            return nil
        }
        var notCompiled = GradeResult(
            verdict: comparison.isSame ? .same : .different, compiled: false, differences: comparison.differences)
        if let unavailable {
            notCompiled.messages = [
                GradeResult.Message(line: 0, column: 0, severity: "note", message: "not compiled: \(unavailable)")
            ]
            return notCompiled
        }
        _ = preparing.sync { context(for: card) }
        switch compile(card, typed: typed, isCancelled: isCancelled) {
        case .notCompiled(let note):
            var result = notCompiled
            if let note { result.messages = [GradeResult.Message(line: 0, column: 0, severity: "note", message: note)] }
            return result
        case .compiled(let messages):
            let failed = messages.contains { $0.severity == "error" }
            return GradeResult(
                verdict: failed ? .error : comparison.isSame ? .same : .compiles, compiled: true, messages: messages,
                differences: comparison.isSame ? [] : comparison.differences)
        }
    }

    // MARK: - The context

    /// Whether a compile could run: known once the setup is made, else whether there is a compiler.
    private func compilerIsThere() -> Bool {
        switch state.withLock({ $0.compiling }) {
        case .ready?: return true
        case .unavailable?: return false
        case nil:
            guard options.usesCompiler, case .found = SwiftCompiler.locate(explicitPath: options.swiftcPath) else {
                return false
            }
            return true
        }
    }

    /// The compiler's setup, made once (on `preparing`).
    private func compiling() -> Compiling? {
        if let done = state.withLock({ $0.compiling }) { return done }
        let made: Compiling
        if !options.usesCompiler {
            made = .unavailable(reason: "--no-compiler")
        } else {
            switch SwiftCompiler.locate(explicitPath: options.swiftcPath) {
            case .missing(let reason):
                made = .unavailable(reason: reason)
            case .found(let compiler):
                let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
                    "course-grade-\(UUID().uuidString)")
                do {
                    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
                    state.withLock { $0.scratch = scratch }
                    let setup = try TypecheckSetup.prepare(
                        courseFolder: folder, settings: course.buildSettings, compiler: compiler,
                        compilerVersion: try compiler.version(), options: options, scratch: scratch, course: course)
                    made = .ready(compiler: compiler, setup: setup, scratch: scratch)
                } catch {
                    made = .unavailable(reason: "the compiler could not be set up: \(error)")
                }
            }
        }
        state.withLock { $0.compiling = made }
        return made
    }

    /// The card's lesson replayed and its declarations read, once per lesson (on `preparing`).
    @discardableResult
    private func context(for card: GradedCard) -> LessonContext? {
        if let done = state.withLock({ $0.lessons[card.lesson] }) { return done }
        guard case .ready? = compiling(), course.lessons.indices.contains(card.lesson) else { return nil }
        let lesson = course.lessons[card.lesson]
        var batch = CompilationBatch()
        let record = LessonReplayRecord.replay(lesson, inside: folder, into: &batch)
        let project = SnippetTypechecker.finishedProject(record)
        let declarations = CourseCheck.lessonDeclarations(of: lesson, courseFolder: folder)
        let names = NearName.identifiers(in: (project?.files.map(\.text) ?? []) + declarations.map(\.text))
        let context = LessonContext(project: project, declarations: declarations, names: names)
        state.withLock { $0.lessons[card.lesson] = context }
        return context
    }

    // MARK: - The compile

    private enum Compiled {
        case compiled([GradeResult.Message])
        /// Cancelled, or the compiler failed (a crash): a note says why, when it is not the learner's doing.
        case notCompiled(note: String?)
    }

    /// `typed` type-checked as the card's answer, in the answer's run.
    private func compile(_ card: GradedCard, typed: String, isCancelled: @escaping @Sendable () -> Bool) -> Compiled {
        guard case .ready(let compiler, let setup, let scratch)? = state.withLock({ $0.compiling }),
            let context = state.withLock({ $0.lessons[card.lesson] })
        else { return .notCompiled(note: nil) }
        var environment = setup.environment
        environment.isCancelled = isCancelled
        let origin = SourceLocation(file: Self.typedFile, line: 1, column: 1)
        let form: SnippetToCheck.Form = card.snippet.check == .file ? .file : .fragment
        let named = card.snippet.context.map(\.checkContext)
        let snippet = SnippetToCheck(
            code: typed, location: origin, form: form, expectation: .compiles, context: named)
        func run(_ job: TypecheckJob) throws -> [CompilationBatch.Finding] {
            let raw = try job.rawMessages(
                key: job.key(environmentKey: setup.key), compiler: compiler, environment: environment,
                cache: setup.results, scratch: scratch)
            let typedIndex = job.files.count - 1
            return job.messages(raw).compactMap { message in
                if message.file == typedIndex { return message.finding }
                // About another file of the run (a name the typed code declares again): an error
                // without a place in what was typed.
                guard message.finding.severity == .error else { return nil }
                var finding = message.finding
                finding.location = SourceLocation(file: "", line: 0, column: 0)
                finding.isExact = false
                return finding
            }
        }
        func fragmentJob(_ pieces: [(piece: SnippetPiece, context: SnippetContext)], withProject: Bool) -> TypecheckJob?
        {
            let input = SnippetTypechecker.Input(
                owner: .card(id: card.id), lesson: card.lesson, snippet: snippet, pieces: pieces)
            guard let file = SnippetTypechecker.fragmentFile(input, number: 0) else { return nil }
            return SnippetTypechecker.cardsRun(
                [file], project: withProject ? context.project : nil, context: context.declarations)
        }
        do {
            var findings: [CompilationBatch.Finding]
            if form == .file {
                findings = try run(TypecheckJob(files: [SnippetTypechecker.wholeFile(snippet)]))
            } else {
                let pieces = SnippetPiece.pieces(of: typed)
                guard !pieces.isEmpty else {
                    return .compiled([
                        GradeResult.Message(
                            line: 0, column: 0, severity: "error", message: "nothing was typed but layout")
                    ])
                }
                var contexts = pieces.map { named ?? SnippetContext.candidates(for: $0.text)[0] }
                guard let job = fragmentJob(Array(zip(pieces, contexts)), withProject: true) else {
                    return .notCompiled(note: "a switch's cases are not type-checked (they have no value to switch on)")
                }
                findings = try run(job)
                // Where the likeliest context did not parse, the one `course check` would have
                // used: the first in which each piece parses (`SnippetParsePlan`). Where it parsed,
                // the plan takes it too: no parse is needed to know.
                if named == nil, findings.contains(where: { $0.severity == .error && Self.isSyntaxError($0.message) }) {
                    var plan = SnippetParsePlan([snippet])
                    var batch = CompilationBatch()
                    plan.addFirstPass(to: &batch)
                    plan.record(try batch.parse(with: compiler, scratch: scratch))
                    var retry = CompilationBatch()
                    let first = plan.addSecondPass(to: &retry)
                    if !retry.units.isEmpty {
                        plan.record(try retry.parse(with: compiler, scratch: scratch), attemptsFrom: first)
                    }
                    let planned = plan.typecheckPieces[0]
                    if planned.map(\.context) != contexts {
                        contexts = planned.map(\.context)
                        if let job = fragmentJob(planned, withProject: true) { findings = try run(job) }
                    }
                }
                // A name the finished project declares too: the typed code is judged without the
                // project, with the lesson's declarations (`course check` leaves such a fragment
                // untyped-checked; a learner's own name for a type is no mistake).
                let errors = findings.filter { $0.severity == .error }
                if !errors.isEmpty, errors.allSatisfy(SnippetTypechecker.isConflict), context.project != nil,
                    let job = fragmentJob(Array(zip(pieces, contexts)), withProject: false)
                {
                    findings = try run(job)
                }
                findings = SnippetTypechecker.markMisspellings(
                    findings, around: [context.names, NearName.interfaceIdentifiers],
                    own: NearName.identifiers(in: [typed]))
            }
            return .compiled(findings.map { message(for: $0, in: typed) })
        } catch is ProcessRunner.Cancelled {
            return .notCompiled(note: nil)
        } catch {
            return .notCompiled(note: "the compiler failed: \(error)")
        }
    }

    /// A parser's message ("expected '}' in struct", "consecutive statements on a line…",
    /// "unexpected ',' separator", "extraneous '}' at top level"): the code did not parse in the
    /// context it was wrapped in.
    static func isSyntaxError(_ message: String) -> Bool {
        ["expected ", "consecutive ", "unexpected ", "extraneous ", "extra "].contains { message.hasPrefix($0) }
    }

    /// The type `SnippetTypechecker.fragmentFile` places a fragment's members and statements in
    /// (number 0: the typed code is the run's only fragment).
    static let holder = "__CourseCheckFragment0"

    /// The file name typed code is placed under (never shown: messages carry only lines and columns).
    static let typedFile = "typed answer"

    /// A finding as a message at its line and column in `typed` (characters, 1-based); line 0 for
    /// one about no typed line, column 0 for one the compiler placed in the wrapper (at the nearest
    /// typed line).
    private func message(for finding: CompilationBatch.Finding, in typed: String) -> GradeResult.Message {
        let severity = finding.severity.rawValue
        var finding = finding
        // The wrapper's own name means nothing to the learner.
        finding.message = finding.message.replacingOccurrences(
            of: "type '\(Self.holder)'", with: "the type the answer is placed in"
        ).replacingOccurrences(of: "'\(Self.holder)'", with: "the type the answer is placed in")
        guard finding.location.file == Self.typedFile, finding.location.line > 0 else {
            return GradeResult.Message(line: 0, column: 0, severity: severity, message: finding.message)
        }
        let line = finding.location.line
        guard finding.isExact else {
            return GradeResult.Message(line: line, column: 0, severity: severity, message: finding.message)
        }
        return GradeResult.Message(
            line: line, column: Self.characterColumn(byteColumn: finding.location.column, line: line, in: typed),
            severity: severity, message: finding.message)
    }

    /// The compiler counts columns in UTF-8 bytes; the learner sees characters.
    static func characterColumn(byteColumn: Int, line: Int, in text: String) -> Int {
        let lines = LineEnds.lines(of: text)
        guard line >= 1, line <= lines.count, byteColumn >= 1 else { return max(byteColumn, 0) }
        let bytes = Array(lines[line - 1].utf8)
        let prefix = bytes.prefix(byteColumn - 1)
        return String(decoding: prefix, as: UTF8.self).count + 1 + max(0, byteColumn - 1 - bytes.count)
    }
}

/// Where a gap's text sits in a code: a place in the code (line and column in characters,
/// 1-based) said as a place in the text (line 1 from the gap's start), when it is in the text or
/// right after it.
private struct GapPlace {
    let line: Int
    let column: Int
    let lines: [Int]

    init(code: String, offset: Int, text: String) {
        let before = String(decoding: Array(code.utf8).prefix(offset), as: UTF8.self)
        let beforeLines = LineEnds.lines(of: before)
        line = beforeLines.count
        column = (beforeLines.last?.count ?? 0) + 1
        lines = LineEnds.lines(of: text).map(\.count)
    }

    func inText(line codeLine: Int, column codeColumn: Int) -> (line: Int, column: Int)? {
        let index = codeLine - line
        guard index >= 0, index < lines.count else { return nil }
        let column = index == 0 ? codeColumn - self.column + 1 : codeColumn
        guard column >= 1 || codeColumn == 0, column <= lines[index] + 1 else { return nil }
        return (index + 1, max(column, 1))
    }
}
