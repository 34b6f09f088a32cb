/// A lesson snippet after the compiler saw it.
struct CheckedSnippet: Sendable {
    var snippet: Snippet
    var owner: SnippetOwner
    var input: SnippetToCheck
    /// Errors of `swiftc -parse`, mapped to the lesson (empty when it parsed).
    var parseErrors: [CompilationBatch.Finding]
    /// The context the parse errors come from (nil when it parsed).
    var parseContext: SnippetContext?
    /// nil when type-checking was not asked for.
    var typecheck: SnippetTypechecker.Outcome?
    /// The names the compiler found nothing to define in it (`typecheck-complete` names them).
    var undefinedNames: [String] = []
}

extension Snippet {
    /// How the compiler checks this snippet; nil for output and `check=none`.
    var checkInput: SnippetToCheck? {
        guard isSwift else { return nil }
        switch check {
        case .none:
            return nil
        case .file:
            return SnippetToCheck(code: code, location: codeLocation, form: .file)
        case .fragment:
            return SnippetToCheck(
                code: code, location: codeLocation, form: .fragment, expectation: .compiles,
                context: context.map(\.checkContext))
        case .fails:
            // A failing fragment (elided, or placed with context=) is parsed as a fragment; only a
            // whole file can be type-checked to confirm its message.
            let isFragment = context != nil || code.split(separator: "\n").contains(where: SnippetPiece.isElisionLine)
            return SnippetToCheck(
                code: code, location: codeLocation, form: isFragment ? .fragment : .file,
                expectation: .fails(messages: expectedMessages),
                context: context.map(\.checkContext))
        }
    }
}

extension Snippet.FragmentContext {
    var checkContext: SnippetContext {
        switch self {
        case .declarations: .file
        case .members: .members
        case .statements: .statements
        case .expression: .expression
        }
    }
}
