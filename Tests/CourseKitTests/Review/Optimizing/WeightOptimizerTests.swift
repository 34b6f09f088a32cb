import Foundation
import Testing

@testable import CourseKit

@Suite("Fitting FSRS-6 weights to a learner's answers")
struct WeightOptimizerTests {
    static let defaults = FSRSWeights.defaults.values

    /// Weights drawn from the middle half of each weight's bounds.
    static func randomWeights(_ random: inout SplitMix64) -> [Double] {
        FSRSWeights.bounds.map { range in
            let u = Double(random.next() >> 11) * 0x1.0p-53
            return range.lowerBound + (0.25 + 0.5 * u) * (range.upperBound - range.lowerBound)
        }
    }

    /// Cards with random ratings at random gaps: same-day answers, long-term reviews, lapses.
    static func randomHistories(_ random: inout SplitMix64, cards: Int) -> TrainingSet {
        let gaps: [Int64] = [60, 600, 3_600, 86_400, 2 * 86_400, 5 * 86_400, 20 * 86_400, 90 * 86_400]
        return TrainingSet(
            cards: (0..<cards).map { _ in
                var at = Timestamp(microseconds: 0)
                var previous: Timestamp?
                return (0..<Int(3 + random.next() % 10)).map { _ in
                    at = at + .seconds(gaps[Int(random.next() % UInt64(gaps.count))] + Int64(random.next() % 600))
                    defer { previous = at }
                    return TrainingSet.Answer(
                        rating: Rating(rawValue: Int(1 + random.next() % 4))!, at: at,
                        elapsedDays: previous.map { (at - $0).wholeDays })
                }
            })
    }

    /// The summed loss, with the derivatives left out.
    static func loss(_ set: TrainingSet, _ weights: [Double]) -> Double {
        let score = FitScore.score(set, weights: weights)
        return score.logLoss * Double(score.reviews)
    }

    @Test func gradientsAgreeWithFiniteDifferences() {
        var random = SplitMix64(seed: 2026)
        var worst = 0.0
        for _ in 0..<12 {
            let weights = Self.randomWeights(&random)
            let set = Self.randomHistories(&random, cards: 8)
            let (loss, gradient) = WeightOptimizer.lossAndGradient(set, weights: weights)
            #expect(abs(loss - Self.loss(set, weights)) <= 1e-9 * abs(loss))
            var numeric = [Double](repeating: 0, count: FSRSWeights.count)
            for index in 0..<FSRSWeights.count {
                // A five-point stencil: its error is of order h⁴.
                let h = 1e-4 * max(abs(weights[index]), 0.1)
                func at(_ k: Double) -> Double {
                    var moved = weights
                    moved[index] += k * h
                    return Self.loss(set, moved)
                }
                numeric[index] = (-at(2) + 8 * at(1) - 8 * at(-1) + at(-2)) / (12 * h)
            }
            let scale = numeric.map(abs).max()!
            for index in 0..<FSRSWeights.count {
                worst = max(worst, abs(gradient[index] - numeric[index]) / scale)
            }
        }
        #expect(worst < 1e-6, "largest error relative to the largest derivative: \(worst)")
    }

