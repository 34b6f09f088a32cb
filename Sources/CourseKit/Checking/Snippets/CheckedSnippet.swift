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
    var typecheck: TypecheckOutcome?
    /// The names the compiler found nothing to define in it (`typecheck-complete` names them).
    var undefinedNames: [String] = []
}

extension CheckedSnippet {
    /// The findings placed at the lesson's columns.
    ///
    /// The compiler saw the code without its gap markers, so a finding after a marker on its line
    /// moves right by the marker's width.
    func placedInLesson() -> CheckedSnippet {
        guard snippet.gapMarkerPlaces.removed, !snippet.gapMarkerPlaces.markers.isEmpty else { return self }
        func placed(_ findings: [CompilationBatch.Finding]) -> [CompilationBatch.Finding] {
            findings.map { finding in
                var finding = finding
                finding.location = snippet.lessonPlace(of: finding.location)
                return finding
            }
        }
        var result = self
        result.parseErrors = placed(parseErrors)
        if case .ran(let errors, let warnings)? = typecheck {
            result.typecheck = .ran(errors: placed(errors), warnings: placed(warnings))
        }
        return result
    }
}

extension Snippet {
    /// `location`, a place in `code` (which has no gap markers), at the lesson's column.
    ///
    /// Each marker removed before it on its line adds the marker's width back.
    func lessonPlace(of location: SourceLocation) -> SourceLocation {
        guard gapMarkerPlaces.removed, location.file == codeLocation.file else { return location }
        var column = location.column
        for marker in gapMarkerPlaces.markers.map(\.location) where marker.line == location.line {
            guard marker.column <= column else { break }
            column += CodeGap.markerWidth
        }
        var placed = location
        placed.column = column
        return placed
    }

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
            let isFragment = context != nil || code.split(separator: "\n").contains(where: Snippet.isElisionLine)
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
