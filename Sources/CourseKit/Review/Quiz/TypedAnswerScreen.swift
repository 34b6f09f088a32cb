/// An answer given by typing (docs/quiz.md, "Answering by typing").
///
/// What was typed, and what the grader said of it, if it was asked to the end.
package struct TypedAnswer: Sendable, Equatable {
    package var text: String
    /// Nil when the learner skipped the wait: shown without a verdict, and none is logged.
    package var result: GradeResult?

    package init(text: String, result: GradeResult?) {
        self.text = text
        self.result = result
    }

    /// The grade Enter takes.
    ///
    /// Good for `same`, Again for `error`; none for the rest (the learner decides), with the
    /// verdict's words for the key line.
    package var preselected: (rating: Rating, reason: String)? {
        switch result?.verdict {
        case .same: (.good, "same as the answer")
        case .error: (.again, "does not compile")
        case .compiles, .different, nil: nil
        }
    }
}

extension QuizScreen {
    /// The typed answer and its verdict, shown above the card's answer.
    ///
    /// - `same`: "same as the answer", and what was typed;
    /// - `compiles`, `different`: what was typed and the answer's code, side by side (one above
    ///   the other in a narrow window), the differing tokens marked;
    /// - `error`: each compiler message at its `line:column` in what was typed, the typed line
    ///   under it with a caret under the column;
    /// - skipped: what was typed, "not graded".
    package func typed(_ typed: TypedAnswer, answerCode: String) -> [StyledLine] {
        let view = TypingAreaView(width: markdown.width, usesColor: markdown.usesColor, highlight: Self.swiftLines)
        var lines: [StyledLine] = []
        func say(_ verdict: String, _ style: TerminalStyle, _ more: String = "") {
            lines += WordWrapper.wrap(
                [StyledSpan("Typed: ", TerminalTheme.label), StyledSpan(verdict, style)]
                    + (more.isEmpty ? [] : [StyledSpan(" " + more, TerminalTheme.hint)]),
                width: markdown.width)
        }
        guard let result = typed.result else {
            say("not graded", TerminalTheme.warning, "(the wait was skipped)")
            return lines + view.code(typed.text)
        }
        let notCompiled = result.compiled ? "" : "(not compiled: no Swift compiler found)"
        switch result.verdict {
        case .same:
            say("same as the answer", Self.good, notCompiled)
            // Notes (an invisible character typed) with the typed line they are on.
            lines += messageLines(result.messages, typed: typed.text, view: view)
            lines += view.code(typed.text)
        case .compiles:
            say("compiles, but is not the same as the answer", Self.decide, "(you decide)")
            lines += whatDiffers(result.differences)
            lines += sideBySide(typed.text, answerCode, result.differences, view: view)
        case .different:
            say("not compiled", Self.decide, "(no Swift compiler found); not the same as the answer (you decide)")
            lines += whatDiffers(result.differences)
            lines += sideBySide(typed.text, answerCode, result.differences, view: view)
        case .error:
            say("does not compile", Self.wrong)
            lines += messageLines(result.messages, typed: typed.text, view: view)
            if result.messages.isEmpty { lines += view.code(typed.text) }
        }
        return lines
    }

    /// A line (or more, wrapped) for each difference: what kind of thing differs.
    private func whatDiffers(_ differences: [GradeResult.Difference]) -> [StyledLine] {
        differences.filter { !$0.what.isEmpty }.flatMap { difference in
            WordWrapper.wrap([StyledSpan(difference.what, TerminalTheme.hint)], width: markdown.width)
        }
    }

    /// Each message at its `line:column`, the typed line under it with a caret under the column.
    private func messageLines(_ messages: [GradeResult.Message], typed: String, view: TypingAreaView) -> [StyledLine] {
        var lines: [StyledLine] = []
        let typedLines = TypingArea(text: typed).lines
        for message in messages {
            let severityStyle = message.severity == "error" ? Self.wrong : TerminalTheme.hint
            // Line 0: about no typed line (a gap's message says where in the code it is).
            let place =
                message.line > 0 ? "\(message.line)" + (message.column > 0 ? ":\(message.column)" : "") + ": " : ""
            lines += WordWrapper.wrap(
                [
                    StyledSpan(place, TerminalTheme.label),
                    StyledSpan(message.severity + ": ", severityStyle), StyledSpan(message.message),
                ], width: markdown.width)
            guard typedLines.indices.contains(message.line - 1) else { continue }
            let line = typedLines[message.line - 1]
            var marks = [Bool](repeating: false, count: line.count + 1)
            marks[Self.offset(ofUTF8Column: message.column, in: line)] = true
            lines += view.code(String(line), marked: [marks], markStyle: Self.wrong)
        }
        return lines
    }

