import Foundation

/// The surroundings a fragment is compiled in.
///
/// A bare property lives in a type, a modifier chain or a statement in a function, an enum `case`
/// in an enum.
///
/// A fragment is parsed in its likeliest context first; only if that fails are the others tried,
/// and it is wrong only if it parses in none of them.
enum SnippetContext: String, Sendable, CaseIterable {
    case file
    case members
    case statements
    case enumCases
    case switchCases
    /// One expression (a view and its modifier chain); only when the author says so.
    case expression

    var prefix: String {
        switch self {
        case .file: ""
        case .members: "struct __CourseCheckContext {\n"
        case .statements: "func __courseCheckContext() {\n"
        case .enumCases: "enum __CourseCheckContext {\n"
        case .switchCases: "func __courseCheckContext() {\nswitch __courseCheckValue {\n"
        case .expression: "func __courseCheckContext() {\n_ =\n"
        }
    }

    var suffix: String {
        switch self {
        case .file: "\n"
        case .members, .statements, .enumCases, .expression: "\n}\n"
        case .switchCases: "\n}\n}\n"
        }
    }

    /// How a message names it: "parsed as a type's members".
    var phrase: String {
        switch self {
        case .file: "top-level declarations"
        case .members: "a type's members"
        case .statements: "a function's statements"
        case .enumCases: "an enum's cases"
        case .switchCases: "a switch's cases"
        case .expression: "an expression"
        }
    }

    /// The contexts tried when the author does not name one.
    static let guessable: [SnippetContext] = [.file, .members, .statements, .enumCases, .switchCases]

    /// Lines the prefix adds before the fragment's first line.
    var prefixLineCount: Int { prefix.filter { $0 == "\n" }.count }

    func wrap(_ text: String) -> String { prefix + text + suffix }

    /// The contexts to try, likeliest first, judged by the fragment's first word after any attributes.
    ///
    /// `import`/`struct`/`extension`/`#Preview` → file; `init`/`private`/a property wrapper → type
    /// members; `.modifier` or anything else → statements.
    static func candidates(for text: String) -> [SnippetContext] {
        let first = firstWord(of: text)
        let likeliest: SnippetContext
        switch first.word {
        case "import", "struct", "class", "enum", "extension", "protocol", "actor", "typealias",
            "#Preview", "macro", "precedencegroup", "operator", "nonisolated", "final", "indirect":
            likeliest = .file
        case "var", "let", "func":
            likeliest = first.hadAttribute ? .members : .file
        case "init", "deinit", "subscript", "private", "fileprivate", "public", "internal", "open",
            "static", "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "required",
            "convenience":
            likeliest = .members
        case "case" where !isSwitchCase(first.line):
            likeliest = .enumCases
        case "case", "default":
            likeliest = .switchCases
        default:
            likeliest = first.hadAttribute ? .file : .statements
        }
        return [likeliest] + guessable.filter { $0 != likeliest }
    }

    /// Whether `text` opens with `var`, `let` or `func` and no attribute: a top-level declaration or a member.
    static func startsWithBareDeclaration(_ text: String) -> Bool {
        let first = firstWord(of: text)
        return !first.hadAttribute && ["var", "let", "func"].contains(first.word)
    }

    /// The first word of the first code line, skipping comments and `@Attribute(…)` prefixes.
    private static func firstWord(of text: String) -> (word: String, hadAttribute: Bool, line: String) {
        var hadAttribute = false
        for line in text.split(separator: "\n") {
            var rest = line.drop(while: { $0 == " " || $0 == "\t" })
            if rest.isEmpty || rest.hasPrefix("//") || rest.hasPrefix("/*") || rest.hasPrefix("*") { continue }
            while rest.hasPrefix("@") {
                hadAttribute = true
                rest = rest.drop(while: { !$0.isWhitespace && $0 != "(" })
                if rest.hasPrefix("(") { rest = skipBalancedParentheses(rest) }
                rest = rest.drop(while: { $0 == " " || $0 == "\t" })
            }
            if rest.isEmpty { continue }
            if rest.hasPrefix(".") { return (".", hadAttribute, line.trimmingCharacters(in: .whitespaces)) }
            let word = rest.prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "#" })
            return (String(word), hadAttribute, line.trimmingCharacters(in: .whitespaces))
        }
        return ("", hadAttribute, "")
    }

    /// `case .a:`, `case let x:`, `case _ where …:` rather than an enum's `case a, b`.
    private static func isSwitchCase(_ line: String) -> Bool {
        let rest = line.dropFirst("case".count).drop(while: { $0 == " " })
        return line.hasSuffix(":") || rest.hasPrefix(".") || rest.hasPrefix("let ") || rest.hasPrefix("var ")
            || rest.hasPrefix("_") || rest.hasPrefix("is ") || rest.hasPrefix("(") || rest.hasPrefix("\"")
    }

    private static func skipBalancedParentheses(_ text: Substring) -> Substring {
        var depth = 0
        for index in text.indices {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" { depth -= 1 }
            if depth == 0 { return text[text.index(after: index)...] }
        }
        return text[text.endIndex...]
    }
}
