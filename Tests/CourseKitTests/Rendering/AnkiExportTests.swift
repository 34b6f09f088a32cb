import Foundation
import Testing

@testable import CourseKit

@Suite struct AnkiExportTests {
    typealias F = ModelFixtures

    static func course(answer: String) -> Course {
        let card = F.card(
            "env-read", .syntax, topic: "Custom values",
            prompt: F.content(F.paragraph(F.text("#1 \"Read\" a <value>\tnow"))),
            answer: F.content(
                F.swift("@Environment(\\.colorScheme) private var colorScheme\nlet s = \"\(answer)\" && 1 < 2\n")))
        let question = Question(
            id: "forgotten-store", number: 1, title: "t", titleMarkdown: "what the compiler can check",
            question: F.content(F.paragraph(F.text("What happens?"))),
            answer: F.content(F.paragraph(F.text("It stops."))),
            sources: [Source(title: "Environment", url: "https://developer.apple.com/e", location: F.here)],
            location: F.here)
        return F.course([F.lesson(cards: [card], questions: [question])])
    }

    @Test func headerNamesEveryColumn() {
        let text = AnkiExport(course: Self.course(answer: "x")).fileContents()
        #expect(
            text.hasPrefix(
                "#separator:tab\n#html:true\n#columns:GUID\tNotetype\tFront\tBack\tDeck\tTags\n#guid column:1\n#notetype column:2\n#deck column:5\n#tags column:6\n"
            ))
    }

    @Test func recordsReadBackAsCSVWithRealNewlinesInCode() throws {
        let text = AnkiExport(course: Self.course(answer: "x")).fileContents()
        // Python's csv module reads quoted fields the way Anki's importer does.
        let script = """
            import csv, io, json, sys
            rows = [r for r in csv.reader(io.StringIO(sys.stdin.read()), delimiter='\\t') if r and not r[0].startswith('#')]
            print(json.dumps(rows))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let data = Descriptor.readToEnd(output.fileHandleForReading.fileDescriptor)
        process.waitUntilExit()
        let rows = try JSONDecoder().decode([[String]].self, from: data)
        #expect(rows.count == 2)
        let card = try #require(rows.first)
        #expect(card.count == 6 && card[1] == "Basic")
        #expect(card[2].contains("#1 &quot;Read&quot; a &lt;value&gt;\tnow"))
        #expect(
            card[3].contains(
                "<pre><code>@Environment(\\.colorScheme) private var colorScheme\nlet s = &quot;x&quot; &amp;&amp; 1 &lt; 2</code></pre>"
            ))
        #expect(card[4] == "SwiftUI, one app at a time::Lesson 19 Handing things down")
        #expect(card[5] == "swiftui-course lesson-19 topic::Custom_values kind::syntax")
        let question = rows[1]
        #expect(question[2].contains("question 1 · what the compiler can check"))
        #expect(question[3].contains("<a href=\"https://developer.apple.com/e\">Environment</a>"))
        #expect(question[5].hasSuffix("kind::question"))
    }

    @Test func guidDependsOnIdsNotText() {
        let before = AnkiExport(course: Self.course(answer: "x")).notes()
        let after = AnkiExport(course: Self.course(answer: "edited")).notes()
        #expect(before.map(\.guid) == after.map(\.guid))
        #expect(before[0].back != after[0].back)
        #expect(Set(before.map(\.guid)).count == 2)
        var other = Self.course(answer: "x")
        other.id = "another-course"
        #expect(AnkiExport(course: other).notes()[0].guid != before[0].guid)
        #expect(before.allSatisfy { !$0.guid.hasPrefix("#") })
    }
}
