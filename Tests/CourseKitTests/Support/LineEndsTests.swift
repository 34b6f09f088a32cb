import Testing

@testable import CourseKit

/// Lines end at "\n", "\r\n" and a lone "\r", as CommonMark and the Swift compiler count them.
@Suite struct LineEndsTests {
    @Test func eachKindOfLineEndEndsOneLine() {
        let text = "a\rb\r\nc\nd\r\re"
        #expect(LineEnds.lines(of: text) == ["a", "b", "c", "d", "", "e"])
        #expect(LineEnds.count(in: text.utf8) == 5)
        #expect(LineEnds.linesWithEnds(of: text[...]) == ["a\r", "b\r\n", "c\n", "d\r", "\r", "e"])
        #expect(LineEnds.linesWithEnds(of: text[...]).joined() == text)
        #expect(LineEnds.lines(of: "x\r\n") == ["x", ""])
        #expect(LineEnds.lines(of: "") == [""])
        #expect(LineEnds.linesWithEnds(of: "x\r\n"[...]) == ["x\r\n"])
        #expect(LineEnds.droppingFinal("x\n\r\n\r"[...]) == "x")
        // A String splits at neither "\r\n" nor "\r" by Character: the reason this type exists.
        #expect("a\r\nb\rc".split(separator: "\n").count == 1)
    }
}
