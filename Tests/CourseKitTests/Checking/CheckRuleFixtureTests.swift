@testable import CourseKit
import Foundation
import Testing

/// Each rule's fixture breaks that rule and no other: the test names the rule id, the file, the
/// line and the column of the first diagnostic, and fails on any diagnostic of another rule.
@Suite("course check: one fixture per rule")
struct CheckRuleFixtureTests {
    struct Case: CustomTestStringConvertible, Sendable {
        /// The rule the fixture breaks; its folder under `Fixtures/Check/` bears the rule's id.
        var breaks: Diagnostic.Rule
        /// The rule printed; the reader's own for the rules the reader enforces.
        var reports: Diagnostic.Rule
        var file = "lesson-1/lesson.md"
        var line: Int
        var column: Int
        var compiler = false
        var typecheck = false
        var fixture: String { breaks.rawValue }
        var testDescription: String { fixture }

        init(_ breaks: Diagnostic.Rule, reports: Diagnostic.Rule? = nil, file: String = "lesson-1/lesson.md",
             line: Int, column: Int, compiler: Bool = false, typecheck: Bool = false) {
            self.breaks = breaks
            self.reports = reports ?? breaks
            self.file = file
            self.line = line
            self.column = column
            self.compiler = compiler
            self.typecheck = typecheck
        }
    }

    static let cases: [Case] = [
        Case(.structure, reports: .unknownAttribute, line: 62, column: 51),
        Case(.counts, line: 9, column: 1),
        Case(.numbering, line: 50, column: 1),
        Case(.lessonFiles, file: "lesson-2/lesson.md", line: 1, column: 1),
        Case(.ids, line: 74, column: 1),
        Case(.questionSources, line: 98, column: 3),
        Case(.sourceURL, line: 98, column: 3),
        Case(.cardPrompt, reports: .missingPrompt, line: 74, column: 1),
        Case(.cardAnswer, reports: .missingAnswer, line: 74, column: 1),
        Case(.changePath, line: 25, column: 1),
        Case(.changeApplies, line: 53, column: 1),
        Case(.changeTarget, line: 52, column: 1),
        // The compiler's rules: three fixtures parsed, one type-checked.
        Case(.snippetParse, line: 34, column: 27, compiler: true),
        Case(.snippetExpectedFailure, line: 46, column: 1, compiler: true),
        Case(.changeParses, line: 27, column: 17, compiler: true),
        Case(.snippetTypecheck, line: 40, column: 19, compiler: true, typecheck: true),
    ]

    @Test(arguments: cases)
    func fixtureBreaksExactlyItsRule(_ test: Case) throws {
        let result = try CheckFixtures.check(test.fixture, compiler: test.compiler, typecheck: test.typecheck)
        let first = try #require(result.diagnostics.first)
        #expect(result.diagnostics.allSatisfy { $0.rule == test.reports }, "\(result.diagnostics)")
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
}
