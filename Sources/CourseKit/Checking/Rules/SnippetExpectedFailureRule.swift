import Foundation

/// Snippet expected failure.
///
/// A `check=fails` snippet does not compile, and the compiler says what the lesson says it says. A
/// parse error is confirmed by `swiftc -parse`; a type error only with `--strict-typecheck` where
/// the SDK has the snippet's imports (otherwise it is counted as skipped).
///
/// Check: an expected failure that compiles, or that fails without one of the expected messages,
/// is an error at the snippet.
struct SnippetExpectedFailureRule: CheckRule {
    let id = Diagnostic.Rule.snippetExpectedFailure
    let summary = "check=fails snippets fail, with the expected messages (type errors need --strict-typecheck)"

    func check(_ context: CheckContext) -> [Diagnostic] {
        (context.compiled?.snippets ?? []).flatMap { checked -> [Diagnostic] in
            guard case .fails(let expected) = checked.input.expectation else { return [] }
            let failed: Bool
            let said: [CompilationBatch.Finding]
            if case .ran(let errors, let warnings)? = checked.typecheck {
                failed = !errors.isEmpty
                said = errors + warnings
            } else {
                failed = !checked.parseErrors.isEmpty
                said = checked.parseErrors
            }
            if !failed {
                guard case .ran? = checked.typecheck else { return [] }
                return [
                    error(
                        "\(checked.owner.description): this snippet is marked check=fails, but it compiles",
                        at: checked.snippet.location,
                        hint: "make it fail as the lesson says, or mark it check=file")
                ]
            }
            let messages = said.map { Self.normalized($0.message) }
            return expected.filter { wanted in !messages.contains { $0.contains(Self.normalized(wanted)) } }.map {
                wanted in
                let actual = said.prefix(3).map { "'\($0.message)'" }.joined(separator: ", ")
                return error(
                    "\(checked.owner.description): the compiler does not say '\(wanted)'",
                    at: checked.snippet.location, hint: "it says \(actual)")
            }
        }
    }

    /// Typographic quotes as the compiler writes them, and runs of spaces as one.
    static func normalized(_ text: String) -> String {
        let straight = text.replacingOccurrences(of: "‘", with: "'").replacingOccurrences(of: "’", with: "'")
            .replacingOccurrences(of: "“", with: "\"").replacingOccurrences(of: "”", with: "\"")
        return straight.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
