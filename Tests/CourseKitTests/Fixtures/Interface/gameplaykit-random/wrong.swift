// GameplayKit's randomization, with the mistakes authors make, each marked on its line with the
// compiler's message. One mistake to a body: the compiler reports the first error of an expression only.
import GameplayKit
import SwiftUI

struct Quiz {
    var countries = ["Estonia", "France", "Germany"]

    mutating func shuffle() {
        countries = GKRandomSource.sharedRandom().arrayByShufflingObjects(in: countries) // error: cannot assign value of type '[Any]' to type '[String]'
    }

    func pick() -> Int {
        GKRandomSource.sharedRandom.nextInt(upperBound: 3) // error: method 'sharedRandom' was used as a property; add () to call it
    }

    func below(_ limit: Int) -> Int {
        GKRandomSource.sharedRandom().nextInt(limit) // error: missing argument label 'upperBound:' in call
    }

    func die() -> Int {
        GKRandomDistribution(lowestValue: 1, highestValue: 6).next() // error: value of type 'GKRandomDistribution' has no member 'next'
    }

    func range() -> GKRandomDistribution {
        GKRandomDistribution(lowest: 1, highest: 6) // error: incorrect argument labels in call (have 'lowest:highest:', expected 'lowestValue:highestValue:')
    }

    func seeded() -> GKARC4RandomSource {
        GKARC4RandomSource(seed: 42) // error: cannot convert value of type 'Int' to expected argument type 'Data'
    }

    func gaussian() -> Int {
        GKGaussianDistribution(randomSource: GKARC4RandomSource(), mean: 10, deviation: 2).nextInt(upperBound: 1.5) // error: cannot convert value of type 'Double' to expected argument type 'Int'
    }

    func uniform() -> Double {
        GKRandomSource.sharedRandom().nextUniform() // error: cannot convert return expression of type 'Float' to return type 'Double'
    }
}
