/// Gaps with code in them: `⟦⟧` hides nothing, so there is nothing to type.
///
/// Check: an empty gap is an error at its opening marker.
struct GapEmptyRule: CheckRule {
    let id = Diagnostic.Rule.gapEmpty
    let summary = "no gap is empty"

    func check(_ context: CheckContext) -> [Diagnostic] {
        guard let course = context.course else { return [] }
        return CardGap.all(in: course).filter { $0.gap.start == $0.gap.end }.map { item in
            error(
                "gap \(item.gap.number) of card '\(item.card.id)' is empty", at: item.location,
                hint: "put the code to recall between the markers, ⟦like this⟧, or remove them")
        }
    }
}
