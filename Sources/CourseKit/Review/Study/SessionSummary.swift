import Foundation

/// What a sitting achieved and what comes next, shown when it ends.
package struct SessionSummary: Sendable, Equatable {
    package var reviewed: Int
    package var byRating: [Rating: Int]
    package var timeSpent: TimeInterval
    package var now: Timestamp
    /// The earliest due date after now among studied items, nil if none is scheduled.
    package var nextDue: Timestamp?
    /// Items due before the next study day starts (including ones overdue now).
    package var dueRestOfToday: Int
    package var dueTomorrow: Int
    /// New items that today's limit still allowed but that were not reached.
    package var newLeft: Int

    /// "Reviewed 5 (again 1 · hard 0 · good 3 · easy 1) in 2m 05s." and the next due line.
    package var lines: [String] {
        var lines: [String] = []
        let grades = Rating.allCases.map { "\($0.word) \(byRating[$0] ?? 0)" }.joined(separator: " · ")
        lines.append("Reviewed \(plural(reviewed, "item")) (\(grades)) in \(DurationText.clock(timeSpent)).")
        if let nextDue {
            lines.append(
                "Next due: in \((nextDue - now).compactDescription)"
                    + " (\(DurationText.timestamp(nextDue.date))); \(dueRestOfToday) more today,"
                    + " \(dueTomorrow) tomorrow.")
        } else {
            lines.append("Nothing scheduled yet.")
        }
        if newLeft > 0 { lines.append("\(newLeft) new left for today.") }
        return lines
    }
}

/// Durations and times the way the quiz's summary shows them: as a clock ("2m 05s"), a local time.
///
/// (On the keys: `TimeSpan.compactDescription`, "1m", "8d", "3.2mo".)
package enum DurationText {
    /// "45s", "2m 05s", "1h 02m".
    package static func clock(_ interval: TimeInterval) -> String {
        let total = Int(max(0, interval).rounded())
        let hours = total / 3600
        let minutes = total % 3600 / 60
        let seconds = total % 60
        if hours > 0 { return "\(hours)h " + String(format: "%02dm", minutes) }
        if minutes > 0 { return "\(minutes)m " + String(format: "%02ds", seconds) }
        return "\(seconds)s"
    }

    /// Local "yyyy-MM-dd HH:mm".
    package static func timestamp(_ date: Date, timeZone: TimeZone = .current) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
    }
}
