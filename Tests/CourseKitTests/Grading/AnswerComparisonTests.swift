import Testing

@testable import CourseKit

@Suite("Grading: typed code compared with the answer, token by token")
struct AnswerComparisonTests {
    func same(_ typed: String, _ answer: String, prompt: String = "") -> Bool {
        AnswerComparison.compare(typed: typed, answer: answer, prompt: prompt).isSame
    }

    @Test func layoutAndCommentsAreNoDifference() {
        #expect(
            same(
                "RouteLength(meters: 4200)\n    .environment(\\.distanceUnit, \"mi\")",
                "RouteLength(meters: 4200) /* here */ .environment(\n\\.distanceUnit,\n \"mi\" // mi\n)"))
        #expect(same("let a = 1; let b = 2", "let a = 1\nlet b = 2"))
    }

    @Test func trailingCommasAndDigitSeparators() {
        #expect(same("f(a: 1, b: [1, 2,],)", "f(a: 1, b: [1, 2])"))
        #expect(same("RouteLength(meters: 4_200)", "RouteLength(meters: 4200)"))
        #expect(!same("RouteLength(meters: 4_300)", "RouteLength(meters: 4200)"))
    }

    @Test func accessModifiersUnlessThePromptNamesThem() {
        let answer = "@Environment(\\.colorScheme) private var appearance"
        #expect(same("@Environment(\\.colorScheme) var appearance", answer))
        #expect(same("@Environment(\\.colorScheme) public var appearance", answer))
        #expect(same("@Environment(\\.colorScheme) fileprivate var appearance", answer))
        #expect(same("private(set) var count = 0", "var count = 0"))
        #expect(!same("@Environment(\\.colorScheme) var appearance", answer, prompt: "Use a `private var`."))
        #expect(same("@Environment(\\.colorScheme) private var appearance", answer, prompt: "Use a `private var`."))
        // `open` as a name, not a modifier, stays.
        #expect(!same("open()", "close()"))
        #expect(!same("open()", "()"))
    }

    @Test func declaredNamesRenamedConsistently() {
        #expect(
            same("@Environment(\\.colorScheme) private var mode", "@Environment(\\.colorScheme) private var appearance")
        )
        let bindable = """
            @Environment(Profile.self) private var profile

            var body: some View {
                @Bindable var profile = profile
                TextField("Name", text: $profile.name)
            """
        let renamed = """
            @Environment(Profile.self) var user
            var body: some View {
                @Bindable var user = user
                TextField("Name", text: $user.name)
            """
        #expect(same(renamed, bindable))
        // Not a bijection: two names for one.
        #expect(!same("let a = 1\nlet b = a + a", "let x = 1\nlet y = x + y"))
        // A parameter's name after its label, a closure's parameters.
        let modifier = "func distanceUnit(_ unit: String) -> some View { environment(\\.distanceUnit, unit) }"
        #expect(
            same("func distanceUnit(_ value: String) -> some View { environment(\\.distanceUnit, value) }", modifier))
        #expect(same("list.map { item in item.name }", "list.map { x in x.name }"))
        #expect(same("list.map { (a, b) in a + b }", "list.map { (x, y) in x + y }"))
        #expect(!same("list.map { (a, b) in b + a }", "list.map { (x, y) in x + y }"))
    }

    @Test func namesThatAreNotTheLearnersStay() {
        // A label, `body`, a member, a function's name.
        #expect(
            !same(
                "func body(content: Content, ctx: Library) -> some View",
                "func body(content: Content, context: Library) -> some View"))
        #expect(!same("var content: some View { Text(\"\") }", "var body: some View { Text(\"\") }"))
        #expect(!same("TextField(\"Name\", value: $p.name)", "TextField(\"Name\", text: $p.name)"))
        #expect(
            !same(
                "@Environment(\\.colorScheme) private var mode\nmode.isDark",
                "@Environment(\\.colorScheme) private var mode\nmode.isLight"))
        #expect(!same("static func makeContext() -> Library", "static func makeSharedContext() -> Library"))
        // A type the code declares is the learner's to name.
        #expect(same("struct Shared: PreviewModifier {}", "struct SampleLibrary: PreviewModifier {}"))
    }

    @Test func aDifferentMemberWrapperOrKeyPathIsNeverSame() {
        let answer = "@Environment(\\.colorScheme) private var appearance"
        #expect(!same("@State(\\.colorScheme) private var appearance", answer))
        #expect(!same("@Environment(\\.colorSchema) private var appearance", answer))
        #expect(!same("@EnvironmentObject var settings: AppSettings", "@Environment(AppSettings.self) var settings"))
        #expect(
            !same(
                "@Environment(TripStore.self) private var store",
                "@Environment(TripStore.self) private var store: TripStore?"))
        #expect(!same("", answer))
        #expect(!same(answer + " = nil", answer))
    }

    @Test func typeMemberForAnImpliedMemberNeedsTheCompiler() {
        let comparison = AnswerComparison.compare(
            typed: "TicketRow().dynamicTypeSize(DynamicTypeSize.accessibility2)",
            answer: "TicketRow().dynamicTypeSize(.accessibility2)")
        #expect(comparison.isSame && comparison.needsCompile)
        let keyPath = AnswerComparison.compare(
            typed: "@Environment(\\EnvironmentValues.dismiss) var close",
            answer: "@Environment(\\.dismiss) var close")
        #expect(keyPath.isSame && keyPath.needsCompile)
        #expect(
            !same(
                "TicketRow().dynamicTypeSize(DynamicTypeSize.accessibility3)",
                "TicketRow().dynamicTypeSize(.accessibility2)"))
        // Not where the answer's member is explicit.
        #expect(!same("a.Foo.b", "a.b"))
        #expect(!AnswerComparison.compare(typed: "x", answer: "x").needsCompile)
    }

    /// Swift reads an operator's spaces: `TripStore ?` is not `TripStore?`. A space beside an
    /// operator that the answer does not have (or the other way round) is `same` only if the
    /// compiler agrees; spaces elsewhere are layout.
    @Test func spacesBesideAnOperatorNeedTheCompiler() {
        let answer = "@Environment(TripStore.self) private var store: TripStore?"
        let spaced = AnswerComparison.compare(
            typed: "@Environment(TripStore.self) var store: TripStore ?", answer: answer)
        #expect(spaced.isSame && spaced.needsCompile)
        #expect(AnswerComparison.compare(typed: "x = a -b", answer: "x = a - b").needsCompile)
        // `\ .dismiss` is a key path as `\.dismiss` is: a `.` is read by the space after it.
        #expect(
            !AnswerComparison.compare(
                typed: "@Environment(\\ .dismiss) var close", answer: "@Environment(\\.dismiss) var close"
            ).needsCompile)
        // Spaces beside anything else, and the same spaces beside an operator, are layout.
        let layout = AnswerComparison.compare(
            typed: "@Environment( TripStore.self )\nprivate   var   store :TripStore?", answer: answer)
        #expect(layout.isSame && !layout.needsCompile)
        #expect(!AnswerComparison.compare(typed: "x = a - b", answer: "x = a  -  b").needsCompile)
        // Read alike: infix with spaces or without, a chain's `.` on the next line.
        #expect(!AnswerComparison.compare(typed: "x = a+b", answer: "x = a + b").needsCompile)
        #expect(
            !AnswerComparison.compare(
                typed: "ContentView().environment(s)", answer: "ContentView()\n    .environment(s)"
            ).needsCompile)
        #expect(!AnswerComparison.compare(typed: "f(-1)", answer: "f( -1)").needsCompile)
        #expect(AnswerComparison.compare(typed: "a. b", answer: "a.b").needsCompile)
    }

    @Test func elisionsMayBeTypedOrLeftOut() {
        let answer = "@Environment(\\.dynamicTypeSize) private var textSize\n…\ntextSize.isAccessibilitySize"
        #expect(same("@Environment(\\.dynamicTypeSize) var size\nsize.isAccessibilitySize", answer))
        #expect(same("@Environment(\\.dynamicTypeSize) var size\n…\nsize.isAccessibilitySize", answer))
        #expect(same("@Environment(\\.dynamicTypeSize) var size\n   ...\nsize.isAccessibilitySize", answer))
        // A `…` the answer does not have.
        #expect(!same("@Environment(\\.dynamicTypeSize) var size\n…", "@Environment(\\.dynamicTypeSize) var size"))
    }

    @Test func differencesArePlacedInBothTexts() throws {
        let comparison = AnswerComparison.compare(
            typed: "@Environment(\\.colorScheme) var mode\n  mode.isDrk",
            answer: "@Environment(\\.colorScheme) private var mode\nmode.isDark")
        #expect(!comparison.isSame)
        let difference = try #require(comparison.differences.first)
        #expect(comparison.differences.count == 1)
        #expect(difference.typed == GradeResult.Difference.Span(line: 2, column: 8, text: "isDrk"))
        #expect(difference.answer == GradeResult.Difference.Span(line: 2, column: 6, text: "isDark"))
        // Characters, not bytes: a column after `é`.
        let accented = AnswerComparison.compare(typed: "\"é\" + b", answer: "\"é\" + c")
        #expect(accented.differences.first?.typed?.column == 7)
        // Lines end at LF, CRLF or a lone CR, as `LineEnds` and the compiler count them (found by
        // the fuzzer: a lone CR was no line end here, and a column lay past its line).
        for end in ["\n", "\r\n", "\r"] {
            let placed = AnswerComparison.compare(typed: "a" + end + "  b", answer: "a" + end + "c")
            #expect(
                placed.differences.first?.typed == GradeResult.Difference.Span(line: 2, column: 3, text: "b"),
                "\(end.utf8.map { $0 })")
        }
        // Left out on one side.
        let missing = AnswerComparison.compare(typed: "f()", answer: "f().g()")
        #expect(missing.differences.first?.typed == nil)
        #expect(missing.differences.first?.answer?.text == ".g()")
    }

    @Test func anyBytesGiveAComparisonInLinearTime() {
        let answer = "@Environment(\\.colorScheme) private var appearance"
        for typed in [
            "\u{0}\u{1B}[2J", "\"unterminated", "/* open", "`", "…………", "((((", String(repeating: "x ", count: 50_000),
        ] {
            _ = AnswerComparison.compare(typed: typed, answer: answer)
            _ = AnswerComparison.compare(typed: answer, answer: typed)
        }
        // Two long texts that differ everywhere: one run, not a quadratic search.
        let a = String(repeating: "a + ", count: 20_000)
        let b = String(repeating: "b - ", count: 20_000)
        let comparison = AnswerComparison.compare(typed: a, answer: b)
        #expect(comparison.differences.count == 1)
    }
}

