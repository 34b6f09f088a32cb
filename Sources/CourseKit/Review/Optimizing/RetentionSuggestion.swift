/// The desired retention that costs the learner the least time per card remembered.
///
/// As py-fsrs 6.3.2's `compute_optimal_retention` finds it: from the learner's own answers, how
/// often each rating is given (first answers apart) and how long each takes (`ms`); then, with the
/// fitted weights, a year of study of 1,000 new cards simulated at each retention from 0.70 to 0.95
/// in steps of 0.05 — every answer given when the card is due, recalled with the desired
/// retention's probability — and its time divided by the cards remembered (retention × cards).
///
/// Only answers with a duration count as costs; with fewer than 512 of them there is no suggestion.
public struct RetentionSuggestion: Sendable, Codable {
    public static let minimumTimedAnswers = 512
    public static let candidates = [0.70, 0.75, 0.80, 0.85, 0.90, 0.95]
    static let simulatedCards = 1_000

    /// The retention in force now.
    public var current: Double
    /// The cheapest retention; nil without enough timing data.
    public var suggested: Double?
    /// Answers with a duration in the log.
    public var timedAnswers: Int
    /// Each candidate's simulated seconds of study per card remembered.
    public var costs: [Cost]
    /// Why there is no suggestion, when there is none.
    public var reason: String?

    public struct Cost: Sendable, Codable, Equatable {
        public var retention: Double
        public var secondsPerCardRemembered: Double
    }

    /// `progress` is told after each candidate's year is simulated: how many of how many.
    static func suggest(
        answers: [ReviewRecord], weights: [Double], current: Double, progress: ((Int, Int) -> Void)? = nil
    ) -> RetentionSuggestion {
        let timed = answers.filter { $0.durationMilliseconds != nil }.count
        guard timed >= minimumTimedAnswers, let habits = Habits(answers), let fsrsWeights = try? FSRSWeights(weights)
        else {
            return RetentionSuggestion(
                current: current, suggested: nil, timedAnswers: timed, costs: [],
                reason: "not enough timing data yet: \(plural(timed, "answer")) with a duration (ms), "
                    + "and a suggestion needs \(minimumTimedAnswers)")
        }
        let costs = candidates.enumerated().map { index, retention in
            defer { progress?(index + 1, candidates.count) }
            return Cost(
                retention: retention,
                secondsPerCardRemembered: simulatedCost(retention: retention, weights: fsrsWeights, habits: habits))
        }
        let best = costs.min { $0.secondsPerCardRemembered < $1.secondsPerCardRemembered }
        return RetentionSuggestion(current: current, suggested: best?.retention, timedAnswers: timed, costs: costs)
    }

    /// How the learner answers.
    ///
    /// The share of each rating and its mean duration in seconds, for a card's first answer and for
    /// the others (where Hard, Good and Easy share the recalls).
    struct Habits {
        var firstShare: [Double]
        var firstSeconds: [Double]
        var recallShare: [Double]
        var laterSeconds: [Double]

        init?(_ answers: [ReviewRecord]) {
            var seen: Set<String> = []
            var firstCount = [0, 0, 0, 0]
            var laterCount = [0, 0, 0, 0]
            var firstTime = [0.0, 0, 0, 0]
            var laterTime = [0.0, 0, 0, 0]
            var firstTimed = [0, 0, 0, 0]
            var laterTimed = [0, 0, 0, 0]
            for answer in answers.sorted(by: { ($0.at, $0.card) < ($1.at, $1.card) }) {
                let index = answer.rating.rawValue - 1
                let first = seen.insert(answer.card).inserted
                if first { firstCount[index] += 1 } else { laterCount[index] += 1 }
                guard let ms = answer.durationMilliseconds else { continue }
                if first {
                    firstTime[index] += Double(ms) / 1000
                    firstTimed[index] += 1
                } else {
                    laterTime[index] += Double(ms) / 1000
                    laterTimed[index] += 1
                }
            }
            let firsts = firstCount.reduce(0, +)
            let recalls = laterCount[1...].reduce(0, +)
            guard firsts > 0, recalls > 0 else { return nil }
            firstShare = firstCount.map { Double($0) / Double(firsts) }
            recallShare = laterCount.map { Double($0) / Double(recalls) }
            recallShare[0] = 0
            firstSeconds = (0..<4).map { firstTimed[$0] > 0 ? firstTime[$0] / Double(firstTimed[$0]) : 0 }
            laterSeconds = (0..<4).map { laterTimed[$0] > 0 ? laterTime[$0] / Double(laterTimed[$0]) : 0 }
        }
    }

    /// Seconds of study per card remembered after a simulated year at `retention`.
    static func simulatedCost(retention: Double, weights: FSRSWeights, habits: Habits) -> Double {
        var configuration = SchedulerConfiguration(weights: weights, desiredRetention: retention)
        configuration.fuzz = false
        let scheduler = Scheduler(configuration)
        var random = SplitMix64(seed: 42)
        let start = Timestamp(microseconds: 0)
        let end = start + .days(365)
        var seconds = 0.0
        for card in 0..<simulatedCards {
            let id = "simulated-\(card)"
            var memory: CardMemory?
            var now = start
            while now < end {
                let rating: Rating
                if memory == nil {
                    rating = draw(habits.firstShare, &random)
                    seconds += habits.firstSeconds[rating.rawValue - 1]
                } else {
                    rating = unit(&random) < retention ? draw(habits.recallShare, &random) : .again
                    seconds += habits.laterSeconds[rating.rawValue - 1]
                }
                let next = scheduler.review(memory, cardID: id, rating: rating, at: now)
                memory = next
                now = next.due
            }
        }
        return seconds / (retention * Double(simulatedCards))
    }

    private static func unit(_ random: inout SplitMix64) -> Double { Double(random.next() >> 11) * 0x1.0p-53 }

    /// A rating drawn with the given shares (Again, Hard, Good, Easy).
    private static func draw(_ shares: [Double], _ random: inout SplitMix64) -> Rating {
        var u = unit(&random) * shares.reduce(0, +)
        for (index, share) in shares.enumerated() where share > 0 {
            if u < share { return Rating(rawValue: index + 1)! }
            u -= share
        }
        return Rating(rawValue: (shares.lastIndex { $0 > 0 } ?? 2) + 1)!
    }
}
