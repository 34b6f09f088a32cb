/// Gaps worth recalling.
///
/// A gap hides a name, a keyword, a number or a string — not only punctuation and spaces — and
/// leaves some of the block to show, as the cue.
///
/// Check: a gap of whole tokens that are punctuation alone, or one that hides every token of its block, is an error at
/// its opening marker.
struct GapRecallRule: CheckRule {
    let id = Diagnostic.Rule.gapRecall
    let summary = "every gap hides something to recall and leaves a cue"

    func check(_ context: CheckContext) -> [Diagnostic] {
        guard let course = context.course else { return [] }
        return CardGap.all(in: course).compactMap { item in
            let scan = CardGap.Tokens(item.snippet.code)
            // An empty gap, or one that cuts a token, is another rule's.
            guard item.gap.start < item.gap.end, scan.token(cutAt: item.gap.start) == nil,
                scan.token(cutAt: item.gap.end) == nil
            else { return nil }
            let hidden = scan.tokens(in: item.gap.start..<item.gap.end)
            let name = "gap \(item.gap.number) of card '\(item.card.id)'"
            if !hidden.contains(where: { $0.kind != .punctuation }) {
                return error(
                    "\(name) hides only punctuation or spaces: nothing to recall", at: item.location,
                    hint: "widen it to a name, an attribute or an argument, or remove it")
            }
            if hidden.count == scan.scan.tokens.count {
                return error(
                    "\(name) hides the whole block: nothing is left as a cue", at: item.location,
                    hint: "gap one token or one argument, and leave the rest of the code to show")
            }
            return nil
        }
    }
}
