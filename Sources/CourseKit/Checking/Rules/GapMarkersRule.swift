/// Gap markers in pairs.
///
/// In a syntax card's answer code every `⟦` has its `⟧` after it on the same block, and gaps do not
/// nest.
///
/// Check: a `⟦` never closed, a `⟧` never opened, or a `⟦` inside a gap is an error at the marker.
struct GapMarkersRule: CheckRule {
    let id = Diagnostic.Rule.gapMarkers
    let summary = "every gap's markers pair up, and gaps do not nest"

    func check(_ context: CheckContext) -> [Diagnostic] {
        guard let course = context.course else { return [] }
        return course.cards.flatMap { card in
            card.answer.snippets.flatMap { snippet in
                snippet.gapMarkerProblems.map { problem in
                    let location = SourceLocation(
                        file: snippet.location.file, line: problem.line, column: problem.column)
                    return switch problem.kind {
                    case .unclosed:
                        error(
                            "this gap is never closed: '\(CodeGap.opening)' has no '\(CodeGap.closing)' after it in the block",
                            at: location, hint: "add '\(CodeGap.closing)' where the gap's code ends, on the same block")
                    case .unopened:
                        error(
                            "'\(CodeGap.closing)' closes no gap: no '\(CodeGap.opening)' before it", at: location,
                            hint: "add '\(CodeGap.opening)' where the gap's code starts, or remove this marker")
                    case .nested:
                        error(
                            "a gap inside a gap: gaps do not nest", at: location,
                            hint: "close the first gap before opening the next: ⟦a⟧ ⟦b⟧")
                    }
                }
            }
        }
    }
}
