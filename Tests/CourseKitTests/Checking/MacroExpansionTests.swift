import Testing

@testable import CourseKit

/// What `@Entry`, `#Preview` and `@Previewable` expand to, from the source the compiler sends. That
/// the compiler accepts (or rejects) the expansions is MacroPluginCompilerTests' business.
@Suite("Macros: @Entry, #Preview and @Previewable expanded")
struct MacroExpansionTests {
    /// A request as the compiler makes it for `declaration` (leading trivia included), at `offset`.
    static func entry(
        _ declaration: String, role: MacroRole = .peer, context: String? = "extension EnvironmentValues {}",
        offset: Int = 100
    ) -> MacroExpansionRequest {
        let location = MacroSourceLocation(
            fileID: "M/f.swift", fileName: "/p/f.swift", offset: offset, line: 4, column: 30)
        let none = MacroSourceLocation(fileID: "", fileName: "", offset: 0, line: 0, column: 0)
        return MacroExpansionRequest(
            macro: MacroReference(moduleName: "SwiftUIMacros", typeName: "EntryMacro", name: "Entry "), role: role,
            discriminator: "d", syntax: MacroSyntax(kind: "declaration", source: declaration, location: location),
            attribute: MacroSyntax(kind: "attribute", source: "\n    @Entry ", location: location),
            parentDeclaration: nil, extendedType: nil, conformanceList: nil,
            lexicalContext: context.map { [MacroSyntax(kind: "declaration", source: "\n\n" + $0, location: none)] }
                ?? [])
    }

    static func peer(_ declaration: String, context: String? = "extension EnvironmentValues {}") -> String? {
        EntryMacro.expand(entry(declaration, context: context)).source
    }

