// GameplayKit, declarations only, written by us from Apple's public documentation.
// This file: GameplayKit's randomization, which SwiftUI games and quizzes use — the `GKRandom` protocol,
// the random sources (`GKRandomSource.sharedRandom()`, ARC4, linear congruential, Mersenne Twister, with
// seeds) and `arrayByShufflingObjects(in:)`, and the distributions (uniform, shuffled, Gaussian, dice).
// Every declaration is iOS 9.0, macOS 10.11, tvOS 9.0, visionOS 1.0 (not watchOS).
import Foundation

/// The common interface for all randomization classes in GameplayKit.
@available(iOS 9.0, macOS 10.11, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public protocol GKRandom {
    /// Generates and returns a new random integer.
    func nextInt() -> Int
    /// Generates and returns a new random integer less than the specified limit (and at least 0).
    func nextInt(upperBound: Int) -> Int
    /// Generates and returns a new random floating-point value from 0.0 to 1.0.
    func nextUniform() -> Float
    /// Generates and returns a new random Boolean value.
    func nextBool() -> Bool
}

// MARK: Random sources

/// The superclass for all basic randomization classes in GameplayKit.
@available(iOS 9.0, macOS 10.11, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
open class GKRandomSource: NSObject, GKRandom {
    /// Returns the system's underlying random source.
    open class func sharedRandom() -> GKRandomSource { fatalError() }
    /// Creates a new random source.
    public override init() { fatalError() }
    /// Returns an array whose contents are the same as those of the specified array, but in a random order
    /// determined by the random source.
    open func arrayByShufflingObjects(in array: [Any]) -> [Any] { fatalError() }
    open func nextInt() -> Int { fatalError() }
    open func nextInt(upperBound: Int) -> Int { fatalError() }
    open func nextUniform() -> Float { fatalError() }
    open func nextBool() -> Bool { fatalError() }
}

/// A basic random number generator implementing the ARC4 algorithm, which is suitable for most
/// gameplay mechanics.
@available(iOS 9.0, macOS 10.11, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
open class GKARC4RandomSource: GKRandomSource {
    /// Creates an ARC4 random source with a random seed.
    public override init() { fatalError() }
    /// Creates an ARC4 random source with the specified seed.
    public init(seed: Data) { fatalError() }
    /// The seed value that determines the random source's behavior.
    open var seed: Data {
        get { fatalError() }
        set {}
    }
    /// Discards the specified number of values from the beginning of the random sequence.
    open func dropValues(_ count: Int) {}
}

/// A basic random number generator implementing the linear congruential generator algorithm, which is
/// faster but less random than the default random source.
@available(iOS 9.0, macOS 10.11, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
open class GKLinearCongruentialRandomSource: GKRandomSource {
    /// Creates a random source with a random seed.
    public override init() { fatalError() }
    /// Creates a random source with the specified seed.
    public init(seed: UInt64) { fatalError() }
    /// The seed value that determines the random source's behavior.
    open var seed: UInt64 {
        get { fatalError() }
        set {}
    }
}

/// A basic random number generator implementing the Mersenne Twister algorithm, which is more random,
/// but slower than the default random source.
@available(iOS 9.0, macOS 10.11, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
open class GKMersenneTwisterRandomSource: GKRandomSource {
    /// Creates a random source with a random seed.
    public override init() { fatalError() }
    /// Creates a random source with the specified seed.
    public init(seed: UInt64) { fatalError() }
    /// The seed value that determines the random source's behavior.
    open var seed: UInt64 {
        get { fatalError() }
        set {}
    }
}

// MARK: Distributions

/// A generator for random numbers that fall within a specific range and that exhibit a specific
/// distribution over multiple samplings (uniform, by default).
@available(iOS 9.0, macOS 10.11, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
open class GKRandomDistribution: NSObject, GKRandom {
    /// Initializes a random distribution that uses the specified random source and range.
    public init(randomSource source: any GKRandom, lowestValue lowestInclusive: Int, highestValue highestInclusive: Int) {
        fatalError()
    }
    /// Creates a random distribution for the specified range, with the default random source.
    public convenience init(lowestValue lowestInclusive: Int, highestValue highestInclusive: Int) { fatalError() }
    /// Creates a random distribution that simulates rolling a die with the specified number of sides.
    public convenience init(forDieWithSideCount sideCount: Int) { fatalError() }
    /// Creates a random distribution that simulates rolling a traditional six-sided die.
    open class func d6() -> Self { fatalError() }
    /// Creates a random distribution that simulates rolling a 20-sided die.
    open class func d20() -> Self { fatalError() }

    /// The lowest value the distribution generates.
    open var lowestValue: Int { fatalError() }
    /// The highest value the distribution generates.
    open var highestValue: Int { fatalError() }
    /// The number of different values the distribution generates.
    open var numberOfPossibleOutcomes: Int { fatalError() }

    open func nextInt() -> Int { fatalError() }
    open func nextInt(upperBound: Int) -> Int { fatalError() }
    open func nextUniform() -> Float { fatalError() }
    open func nextBool() -> Bool { fatalError() }
}

/// A generator for random numbers that are uniformly distributed across many samplings, but where short
/// sequences of similar values are unlikely.
@available(iOS 9.0, macOS 10.11, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
open class GKShuffledDistribution: GKRandomDistribution {}

/// A generator for random numbers that follow a Gaussian distribution (also known as a normal
/// distribution) across multiple samplings.
@available(iOS 9.0, macOS 10.11, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
open class GKGaussianDistribution: GKRandomDistribution {
    /// Initializes a Gaussian distribution with the specified random source, mean, and deviation.
    public init(randomSource source: any GKRandom, mean: Float, deviation: Float) { fatalError() }
    /// Initializes a Gaussian distribution of a range (its mean in the middle, three deviations to each end).
    public override init(randomSource source: any GKRandom, lowestValue lowestInclusive: Int, highestValue highestInclusive: Int) {
        fatalError()
    }
    /// The mean value of the distribution.
    open var mean: Float {
        get { fatalError() }
        set {}
    }
    /// The deviation of the distribution.
    open var deviation: Float {
        get { fatalError() }
        set {}
    }
}
