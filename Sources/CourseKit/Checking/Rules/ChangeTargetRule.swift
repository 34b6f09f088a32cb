import Foundation

/// Change target: a `change=replace` replaces what it says it does.
///
/// Its first "before" line (after doc comments and attributes) declares `target=` (`struct
/// TripSummary`), or is the `#Preview` named by `preview="Landscape"` or counted by `preview=2`.
///
/// Check: a replace whose text starts elsewhere is an error at the change.
struct ChangeTargetRule: CheckRule {
    let id = Diagnostic.Rule.changeTarget
    let summary = "a change=replace starts at the declaration or preview its target= or preview= names"

    func check(_ context: CheckContext) -> [Diagnostic] {
        context.replays.flatMap(\.edits).compactMap { edit in
            guard edit.change.kind == .replace, edit.hunk == 0, let target = edit.change.target,
                let hunk = edit.change.hunks.first, let before = edit.applied.before
            else { return nil }
            // The hunk's "before" text is what matched in the file: the declaration starts there.
            guard let first = hunk.before.split(separator: "\n").first(where: { !Self.isPreamble($0) }) else {
                return nil
            }
            let line = first.trimmingCharacters(in: .whitespaces)
            let start = edit.applied.newLines.lowerBound
            guard
                let problem = mismatch(
                    line, target: target, previewsBefore: { Self.previews(in: before, before: start) })
            else { return nil }
            return error(
                "this change replaces \(target.phrase), but \(problem)", at: edit.change.location,
                hint: "start the diff at the first line of \(target.phrase), or fix target=/preview=")
        }
    }

    /// How many lines before line `line` (1-based) of `text` start a `#Preview`.
    private static func previews(in text: String, before line: Int) -> Int {
        LineEnds.lines(of: text).prefix(line - 1)
            .filter { $0.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("#Preview") }.count
    }

    /// Doc comments, comments, attributes and blank lines that may open a declaration.
    private static func isPreamble(_ line: Substring) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed.hasPrefix("/*") || trimmed.hasPrefix("*")
            || (trimmed.hasPrefix("@") && !trimmed.contains(" struct ") && !trimmed.contains(" class "))
    }

    private func mismatch(_ line: String, target: ChangeTarget, previewsBefore: () -> Int) -> String? {
        if let parts = target.declarationParts {
            let words = line.split(whereSeparator: { " :{<(".contains($0) })
            let declares = zip(words, words.dropFirst()).contains { $0 == parts.keyword && $1 == parts.name }
            return declares ? nil : "its first line is '\(line)'"
        }
        guard line.hasPrefix("#Preview") else { return "its first line is '\(line)', not a #Preview" }
        if let name = target.previewName {
            return line.hasPrefix("#Preview(\"\(name)\"") ? nil : "it starts at '\(line)'"
        }
        if let position = target.previewPosition {
            let actual = previewsBefore() + 1
            return actual == position ? nil : "it starts at preview \(actual) of the file"
        }
        return nil
    }
}
