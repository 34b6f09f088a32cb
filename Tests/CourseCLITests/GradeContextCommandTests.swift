import Foundation
import Testing

/// `course grade` of right answers in the contexts their parts need, and errors a learner can act on.
///
/// Issue 46, items 3 and 5: the built binary, on lesson 19's cards, with answers of our own.
@Suite("course grade: an answer's context and its errors, run as a process", .ownThreads)
struct GradeContextCommandTests {
    func grade(_ card: String, _ typed: String, _ extra: [String] = []) throws -> CourseProcess.Result {
        try CourseProcess.run(["grade", "Content", "--card", card, "--answer", "-"] + extra, input: typed)
    }

    func lines(_ run: CourseProcess.Result) -> [String] {
        run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The verdict and the messages of `--json`.
    func verdict(_ card: String, _ typed: String) throws -> (verdict: String?, messages: [[String: Any]]) {
        let run = try grade(card, typed, ["--json"])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any],
            "\(run.standardOutput)\(run.standardError)")
        return (object["verdict"] as? String, object["messages"] as? [[String: Any]] ?? [])
    }

    @Test(.enabled(if: GradeCommandTests.hasCompiler, "no swiftc on PATH"))
    func bothHalvesOfAnAnswerAreTheAnswer() throws {
        // The object made and handed down, and looked up in a view below: two views' members.
        let both = """
            @State private var store = TripStore()
            …
            ContentView()
                .environment(store)
            …
            @Environment(TripStore.self) private var store
            """
        let run = try grade("objects-by-type", both)
        #expect(run.status == 0, "\(run.standardOutput)")
        #expect(run.standardOutput == "same as the answer\n")
        // The halves in a view each, written out, another name below: it compiles.
        let written = """
            @State private var store = TripStore()

            var body: some View {
                ContentView()
                    .environment(store)
            }
            …
            @Environment(TripStore.self) private var shared
            """
        let (verdict, messages) = try verdict("objects-by-type", written)
        #expect(verdict == "compiles" || verdict == "same", "\(messages)")
        #expect(!messages.contains { ($0["message"] as? String)?.contains("TripStore") == true }, "\(messages)")
    }

    @Test(.enabled(if: GradeCommandTests.hasCompiler, "no swiftc on PATH"))
    func aClashWithinTheTypedCodeIsItsOwnNeverTheLessonsTypesMissing() throws {
        // One part, two `store`s: the clash is the answer's, and the lesson's types are there.
        let typed = "@State private var store = TripStore()\n@Environment(TripStore.self) private var store"
        let (verdict, messages) = try verdict("objects-by-type", typed)
        #expect(verdict == "error")
        #expect(!messages.contains { ($0["message"] as? String)?.contains("cannot find") == true }, "\(messages)")
        #expect(!messages.contains { $0["line"] as? Int == 0 }, "\(messages)")
        #expect(
            messages.contains {
                $0["line"] as? Int == 2 && ($0["message"] as? String)?.contains("redeclaration") == true
            },
            "\(messages)")
    }

    @Test(.enabled(if: GradeCommandTests.hasCompiler, "no swiftc on PATH"))
    func thePromptsDeclarationIsContext() throws {
        let run = try grade("env-layout-by-text-size", "textSize.isAccessibilitySize\n")
        #expect(run.status == 0, "\(run.standardOutput)")
        #expect(run.standardOutput == "same as the answer\n")
        // A wrong member is named as such, at its place in what was typed.
        let (verdict, messages) = try verdict("env-layout-by-text-size", "textSize.isAccessibleSize")
        #expect(verdict == "error")
        let first = try #require(messages.first)
        #expect(first["line"] as? Int == 1 && first["column"] as? Int == 10, "\(messages)")
        #expect((first["message"] as? String)?.contains("has no member 'isAccessibleSize'") == true, "\(messages)")
    }

    @Test(.enabled(if: GradeCommandTests.hasCompiler, "no swiftc on PATH"))
    func aFileCardAndADeclarationsCardAgreeThatTheImportMayBeLeftOut() throws {
        let entry = try grade(
            "custom-entry-with-default", "extension EnvironmentValues {\n    @Entry var distanceUnit = \"km\"\n}\n")
        #expect(entry.status == 0 && entry.standardOutput == "same as the answer\n", "\(entry.standardOutput)")
        let modifier = try grade(
            "custom-own-modifier",
            "extension View {\n    func distanceUnit(_ unit: String) -> some View {\n        environment(\\.distanceUnit, unit)\n    }\n}\n"
        )
        #expect(modifier.status == 0 && modifier.standardOutput == "same as the answer\n", "\(modifier.standardOutput)")
        // Without the import, a wrong file is still judged, at its own lines.
        let (verdict, messages) = try verdict(
            "custom-entry-with-default", "extension EnvironmentValues {\n    @Entri var distanceUnit = \"km\"\n}\n")
        #expect(verdict == "error")
        #expect(messages.first?["line"] as? Int == 2, "\(messages)")
    }

    @Test(.enabled(if: GradeCommandTests.hasCompiler, "no swiftc on PATH"))
    func aMisspeltKeyPathNamesItsMember() throws {
        let run = try grade("env-read-color-scheme", "@Environment(\\.colourScheme) private var appearance")
        #expect(run.status == 1)
        let shown = lines(run)
        let message = try #require(
            shown.firstIndex {
                $0 == "1:16: error: value of type 'EnvironmentValues' has no member 'colourScheme'; "
                    + "did you mean 'colorScheme'?"
            }, "\(run.standardOutput)")
        #expect(shown[message + 2] == "    |                ^")
        #expect(!run.standardOutput.contains("cannot infer key path type"))
        #expect(!shown.contains { $0.hasSuffix(" ") }, "no line ends in a space:\n\(run.standardOutput)")
        // In a gap: the member, from the gap's start, and nothing about the code around it.
        let gap = try grade("env-read-color-scheme#1", "\\.colourSchme")
        let gapLines = lines(gap)
        #expect(
            gapLines.contains(
                "1:3: error: value of type 'EnvironmentValues' has no member 'colourSchme'; did you mean 'colorScheme'?"
            ),
            "\(gap.standardOutput)")
        #expect(!gap.standardOutput.contains("around the gap"), "\(gap.standardOutput)")
        // Setting a value: the member named too, and the call's own complaint left out.
        let (verdict, messages) = try verdict(
            "custom-set-for-subtree", "RouteLength(meters: 4200)\n    .environment(\\.distanseUnit, \"mi\")")
        #expect(verdict == "error")
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.first?["line"] as? Int == 2 && messages.first?["column"] as? Int == 20, "\(messages)")
        #expect(
            (messages.first?["message"] as? String)?.hasSuffix("did you mean 'distanceUnit'?") == true, "\(messages)")
    }

    @Test(.enabled(if: GradeCommandTests.hasCompiler, "no swiftc on PATH"))
    func aWrongAnswerGetsTheRightReason() throws {
        // A view's `let` in place of `@State`: it compiles in a view (the object is made anew with
        // each view value), and the difference is the wrapper, not a global's isolation.
        let typed = "let store = TripStore()\n…\nContentView()\n    .environment(store)\n"
        let run = try grade("objects-by-type", typed)
        #expect(run.status == 0, "\(run.standardOutput)")
        #expect(run.standardOutput.hasPrefix("compiles, but is not the same as the answer"), "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("nonisolated"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("@State"), "\(run.standardOutput)")
    }
}
