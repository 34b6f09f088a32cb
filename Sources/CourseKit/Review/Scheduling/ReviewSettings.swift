/// Everything a learner can tune about reviewing: the scheduler's configuration plus the daily
/// limits and the hour a study day starts. Set from the settings file, then from command-line
/// options, both through `set(_:to:)` so that they accept and reject exactly the same values.
public struct ReviewSettings: Sendable, Hashable {
    public var scheduler = SchedulerConfiguration()
    /// New cards introduced per study day.
    public var newPerDay = 20
    /// Reviews (cards already seen) per study day.
    public var reviewLimit = 200
    /// The local hour at which a study day starts, as Anki's "next day starts at".
    public var dayStartHour = 4

    public init() {}

    /// The settings' names, as keys of the settings file and, with `--`, as options.
    public static let names = ["retention", "learning-steps", "relearning-steps", "max-interval",
                               "weights", "fuzz", "new-per-day", "review-limit", "day-start-hour"]

    /// Sets the setting `name` from its text form: `0.9`, `1m,10m` (or empty for no steps),
    /// `36500`, `w0,…,w20`, `true|false`, … Throws a message naming the setting and what it allows.
    public mutating func set(_ name: String, to text: String) throws(SettingsError) {
        let value = text.trimmingSpaces
        switch name {
        case "retention":
            guard let r = Double(value), r > 0, r < 1 else {
                throw SettingsError(option: name, message: "'\(text)' is not a retention; give a number between 0 and 1 (exclusive), e.g. 0.9")
            }
            scheduler.desiredRetention = r
        case "learning-steps":
            scheduler.learningSteps = try Self.steps(name, value)
        case "relearning-steps":
            scheduler.relearningSteps = try Self.steps(name, value)
        case "max-interval":
            scheduler.maximumInterval = try Self.integer(name, value, in: 1...36_500, what: "a number of days")
        case "weights":
            let parts = value.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
            let numbers = parts.compactMap { Double($0) }.filter(\.isFinite)
            guard numbers.count == parts.count else {
                let bad = parts.first { Double($0)?.isFinite != true } ?? ""
                throw SettingsError(option: name, message: "'\(bad)' is not a number; give 21 comma-separated numbers w0,…,w20")
            }
            scheduler.weights = try FSRSWeights(numbers)
        case "fuzz":
            switch value.lowercased() {
            case "true", "yes", "on", "1": scheduler.fuzz = true
            case "false", "no", "off", "0": scheduler.fuzz = false
            default: throw SettingsError(option: name, message: "'\(text)' is not true or false")
            }
        case "new-per-day":
            newPerDay = try Self.integer(name, value, in: 0...100_000, what: "a number of cards")
        case "review-limit":
            reviewLimit = try Self.integer(name, value, in: 0...1_000_000, what: "a number of cards")
        case "day-start-hour":
            dayStartHour = try Self.integer(name, value, in: 0...23, what: "an hour")
        default:
            throw SettingsError(option: name, message: "unknown setting; known settings: \(Self.names.joined(separator: ", "))")
        }
    }

    private static func steps(_ name: String, _ value: String) throws(SettingsError) -> [TimeSpan] {
        guard !value.isEmpty else { return [] }
        var steps: [TimeSpan] = []
        for part in value.split(separator: ",", omittingEmptySubsequences: false) {
            guard let step = TimeSpan(stepText: part.trimmingSpaces) else {
                throw SettingsError(option: name, message: "'\(part)' is not a step; give durations like 30s, 1m, 10m, 1h or 1d separated by commas, or '' for no steps")
            }
            steps.append(step)
        }
        return steps
    }

    private static func integer(_ name: String, _ value: String, in range: ClosedRange<Int>,
                                what: String) throws(SettingsError) -> Int {
        guard let n = Int(value), range.contains(n) else {
            throw SettingsError(option: name, message: "'\(value)' is not \(what); give a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return n
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
