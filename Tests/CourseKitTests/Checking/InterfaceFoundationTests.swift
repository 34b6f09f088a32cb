import Foundation
import Testing

@testable import CourseKit

/// Foundation as Apple's platforms have it (issue 43, item 4), through the interface's
/// `_AppleFoundation`, which every type-checked file imports when the course uses Foundation.
@Suite("The interface: Foundation as on Apple's platforms")
struct InterfaceFoundationTests {
    /// A file that imports only Foundation sees what Apple's Foundation brings: URLSession (in
    /// FoundationNetworking off Apple's platforms), Combine's `ObservableObject` and `@Published`,
    /// `URL.documentsDirectory`, `String(localized:)`; with their versions, at their lines.
    @Test func aFileThatImportsFoundationSeesFoundationAsOnApplesPlatforms() throws {
        guard case .found(let compiler) = SwiftCompiler.locate(explicitPath: nil) else { return }
        let scratch = InterfaceModuleBuildTests.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let code = """
            import Foundation

            final class TripStore: ObservableObject {
                @Published var names: [String] = []
                func load() async throws {
                    let (data, response) = try await URLSession.shared.data(from: URL.documentsDirectory)
                    _ = (data, response as? HTTPURLResponse)
                    names.append(String(localized: "trip.name", defaultValue: "Trip \\(names.count)"))
                    _ = try AttributedString(markdown: "**Trips**")
                }
            }

            """
        for (version, expected) in [
            ("18.0", [String]()),
            (
                "15.0",
                ["6: 'documentsDirectory' is only available in iOS 16.0 or newer"]
            ),
        ] {
            let modules = try InterfaceModules.prepare(
                InterfaceFile.embedded.filter { $0.module != "SwiftUI" }, compiler: compiler,
                cache: UserFolders.cache(), scratch: scratch, platform: .init(name: .iOS, version: version),
                imports: ["Foundation"])
            #expect(modules.implicitImports == [InterfaceModules.foundationModule])
            let errors = try InterfaceModuleBuildTests.errors(
                code, modules: modules, compiler: compiler, scratch: scratch)
            #expect(errors == expected, "iOS \(version)")
        }
    }
}