    /// The typed code and the answer's, each under its label, the differing tokens marked.
    ///
    /// Side by side when both fit in half the window, else one above the other.
    private func sideBySide(
        _ typed: String, _ answer: String, _ differences: [GradeResult.Difference], view: TypingAreaView
    ) -> [StyledLine] {
        // A final line break ends the last line: it opens no empty line of its own.
        let typed = Self.withoutFinalLineBreak(typed)
        let answer = Self.withoutFinalLineBreak(answer)
        let typedMarks = Self.marks(differences.compactMap(\.typed), in: typed)
        let answerMarks = Self.marks(differences.compactMap(\.answer), in: answer)
        let gap = 3
        let half = (markdown.width - gap) / 2
        let widest =
            (TypingArea(text: typed).lines + TypingArea(text: answer).lines)
            .map { $0.reduce(0) { $0 + CellWidth.of($1) } }.max() ?? 0
        let label = { (text: String) in StyledLine(text, TerminalTheme.label) }
        if widest + 4 <= half, half >= 24 {
            var narrow = view
            narrow.width = half
            let left = [label("You typed:")] + narrow.code(typed, marked: typedMarks, markStyle: Self.decide)
            let right = [label("Answer:")] + narrow.code(answer, marked: answerMarks, markStyle: Self.decide)
            return (0..<max(left.count, right.count)).map { row in
                let first = row < left.count ? left[row] : .blank
                let second = row < right.count ? right[row] : .blank
                let padding = String(repeating: " ", count: max(0, half - first.width) + gap)
                return StyledLine(first.spans + [StyledSpan(padding)] + second.spans)
            }
        }
        return [label("You typed:")] + view.code(typed, marked: typedMarks, markStyle: Self.decide)
            + [label("Answer:")] + view.code(answer, marked: answerMarks, markStyle: Self.decide)
    }

    static func withoutFinalLineBreak(_ text: String) -> String {
        text.last?.isNewline == true ? String(text.dropLast()) : text
    }

    /// Which characters of `text`'s lines the spans cover (a span's text may go on over a line break).
    ///
    /// A span past the text is left out.
    static func marks(_ spans: [GradeResult.Difference.Span], in text: String) -> [[Bool]] {
        let lines = TypingArea(text: text).lines
        var marks = lines.map { [Bool](repeating: false, count: $0.count + 1) }
        for span in spans where lines.indices.contains(span.line - 1) {
            var line = span.line - 1
            var offset = offset(ofUTF8Column: span.column, in: lines[line])
            // An empty span (something missing there) marks the place where it would go.
            for character in span.text.isEmpty ? " " : span.text {
                if character == "\n" || character == "\r\n" {
                    line += 1
                    offset = 0
                    guard lines.indices.contains(line) else { break }
                    continue
                }
                marks[line][min(offset, lines[line].count)] = true
                offset += 1
            }
        }
        return marks
    }

    /// The character a 1-based column counting UTF-8 bytes falls on.
    ///
    /// Columns as the compiler and `course check` count them; past the line's end, the place after
    /// its last character.
    static func offset(ofUTF8Column column: Int, in line: [Character]) -> Int {
        var bytes = 0
        for (offset, character) in line.enumerated() {
            let width = character.utf8.count
            if column - 1 < bytes + width { return offset }
            bytes += width
        }
        return line.count
    }

    /// Swift lines for `TypingAreaView`, coloured as the quiz colours code.
    static let swiftLines: TypingAreaView.Highlighter = { text in
        SwiftTerminalColors.highlighter("swift", text)
    }

    static let good = TerminalStyle(color: .green, bold: true)
    static let wrong = TerminalStyle(color: .red, bold: true)
    static let decide = TerminalStyle(color: .yellow, bold: true)
}
