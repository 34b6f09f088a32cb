extension AnswerComparison {
    /// A token as compared.
    ///
    /// Its text after the rules (`AnswerComparison`'s list), and where it is written.
    struct Unit: Sendable {
        enum Kind: Sendable { case identifier, number, string, punctuation, elision }
        var kind: Kind
        var text: String
        /// Byte offsets in the source (the first and the last byte of what it stands for).
        var range: Range<Int>
        /// The text as written (before the declared names are numbered).
        var written: String
        /// The 0-based line it starts on.
        var line = 0
        /// A function's argument label, written or (for a parameter with one name) implied.
        var isLabel = false

        init(kind: Kind, text: String, range: Range<Int>, line: Int = 0) {
            self.kind = kind
            self.text = text
            self.range = range
            self.written = text
            self.line = line
        }

        /// Whether the token before it ends where it starts, and the one after it starts where it ends.
        ///
        /// No space, line break or comment between. As Swift reads an operator's sides, an opening
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
        func isPunctuation(_ text: String) -> Bool { kind == .punctuation && self.text == text }
    }

    /// Which of the rules a comparison applies.
    struct Rules: Sendable {
        /// The access modifiers kept (the prompt asks for them).
        var kept: Set<String>
        /// Drops `self.`, access modifiers, `;` and a single-expression body's `return`.
        ///
        /// Each is layout only where the compiler agrees.
        var dropsWords: Bool
        /// Puts a type's functions in one order (`reorderingMembers`).
        var reordersMembers: Bool
    }

    /// A source as units, with the byte offsets of its lines for positions.
    struct Stream: Sendable {
        let bytes: [UInt8]
        /// The tokens as written, `…` lines as one unit.
        private(set) var raw: [Unit] = []
        /// Byte offset of each line's start.
        private var lineStarts: [Int] = [0]

        init(_ source: String) {
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
                            Unit(
                                kind: .elision, text: "…", range: lineStarts[line]..<max(lineStarts[line], end),
                                line: line))
                    }
                    lastElisionLine = line
                    continue
                }
                let text = scan.name(token)
                let kind: Unit.Kind
                switch token.kind {
                case .identifier: kind = text == "…" || text == "⋮" ? .elision : .identifier
                case .number: kind = .number
                case .string: kind = .string
                case .punctuation: kind = .punctuation
                }
                let shown =
                    kind == .elision ? "…" : kind == .number ? text.replacingOccurrences(of: "_", with: "") : text
                raw.append(Unit(kind: kind, text: shown, range: token.range, line: line))
            }
        }

        /// The units as `rules` compare them: what they drop left out, the declared names numbered.
        func units(_ rules: Rules) -> [Unit] {
            var units = Self.normalized(raw, rules)
            units = Self.labellingParameters(units)
            if rules.reordersMembers { units = Self.reorderingMembers(units) }
            return Self.numberingDeclaredNames(units)
        }

        /// The text and place of `units[range]` (a run of differences); nil when it is empty.
        func span(_ range: Range<Int>, of units: [Unit]) -> GradeResult.Difference.Span? {
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
