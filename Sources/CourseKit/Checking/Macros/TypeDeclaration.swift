/// A type declaration read from the source the compiler sends with an attached macro.
///
/// Such as `@Model public final class Trip: Codable { … }`: its attributes and modifiers passed
/// over (the access level kept), its keyword, name, inherited types, and whether its body declares
/// an initializer. Texts are the source's own.
struct TypeDeclaration: Equatable {
    /// `class`, `struct`, `enum`, `actor`, `protocol` or `extension`.
    var keyword: String
    /// The name without backticks (the extended type's last name for an extension).
    var name: String
    /// The access level written, nil when none is.
    ///
    /// `public`, `open`, `package`, `internal`, `fileprivate` or `private`.
    var access: String?
    /// The inherited types as written, in order (`Codable` of `class Trip: Codable`).
    var inherited: [String]
    /// Whether the body declares an initializer at its top level.
    ///
    /// `init(…)`, `init?(…)`, `convenience init(…)`; not one of a nested type or a call such as
    /// `Value.init(…)`.
    var declaresInitializer: Bool

    static let keywords: Set<String> = ["class", "struct", "enum", "actor", "protocol", "extension"]
    /// The words that start a declaration other than a type's (after `class` as a modifier).
    static let memberKeywords: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "typealias", "associatedtype", "case", "macro",
    ]
    static let accessLevels: Set<String> = ["public", "open", "package", "internal", "fileprivate", "private"]

    /// Reads `source`; nil when, after its attributes and modifiers, no type declaration starts.
    static func read(_ source: String) -> TypeDeclaration? {
        let scan = SwiftTokenScan(source)
        let tokens = scan.tokens
        var index = 0
        var access: String?
        while index < tokens.count {
            index = VariableDeclaration.skipAttributes(tokens, scan, from: index)
            guard index < tokens.count, tokens[index].kind == .identifier else { return nil }
            let word = scan.text(tokens[index])
            // `class` is a keyword when a name follows it, a modifier otherwise (`class func`).
            if keywords.contains(word), index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
                !VariableDeclaration.modifiers.contains(scan.text(tokens[index + 1])),
                !memberKeywords.contains(scan.text(tokens[index + 1]))
            {
                break
            }
            guard VariableDeclaration.modifiers.contains(word) else { return nil }
            if accessLevels.contains(word) { access = word }
            index += 1
            if index < tokens.count, scan.isPunctuation(tokens[index], "(") {
                index = VariableDeclaration.balancedEnd(tokens, scan, from: index)
            }
        }
        guard index + 1 < tokens.count else { return nil }
        let keyword = scan.text(tokens[index])
        var end = index + 2
        // A dotted name (`extension Outer.Inner`): the last part.
        while end + 1 < tokens.count, scan.isPunctuation(tokens[end], "."), tokens[end + 1].kind == .identifier {
            end += 2
        }
        let name = scan.name(tokens[end - 1])
        if end < tokens.count, scan.isPunctuation(tokens[end], "<") {
            end = VariableDeclaration.balancedEnd(tokens, scan, from: end)
        }
        var inherited: [String] = []
        if end < tokens.count, scan.isPunctuation(tokens[end], ":") {
            (inherited, end) = inheritedTypes(tokens, scan, from: end + 1)
        }
        while end < tokens.count, !scan.isPunctuation(tokens[end], "{") { end += 1 }
        return TypeDeclaration(
            keyword: keyword, name: name, access: access, inherited: inherited,
            declaresInitializer: bodyDeclaresInitializer(tokens, scan, from: end))
    }

    /// The comma-separated types of an inheritance clause starting at `start`, and where they end.
    ///
    /// Up to its `where` or the body's `{`; the index where they end.
    private static func inheritedTypes(_ tokens: [SwiftTokenScan.Token], _ scan: SwiftTokenScan, from start: Int)
        -> ([String], Int)
    {
        var types: [String] = []
        var first = start
        var index = start
        func close() {
            if index > first { types.append(scan.text(from: tokens[first], to: tokens[index - 1])) }
        }
        while index < tokens.count {
            let token = tokens[index]
            if scan.isPunctuation(token, "{") || (token.kind == .identifier && scan.text(token) == "where") { break }
            if scan.isPunctuation(token, ",") {
                close()
                index += 1
                first = index
            } else if scan.isPunctuation(token, "<") || scan.isPunctuation(token, "(") {
                index = VariableDeclaration.balancedEnd(tokens, scan, from: index)
            } else {
                index += 1
            }
        }
        close()
        return (types, index)
    }

    /// Whether the braces opening at `start` hold `init` at their own level, not after a `.`.
    private static func bodyDeclaresInitializer(
        _ tokens: [SwiftTokenScan.Token], _ scan: SwiftTokenScan, from start: Int
    ) -> Bool {
        var depth = 0
        for index in start..<tokens.count {
            let token = tokens[index]
            if scan.isPunctuation(token, "{") {
                depth += 1
            } else if scan.isPunctuation(token, "}") {
                depth -= 1
                if depth <= 0 { return false }
            } else if depth == 1, token.kind == .identifier, scan.text(token) == "init",
                index == 0 || !scan.isPunctuation(tokens[index - 1], ".")
            {
                return true
            }
        }
        return false
    }
}