    @Test func theAccessorsReadAndWriteTheKey() {
        #expect(
            EntryMacro.expand(Self.entry("\n    @Entry var highlight: Color = .yellow", role: .accessor))
                == MacroExpansionResult(
                    source:
                        "get {\n    self[__Key_highlight.self]\n}\nset {\n    self[__Key_highlight.self] = newValue\n}")
        )
    }

    @Test func theKeyHoldsTheDefaultComputed() {
        #expect(
            Self.peer("\n    @Entry var highlight: Color = .yellow") == """
                private struct __Key_highlight: SwiftUI.EnvironmentKey {
                    static var defaultValue: Color {
                        .yellow
                    }
                }
                """)
    }

    @Test(arguments: [
        (#""km""#, "String"), (##"#"raw \(x)"#"##, "String"), ("\"\"\"\n  two\n  lines\n  \"\"\"", "String"),
        (#""a \(b + "c")""#, "String"), ("3", "Int"), ("-3", "Int"), ("0x1F", "Int"), ("1_000", "Int"),
        ("2.5", "Double"), ("-2.5", "Double"), ("1e3", "Double"), ("0x1p3", "Double"), ("true", "Bool"),
        ("false", "Bool"), ("Counter()", "Counter"), ("Counter(start: 3) { $0 }", "Counter"), ("Store { }", "Store"),
        ("Set<String>()", "Set<String>"), ("Color.red", "Color"), ("Date.now", "Date"),
        ("Font.system(size: 12)", "Font"), ("Font.Weight.bold", "Font.Weight"), ("Swift.Int.max", "Swift.Int"),
        ("`Type`()", "`Type`"),
    ])
    func theTypeIsReadFromADefaultThatShowsIt(initializer: String, type: String) {
        let source = "\n    @Entry var value = \(initializer)"
        let expansion = Self.peer(source)
        #expect(
            expansion?.contains("static var defaultValue: \(type) {\n        \(initializer)\n    }") == true,
            "\(expansion ?? "no expansion")")
    }

    @Test(arguments: [
        "make()", ".yellow", "[1, 2]", "nil", "Color.red.opacity(0.5)", "Counter", #""a" + "b""#,
        "{ _ in }", "counter.value", "Counter().value", "(1, 2)", "-x",
    ])
    func anyOtherDefaultNeedsATypeAnnotation(initializer: String) {
        let declaration = "\n    @Entry var value = \(initializer)"
        let result = EntryMacro.expand(Self.entry(declaration))
        #expect(result.source == nil)
        // At the name: 100 (where the text starts) + 16 bytes of "\n    @Entry var ".
        #expect(
            result.diagnostics == [
                MacroDiagnostic(
                    message:
                        "add a type annotation to 'value' ('var value: Type = …'): @Entry reads the type only from a default that is a literal, 'TypeName(…)' or 'TypeName.member'",
                    severity: .error, fileName: "/p/f.swift", offset: 116)
            ])
        // The accessors still make the property a computed one (no key named, no errors of their own).
        #expect(
            EntryMacro.expand(Self.entry(declaration, role: .accessor))
                == MacroExpansionResult(source: "get {\n    fatalError()\n}\nset {\n}"))
    }

    @Test func anOptionalWithoutADefaultDefaultsToNil() {
        for type in ["Counter?", "Counter!", "Optional<Counter>", "(any Store)?"] {
            let expansion = Self.peer("\n    @Entry var counter: \(type)")
            #expect(expansion?.contains("static var defaultValue: \(type) {\n        nil\n    }") == true, "\(type)")
        }
    }

    @Test func aTypeWithoutADefaultIsAnError() {
        let result = EntryMacro.expand(Self.entry("\n    @Entry var count: Int"))
        #expect(result.source == nil)
        #expect(
            result.diagnostics.map(\.message) == [
                "'count' needs a default value ('var count: Int = …'), which @Entry makes the key's default; or an optional type, whose default is nil"
            ])
        #expect(result.diagnostics.map(\.offset) == [116])
    }

    @Test func attributesModifiersCommentsAndNamesAreReadAround() {
        let declaration = """

                /// The unit of distances.
                @available(*, deprecated, message: "use = and : freely") @Entry
                public nonisolated(unsafe) var `default`: [String: (Int) -> Void] /* a map */ = [:] // trailing
            """
        #expect(
            Self.peer(declaration) == """
                private struct __Key_default: SwiftUI.EnvironmentKey {
                    static var defaultValue: [String: (Int) -> Void] {
                        [:]
                    }
                }
                """)
        #expect(
            EntryMacro.expand(Self.entry(declaration, role: .accessor)).source?.contains("self[__Key_default.self]")
                == true)
    }

    @Test func aDefaultOverSeveralLinesIsKeptAsWritten() {
        let expansion = Self.peer(
            "\n    @Entry var onTap: (String) -> Void = { name in\n        print(name) // said\n    }")
        #expect(
            expansion?.contains(
                "static var defaultValue: (String) -> Void {\n        { name in\n        print(name) // said\n    }\n    }"
            ) == true,
            "\(expansion ?? "")")
    }

    @Test func theKeyProtocolFollowsTheExtendedType() {
        #expect(
            Self.peer("\n @Entry var animated = true", context: "extension Transaction {}")?
                .hasPrefix("private struct __Key_animated: SwiftUI.TransactionKey {") == true)
        #expect(
            Self.peer("\n @Entry var badge = 0", context: "public extension SwiftUI.ContainerValues {}")?
                .hasPrefix("private struct __Key_badge: SwiftUI.ContainerValueKey {") == true)
        #expect(
            Self.peer("\n @Entry var badge = 0", context: "struct Settings {}")?
                .hasPrefix("private struct __Key_badge: SwiftUI.EnvironmentKey {") == true)
        #expect(
            Self.peer("\n @Entry var badge = 0", context: nil)?
                .hasPrefix("private struct __Key_badge: SwiftUI.EnvironmentKey {") == true)
        // Focused values are optional and have no default: the key names the wrapped type.
        #expect(
            Self.peer("\n @Entry var selection: Trip?", context: "extension FocusedValues {}") == """
                private struct __Key_selection: SwiftUI.FocusedValueKey {
                    typealias Value = Trip
                }
                """)
        let nonOptional = EntryMacro.expand(
            Self.entry("\n @Entry var selection: Trip", context: "extension FocusedValues {}"))
        #expect(
            nonOptional.diagnostics.first?.message.hasPrefix(
                "an @Entry of FocusedValues has an optional type ('Trip?')") == true)
        // The extended type as the compiler may send it for other roles.
        var request = Self.entry("\n @Entry var animated = true", context: nil)
        request.extendedType = MacroSyntax(
            kind: "type", source: "SwiftUI.Transaction",
            location: MacroSourceLocation(fileID: "", fileName: "", offset: 0, line: 0, column: 0))
        #expect(EntryMacro.container(of: request) == .transaction)
    }

    @Test func whatIsNoPropertyIsSaidOnceByThePeerRole() {
        let function = "\n    @Entry func f() {}"
        #expect(
            EntryMacro.expand(Self.entry(function)).diagnostics.map(\.message) == [
                "@Entry applies to a property ('var'), not to 'func'"
            ])
        #expect(EntryMacro.expand(Self.entry(function)).diagnostics.map(\.offset) == [112])
        #expect(EntryMacro.expand(Self.entry(function, role: .accessor)) == MacroExpansionResult(source: nil))
        #expect(
            EntryMacro.expand(Self.entry("\n    @Entry var (a, b) = (1, 2)")).diagnostics.map(\.message)
                == ["@Entry applies to a property with a name ('var name: Type = …')"])
        #expect(
            EntryMacro.expand(Self.entry("")).diagnostics.map(\.message) == ["@Entry applies to a property ('var')"])
        // `let`: the compiler says that accessors cannot be added (twice); the expansion adds nothing to it.
        #expect(EntryMacro.expand(Self.entry("\n    @Entry let d = 3")).diagnostics == [])
    }

    @Test func anotherRoleIsAnErrorAtTheAttribute() {
        let result = EntryMacro.expand(Self.entry("\n    @Entry var a = 1", role: MacroRole(name: "member")))
        #expect(
            result
                == MacroExpansionResult(
                    source: nil,
                    diagnostics: [
                        MacroDiagnostic(
                            message: "@Entry has no 'member' role; it expands to accessors and a key type",
                            severity: .error,
                            fileName: "/p/f.swift", offset: 105)
                    ]))
    }

    @Test func aPreviewExpandsToItsBodyAtItsLinesAndAPreviewableToNothing() {
        var request = Self.entry(
            "\n\n#Preview(\"Trips\", traits: .sizeThatFitsLayout) {\n    Text(\"a\")\n}", role: .declaration)
        let expected = """
            @MainActor private func d4takefMu_(@ViewBuilder _ body: @escaping @MainActor () -> any View) {}
            @MainActor private func d4bodyfMu_() {
            d4takefMu_ {
            #sourceLocation(file: "/p/f.swift", line: 7)
                Text("a")
            }
            #sourceLocation()
            }
            """
        #expect(PreviewMacro.expand(request) == MacroExpansionResult(source: expected, diagnostics: []))
        request.syntax.source = "\n#Preview { @MainActor in Text(\"a\") }"
        #expect(
            PreviewMacro.expand(request).source?.hasSuffix("d4takefMu_ { @MainActor in Text(\"a\") }\n}") == true)
        request.syntax.source = "\n#Preview(as: .systemSmall) {\n    Clock()\n} timeline: {\n    Entry()\n}"
        #expect(PreviewMacro.expand(request) == MacroExpansionResult(source: "", diagnostics: []))
        request.syntax.source = "\n#Preview(body: { Text(\"{\") })"
        #expect(PreviewMacro.expand(request) == MacroExpansionResult(source: "", diagnostics: []))
        request.syntax.source = "\n    @Previewable @State var count = 0"
        #expect(PreviewableMacro.expand(request) == MacroExpansionResult(source: "", diagnostics: []))
    }

    @Test func theTokenScanKeepsStringsWholeAndSkipsComments() {
        let source = ##"a /* x /* y */ z */ "s \(f("t)"))" #"r"# // c"## + "\n\"\"\"\nm \\(1)\n\"\"\" `b c` 1.5e-3"
        let scan = SwiftTokenScan(source)
        #expect(
            scan.tokens.map(scan.text) == [
                "a", #""s \(f("t)"))""#, ##"#"r"#"##, "\"\"\"\nm \\(1)\n\"\"\"", "`b c`", "1.5e-3",
            ])
        #expect(scan.tokens.map(\.kind) == [.identifier, .string, .string, .string, .identifier, .number])
        // Left open: a string ends at its line's end, a multi-line one and a comment at the text's end.
        #expect(SwiftTokenScan("\"open\nx").tokens.map(\.kind) == [.string, .identifier])
        #expect(SwiftTokenScan("\"\"\"\nopen").tokens.count == 1)
        #expect(SwiftTokenScan("/* open").tokens.isEmpty)
        #expect(SwiftTokenScan(String(repeating: "\"\\(", count: 10_000)).tokens.count == 1)
    }
}
