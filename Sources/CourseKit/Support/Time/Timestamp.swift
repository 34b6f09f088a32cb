import Foundation

/// An instant in UTC, held as whole microseconds since 1970.
///
/// So the scheduler's arithmetic on steps (×1.5, halves) is exact, as it is with Python's
/// `timedelta`, and never drifts like `Double`.
public struct Timestamp: Hashable, Comparable, Sendable {
    public var microseconds: Int64

    public init(microseconds: Int64) { self.microseconds = microseconds }

    public init(secondsSince1970 seconds: Int64) { self.microseconds = seconds * 1_000_000 }

    public init(_ date: Date) {
        self.microseconds = Int64((date.timeIntervalSince1970 * 1_000_000).rounded())
    }

    public var date: Date { Date(timeIntervalSince1970: Double(microseconds) / 1_000_000) }

    public static func < (a: Timestamp, b: Timestamp) -> Bool { a.microseconds < b.microseconds }

    public static func + (a: Timestamp, b: TimeSpan) -> Timestamp {
        Timestamp(microseconds: a.microseconds + b.microseconds)
    }

    public static func - (a: Timestamp, b: Timestamp) -> TimeSpan {
        TimeSpan(microseconds: a.microseconds - b.microseconds)
    }
}

/// A length of time in whole microseconds, like Python's `timedelta`.
public struct TimeSpan: Hashable, Comparable, Sendable {
    public var microseconds: Int64

    public init(microseconds: Int64) { self.microseconds = microseconds }

    public static func seconds(_ n: Int64) -> TimeSpan { TimeSpan(microseconds: n * 1_000_000) }
    public static func minutes(_ n: Int64) -> TimeSpan { .seconds(n * 60) }
    public static func days(_ n: Int64) -> TimeSpan { .seconds(n * 86_400) }

    public static let day = TimeSpan.days(1)

    public static func < (a: TimeSpan, b: TimeSpan) -> Bool { a.microseconds < b.microseconds }

    public static func + (a: TimeSpan, b: TimeSpan) -> TimeSpan {
        TimeSpan(microseconds: a.microseconds + b.microseconds)
    }

    /// Whole days, rounded down (negative spans give -1, …), as `timedelta.days` does.
    public var wholeDays: Int {
        let perDay = TimeSpan.day.microseconds
        let (quotient, remainder) = microseconds.quotientAndRemainder(dividingBy: perDay)
        return Int(remainder < 0 ? quotient - 1 : quotient)
    }

    public var seconds: Double { Double(microseconds) / 1_000_000 }

    /// `numerator/denominator` of this span, rounded half to even at the microsecond.
    ///
    /// What `timedelta * 1.5` and `timedelta / 2.0` do in Python.
    func scaled(by numerator: Int64, over denominator: Int64) -> TimeSpan {
        let product = microseconds * numerator
        var (quotient, remainder) = product.quotientAndRemainder(dividingBy: denominator)
        if remainder < 0 {
            quotient -= 1
            remainder += denominator
        }
        let twice = remainder * 2
        if twice > denominator || (twice == denominator && quotient % 2 != 0) { quotient += 1 }
        return TimeSpan(microseconds: quotient)
    }
}
