import Foundation
import Testing

@testable import CourseKit

/// Every rule id of `Diagnostic.Rule` has a fixture that breaks it and a documented section; the
/// documentation names no rule that does not exist; and the checker runs exactly its rules.
@Suite("Rule ids: one enum, each with a fixture and docs")
struct RuleCatalogTests {
    static func document(_ name: String) throws -> String {
        try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../../docs/\(name)").standardized, encoding: .utf8)
    }

    /// The ids in the table of docs/format.md's "Diagnostics": `| `rule-id` | when |` rows.
    static func readerRulesDocumented() throws -> [String] {
        let section = try document("format.md").components(separatedBy: "## Diagnostics").dropFirst().first ?? ""
        return section.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("| `"), let end = line.dropFirst(3).firstIndex(of: "`") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 3)..<end])
        }
    }

    /// The ids of docs/checks.md's `### `rule-id`` sections.
    static func checkRulesDocumented() throws -> [String] {
        try document("checks.md").split(separator: "\n").compactMap { line in
            guard line.hasPrefix("### `"), line.hasSuffix("`") else { return nil }
            return String(line.dropFirst(5).dropLast())
        }
    }

    @Test(arguments: Diagnostic.Rule.allCases)
    func everyRuleHasAFixtureAndADocumentedSection(_ rule: Diagnostic.Rule) throws {
        switch rule.stage {
        case .check:
            #expect(CheckRuleFixtureTests.cases.contains { $0.breaks == rule }, "no fixture breaks \(rule.rawValue)")
            #expect(
                try Self.checkRulesDocumented().contains(rule.rawValue),
                "docs/checks.md has no section for \(rule.rawValue)")
        case .reader:
            #expect(
                MalformedLessonTests.cases.contains { $0.rule == rule } || CourseReaderTests.fixtures[rule] != nil,
                "no malformed lesson or course breaks \(rule.rawValue)")
            #expect(
                try Self.readerRulesDocumented().contains(rule.rawValue),
                "docs/format.md's table lacks \(rule.rawValue)")
        }
    }

    @Test func theDocumentationNamesEveryRuleOnceAndNoOther() throws {
        let reader = Diagnostic.Rule.allCases.filter { $0.stage == .reader }.map(\.rawValue)
        let check = Diagnostic.Rule.allCases.filter { $0.stage == .check }.map(\.rawValue)
        #expect(try Self.readerRulesDocumented() == reader)
        #expect(try Self.checkRulesDocumented() == check)
    }

    @Test func courseCheckRunsOneTypePerCheckRuleInTheDocumentedOrder() {
        #expect(CourseCheck.rules.map(\.id) == Diagnostic.Rule.allCases.filter { $0.stage == .check })
    }

}
