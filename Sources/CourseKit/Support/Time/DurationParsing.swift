extension TimeSpan {
    /// Parses `30s`, `10m`, `1.5h`, `1d`: a positive number and a unit (seconds, minutes, hours
    /// or days). `nil` for anything else.
    package init?(stepText text: some StringProtocol) {
        guard let unit = text.last else { return nil }
        let perUnit: Double
        switch unit {
        case "s": perUnit = 1
        case "m": perUnit = 60
        case "h": perUnit = 3_600
        case "d": perUnit = 86_400
        default: return nil
        }
        let number = text.dropLast()
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              let value = Double(number), value > 0, value * perUnit <= 36_500 * 86_400
        else { return nil }
        self.init(microseconds: Int64((value * perUnit * 1_000_000).rounded()))
    }

    /// The shortest text `init(stepText:)` reads back: `90s` → `90s`, 600 s → `10m`.
    package var stepText: String {
        let whole = microseconds / 1_000_000
        guard whole * 1_000_000 == microseconds else { return "\(seconds)s" }
        for (unit, size) in [("d", Int64(86_400)), ("h", 3_600), ("m", 60)] where whole % size == 0 {
            return "\(whole / size)\(unit)"
        }
        return "\(whole)s"
    }
}
