/// Typed code compared with a card's answer code, token by token, up to layout.
///
/// Tokens as `SwiftTokenScan` reads them (docs/quiz.md, "Answering by typing: how it is graded").
/// The rules, each with its limit:
///
/// - whitespace, line breaks and comments (the scan drops them);
/// - a trailing comma before `)` or `]`;
/// - digit separators (`4_200` is `4200`);
/// - invisible characters in code (a no-break space, a zero-width space…: `InvisibleCharacters`)
///   read as spaces, each said in `invisibles`; one inside a name splits it;
/// - words dropped, each `same` only once the compiler agrees (`needsCompile`; the learner can
///   type code that reads right and does not compile: `self.$profile`, `open` on a struct's member,
///   `;;`): `self.` before a member; `;`; an access modifier (`private`, `fileprivate`, `internal`,
///   `public`, `package`, `open`, with `(set)`) where it modifies a declaration, unless the card's
///   prompt asks for it (names it in its prose or in a code span that is no quote of the
///   answer's code, `askedModifiers`); `return` opening a body that is one expression (no `;`,
///   each line going on with it);
/// - `Type.init(…)` for `Type(…)`; `.init(…)` for `Type(…)` once the compiler agrees (it alone
///   knows the implied type);
/// - `Optional<T>` for `T?`, where `T` is a name (or names joined by `.`), not a generic;
/// - a type annotation one side writes and the other leaves to inference (`var unit: String =
///   "km"`), once the compiler agrees, and only for the type the initial value has on its own: a
///   string, integer, floating-point or Boolean literal's default type, or the type a `T(…)` call
///   names (`: Double = 4` for `= 4` is another meaning);
/// - the names the code declares with `var` or `let` (a property, a local `@Bindable` copy), a
///   type it declares (`struct`, `class`, `enum`, `actor`), a parameter's name after its label (a
///   parameter with one name is a label and a name: `context library:` renames `context:`), a
///   closure's parameters: each side's names are numbered in the order they first appear, so a
///   consistent renaming (a bijection) compares equal and an inconsistent one does not. A local
///   copy under the same name (`@Bindable var profile = profile`) is a name of its own from the
///   next line to its block's end, so `@Bindable var editable = profile` is the same. `body`, a
///   function's name (it may be a protocol's requirement) and an argument label are never the
///   learner's to rename;
/// - a type's functions, initializers, subscripts and `body` in any order (a protocol's
///   requirements); its stored properties keep theirs (the memberwise initializer's);
/// - closing braces (and parentheses, brackets) that an answer's excerpt leaves open, typed at
///   the end;
/// - `Type.member` (or `\Type.member`) where the answer writes `.member` (`\.member`): accepted,
///   but not taken on trust — `needsCompile` says the compiler must agree before it is `same`;
/// - spaces that make an operator read otherwise than the answer's (infix, postfix, prefix:
///   `TripStore ?` for `TripStore?`, `a -b` for `a - b`; a `.` by the space after it): Swift reads
///   an operator's spaces, so this too is `same` only when the compiler agrees;
/// - `…` (or a line of `...`, the lesson's "code elided here"): the learner may type it where the
///   answer has it, or leave it out; a `…` the answer does not have is a difference.
///
/// Each difference says what kind of thing differs (`GradeResult.Difference.what`), and marks
/// only tokens that read differently. Linear in the texts' sizes (the difference is searched only
/// between the first and the last token that differ, and given up for one run when that stretch is
/// long); any bytes at all give a comparison.
package struct AnswerComparison: Sendable, Equatable {
    package var isSame: Bool
    /// True when `isSame` rests on something only the compiler can confirm.
    ///
    /// Dropped words, a `Type.member` or `.init(…)` written for the implied type, a type
    /// annotation, an operator's spaces.
    package var needsCompile: Bool
    /// The runs of tokens that differ, in order; empty when `isSame`.
    package var differences: [GradeResult.Difference]
    /// A note at each invisible character typed in code (a no-break space…).
    package var invisibles: [GradeResult.Message] = []
    /// Where `same` typed code left out an answer's `…`.
    ///
    /// Byte offsets in the typed text (its invisible characters read as spaces). The compiler takes
    /// the code in the answer's parts.
    package var elisionsLeftOut: [Int] = []

    /// The words a card's prompt may ask for, kept in both texts when the prompt asks for them.
    static let accessModifiers: Set<String> = ["private", "fileprivate", "internal", "public", "package", "open"]

    /// The longest stretch of differing tokens (both sides together) searched for a shortest difference.
    ///
    /// A longer one is reported as one run.
    static let longestSearchedStretch = 4000
    /// At most this many runs are reported (the last one then reaches to the end).
    static let mostDifferences = 64

    package static func compare(typed: String, answer: String, prompt: String = "") -> AnswerComparison {
        let visible = InvisibleCharacters(typed)
        let answerStream = Stream(InvisibleCharacters(answer).text)
        let typedStream = Stream(visible.text)
        let kept = askedModifiers(prompt: prompt, answer: answerStream)
        var needsCompile = false
        var leftOut: [Int] = []
        let loose = Rules(kept: kept, dropsWords: true, reordersMembers: true)
        let typedUnits = typedStream.units(loose)
        if walk(answer: answerStream.units(loose), typed: typedUnits, needsCompile: &needsCompile, leftOut: &leftOut) {
            // Where the words dropped made it the same, the compiler has the last word.
            let strict = Rules(kept: accessModifiers, dropsWords: false, reordersMembers: true)
            var ignored = false
            var ignoredPlaces: [Int] = []
            if !walk(
                answer: answerStream.units(strict), typed: typedStream.units(strict), needsCompile: &ignored,
                leftOut: &ignoredPlaces)
            {
                needsCompile = true
            }
            var same = AnswerComparison(
                isSame: true, needsCompile: needsCompile, differences: [], invisibles: visible.notes)
            same.elisionsLeftOut = leftOut.filter { $0 < typedUnits.count }.map { typedUnits[$0].range.lowerBound }
            return same
        }
        let shown = Rules(kept: kept, dropsWords: true, reordersMembers: false)
        return AnswerComparison(
            isSame: false, needsCompile: false,
            differences: differences(
                answer: answerStream, answerStream.units(shown), typed: typedStream, typedStream.units(shown)),
            invisibles: visible.notes)
    }

    /// The access modifiers the prompt asks for.
    ///
    /// Those it names as words of their own, in its prose or in a code span, but not in a code span
    /// that quotes the answer's code (a declaration the prompt gives:
    /// `@Environment(\.dynamicTypeSize) private var textSize`).
    static func askedModifiers(prompt: String, answer: Stream) -> Set<String> {
        guard accessModifiers.contains(where: { promptNames($0, in: prompt) }) else { return [] }
        var rest = ""
        let spans = prompt.split(separator: "`", omittingEmptySubsequences: false)
        let answerTexts = answer.raw.map(\.text)
        for (index, part) in spans.enumerated() {
            let isCode = index % 2 == 1 && index < spans.count - 1
            if isCode, quotes(Stream(String(part)).raw.map(\.text), in: answerTexts) { continue }
            rest += " " + part + " "
        }
        return accessModifiers.filter { promptNames($0, in: rest) }
    }

    /// Whether `quote` is a run of `answer`'s tokens that declares a name (`var name`, `func name`).
    ///
    /// More than a modifier and a keyword.
    private static func quotes(_ quote: [String], in answer: [String]) -> Bool {
        guard let core = quote.firstIndex(where: { ["var", "let", "func"].contains($0) }), core + 1 < quote.count,
            quote.count <= answer.count
        else { return false }
        return (0...(answer.count - quote.count)).contains { start in
            answer[start..<(start + quote.count)].elementsEqual(quote)
        }
    }

    /// Whether `prompt` has `word` as a word of its own (`private`, not `privately`).
    static func promptNames(_ word: String, in prompt: String) -> Bool {
        var rest = prompt[...]
        while let found = rest.range(of: word) {
            let before = found.lowerBound == prompt.startIndex ? nil : prompt[prompt.index(before: found.lowerBound)]
            let after = found.upperBound == prompt.endIndex ? nil : prompt[found.upperBound]
            let isWordCharacter = { (character: Character?) in
                character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
            }
            if !isWordCharacter(before), !isWordCharacter(after) { return true }
            rest = prompt[found.upperBound...]
        }
        return false
    }

    /// The answer's and the typed units side by side.
    ///
    /// `…` in the answer matches a typed `…` or nothing; `.member` in the answer matches
    /// `Type.member`. `leftOut`: the typed units before which an answer's `…` was left out.
    private static func walk(answer: [Unit], typed: [Unit], needsCompile: inout Bool, leftOut: inout [Int]) -> Bool {
        var i = 0
        var j = 0
        while i < answer.count {
            let a = answer[i]
            if a.isElision {
                if j < typed.count, typed[j].isElision { j += 1 } else { leftOut.append(j) }
                i += 1
                continue
            }
            guard j < typed.count else { return false }
            if a.text == typed[j].text {
                if a.isOperator, a.operatorReading != typed[j].operatorReading { needsCompile = true }
                i += 1
                j += 1
                continue
            }
            if a.text == ".", isImplicitMemberDot(answer, at: i) {
                // `Type.member`, `Module.Type.member` for `.member`.
                var k = j
                while k + 1 < typed.count, typed[k].isTypeName, typed[k + 1].text == "." { k += 2 }
                if k > j, k > 0, typed[k - 1].text == "." {
                    needsCompile = true
                    i += 1
                    j = k
                    continue
                }
            }
            // `.init(` for `Type(`: the compiler says whether `Type` is implied.
            if a.isTypeName, i + 1 < answer.count, answer[i + 1].isPunctuation("("), j + 2 < typed.count,
                typed[j].isPunctuation("."), typed[j + 1].text == "init", typed[j + 2].isPunctuation("("),
                isImplicitMemberDot(typed, at: j)
            {
                needsCompile = true
                i += 1
                j += 2
                continue
            }
            // A type annotation on one side only, of the type the other side's value has.
            if let skipped = annotation(typed, at: j, for: answer, at: i) {
                needsCompile = true
                j = skipped
                continue
            }
            if let skipped = annotation(answer, at: i, for: typed, at: j) {
                needsCompile = true
                i = skipped
                continue
            }
            return false
        }
        // Closers an excerpt leaves out (`var body: some View {` with no `}`) may be typed.
        var open = openers(answer)
        while j < typed.count, let last = open.last, typed[j].text == last {
            open.removeLast()
            j += 1
        }
        return j == typed.count
    }

    /// Where a type annotation the other side leaves to inference ends.
    ///
    /// `units`' annotation at `index` (`: String` in `var unit: String = "km"`) ends at its `=`,
    /// when `other` has `=` at `otherIndex` instead and its value has that type on its own.
    private static func annotation(_ units: [Unit], at index: Int, for other: [Unit], at otherIndex: Int) -> Int? {
        guard units[index].isPunctuation(":"), otherIndex < other.count, other[otherIndex].isPunctuation("="),
            index >= 2, units[index - 2].isIdentifier, ["var", "let"].contains(units[index - 2].text)
        else { return nil }
        var end = index + 1
        while end < units.count, !units[end].isPunctuation("="), !units[end].isPunctuation("{"),
            !units[end].isPunctuation("}")
        {
            end += 1
        }
        guard end < units.count, units[end].isPunctuation("="), end > index + 1 else { return nil }
        let type = units[(index + 1)..<end].map(\.text).joined()
        return inferredType(other, from: otherIndex + 1) == type ? end : nil
    }

    /// The type an initial value has on its own.
    ///
    /// A literal's default type, or the type a call `T(…)` names (`T`, `A.B`, `T<U>`, `[T]`); nil
    /// for anything else.
    static func inferredType(_ units: [Unit], from index: Int) -> String? {
        guard index < units.count else { return nil }
        let first = units[index]
        let ends = index + 1 == units.count || !units[index + 1].isOperator || units[index + 1].text == "."
        if first.isString, ends { return "String" }
        if first.isNumber, ends {
            return first.text.contains(".") || first.text.lowercased().contains("e") && !first.text.hasPrefix("0x")
                ? "Double" : "Int"
        }
        if first.isIdentifier, first.text == "true" || first.text == "false", ends { return "Bool" }
        guard first.isTypeName || first.isPunctuation("[") else { return nil }
        var end = index
        while end < units.count,
            units[end].isIdentifier || [".", "<", ">", ",", "[", "]", ":", "?"].contains(units[end].text),
            units[end].kind != .string
        {
            end += 1
        }
        guard end < units.count, units[end].isPunctuation("("), end > index else { return nil }
        return units[index..<end].map(\.text).joined()
    }

    /// The closers `units` lacks, innermost last: `}` for each `{` left open, `)` and `]` too.
    private static func openers(_ units: [Unit]) -> [String] {
        var stack: [String] = []
        let pairs = ["{": "}", "(": ")", "[": "]"]
        for unit in units where unit.kind == .punctuation {
            if let closer = pairs[unit.text] {
                stack.append(closer)
            } else if unit.text == "}" || unit.text == ")" || unit.text == "]" {
                if stack.last == unit.text { stack.removeLast() }
            }
        }
        return stack
    }

    /// `.red` after `(`, `,`, `:`, `=`, `\`, `return`…: a member of a type the context implies.
    private static func isImplicitMemberDot(_ units: [Unit], at index: Int) -> Bool {
        guard index + 1 < units.count, units[index + 1].isIdentifier else { return false }
        guard index > 0 else { return true }
        let before = units[index - 1]
        if before.isIdentifier {
            return ["return", "case", "in", "where", "else", "throw", "await", "try", "is", "as"].contains(before.text)
        }
        if before.isNumber || before.isString { return false }
        return ![")", "]", "}", "?", "!", ">"].contains(before.text)
    }

    private static func differences(answer: Stream, _ a: [Unit], typed: Stream, _ t: [Unit])
        -> [GradeResult.Difference]
    {
        var prefix = 0
        while prefix < a.count, prefix < t.count, a[prefix].text == t[prefix].text { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < t.count - prefix,
            a[a.count - 1 - suffix].text == t[t.count - 1 - suffix].text
        {
            suffix += 1
        }
        let aMiddle = Array(a[prefix..<(a.count - suffix)])
        let tMiddle = Array(t[prefix..<(t.count - suffix)])
        // Runs as ranges of unit indices on each side.
        var runs: [(answer: Range<Int>, typed: Range<Int>)] = []
        if aMiddle.count + tMiddle.count > longestSearchedStretch {
            runs = [(prefix..<(a.count - suffix), prefix..<(t.count - suffix))]
        } else {
            var answerStart: Int?
            var typedStart: Int?
            var answerIndex = prefix
            var typedIndex = prefix
            func close() {
                if answerStart != nil || typedStart != nil {
                    runs.append(((answerStart ?? answerIndex)..<answerIndex, (typedStart ?? typedIndex)..<typedIndex))
                }
                answerStart = nil
                typedStart = nil
            }
            for line in LineDiff.lines(from: aMiddle.map(\.text), to: tMiddle.map(\.text)) {
                switch line {
                case .same:
                    close()
                    answerIndex += 1
                    typedIndex += 1
                case .removed:
                    if answerStart == nil { answerStart = answerIndex }
                    if typedStart == nil { typedStart = typedIndex }
                    answerIndex += 1
                case .added:
                    if answerStart == nil { answerStart = answerIndex }
                    if typedStart == nil { typedStart = typedIndex }
                    typedIndex += 1
                }
            }
            close()
        }
        // An answer's `…` that the typed code leaves out is no difference.
        runs = runs.filter { run in
            !(run.typed.isEmpty && run.answer.allSatisfy { a[$0].isElision })
        }
        runs = readingAlike(runs, a, t)
        if runs.count > mostDifferences {
            let last = runs[mostDifferences - 1]
            runs =
                Array(runs.prefix(mostDifferences - 1)) + [
                    (
                        last.answer.lowerBound..<max(last.answer.upperBound, a.count - suffix),
                        last.typed.lowerBound..<max(last.typed.upperBound, t.count - suffix)
                    )
                ]
        }
        if runs.isEmpty {
            // Only an elision differs in place (a typed `…` the answer has nowhere near).
            let extra = t.indices.first { t[$0].isElision } ?? 0
            runs = [(a.count..<a.count, extra..<min(extra + 1, t.count))]
        }
        return runs.map { run in
            GradeResult.Difference(
                typed: typed.span(run.typed, of: t), answer: answer.span(run.answer, of: a),
                what: what(answer: a, run.answer, typed: t, run.typed))
        }
    }

    /// The runs without the tokens at their ends that read the same on both sides.
    ///
    /// Such a token is a name the two sides number otherwise, where another name differs; a run
    /// that is all such tokens is left out, unless all are.
    private static func readingAlike(_ runs: [(answer: Range<Int>, typed: Range<Int>)], _ a: [Unit], _ t: [Unit])
        -> [(answer: Range<Int>, typed: Range<Int>)]
    {
        let trimmed = runs.compactMap { run -> (answer: Range<Int>, typed: Range<Int>)? in
            var (answer, typed) = run
            while let x = answer.first, let y = typed.first, a[x].written == t[y].written {
                answer = answer.dropFirst()
                typed = typed.dropFirst()
            }
            while let x = answer.last, let y = typed.last, a[x].written == t[y].written {
                answer = answer.dropLast()
                typed = typed.dropLast()
            }
            return answer.isEmpty && typed.isEmpty ? nil : (answer, typed)
        }
        return trimmed.isEmpty ? runs : trimmed
    }
}
