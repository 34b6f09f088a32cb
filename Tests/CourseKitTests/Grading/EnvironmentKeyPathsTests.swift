import Testing

@testable import CourseKit

@Suite("Grading: environment key paths with their root written in, messages placed back")
struct EnvironmentKeyPathsTests {
    func column(_ column: Int, line: Int = 1, in typed: String) throws -> Int? {
        let rooted = try #require(EnvironmentKeyPaths(typed))
        let message = AnswerTypechecker.Message(line: line, byteColumn: column, severity: "error", text: "x")
        return rooted.placed(message).byteColumn
    }

    @Test func theRootIsWrittenAfterTheBackslash() throws {
        let rooted = try #require(EnvironmentKeyPaths(#"@Environment(\.colourScheme) var scheme"#))
        #expect(rooted.text == #"@Environment(\EnvironmentValues.colourScheme) var scheme"#)
        #expect(EnvironmentKeyPaths(#"let path = \.colorScheme"#) == nil)
    }

    @Test func aColumnAfterARootMovesBackByItsLength() throws {
        let typed = #"@Environment(\.a) var a; @Environment(\.b) var b"#
        // `\` at 14 and 39 as typed; in the rooted text at 14 and 39 + 17.
        #expect(try column(5, in: typed) == 5)
        #expect(try column(14, in: typed) == 14)
        #expect(try column(15 + 17, in: typed) == 15)  // the `.` after the first root
        #expect(try column(39 + 17, in: typed) == 39)  // the second `\`
        #expect(try column(40 + 34, in: typed) == 40)
    }

    /// A message inside a root written in (about the root itself) goes to its key path's `\`:
    /// before, such a column became 0 or less (the grade-compare fuzz target's "column -2").
    @Test func aColumnInsideARootGoesToItsBackslash() throws {
        let typed = #"@Environment(\.a) var a; @Environment(\.b) var b"#
        for inside in 15...31 { #expect(try column(inside, in: typed) == 14) }
        for inside in (40 + 17)...(39 + 34) { #expect(try column(inside, in: typed) == 39) }
        let fuzzed = #"@Environment(\.colorScheme) var colorScheme"#
        for inside in 1...80 { #expect(try column(inside, in: fuzzed).map { $0 >= 1 } == true) }
    }
}
