import Foundation

/// What the FSRS-6 formulas compute with.
///
/// `Double` for scheduling, and a number that carries its derivatives (`Dual`) for fitting the
/// weights. The formulas are written once, in `MemoryFormulas`.
protocol MemoryNumber: Sendable {
    init(_ value: Double)
    var value: Double { get }
    static func + (a: Self, b: Self) -> Self
    static func - (a: Self, b: Self) -> Self
    static func * (a: Self, b: Self) -> Self
    static func / (a: Self, b: Self) -> Self
    static prefix func - (a: Self) -> Self
    /// `base` raised to `exponent`, as `pow` computes it.
    static func power(_ base: Self, _ exponent: Self) -> Self
}

extension Double: MemoryNumber {
    var value: Double { self }
    static func power(_ base: Double, _ exponent: Double) -> Double { pow(base, exponent) }
}

/// The FSRS-6 formulas for stability, difficulty and retrievability, bit for bit py-fsrs's.
///
/// They are evaluated in exactly py-fsrs 6.3.2's order and with `pow(e, x)` for every `e^x` (not
/// `exp`), so that with `Double` the results are bit for bit those of py-fsrs. Constants that
/// depend only on the weights are computed once, by the same expressions. `min`/`max` pick one
/// operand as Python's do (the first on a tie), and a clamped value is the bound itself, so
/// derivatives flow as torch's do.
struct MemoryFormulas<N: MemoryNumber>: Sendable {
    static var e: N { N(2.718281828459045) }
    static var minimumStability: N { N(0.001) }

    let w: [N]
    let decay: N
    let factor: N
    private let recallScale: N
    private let forgetCapDivisor: N
    private let easyInitialDifficulty: N

    init(weights w: [N]) {
        self.w = w
        decay = -w[20]
        factor = N.power(N(0.9), N(1) / decay) - N(1)
        recallScale = N.power(Self.e, w[8])
        forgetCapDivisor = N.power(Self.e, w[17] * w[18])
        easyInitialDifficulty = Self.initialDifficulty(w, .easy)
    }

    func initialStability(_ rating: Rating) -> N {
        atLeast(w[rating.rawValue - 1], Self.minimumStability)
    }

    func initialDifficulty(_ rating: Rating) -> N {
        clampDifficulty(Self.initialDifficulty(w, rating))
    }

    private static func initialDifficulty(_ w: [N], _ rating: Rating) -> N {
        w[4] - N.power(e, w[5] * N(Double(rating.rawValue - 1))) + N(1)
    }

    func nextDifficulty(_ difficulty: N, _ rating: Rating) -> N {
        let delta = -(w[6] * N(Double(rating.rawValue - 3)))
        let damped = difficulty + (N(10.0) - difficulty) * delta / N(9.0)
        return clampDifficulty(w[7] * easyInitialDifficulty + (N(1) - w[7]) * damped)
    }

    /// Stability after a review less than a whole day after the previous one.
    func shortTermStability(_ stability: N, _ rating: Rating) -> N {
        var increase =
            N.power(Self.e, w[17] * (N(Double(rating.rawValue - 3)) + w[18]))
            * N.power(stability, -w[19])
        if rating != .again { increase = atLeast(increase, N(1.0)) }
        return atLeast(stability * increase, Self.minimumStability)
    }

    /// Stability after a review a day or more after the previous one, at retrievability `r`.
    func longTermStability(_ stability: N, _ difficulty: N, _ r: N, _ rating: Rating) -> N {
        let next: N
        if rating == .again {
            let long =
                w[11] * N.power(difficulty, -w[12]) * (N.power(stability + N(1), w[13]) - N(1))
                * N.power(Self.e, (N(1) - r) * w[14])
            let short = stability / forgetCapDivisor
            next = short.value < long.value ? short : long
        } else {
            let hardPenalty = rating == .hard ? w[15] : N(1)
            let easyBonus = rating == .easy ? w[16] : N(1)
            next =
                stability
                * (N(1) + recallScale * (N(11) - difficulty) * N.power(stability, -w[9])
                    * (N.power(Self.e, (N(1) - r) * w[10]) - N(1)) * hardPenalty * easyBonus)
        }
        return atLeast(next, Self.minimumStability)
    }

    /// The probability of recall after `elapsedDays` whole days (negative counts as 0).
    func retrievability(stability: N, elapsedDays: Int) -> N {
        N.power(N(1) + factor * N(Double(max(0, elapsedDays))) / stability, decay)
    }

    /// `max(x, bound)`: the bound itself when `x` is below it.
    private func atLeast(_ x: N, _ bound: N) -> N { bound.value > x.value ? bound : x }

    private func clampDifficulty(_ d: N) -> N {
        if d.value < 1.0 { return N(1.0) }
        if d.value > 10.0 { return N(10.0) }
        return d
    }
}

/// The memory model the scheduler uses: the formulas in `Double`, and intervals.
struct MemoryModel: Sendable {
    static let minimumStability = 0.001

    let formulas: MemoryFormulas<Double>
    private let intervalMultiplier: Double
    private let maximumInterval: Int

    var w: [Double] { formulas.w }
    var decay: Double { formulas.decay }
    var factor: Double { formulas.factor }

    init(_ configuration: SchedulerConfiguration) {
        formulas = MemoryFormulas(weights: configuration.weights.values)
        intervalMultiplier = pow(configuration.desiredRetention, 1 / formulas.decay) - 1
        maximumInterval = configuration.maximumInterval
    }

    func initialStability(_ rating: Rating) -> Double { formulas.initialStability(rating) }
    func initialDifficulty(_ rating: Rating) -> Double { formulas.initialDifficulty(rating) }
    func nextDifficulty(_ difficulty: Double, _ rating: Rating) -> Double {
        formulas.nextDifficulty(difficulty, rating)
    }
    func shortTermStability(_ stability: Double, _ rating: Rating) -> Double {
        formulas.shortTermStability(stability, rating)
    }
    func longTermStability(_ stability: Double, _ difficulty: Double, _ r: Double, _ rating: Rating) -> Double {
        formulas.longTermStability(stability, difficulty, r, rating)
    }
    func retrievability(stability: Double, elapsedDays: Int) -> Double {
        formulas.retrievability(stability: stability, elapsedDays: elapsedDays)
    }

    /// Whole days until recall probability falls to the desired retention.
    ///
    /// Rounded half to even, at least 1, at most the maximum interval. An infinite or NaN stability
    /// (py-fsrs has no upper limit; it stops with an error rounding such an interval) gives the
    /// maximum.
    func intervalDays(stability: Double) -> Int {
        let raw = (stability / factor * intervalMultiplier).rounded(.toNearestOrEven)
        guard raw < Double(maximumInterval) else { return max(1, maximumInterval) }
        return max(Int(raw), 1)
    }
}
