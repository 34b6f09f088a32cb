import Foundation

/// Lines of a card's answer code that the learner need not type: the card gives them.
///
/// A declaration the prompt quotes as a whole line of the answer (`A view reads
/// `@Environment(\.dynamicTypeSize) private var textSize``) is the question's context, and so are
/// the `import` lines the answer opens with (a fragment's wrapper imports SwiftUI, so a
/// `context=declarations` card and a `check=file` card agree that `import SwiftUI` may be left
/// out). Typed code that leaves them out is compared with the answer without them, and compiled with
/// them put back before it (`text(_:)`); a message is placed back in what was typed (`placed`).
struct GivenContext: Sendable {
    /// The given lines, in the answer's order.
    let lines: [String]
    /// The answer's code without the given lines (and the `…` line after a given declaration).
    let answer: String
    /// The text put before what was typed: the given lines, and a `…` line after them in a fragment.
    let prefix: String

    /// The lines `card` gives that `typed` leaves out; nil when it types them all (or there are none).
    init?(card: GradedCard, typed: String) {
        self.init(
            answer: card.snippet.code, prompt: card.prompt, isFragment: card.snippet.check == .fragment, typed: typed)
    }

    /// The lines an answer's code (`answer`, a fragment's or a file's) gives, with its card's `prompt`.
    init?(answer code: String, prompt: String, isFragment: Bool, typed: String) {
        let answerLines = LineEnds.lines(of: code).map(String.init)
        let quoted = Self.codeSpans(of: prompt).map(Self.squeezed)
        let typedNames = Self.declared(in: typed)
        let typedImports = Set(LineEnds.lines(of: typed).compactMap { Self.imported(String($0)) })
        var given: [Int] = []
        var opening = true
        for (index, line) in answerLines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if opening, let module = Self.imported(trimmed) {
                if !typedImports.contains(module) { given.append(index) }
                continue
            }
            if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
            opening = false
            let names = Self.declared(in: trimmed)
            guard !names.isEmpty, quoted.contains(Self.squeezed(trimmed)), names.isDisjoint(with: typedNames) else {
                continue
            }
            given.append(index)
        }
        guard !given.isEmpty else { return nil }
        // A given declaration takes the `…` after it (and blank lines between) with it.
        var dropped = Set(given)
        for index in given where Self.imported(answerLines[index]) == nil {
            var next = index + 1
            while next < answerLines.count, answerLines[next].trimmingCharacters(in: .whitespaces).isEmpty {
                next += 1
            }
            if next < answerLines.count, Snippet.isElisionLine(Substring(answerLines[next])) {
                dropped.formUnion(index...next)
            }
        }
        lines = given.map { answerLines[$0] }
        answer = answerLines.indices.filter { !dropped.contains($0) }.map { answerLines[$0] }
            .drop(while: { $0.trimmingCharacters(in: .whitespaces).isEmpty }).joined(separator: "\n")
        let declares = given.contains { Self.imported(answerLines[$0]) == nil }
        prefix = lines.joined(separator: "\n") + (isFragment && declares ? "\n…\n" : "\n")
    }

    /// `typed` with the given lines before it.
    func text(_ typed: String) -> String { prefix + typed }

    /// A message about `text(typed)` placed in what was typed; one about the given lines has line 0.
    func placed(_ message: GradeResult.Message) -> GradeResult.Message {
        let shift = LineEnds.count(in: prefix.utf8)
        guard message.line > 0 else { return message }
        var placed = message
        if message.line > shift {
            placed.line -= shift
        } else {
            placed.line = 0
            placed.column = 0
        }
        return placed
    }

    /// The names `text` declares outside every brace: each identifier after `var`, `let` or `func`.
    private static func declared(in text: String) -> Set<String> {
        let scan = SwiftTokenScan(text)
        var names = Set<String>()
        var depth = 0
        for (token, next) in zip(scan.tokens, scan.tokens.dropFirst()) {
            if scan.isPunctuation(token, "{") { depth += 1 }
            if scan.isPunctuation(token, "}") { depth -= 1 }
            if depth == 0, token.kind == .identifier, next.kind == .identifier,
                ["var", "let", "func"].contains(scan.name(token))
            {
                names.insert(scan.name(next))
            }
        }
        return names
    }

    /// `import SwiftUI` → `SwiftUI`.
    private static func imported(_ line: String) -> String? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count == 2, words[0] == "import" else { return nil }
        return String(words[1])
    }

    /// The texts of a Markdown text's code spans (between single backticks).
    private static func codeSpans(of markdown: String) -> [String] {
        let parts = markdown.split(separator: "`", omittingEmptySubsequences: false)
        return parts.indices.filter { $0 % 2 == 1 && $0 < parts.count - 1 }.map { String(parts[$0]) }
    }

    /// A line without its spaces: a quote and a line compare as the same code.
    private static func squeezed(_ text: String) -> String { text.filter { !$0.isWhitespace } }
}