/// Issue 46: what `same` drops, the right answers it recognises, and what `compiles` says differs.
/// Each class with right variants and wrong ones close to them (never the issue's own examples
/// alone).
@Suite("Grading: the comparison's rules, second pass")
struct AnswerComparisonRuleTests {
    func compare(_ typed: String, _ answer: String, prompt: String = "") -> AnswerComparison {
        AnswerComparison.compare(typed: typed, answer: answer, prompt: prompt)
    }
    /// `same` on the comparison alone: nothing the compiler must confirm.
    func plainlySame(_ typed: String, _ answer: String, prompt: String = "") -> Bool {
        let comparison = compare(typed, answer, prompt: prompt)
        return comparison.isSame && !comparison.needsCompile
    }
    /// `same` once the compiler accepts it.
    func sameIfItCompiles(_ typed: String, _ answer: String, prompt: String = "") -> Bool {
        let comparison = compare(typed, answer, prompt: prompt)
        return comparison.isSame && comparison.needsCompile
    }
    func different(_ typed: String, _ answer: String, prompt: String = "") -> Bool {
        !compare(typed, answer, prompt: prompt).isSame
    }

    static let bindable = """
        @Environment(Profile.self) private var profile

        var body: some View {
            @Bindable var profile = profile
            TextField("Name", text: $profile.name)
        }
        """

