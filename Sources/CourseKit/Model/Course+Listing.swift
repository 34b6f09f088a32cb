/// The human listing of `course list`: lessons, their steps with code changes, cards, questions,
/// and totals. Each line is made inert (`InertText.line`) as it is joined: whatever a title, topic or
/// id holds, it stays on its line and no terminal obeys it.
extension Course {
    public var listing: String {
        var lines: [String] = []
        let written = lessons.count == 1 ? "1 of \(lessonCount) lessons written" : "\(lessons.count) of \(lessonCount) lessons written"
        lines.append("\(title) (\(id)) — \(written)")
        for lesson in lessons {
            lines.append("")
            lines += lesson.listing
        }
        let changes = lessons.reduce(0) { $0 + $1.changes.count }
        let steps = lessons.reduce(0) { $0 + $1.steps.count }
        lines.append("")
        lines.append("Total: \(plural(lessons.count, "lesson")), \(plural(steps, "step")), "
                     + "\(plural(changes, "code change")), \(cardSummary(cards)), \(plural(questions.count, "question"))")
        return lines.map(InertText.line).joined(separator: "\n") + "\n"
    }
}

extension Lesson {
    var listing: [String] {
        var lines: [String] = []
        let subtitle = self.subtitle.map { " — \($0)" } ?? ""
        lines.append("Lesson \(number): \(title)\(subtitle)")
        lines.append("  Part \(part): \(partTitle) · about \(minutes) minutes · project \(project), starting from \(startPath)")
        lines.append("  Steps (\(steps.count))")
        for step in steps {
            lines.append("    \(step.number). \(step.title)")
            for change in step.changes {
                var line = "       \(change.kind.rawValue.padding(7)) \(change.file)"
                if let target = change.target { line += " — \(target.phrase)" }
                if change.kind.isDiff {
                    let lines = change.hunks.flatMap(\.lines)
                    line += " (+\(lines.filter { $0.kind == .added }.count) −\(lines.filter { $0.kind == .removed }.count))"
                }
                lines.append(line)
            }
        }
        lines.append("  Cards (\(cardSummary(cards)))")
        let idWidth = min(cards.map(\.id.count).max() ?? 0, 40)
        for card in cards {
            lines.append("    \(card.id.padding(idWidth))  \(card.kind.rawValue.padding(6))  \(card.topic)")
        }
        lines.append("  Questions (\(questions.count))")
        let questionWidth = min(questions.map(\.id.count).max() ?? 0, 40)
        for question in questions {
            let sources = question.sources.count == 1 ? "1 source" : "\(question.sources.count) sources"
            lines.append("    \(String(question.number).leftPadding(2)). \(question.id.padding(questionWidth))  \(question.title) (\(sources))")
        }
        return lines
    }
}

func plural(_ count: Int, _ noun: String) -> String { count == 1 ? "1 \(noun)" : "\(count) \(noun)s" }

/// "21 cards: 13 syntax, 8 trick".
func cardSummary(_ cards: [Flashcard]) -> String {
    let syntax = cards.filter { $0.kind == .syntax }.count
    return "\(plural(cards.count, "card")): \(syntax) syntax, \(cards.count - syntax) trick"
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    func leftPadding(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
