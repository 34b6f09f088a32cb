import Foundation

/// `course optimize`: the learner's answers fitted, and the fit judged against the current weights.
///
/// It is judged on the whole log and on answers it did not see.
///
/// The time split: the log's days (UTC calendar days with at least one answer) in order, the first
/// 80 % of them (rounded up) for a second fit, the rest held out; both the current weights and that
/// fit are scored on the held-out days' long-term reviews (the cards' earlier answers still shape
/// their memory). A split needs at least 5 days and enough reviews on both sides; otherwise there
/// is none, and the reason says why.
public struct OptimizationReport: Sendable, Codable {
    /// The long-term reviews the fit trained on and is scored on.
    public var reviews: Int
    /// Answers read from the log (undone ones left out), and the cards they are to.
    public var answers: Int
    public var cards: Int
    public var scope: FitScope
    public var current: EvaluatedWeights
    public var fitted: EvaluatedWeights
    public var split: TimeSplit?
    /// Why there is no split, when there is none.
    public var splitUnavailable: String?
    public var retention: RetentionSuggestion

    public struct EvaluatedWeights: Sendable, Codable {
        public var weights: [Double]
        public var logLoss: Double?
        public var rmseBins: Double?

        init(weights: [Double], score: FitScore) {
            self.weights = weights
            logLoss = score.reviews > 0 ? score.logLoss : nil
            rmseBins = score.reviews > 0 ? score.rmseBins : nil
        }
    }

    public struct TimeSplit: Sendable, Codable {
        /// The first held-out day, as ISO 8601.
        public var heldOutFrom: String
        public var trainingReviews: Int
        public var heldOutReviews: Int
        public var current: Figures
        public var fitted: Figures
        /// The second fit's weights, fitted on the training days only.
        public var fittedWeights: [Double]

        /// Whether the split's fit predicts the held-out answers better (lower log loss).
        public var fitHelps: Bool { (fitted.logLoss ?? .infinity) < (current.logLoss ?? .infinity) }
    }

    public struct Figures: Sendable, Codable {
        public var logLoss: Double?
        public var rmseBins: Double?

        init(_ score: FitScore) {
            logLoss = score.reviews > 0 ? score.logLoss : nil
            rmseBins = score.reviews > 0 ? score.rmseBins : nil
        }
    }
}

/// How much of the weights a fit could change, given how many reviews there were.
public enum FitScope: String, Sendable, Codable {
    /// All 21 weights.
    case allWeights = "all"
    /// Only w0–w3, the initial stabilities: fewer than 512 long-term reviews.
    case initialStabilities = "initial-stabilities"
    /// None: fewer than 8 long-term reviews; the weights are the current ones.
    case none
}

public enum Optimization {
    /// Fits `current` to the answers of `log`, scores both, splits by time and suggests a retention.
    ///
    /// The time split's fit runs on a second thread beside the whole log's. `progress` hears the
    /// whole log's fit: the epoch, how many there are, and the loss; `retentionProgress` the
    /// retention suggestion's simulated years, after each: how many of how many.
    package static func run(
        _ log: ReviewLog, current: [Double], retention: Double,
        progress: ((Int, Int, Double) -> Void)? = nil, retentionProgress: ((Int, Int) -> Void)? = nil
    ) -> OptimizationReport {
        let answers = log.reviews
        let set = TrainingSet(reviews: answers)
        let optimizer = WeightOptimizer()
        // The held-out split is fitted on another core while the whole log's fit runs here.
        let (split, fitted) = Parallel.alongside({
            timeSplit(answers, set: set, current: current, optimizer: optimizer)
        }) {
            let fit = optimizer.fit(set, from: current, progress: progress)
            return OptimizationReport(
                reviews: set.longTermReviewCount, answers: answers.count, cards: set.cards.count, scope: fit.scope,
                current: .init(weights: current, score: FitScore.score(set, weights: current)),
                fitted: .init(weights: fit.weights, score: FitScore.score(set, weights: fit.weights)),
                retention: RetentionSuggestion.suggest(
                    answers: answers, weights: fit.weights, current: retention, progress: retentionProgress))
        }
        var report = fitted
        switch split {
        case .success(let timeSplit): report.split = timeSplit
        case .failure(let reason): report.splitUnavailable = reason.message
        }
        return report
    }

