import Foundation

/// `@Entry` (SwiftUIMacros' `EntryMacro`) on a property, expanded as SwiftUI expands it.
///
/// On a property in an extension of `EnvironmentValues` (or `FocusedValues`, `Transaction`,
/// `ContainerValues`):
///
///     @Entry var highlight: Color = .yellow
///
/// becomes the accessors (the accessor role)
///
///     get { self[__Key_highlight.self] }
///     set { self[__Key_highlight.self] = newValue }
///
/// and, beside the property (the peer role), a key type whose default is computed — made afresh on
/// every read, as SwiftUI's is:
///
///     private struct __Key_highlight: SwiftUI.EnvironmentKey {
///         static var defaultValue: Color { .yellow }
///     }
///
/// The compiler checks the property's own initializer where the property is, so a default of the
/// wrong type is an error at the property, and a main-actor default there gives "main
/// actor-isolated default value in a nonisolated context"; the key's copy of the default is
/// checked too, in the key (its errors come with a note at the property: see docs/checks.md).
///
/// The type is the annotation's; without one it is read from a default that shows it: a literal
/// (String, Int, Double, Bool), `TypeName(…)` or `TypeName.member`. Any other default needs an
/// annotation, and an optional without a default defaults to nil. Those errors are reported by
/// the peer role alone, once, at the property's name. SwiftUI's own warnings about `@Entry`
/// defaults (a class instance, a closure) are not given.
struct EntryMacro: MacroExpansion {
    static let moduleName = "SwiftUIMacros"
    static let typeName = "EntryMacro"

    /// The types whose properties `@Entry` makes, each with the protocol of its keys.
    enum Container: String {
        case environmentValues = "EnvironmentValues"
        case focusedValues = "FocusedValues"
        case transaction = "Transaction"
        case containerValues = "ContainerValues"

        var keyProtocol: String {
            switch self {
            case .environmentValues: "EnvironmentKey"
            case .focusedValues: "FocusedValueKey"
            case .transaction: "TransactionKey"
            case .containerValues: "ContainerValueKey"
            }
        }
    }

    static func expand(_ request: MacroExpansionRequest) -> MacroExpansionResult {
        let isPeer = request.role == .peer
        guard isPeer || request.role == .accessor else {
            return MacroExpansionResult(
                source: nil,
                diagnostics: [
                    .error(
                        "@Entry has no \(request.role.map { "'\($0)'" } ?? "freestanding") role; it expands to accessors and a key type",
                        atUseOf: request)
                ])
        }
        switch key(for: request) {
        case .success(let key):
            return MacroExpansionResult(
                source: isPeer
                    ? key.declaration
                    : """
                    get {
                        self[\(key.name).self]
                    }
                    set {
                        self[\(key.name).self] = newValue
                    }
                    """)
        case .failure(let problem):
            // Said once, by the peer role, at the property. The accessors then make a computed
            // property of the declared type that names no key, so that the missing key brings no
            // errors of its own; a declaration that is no property gets none.
            guard isPeer else {
                return MacroExpansionResult(source: problem.isProperty ? "get {\n    fatalError()\n}\nset {\n}" : nil)
            }
            let location = request.syntax.location
            return MacroExpansionResult(
                source: nil,
                diagnostics: [
                    MacroDiagnostic(
                        message: problem.message, severity: .error, fileName: location.fileName,
                        offset: location.offset + problem.offset)
                ])
        }
    }

    /// The key type of a property: its name and its declaration.
    struct Key: Equatable {
        var name: String
        var declaration: String
    }

    /// Why no key can be made, where in the declaration, and whether it is a property at all.
    struct Problem: Error, Equatable {
        var message: String
        var offset: Int
        var isProperty: Bool
    }

    /// The key of the property the request's declaration holds, or why there is none.
    static func key(for request: MacroExpansionRequest) -> Result<Key, Problem> {
        let variable: VariableDeclaration
        let scan: SwiftTokenScan
        do throws(VariableDeclaration.Problem) {
            (variable, scan) = try VariableDeclaration.read(request.syntax.source)
        } catch {
            switch error {
            case .notAProperty(let found, let offset):
                let what = found.isEmpty ? "" : ", not to '\(found)'"
                return .failure(
                    Problem(message: "@Entry applies to a property ('var')\(what)", offset: offset, isProperty: false))
            case .noName(let offset):
                return .failure(
                    Problem(
                        message: "@Entry applies to a property with a name ('var name: Type = …')",
                        offset: offset, isProperty: false))
            }
        }
        func problem(_ message: String) -> Result<Key, Problem> {
            .failure(Problem(message: message, offset: variable.nameOffset, isProperty: true))
        }
        let name = "__Key_" + variable.name
        guard let type = variable.type ?? inferredType(variable.initializerTokens, scan) else {
            return problem(
                "add a type annotation to '\(variable.name)' ('var \(variable.name): Type = …'): @Entry reads "
                    + "the type only from a default that is a literal, 'TypeName(…)' or 'TypeName.member'")
        }
        let container = container(of: request)
        let wrapped = wrappedType(of: type)
        if container == .focusedValues {
            guard let wrapped else {
                return problem(
                    "an @Entry of FocusedValues has an optional type ('\(type)?'): a focused value is nil "
                        + "while nothing provides it")
            }
            return .success(
                Key(
                    name: name,
                    declaration: """
                        private struct \(name): SwiftUI.\(container.keyProtocol) {
                            typealias Value = \(wrapped)
                        }
                        """))
        }
        guard let defaultValue = variable.initializer ?? (wrapped == nil ? nil : "nil") else {
            return problem(
                "'\(variable.name)' needs a default value ('var \(variable.name): \(type) = …'), which @Entry "
                    + "makes the key's default; or an optional type, whose default is nil")
        }
        return .success(
            Key(
                name: name,
                declaration: """
                    private struct \(name): SwiftUI.\(container.keyProtocol) {
                        static var defaultValue: \(type) {
                            \(defaultValue)
                        }
                    }
                    """))
    }

