import Foundation
import Testing

@testable import CourseKit

@Suite struct FuzzTests {
    /// py-fsrs's own fuzz, with its `random()` pinned to fixed draws (the `fuzz` table of the vectors).
    @Test func mapsEachDrawToPyFSRSInterval() throws {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/FSRS/vectors", withExtension: "json"))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let fuzz = try #require(root["fuzz"] as? [String: Any])
        let draws = try #require(fuzz["draws"] as? [NSNumber]).map(\.doubleValue)
        let tables = try #require(fuzz["maximum_interval"] as? [String: [[Int]]])
        #expect(tables.count == 2)
        for (maximum, rows) in tables {
            for row in rows {
                for (index, draw) in draws.enumerated() {
                    #expect(
                        Fuzz.interval(days: row[0], maximumInterval: Int(maximum)!, draw: draw) == row[index + 1],
                        "\(row[0]) days, max \(maximum), draw \(draw)")
                }
            }
        }
    }

    @Test func isDeterministicPerCardAndReviewCount() {
        let a = Fuzz.unitRandom(cardID: "swiftui.environment.1", reviewCount: 3)
        #expect(a == Fuzz.unitRandom(cardID: "swiftui.environment.1", reviewCount: 3))
        #expect(a != Fuzz.unitRandom(cardID: "swiftui.environment.1", reviewCount: 4))
        #expect(a != Fuzz.unitRandom(cardID: "swiftui.environment.2", reviewCount: 3))
    }

    @Test func drawsSpreadOverTheWholeRange() {
        let days = (0..<2000).map {
            Fuzz.interval(days: 30, maximumInterval: 36_500, cardID: "card-\($0)", reviewCount: 5)
        }
        let (low, high) = Fuzz.range(days: 30, maximumInterval: 36_500)
        #expect(Set(days).isSuperset(of: Set(low...high)))
        #expect(days.allSatisfy { $0 >= low && $0 <= high + 1 })
        let mean = Double(days.reduce(0, +)) / Double(days.count)
        #expect(abs(mean - 30.5) < 0.5)
    }

    @Test func schedulerFuzzesOnlyWhenEnabled() {
        var configuration = SchedulerConfiguration()
        let now = Timestamp(secondsSince1970: 1_790_000_000)
        let plain = Scheduler(
            {
                var c = configuration
                c.fuzz = false
                return c
            }())
        configuration.fuzz = true
        let fuzzed = Scheduler(configuration)
        var moved = 0
        for index in 0..<50 {
            let id = "card-\(index)"
            let easy = plain.review(nil, cardID: id, rating: .easy, at: now)
            let easyFuzzed = fuzzed.review(nil, cardID: id, rating: .easy, at: now)
            #expect(easy.due == now + .days(8))
            let days = (easyFuzzed.due - now).wholeDays
            #expect((6...11).contains(days))  // 6…10, and py-fsrs's rounding quirk allows 11
            if days != 8 { moved += 1 }
            #expect(easyFuzzed.stability == easy.stability)
            // The preview shows exactly what the answer gives.
            #expect(fuzzed.preview(nil, cardID: id, at: now)[3].memory == easyFuzzed)
        }
        #expect(moved > 10)
    }
}
