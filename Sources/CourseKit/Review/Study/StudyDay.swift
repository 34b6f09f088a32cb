import Foundation

/// The learner's day, which starts at a configurable hour (4 am by default, as in Anki) in local time.
///
/// So a late-night session still counts as the evening's and daily limits reset in the morning. The
/// calendar is the one place where study's times (`Timestamp`) become `Date`s.
package struct StudyDay: Sendable, Equatable {
    package var startHour: Int
    package var timeZone: TimeZone

    package init(startHour: Int = 4, timeZone: TimeZone = .current) {
        self.startHour = startHour
        self.timeZone = timeZone
    }

    /// The start of the study day that contains `time`.
    package func start(containing time: Timestamp) -> Timestamp {
        Timestamp(start(containing: time.date))
    }

    /// The start of the day `offset` days after the one containing `time` (1: tomorrow).
    package func start(daysAfter offset: Int, from time: Timestamp) -> Timestamp {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let today = start(containing: time.date)
        return Timestamp(calendar.date(byAdding: .day, value: offset, to: today) ?? today)
    }

    private func start(containing date: Date) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let shifted = date.addingTimeInterval(-Double(startHour) * 3600)
        let midnight = calendar.startOfDay(for: shifted)
        return calendar.date(byAdding: .hour, value: startHour, to: midnight) ?? midnight
    }
}
