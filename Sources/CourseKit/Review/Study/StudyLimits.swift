import Foundation

/// How much a day's study may hold. Defaults as in Anki: 20 new items and 200 reviews a day.
package struct StudyLimits: Sendable, Equatable {
    package var newPerDay: Int
    package var reviewsPerDay: Int
    /// When nothing else is left, learning items due within this long are shown early.
    ///
    /// So that a session (and a fixed `--now` clock) can finish the 1- and 10-minute steps.
    package var learnAhead: TimeSpan

    package init(newPerDay: Int = 20, reviewsPerDay: Int = 200, learnAhead: TimeSpan = .minutes(20)) {
        self.newPerDay = newPerDay
        self.reviewsPerDay = reviewsPerDay
        self.learnAhead = learnAhead
    }
}
