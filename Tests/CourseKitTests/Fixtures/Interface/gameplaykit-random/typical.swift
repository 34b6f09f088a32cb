// GameplayKit's randomization in a SwiftUI quiz: questions shuffled by the shared source, a seeded
// source for a repeatable order, a die, a shuffled distribution that avoids streaks and a Gaussian one.
import GameplayKit
import SwiftUI

struct QuizView: View {
    @State private var countries = ["Estonia", "France", "Germany", "Ireland", "Italy", "Nigeria", "Poland"]
    @State private var correctAnswer = GKRandomSource.sharedRandom().nextInt(upperBound: 3)
    @State private var score = 0

    var body: some View {
        VStack(spacing: 20) {
            Text("Tap the flag of \(countries[correctAnswer])")
            ForEach(0..<3) { number in
                Button(countries[number]) {
                    if number == correctAnswer { score += 1 }
                    askQuestion()
                }
            }
            Text("Score: \(score)")
        }
    }

    func askQuestion() {
        countries = GKRandomSource.sharedRandom().arrayByShufflingObjects(in: countries) as! [String]
        correctAnswer = GKRandomSource.sharedRandom().nextInt(upperBound: 3)
    }
}

struct Dice {
    let d6 = GKRandomDistribution.d6()
    let d20 = GKRandomDistribution(forDieWithSideCount: 20)
    let fair = GKShuffledDistribution(lowestValue: 1, highestValue: 6)
    let heights = GKGaussianDistribution(randomSource: GKARC4RandomSource(), mean: 170, deviation: 10)

    func roll() -> Int {
        d6.nextInt() + d20.nextInt() + fair.nextInt()
    }

    func height() -> Int {
        heights.nextInt()
    }
}

struct Replay {
    let source: GKMersenneTwisterRandomSource

    init(seed: UInt64) {
        source = GKMersenneTwisterRandomSource(seed: seed)
    }

    func order<T>(_ items: [T]) -> [T] {
        source.arrayByShufflingObjects(in: items).compactMap { $0 as? T }
    }

    func coin() -> Bool {
        source.nextBool()
    }

    func chance() -> Float {
        let arc4 = GKARC4RandomSource(seed: Data("level-1".utf8))
        arc4.dropValues(1024)
        return arc4.nextUniform()
    }

    func between(_ low: Int, _ high: Int) -> Int {
        GKRandomDistribution(randomSource: source, lowestValue: low, highestValue: high).nextInt()
    }
}
