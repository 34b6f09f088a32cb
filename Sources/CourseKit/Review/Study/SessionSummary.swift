import Foundation

/// What a sitting achieved and what comes next, shown when it ends.
public struct SessionSummary: Sendable, Equatable {
    public var reviewed: Int
    public var byRating: [StudyRating: Int]
    public var timeSpent: TimeInterval
    public var now: Date
    /// The earliest due date after now among studied items, nil if none is scheduled.
    public var nextDue: Date?
    /// Items due before the next study day starts (including ones overdue now).
    public var dueRestOfToday: Int
    public var dueTomorrow: Int
    /// New items that today's limit still allowed but that were not reached.
    public var newLeft: Int

    /// "Reviewed 5 (again 1 · hard 0 · good 3 · easy 1) in 2m 05s." and the next due line.
    public var lines: [String] {
        var lines: [String] = []
        let grades = StudyRating.allCases.map { "\($0.word) \(byRating[$0] ?? 0)" }.joined(separator: " · ")
        let noun = reviewed == 1 ? "item" : "items"
        lines.append("Reviewed \(reviewed) \(noun) (\(grades)) in \(DurationText.clock(timeSpent)).")
        if let nextDue {
            lines.append("Next due: in \(DurationText.short(nextDue.timeIntervalSince(now)))"
                         + " (\(DurationText.timestamp(nextDue))); \(dueRestOfToday) more today,"
                         + " \(dueTomorrow) tomorrow.")
        } else {
            lines.append("Nothing scheduled yet.")
        }
        if newLeft > 0 { lines.append("\(newLeft) new left for today.") }
        return lines
    }
}

/// Durations the way the quiz shows them: short on the keys ("1m", "8d", "3.2mo"), as a clock in
/// the summary ("2m 05s").
public enum DurationText {
    /// Seconds under a minute, then minutes, hours, days; months and years one decimal.
    public static func short(_ interval: TimeInterval) -> String {
        let seconds = max(0, interval)
        let minute = 60.0, hour = 3600.0, day = 86400.0
        if seconds < minute { return "\(Int(seconds.rounded()))s" }
        if seconds < hour { return "\(roundHalfUp(seconds / minute))m" }
        if seconds < day { return "\(roundHalfUp(seconds / hour))h" }
        let days = seconds / day
        if days < 30 { return "\(roundHalfUp(days))d" }
        if days < 365 { return oneDecimal(days / 30) + "mo" }
        return oneDecimal(days / 365) + "y"
    }

    /// "45s", "2m 05s", "1h 02m".
    public static func clock(_ interval: TimeInterval) -> String {
        let total = Int(max(0, interval).rounded())
        let hours = total / 3600, minutes = total % 3600 / 60, seconds = total % 60
        if hours > 0 { return "\(hours)h " + String(format: "%02dm", minutes) }
        if minutes > 0 { return "\(minutes)m " + String(format: "%02ds", seconds) }
        return "\(seconds)s"
    }

    /// Local "yyyy-MM-dd HH:mm".
    public static func timestamp(_ date: Date, timeZone: TimeZone = .current) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
    }

    private static func roundHalfUp(_ value: Double) -> Int { Int((value + 0.5).rounded(.down)) }

    private static func oneDecimal(_ value: Double) -> String {
        let tenths = roundHalfUp(value * 10)
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
}
