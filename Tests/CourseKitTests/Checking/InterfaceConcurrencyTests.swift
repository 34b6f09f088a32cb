import Foundation
import Testing

@testable import CourseKit

/// The interface's concurrency annotations as Apple's documentation pages show them (docs/checks.md,
/// "Concurrency annotations: the audit"): code type-checked against the built interface draws the
/// errors and warnings that the annotations on those pages imply, and no others.
@Suite("The interface: concurrency annotations as Apple's pages show them")
struct InterfaceConcurrencyTests {
    /// The compiler's errors and warnings for `code` type-checked against the interface (placed as
    /// `course check` places them, kept across runs: `FixtureTypecheck`).
    static func messages(_ code: String, swiftVersion: String? = nil) throws -> [TypecheckResultCache.RawMessage] {
        var (compiler, environment) = try InterfaceCoverageTests.environment.get()
        if let swiftVersion { environment.settings.swiftVersion = swiftVersion }
        return try FixtureTypecheck.run(
            "Fragment.swift", text: "import SwiftUI\n\n" + code, compiler: compiler, environment: environment
        ).messages
    }

    static let key = """
        struct TotalHeight: PreferenceKey {
            static let defaultValue: Double = 0
            static func reduce(value: inout Double, nextValue: () -> Double) { value += nextValue() }
        }

        """

    /// `onPreferenceChange(_:perform:)`: `perform` is not `@Sendable` (Xcode 16.2's SDK made it so,
    /// Xcode 16.3 took it back, developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)
    /// shows none), so a closure that writes a `@State` builds, as do the forms written for Xcode 16.2.
    @Test(arguments: [
        "total = $0",
        "value in MainActor.assumeIsolated { total = value }",
        "value in Task { @MainActor in total = value }",
    ])
    func onPreferenceChangeMayWriteState(_ closure: String) throws {
        let found = try Self.messages(
            Self.key + """
                struct Sizes: View {
                    @State private var total = 0.0
                    var body: some View {
                        Text("Trips")
                            .onPreferenceChange(TotalHeight.self) { \(closure) }
                    }
                }
                """)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// What the audit changed, seen from a nonisolated function: `StateObject.init(wrappedValue:)` is
    /// `nonisolated` and `withTransaction(_:_:)` carries no isolation (no diagnostic); `updating(_:body:)`,
    /// `OpenURLAction.init(handler:)`, `ObservedObject.Wrapper` and `EnvironmentObject.Wrapper` are
    /// `@MainActor @preconcurrency` (Swift 6 warns, as against the SDK, since they are `@preconcurrency`).
    @Test func theAnnotationsTheAuditChanged() throws {
        let found = try Self.messages(
            """
            final class Model: ObservableObject { @Published var count = 0 }

            nonisolated func makeState() -> StateObject<Model> { StateObject(wrappedValue: Model()) }
            nonisolated func change() { withTransaction(Transaction()) { print("Trips") } }
            nonisolated func action() -> OpenURLAction { OpenURLAction { _ in .handled } }
            nonisolated func count(_ model: ObservedObject<Model>.Wrapper) -> Binding<Int> { model.count }
            nonisolated func press() -> some Gesture {
                LongPressGesture().updating(GestureState(wrappedValue: false)) { value, state, _ in state = value }
            }
            nonisolated func total(_ model: EnvironmentObject<Model>.Wrapper) -> Binding<Int> { model.count }
            """)
        let lines = Dictionary(grouping: found, by: \.line).mapValues { $0.map(\.message) }
        // The fragment starts on line 3 of the file (after `import SwiftUI` and a blank line).
        #expect(lines[5] == nil && lines[6] == nil, "\(lines)")
        let expected = [
            7: "main actor-isolated initializer 'init(handler:)'",
            8: "main actor-isolated subscript 'subscript(dynamicMember:)'",
            10: "main actor-isolated instance method 'updating(_:body:)'",
            12: "main actor-isolated subscript 'subscript(dynamicMember:)'",
        ]
        for (line, message) in expected {
            #expect(lines[line]?.contains { $0.contains(message) } == true, "line \(line): \(lines)")
        }
        #expect(found.allSatisfy { $0.severity == .warning }, "\(found.map(\.message))")
    }

    /// UIKit is Objective-C's, main-actor isolated in its headers, and Swift takes isolation imported
    /// from Objective-C as `@preconcurrency` (swiftlang/swift#68961): from a nonisolated method, Swift 5
    /// mode with minimal checking says nothing (an app delegate's or notification delegate's
    /// `UIApplication.shared.open`), Swift 6 mode warns; an Objective-C header marked so gives the same
    /// through the toolchain's importer (docs/checks.md, "Concurrency annotations: the audit").
    @Test(arguments: ["5", "6"])
    func uikitFromANonisolatedMethodAsImportedFromObjectiveC(_ swiftVersion: String) throws {
        let found = try Self.messages(
            """
            final class Opener {
                func open(_ url: URL) {
                    UIApplication.shared.open(url, options: [:]) { print($0) }
                    _ = UIDevice.current.name
                }
            }
            """, swiftVersion: swiftVersion)
        if swiftVersion == "5" {
            #expect(found.isEmpty, "\(found.map(\.message))")
        } else {
            #expect(found.contains { $0.message.contains("main actor-isolated class property 'shared'") })
            #expect(!found.isEmpty && found.allSatisfy { $0.severity == .warning }, "\(found.map(\.message))")
        }
    }
}
