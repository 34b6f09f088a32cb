import Testing

@testable import CourseKit

/// What TipKit's macros expand to, from the source the compiler sends. That the compiler accepts the
/// expansions, and checks a rule's closure against its event or parameter, is the `tips` fixtures'
/// business (InterfaceCoverageTests).
@Suite("Macros: TipKit's #Rule and @Parameter expanded")
struct TipKitMacroTests {
    static func request(_ macro: String, _ declaration: String, role: MacroRole?, attribute: String? = nil)
        -> MacroExpansionRequest
    {
        SwiftDataMacroTests.request(macro, declaration, role: role ?? .expression, attribute: attribute)
    }

    @Test func aRuleIsAValueOfTheRuleTypeThatIsNeverMade() {
        let result = RuleMacro.expand(Self.request("RuleMacro", "#Rule(Self.$isLoggedIn) { $0 == true }", role: nil))
        #expect(result == MacroExpansionResult(source: "({ () -> TipKit.Tips.Rule in fatalError() })()"))
        // Attached somewhere: said at the use.
        let attached = RuleMacro.expand(Self.request("RuleMacro", "var a = 1", role: .peer))
        #expect(attached.source == nil && attached.diagnostics.count == 1)
    }

    @Test func aParameterIsAccessorsOverTheParameterBesideThem() {
        let declaration = "\n    @Parameter\n    static var isLoggedIn: Bool = false"
        #expect(
            ParameterMacro.expand(Self.request("ParameterMacro", declaration, role: .accessor, attribute: "@Parameter"))
                == MacroExpansionResult(
                    source: "get {\n    $isLoggedIn.wrappedValue\n}\nset {\n    $isLoggedIn.wrappedValue = newValue\n}")
        )
        #expect(
            ParameterMacro.expand(Self.request("ParameterMacro", declaration, role: .peer, attribute: "@Parameter"))
                == MacroExpansionResult(
                    source: "static let $isLoggedIn = TipKit.Tips.Parameter<Bool>(Self.self, \"isLoggedIn\", false)"))
        // Options passed on; no type: the default's.
        #expect(
            ParameterMacro.expand(
                Self.request(
                    "ParameterMacro", "@Parameter(.transient) static var count = 0", role: .peer,
                    attribute: "@Parameter(.transient)")
            ).source == "static let $count = TipKit.Tips.Parameter(Self.self, \"count\", 0, .transient)")
    }

    @Test func aParameterWithoutADefaultIsAnErrorAtTheName() {
        let result = ParameterMacro.expand(
            Self.request("ParameterMacro", "@Parameter static var count: Int", role: .peer, attribute: "@Parameter"))
        #expect(result.source == nil)
        // At the name: 200 + 22 bytes of "@Parameter static var ".
        #expect(result.diagnostics.map(\.offset) == [222])
        #expect(result.diagnostics.first?.message.hasPrefix("give 'count' a default value") == true)
        // Not a property: no accessors, for the compiler to say an accessor macro needs one.
        #expect(
            ParameterMacro.expand(Self.request("ParameterMacro", "@Parameter func f()", role: .accessor)).source == nil)
    }
}
