import Foundation

/// The 21 FSRS-6 model weights, with py-fsrs 6.3.2's defaults and the bounds it validates against.
public struct FSRSWeights: Sendable, Hashable {
    public let values: [Double]

    public static let count = 21

    public static let defaults = FSRSWeights(unchecked: [
        0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
        1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
    ])

    /// Inclusive lower and upper bound of each weight (py-fsrs `LOWER/UPPER_BOUNDS_PARAMETERS`).
    public static let bounds: [ClosedRange<Double>] = [
        0.001...100, 0.001...100, 0.001...100, 0.001...100, 1...10, 0.001...4, 0.001...4,
        0.001...0.75, 0...4.5, 0...0.8, 0.001...3.5, 0.001...5, 0.001...0.25, 0.001...0.9,
        0...4, 0...1, 1...6, 0...2, 0...2, 0...0.8, 0.1...0.8,
    ]

    /// Checks the count and every bound; the error lists each weight out of bounds.
    public init(_ values: [Double]) throws(SettingsError) {
        guard values.count == Self.count else {
            throw SettingsError(
                option: "weights",
                message: "needs exactly \(Self.count) numbers (w0…w20), got \(values.count)")
        }
        let problems = values.indices.compactMap { index -> String? in
            let range = Self.bounds[index]
            guard !range.contains(values[index]) else { return nil }
            return "w\(index) = \(values[index]) is outside \(range.lowerBound)…\(range.upperBound)"
        }
        guard problems.isEmpty else {
            throw SettingsError(option: "weights", message: problems.joined(separator: "; "))
        }
        self.values = values
    }

    private init(unchecked values: [Double]) { self.values = values }

    public subscript(index: Int) -> Double { values[index] }
}

/// A setting with a value it cannot take: names the option and says what is allowed.
public struct SettingsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Without dashes: `retention`, `learning-steps`.
    public var option: String
    public var message: String

    public init(option: String, message: String) {
        self.option = option
        self.message = message
    }

    public var description: String { "--\(option): \(message)" }
}

/// Its description is the sentence a user reads.
extension SettingsError: LocalizedError {
    public var errorDescription: String? { description }
}
