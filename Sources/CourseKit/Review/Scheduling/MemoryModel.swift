import Foundation

/// The FSRS-6 formulas for stability, difficulty, retrievability and intervals, evaluated in
/// exactly py-fsrs 6.3.2's order and with `pow(e, x)` for every `e^x` (not `exp`), so that the
/// results are bit for bit those of py-fsrs. Constants that depend only on the weights are
/// computed once, by the same expressions.
struct MemoryModel: Sendable {
    private static let e = 2.718281828459045
    static let minimumStability = 0.001

    let w: [Double]
    let decay: Double
    let factor: Double
    private let intervalMultiplier: Double
    private let maximumInterval: Int
    private let recallScale: Double
    private let forgetCapDivisor: Double
    private let easyInitialDifficulty: Double

    init(_ configuration: SchedulerConfiguration) {
        w = configuration.weights.values
        decay = -w[20]
        factor = pow(0.9, 1 / decay) - 1
        intervalMultiplier = pow(configuration.desiredRetention, 1 / decay) - 1
        maximumInterval = configuration.maximumInterval
        recallScale = pow(Self.e, w[8])
        forgetCapDivisor = pow(Self.e, w[17] * w[18])
        easyInitialDifficulty = Self.initialDifficulty(w, .easy)
    }

    func initialStability(_ rating: Rating) -> Double {
        max(w[rating.rawValue - 1], Self.minimumStability)
    }

    func initialDifficulty(_ rating: Rating) -> Double {
        clampDifficulty(Self.initialDifficulty(w, rating))
    }

    private static func initialDifficulty(_ w: [Double], _ rating: Rating) -> Double {
        w[4] - pow(e, w[5] * Double(rating.rawValue - 1)) + 1
    }

    func nextDifficulty(_ difficulty: Double, _ rating: Rating) -> Double {
        let delta = -(w[6] * Double(rating.rawValue - 3))
        let damped = difficulty + (10.0 - difficulty) * delta / 9.0
        return clampDifficulty(w[7] * easyInitialDifficulty + (1 - w[7]) * damped)
    }

    /// Stability after a review less than a whole day after the previous one.
    func shortTermStability(_ stability: Double, _ rating: Rating) -> Double {
        var increase = pow(Self.e, w[17] * (Double(rating.rawValue - 3) + w[18])) * pow(stability, -w[19])
        if rating != .again { increase = max(increase, 1.0) }
        return max(stability * increase, Self.minimumStability)
    }

    /// Stability after a review a day or more after the previous one, at retrievability `r`.
    func longTermStability(_ stability: Double, _ difficulty: Double, _ r: Double, _ rating: Rating) -> Double {
        let next: Double
        if rating == .again {
            let long = w[11] * pow(difficulty, -w[12]) * (pow(stability + 1, w[13]) - 1)
                * pow(Self.e, (1 - r) * w[14])
            next = min(long, stability / forgetCapDivisor)
        } else {
            let hardPenalty = rating == .hard ? w[15] : 1
            let easyBonus = rating == .easy ? w[16] : 1
            next = stability * (1 + recallScale * (11 - difficulty) * pow(stability, -w[9])
                * (pow(Self.e, (1 - r) * w[10]) - 1) * hardPenalty * easyBonus)
        }
        return max(next, Self.minimumStability)
    }

    /// The probability of recall after `elapsedDays` whole days (negative counts as 0).
    func retrievability(stability: Double, elapsedDays: Int) -> Double {
        pow(1 + factor * Double(max(0, elapsedDays)) / stability, decay)
    }

    /// Whole days until recall probability falls to the desired retention: rounded half to even,
    /// at least 1, at most the maximum interval. An infinite or NaN stability (py-fsrs has no upper
    /// limit; it stops with an error rounding such an interval) gives the maximum.
    func intervalDays(stability: Double) -> Int {
        let raw = (stability / factor * intervalMultiplier).rounded(.toNearestOrEven)
        guard raw < Double(maximumInterval) else { return max(1, maximumInterval) }
        return max(Int(raw), 1)
    }

    private func clampDifficulty(_ d: Double) -> Double { min(max(d, 1.0), 10.0) }
}
