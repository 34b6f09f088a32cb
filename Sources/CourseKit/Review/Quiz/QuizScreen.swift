import Foundation

/// What a card looks like on screen, shared by the full-screen and the line-mode quiz.
///
/// A header, the prompt, then the learner's prediction and the answer, and the keys with their
/// intervals.
package struct QuizScreen: Sendable {
    package var markdown: TerminalMarkdown
    /// From how many lapses the header calls a card a leech.
    package var leeches: LeechThreshold

    package init(markdown: TerminalMarkdown, leeches: LeechThreshold = LeechThreshold()) {
        self.markdown = markdown
        self.leeches = leeches
    }

    private var color: Bool { markdown.usesColor }

    /// The item's header line, with the counts of what is left.
    ///
    /// "syntax · Environment · lesson 19 · env-read              learning 1 · due 3 · new 12", with
    /// "· leech (9 lapses)" after the id when the card has lapsed `leeches` times or more.
    package func header(
        for item: StudyItem, remaining: (learning: Int, review: Int, new: Int),
        lapses: Int = 0
    ) -> [StyledLine] {
        let separator = " · "
        let leftItems = ["\(item.kind.rawValue)", item.topic, "lesson \(item.lesson)", item.id]
        let leech = leeches.isLeech(lapses: lapses) ? ["leech (\(lapses) lapses)"] : []
        let rightItems = ["learning \(remaining.learning)", "due \(remaining.review)", "new \(remaining.new)"]
        let left = (leftItems + leech).joined(separator: separator)
        let right = rightItems.joined(separator: separator)
        let gap = markdown.width - CellWidth.of(left) - CellWidth.of(right)
        var lines: [StyledLine]
        let leftSpans =
            [StyledSpan(leftItems.joined(separator: separator), TerminalTheme.label)]
            + leech.map { StyledSpan(separator + $0, TerminalTheme.warning) }
        if gap >= 2 {
            lines = [
                StyledLine(leftSpans + [StyledSpan(String(repeating: " ", count: gap) + right, TerminalTheme.hint)])
            ]
        } else {
            // Broken between its parts: an id is never cut unless it is wider than the window.
            lines =
                WordWrapper.wrap(
                    items: leftItems.map { [StyledSpan($0, TerminalTheme.label)] }
                        + leech.map { [StyledSpan($0, TerminalTheme.warning)] },
                    separator: StyledSpan(separator, TerminalTheme.label), width: markdown.width)
                + WordWrapper.wrap(
                    items: rightItems.map { [StyledSpan($0, TerminalTheme.hint)] },
                    separator: StyledSpan(separator, TerminalTheme.hint), width: markdown.width)
        }
        if let title = item.title {
            lines += WordWrapper.wrap(
                [StyledSpan("Question: ", TerminalTheme.hint), StyledSpan(title, TerminalTheme.heading)],
                width: markdown.width)
        }
        lines.append(rule)
        return lines
    }

    package func prompt(for item: StudyItem) -> [StyledLine] {
        markdown.lines(for: item.prompt)
    }

    /// The learner's prediction (if any) right above the real answer, so the two are compared.
    ///
    /// The card's answer; `leavingOut` a code block whose code is `code` (the answer's code a typed
    /// answer's verdict already shows, marked).
    package func answer(for item: StudyItem, prediction: String?, leavingOut code: String? = nil) -> [StyledLine] {
        var lines: [StyledLine] = [rule]
        if let prediction, !prediction.isEmpty {
            lines += WordWrapper.wrap(
                [
                    StyledSpan("Your prediction: ", TerminalTheme.label),
                    StyledSpan(prediction, TerminalTheme.emphasis),
                ], width: markdown.width)
            lines.append(.blank)
            lines.append(StyledLine("Answer:", TerminalTheme.label))
        }
        let blocks = code.map { code in item.answer.filter { !Self.isCodeBlock($0, holding: code) } } ?? item.answer
        return lines + markdown.lines(for: blocks)
    }

    /// Whether `block` is a code block of `code` (gap marks and final line breaks aside).
    private static func isCodeBlock(_ block: MarkdownNode, holding code: String) -> Bool {
        guard case .codeBlock(_, let literal, _) = block.kind else { return false }
        func plain(_ text: String) -> String {
            var text = text.replacingOccurrences(of: "⟦", with: "").replacingOccurrences(of: "⟧", with: "")
            while text.last?.isNewline == true { text.removeLast() }
            return text
        }
        return plain(literal) == plain(code)
    }

    /// "1 Again 1m · 2 Hard 6m · 3 Good 10m · 4 Easy 8d".
    ///
    /// On more lines when the window is narrower, breaking between two grades.
    package func ratingKeys(_ intervals: [(rating: Rating, interval: TimeSpan)]) -> [StyledLine] {
        let grades = intervals.map { choice in
            let color = TerminalTheme.ratingColors[choice.rating.rawValue - 1]
            return [
                StyledSpan("\(choice.rating.rawValue) \(choice.rating.label)", TerminalStyle(color: color, bold: true)),
                StyledSpan(" " + choice.interval.compactDescription),
            ]
        }
        return WordWrapper.wrap(items: grades, separator: StyledSpan(" · ", TerminalTheme.hint), width: markdown.width)
    }

    /// A hint, its parts separated by " · " ("Space/Enter show the answer · u undo · q quit").
    ///
    /// On more lines when the window is narrower, breaking between two parts.
    package func hint(_ text: String) -> [StyledLine] {
        let separator = " · "
        return WordWrapper.wrap(
            items: text.components(separatedBy: separator).map { [StyledSpan($0, TerminalTheme.hint)] },
            separator: StyledSpan(separator, TerminalTheme.hint), width: markdown.width)
    }

    private var rule: StyledLine {
        StyledLine(String(repeating: color ? "─" : "-", count: max(8, markdown.width)), TerminalTheme.frame)
    }
}