    /// The second fit on the first 80 % of the days, both weights scored on the rest.
    private static func timeSplit(
        _ answers: [ReviewRecord], set: TrainingSet, current: [Double],
        optimizer: WeightOptimizer
    ) -> Result<OptimizationReport.TimeSplit, SplitUnavailable> {
        let start: Timestamp
        switch heldOutStart(answers) {
        case .failure(let reason): return .failure(reason)
        case .success(let first): start = first
        }
        let training = TrainingSet(reviews: answers, before: start)
        let heldOut = FitScore.score(set, weights: current, from: start)
        guard training.longTermReviewCount >= WeightOptimizer.minimumForAnyFit, heldOut.reviews > 0 else {
            return .failure(
                SplitUnavailable(
                    message: "too few long-term reviews on one side of the split "
                        + "(\(training.longTermReviewCount) before \(ISO8601.format(start)), \(heldOut.reviews) from it)"
                ))
        }
        let splitFit = optimizer.fit(training, from: current)
        return .success(
            .init(
                heldOutFrom: ISO8601.format(start), trainingReviews: training.longTermReviewCount,
                heldOutReviews: heldOut.reviews, current: .init(heldOut),
                fitted: .init(FitScore.score(set, weights: splitFit.weights, from: start)),
                fittedWeights: splitFit.weights))
    }

    /// Why the fitted weights should not replace the current ones, or nil when they should.
    ///
    /// Only a fit that predicted held-out days better than the current weights is saved (Anki's
    /// rule of keeping the better parameters).
    static func whyNotSave(_ report: OptimizationReport) -> String? {
        if report.scope == .none {
            return
                "with \(plural(report.reviews, "long-term review")) nothing was fitted (at least \(WeightOptimizer.minimumForAnyFit) are needed)"
        }
        guard let split = report.split else {
            return "there is no time split to test the fit on (\(report.splitUnavailable ?? "too little history"))"
        }
        guard split.fitHelps else {
            return "on the held-out days the fit predicted worse than the current weights (log loss "
                + "\(format(split.fitted.logLoss)) against \(format(split.current.logLoss)))"
        }
        return nil
    }

    static func format(_ figure: Double?) -> String { figure.map { String(format: "%.4f", $0) } ?? "none" }

    /// The two figures for `weights` on the answers of `log`.
    public static func evaluate(_ log: ReviewLog, weights: [Double]) -> FitScore {
        FitScore.score(TrainingSet(reviews: log.reviews), weights: weights)
    }

    struct SplitUnavailable: Error {
        var message: String
    }

    static let minimumDaysForSplit = 5

    /// The start of the first held-out day: after the first 80 % of the log's days.
    static func heldOutStart(_ answers: [ReviewRecord]) -> Result<Timestamp, SplitUnavailable> {
        let microsecondsPerDay: Int64 = 86_400_000_000
        let days = Set(
            answers.map {
                $0.at.microseconds >= 0
                    ? $0.at.microseconds / microsecondsPerDay
                    : ($0.at.microseconds + 1) / microsecondsPerDay - 1
            }
        ).sorted()
        guard days.count >= minimumDaysForSplit else {
            return .failure(
                SplitUnavailable(
                    message:
                        "the log has answers on \(plural(days.count, "day")); a time split needs at least \(minimumDaysForSplit)"
                ))
        }
        let training = (days.count * 4 + 4) / 5
        guard training < days.count else {
            return .failure(SplitUnavailable(message: "no day is left to hold out"))
        }
        return .success(Timestamp(microseconds: days[training] * microsecondsPerDay))
    }
}
