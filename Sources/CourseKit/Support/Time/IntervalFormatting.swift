extension TimeSpan {
    /// Short and rounded, for button labels and tables: `45s`, `6m`, `3h`, `8d`, `4.2mo`, `1.5y`.
    ///
    /// Minutes, hours and days round to the nearest whole; months (30 days) and years (365 days)
    /// keep one decimal, dropped when it is 0.
    package var compactDescription: String {
        let seconds = self.seconds
        let sign = seconds < 0 ? "-" : ""
        let magnitude = abs(seconds)
        switch magnitude {
        case ..<60: return sign + "\(Int(magnitude.rounded()))s"
        case ..<3_600: return sign + "\(Int((magnitude / 60).rounded()))m"
        case ..<86_400: return sign + "\(Int((magnitude / 3_600).rounded()))h"
        case ..<(30 * 86_400): return sign + "\(Int((magnitude / 86_400).rounded()))d"
        case ..<(365 * 86_400): return sign + Self.oneDecimal(magnitude / (30 * 86_400)) + "mo"
        default: return sign + Self.oneDecimal(magnitude / (365 * 86_400)) + "y"
        }
    }

    private static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
}
