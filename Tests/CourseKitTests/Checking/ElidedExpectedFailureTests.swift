import Foundation
import Testing

@testable import CourseKit

/// An elided expected failure that uses a name only the project defines is type-checked again beside
/// the finished project; what the compiler says there is what its stated message is held to.
@Suite("course check: an elided expected failure beside the finished project")
struct ElidedExpectedFailureTests {
    /// `Wrapper` holds the project's `Counter`, whose code the snippet does not show: on its own the
    /// compiler cannot find `Counter`; beside the project it says the call misses its argument. The
    /// snippet's fence is on line 61 of the lesson.
    static func fixture(stating message: String) -> StatedEdit {
        .replace(
            "## Flashcards",
            with: """
                A wrapper made without what it wraps:

                ```swift check=fails
                struct Wrapper {
                    let counter: Counter
                    …
                }
                …
                Wrapper()
                ```

                ```compiler
                \(message)
                ```

                ## Flashcards
                """)
    }

    static func check(stating message: String) throws -> CheckResult {
        try CheckFixtures.withValid(changedBy: [fixture(stating: message)], named: "elided-fails") {
            try CheckFixtures.check(folder: $0, compiler: true, typecheck: true)
        }
    }

    @Test func theCompilersMessageIsConfirmed() throws {
        let result = try Self.check(stating: "missing argument for parameter 'counter' in call")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.snippets.notTypeChecked == [:])
    }

    /// Seen failing before the fix: the message beside the project was kept only when it was the
    /// stated one, so a wrong statement left the snippet "not type-checked" and no error.
    @Test func aMessageTheCompilerDoesNotGiveIsAnErrorAtTheSnippet() throws {
        let result = try Self.check(stating: "missing argument for parameter 'count' in call")
        #expect(result.diagnostics.map(\.rule) == [.snippetExpectedFailure], "\(result.diagnostics)")
        let error = try #require(result.diagnostics.first)
        #expect(error.location.line == 61)
        #expect(error.message == "step 2: the compiler does not say 'missing argument for parameter 'count' in call'")
        #expect(error.hint?.contains("missing argument for parameter 'counter' in call") == true, "\(error.hint ?? "")")
    }
}
