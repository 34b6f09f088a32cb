import Foundation

/// Fits the 21 FSRS-6 weights to a learner's answers, as py-fsrs 6.3.2's `Optimizer` does.
///
/// Binary cross-entropy between the predicted retrievability at each long-term review and recall,
/// summed over mini-batches of 512 reviews; Adam (learning rate 0.04, torch's defaults otherwise)
/// with the learning rate annealed along a cosine over every step of 5 epochs; the weights clamped
/// to their bounds after every step; the cards shuffled at the start of each epoch; and, at the
/// end, the weights of the epoch whose loss on all the reviews was lowest.
///
/// Gradients are exact: the walk through each card's answers is evaluated on `Dual` numbers
/// (forward-mode automatic differentiation), and, as in py-fsrs, a card's stability and difficulty
/// stop carrying derivatives from one mini-batch into the next.
///
/// With fewer than `minimumForAllWeights` long-term reviews only the four initial stabilities
/// (w0–w3) are fitted, the rest kept; with fewer than `minimumForAnyFit`, nothing is fitted.
/// Deterministic: the shuffle is seeded, and the training set's order does not depend on the file's.
struct WeightOptimizer: Sendable {
    static let minimumForAnyFit = 8
    static let minimumForAllWeights = 512

    var epochs = 5
    var batchSize = 512
    var learningRate = 0.04
    /// The fewest optimizer steps a fit takes.
    ///
    /// A small history makes few mini-batches, so it gets more epochs over the same reviews
    /// (py-fsrs would take 5 steps on 500 reviews).
    var minimumSteps = 100
    var seed: UInt64 = 42

    struct Fit: Sendable {
        var weights: [Double]
        var scope: FitScope
        /// The mean loss on all the reviews after each epoch.
        var epochLosses: [Double]
    }

    static func scope(forLongTermReviews count: Int) -> FitScope {
        count < minimumForAnyFit ? .none : count < minimumForAllWeights ? .initialStabilities : .allWeights
    }

    /// `progress` hears each epoch's number (from 1), how many there are, and its loss.
    ///
    /// (Optimized even in a debug build: the test suite fits real logs.)
    @_optimize(speed)
    func fit(_ set: TrainingSet, from start: [Double], progress: ((Int, Int, Double) -> Void)? = nil) -> Fit {
        let reviews = set.longTermReviewCount
        let scope = Self.scope(forLongTermReviews: reviews)
        guard scope != .none else { return Fit(weights: start, scope: .none, epochLosses: []) }
        var mask = Dual.Tangent.zero
        for index in 0..<(scope == .allWeights ? FSRSWeights.count : 4) { mask[index] = 1 }

        let batchesPerEpoch = (reviews + batchSize - 1) / batchSize
        let epochs = max(self.epochs, (minimumSteps + batchesPerEpoch - 1) / batchesPerEpoch)
        var adam = Adam(learningRate: learningRate, totalSteps: batchesPerEpoch * epochs)
        var weights = start
        var order = Array(set.cards.indices)
        var random = SplitMix64(seed: seed)
        var best = (loss: Double.infinity, weights: start)
        var losses: [Double] = []

        for epoch in 1...epochs {
            random.shuffle(&order)
            var model = Self.dualModel(weights)
            var gradient = Dual.Tangent.zero
            var inBatch = 0
            for index in order {
                let answers = set.cards[index]
                var path = CardPath<Dual>(first: answers[0].rating, model: model)
                for answer in answers.dropFirst() {
                    guard let r = path.answer(answer.rating, elapsedDays: answer.elapsedDays ?? 0, model: model) else {
                        continue
                    }
                    gradient += BinaryCrossEntropy.derivative(r.value, answer.recalled ? 1 : 0) * r.tangent
                    inBatch += 1
                    if inBatch == batchSize {
                        weights = adam.step(weights, gradient: gradient * mask)
                        model = Self.dualModel(weights)
                        path.stability = path.stability.detached
                        path.difficulty = path.difficulty.detached
                        gradient = .zero
                        inBatch = 0
                    }
                }
            }
            if inBatch > 0 { weights = adam.step(weights, gradient: gradient * mask) }
            let loss = FitScore.score(set, weights: weights).logLoss
            losses.append(loss)
            progress?(epoch, epochs, loss)
            if loss < best.loss { best = (loss, weights) }
        }
        return Fit(weights: best.weights, scope: scope, epochLosses: losses)
    }

    /// The summed loss of every long-term review of `set` and its exact gradient, in one pass.
    ///
    /// The gradient is with respect to the weights; no mini-batches: what a fit descends, whole.
    @_optimize(speed)
    static func lossAndGradient(_ set: TrainingSet, weights: [Double]) -> (loss: Double, gradient: Dual.Tangent) {
        let model = dualModel(weights)
        var loss = 0.0
        var gradient = Dual.Tangent.zero
        for answers in set.cards {
            var path = CardPath<Dual>(first: answers[0].rating, model: model)
            for answer in answers.dropFirst() {
                guard let r = path.answer(answer.rating, elapsedDays: answer.elapsedDays ?? 0, model: model) else {
                    continue
                }
                let y = answer.recalled ? 1.0 : 0.0
                loss += BinaryCrossEntropy.loss(r.value, y)
                gradient += BinaryCrossEntropy.derivative(r.value, y) * r.tangent
            }
        }
        return (loss, gradient)
    }

    /// The formulas on weights that are the variables of differentiation.
    static func dualModel(_ weights: [Double]) -> MemoryFormulas<Dual> {
        MemoryFormulas(weights: weights.indices.map { Dual.variable(weights[$0], index: $0) })
    }
}

/// torch's Adam with `CosineAnnealingLR`, then py-fsrs's clamp of every weight to its bounds.
///
/// Adam with β₁ 0.9, β₂ 0.999, ε 1e-8 and no weight decay, its learning rate annealed down to 0
/// over `totalSteps`.
struct Adam: Sendable {
    let learningRate: Double
    let totalSteps: Int
    private var step = 0
    private var firstMoment = Dual.Tangent.zero
    private var secondMoment = Dual.Tangent.zero

    init(learningRate: Double, totalSteps: Int) {
        self.learningRate = learningRate
        self.totalSteps = totalSteps
    }

    mutating func step(_ weights: [Double], gradient: Dual.Tangent) -> [Double] {
        let rate = learningRate * (1 + cos(Double.pi * Double(step) / Double(max(totalSteps, 1)))) / 2
        step += 1
        firstMoment = 0.9 * firstMoment + 0.1 * gradient
        secondMoment = 0.999 * secondMoment + 0.001 * gradient * gradient
        let firstCorrection = 1 - pow(0.9, Double(step))
        let secondCorrection = 1 - pow(0.999, Double(step))
        return weights.indices.map { index in
            let denominator = (secondMoment[index].squareRoot() / secondCorrection.squareRoot()) + 1e-8
            let moved = weights[index] - rate / firstCorrection * firstMoment[index] / denominator
            let bounds = FSRSWeights.bounds[index]
            return min(max(moved, bounds.lowerBound), bounds.upperBound)
        }
    }
}

/// The memory formulas on numbers that carry their derivatives with respect to the weights.
extension Dual: MemoryNumber {}
