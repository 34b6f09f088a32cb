/// `#Rule` (TipKit's `RuleMacro`): a rule of a tip, over an event or a parameter.
///
/// The compiler checks the macro's arguments against its declaration first — the event or the
/// parameter, and the closure's body with the event or the parameter's value as its argument — so
/// what is left to the expansion is a value of the result's type, which is never made (a check runs
/// nothing):
///
///     #Rule(Self.$isLoggedIn) { $0 == true }
///
/// becomes
///
///     ({ () -> TipKit.Tips.Rule in fatalError() })()
struct RuleMacro: MacroExpansion {
    static let moduleName = "TipKitMacros"
    static let typeName = "RuleMacro"

    static func expand(_ request: MacroExpansionRequest) -> MacroExpansionResult {
        guard request.role == nil || request.role == .expression else {
            return MacroExpansionResult(
                source: nil,
                diagnostics: [.error("#Rule is an expression macro; it makes a rule of a tip", atUseOf: request)])
        }
        return MacroExpansionResult(source: "({ () -> TipKit.Tips.Rule in fatalError() })()")
    }
}

/// `@Parameter` (TipKit's `ParameterMacro`) on a static property of a tip: app state its rules watch.
///
///     @Parameter static var isLoggedIn: Bool = false
///
/// becomes the accessors (the accessor role)
///
///     get { $isLoggedIn.wrappedValue }
///     set { $isLoggedIn.wrappedValue = newValue }
///
/// and, beside the property (the peer role), the parameter that `#Rule(Self.$isLoggedIn)` names, made
/// from the property's default value, its type (when it has one) and the attribute's options:
///
///     static let $isLoggedIn = TipKit.Tips.Parameter<Bool>(Self.self, "isLoggedIn", false)
///
/// A parameter needs a default value; without one the peer role says so at the property's name.
struct ParameterMacro: MacroExpansion {
    static let moduleName = "TipKitMacros"
    static let typeName = "ParameterMacro"

    static func expand(_ request: MacroExpansionRequest) -> MacroExpansionResult {
        let variable: VariableDeclaration
        let scan: SwiftTokenScan
        do throws(VariableDeclaration.Problem) {
            (variable, scan) = try VariableDeclaration.read(request.syntax.source)
        } catch {
            // Not a property: the compiler says that an accessor macro needs one.
            return MacroExpansionResult(source: request.role == .accessor ? nil : "")
        }
        let name = variable.name
        switch request.role {
        case .accessor:
            return MacroExpansionResult(
                source: "get {\n    $\(name).wrappedValue\n}\nset {\n    $\(name).wrappedValue = newValue\n}")
        case .peer:
            guard let value = variable.initializer else {
                let diagnostic = MacroDiagnostic.error(
                    "give '\(name)' a default value ('static var \(name): Bool = false'): @Parameter starts from it",
                    atNameOf: variable, in: request)
                return MacroExpansionResult(source: nil, diagnostics: [diagnostic])
            }
            let modifiers = scan.tokens.prefix { $0.range.lowerBound < variable.nameOffset }.map { scan.text($0) }
            let isStatic = modifiers.contains("static") || modifiers.contains("class")
            let type = variable.type.map { "<\($0)>" } ?? ""
            let options = QueryMacro.arguments(of: request)
            return MacroExpansionResult(
                source:
                    "\(isStatic ? "static " : "")let $\(name) = TipKit.Tips.Parameter\(type)(Self.self, \"\(name)\", \(value)\(options.isEmpty ? "" : ", \(options)"))"
            )
        default:
            return MacroExpansionResult(
                source: nil,
                diagnostics: [
                    .error(
                        "@Parameter has no \(request.role.map { "'\($0)'" } ?? "freestanding") role; it expands to accessors and the parameter beside them",
                        atUseOf: request)
                ])
        }
    }
}
