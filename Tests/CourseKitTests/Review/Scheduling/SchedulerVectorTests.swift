import CourseKit
import Foundation
import Testing

/// Replays every sequence of `Fixtures/FSRS/vectors.json` (written by py-fsrs 6.3.2 through
/// `generate.py`, fuzz off) and compares each review's outcome.
@Suite struct SchedulerVectorTests {
    @Test func matchesPyFSRSOnEveryVector() throws {
        let vectors = try FSRSVectors.load()
        #expect(vectors.sequences.count > 1000)
        var compared = 0
        var worst = 0.0
        for sequence in vectors.sequences {
            var memory: CardMemory?
            var now = sequence.start
            for (index, expected) in sequence.reviews.enumerated() {
                let scheduler = vectors.scheduler(for: sequence, review: index)
                now = expected.at
                let elapsed = memory.map { (now - $0.lastReview).wholeDays }
                let r = scheduler.retrievability(memory, at: now)
                let next = scheduler.review(memory, cardID: "vector", rating: expected.rating, at: now)
                let place = "\(sequence.id) #\(index + 1)"
                #expect(elapsed == expected.elapsedDays, "\(place): elapsed days")
                #expect(relativeError(r, expected.retrievability) <= 1e-9, "\(place): retrievability")
                #expect(next.state == expected.state, "\(place): state")
                #expect(next.step == expected.step, "\(place): step")
                #expect(next.due == expected.due, "\(place): due \(ISO8601.format(next.due))")
                let errors = [
                    relativeError(next.stability, expected.stability),
                    relativeError(next.difficulty, expected.difficulty),
                ]
                #expect(errors.max()! <= 1e-9, "\(place): S \(next.stability) D \(next.difficulty)")
                worst = max(worst, errors.max()!)
                memory = next
                compared += 1
            }
        }
        #expect(compared > 5000)
        // The port evaluates py-fsrs's expressions in its order with pow(e, x): bit for bit.
        #expect(worst == 0, "worst relative difference \(worst)")
    }

    private func relativeError(_ a: Double, _ b: Double) -> Double {
        a == b ? 0 : abs(a - b) / max(abs(a), abs(b))
    }
}

/// The decoded `vectors.json`.
struct FSRSVectors {
    struct Review {
        var at: Timestamp
        var rating: Rating
        var elapsedDays: Int?
        var retrievability: Double
        var state: CardState
        var step: Int?
        var stability: Double
        var difficulty: Double
        var due: Timestamp
    }

    struct Sequence {
        var id: String
        var settings: String
        var start: Timestamp
        var reviews: [Review]
        var switchIndex: Int?
        var settingsAfter: String?
    }

    var schedulers: [String: Scheduler]
    var sequences: [Sequence]

    func scheduler(for sequence: Sequence, review index: Int) -> Scheduler {
        if let switchIndex = sequence.switchIndex, index >= switchIndex, let after = sequence.settingsAfter {
            return schedulers[after]!
        }
        return schedulers[sequence.settings]!
    }

    static func load() throws -> FSRSVectors {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/FSRS/vectors", withExtension: "json"))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let settings = try #require(root["settings"] as? [String: [String: Any]])
        var schedulers: [String: Scheduler] = [:]
        for (name, block) in settings {
            let weights = try FSRSWeights(try (block["weights"] as! [String]).map(number))
            let configuration = SchedulerConfiguration(
                weights: weights,
                desiredRetention: try number(block["retention"]),
                learningSteps: (block["learning_steps_us"] as! [NSNumber]).map {
                    TimeSpan(microseconds: $0.int64Value)
                },
                relearningSteps: (block["relearning_steps_us"] as! [NSNumber]).map {
                    TimeSpan(microseconds: $0.int64Value)
                },
                maximumInterval: (block["max_interval"] as! NSNumber).intValue,
                fuzz: false)
            schedulers[name] = Scheduler(configuration)
        }
        let sequences = try (root["sequences"] as! [[String: Any]]).map { object in
            Sequence(
                id: object["id"] as! String, settings: object["settings"] as! String,
                start: try time(object["start"]),
                reviews: try (object["reviews"] as! [[Any]]).map(review),
                switchIndex: (object["switch"] as? NSNumber)?.intValue,
                settingsAfter: object["settings_after"] as? String)
        }
        return FSRSVectors(schedulers: schedulers, sequences: sequences)
    }

    private static func review(_ row: [Any]) throws -> Review {
        Review(
            at: try time(row[0]), rating: try #require(Rating(word: row[1] as! String)),
            elapsedDays: (row[2] as? NSNumber)?.intValue,
            retrievability: try number(row[3]),
            state: try #require(CardState(rawValue: row[4] as! String)),
            step: (row[5] as? NSNumber)?.intValue,
            stability: try number(row[6]), difficulty: try number(row[7]),
            due: try time(row[8]))
    }

    /// Reals are stored as text: JSONSerialization on Linux can be an ulp off for 17 digits.
    private static func number(_ value: Any?) throws -> Double {
        try #require(Double(value as! String))
    }

    private static func time(_ value: Any?) throws -> Timestamp {
        try #require(ISO8601.parse(value as! String))
    }
}
