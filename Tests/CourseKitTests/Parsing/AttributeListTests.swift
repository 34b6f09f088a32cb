import Testing

@testable import CourseKit

@Suite("Attributes in info strings and marker comments")
struct AttributeListTests {
    @Test func readsBareDoubleAndSingleQuotedValues() {
        let list = AttributeList(reading: #" file=App/A.swift topic="Custom values" expect='cannot find "x" in scope'"#)
        #expect(list.problems.isEmpty)
        #expect(list["file"] == "App/A.swift")
        #expect(list["topic"] == "Custom values")
        #expect(list["expect"] == #"cannot find "x" in scope"#)
        #expect(list.attribute("topic")?.offset == 18)
    }

    @Test func reportsWordsWithoutValuesRepeatsAndOpenQuotes() {
        let list = AttributeList(reading: #"ignore a=1 a=2 b="open"#)
        #expect(
            list.problems.map(\.message) == [
                "'ignore' is not a key=value attribute",
                "'a' is given twice",
                "the value of 'b' has no closing quote",
            ])
        #expect(list.problems.map(\.offset) == [0, 11, 15])
        #expect(list["a"] == "1")
    }

    @Test func nearestSuggestsLikelyTyposOnly() {
        #expect(nearest("topics", among: ["id", "kind", "topic"]) == "topic")
        #expect(nearest("colour", among: ["id", "kind", "topic"]) == nil)
    }
}
