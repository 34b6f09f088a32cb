@testable import CourseKit
import Foundation
import Testing

/// Each rule's fixture breaks that rule and no other: the test names the rule id, the file, the
/// line and the column of the first diagnostic, and fails on any diagnostic of another rule.
@Suite("course check: one fixture per rule")
struct CheckRuleFixtureTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var fixture: String
        /// The rule id printed; the reader's own id for the rules the reader enforces.
        var rule: String
        var file = "lesson-1/lesson.md"
        var line: Int
        var column: Int
        var compiler = false
        var typecheck = false
        var testDescription: String { fixture }
    }

    static let cases: [Case] = [
        Case(fixture: "structure", rule: "unknown-attribute", line: 62, column: 51),
        Case(fixture: "counts", rule: "counts", line: 9, column: 1),
        Case(fixture: "numbering", rule: "numbering", line: 50, column: 1),
        Case(fixture: "lesson-files", rule: "lesson-files", file: "lesson-2/lesson.md", line: 1, column: 1),
        Case(fixture: "ids", rule: "ids", line: 74, column: 1),
        Case(fixture: "question-sources", rule: "question-sources", line: 98, column: 3),
        Case(fixture: "source-url", rule: "source-url", line: 98, column: 3),
        Case(fixture: "card-prompt", rule: "missing-prompt", line: 74, column: 1),
        Case(fixture: "card-answer", rule: "missing-answer", line: 74, column: 1),
        Case(fixture: "change-path", rule: "change-path", line: 25, column: 1),
        Case(fixture: "change-applies", rule: "change-applies", line: 53, column: 1),
        Case(fixture: "change-target", rule: "change-target", line: 52, column: 1),
        Case(fixture: "lesson-continuity", rule: "lesson-continuity", file: "lesson-2/start/App/Counter.swift",
             line: 2, column: 17),
        // The compiler's rules: three fixtures parsed, one type-checked.
        Case(fixture: "snippet-parse", rule: "snippet-parse", line: 34, column: 27, compiler: true),
        Case(fixture: "snippet-expected-failure", rule: "snippet-expected-failure", line: 46, column: 1, compiler: true),
        Case(fixture: "change-parses", rule: "change-parses", line: 27, column: 17, compiler: true),
        Case(fixture: "snippet-typecheck", rule: "snippet-typecheck", line: 40, column: 19, compiler: true, typecheck: true),
    ]

    @Test(arguments: cases)
    func fixtureBreaksExactlyItsRule(_ test: Case) throws {
        let result = try CheckFixtures.check(test.fixture, compiler: test.compiler, typecheck: test.typecheck)
        let first = try #require(result.diagnostics.first)
        #expect(result.diagnostics.allSatisfy { $0.rule == test.rule }, "\(result.diagnostics)")
        #expect(first.severity == .error)
        #expect(first.location.file == CheckFixtures.path(test.fixture) + "/" + test.file)
        #expect(first.location.line == test.line)
        #expect(first.location.column == test.column)
    }

    @Test func aPreviewCountedWrongIsAChangeTargetError() throws {
        let result = try CheckFixtures.check("change-target")
        #expect(result.diagnostics.map(\.location.line) == [52, 73])
        #expect(result.diagnostics.last?.message == "this change replaces the first preview, but it starts at preview 2 of the file")
    }

    @Test func theValidFixturePassesEveryRuleWithTheCompiler() throws {
        let result = try CheckFixtures.check("valid", compiler: true, typecheck: true)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.snippets.parsed == 4)
        // `let answer = 42` and the expected failure `let = 5` import nothing: both type-checked.
        #expect(result.snippets.typeChecked == 2)
        #expect(result.snippets.notTypeChecked == ["fragments": 2])
        #expect(result.appliedChangeCount == 2)
    }

    @Test func everyRuleHasAFixtureAndADocumentedSection() throws {
        let fixtures = Set(Self.cases.map(\.fixture))
        let docs = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../docs/checks.md").standardized, encoding: .utf8)
        for rule in CourseCheck.rules {
            #expect(fixtures.contains(rule.id), "no fixture for \(rule.id)")
            #expect(docs.contains("### `\(rule.id)`"), "docs/checks.md does not document \(rule.id)")
        }
        #expect(Set(CourseCheck.rules.map(\.id)).count == CourseCheck.rules.count)
    }
}