    @Test func everyStepKeepsTheWeightsInTheirBounds() {
        var adam = Adam(learningRate: 200, totalSteps: 4)
        var weights = Self.defaults
        var huge = Dual.Tangent.zero
        for index in 0..<FSRSWeights.count { huge[index] = index.isMultiple(of: 2) ? 1e6 : -1e6 }
        for _ in 0..<4 {
            weights = adam.step(weights, gradient: huge)
            for (index, weight) in weights.enumerated() {
                #expect(FSRSWeights.bounds[index].contains(weight), "w\(index) = \(weight)")
            }
        }
        // A gradient that pushes every weight out hits every bound.
        #expect(
            weights.enumerated().allSatisfy { index, weight in
                let bounds = FSRSWeights.bounds[index]
                return weight == (index.isMultiple(of: 2) ? bounds.lowerBound : bounds.upperBound)
            })
    }

    @Test func fewReviewsFitOnlyTheInitialStabilitiesAndTooFewNothing() throws {
        let answers = try ReviewSimulator(weights: Self.defaults, cards: 40, days: 120).answers()
        let small = TrainingSet(reviews: answers)
        #expect((8..<512).contains(small.longTermReviewCount))
        let fit = WeightOptimizer().fit(small, from: Self.defaults)
        #expect(fit.scope == .initialStabilities)
        #expect(fit.weights[4...] == Self.defaults[4...])
        #expect(fit.weights[0..<4] != Self.defaults[0..<4])

        let tiny = TrainingSet(reviews: answers.filter { $0.card == "card-0" || $0.card == "card-1" }.prefix(6))
        #expect(tiny.longTermReviewCount < 8)
        let none = WeightOptimizer().fit(tiny, from: Self.defaults)
        #expect(none.scope == .none)
        #expect(none.weights == Self.defaults)
        #expect(none.epochLosses.isEmpty)
    }

    /// Answers with the same time are trained on in the replay's order: by their own ids.
    @Test func answersAtOneTimeAreOrderedByTheirIdsAsTheReplayOrdersThem() {
        let at = Timestamp(microseconds: 1_000_000)
        let good = ReviewRecord(card: "x", rating: .good, at: at, id: "00000000000000a1")
        let again = ReviewRecord(card: "x", rating: .again, at: at, id: "00000000000000b2")
        for reviews in [[good, again], [again, good]] {
            #expect(TrainingSet(reviews: reviews).cards.map { $0.map(\.rating) } == [[.good, .again]])
        }
    }

    /// Every weight fitted, over several mini-batches an epoch; the epochs a fit of a small history
    /// adds to make 100 steps are left out (`minimumSteps`): they change how long the fit runs, not
    /// the order it reads the answers in.
    @Test func theSameAnswersInAnyOrderGiveBitIdenticalWeights() throws {
        let answers = try ReviewSimulator(weights: Self.defaults, cards: 120, days: 200).answers()
        let optimizer = WeightOptimizer(minimumSteps: 0)
        let set = TrainingSet(reviews: answers)
        #expect(set.longTermReviewCount > optimizer.batchSize)
        let first = optimizer.fit(set, from: Self.defaults)
        var random = SplitMix64(seed: 99)
        var shuffled = answers
        random.shuffle(&shuffled)
        let second = optimizer.fit(TrainingSet(reviews: shuffled), from: Self.defaults)
        #expect(first.scope == .allWeights)
        #expect(first.epochLosses.count == optimizer.epochs)
        #expect(first.weights.map(\.bitPattern) == second.weights.map(\.bitPattern))
    }

    /// Answers simulated from known weights: the fit predicts them about as well as the truth does,
    /// and clearly better than the defaults.
    @Test func aFitRecoversTheLossOfTheWeightsThatMadeTheLog() throws {
        var truth = Self.defaults
        // A learner who forgets faster than the defaults expect.
        truth[0] = 0.1
        truth[1] = 0.6
        truth[2] = 1.2
        truth[3] = 4.0  // initial stabilities
        truth[8] = 1.1
        truth[9] = 0.3
        truth[10] = 0.6  // recall
        truth[11] = 1.0
        truth[20] = 0.4  // forgetting, decay
        // 150 cards over a year: about 4,200 long-term reviews, a fit of the 100 steps any fit
        // takes at least (600 cards, 18,000 reviews, failed and passed on the same bugs).
        let set = TrainingSet(reviews: try ReviewSimulator(weights: truth, cards: 150).answers())
        #expect(set.longTermReviewCount >= 2_000)
        let fit = WeightOptimizer().fit(set, from: Self.defaults)
        let fitted = FitScore.score(set, weights: fit.weights).logLoss
        let trueLoss = FitScore.score(set, weights: truth).logLoss
        let defaultLoss = FitScore.score(set, weights: Self.defaults).logLoss
        #expect(fitted <= trueLoss * 1.01, "fitted \(fitted), truth \(trueLoss)")
        #expect(defaultLoss > trueLoss * 1.03, "defaults \(defaultLoss), truth \(trueLoss)")
    }

    /// RMSE(bins) by hand on three reviews in two bins.
    @Test func rmseBinsFollowsTheBenchmarkDefinition() {
        let day: Int64 = 86_400
        func answer(_ rating: Rating, _ seconds: Int64, _ elapsed: Int?) -> TrainingSet.Answer {
            TrainingSet.Answer(rating: rating, at: Timestamp(microseconds: seconds * 1_000_000), elapsedDays: elapsed)
        }
        // Two cards with the same history up to their last answer: same bins, one recalled, one not.
        let set = TrainingSet(cards: [
            [answer(.good, 0, nil), answer(.good, 3 * day, 3)],
            [answer(.good, 0, nil), answer(.again, 3 * day, 3)],
            [answer(.good, 0, nil), answer(.good, 40 * day, 40)],
        ])
        let model = MemoryFormulas<Double>(weights: Self.defaults)
        let s = model.initialStability(.good)
        let r3 = model.retrievability(stability: s, elapsedDays: 3)
        let r40 = model.retrievability(stability: s, elapsedDays: 40)
        let score = FitScore.score(set, weights: Self.defaults)
        #expect(score.reviews == 3)
        // Bin of t = 3 holds both 3-day reviews (mean recall 0.5); t = 40 is a bin of its own.
        let expected = ((2 * pow(0.5 - r3, 2) + pow(1 - r40, 2)) / 3).squareRoot()
        #expect(abs(score.rmseBins - expected) < 1e-15)
        let expectedLoss = (-log(r3) - log(1 - r3) - log(r40)) / 3
        #expect(abs(score.logLoss - expectedLoss) < 1e-15)
    }
}
