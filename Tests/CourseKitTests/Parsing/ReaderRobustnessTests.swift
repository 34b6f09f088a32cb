import Foundation
import Testing

@testable import CourseKit

/// Bad input never crashes the reader, and every problem it reports points inside the file.
@Suite("The reader on cut-off and shuffled lessons")
struct ReaderRobustnessTests {
    static func lessonText() throws -> String {
        try String(contentsOfFile: FormatFixtures.path("complete/lesson-1/lesson.md"), encoding: .utf8)
    }

    /// Every diagnostic names a line of the text (or the one after its last) and a column from 1.
    static func expectLocationsInside(_ text: String, _ diagnostics: [Diagnostic]) {
        let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
        for diagnostic in diagnostics {
            #expect((1...lineCount + 1).contains(diagnostic.location.line), "\(diagnostic)")
            #expect(diagnostic.location.column >= 1, "\(diagnostic)")
        }
    }

    /// Cut after any line, the lesson reads: every diagnostic points inside the cut text, and
    /// exactly the steps, cards and questions whose heading (and marker comment) the cut keeps are
    /// read, the same as in the whole lesson, in the same order; nothing is invented or lost.
    @Test func everyPrefixOfALessonReads() throws {
        let whole = try Self.lessonText()
        let lines = whole.split(separator: "\n", omittingEmptySubsequences: false)
        let (lesson, diagnostics) = LessonReader.read(text: whole, file: "prefix.md")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(!lesson.steps.isEmpty && !lesson.cards.isEmpty && !lesson.questions.isEmpty)
        for count in 0...lines.count {
            let text = lines.prefix(count).joined(separator: "\n")
            let (prefix, diagnostics) = LessonReader.read(text: text, file: "prefix.md")
            Self.expectLocationsInside(text, diagnostics)
            #expect(
                prefix.steps.map(\.number) == lesson.steps.filter { $0.location.line <= count }.map(\.number),
                "the first \(count) lines")
            #expect(
                prefix.cards.map(\.id) == lesson.cards.filter { $0.location.line + 1 <= count }.map(\.id),
                "the first \(count) lines")
            #expect(
                prefix.questions.map(\.id) == lesson.questions.filter { $0.location.line + 1 <= count }.map(\.id),
                "the first \(count) lines")
        }
    }

    @Test func linesInReverseOrderRead() throws {
        let text = try Self.lessonText().split(separator: "\n", omittingEmptySubsequences: false).reversed()
            .joined(separator: "\n")
        let (lesson, diagnostics) = LessonReader.read(text: text, file: "reversed.md")
        #expect(diagnostics.hasErrors)
        #expect(lesson.cards.count + lesson.questions.count <= 4)
        Self.expectLocationsInside(text, diagnostics)
    }

    @Test func emptyAndBinaryLookingInputRead() {
        for text in ["", "\n\n", "---\n---\n", "```", "<details>", "### x\n<!-- card", "\u{0}\u{1}\r\n\r"] {
            let (_, diagnostics) = LessonReader.read(text: text, file: "odd.md")
            #expect(diagnostics.hasErrors)
            Self.expectLocationsInside(text, diagnostics)
        }
    }

    /// CommonMark ends a line at "\n", "\r\n" or a lone "\r", and so does every line counter of the
    /// reader: a lesson with any of them reads as the same lesson, at the same places.
    @Test(arguments: ["\r\n", "\r"])
    func aLessonReadsTheSameWhateverEndsItsLines(_ lineEnd: String) throws {
        let texts =
            [try Self.lessonText()]
            + MalformedLessonTests.cases.map { MalformedLessonTests.frontMatter + "\n\n" + $0.body + "\n" }
        for text in texts {
            let (lesson, diagnostics) = LessonReader.read(text: text, file: "l.md")
            let other = text.replacingOccurrences(of: "\n", with: lineEnd)
            let (otherLesson, otherDiagnostics) = LessonReader.read(text: other, file: "l.md")
            #expect(otherDiagnostics == diagnostics, "\(otherDiagnostics.map(\.description))")
            #expect(otherLesson == lesson)
        }
        #expect(SourceText(file: "f", text: "a\rb\r\nc\nd").lines == ["a", "b", "c", "d"])
    }

    /// The Markdown parser reads a NUL as U+FFFD, three bytes; columns are still the file's, where
    /// a NUL is one byte.
    @Test func columnsAfterANULAreTheFilesColumns() throws {
        let fence = "```swift check=none x=\u{0}\u{0} nope=1"
        let text = MalformedLessonTests.frontMatter + "\n\n## Step 1: Look\n\n" + fence + "\nlet a = 1\n```\n"
        let (_, diagnostics) = LessonReader.read(text: text, file: "nul.md")
        let unknown = diagnostics.filter { $0.rule == .unknownAttribute }
        let column = fence.utf8.count - "nope=1".utf8.count + 1
        #expect(unknown.map(\.location.description) == ["nul.md:17:21", "nul.md:17:\(column)"])
        // Inside the NUL's U+FFFD the column is the NUL's; a BOM is not part of line 1.
        let source = SourceText(file: "f", text: "\u{FEFF}a\u{0}b\nc\u{0}")
        #expect(source.lines == ["a\u{FFFD}b", "c\u{FFFD}"])
        #expect((2...6).map { source.location(line: 1, column: $0).column } == [2, 2, 2, 3, 4])
        #expect(source.location(line: 2, column: 5).column == 3)
    }

}