    /// The type a default shows.
    ///
    /// A literal's, or `TypeName` of `TypeName(…)`, `TypeName { … }`, `TypeName.member` and
    /// `TypeName.member(…)` (TypeName capitalized, dotted, generic arguments allowed:
    /// `Set<String>()`, `Font.Weight.bold`). Nil for anything else.
    static func inferredType(_ tokens: ArraySlice<SwiftTokenScan.Token>, _ scan: SwiftTokenScan) -> String? {
        guard let first = tokens.first else { return nil }
        let all = scan.tokens
        var literal = tokens
        if literal.count == 2, scan.isPunctuation(first, "-"), literal.last?.kind == .number {
            literal = literal.dropFirst()
        }
        if literal.count == 1, let only = literal.first {
            switch only.kind {
            case .string: return "String"
            case .number:
                let text = scan.text(only).lowercased()
                let isFloat = text.hasPrefix("0x") ? text.contains("p") : text.contains(".") || text.contains("e")
                return isFloat ? "Double" : "Int"
            case .identifier where ["true", "false"].contains(scan.text(only)):
                return "Bool"
            default:
                return nil
            }
        }
        // The type's path.
        var index = tokens.startIndex
        var typeEnd = index
        while index < tokens.endIndex, all[index].kind == .identifier, isCapitalized(scan.name(all[index])) {
            index += 1
            if index < tokens.endIndex, scan.isPunctuation(all[index], "<") {
                index = VariableDeclaration.balancedEnd(all, scan, from: index)
            }
            typeEnd = index
            guard index + 1 < tokens.endIndex, scan.isPunctuation(all[index], "."),
                all[index + 1].kind == .identifier, isCapitalized(scan.name(all[index + 1]))
            else { break }
            index += 1
        }
        guard typeEnd > tokens.startIndex else { return nil }
        // What follows: a call or a trailing closure, or one member (itself maybe called).
        var shown = false
        if index + 1 < tokens.endIndex, scan.isPunctuation(all[index], "."), all[index + 1].kind == .identifier {
            index += 2
            shown = true
        }
        if index < tokens.endIndex, scan.isPunctuation(all[index], "(") {
            index = VariableDeclaration.balancedEnd(all, scan, from: index)
            shown = true
        }
        if index < tokens.endIndex, scan.isPunctuation(all[index], "{") {
            index = VariableDeclaration.balancedEnd(all, scan, from: index)
            shown = true
        }
        guard shown, index == tokens.endIndex else { return nil }
        return scan.text(from: all[tokens.startIndex], to: all[typeEnd - 1])
    }

    /// The type an optional wraps (`T` of `T?`, `T!` or `Optional<T>`), nil for any other type.
    static func wrappedType(of type: String) -> String? {
        let trimmed = type.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasSuffix("?") || trimmed.hasSuffix("!") {
            return String(trimmed.dropLast()).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        for prefix in ["Optional<", "Swift.Optional<"] where trimmed.hasPrefix(prefix) && trimmed.hasSuffix(">") {
            return String(trimmed.dropFirst(prefix.count).dropLast())
        }
        return nil
    }

    /// Which type the property extends.
    ///
    /// The declaration around it, as the compiler sends it (its lexical context, innermost first,
    /// or the parent declaration or extended type where a role gets them); `EnvironmentValues` when
    /// none is one of the four.
    static func container(of request: MacroExpansionRequest) -> Container {
        if let type = request.extendedType, let container = Container(rawValue: lastName(inType: type.source) ?? "") {
            return container
        }
        for context in [request.parentDeclaration].compactMap({ $0 }) + request.lexicalContext.prefix(1) {
            if let name = extendedTypeName(context.source), let container = Container(rawValue: name) {
                return container
            }
        }
        return .environmentValues
    }

    /// `EnvironmentValues` of `extension SwiftUI.EnvironmentValues {}`; nil when the source is no extension.
    static func extendedTypeName(_ source: String) -> String? {
        let scan = SwiftTokenScan(source)
        let index = VariableDeclaration.skipAttributesAndModifiers(scan.tokens, scan, from: 0)
        guard index < scan.tokens.count, scan.text(scan.tokens[index]) == "extension" else { return nil }
        return lastName(scan, from: index + 1)
    }

    /// The last name of a dotted type (`EnvironmentValues` of `SwiftUI.EnvironmentValues`).
    private static func lastName(inType source: String) -> String? {
        lastName(SwiftTokenScan(source), from: 0)
    }

    private static func lastName(_ scan: SwiftTokenScan, from start: Int) -> String? {
        var index = start
        var name: String?
        while index < scan.tokens.count, scan.tokens[index].kind == .identifier {
            name = scan.name(scan.tokens[index])
            guard index + 1 < scan.tokens.count, scan.isPunctuation(scan.tokens[index + 1], ".") else { break }
            index += 2
        }
        return name
    }

    private static func isCapitalized(_ name: String) -> Bool {
        name.unicodeScalars.first.map { $0.properties.isUppercase } ?? false
    }
}
