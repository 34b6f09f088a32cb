/// Gap markers only where gaps are read: `⟦` and `⟧` mark a gap in a syntax card's answer, in a
/// Swift code block at the answer's top level. Anywhere else (a step, a question, a card's prompt,
/// a trick card, a block in a list, console output) they would stay in the code as written.
///
/// Check: each marker there is an error at its line and column.
struct GapPlaceRule: CheckRule {
    let id = Diagnostic.Rule.gapPlace
    let summary = "gap markers only in a syntax card's answer code"

    func check(_ context: CheckContext) -> [Diagnostic] {
        guard let course = context.course else { return [] }
        return course.lessons.flatMap(\.snippetsWithOwners).flatMap { owner, snippet in
            markers(in: snippet).map { marker, location in
                error(
                    "'\(marker)' marks a gap only in a syntax card's answer code; in \(owner.description) it would stay in the code as written",
                    at: location,
                    hint:
                        "move the gap into a kind=syntax card's ```swift answer block, or write the character as \\u{\(String(marker.unicodeScalars.first!.value, radix: 16, uppercase: true))} in a string"
                )
            }
        }
    }

    /// The markers left in a snippet's code, each where it is written in the lesson.
    private func markers(in snippet: Snippet) -> [(Character, SourceLocation)] {
        var result: [(Character, SourceLocation)] = []
        var line = snippet.codeLocation.line
        var lineStart = snippet.code.utf8.startIndex
        let scalars = snippet.code.unicodeScalars
        for index in scalars.indices {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            let nextByte = next == scalars.endIndex || !scalars[next].isASCII ? nil : UInt8(scalars[next].value)
            if scalar.isASCII, LineEnds.closes(UInt8(scalar.value), before: nextByte) {
                line += 1
                lineStart = snippet.code.utf8.index(after: index)
            } else if scalar == CodeGap.opening.unicodeScalars.first || scalar == CodeGap.closing.unicodeScalars.first {
                let column = snippet.codeLocation.column + snippet.code.utf8.distance(from: lineStart, to: index)
                result.append(
                    (Character(scalar), SourceLocation(file: snippet.location.file, line: line, column: column)))
            }
        }
        return result
    }
}
