import Foundation
import Testing

/// Snippets that the real SDK rejects for isolation, `Sendable` or availability reasons, each with
/// the page of Apple's documentation that shows the annotation or the version: on Linux, against
/// the built-in interface, `course check` reports each as an error at its line (issue 33, items 9
/// and 10). The course targets iOS 16.0, so that APIs of iOS 17, 18 and 26 are newer than it.
@Suite("course check: what the SDK rejects for isolation, Sendable or availability, on Linux", .ownThreads)
struct SDKRejectsTests {
    struct Case: Sendable, CustomStringConvertible {
        /// A card's answer (a fragment).
        var code: String
        /// The line of `code` (0-based) with the error, and a part of the compiler's message; nil:
        /// no error at all (the code around makes the API available).
        var error: (line: Int, message: String)?
        /// The documentation page that shows the annotation or the version.
        var page: String
        var description: String { String(code.prefix(60)) }
    }

    static let start = """
        import SwiftData
        import SwiftUI

        @Observable final class TripStore {
            var count = 0
        }

        struct ContentView: View {
            var body: some View { Text("Trips") }
        }

        """

    static let apple = "https://developer.apple.com/documentation/"

    /// An API newer than the course's iOS 16.0, used as the SDK reports it.
    static func newer(_ code: String, line: Int = 0, _ name: String, _ version: String, page: String) -> Case {
        Case(code: code, error: (line, "\(name) is only available in iOS \(version) or newer"), page: apple + page)
    }

    static let cases: [Case] = [
        // Availability: newer than the course's iOS 16.0.
        newer(
            "_ = ContentUnavailableView(\"No trips\", systemImage: \"airplane\")", "'ContentUnavailableView'", "17.0",
            page: "swiftui/contentunavailableview"),
        newer(
            "_ = Tab(\"Trips\", systemImage: \"airplane\") {\n    Text(\"Trips\")\n}", "'Tab'", "18.0",
            page: "swiftui/tab"),
        newer(
            "@State private var count = 0\nvar body: some View {\n    Text(\"Trips\")\n"
                + "        .onChange(of: count, initial: true) { print(count) }\n}",
            line: 3, "'onChange(of:initial:_:)'", "17.0", page: "swiftui/view/onchange(of:initial:_:)"),
        newer(
            "@State private var count = 0\nvar body: some View {\n    Text(\"Trips\")\n"
                + "        .onChange(of: count) { old, new in print(old, new) }\n}",
            line: 3, "'onChange(of:initial:_:)'", "17.0", page: "swiftui/view/onchange(of:initial:_:)"),
        newer(
            "@Environment(TripStore.self) private var store", "'init(_:)'", "17.0",
            page: "swiftui/environment/init(_:)"),
        newer(
            "Text(\"Trips\")\n    .environment(TripStore())", line: 1, "'environment'", "17.0",
            page: "swiftui/view/environment(_:)"),
        newer("@Bindable var store: TripStore", "'Bindable'", "17.0", page: "swiftui/bindable"),
        newer(
            "Text(\"Trips\")\n    .containerRelativeFrame(.horizontal)", line: 1,
            "'containerRelativeFrame(_:alignment:)'",
            "17.0", page: "swiftui/view/containerrelativeframe(_:alignment:)"),
        newer(
            "_ = Observations { TripStore().count }", "'Observations'", "26.0", page: "observation/observations"),
        newer(
            "func shared(_ modifier: some PreviewModifier) {}", "'PreviewModifier'", "18.0",
            page: "swiftui/previewmodifier"),
        newer(
            "@State private var shown: Int?\nvar body: some View {\n    ScrollView { Text(\"Trips\") }\n"
                + "        .scrollPosition(id: $shown)\n}",
            line: 3, "'scrollPosition(id:anchor:)'", "17.0", page: "swiftui/view/scrollposition(id:anchor:)"),
        newer(
            "ScrollView {\n    LazyHStack { Text(\"Trips\") }\n        .scrollTargetLayout()\n}", line: 2,
            "'scrollTargetLayout(isEnabled:)'", "17.0", page: "swiftui/view/scrolltargetlayout(isenabled:)"),
        newer(
            "ScrollView { Text(\"Trips\") }\n    .scrollTargetBehavior(.paging)", line: 1, "'scrollTargetBehavior'",
            "17.0", page: "swiftui/view/scrolltargetbehavior(_:)"),
        newer(
            "ScrollView { Text(\"Trips\") }\n    .safeAreaPadding(.horizontal, 20)", line: 1,
            "'safeAreaPadding'", "17.0", page: "swiftui/view/safeareapadding(_:_:)"),
        newer(
            "List { Text(\"Trips\") }\n    .listSectionSpacing(12)", line: 1, "'listSectionSpacing'", "17.0",
            page: "swiftui/view/listsectionspacing(_:)"),
        newer(
            "Text(\"Trips\")\n    .toolbarTitleDisplayMode(.inline)", line: 1, "'toolbarTitleDisplayMode'", "17.0",
            page: "swiftui/view/toolbartitledisplaymode(_:)"),
        newer(
            "Text(\"Trips\")\n    .presentationCornerRadius(24)", line: 1, "'presentationCornerRadius'", "16.4",
            page: "swiftui/view/presentationcornerradius(_:)"),
        newer(
            "Text(\"Trips\")\n    .presentationBackground(.thinMaterial)", line: 1, "'presentationBackground'", "16.4",
            page: "swiftui/view/presentationbackground(_:)"),
        newer(
            "_ = Text(\"Trips\").textScale(.secondary)", "'textScale(_:isEnabled:)'", "17.0",
            page: "swiftui/text/textscale(_:isenabled:)"),
        newer(
            "withAnimation(.bouncy) {\n    print(\"Trips\")\n}", "'bouncy'", "17.0",
            page: "swiftui/animation/bouncy"),
        newer(
            "withAnimation(.snappy(duration: 0.3)) {\n    print(\"Trips\")\n}", "'snappy(duration:extraBounce:)'",
            "17.0", page: "swiftui/animation/snappy(duration:extrabounce:)"),
        // A fragment imports SwiftUI alone unless it says otherwise (docs/checks.md, "How snippets
        // reach the compiler"); `@Model` is a top-level name of SwiftData.
        newer(
            "import SwiftData\n\n@Model final class Note {\n    var text = \"\"\n    init() {}\n}", line: 2,
            "'Model()'", "17.0", page: "swiftdata/model()"),
        newer(
            "@Environment(\\.modelContext) private var context", "'modelContext'", "17.0",
            page: "swiftui/environmentvalues/modelcontext"),
        newer(
            "Text(\"Trips\")\n    .modelContainer(for: [], inMemory: true)", line: 1,
            "'modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:)'", "17.0",
            page: "swiftui/view/modelcontainer(for:inmemory:isautosaveenabled:isundoenabled:onsetup:)"),
        // Made available by the code around: no error, as with the SDK.
        Case(
            code:
                "if #available(iOS 17.0, *) {\n    _ = ContentUnavailableView(\"No trips\", systemImage: \"airplane\")\n}",
            error: nil, page: apple + "swiftui/contentunavailableview"),
        Case(
            code: "guard #available(iOS 26.0, *) else { return }\n_ = Observations { TripStore().count }",
            error: nil, page: apple + "observation/observations"),
        Case(
            code: "@available(iOS 18.0, *)\nstruct Trips: View {\n    var body: some View {\n"
                + "        TabView {\n            Tab(\"Trips\", systemImage: \"airplane\") { Text(\"Trips\") }\n"
                + "        }\n    }\n}",
            error: nil, page: apple + "swiftui/tab"),
        // Isolation: a key's default value is read from any thread, so it must not be a mutable static.
        Case(
            code: "struct Width: PreferenceKey {\n    static var defaultValue: Double = 0\n"
                + "    static func reduce(value: inout Double, nextValue: () -> Double) {}\n}",
            error: (1, "static property 'defaultValue' is not concurrency-safe"),
            page: apple + "swiftui/preferencekey"),
        Case(
            code: "struct AccentKey: EnvironmentKey {\n    static var defaultValue: Double = 0\n}",
            error: (1, "static property 'defaultValue' is not concurrency-safe"),
            page: apple + "swiftui/environmentkey"),
    ]

