import Foundation
import Testing

@testable import CourseKit

/// The examples of docs/format.md are what authors copy: each must read without a problem.
@Suite("docs/format.md examples")
struct FormatDocExamplesTests {
    /// The ```` ```markdown ```` blocks of docs/format.md, with the line each starts on.
    static func examples() throws -> [(line: Int, text: String)] {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/format.md").path
        let document = MarkdownDocument(parsing: try String(contentsOfFile: path, encoding: .utf8))
        return document.root.children.compactMap { node in
            guard case .codeBlock(let info, let literal, true) = node.kind, info == "markdown" else { return nil }
            return (node.range.start.line, literal)
        }
    }

    @Test func everyExampleReadsWithoutProblems() throws {
        let examples = try Self.examples()
        #expect(examples.count >= 10)
        var cards = 0
        var questions = 0
        var changes = 0
        for (line, text) in examples {
            // Blocks shown on their own stand in a step, as in a lesson; front matter examples
            // show one file's keys (the manifest's are not a lesson's).
            let body = text.contains("## Step") || text.hasPrefix("---") ? text : "## Step 1: Example\n\n" + text
            let (lesson, diagnostics) = LessonReader.read(text: body, file: "format.md:\(line)")
            let problems = diagnostics.filter { $0.rule != .frontMatter }
            #expect(problems.isEmpty, "example at docs/format.md:\(line): \(problems.map(\.description))")
            cards += lesson.cards.count
            questions += lesson.questions.count
            changes += lesson.changes.count
        }
        #expect(cards == 1 && questions == 1)
        #expect(changes == 5)
    }
}
