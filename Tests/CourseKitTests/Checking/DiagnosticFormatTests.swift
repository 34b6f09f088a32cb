import Foundation
import Testing

@testable import CourseKit

@Suite("course check: output formats")
struct DiagnosticFormatTests {
    let diagnostic = Diagnostic(
        .warning, "50% of it, badly", at: CourseKit.SourceLocation(file: "a,b:c.md", line: 3, column: 7),
        hint: "line one\nline two", rule: .counts)

    @Test func githubEscapesDataAndProperties() {
        #expect(
            DiagnosticFormat.github.render([diagnostic])
                == "::warning file=a%2Cb%3Ac.md,line=3,col=7,title=counts::50%25 of it, badly%0Ahint: line one%0Aline two\n"
        )
    }

    @Test func textIsTheCompilersForm() {
        #expect(
            DiagnosticFormat.text.render([diagnostic])
                == "a,b:c.md:3:7: warning: 50% of it, badly [counts]\n  hint: line one\nline two\n")
    }

    @Test func jsonIsAnArrayOfFlatObjects() throws {
        let data = Data(DiagnosticFormat.json.render([diagnostic]).utf8)
        let objects = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(objects.count == 1)
        #expect(Set(objects[0].keys) == ["file", "line", "column", "severity", "rule", "message", "hint"])
        #expect(
            DiagnosticFormat.json.render([]).trimmingCharacters(in: .whitespacesAndNewlines) == "[\n\n]"
                || DiagnosticFormat.json.render([]).trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
    }
}
