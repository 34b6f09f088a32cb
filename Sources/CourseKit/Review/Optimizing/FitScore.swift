import Foundation

/// How well a set of weights predicts a learner's answers.
///
/// The two figures of the open-spaced-repetition benchmark (srs-benchmark), over the long-term
/// reviews of a `TrainingSet`.
///
/// - **Log loss**: the mean binary cross-entropy between the predicted retrievability and recall
///   (Again = forgotten), each logarithm floored at −100 as torch's `BCELoss` does.
/// - **RMSE(bins)**: every scored review goes into a bin keyed by three numbers, and
///   `RMSE(bins) = sqrt(Σ_b n_b · (mean recall_b − mean prediction_b)² / Σ_b n_b)`:
///   - the elapsed days `t`, binned as `round(2.48 · 3.62^floor(ln t / ln 3.62), 2)`;
///   - the review number `i`, 1 + the card's long-term reviews so far with this one, binned as
///     `round(1.99 · 1.89^floor(ln i / ln 1.89))`;
///   - the lapses `l`, the card's earlier long-term reviews answered Again, binned as
///     `round(1.65 · 1.73^floor(ln l / ln 1.73))`, or 0 when there are none.
///   (srs-benchmark's `rmse_matrix`; as its bins grow geometrically, the bin is named here by the
///   three `floor` exponents, which pick the same bins.)
public struct FitScore: Sendable, Equatable, Codable {
    public var logLoss: Double
    public var rmseBins: Double
    /// How many reviews were scored.
    public var reviews: Int

    /// Scores `weights` on `set`.
    ///
    /// With `from`, only the reviews at or after it are scored (the card's earlier answers still
    /// shape its memory).
    @_optimize(speed)
    static func score(_ set: TrainingSet, weights: [Double], from start: Timestamp? = nil) -> FitScore {
        let model = MemoryFormulas<Double>(weights: weights)
        var lossSum = 0.0
        var count = 0
        var bins: [BinKey: (n: Int, recalled: Double, predicted: Double)] = [:]
        for answers in set.cards {
            var memory = CardPath<Double>(first: answers[0].rating, model: model)
            var longTerm = 0
            var lapses = 0
            for answer in answers.dropFirst() {
                let elapsed = answer.elapsedDays ?? 0
                let r = memory.answer(answer.rating, elapsedDays: elapsed, model: model)
                guard let r else { continue }
                longTerm += 1
                defer { if answer.rating == .again { lapses += 1 } }
                if let start, answer.at < start { continue }
                let y = answer.recalled ? 1.0 : 0.0
                lossSum += BinaryCrossEntropy.loss(r, y)
                count += 1
                let key = BinKey(days: elapsed, review: longTerm + 1, lapses: lapses)
                bins[key, default: (0, 0, 0)].n += 1
                bins[key]!.recalled += y
                bins[key]!.predicted += r
            }
        }
        guard count > 0 else { return FitScore(logLoss: .nan, rmseBins: .nan, reviews: 0) }
        var squares = 0.0
        for bin in bins.values {
            let n = Double(bin.n)
            let difference = bin.recalled / n - bin.predicted / n
            squares += n * difference * difference
        }
        return FitScore(
            logLoss: lossSum / Double(count), rmseBins: (squares / Double(count)).squareRoot(),
            reviews: count)
    }

    private struct BinKey: Hashable {
        var days: Int
        var review: Int
        var lapses: Int

        init(days: Int, review: Int, lapses: Int) {
            self.days = Self.exponent(days, base: 3.62)
            self.review = Self.exponent(review, base: 1.89)
            self.lapses = lapses == 0 ? -1 : Self.exponent(lapses, base: 1.73)
        }

        private static func exponent(_ x: Int, base: Double) -> Int {
            Int((log(Double(x)) / log(base)).rounded(.down))
        }
    }
}

/// torch's `BCELoss` for one prediction.
///
/// Each logarithm floored at −100; and its derivative with respect to the prediction as torch
/// computes it, `(p − y) / max(p·(1 − p), 1e-12)`.
enum BinaryCrossEntropy {
    static func loss(_ p: Double, _ y: Double) -> Double {
        -(y * max(log(p), -100) + (1 - y) * max(log(1 - p), -100))
    }

    static func derivative(_ p: Double, _ y: Double) -> Double {
        (p - y) / max(p * (1 - p), 1e-12)
    }
}