    /// The course of all the cases, checked once; each case's error found at its line.
    @Test func eachIsAnErrorAtItsLine() throws {
        #expect(Self.cases.filter { $0.error != nil }.count >= 23)
        let (folder, lines) = try CheckerSaysNoTests.course(
            start: Self.start, fragments: Self.cases.map(\.code), platform: "iOS 16.0")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CourseProcess.run(["check", folder.path, "--format", "json"])
        let found = try CheckerSaysNoTests.diagnostics(result).filter { $0.rule == "snippet-typecheck" }
        #expect(result.status == 1, "\(result.standardError)")
        for (number, item) in Self.cases.enumerated() {
            let span = lines[number]..<lines[number] + item.code.split(separator: "\n").count
            let inside = found.filter { span.contains($0.line) }
            if let error = item.error {
                #expect(
                    inside.contains { $0.line == lines[number] + error.line && $0.message.contains(error.message) },
                    "\(item) (\(item.page)): \(inside)")
            } else {
                #expect(inside.isEmpty, "\(item) (\(item.page)): \(inside)")
            }
        }
        #expect(result.standardError.contains("0 warnings"), "\(result.standardError)")
    }

    /// With the platform that has them, the same APIs are no error.
    @Test func theAvailabilityCasesPassWhenThePlatformHasThem() throws {
        let availability = Self.cases.prefix(24).map(\.code)
        let (folder, _) = try CheckerSaysNoTests.course(
            start: Self.start, fragments: availability, platform: "iOS 26.0")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CourseProcess.run(["check", folder.path])
        #expect(result.status == 0, "\(result.standardError)")
    }
}
