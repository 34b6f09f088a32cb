import Dispatch
import Foundation

/// Grades code typed as a card's answer (docs/quiz.md, "Answering by typing: how it is graded").
///
/// Compared with the answer (`AnswerComparison`), and type-checked where `course check` type-checks
/// the answer (`AnswerTypechecker`: the lesson's finished project as context, the lesson's
/// `declarations/`, the fragment wrapped as `course check` wraps it; a `check=file` answer alone),
/// against the same interface modules and macro plugin, through the same results cache. The
/// messages come back at their line and column in what was typed.
///
/// Thread-safe: `prepare` has a card's context made in the background (once per lesson; the
/// compiler's setup once per grader), `grade` waits for it and runs the compiler on the caller's
/// thread.
package final class CourseAnswerGrader: AnswerGrading, @unchecked Sendable {
    private let cards: [String: GradedCard]
    private let refused: [String: String]
    /// The gap items (`card-id#N`) that can be typed.
    ///
    /// The gap, and the card as graded with the snippet that holds it.
    private let gaps: [String: (gap: CodeGap, card: GradedCard)]
    private let typechecker: AnswerTypechecker
    private let state = Locked(State())

    private struct State {
        var prepared: Set<String> = []
        var warmed = false
    }

    /// A grader for `course`, read from `folder` (as `CourseLoader` read it).
    ///
    /// `options` says which compiler (`swiftcPath`; `usesCompiler: false` grades by comparison
    /// alone), the macro plugin (`macroPlugin`: the running `course` executable, as `course check`
    /// passes it), the cache folder (`cacheFolder`, `usesCache`) and `forcesInterface`, exactly as
    /// for `course check`. `timeLimit`: how long the compiler may work on an answer, in seconds
    /// (`AnswerTypechecker`).
    package init(
        course: Course, folder: String, options: CheckOptions, timeLimit: Int = AnswerTypechecker.defaultTimeLimit
    ) {
        typechecker = AnswerTypechecker(course: course, folder: folder, options: options, timeLimit: timeLimit)
        (cards, refused) = GradedCard.all(in: course)
        gaps = GradedCard.gaps(in: course)
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
        typechecker.prepare(lesson: card.lesson) {
            // The first card of a sitting: one compile of its answer (from the results cache when
            // `course check` ran), which brings the compiler and the interface into memory.
            let warms = self.state.withLock { state in
                defer { state.warmed = true }
                return !state.warmed
            }
            // Off the queue: a grade waiting for another card's context does not wait for it.
            if warms {
                DispatchQueue.global().async {
                    _ = self.typecheck(card, typed: card.snippet.code, isCancelled: { false })
                }
            }
        }
    }

    package func grade(item id: String, typed: String, isCancelled: @escaping @Sendable () -> Bool) -> GradeResult {
        if let (gap, card) = gaps[id] { return grade(gap: gap, of: card, typed: typed, isCancelled: isCancelled) }
        guard let card = cards[id] else { return GradeResult(verdict: .different, compiled: false) }
        return grade(card, typed: typed, isCancelled: isCancelled)
    }

    /// `typed` graded as the text of `gap`.
    ///
    /// Put in the gap's place in the card's answer code (`Snippet.filling`), the whole code graded
    /// as a typed answer. A message or a difference in the typed text is placed in it (line 1 is
    /// the gap's line, from the gap's start); a message elsewhere in the code keeps its line and
    /// column there, said in its text (line 0 here), after those in the typed text; a difference in
    /// the answer is placed in the gap's text as written.
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
        let given = GivenContext(card: card, typed: typed)
        let comparison = Self.comparison(typed, card, given: given)
        // Invisible characters (a no-break space) are graded as spaces, and said where they are.
        let invisibles = comparison.invisibles
        let typed = invisibles.isEmpty ? typed : InvisibleCharacters(typed).text
        if comparison.isSame, !comparison.needsCompile {
            // The answer's own code: `course check` type-checks it; no compile is needed.
            return GradeResult(verdict: .same, compiled: typechecker.compilerIsThere, messages: invisibles)
        }
        var notCompiled = GradeResult(
            verdict: comparison.isSame ? .same : .different, compiled: false, messages: invisibles,
            differences: comparison.differences)
        if let unavailable = typechecker.unavailable() {
            notCompiled.messages.append(
                GradeResult.Message(line: 0, column: 0, severity: "note", message: "not compiled: \(unavailable)"))
            return notCompiled
        }
        // Code that is the answer with its `…` left out is compiled in the answer's parts.
        let probe = ElidedProbe(typed, elisions: comparison.isSame ? comparison.elisionsLeftOut : [])
        // What the card gives (a declaration its prompt quotes, the answer's imports) goes before it.
        switch typecheck(card, typed: given?.text(probe.text) ?? probe.text, isCancelled: isCancelled) {
        case .notCompiled(let note):
            var result = notCompiled
            if let note {
                result.messages.append(GradeResult.Message(line: 0, column: 0, severity: "note", message: note))
            }
            return result
        case .compiled(let messages):
            // `same` only with the compiler's word (docs/quiz.md): rejected, it is an error.
            let messages = messages.map { probe.placed(given?.placed($0) ?? $0) }.filter {
                !Self.isUnusedModifier($0, in: typed)
            }
            let failed = messages.contains { $0.severity == "error" }
            return GradeResult(
                verdict: failed ? .error : comparison.isSame ? .same : .compiles, compiled: true,
                messages: invisibles + messages, differences: comparison.isSame ? [] : comparison.differences)
        }
    }

    /// `typed` compared with the card's answer, else with what else counts as the answer.
    ///
    /// The answer without what the card gives (`GivenContext`), or all its halves; all its halves
    /// are the same only once the compiler agrees (the card's check compiled one).
    private static func comparison(_ typed: String, _ card: GradedCard, given: GivenContext?) -> AnswerComparison {
        let comparison = AnswerComparison.compare(typed: typed, answer: card.snippet.code, prompt: card.prompt)
        guard !comparison.isSame else { return comparison }
        if let given {
            let without = AnswerComparison.compare(typed: typed, answer: given.answer, prompt: card.prompt)
            if without.isSame { return without }
        }
        if let halves = card.allHalves {
            var whole = AnswerComparison.compare(typed: typed, answer: halves, prompt: card.prompt)
            whole.needsCompile = true
            if whole.isSame { return whole }
        }
        return comparison
    }

    /// "result of call to 'environment' is unused" at a modifier on a line of its own.
    ///
    /// A view's modifier chain, written as in a `body`: the wrapper has it as a statement, whose
    /// value nothing uses, which says nothing about the answer.
    private static func isUnusedModifier(_ message: GradeResult.Message, in typed: String) -> Bool {
        guard message.severity == "warning", message.message.hasPrefix("result of call to '"),
            let name = message.message.split(separator: "'").dropFirst().first,
            message.message.contains("' is unused"), message.line > 0
        else { return false }
        let lines = LineEnds.lines(of: typed)
        guard message.line <= lines.count else { return false }
        return lines[message.line - 1].trimmingCharacters(in: .whitespaces).hasPrefix(".\(name)(")
    }

    private enum Compiled {
        case compiled([GradeResult.Message])
        case notCompiled(note: String?)
    }

    /// `typed` type-checked as the card's answer.
    ///
    /// Its messages at their line and column (in characters) in what was typed.
    private func typecheck(_ card: GradedCard, typed: String, isCancelled: @escaping @Sendable () -> Bool) -> Compiled {
        var verdict = typechecker.typecheck(
            typed, answering: card.snippet, lesson: card.lesson, isCancelled: isCancelled)
        // A key path whose root the compiler could not tell: again with its root written in, so
        // that the member is named (`EnvironmentKeyPaths`).
        if case .compiled(let messages) = verdict,
            messages.contains(where: { $0.text.hasPrefix("cannot infer key path type from context") }),
            let rooted = EnvironmentKeyPaths(typed),
            case .compiled(let again) = typechecker.typecheck(
                rooted.text, answering: card.snippet, lesson: card.lesson, isCancelled: isCancelled),
            again.contains(where: { $0.severity == "error" })
        {
            verdict = .compiled(again.map(rooted.placed))
        }
        if case .compiled(let messages) = verdict {
            verdict = .compiled(EnvironmentKeyPaths.atTheirMembers(messages, in: typed))
        }
        switch verdict {
        case .notCompiled(let note):
            return .notCompiled(note: note)
        case .compiled(let messages):
            return .compiled(
                messages.map { message in
                    let column = message.byteColumn.map {
                        Self.characterColumn(byteColumn: $0, line: message.line, in: typed)
                    }
                    return GradeResult.Message(
                        line: message.line, column: column ?? 0, severity: message.severity, message: message.text)
                })
        }
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

/// Where a gap's text sits in a code.
///
/// A place in the code (line and column in characters, 1-based) said as a place in the text (line 1
/// from the gap's start), when it is in the text or right after it.
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

/// Typed code with a `…` line put back where it left out the answer's.
///
/// At a line's start: the typed code's lines stay as they were, numbered on, so that the compiler
/// takes it in the parts the answer's `…` makes (docs/quiz.md: a `…` may be left out). A message is
/// placed back in what was typed; one on a `…` line goes to the line after it, without a column.
private struct ElidedProbe {
    let text: String
    /// The 1-based lines of `text` that are put-back `…` lines, in order.
    private let elisionLines: [Int]

    init(_ typed: String, elisions: [Int]) {
        let bytes = Array(typed.utf8)
        let places = Set(
            elisions.filter { offset in
                offset <= bytes.count
                    && (offset == 0 || bytes[offset - 1] == UInt8(ascii: "\n")
                        || bytes[offset - 1] == UInt8(ascii: "\r"))
            })
        guard !places.isEmpty else {
            text = typed
            elisionLines = []
            return
        }
        var out: [UInt8] = []
        var lines: [Int] = []
        var line = 1
        for offset in 0...bytes.count {
            if places.contains(offset) {
                lines.append(line)
                out += Array("…\n".utf8)
                line += 1
            }
            guard offset < bytes.count else { break }
            out.append(bytes[offset])
            if LineEnds.closes(bytes[offset], before: offset + 1 < bytes.count ? bytes[offset + 1] : nil) { line += 1 }
        }
        text = String(decoding: out, as: UTF8.self)
        elisionLines = lines
    }

    func placed(_ message: GradeResult.Message) -> GradeResult.Message {
        guard message.line > 0, !elisionLines.isEmpty else { return message }
        var placed = message
        let before = elisionLines.filter { $0 < message.line }.count
        placed.line = message.line - before
        if elisionLines.contains(message.line) { placed.column = 0 }
        return placed
    }
}
