/// Gaps of whole tokens.
///
/// A gap starts and ends between Swift tokens, so the learner recalls a name, an attribute, an
/// argument — not `Sta` of `@State`. A string literal is one token, the `@` of an attribute belongs
/// to its name, and an operator's characters are one token.
///
/// Check: a gap that starts or ends inside a token is an error at its opening marker.
struct GapTokenRule: CheckRule {
    let id = Diagnostic.Rule.gapToken
    let summary = "every gap starts and ends between Swift tokens"

    func check(_ context: CheckContext) -> [Diagnostic] {
        guard let course = context.course else { return [] }
        var tokens: [String: CardGap.Tokens] = [:]
        return CardGap.all(in: course).compactMap { item in
            guard item.gap.start < item.gap.end else { return nil }
            let scan = tokens[item.snippet.code] ?? CardGap.Tokens(item.snippet.code)
            tokens[item.snippet.code] = scan
            let cut =
                scan.token(cutAt: item.gap.start).map { ("starts", $0) }
                ?? scan.token(cutAt: item.gap.end).map { ("ends", $0) }
            guard let (end, token) = cut else { return nil }
            return error(
                "gap \(item.gap.number) of card '\(item.card.id)' \(end) inside the token '\(token)'",
                at: item.location,
                hint: "put the markers around whole tokens: ⟦@State⟧, not @⟦State⟧; a string literal is one token")
        }
    }
}
