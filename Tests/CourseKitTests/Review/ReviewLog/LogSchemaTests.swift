import Foundation
import Testing
@testable import CourseKit

/// The log's schema (`LogKey.field`) against what is derived from it or checked against it.
@Suite struct LogSchemaTests {
    /// docs/review-log.md's table of keys is this table: names in order, types, presence per kind
    /// of line, and version; the version of the format and `course history --json`'s fields too.
    @Test func theDocumentedKeysAreTheSchema() throws {
        let docs = try String(contentsOf: Self.docsURL, encoding: .utf8)
        let rows = docs.split(separator: "\n").drop { !$0.hasPrefix("| key | type | answer | undo | recovered | since |") }
            .dropFirst(2).prefix { $0.hasPrefix("|") }
        let documented = rows.map { row in
            row.split(separator: "|", omittingEmptySubsequences: false).dropFirst().prefix(6)
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let schema = LogKey.allCases.map { key in
            let field = key.field
            let presences = [field.answer, field.undo, field.recovered].map { $0 == .absent ? "—" : $0.rawValue }
            return ["`\(field.name)`", field.type.rawValue] + presences + ["\(field.since)"]
        }
        #expect(documented == schema)
        #expect(docs.contains("This is version \(LogSchema.version) of the format"))
        let optional = LogKey.optionalInAnswers.map { "\($0.field.name)" }
        #expect(docs.contains("interval_days, \(optional.joined(separator: ", ")), line`"),
                "the fields of `course history --json` name each optional key of an answer")
    }

    static let docsURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/review-log.md")
}
