import Foundation
import Testing

@testable import CourseKit

/// The interface suites' type-checks of fixtures are kept across runs only under every input of
/// the run (`FixtureTypecheck`): the same file in the same environment is not compiled again and
/// gets what the compiler said; a changed text, file name, platform or plugin is compiled again.
@Suite("Fixture type-checks: kept by every input, compiled again when one changes")
struct FixtureTypecheckTests {
    static let text = """
        import SwiftUI

        struct Trips: View {
            var body: some View {
                NavigationStack { Text(1) }
            }
        }

        """

    @Test func theSameFileIsKeptAndAChangedTextNameOrPlatformIsCompiledAgain() throws {
        let (compiler, base) = try InterfaceCoverageTests.environment.get()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fixture-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = TypecheckResultCache(folder: folder)
        let run = { (name: String, text: String, environment: TypecheckEnvironment) in
            try FixtureTypecheck.run(name, text: text, compiler: compiler, environment: environment, cache: cache)
        }
        let first = try run("Trips.swift", Self.text, base)
        #expect(first.compiled)
        #expect(first.messages.contains { $0.file == 0 && $0.line == 5 && $0.severity == .error }, "\(first.messages)")
        let again = try run("Trips.swift", Self.text, base)
        #expect(!again.compiled)
        #expect(again.messages == first.messages)

        let valid = Self.text.replacingOccurrences(of: "Text(1)", with: "Text(\"1\")")
        let fixed = try run("Trips.swift", valid, base)
        #expect(fixed.compiled)
        #expect(fixed.messages.isEmpty, "\(fixed.messages)")
        #expect(try run("Other.swift", valid, base).compiled)

        let older = try AvailabilityFixturesTests.environment(iOS: "15.0", imports: ["SwiftUI"])
        let atOlder = try run("Trips.swift", valid, older)
        #expect(atOlder.compiled)
        #expect(atOlder.messages.contains { $0.line == 5 }, "iOS 15 has no NavigationStack: \(atOlder.messages)")
        #expect(try !run("Trips.swift", valid, older).compiled)
        // The settings alone (the same modules): another key too.
        var swift5 = base
        swift5.settings.swiftVersion = base.settings.swiftVersion == "5" ? "6" : "5"
        #expect(try run("Trips.swift", Self.text, swift5).compiled)
    }

    /// Another plugin binary (or another build of it) is another key; one that cannot be read, none.
    @Test func thePluginBinarysIdentityIsInTheKey() throws {
        let (compiler, environment) = try InterfaceCoverageTests.environment.get()
        let key = { (plugin: URL) in
            try FixtureTypecheck.key(
                "Trips.swift", text: Self.text, compiler: compiler, environment: environment, plugin: plugin)
        }
        let own = try key(InterfaceCoverageTests.courseBinary)
        #expect(own != nil)
        #expect(try key(InterfaceCoverageTests.courseBinary) == own)
        let other = FileManager.default.temporaryDirectory.appendingPathComponent("plugin-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: other) }
        try Data("a build".utf8).write(to: other)
        let before = try key(other)
        #expect(before != nil && before != own)
        // Written again, one byte longer: another build at the same path.
        try Data("a build!".utf8).write(to: other)
        #expect(try key(other) != before)
        #expect(try key(other.appendingPathExtension("missing")) == nil)
    }
}
