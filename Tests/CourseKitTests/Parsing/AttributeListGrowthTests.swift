import Testing

@testable import CourseKit

@Suite struct AttributeListGrowthTests {
    /// One info string with many attributes: each used to be compared with all before it, and each
    /// problem's position counted from the string's start (20,000 took 14 s, 40,000 73 s).
    @Test func manyAttributesAreReadInLinearTime() {
        let kinds: [(String, (Int) -> String)] = [
            ("distinct unknown keys", { "k\($0)=v" }), ("one key repeated", { _ in "a=1" }),
            ("words without values", { "word\($0)" }),
        ]
        for (what, attribute) in kinds {
            expectLinearGrowth(from: 2000, "\(what)") { n in
                counting { work in
                    var parser = LessonParser(file: "lesson.md", text: "")
                    parser.work = work
                    let text = (0..<n).map(attribute).joined(separator: " ")
                    _ = parser.attributes(
                        in: Substring(text), at: SourcePosition(line: 3, column: 10),
                        allowed: ["file"], what: "a code block")
                    #expect(parser.diagnostics.count >= n - 1, "\(what)")
                }
            }
        }
    }

    /// Problems and unknown keys over several lines (a marker comment may span lines): each at its
    /// own line and column.
    @Test func eachProblemIsAtItsOwnPlace() {
        let text = "id=a kind=syntax\n  bogus=1 id=b\nword topic=\"x\" ratio=2"
        var parser = LessonParser(file: "lesson.md", text: "")
        let start = SourcePosition(line: 5, column: 12)
        let list = parser.attributes(in: Substring(text), at: start, allowed: ["id", "kind", "topic"], what: "a card")
        #expect(list["id"] == "a")
        let places = parser.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }
        #expect(
            places == [
                "6:11 'id' is given twice", "7:1 'word' is not a key=value attribute",
                "6:3 unknown attribute 'bogus' on a card", "7:16 unknown attribute 'ratio' on a card",
            ])
    }
}
