/// What a card looks like on screen, shared by the full-screen and the line-mode quiz: a header,
/// the prompt, then the learner's prediction and the answer, and the keys with their intervals.
package struct QuizScreen: Sendable {
    package var markdown: TerminalMarkdown
    /// From how many lapses the header calls a card a leech.
    package var leeches: LeechThreshold

    package init(markdown: TerminalMarkdown, leeches: LeechThreshold = LeechThreshold()) {
        self.markdown = markdown
        self.leeches = leeches
    }

    private var color: Bool { markdown.usesColor }

    /// "syntax · Environment · lesson 19 · env-read              learning 1 · due 3 · new 12", with
    /// "· leech (9 lapses)" after the id when the card has lapsed `leeches` times or more.
    package func header(for item: StudyItem, remaining: (learning: Int, review: Int, new: Int),
                       lapses: Int = 0) -> [StyledLine] {
        let left = "\(item.kind.rawValue) · \(item.topic) · lesson \(item.lesson) · \(item.id)"
        let leech = leeches.isLeech(lapses: lapses) ? " · leech (\(lapses) lapses)" : ""
        let right = "learning \(remaining.learning) · due \(remaining.review) · new \(remaining.new)"
        let gap = markdown.width - CellWidth.of(left + leech) - CellWidth.of(right)
        var lines: [StyledLine]
        let leftSpans = [StyledSpan(left, TerminalTheme.label)] + (leech.isEmpty ? [] : [StyledSpan(leech, TerminalTheme.warning)])
        if gap >= 2 {
            lines = [StyledLine(leftSpans + [StyledSpan(String(repeating: " ", count: gap) + right, TerminalTheme.hint)])]
        } else {
            lines = WordWrapper.wrap(leftSpans, width: markdown.width)
                + WordWrapper.wrap([StyledSpan(right, TerminalTheme.hint)], width: markdown.width)
        }
        if let title = item.title {
            lines.append(StyledLine([StyledSpan("Question: ", TerminalTheme.hint), StyledSpan(title, TerminalTheme.heading)]))
        }
        lines.append(rule)
        return lines
    }

    package func prompt(for item: StudyItem) -> [StyledLine] {
        markdown.lines(for: item.prompt)
    }

    /// The learner's prediction (if any) right above the real answer, so the two are compared.
    package func answer(for item: StudyItem, prediction: String?) -> [StyledLine] {
        var lines: [StyledLine] = [rule]
        if let prediction, !prediction.isEmpty {
            lines += WordWrapper.wrap([StyledSpan("Your prediction: ", TerminalTheme.label),
                                       StyledSpan(prediction, TerminalTheme.emphasis)], width: markdown.width)
            lines.append(.blank)
            lines.append(StyledLine("Answer:", TerminalTheme.label))
        }
        return lines + markdown.lines(for: item.answer)
    }

    /// "1 Again 1m · 2 Hard 6m · 3 Good 10m · 4 Easy 8d"
    package func ratingKeys(_ intervals: [(rating: Rating, interval: TimeInterval)]) -> StyledLine {
        var spans: [StyledSpan] = []
        for (index, choice) in intervals.enumerated() {
            if index > 0 { spans.append(StyledSpan(" · ", TerminalTheme.hint)) }
            let color = TerminalTheme.ratingColors[choice.rating.rawValue - 1]
            spans.append(StyledSpan("\(choice.rating.rawValue) \(choice.rating.label)", TerminalStyle(color: color, bold: true)))
            spans.append(StyledSpan(" " + DurationText.short(choice.interval)))
        }
        return StyledLine(spans)
    }

    package func hint(_ text: String) -> StyledLine {
        StyledLine(text, TerminalTheme.hint)
    }

    private var rule: StyledLine {
        StyledLine(String(repeating: color ? "─" : "-", count: max(8, markdown.width)), TerminalTheme.frame)
    }
}

import Foundation
