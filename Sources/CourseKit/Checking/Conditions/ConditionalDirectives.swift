/// A Swift source's `#if` and `#elseif` lines with the known predicates written as `true` or `false`.
///
/// The predicates are those `BuildConditions` knows, so that the compiler takes the branches Xcode
/// would take for the course.
///
/// Each predicate (`os(iOS)`) becomes its value padded with spaces to its own length, so every line
/// and column of the source stays where it was, the directive's line too; the rest of a condition
/// (`&&`, `||`, `!`, parentheses, a predicate with no value here) stays, for the compiler to
/// evaluate with the values in place. The compiler then treats the branches as in Xcode: the
/// active one type-checked, the others parsed only. A directive is a `#if` or `#elseif` that is the
/// first token of its line, so one inside a string literal (multi-line and raw ones too) or a
/// comment is none; its condition is the rest of that line.
enum ConditionalDirectives {
    /// `source` with its directives' known predicates replaced; `source` itself when it has none.
    static func resolved(_ source: String, under conditions: BuildConditions) -> String {
        guard source.holds("#if") || source.holds("#elseif") else { return source }
        let scan = SwiftTokenScan(source)
        var bytes = scan.bytes
        var changed = false
        for range in predicates(in: scan) {
            guard let value = conditions.value(of: range.predicate, range.argument) else { continue }
            let word = Array((value ? "true" : "false").utf8)
            guard word.count <= range.bytes.count else { continue }
            bytes.replaceSubrange(
                range.bytes, with: word + Array(repeating: UInt8(ascii: " "), count: range.bytes.count - word.count))
            changed = true
        }
        return changed ? String(decoding: bytes, as: UTF8.self) : source
    }

    /// A call of one of `BuildConditions.predicates` with one name in its parentheses, in a directive's condition.
    ///
    /// Where it is written (from its name to its `)`), what it is.
    struct Predicate: Equatable {
        var bytes: Range<Int>
        var predicate: String
        var argument: String
    }

    /// Every such call in the source's `#if` and `#elseif` conditions, in order.
    static func predicates(in scan: SwiftTokenScan) -> [Predicate] {
        let tokens = scan.tokens
        var found: [Predicate] = []
        var index = 0
        while index < tokens.count {
            guard let conditionStart = directive(at: index, in: scan) else {
                index += 1
                continue
            }
            let end = lineEnd(after: tokens[conditionStart - 1].range.upperBound, in: scan.bytes)
            index = conditionStart
            while index < tokens.count, tokens[index].range.lowerBound < end {
                if index + 3 < tokens.count, tokens[index].kind == .identifier,
                    BuildConditions.predicates.contains(scan.text(tokens[index])),
                    scan.isPunctuation(tokens[index + 1], "("), tokens[index + 2].kind == .identifier,
                    scan.isPunctuation(tokens[index + 3], ")"), tokens[index + 3].range.upperBound <= end
                {
                    found.append(
                        Predicate(
                            bytes: tokens[index].range.lowerBound..<tokens[index + 3].range.upperBound,
                            predicate: scan.text(tokens[index]), argument: scan.name(tokens[index + 2])))
                    index += 4
                } else {
                    index += 1
                }
            }
        }
        return found
    }

    /// When the token at `index` is the `#` of an `#if` or `#elseif` that starts its line.
    ///
    /// The index of its condition's first token.
    private static func directive(at index: Int, in scan: SwiftTokenScan) -> Int? {
        let tokens = scan.tokens
        guard index + 1 < tokens.count, scan.isPunctuation(tokens[index], "#"),
            tokens[index + 1].kind == .identifier, tokens[index + 1].range.lowerBound == tokens[index].range.upperBound,
            ["if", "elseif"].contains(scan.text(tokens[index + 1]))
        else { return nil }
        let lineStart = index == 0 ? 0 : tokens[index - 1].range.upperBound
        let before = scan.bytes[lineStart..<tokens[index].range.lowerBound]
        guard index == 0 || before.contains(UInt8(ascii: "\n")) || before.contains(UInt8(ascii: "\r")) else {
            return nil
        }
        return index + 2
    }

    /// The offset of the line break that ends the line `offset` is on (the source's end when none).
    private static func lineEnd(after offset: Int, in bytes: [UInt8]) -> Int {
        bytes[offset...].firstIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") } ?? bytes.count
    }
}
