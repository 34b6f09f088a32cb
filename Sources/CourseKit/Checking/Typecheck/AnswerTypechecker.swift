import Dispatch
import Foundation

/// Code typed as the answer to a snippet, type-checked where `course check` type-checks the snippet.
///
/// By the engine's answer rounds (`TypecheckRound.answer`) in the context `course check`
/// type-checks that snippet in, against the same interface modules and macro plugin
/// (`TypecheckSetup`), through the same results cache: what `course grade` and the quiz use. The
/// messages come back at their line and UTF-8 column in what was typed.
///
/// Thread-safe: the compiler's setup (once) and each lesson's context (once per lesson) are made on
/// a queue of its own, so that a type-check waiting for one never makes it twice; the compiler runs
/// on the caller's thread.
package final class AnswerTypechecker: @unchecked Sendable {
    /// What was said about the answer.
    package enum Verdict: Sendable, Equatable {
        case compiled([Message])
        /// Cancelled, or the compiler failed (a crash): a note says why, when it is not the learner's doing.
        case notCompiled(note: String?)
    }

    /// A message, at its place in what was typed.
    package struct Message: Sendable, Equatable {
        /// 1-based; 0 for a message about no typed line.
        package var line: Int
        /// 1-based, in UTF-8 bytes as the compiler counts.
        ///
        /// Nil where the compiler pointed at code that was not typed (the message is then at the
        /// nearest typed line).
        package var byteColumn: Int?
        package var severity: String
        package var text: String
    }

    private let course: Course
    private let folder: String
    private let options: CheckOptions
    /// How long the compiler may work on one answer, in seconds (`--time-limit`).
    private let timeLimit: Int
    private let queue = DispatchQueue(label: "course.answer-typecheck.prepare")
    private let state = Locked(State())

    private struct State {
        var compiling: Compiling?
        var lessons: [Int: LessonContext] = [:]
        var scratch: (url: URL, key: Scratch.Held)?
    }

    /// A lesson as its answers are type-checked in it.
    ///
    /// Its projects and declarations, and its snippets, each in the contexts it parses in (one
    /// parse, when the context is made).
    private struct LessonContext {
        var lesson: TypecheckLesson
        var snippets: [(snippet: Snippet, planned: PlannedSnippet)]
        var pieces: [[(piece: SnippetPiece, context: SnippetContext)]]
    }

    /// What every type-check needs: the compiler and its setup, or why there is none.
    private enum Compiling {
        case ready(compiler: SwiftCompiler, setup: TypecheckSetup, scratch: URL, parseCache: CompilationBatch.Cache?)
        case unavailable(reason: String)
    }

    /// The type-checker of answers to `course`'s snippets, read from `folder`.
    ///
    /// With the compiler, macro plugin, cache and interface `options` name, as for `course check`;
    /// the compiler may work on an answer for `timeLimit` seconds (the setup and the lesson's
    /// context aside).
    package init(course: Course, folder: String, options: CheckOptions, timeLimit: Int = defaultTimeLimit) {
        self.course = course
        self.folder = folder
        self.options = options
        self.timeLimit = timeLimit
    }

    /// How long the compiler may work on an answer unless told otherwise, in seconds.
    ///
    /// An answer the type solver gives up on takes it about a minute.
    package static let defaultTimeLimit = 30

    deinit {
        if let scratch = state.withLock({ $0.scratch }) {
            try? FileManager.default.removeItem(at: scratch.url)
            Scratch.release(scratch.key)
        }
    }

    /// Whether a type-check could run: known once the setup is made, else whether there is a compiler.
    package var compilerIsThere: Bool {
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

    /// Why nothing can be type-checked (`--no-compiler`, no compiler, a setup that failed).
    ///
    /// Nil when the compiler is ready. Sets it up first, once.
    package func unavailable() -> String? {
        queue.sync {
            if case .unavailable(let reason) = compiling() { return reason }
            return nil
        }
    }

    /// Makes lesson `lesson`'s context in the background (once), then calls `then` there.
    package func prepare(lesson: Int, then: @escaping @Sendable () -> Void = {}) {
        queue.async {
            _ = self.context(lesson)
            then()
        }
    }

    /// `typed`, as the answer to `snippet` of lesson `lesson`, type-checked in the snippet's place.
    ///
    /// Where `course check` type-checks the snippet: in its place in the lesson.
    package func typecheck(
        _ typed: String, answering snippet: Snippet, lesson: Int,
        isCancelled: @escaping @Sendable () -> Bool = { false }
    ) -> Verdict {
        guard case .ready(let compiler, var setup, let scratch, _)? = queue.sync(execute: { compiling() }),
            let context = queue.sync(execute: { self.context(lesson) })
        else { return .notCompiled(note: nil) }
        let deadline = DispatchTime.now() + .seconds(timeLimit)
        let isLate = { @Sendable in DispatchTime.now() >= deadline }
        setup.environment.isCancelled = { isCancelled() || isLate() }
        var snippets = context.snippets.map(\.planned)
        var pieces = context.pieces
        // The snippet in the lesson; one that is not there (no card's) goes after its snippets.
        var focus = context.snippets.firstIndex {
            $0.snippet.codeLocation == snippet.codeLocation && $0.snippet.code == snippet.code
        }
        if focus == nil, let input = snippet.checkInput {
            snippets.append(PlannedSnippet(owner: .section(title: nil), lesson: 0, snippet: input))
            pieces.append([])
            focus = snippets.count - 1
        }
        guard let focus else { return .notCompiled(note: "a snippet course check does not type-check") }
        snippets[focus].snippet.code = typed
        snippets[focus].snippet.location = SourceLocation(file: Self.typedFile, line: 1, column: 1)
        if snippets[focus].snippet.form == .fragment, SnippetPiece.pieces(of: typed).isEmpty {
            return .compiled([
                Message(line: 0, byteColumn: nil, severity: "error", text: "nothing was typed but layout")
            ])
        }
        let plan = TypecheckPlan.answer(snippets, pieces: pieces, focus: focus, lesson: context.lesson)
        let engine = TypecheckEngine.Compiler(compiler: compiler, scratch: scratch, parseCache: nil) { setup }
        do {
            let progress = try TypecheckEngine.run(plan, with: engine)
            guard let findings = progress.messages[focus] else {
                guard case .notRun(let reason) = progress.outcomes[focus], reason != TypecheckOutcome.Reason.switchCases
                else {
                    return .notCompiled(note: "a switch's cases are not type-checked (they have no value to switch on)")
                }
                return .notCompiled(note: "not type-checked: \(reason)")
            }
            return .compiled(findings.map { Self.message($0, holder: SnippetFiles.holder(focus)) })
        } catch is ProcessRunner.Cancelled {
            guard !isCancelled(), isLate() else { return .notCompiled(note: nil) }
            return .notCompiled(
                note: "not graded: the compiler took longer than \(timeLimit) s over this answer "
                    + "(the time limit; --time-limit SECONDS sets it)")
        } catch {
            return .notCompiled(note: TypecheckSetupFailure.sentence(error))
        }
    }

    /// The file name typed code is placed under (never shown: messages carry only lines and columns).
    static let typedFile = "typed answer"

    /// A finding as a message at its line and column in what was typed.
    ///
    /// The wrapper's own name, which means nothing to the learner, said as what it is.
    private static func message(_ finding: CompilationBatch.Finding, holder: String) -> Message {
        // A part placed in a type of its own (a view further down) is in a type named for it.
        let text = finding.reported.replacingOccurrences(
            of: "\(holder)View[0-9]+'", with: "\(holder)'", options: .regularExpression
        ).replacingOccurrences(of: "type '\(holder)'", with: "the type the answer is placed in")
            .replacingOccurrences(of: "'\(holder)'", with: "the type the answer is placed in")
            // "no exact matches in call to initializer " ends in a space.
            .trimmingCharacters(in: .whitespaces)
        let severity = finding.severity.rawValue
        guard finding.location.file == typedFile, finding.location.line > 0 else {
            return Message(line: 0, byteColumn: nil, severity: severity, text: text)
        }
        return Message(
            line: finding.location.line, byteColumn: finding.isExact ? finding.location.column : nil,
            severity: severity, text: text)
    }

    /// The compiler's setup, made once (on `queue`).
    private func compiling() -> Compiling {
        if let done = state.withLock({ $0.compiling }) { return done }
        options.settingUp?(true)
        defer { options.settingUp?(false) }
        let made = makeCompiling()
        state.withLock { $0.compiling = made }
        return made
    }

    private func makeCompiling() -> Compiling {
        guard options.usesCompiler else { return .unavailable(reason: "--no-compiler") }
        switch SwiftCompiler.locate(explicitPath: options.swiftcPath) {
        case .missing(let reason):
            return .unavailable(reason: reason)
        case .found(let compiler):
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
                "course-grade-\(UUID().uuidString)")
            do {
                let key = Scratch.keep(scratch)
                state.withLock { $0.scratch = (scratch, key) }
                try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
                let version = try compiler.version()
                let setup = try TypecheckSetup.prepare(
                    courseFolder: folder, settings: course.buildSettings, compiler: compiler,
                    compilerVersion: version, options: options, scratch: scratch, course: course)
                let parseCache = options.cacheRoot.map {
                    CompilationBatch.Cache(
                        results: TypecheckResultCache(
                            folder: $0.appendingPathComponent(TypecheckResultCache.folderName)),
                        compilerVersion: version)
                }
                return .ready(compiler: compiler, setup: setup, scratch: scratch, parseCache: parseCache)
            } catch {
                return .unavailable(reason: TypecheckSetupFailure.sentence(error))
            }
        }
    }

    /// Lesson `index` replayed, its declarations read and its snippets parsed, once (on `queue`).
    ///
    /// Nil without a compiler, or for no lesson of the course.
    private func context(_ index: Int) -> LessonContext? {
        if let done = state.withLock({ $0.lessons[index] }) { return done }
        guard case .ready(let compiler, _, let scratch, let parseCache) = compiling(),
            course.lessons.indices.contains(index)
        else {
            return nil
        }
        options.settingUp?(true)
        defer { options.settingUp?(false) }
        let lesson = course.lessons[index]
        var batch = CompilationBatch()
        let record = LessonReplayRecord.replay(lesson, inside: folder, into: &batch)
        var typecheckLesson = TypecheckLesson(
            record: record, declarations: TypecheckLesson.declarations(of: lesson, courseFolder: folder))
        let finished = typecheckLesson.finished
        typecheckLesson.knownNames[finished?.step ?? -1] = NearName.identifiers(
            in: (finished?.files.map(\.text) ?? []) + typecheckLesson.declarations.map(\.text))
        let snippets = lesson.snippetsWithOwners.compactMap { item in
            item.snippet.checkInput.map { (item.snippet, PlannedSnippet(owner: item.owner, lesson: 0, snippet: $0)) }
        }
        let parse = TypecheckPlan.parse(snippets.map(\.1))
        let engine = TypecheckEngine.Compiler(compiler: compiler, scratch: scratch, parseCache: parseCache) {
            throw CompilerFailure(message: "a parse has no type-check")
        }
        let pieces = (try? TypecheckEngine.run(parse, with: engine).pieces) ?? TypecheckProgress(parse).pieces
        let context = LessonContext(lesson: typecheckLesson, snippets: snippets, pieces: pieces)
        state.withLock { $0.lessons[index] = context }
        return context
    }
}
