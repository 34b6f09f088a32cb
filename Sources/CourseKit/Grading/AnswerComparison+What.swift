extension AnswerComparison {
    /// What kind of thing a run differs in, in a line a learner can judge by (docs/quiz.md).
    ///
    /// A key path, a literal, a property wrapper, a label, a call left out, a `?` or `!`, a member,
    /// a type; else the code on each side.
    static func what(answer a: [Unit], _ answer: Range<Int>, typed t: [Unit], _ typed: Range<Int>) -> String {
        let answerText = shown(a, answer)
        let typedText = shown(t, typed)
        // The tokens before the run: the same on both sides (the runs start after what is alike).
        let before = answer.lowerBound > 0 ? a[answer.lowerBound - 1] : nil
        let beforeThat = answer.lowerBound > 1 ? a[answer.lowerBound - 2] : nil
        let answerUnits = Array(a[answer])
        let typedUnits = Array(t[typed])
        func one(_ units: [Unit], _ test: (Unit) -> Bool) -> Bool { units.count == 1 && test(units[0]) }
        func both(_ test: (Unit) -> Bool) -> Bool { one(answerUnits, test) && one(typedUnits, test) }
        func differs(_ kind: String, _ typed: String, _ answer: String) -> String {
            "a different \(kind): \(typed) where the answer has \(answer)"
        }

        if before?.isPunctuation(".") == true, beforeThat?.isPunctuation("\\") == true,
            both({ $0.isIdentifier })
        {
            return differs("key path", "\\." + typedText, "\\." + answerText)
        }
        if both({ $0.isString || $0.isNumber }) { return differs("literal", typedText, answerText) }
        if before?.isPunctuation("@") == true, both({ $0.isIdentifier }) {
            return differs("property wrapper", "@" + typedText, "@" + answerText)
        }
        if let wrapper = leadingAttribute(answerUnits), typedUnits.isEmpty {
            return "a property wrapper left out: @\(wrapper)"
        }
        if let wrapper = leadingAttribute(typedUnits), answerUnits.isEmpty {
            return "an added property wrapper: @\(wrapper)"
        }
        let isLabel = { (units: [Unit], all: [Unit], end: Int) in
            units.count == 1
                && (units[0].isLabel || (units[0].isIdentifier && end < all.count && all[end].isPunctuation(":")))
        }
        if isLabel(answerUnits, a, answer.upperBound), isLabel(typedUnits, t, typed.upperBound),
            before.map({ $0.isPunctuation("(") || $0.isPunctuation(",") }) ?? false
        {
            let colon = answerUnits[0].isLabel ? "" : ":"
            return differs("label", typedText + colon, answerText + colon)
        }
        let name = before.map { $0.written } ?? ""
        if typedUnits.isEmpty, answerUnits.map(\.text) == ["(", ")"], before?.isIdentifier == true {
            return "a call left out: \(name) where the answer has \(name)()"
        }
        if answerUnits.isEmpty, typedUnits.map(\.text) == ["(", ")"], before?.isIdentifier == true {
            return "an added call: \(name)() where the answer has \(name)"
        }
        for mark in ["?", "!"] {
            if typedUnits.isEmpty, answerUnits.map(\.text) == [mark] {
                return "a \(mark) left out: \(name) where the answer has \(name)\(mark)"
            }
            if answerUnits.isEmpty, typedUnits.map(\.text) == [mark] {
                return "an added \(mark): \(name)\(mark) where the answer has \(name)"
            }
        }
        if before?.isPunctuation(".") == true, both({ $0.isIdentifier }) {
            return differs("member", "." + typedText, "." + answerText)
        }
        if both({ $0.isTypeName }) { return differs("type", typedText, answerText) }
        if typedUnits.isEmpty, answerUnits.first?.isPunctuation(":") == true {
            return "a type annotation left out: \(shown(a, answer.dropFirst()))"
        }
        if answerUnits.isEmpty, typedUnits.first?.isPunctuation(":") == true {
            return "an added type annotation: \(shown(t, typed.dropFirst()))"
        }
        if typedUnits.isEmpty { return "left out: \(answerText)" }
        if answerUnits.isEmpty { return "added: \(typedText)" }
        return "different code: \(typedText) where the answer has \(answerText)"
    }

    /// `@Name` at the start of `units`: the wrapper's name.
    private static func leadingAttribute(_ units: [Unit]) -> String? {
        guard units.count >= 2, units[0].isPunctuation("@"), units[1].isIdentifier else { return nil }
        return units[1].written
    }

    /// The units as written, spaced as in the source where they were apart, on one line, at most 60 characters.
    private static func shown(_ units: [Unit], _ range: Range<Int>) -> String {
        var text = ""
        for index in range {
            if index > range.lowerBound, units[index - 1].range.upperBound != units[index].range.lowerBound {
                text += " "
            }
            text += units[index].written
        }
        return text.count > 60 ? String(text.prefix(59)) + "…" : text
    }
}
