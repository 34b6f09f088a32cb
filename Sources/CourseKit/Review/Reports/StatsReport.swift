import Foundation

/// `course stats` as text.
///
/// Counts, a 14-day forecast bar chart, true retention, a 12-week heatmap, lapses by topic,
/// leeches, edited cards and orphaned ids.
package struct StatsReport: Sendable {
    package var stats: CourseStats
    package var courseTitle: String
    package var usesColor: Bool
    package var width: Int
    /// What made the leeches leeches, for the section's title.
    package var leeches: LeechThreshold

    /// The report of `stats`, to be drawn.
    ///
    /// - Parameters:
    ///   - stats: The statistics.
    ///   - courseTitle: The course's title, for the heading.
    ///   - usesColor: Whether to draw in colour.
    ///   - width: The width to draw in, in columns.
    ///   - leeches: What made the leeches leeches, for the section's title.
    package init(
        stats: CourseStats, courseTitle: String, usesColor: Bool, width: Int = 80,
        leeches: LeechThreshold = LeechThreshold()
    ) {
        self.stats = stats
        self.courseTitle = courseTitle
        self.usesColor = usesColor
        self.width = width
        self.leeches = leeches
    }

    package var text: String { lines.rendered(color: usesColor) }

    package var lines: [StyledLine] {
        let c = stats.cards
        let d = stats.due
        var lines = [StyledLine(courseTitle, TerminalTheme.heading), .blank]
        lines.append(
            StyledLine(
                "Cards     new \(c.new) · learning \(c.learning) · review \(c.review) · relearning \(c.relearning)"))
        lines.append(StyledLine("Due       now \(d.now) · today \(d.today) · tomorrow \(d.tomorrow)"))
        lines.append(StyledLine("Retention \(retentionText)"))
        lines.append(StyledLine("Reviews   \(stats.totalReviews) in the log"))
        lines += section("Forecast (next 14 days)") + forecastLines
        lines += section("Reviews per day (last 12 weeks)") + heatmapLines
        lines += section("Topics with most lapses")
        lines +=
            stats.topicsWithMostLapses.isEmpty
            ? [hint("No lapses yet.")]
            : stats.topicsWithMostLapses.map {
                StyledLine("  \($0.topic): \(plural($0.lapses, "lapse")) (\(plural($0.cards, "card")))")
            }
        lines += section("Typed answers (right: the same as the answer, or compiles)")
        lines += stats.typedAnswers.isEmpty ? [hint("None typed yet.")] : stats.typedAnswers.map(typedLine)
        lines += section("Leeches (forgotten \(leeches.lapses) times or more; rewrite them)")
        lines += listed(
            stats.leeches.map { "\($0.id): \(plural($0.lapses, "lapse"))" + ($0.location.map { " · \($0)" } ?? "") })
        lines += section("Edited since last reviewed")
        lines += listed(stats.editedSinceLastReview)
        lines += section("Orphaned ids (in the log, not in the course; kept)")
        lines += listed(stats.orphanedIDs)
        return lines
    }

    /// `Environment: 7 of 9 right (77.8%) · same 5 · compiles 2 · error 2`.
    ///
    /// Then what was not compiled (no compiler) and not right or wrong.
    private func typedLine(_ topic: CourseStats.TopicTyped) -> StyledLine {
        let judged = topic.right + topic.error
        var parts = [
            "\(topic.right) of \(judged) right" + (topic.rate.map { " (\(percent($0)))" } ?? ""),
            "same \(topic.same)", "compiles \(topic.compiles)", "error \(topic.error)",
        ]
        if topic.different > 0 { parts.append("not compiled \(topic.different)") }
        let other = topic.answers - judged - topic.different
        if other > 0 { parts.append("other \(other)") }
        return StyledLine("  \(InertText.line(topic.topic)): " + parts.joined(separator: " · "))
    }

    /// At most 20 entries, then how many more (`--json` lists them all).
    private func listed(_ entries: [String]) -> [StyledLine] {
        guard !entries.isEmpty else { return [hint("None.")] }
        let shown = entries.prefix(20).map { StyledLine("  \($0)") }
        return entries.count > 20 ? shown + [hint("… and \(entries.count - 20) more (--json lists them all)")] : shown
    }

    private var retentionText: String {
        let r = stats.retention
        guard let rate = r.rate else {
            return "no answers to cards in review in the last 30 days (target \(percent(r.desired)))"
        }
        return
            "\(percent(rate)) true retention over the last 30 days (\(r.passed)/\(r.reviews); target \(percent(r.desired)))"
    }

    private func percent(_ value: Double) -> String { String(format: "%.1f%%", value * 100) }

    private func section(_ title: String) -> [StyledLine] { [.blank, StyledLine(title, TerminalTheme.heading)] }

    private func hint(_ text: String) -> StyledLine { StyledLine("  " + text, TerminalTheme.hint) }

    /// `Mon 11-30 ████████ 12`, bars scaled to the busiest day.
    private var forecastLines: [StyledLine] {
        let largest = max(1, stats.forecast.map(\.count).max() ?? 1)
        let room = max(10, min(50, width - 20))
        return stats.forecast.map { day in
            let length = day.count == 0 ? 0 : max(1, day.count * room / largest)
            let bar = String(repeating: usesColor ? "█" : "#", count: length)
            return StyledLine([
                StyledSpan("  \(weekday(day.date)) \(day.date.dropFirst(5)) "),
                StyledSpan(bar, TerminalStyle(color: .green)), StyledSpan(" \(day.count)"),
            ])
        }
    }

    /// Seven rows (Mon…Sun), one column per week, a shade per count; a legend under it.
    private var heatmapLines: [StyledLine] {
        let days = stats.reviewsPerDay
        guard let first = days.first else { return [] }
        let leading = weekdayIndex(first.date)
        let padded: [Int?] = Array(repeating: nil, count: leading) + days.map { $0.count }
        let weeks = (padded.count + 6) / 7
        let largest = max(1, days.map(\.count).max() ?? 1)
        let shades = usesColor ? ["·", "░", "▒", "▓", "█"] : [".", "-", "+", "*", "#"]
        let names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        var lines: [StyledLine] = []
        for row in 0..<7 {
            var text = "  \(names[row]) "
            for week in 0..<weeks {
                let index = week * 7 + row
                guard index < padded.count, let count = padded[index] else {
                    text += "  "
                    continue
                }
                let level = count == 0 ? 0 : 1 + min(3, (count - 1) * 4 / largest)
                text += shades[level] + " "
            }
            lines.append(StyledLine(text))
        }
        let legend =
            "  \(shades[0]) none  \(shades[1])…\(shades[4]) up to \(largest) a day · \(days.map(\.count).reduce(0, +)) in 12 weeks"
        return lines + [hint(String(legend.dropFirst(2)))]
    }

    /// 0 for Monday … 6 for Sunday.
    private func weekdayIndex(_ date: String) -> Int {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        guard let parsed = formatter.date(from: date) else { return 0 }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return (calendar.component(.weekday, from: parsed) + 5) % 7
    }

    private func weekday(_ date: String) -> String {
        ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][weekdayIndex(date)]
    }
}
