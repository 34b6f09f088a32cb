import Foundation
import Testing

@testable import CourseKit

@Suite struct StudySessionGrowthTests {
    /// Choosing the next item among many in a learning step: each comparison of two used to search
    /// the course order for both (learning items × all items; 4 times the items made each key
    /// press about 14 times slower).
    @Test func choosingTheNextLearningItemIsLinear() throws {
        try expectLinearGrowth(from: 500, "choosing the next of many learning items") { n in
            let start = StudySessionTests.start
            var initial: [String: CardMemory] = [:]
            // Every item in a learning step, due in the order opposite to the course's, but the
            // first two due at the same time: the course order decides between them.
            for index in 0..<n {
                initial["c\(index)"] = CardMemory.fake(.learning, due: start - Double(n - max(index, 1)))
            }
            let items = (0..<n).map { StudyItem.sample("c\($0)") }
            let session = StudySession(
                items: items, scheduler: FakeStudyScheduler(initial: initial),
                day: StudySessionTests.day, clock: { start }, monotonic: { 0 })
            return counting { work in
                session.work = work
                #expect(session.next()?.id == "c0")
            }
        }
    }
}
