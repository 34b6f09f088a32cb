/// Everything a learner can tune about reviewing.
///
/// The scheduler's configuration plus the daily limits and the hour a study day starts. Set from
/// the settings file, then from command-line options, both read by `parse(_:_:)` so that they
/// accept and reject exactly the same values.
public struct ReviewSettings: Sendable, Hashable {
    public var scheduler = SchedulerConfiguration()
    /// New cards introduced per study day.
    public var newPerDay = 20
    /// Reviews (cards already seen) per study day.
    public var reviewLimit = 200
    /// The local hour at which a study day starts, as Anki's "next day starts at".
    public var dayStartHour = 4
    /// When a card forgotten again and again is called a leech.
    public var leeches = LeechThreshold()

    public init() {}

    /// The settings' names, as keys of the settings file and, with `--`, as options.
    public enum Name: String, Sendable, CaseIterable {
        case retention
        case learningSteps = "learning-steps"
        case relearningSteps = "relearning-steps"
        case maxInterval = "max-interval"
        case weights
        case fuzz
        case newPerDay = "new-per-day"
        case reviewLimit = "review-limit"
        case dayStartHour = "day-start-hour"
        case leechThreshold = "leech-threshold"
    }

    public static let names = Name.allCases.map(\.rawValue)

    /// One setting and its value, as read from the settings file or an option.
    public enum Setting: Sendable, Hashable {
        case retention(Double)
        case learningSteps([TimeSpan])
        case relearningSteps([TimeSpan])
        case maximumInterval(Int)
        case weights(FSRSWeights)
        case fuzz(Bool)
        case newPerDay(Int)
        case reviewLimit(Int)
        case dayStartHour(Int)
        case leechThreshold(Int)
    }

    /// Reads the setting `name` from its text form.
    ///
    /// `0.9`, `1m,10m` (or empty for no steps), `36500`, `w0,…,w20`, `true|false`, … The settings
    /// file and the command line both read their values here, so they accept and reject exactly the
    /// same. Throws a message naming the setting and what it allows.
    public static func parse(_ name: String, _ text: String) throws(SettingsError) -> Setting {
        guard let known = Name(rawValue: name) else {
            throw SettingsError(
                option: name, message: "unknown setting; known settings: \(names.joined(separator: ", "))")
        }
        return try parse(known, text)
    }

    /// Reads the setting `name` from its text form (see `parse(_:_:)` above).
    public static func parse(_ name: Name, _ text: String) throws(SettingsError) -> Setting {
        let value = text.trimmingSpaces
        do throws(ValueError) {
            switch name {
            case .retention:
                guard let r = Double(value), r > 0, r < 1 else {
                    throw ValueError(
                        "'\(text)' is not a retention; give a number between 0 and 1 (exclusive), e.g. 0.9")
                }
                return .retention(r)
            case .learningSteps:
                return .learningSteps(try ValueText.steps(value))
            case .relearningSteps:
                return .relearningSteps(try ValueText.steps(value))
            case .maxInterval:
                return .maximumInterval(try ValueText.wholeNumber(value, in: 1...36_500, what: "a number of days"))
            case .weights:
                let parts = value.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
                let numbers = parts.compactMap { Double($0) }.filter(\.isFinite)
                guard numbers.count == parts.count else {
                    let bad = parts.first { Double($0)?.isFinite != true } ?? ""
                    throw ValueError("'\(bad)' is not a number; give 21 comma-separated numbers w0,…,w20")
                }
                do throws(SettingsError) {
                    return .weights(try FSRSWeights(numbers))
                } catch {
                    throw ValueError(error.message)
                }
            case .fuzz:
                return .fuzz(try ValueText.truth(value))
            case .newPerDay:
                return .newPerDay(try ValueText.wholeNumber(value, in: 0...100_000, what: "a number of cards"))
            case .reviewLimit:
                return .reviewLimit(try ValueText.wholeNumber(value, in: 0...1_000_000, what: "a number of cards"))
            case .dayStartHour:
                return .dayStartHour(try ValueText.wholeNumber(value, in: 0...23, what: "an hour"))
            case .leechThreshold:
                return .leechThreshold(try ValueText.wholeNumber(value, in: 1...1000, what: "a number of lapses"))
            }
        } catch {
            throw SettingsError(option: name.rawValue, message: error.message)
        }
    }

    public mutating func apply(_ setting: Setting) {
        switch setting {
        case .retention(let r): scheduler.desiredRetention = r
        case .learningSteps(let steps): scheduler.learningSteps = steps
        case .relearningSteps(let steps): scheduler.relearningSteps = steps
        case .maximumInterval(let days): scheduler.maximumInterval = days
        case .weights(let weights): scheduler.weights = weights
        case .fuzz(let on): scheduler.fuzz = on
        case .newPerDay(let n): newPerDay = n
        case .reviewLimit(let n): reviewLimit = n
        case .dayStartHour(let hour): dayStartHour = hour
        case .leechThreshold(let lapses): leeches.lapses = lapses
        }
    }

    /// Sets the setting `name` from its text form (see `parse`).
    public mutating func set(_ name: String, to text: String) throws(SettingsError) {
        apply(try Self.parse(name, text))
    }
}

/// Anki's leech: a card forgotten this many times or more.
///
/// A card forgotten (a lapse: *Again* on a card in review) this many times or more wastes the
/// learner's time until its text is rewritten. Flagged in the quiz and listed by `course stats`;
/// never suspended.
public struct LeechThreshold: Sendable, Hashable {
    public var lapses: Int

    public init(lapses: Int = 8) {
        self.lapses = lapses
    }

    public func isLeech(lapses count: Int) -> Bool {
        count >= lapses
    }
}