    /// Item 1: `self.`, an access modifier or a `;` dropped to reach `same` can hide code that
    /// does not compile, so the compiler must confirm it.
    @Test func droppedTextNeedsTheCompiler() {
        let typedSelf = Self.bindable.replacingOccurrences(of: "text: $profile", with: "text: self.$profile")
        #expect(sameIfItCompiles(typedSelf, Self.bindable))
        #expect(sameIfItCompiles("struct Row { open var title = \"\" }", "struct Row { var title = \"\" }"))
        #expect(sameIfItCompiles("struct Row { package let id = 1 }", "struct Row { let id = 1 }"))
        #expect(sameIfItCompiles("let a = 1;;", "let a = 1"))
        #expect(sameIfItCompiles("let a = 1; let b = 2", "let a = 1\nlet b = 2"))
        #expect(sameIfItCompiles("init(name: String) { name = name }", "init(name: String) { self.name = name }"))
        #expect(
            sameIfItCompiles("@Environment(\\.colorScheme) var mode", "@Environment(\\.colorScheme) private var mode"))
        // The same text on both sides is no drop.
        #expect(plainlySame("self.name = name; count += 1", "self.name = name; count += 1"))
        #expect(plainlySame("private var a = 1", "private var a = 1"))
    }

    /// `Locale.init(…)` is `Locale(…)`; `.init(…)` is too once the compiler finds `Locale` implied.
    @Test func anInitializerCalledByName() {
        let answer = "FareSummary()\n    .environment(\\.locale, Locale(identifier: \"de_DE\"))"
        #expect(plainlySame("FareSummary().environment(\\.locale, Locale.init(identifier: \"de_DE\"))", answer))
        #expect(sameIfItCompiles("FareSummary().environment(\\.locale, .init(identifier: \"de_DE\"))", answer))
        #expect(different("FareSummary().environment(\\.locale, Locale.init(id: \"de_DE\"))", answer))
        #expect(different("FareSummary().environment(\\.locale, .init(identifier: \"de_AT\"))", answer))
        #expect(different("FareSummary().environment(\\.locale, TimeZone.init(identifier: \"de_DE\"))", answer))
        // `self.init` and `super.init` are no type's initializer by name.
        #expect(different("self.init(x: 1)", "Point(x: 1)"))
    }

    /// A type annotation the answer leaves to inference (or the reverse): only the type the
    /// initial value has on its own, and only once the compiler agrees.
    @Test func aTypeAnnotationOfTheInferredType() {
        let entry = "extension EnvironmentValues {\n    @Entry var distanceUnit = \"km\"\n}"
        #expect(sameIfItCompiles("extension EnvironmentValues { @Entry var unit: String = \"km\" }", entry))
        #expect(
            sameIfItCompiles(
                "@State private var store = TripStore()", "@State private var store: TripStore = TripStore()"))
        // The type is the one the side without the annotation infers.
        #expect(sameIfItCompiles("@State var store: TripStore = .init()", "@State var store = TripStore()"))
        #expect(sameIfItCompiles("let count: Int = 4", "let count = 4"))
        #expect(sameIfItCompiles("let on = true", "let on: Bool = true"))
        // Not the type the value has alone: another meaning.
        #expect(different("extension EnvironmentValues { @Entry var unit: Substring = \"km\" }", entry))
        #expect(different("let count: Double = 4", "let count = 4"))
        #expect(different("let store: TripStore? = TripStore()", "let store = TripStore()"))
        // No initial value to infer from.
        #expect(
            different(
                "@Environment(TripStore.self) private var store",
                "@Environment(TripStore.self) private var store: TripStore?"))
    }

    @Test func optionalSpelledOut() {
        #expect(
            plainlySame(
                "@Environment(TripStore.self) var store: Optional<TripStore>",
                "@Environment(TripStore.self) private var shared: TripStore?") == false)
        #expect(
            sameIfItCompiles(
                "@Environment(TripStore.self) var store: Optional<TripStore>",
                "@Environment(TripStore.self) private var shared: TripStore?"))
        #expect(plainlySame("let names: [Optional<String>] = []", "let names: [String?] = []"))
        #expect(different("let names: [Optional<String>] = []", "let names: [String] = []"))
        #expect(different("var store: Optional<TripStore>", "var store: TripStore!"))
        #expect(different("var store: Optional<Library>", "var store: TripStore?"))
    }

    @Test func returnInASingleExpressionBody() {
        let modifier = "func distanceUnit(_ unit: String) -> some View {\n    environment(\\.distanceUnit, unit)\n}"
        #expect(
            sameIfItCompiles(
                "func distanceUnit(_ unit: String) -> some View { return environment(\\.distanceUnit, unit) }",
                modifier))
        #expect(sameIfItCompiles("names.map { n in return n.count }", "names.map { n in n.count }"))
        #expect(sameIfItCompiles("var total: Int { a + b }", "var total: Int {\n    return a\n        + b\n}"))
        // A body of more than one statement is no single expression.
        #expect(different("func f() -> Int {\n    return a\n    b\n}", "func f() -> Int {\n    a\n    b\n}"))
        #expect(different("func f() -> Int { return a; b }", "func f() -> Int { a; b }"))
        #expect(different("names.map { n in return n.size }", "names.map { n in n.count }"))
    }

    @Test func aProtocolsRequirementsInAnotherOrder() {
        let answer = """
            struct SampleLibrary: PreviewModifier {
                static func makeSharedContext() async throws -> Library {
                    Library()
                }

                func body(content: Content, context: Library) -> some View {
                    content.environment(context)
                }
            }
            """
        let swapped = """
            struct Shared: PreviewModifier {
                func body(content: Content, context: Library) -> some View { content.environment(context) }
                static func makeSharedContext() async throws -> Library { Library() }
            }
            """
        #expect(plainlySame(swapped, answer))
        #expect(different(swapped.replacingOccurrences(of: "makeSharedContext", with: "makeContext"), answer))
        #expect(
            different(
                swapped.replacingOccurrences(of: "static func makeSharedContext", with: "func makeSharedContext"),
                answer))
        // Stored properties keep their order: it is the memberwise initializer's.
        #expect(different("struct P { var b = 2\n var a = 1 }", "struct P { var a = 1\n var b = 2 }"))
    }

    @Test func aParameterNameAfterItsLabel() {
        let answer = "func body(content: Content, context: Library) -> some View {\n    content.environment(context)\n}"
        #expect(
            plainlySame(
                "func body(content: Content, context library: Library) -> some View { content.environment(library) }",
                answer))
        #expect(
            plainlySame(
                "func body(content view: Content, context shared: Library) -> some View { view.environment(shared) }",
                answer))
        // The label is the caller's: never the learner's to rename.
        #expect(
            different(
                "func body(content: Content, ctx library: Library) -> some View { content.environment(library) }",
                answer))
        #expect(
            different(
                "func body(content: Content, context library: Library) -> some View { content.environment(context) }",
                answer))
        // A call's labels are no parameters.
        #expect(different("TextField(\"Name\", value: $p.name)", "TextField(\"Name\", text: $p.name)"))
    }

    @Test func aLocalBindableCopyUnderAnotherName() {
        let renamed = """
            @Environment(Profile.self) private var profile
            var body: some View {
                @Bindable var editable = profile
                TextField("Name", text: $editable.name)
            }
            """
        #expect(plainlySame(renamed, Self.bindable))
        #expect(
            plainlySame(
                renamed.replacingOccurrences(of: "var profile", with: "var user").replacingOccurrences(
                    of: "= profile", with: "= user"), Self.bindable))
        // The binding made from the environment's property, not the copy: no `$` there.
        #expect(different(renamed.replacingOccurrences(of: "$editable", with: "$profile"), Self.bindable))
        #expect(different(renamed.replacingOccurrences(of: "@Bindable var", with: "@Binding var"), Self.bindable))
    }

    @Test func aModifierThePromptQuotesIsNotAskedFor() {
        let prompt = "A view reads `@Environment(\\.dynamicTypeSize) private var textSize`. Test whether …"
        let answer = "@Environment(\\.dynamicTypeSize) private var textSize\n…\ntextSize.isAccessibilitySize"
        #expect(
            sameIfItCompiles(
                "@Environment(\\.dynamicTypeSize) var textSize\ntextSize.isAccessibilitySize", answer, prompt: prompt))
        #expect(sameIfItCompiles("textSize.isAccessibilitySize", answer, prompt: prompt) == false)
        // Asked for in so many words: kept.
        #expect(
            different(
                "@Environment(\\.colorScheme) var mode", "@Environment(\\.colorScheme) private var mode",
                prompt: "Use a `private var`."))
        #expect(
            different(
                "@Environment(\\.colorScheme) var mode", "@Environment(\\.colorScheme) private var mode",
                prompt: "Keep it private."))
    }

    @Test func invisibleCharactersAreSaidSo() throws {
        let answer = "@Environment(\\.colorScheme) private var appearance"
        let nbsp = compare("@Environment(\\.colorScheme)\u{00A0}private var appearance", answer)
        #expect(nbsp.isSame)
        let note = try #require(nbsp.invisibles.first)
        #expect(note.line == 1 && note.column == 28 && note.severity == "note", "\(note)")
        #expect(note.message.contains("U+00A0") && note.message.contains("no-break space"), "\(note.message)")
        #expect(compare("@Environment(\\.colorScheme) private\u{200B} var appearance", answer).isSame)
        #expect(compare("\u{FEFF}" + answer, answer).invisibles.count == 1)
        #expect(compare(answer, answer).invisibles.isEmpty)
        // Inside a name it is no space.
        #expect(different("@Environment(\\.color\u{00A0}Scheme) private var appearance", answer))
    }

    /// Item 4: each difference says in a line what kind of thing differs.
    @Test func eachDifferenceSaysWhatDiffers() {
        func what(_ typed: String, _ answer: String) -> [String] {
            compare(typed, answer).differences.map(\.what)
        }
        #expect(
            what("@Environment(\\.displayScale) var mode", "@Environment(\\.colorScheme) var mode")
                == ["a different key path: \\.displayScale where the answer has \\.colorScheme"])
        #expect(
            what("Route().environment(\\.unit, \"miles\")", "Route().environment(\\.unit, \"mi\")")
                == ["a different literal: \"miles\" where the answer has \"mi\""])
        #expect(
            what("@ObservedObject var settings: AppSettings", "@EnvironmentObject var settings: AppSettings")
                == ["a different property wrapper: @ObservedObject where the answer has @EnvironmentObject"])
        #expect(
            what("func f(_ unit: Int) {}", "func f(_ unit: String) {}")
                == ["a different type: Int where the answer has String"])
        #expect(
            what("TextField(\"Name\", value: $p.name)", "TextField(\"Name\", text: $p.name)")
                == ["a different label: value: where the answer has text:"])
        #expect(
            what("Button(\"Done\") { close }", "Button(\"Done\") { close() }")
                == ["a call left out: close where the answer has close()"])
        #expect(
            what("@Environment(Store.self) var store: Store", "@Environment(Store.self) var store: Store?")
                == ["a ? left out: Store where the answer has Store?"])
        #expect(what("let a = b!", "let a = b") == ["an added !: b! where the answer has b"])
        #expect(what("mode.isDrk", "mode.isDark") == ["a different member: .isDrk where the answer has .isDark"])
        #expect(what("let count: Float = 4.5", "let count = 4.5") == ["an added type annotation: Float"])
        #expect(what("var store", "var store: TripStore?") == ["a type annotation left out: TripStore?"])
    }

    /// Only tokens that read differently are marked: a name that reads the same on both sides is
    /// not, even where the two sides number it otherwise.
    @Test func onlyTokensThatReadDifferentlyAreMarked() throws {
        let answer = "func distanceUnit(_ unit: String) -> some View {\n    environment(\\.distanceUnit, unit)\n}"
        let typed = "func distanceUnit(unit: String) -> some View {\n    environment(\\.distanceUnit, unit)\n}"
        let differences = compare(typed, answer).differences
        #expect(differences.count == 1, "\(differences)")
        #expect(differences.allSatisfy { $0.typed?.line ?? 1 == 1 && $0.answer?.line ?? 1 == 1 }, "\(differences)")
        let declared = compare(
            "let title = \"x\"\nvar body: some View { Text(title) }", "var body: some View { Text(title) }")
        #expect(declared.differences.count == 1, "\(declared.differences)")
    }

    /// `course grade`'s text: the line that says what differs, the answer once.
    @Test func theTextSaysWhatDiffers() {
        let answer = "RouteLength(meters: 4200)\n    .environment(\\.distanceUnit, \"mi\")\n"
        let typed = "RouteLength(meters: 4200)\n    .environment(\\.distanceUnit, \"miles\")"
        let result = GradeResult(
            verdict: .compiles, compiled: true, differences: compare(typed, answer).differences)
        let text = GradeText.render(result, typed: typed, answer: answer)
        #expect(text.contains("\na different literal: \"miles\" where the answer has \"mi\"\n"), "\(text)")
        #expect(text.components(separatedBy: "RouteLength").count == 3, "\(text)")
    }
}
