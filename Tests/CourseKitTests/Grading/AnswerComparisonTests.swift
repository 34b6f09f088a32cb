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
        let inconsistent = """
            @Environment(Profile.self) var user
            var body: some View {
                @Bindable var editable = user
                TextField("Name", text: $editable.name)
            """
        #expect(!same(inconsistent, bindable))
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
            typed: "@Environment( TripStore.self )\nvar   store :TripStore?", answer: answer)
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
