extension TimeSpan {
    /// Why a text is not a step (`TimeSpan.step(_:)`).
    package enum StepProblem: Error, Sendable, Equatable {
        /// Not a number and a unit at all.
        case notAStep
        /// A number of the unit that is less than half a microsecond (`0.0000001s`, `0m`).
        ///
        /// Rounded to the microsecond, which is what a span holds, it is no time at all.
        case roundsToZero
        /// Longer than `longestStep`.
        case tooLong
    }

    /// The longest step: 36,500 days, the longest interval there is.
    static let longestStep = TimeSpan.days(36_500)

    /// Reads `30s`, `10m`, `1.5h`, `1d`.
    ///
    /// A decimal number (digits with at most one point) and a unit (seconds, minutes, hours or
    /// days), rounded to the nearest microsecond, half away from zero. The decimal is read exactly,
    /// never through a `Double`, so that whatever `stepText` writes reads back as the same span.
    /// From 1 µs to `longestStep`.
    package static func step(_ text: some StringProtocol) throws(StepProblem) -> TimeSpan {
        let bytes = Array(text.utf8)
        guard let unit = bytes.last else { throw .notAStep }
        let microsecondsPerUnit: Int
        switch unit {
        case UInt8(ascii: "s"): microsecondsPerUnit = 1_000_000
        case UInt8(ascii: "m"): microsecondsPerUnit = 60_000_000
        case UInt8(ascii: "h"): microsecondsPerUnit = 3_600_000_000
        case UInt8(ascii: "d"): microsecondsPerUnit = 86_400_000_000
        default: throw .notAStep
        }
        let number = bytes.dropLast()
        let point = number.firstIndex(of: UInt8(ascii: "."))
        let digits = number.filter { $0 != UInt8(ascii: ".") }
        guard !digits.isEmpty, digits.count + 1 >= number.count,
            digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else { throw .notAStep }
        let fractionDigits = point.map { number.endIndex - $0 - 1 } ?? 0
        // The digits (as a whole number) times the unit in µs, least significant digit first, by
        // long multiplication; the last `fractionDigits` of them are below the microsecond.
        var product: [Int] = []
        product.reserveCapacity(digits.count + 12)
        var carry = 0
        for digit in digits.reversed() {
            let value = Int(digit - UInt8(ascii: "0")) * microsecondsPerUnit + carry
            product.append(value % 10)
            carry = value / 10
        }
        while carry > 0 {
            product.append(carry % 10)
            carry /= 10
        }
        let roundsUp = fractionDigits > 0 && product[fractionDigits - 1] >= 5
        let whole = product[fractionDigits...].reversed().drop { $0 == 0 }
        guard whole.count <= 17 else { throw .tooLong }
        let microseconds = Int64(whole.reduce(0) { $0 * 10 + $1 }) + (roundsUp ? 1 : 0)
        guard microseconds > 0 else { throw .roundsToZero }
        guard microseconds <= longestStep.microseconds else { throw .tooLong }
        return TimeSpan(microseconds: microseconds)
    }

    /// `step(_:)`, nil for anything that is not a step.
    package init?(stepText text: some StringProtocol) {
        guard let span = try? Self.step(text) else { return nil }
        self = span
    }

    /// The text `step(_:)` reads back as this span exactly.
    ///
    /// In the largest unit that divides it (`90s`, `10m`, `2h`, `1d`), else in seconds with as many
    /// decimals as it needs, at most six, never in exponent form (`0.000001s`, `1.5s`). A span of 0
    /// or less, which is no step, is written `0s`, `-1m`, …, which `step(_:)` rejects.
    package var stepText: String {
        let sign = microseconds < 0 ? "-" : ""
        let (whole, fraction) = microseconds.magnitude.quotientAndRemainder(dividingBy: 1_000_000)
        guard fraction == 0 else {
            let digits = String(fraction)
            let decimals = String(repeating: "0", count: 6 - digits.count) + digits
            return sign + "\(whole)." + String(decimals.reversed().drop { $0 == "0" }.reversed()) + "s"
        }
        for (unit, size) in [("d", UInt64(86_400)), ("h", 3_600), ("m", 60)] where whole > 0 && whole % size == 0 {
            return sign + "\(whole / size)\(unit)"
        }
        return sign + "\(whole)s"
    }
}
