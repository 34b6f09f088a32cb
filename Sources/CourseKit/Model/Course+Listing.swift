/// The human listing of `course list`.
///
/// Lessons, their steps with code changes, cards, questions, and totals. Each line is made inert
/// (`InertText.line`) as it is joined: whatever a title, topic or id holds, it stays on its line
/// and no terminal obeys it.
extension Course {
    public var listing: String {
        var lines: [String] = []
        lines.append("\(title) (\(id)) — \(lessons.count) of \(lessonCount) lessons written")
        for lesson in lessons {
            lines.append("")
            lines += lesson.listing
        }
        let changes = lessons.reduce(0) { $0 + $1.changes.count }
        let steps = lessons.reduce(0) { $0 + $1.steps.count }
        lines.append("")
        lines.append(
            "Total: \(plural(lessons.count, "lesson")), \(plural(steps, "step")), "
                + "\(plural(changes, "code change")), \(cardSummary(cards)), \(plural(questions.count, "question"))")
        return lines.map(InertText.line).joined(separator: "\n") + "\n"
    }
}

extension Lesson {
    var listing: [String] {
        var lines: [String] = []
        let subtitle = self.subtitle.map { " — \($0)" } ?? ""
        lines.append("Lesson \(number): \(title)\(subtitle)")
        lines.append(
            "  Part \(part): \(partTitle) · about \(minutes) minutes · project \(project), starting from \(startPath)")
        lines.append("  Steps (\(steps.count))")
        for step in steps {
            lines.append("    \(step.number). \(step.title)")
            for change in step.changes {
                var line = "       \(change.kind.rawValue.padded(toWidth: 7)) \(change.file)"
                if let target = change.target { line += " — \(target.phrase)" }
                if change.kind.isDiff {
                    let lines = change.hunks.flatMap(\.lines)
                    line +=
                        " (+\(lines.filter { $0.kind == .added }.count) −\(lines.filter { $0.kind == .removed }.count))"
                }
                lines.append(line)
            }
        }
        lines.append("  Cards (\(cardSummary(cards)))")
        let idWidth = min(cards.map(\.id.count).max() ?? 0, 40)
        for card in cards {
            // "· 2 gaps (env-read#1, #2)": the gaps' study ids, as the review log names them.
            let numbers = card.gaps.map { "\(CodeGap.idSeparator)\($0.number)" }.joined(separator: ", ")
            let gaps = card.gaps.isEmpty ? "" : " · \(plural(card.gaps.count, "gap")) (\(card.id)\(numbers))"
            lines.append(
                "    \(card.id.padded(toWidth: idWidth))  \(card.kind.rawValue.padded(toWidth: 6))  \(card.topic)\(gaps)"
            )
        }
        lines.append("  Questions (\(questions.count))")
        let questionWidth = min(questions.map(\.id.count).max() ?? 0, 40)
        for question in questions {
            let sources = plural(question.sources.count, "source")
            lines.append(
                "    \(String(question.number).leftPadded(toWidth: 2)). \(question.id.padded(toWidth: questionWidth))  \(question.title) (\(sources))"
            )
        }
        return lines
    }
}

/// "21 cards: 13 syntax, 8 trick".
func cardSummary(_ cards: [Flashcard]) -> String {
    let syntax = cards.filter { $0.kind == .syntax }.count
    return "\(plural(cards.count, "card")): \(syntax) syntax, \(cards.count - syntax) trick"
}
