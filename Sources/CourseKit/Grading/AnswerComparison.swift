/// Typed code compared with a card's answer code, token by token (`SwiftTokenScan`), up to layout.
///
/// Layout, as docs/quiz.md ("Answering by typing: how it is graded") has it, is:
///
/// - whitespace, line breaks and comments (the scan drops them), `;` between statements;
/// - a trailing comma before `)` or `]`;
/// - digit separators (`4_200` is `4200`);
/// - access modifiers (`private`, `fileprivate`, `internal`, `public`, `package`, `open`, with
///   `(set)`) where they modify a declaration, unless the card's prompt names the modifier;
/// - `self.` before a member;
/// - the names the code declares with `var` or `let` (a property, a local `@Bindable` copy), a
///   type it declares (`struct`, `class`, `enum`, `actor`), a parameter's name after its label, a
///   closure's parameters: each side's names are numbered in the order they first appear, so a
///   consistent renaming (a bijection) compares equal and an inconsistent one does not. `body`, a
///   function's name (it may be a protocol's requirement) and an argument label are never the
///   learner's to rename;
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
/// Linear in the texts' sizes (the difference is searched only between the first and the last
/// token that differ, and given up for one run when that stretch is long); any bytes at all give a
/// comparison.
package struct AnswerComparison: Sendable, Equatable {
    package var isSame: Bool
    /// True when `isSame` rests on a `Type.member` written for `.member`.
    ///
    /// Only the compiler can tell that `Type` is the implied type.
    package var needsCompile: Bool
    /// The runs of tokens that differ, in order; empty when `isSame`.
    package var differences: [GradeResult.Difference]

    /// The words a card's prompt may ask for, kept in both texts when the prompt names them.
    static let accessModifiers: Set<String> = ["private", "fileprivate", "internal", "public", "package", "open"]

    /// The longest stretch of differing tokens searched for a shortest difference.
    ///
    /// Both sides together; a longer one is reported as one run.
    static let longestSearchedStretch = 4000
    /// At most this many runs are reported (the last one then reaches to the end).
    static let mostDifferences = 64

    package static func compare(typed: String, answer: String, prompt: String = "") -> AnswerComparison {
        let kept = accessModifiers.filter { promptNames($0, in: prompt) }
        let answerUnits = Stream(answer, keeping: kept)
        let typedUnits = Stream(typed, keeping: kept)
        var needsCompile = false
        if walk(answer: answerUnits.units, typed: typedUnits.units, needsCompile: &needsCompile) {
            return AnswerComparison(isSame: true, needsCompile: needsCompile, differences: [])
        }
        return AnswerComparison(
            isSame: false, needsCompile: false, differences: differences(answer: answerUnits, typed: typedUnits))
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
    /// `Type.member`.
    private static func walk(answer: [Unit], typed: [Unit], needsCompile: inout Bool) -> Bool {
        var i = 0
        var j = 0
        while i < answer.count {
            let a = answer[i]
            if a.isElision {
                if j < typed.count, typed[j].isElision { j += 1 }
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

    private static func differences(answer: Stream, typed: Stream) -> [GradeResult.Difference] {
        let a = answer.units
        let t = typed.units
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
            GradeResult.Difference(typed: typed.span(run.typed), answer: answer.span(run.answer))
        }
    }

    /// A token as compared: its text after the rules above, and where it is written.
    struct Unit: Sendable {
        enum Kind: Sendable { case identifier, number, string, punctuation, elision }
        var kind: Kind
        var text: String
        /// Byte offsets in the source (the first and the last byte of what it stands for).
        var range: Range<Int>

        /// Whether the token touches the token before it and the one after it.
        ///
        /// The token before it ends where it starts, and the one after it starts where it ends: no
        /// space, line break or comment between. As Swift reads an operator's sides, an opening
        /// bracket, `,`, `;` or `:` before it and a closing one, `,`, `;` or `:` after it count as
        /// space.
        var touchesBefore = false
        var touchesAfter = false

        /// How Swift reads an operator by its spaces.
        ///
        /// Infix with space on both sides or neither, postfix with none before only, prefix with
        /// none after only. A `.` reads as a member access wherever its left side is (a chain may
        /// go on on the next line): only a space after it counts.
        enum OperatorReading: Equatable { case infix, postfix, prefix, memberAccess, spacedDot }

        var operatorReading: OperatorReading {
            if text == "." { return touchesAfter ? .memberAccess : .spacedDot }
            if touchesBefore == touchesAfter { return .infix }
            return touchesBefore ? .postfix : .prefix
        }

        var isElision: Bool { kind == .elision }
        /// Punctuation made of operator characters: what its spaces can change the meaning of.
        var isOperator: Bool {
            kind == .punctuation && !text.isEmpty
                && text.unicodeScalars.allSatisfy { "/=-+!*%<>&|^~?.".unicodeScalars.contains($0) }
        }
        var isIdentifier: Bool { kind == .identifier }
        var isNumber: Bool { kind == .number }
        var isString: Bool { kind == .string }
        /// A capitalized identifier: what a `Type.` before an implicit member can be.
        var isTypeName: Bool { kind == .identifier && (text.first?.isUppercase ?? false) }
    }

    /// A source as units, with the byte offsets of its lines for positions.
    struct Stream: Sendable {
        let bytes: [UInt8]
        private(set) var units: [Unit] = []
        /// Byte offset of each line's start.
        private var lineStarts: [Int] = [0]

        init(_ source: String, keeping kept: Set<String>) {
            let scan = SwiftTokenScan(source)
            bytes = scan.bytes
            // Lines end as `LineEnds` and the compiler end them: LF, CRLF or a lone CR.
            for (offset, byte) in bytes.enumerated()
            where LineEnds.closes(byte, before: offset + 1 < bytes.count ? bytes[offset + 1] : nil) {
                lineStarts.append(offset + 1)
            }
            let isElisionLine = lineStarts.indices.map { index -> Bool in
                let start = lineStarts[index]
                let end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : bytes.count
                return Snippet.isElisionLine(
                    Substring(String(decoding: bytes[start..<max(start, end)], as: UTF8.self)))
            }
            var raw: [Unit] = []
            var line = 0
            var lastElisionLine = -1
            var previousEnd: Int?
            for token in scan.tokens {
                let touches = previousEnd == token.range.lowerBound
                previousEnd = token.range.upperBound
                let before = raw.count
                defer {
                    if raw.count > before, touches, before > 0 {
                        let left = raw[before - 1].text
                        let right = raw[before].text
                        raw[before].touchesBefore = !["(", "[", "{", ",", ";", ":"].contains(left)
                        raw[before - 1].touchesAfter = ![")", "]", "}", ",", ";", ":"].contains(right)
                    }
                }
                // Tokens come in order: the line index only moves forward.
                while line + 1 < lineStarts.count, lineStarts[line + 1] <= token.range.lowerBound { line += 1 }
                if isElisionLine[line] {
                    if lastElisionLine != line {
                        let end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
                        raw.append(
                            Unit(kind: .elision, text: "…", range: lineStarts[line]..<max(lineStarts[line], end)))
                    }
                    lastElisionLine = line
                    continue
                }
                let text = scan.name(token)
                switch token.kind {
                case .identifier:
                    if text == "…" || text == "⋮" {
                        raw.append(Unit(kind: .elision, text: "…", range: token.range))
                    } else {
                        raw.append(Unit(kind: .identifier, text: text, range: token.range))
                    }
                case .number:
                    raw.append(
                        Unit(kind: .number, text: text.replacingOccurrences(of: "_", with: ""), range: token.range))
                case .string:
                    raw.append(Unit(kind: .string, text: text, range: token.range))
                case .punctuation:
                    raw.append(Unit(kind: .punctuation, text: text, range: token.range))
                }
            }
            units = Self.normalized(raw, keeping: kept)
        }

        /// Drops what layout may add or leave out, and numbers the declared names.
        private static func normalized(_ raw: [Unit], keeping kept: Set<String>) -> [Unit] {
            var units: [Unit] = []
            units.reserveCapacity(raw.count)
            var index = 0
            while index < raw.count {
                let unit = raw[index]
                let next = index + 1 < raw.count ? raw[index + 1] : nil
                // `self.member` is `member`.
                if unit.isIdentifier, unit.text == "self", let next, next.text == ".", index + 2 < raw.count,
                    raw[index + 2].isIdentifier, units.last.map({ $0.text != "." && $0.text != "\\" }) ?? true
                {
                    index += 2
                    continue
                }
                if unit.kind == .punctuation, unit.text == ";" {
                    index += 1
                    continue
                }
                if unit.kind == .punctuation, unit.text == ",", let next, next.text == ")" || next.text == "]" {
                    index += 1
                    continue
                }
                if unit.isIdentifier, AnswerComparison.accessModifiers.contains(unit.text), !kept.contains(unit.text) {
                    // `private(set)`.
                    if index + 3 < raw.count, raw[index + 1].text == "(", raw[index + 2].text == "set",
                        raw[index + 3].text == ")"
                    {
                        index += 4
                        continue
                    }
                    if let next, next.isIdentifier, declarationWords.contains(next.text) || next.text.hasPrefix("@") {
                        index += 1
                        continue
                    }
                }
                units.append(unit)
                index += 1
            }
            return numberingDeclaredNames(units)
        }

        /// Words that may follow an access modifier in a declaration.
        static let declarationWords: Set<String> = [
            "var", "let", "func", "struct", "class", "enum", "protocol", "extension", "init", "subscript",
            "typealias", "actor", "static", "final", "override", "mutating", "nonmutating", "lazy", "weak",
            "unowned", "convenience", "required", "nonisolated", "indirect", "dynamic", "private",
            "fileprivate", "internal", "public", "package", "open", "macro", "consuming", "borrowing",
        ]

        /// Each name the code declares as `⟨n⟩`, numbered in order of first appearance.
        ///
        /// Names after `var`/`let`, a parameter's name after its label, a closure's parameters;
        /// `$name` as `$⟨n⟩`. A name after `.` (a member of something else) or before `:` in an
        /// argument list (a label) stays as written.
        private static func numberingDeclaredNames(_ units: [Unit]) -> [Unit] {
            var declared = Set<String>()
            for index in units.indices where units[index].isIdentifier {
                let name = units[index].text
                guard name != "body", name != "_", !name.hasPrefix("$") else { continue }
                let before = index > 0 ? units[index - 1] : nil
                let beforeThat = index > 1 ? units[index - 2] : nil
                let after = index + 1 < units.count ? units[index + 1] : nil
                if let before, before.isIdentifier,
                    ["var", "let", "struct", "class", "enum", "actor"].contains(before.text)
                {
                    declared.insert(name)
                } else if let before, let beforeThat, let after, after.text == ":",
                    before.isIdentifier, beforeThat.text == "(" || beforeThat.text == ","
                {
                    // `(_ unit: String)`, `(for unit: String)`: the name after a label.
                    declared.insert(name)
                }
            }
            // Closure parameters: `{ a, b in`, `{ (a, b) in`.
            for index in units.indices where units[index].text == "{" && units[index].kind == .punctuation {
                var k = index + 1
                let parenthesized = k < units.count && units[k].text == "("
                if parenthesized { k += 1 }
                var names: [String] = []
                while k < units.count, units[k].isIdentifier, units[k].text != "in" {
                    names.append(units[k].text)
                    k += 1
                    if k < units.count, units[k].text == "," { k += 1 } else { break }
                }
                if parenthesized, k < units.count, units[k].text == ")" { k += 1 }
                if !names.isEmpty, k < units.count, units[k].isIdentifier, units[k].text == "in" {
                    declared.formUnion(names.filter { $0 != "_" })
                }
                // Bounded: a closure's parameter list is read from its `{` only.
            }
            guard !declared.isEmpty else { return units }
            var numbers: [String: Int] = [:]
            var result = units
            for index in units.indices where units[index].isIdentifier {
                let text = units[index].text
                let isProjected = text.hasPrefix("$")
                let name = isProjected ? String(text.dropFirst()) : text
                guard declared.contains(name) else { continue }
                let before = index > 0 ? units[index - 1] : nil
                let after = index + 1 < units.count ? units[index + 1] : nil
                if let before, before.text == ".", before.kind == .punctuation { continue }
                // A label (`text: …`, `(content: Content)`): the callee's, not the learner's.
                if let before, let after, after.text == ":", before.text == "(" || before.text == "," { continue }
                let number = numbers[name] ?? numbers.count
                numbers[name] = number
                result[index].text = (isProjected ? "$" : "") + "⟨\(number)⟩"
            }
            return result
        }

        /// The text and place of units `range` (a run of differences); nil when it is empty.
        func span(_ range: Range<Int>) -> GradeResult.Difference.Span? {
            guard let first = range.first, let last = range.last, last < units.count else { return nil }
            let start = units[first].range.lowerBound
            let end = max(start, units[last].range.upperBound)
            let (line, column) = position(of: start)
            return GradeResult.Difference.Span(
                line: line, column: column, text: String(decoding: bytes[start..<end], as: UTF8.self))
        }

        /// The 1-based line and column (in characters) of byte `offset`.
        func position(of offset: Int) -> (line: Int, column: Int) {
            var low = 0
            var high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            let start = lineStarts[low]
            let column = String(decoding: bytes[start..<min(max(start, offset), bytes.count)], as: UTF8.self).count + 1
            return (low + 1, column)
        }
    }
}
