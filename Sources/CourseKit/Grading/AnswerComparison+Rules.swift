extension AnswerComparison.Stream {
    typealias Unit = AnswerComparison.Unit

    /// Drops what layout may add or leave out (`rules`), and writes `Optional<T>` as `T?` and `T.init(` as `T(`.
    static func normalized(_ raw: [Unit], _ rules: AnswerComparison.Rules) -> [Unit] {
        var units: [Unit] = []
        units.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            let unit = raw[index]
            let next = index + 1 < raw.count ? raw[index + 1] : nil
            if rules.dropsWords, let skipped = droppedWords(raw, at: index, after: units.last, kept: rules.kept) {
                index += skipped
                continue
            }
            if unit.isPunctuation(","), let next, next.text == ")" || next.text == "]" {
                index += 1
                continue
            }
            // `Locale.init(` is `Locale(`.
            if unit.isTypeName, let next, next.isPunctuation("."), index + 3 < raw.count,
                raw[index + 2].isIdentifier, raw[index + 2].text == "init", raw[index + 3].isPunctuation("(")
            {
                units.append(unit)
                index += 3
                continue
            }
            // `Optional<T>` is `T?` (T a name, or names joined by `.`).
            if unit.isIdentifier, unit.text == "Optional", let next, next.isPunctuation("<") {
                var close = index + 2
                while close < raw.count, raw[close].isIdentifier || raw[close].isPunctuation(".") { close += 1 }
                if close > index + 2, close < raw.count, raw[close].isPunctuation(">") {
                    units += raw[(index + 2)..<close]
                    var mark = Unit(kind: .punctuation, text: "?", range: raw[close].range, line: raw[close].line)
                    mark.touchesBefore = true
                    mark.touchesAfter = raw[close].touchesAfter
                    units.append(mark)
                    index = close + 1
                    continue
                }
            }
            units.append(unit)
            index += 1
        }
        return units
    }

    /// How many units from `index` are dropped as layout.
    ///
    /// `self.` before a member, a `;`, an access modifier (not `kept`) of a declaration, `return`
    /// opening a single-expression body; nil when none is.
    private static func droppedWords(_ raw: [Unit], at index: Int, after last: Unit?, kept: Set<String>) -> Int? {
        let unit = raw[index]
        let next = index + 1 < raw.count ? raw[index + 1] : nil
        if unit.isIdentifier, unit.text == "self", let next, next.isPunctuation("."), index + 2 < raw.count,
            raw[index + 2].isIdentifier, last.map({ $0.text != "." && $0.text != "\\" }) ?? true
        {
            return 2
        }
        if unit.isPunctuation(";") { return 1 }
        if unit.isIdentifier, AnswerComparison.accessModifiers.contains(unit.text), !kept.contains(unit.text) {
            // `private(set)`.
            if index + 3 < raw.count, raw[index + 1].text == "(", raw[index + 2].text == "set",
                raw[index + 3].text == ")"
            {
                return 4
            }
            if let next, next.isIdentifier, declarationWords.contains(next.text) || next.text.hasPrefix("@") {
                return 1
            }
        }
        if unit.isIdentifier, unit.text == "return", let last,
            last.isPunctuation("{") || (last.isIdentifier && last.text == "in"),
            isSingleExpression(raw, from: index + 1)
        {
            return 1
        }
        return nil
    }

    /// Whether the units from `start` to the `}` that closes their block are one expression.
    ///
    /// Not empty, no `;`, and every line after the first going on with the expression (a `.`, an
    /// operator or a closing bracket starts it, or the line before ends with an operator, an
    /// opening bracket or `,`).
    static func isSingleExpression(_ raw: [Unit], from start: Int) -> Bool {
        var depth = 0
        var index = start
        while index < raw.count {
            let unit = raw[index]
            if unit.kind == .punctuation {
                if ["{", "(", "["].contains(unit.text) { depth += 1 }
                if ["}", ")", "]"].contains(unit.text) {
                    if depth == 0 { return unit.text == "}" && index > start }
                    depth -= 1
                }
                if depth == 0, unit.text == ";" { return false }
            }
            if depth == 0, index > start, unit.line > raw[index - 1].line {
                let before = raw[index - 1]
                let goesOn =
                    unit.isOperator || [")", "]", "}"].contains(unit.text) || before.isOperator
                    || ["(", "[", ",", "{"].contains(before.text)
                if !goesOn { return false }
            }
            index += 1
        }
        return false
    }

    /// Words that may follow an access modifier in a declaration.
    static let declarationWords: Set<String> = [
        "var", "let", "func", "struct", "class", "enum", "protocol", "extension", "init", "subscript",
        "typealias", "actor", "static", "final", "override", "mutating", "nonmutating", "lazy", "weak",
        "unowned", "convenience", "required", "nonisolated", "indirect", "dynamic", "private",
        "fileprivate", "internal", "public", "package", "open", "macro", "consuming", "borrowing",
    ]

    /// A function's parameter with one name (`context: Library`) is a label and a name alike.
    ///
    /// It is written as `context context: Library`, so that a learner's `context library: Library`
    /// renames the name and keeps the label. Each label is marked.
    static func labellingParameters(_ units: [Unit]) -> [Unit] {
        var result: [Unit] = []
        result.reserveCapacity(units.count)
        var depth = 0
        var inParameters = false
        for (index, unit) in units.enumerated() {
            if unit.isPunctuation("(") {
                depth += 1
                // `func name(`, `func name<T>(`, `init(`, `init?(`.
                if depth == 1, isParameterListOpening(units, at: index) { inParameters = true }
            } else if unit.isPunctuation(")") {
                depth -= 1
                if depth <= 0 {
                    depth = 0
                    inParameters = false
                }
            }
            var unit = unit
            if inParameters, depth == 1, unit.isIdentifier, index > 0,
                units[index - 1].isPunctuation("(") || units[index - 1].isPunctuation(","),
                index + 1 < units.count
            {
                if units[index + 1].isPunctuation(":") {
                    var label = unit
                    label.isLabel = true
                    result.append(label)
                } else if units[index + 1].isIdentifier {
                    unit.isLabel = true
                }
            }
            result.append(unit)
        }
        return result
    }

    private static func isParameterListOpening(_ units: [Unit], at index: Int) -> Bool {
        var k = index - 1
        if k >= 0, units[k].isPunctuation(">") {
            // Generic parameters: back to their `<`.
            while k >= 0, !units[k].isPunctuation("<") { k -= 1 }
            k -= 1
        }
        if k >= 0, units[k].isPunctuation("?") || units[k].isPunctuation("!") { k -= 1 }
        guard k >= 0, units[k].isIdentifier else { return false }
        if units[k].text == "init" { return true }
        return k >= 1 && units[k - 1].isIdentifier && units[k - 1].text == "func"
    }
}
