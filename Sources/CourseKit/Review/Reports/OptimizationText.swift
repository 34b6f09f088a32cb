import Foundation

extension OptimizationReport {
    /// Why `--save` would not save the fitted weights, or nil when it would.
    package var whyNotSaveWeights: String? { Optimization.whyNotSave(self) }

    /// The report as `course optimize --json` prints it.
    package func json() throws -> Data { try ReportJSON.encoder.encode(self) }

    /// The report as `course optimize` prints it: the figures side by side, then the weights.
    package var text: String {
        let f = Optimization.format
        var lines: [String] = []
        lines.append("\(plural(reviews, "long-term review")) (of \(answers) answers to \(cards) cards)")
        switch scope {
        case .allWeights: lines.append("Fitted all 21 weights.")
        case .initialStabilities:
            lines.append(
                "Fitted only w0-w3 (the first stabilities): \(WeightOptimizer.minimumForAllWeights) long-term reviews are needed for the rest."
            )
        case .none:
            lines.append("Nothing fitted: at least \(WeightOptimizer.minimumForAnyFit) long-term reviews are needed.")
        }
        lines.append("")
        lines.append("                      log loss   RMSE(bins)   (lower is better)")
        lines.append("whole log   current   \(pad(f(current.logLoss)))   \(pad(f(current.rmseBins)))")
        lines.append("            fitted    \(pad(f(fitted.logLoss)))   \(pad(f(fitted.rmseBins)))")
        if let split {
            lines.append(
                "held out    current   \(pad(f(split.current.logLoss)))   \(pad(f(split.current.rmseBins)))   (\(split.heldOutReviews) reviews from \(split.heldOutFrom.prefix(10)); fit on \(split.trainingReviews) before)"
            )
            lines.append("            fitted    \(pad(f(split.fitted.logLoss)))   \(pad(f(split.fitted.rmseBins)))")
        } else {
            lines.append("held out    none: \(splitUnavailable ?? "")")
        }
        lines.append("")
        lines.append("Fitted weights:")
        lines.append(fitted.weights.map { String(format: "%.4f", $0) }.joined(separator: ","))
        lines.append("")
        if let suggested = retention.suggested {
            lines.append(
                "Desired retention: \(retention.current) now; \(suggested) costs the least time per card remembered "
                    + "(simulated year, your answer times).")
        } else {
            lines.append("Desired retention: \(retention.current) now; no suggestion: \(retention.reason ?? "").")
        }
        lines.append(
            whyNotSaveWeights.map { "Saving the fit: no, \($0)." }
                ?? "Saving the fit: it predicted the held-out days better; 'course optimize --save' keeps it for this course."
        )
        return lines.joined(separator: "\n") + "\n"
    }

    private func pad(_ text: String) -> String { text.padding(toLength: 8, withPad: " ", startingAt: 0) }
}

extension FitScore {
    /// `course evaluate --json`: `{reviews, logLoss, rmseBins, weights}`, figures null without reviews.
    package func json(weights: [Double]) throws -> Data {
        struct Evaluation: Encodable {
            var reviews: Int
            var logLoss: Double?
            var rmseBins: Double?
            var weights: [Double]
        }
        return try ReportJSON.encoder.encode(
            Evaluation(
                reviews: reviews, logLoss: reviews > 0 ? logLoss : nil,
                rmseBins: reviews > 0 ? rmseBins : nil, weights: weights))
    }
}

enum ReportJSON {
    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
