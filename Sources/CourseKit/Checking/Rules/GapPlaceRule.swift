/// Gap markers only where gaps are read.
///
/// `⟦` and `⟧` mark a gap in a syntax card's answer, in a Swift code block at the answer's top
/// level. Anywhere else (a step, a question, a card's prompt, a trick card, a block in a list,
/// console output) they would stay in the code as written.
///
/// Check: each marker there is an error at its line and column in the file, where the reader
/// recorded it (`Snippet.gapMarkerPlaces`).
struct GapPlaceRule: CheckRule {
    let id = Diagnostic.Rule.gapPlace
    let summary = "gap markers only in a syntax card's answer code"

    func check(_ context: CheckContext) -> [Diagnostic] {
        guard let course = context.course else { return [] }
        return course.lessons.flatMap(\.snippetsWithOwners).flatMap { owner, snippet in
            // In a syntax card's answer code the reader removed the markers; elsewhere they stay.
            let places = snippet.gapMarkerPlaces
            return (places.removed ? [] : places.markers).map { marker in
                error(
                    "'\(marker.character)' marks a gap only in a syntax card's answer code; in \(owner.description) it would stay in the code as written",
                    at: marker.location,
                    hint:
                        "move the gap into a kind=syntax card's ```swift answer block, or write the character as \\u{\(String(marker.character.unicodeScalars.first!.value, radix: 16, uppercase: true))} in a string"
                )
            }
        }
    }
}
