import CourseKit
import Testing

@Suite struct SourceRangeTests {
    @Test func describesItselfAsCmarkDoes() {
        let range = SourceRange(start: .init(line: 1, column: 1), end: .init(line: 2, column: 5))
        #expect(range.description == "1:1-2:5")
    }
}
