extension AnswerComparison.Stream {
    /// Words that open a type's body of members.
    private static let typeWords: Set<String> = ["struct", "class", "enum", "actor", "extension", "protocol"]
    /// Words that make a declaration what it is (what comes before them is attributes and modifiers).
    private static let coreWords: Set<String> = [
        "var", "let", "func", "init", "deinit", "subscript", "typealias", "associatedtype", "case", "struct",
        "class", "enum", "actor", "protocol", "extension", "macro",
    ]

    /// The functions of a type's body (a protocol's requirements, most often) in one order.
    ///
    /// Its other members first, as written (a stored property's place is its memberwise
    /// initializer's), then each `func`, `init`, `subscript` and `var body` by its name (static
    /// ones apart). A body whose `}` is not there is left as it is.
    static func reorderingMembers(_ units: [Unit]) -> [Unit] {
        var result: [Unit] = []
        result.reserveCapacity(units.count)
        var index = 0
        while index < units.count {
            let unit = units[index]
            result.append(unit)
            index += 1
            guard unit.isIdentifier, typeWords.contains(unit.text),
                result.count < 2 || result[result.count - 2].text != "."
            else { continue }
            // The body's `{`: before any `}`, `;` or `=`.
            var open = index
            while open < units.count, !units[open].isPunctuation("{"), !units[open].isPunctuation("}"),
                !units[open].isPunctuation("=")
            {
                open += 1
            }
            guard open < units.count, units[open].isPunctuation("{"), let close = closing(units, from: open) else {
                continue
            }
            result += units[index...open]
            let members = Self.members(Array(units[(open + 1)..<close]))
            let keyed = members.compactMap { member in key(of: member).map { (key: $0, member: member) } }
            let others = members.filter { key(of: $0) == nil }
            for member in others { result += reorderingMembers(member) }
            for member in keyed.enumerated().sorted(by: { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }) {
                result += reorderingMembers(member.element.member)
            }
            result.append(units[close])
            index = close + 1
        }
        return result
    }

    /// The index of the `}` that closes the `{` at `open`.
    private static func closing(_ units: [Unit], from open: Int) -> Int? {
        var depth = 0
        for index in open..<units.count where units[index].kind == .punctuation {
            if units[index].text == "{" { depth += 1 }
            if units[index].text == "}" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// A body's members.
    ///
    /// A new one starts, at the body's own depth, where the last one has its core word and either
    /// ended with `}` or the line changed, at an attribute, a modifier or a core word.
    private static func members(_ units: [Unit]) -> [[Unit]] {
        var members: [[Unit]] = []
        var current: [Unit] = []
        var hasCore = false
        var depth = 0
        for unit in units {
            if depth == 0, hasCore, let last = current.last,
                unit.isPunctuation("@")
                    || (unit.isIdentifier && (declarationWords.contains(unit.text) || coreWords.contains(unit.text))),
                last.isPunctuation("}") || unit.line > last.line
            {
                members.append(current)
                current = []
                hasCore = false
            }
            if unit.kind == .punctuation {
                if ["{", "(", "["].contains(unit.text) { depth += 1 }
                if ["}", ")", "]"].contains(unit.text) { depth = max(0, depth - 1) }
            }
            if depth == 0, unit.isIdentifier, coreWords.contains(unit.text) { hasCore = true }
            current.append(unit)
        }
        if !current.isEmpty { members.append(current) }
        return members
    }

    /// A member that may stand anywhere in its body.
    ///
    /// A function (by its name), an initializer, a subscript, `var body`; nil for the rest.
    private static func key(of member: [Unit]) -> String? {
        guard let core = member.firstIndex(where: { $0.isIdentifier && coreWords.contains($0.text) }) else {
            return nil
        }
        let isStatic = member[..<core].contains { $0.isIdentifier && ($0.text == "static" || $0.text == "class") }
        let name = core + 1 < member.count ? member[core + 1].text : ""
        switch member[core].text {
        case "func": return (isStatic ? "static func " : "func ") + name
        case "init", "subscript", "deinit": return member[core].text
        case "var" where name == "body": return "var body"
        default: return nil
        }
    }

    /// Each name the code declares as `⟨n⟩`, numbered in order of first appearance.
    ///
    /// Names after `var`/`let`, a parameter's name after its label, a closure's parameters; `$name`
    /// as `$⟨n⟩`. A name after `.` (a member of something else) or a label stays as written. A
    /// local copy under the same name (`@Bindable var profile = profile`) is a name of its own from
    /// the next line to the end of its block.
    static func numberingDeclaredNames(_ units: [Unit]) -> [Unit] {
        let declared = declaredNames(units)
        guard !declared.isEmpty else { return units }
        var numbers: [String: Int] = [:]
        var copies: [String: [(number: Int, depth: Int, line: Int)]] = [:]
        var count = 0
        var depth = 0
        var result = units
        for index in units.indices {
            let unit = units[index]
            if unit.isPunctuation("{") { depth += 1 }
            if unit.isPunctuation("}") {
                depth -= 1
                for name in copies.keys { copies[name]?.removeAll { $0.depth > depth } }
            }
            guard unit.isIdentifier, !unit.isLabel else { continue }
            let isProjected = unit.text.hasPrefix("$")
            let name = isProjected ? String(unit.text.dropFirst()) : unit.text
            guard declared.contains(name) else { continue }
            let before = index > 0 ? units[index - 1] : nil
            let after = index + 1 < units.count ? units[index + 1] : nil
            if let before, before.isPunctuation(".") { continue }
            // A label (`text: …`): the callee's, not the learner's.
            if let before, let after, after.text == ":", before.text == "(" || before.text == "," { continue }
            let number: Int
            if let before, ["var", "let"].contains(before.text), numbers[name] != nil, depth > 0,
                index + 2 < units.count, units[index + 1].isPunctuation("="), units[index + 2].text == name
            {
                number = count
                count += 1
                copies[name, default: []].append((number, depth, unit.line))
            } else if let copy = copies[name]?.last(where: { $0.line < unit.line }) {
                number = copy.number
            } else if let known = numbers[name] {
                number = known
            } else {
                number = count
                count += 1
                numbers[name] = number
            }
            result[index].text = (isProjected ? "$" : "") + "⟨\(number)⟩"
        }
        return result
    }

    /// The names a declaration or closure introduces.
    ///
    /// After `var`/`let`, a type's word, a label (a parameter's name), and a closure's parameters
    /// (`{ a, b in`, `{ (a, b) in`).
    private static func declaredNames(_ units: [Unit]) -> Set<String> {
        var declared = Set<String>()
        for index in units.indices where units[index].isIdentifier {
            let name = units[index].text
            guard name != "body", name != "_", !name.hasPrefix("$"), !units[index].isLabel else { continue }
            let before = index > 0 ? units[index - 1] : nil
            if let before, before.isIdentifier,
                ["var", "let", "struct", "class", "enum", "actor"].contains(before.text)
            {
                declared.insert(name)
            } else if let before, before.isLabel, index + 1 < units.count, units[index + 1].isPunctuation(":") {
                declared.insert(name)
            } else if let before, index > 1, index + 1 < units.count, units[index + 1].isPunctuation(":"),
                before.isIdentifier, units[index - 2].text == "(" || units[index - 2].text == ","
            {
                // `(for unit: String)` outside a function's declaration (a closure's type).
                declared.insert(name)
            }
        }
        for index in units.indices where units[index].isPunctuation("{") {
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
        }
        return declared
    }
}
