/// What shapes the schedule: py-fsrs 6.3.2's `Scheduler(...)` arguments, with its defaults.
public struct SchedulerConfiguration: Sendable, Hashable {
    public var weights: FSRSWeights = .defaults
    /// The probability of recall to schedule for; 0.9 means "due when 90 % likely remembered".
    public var desiredRetention: Double = 0.9
    /// Steps a new card goes through before its first interval in days; may be empty.
    public var learningSteps: [TimeSpan] = [.minutes(1), .minutes(10)]
    /// Steps a forgotten card goes through before it is back in review; may be empty.
    public var relearningSteps: [TimeSpan] = [.minutes(10)]
    /// Days; no interval is longer.
    public var maximumInterval: Int = 36_500
    /// Spread intervals of 3 days or more by a few days, deterministically (see `Fuzz`).
    public var fuzz: Bool = true

    public init() {}

    /// A configuration; each argument left out is py-fsrs's default.
    ///
    /// - Parameters:
    ///   - weights: The FSRS weights.
    ///   - desiredRetention: The probability of recall to schedule for.
    ///   - learningSteps: Steps a new card goes through before its first interval in days.
    ///   - relearningSteps: Steps a forgotten card goes through before it is back in review.
    ///   - maximumInterval: Days; no interval is longer.
    ///   - fuzz: Spread intervals of 3 days or more by a few days, deterministically.
    public init(
        weights: FSRSWeights = .defaults, desiredRetention: Double = 0.9,
        learningSteps: [TimeSpan] = [.minutes(1), .minutes(10)],
        relearningSteps: [TimeSpan] = [.minutes(10)], maximumInterval: Int = 36_500,
        fuzz: Bool = true
    ) {
        self.weights = weights
        self.desiredRetention = desiredRetention
        self.learningSteps = learningSteps
        self.relearningSteps = relearningSteps
        self.maximumInterval = maximumInterval
        self.fuzz = fuzz
    }
}
