import Foundation
import Testing

@testable import CourseKit

/// One compiler run for many snippets: the errors come back at the lesson's lines and columns, and
/// fragments parse in the context they can live in. (Needs `swiftc`; it is one process for all.)
@Suite("Snippets: one swiftc run, errors mapped back")
struct SnippetCompilationTests {
    static func at(_ line: Int, _ column: Int = 5) -> CourseKit.SourceLocation {
        CourseKit.SourceLocation(file: "Content/lesson-1/lesson.md", line: line, column: column)
    }

    static let snippets: [SnippetToCheck] = [
        // 0: a whole file with an error on its third line
        SnippetToCheck(code: "import Foundation\n\nlet x: = 1\n", location: at(10), form: .file),
        // 1: a property wrapper, which lives in a type
        SnippetToCheck(
            code: "@Environment(\\.locale) private var locale\ninit() {}\n", location: at(20), form: .fragment),
        // 2: a modifier chain
        SnippetToCheck(code: ".padding()\n    .font(.title)\n", location: at(30), form: .fragment),
        // 3: elided: an unclosed class, then a member of something else
        SnippetToCheck(
            code: "@MainActor\nfinal class Store {\n…\n@EnvironmentObject var store: Store\n",
            location: at(40), form: .fragment),
        // 4: a broken second part after an elision
        SnippetToCheck(code: "struct A {\n…\n    func f( {\n", location: at(50), form: .fragment),
        // 5: switch cases
        SnippetToCheck(code: "case .all: true\ncase .favorites: trip.isFavorite\n", location: at(60), form: .fragment),
        // 6: an expected failure
        SnippetToCheck(
            code: "let = 5\n", location: at(70), form: .file, expectation: .fails(messages: ["expected pattern"])),
        // 7, 8: snippets share generated files; an unclosed comment or an unfinished line stays in its own
        SnippetToCheck(code: "/* never closed\nlet a = 1\n", location: at(80), form: .file),
        SnippetToCheck(code: "let b =\n", location: at(90), form: .file),
        SnippetToCheck(code: "struct Fine {}\n", location: at(100), form: .file),
    ]

    @Test func errorsMapToLessonLinesAndFragmentsParseInContext() throws {
        guard case .found(let compiler) = SwiftCompiler.locate(explicitPath: nil) else {
            Issue.record("no swiftc")
            return
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("snippet-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }

        var plan = SnippetParsePlan(Self.snippets)
        var batch = CompilationBatch()
        plan.addFirstPass(to: &batch)
        plan.record(try batch.parse(with: compiler, scratch: scratch))
        var retry = CompilationBatch()
        let first = plan.addSecondPass(to: &retry)
        plan.record(try retry.parse(with: compiler, scratch: scratch), attemptsFrom: first)
        let errors = plan.parseErrors

        #expect(errors[0].map(\.location) == [Self.at(12, 5 + 8 - 1)])  // at the `=` of "let x: = 1"
        #expect(errors[1].isEmpty)
        #expect(errors[2].isEmpty)
        #expect(errors[3].isEmpty)
        #expect(!errors[4].isEmpty)
        #expect(errors[4].first?.location.line == 52)
        #expect(errors[4].first?.location.column == 5 + 13 - 1)  // at the `{` of "    func f( {"
        #expect(errors[5].isEmpty)
        #expect(errors[6].contains { $0.message.contains("expected pattern") })
        #expect(errors[7].map(\.message) == ["unterminated '/*' comment"])
        #expect(errors[8].map(\.location.line) == [90])
        #expect(errors[9].isEmpty)
    }
}
