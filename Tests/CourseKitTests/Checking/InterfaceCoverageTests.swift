import Foundation
import Testing

@testable import CourseKit

/// What the interface covers, area by area (docs/checks.md, "What the interface covers"): for each area,
/// `Fixtures/Interface/<area>/typical.swift` is code a tutorial or Apple's sample code would write, and
/// must type-check against the interface; `wrong.swift` is that code with the mistakes authors make, each
/// marked on its line with the message the compiler gives (`// error: value of type 'Text' has no member
/// 'paddin'`), and the compiler must report exactly those lines, with those messages, and nothing else.
@Suite("The interface: what it covers, area by area")
struct InterfaceCoverageTests {
    /// The areas of docs/checks.md's table, each a folder of `Fixtures/Interface/`.
    static let areas = [
        "views-and-modifiers", "stacks-grids-and-layout", "state-and-bindings", "environment",
        "preferences-and-geometry", "navigation-and-sheets", "lists-and-forms", "controls", "styles",
        "animation", "previews-and-traits", "app-and-scenes", "uikit-in-swiftui", "maps-and-location",
        "photos-picker", "charts", "deprecated-forms", "ios16-18-additions", "sharing-and-scenes",
        "liquid-glass-ios26", "combine-in-swiftui", "core-data", "media-playback", "swiftdata-models-and-queries",
        "local-authentication", "core-haptics", "storekit", "widgets", "app-intents", "tips", "gameplaykit-random",
        "sign-in-with-apple", "local-notifications", "logging", "core-image", "objective-c-runtime",
    ]

    static let fixtures = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/Interface")

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The built `course` binary (beside the test bundle), which serves the interface's macros.
    static var courseBinary: URL {
        #if os(macOS)
            let products =
                Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL.deletingLastPathComponent()
                ?? Bundle.main.bundleURL
        #else
            let products = Bundle.main.bundleURL
        #endif
        return products.appendingPathComponent("course")
    }

    /// The embedded interface, built once for the suite (or found in the user's cache, as `course check`
    /// finds it), and the macro plugin, as `course check` runs the compiler.
    static let environment: Result<(compiler: SwiftCompiler, environment: TypecheckEnvironment), any Error> = Result {
        guard case .found(let compiler) = SwiftCompiler.locate(explicitPath: nil) else {
            throw CompilerFailure(message: "no swiftc to type-check with")
        }
        guard FileManager.default.isExecutableFile(atPath: courseBinary.path) else {
            throw CompilerFailure(message: "no course binary at \(courseBinary.path) to expand macros (swift build)")
        }
        // The modules where `course check` keeps them (made once, then found); the plugin in a folder
        // of the suite's own, so that no other build of `course` in the shared cache is replaced.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "interface-coverage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let modules = try InterfaceModules.prepare(
            InterfaceFile.embedded, compiler: compiler, compilerVersion: try compiler.version(),
            cache: UserFolders.cache(), scratch: scratch)
        let plugin = try MacroPlugin.install(in: scratch.path, executable: courseBinary.path)
        return (
            compiler,
            TypecheckEnvironment(
                settings: BuildSettings(), modules: modules,
                macroPlugin: URL(fileURLWithPath: plugin), sdk: nil)
        )
    }

    /// An error the compiler is expected to report: the line, and what its message says.
    struct Mistake: Equatable, CustomStringConvertible {
        var line: Int
        var message: String
        var description: String { "\(line): \(message)" }
    }

    /// The `// error: …` marks of a fixture, one or more on a line.
    static func mistakes(in text: String) -> [Mistake] {
        var found: [Mistake] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let parts = line.components(separatedBy: "// error: ")
            for message in parts.dropFirst() {
                found.append(Mistake(line: index + 1, message: message.trimmingCharacters(in: .whitespaces)))
            }
        }
        return found
    }

    /// The errors the compiler reports for `file` (one process, or its result kept: `FixtureTypecheck`),
    /// as (line, message), placed as `course check` places them: an error in a macro's expansion at
    /// the line that uses the macro, once.
    static func errors(in file: URL) throws -> [Mistake] {
        let (compiler, environment) = try Self.environment.get()
        let placed = try FixtureTypecheck.run(
            file.lastPathComponent, text: try String(contentsOf: file, encoding: .utf8), compiler: compiler,
            environment: environment
        ).messages
        // An error no line of the fixture holds cannot match a mark: it is reported as it is.
        return placed.filter { $0.severity == .error }.map {
            Mistake(line: $0.file == 0 ? $0.line : -1, message: $0.message)
        }
    }

    @Test(arguments: areas)
    func typicalCodeTypeChecks(_ area: String) throws {
        let file = Self.fixtures.appendingPathComponent("\(area)/typical.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(Self.mistakes(in: text).isEmpty, "typical code marks no mistakes")
        let errors = try Self.errors(in: file)
        #expect(errors.isEmpty, "\(area)/typical.swift:\n\(errors.map(\.description).joined(separator: "\n"))")
    }

    @Test(arguments: areas)
    func eachMistakeIsReportedAtItsLineAndNothingElse(_ area: String) throws {
        let file = Self.fixtures.appendingPathComponent("\(area)/wrong.swift")
        let marked = Self.mistakes(in: try String(contentsOf: file, encoding: .utf8))
        #expect(marked.count >= 4, "\(area)/wrong.swift marks at least four mistakes")
        let errors = try Self.errors(in: file)
        for mistake in marked
        where !errors.contains(where: { $0.line == mistake.line && $0.message.contains(mistake.message) }) {
            let there = errors.filter { $0.line == mistake.line }.map(\.message)
            Issue.record("\(area)/wrong.swift:\(mistake.line): no error says '\(mistake.message)' (there: \(there))")
        }
        for error in errors
        where !marked.contains(where: { $0.line == error.line && error.message.contains($0.message) }) {
            Issue.record("\(area)/wrong.swift:\(error.line): an error no mark expects: \(error.message)")
        }
    }

    /// The mistakes a wrong variant marks, for the docs table's count.
    static func mistakeCount(_ area: String) throws -> Int {
        mistakes(in: try String(contentsOf: fixtures.appendingPathComponent("\(area)/wrong.swift"), encoding: .utf8))
            .count
    }

    /// docs/checks.md's table lists exactly the areas that have fixtures, each with its number of mistakes.
    @Test func theDocsTableListsEveryAreaWithFixtures() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).filter {
            !$0.hasPrefix(".")
        }
        #expect(Set(folders) == Set(Self.areas))
        for area in folders {
            let files = try FileManager.default.contentsOfDirectory(
                atPath: Self.fixtures.appendingPathComponent(area).path)
            #expect(Set(files) == ["typical.swift", "wrong.swift"], "\(area)")
        }
        let docs = try String(contentsOf: Self.packageRoot.appendingPathComponent("docs/checks.md"), encoding: .utf8)
        let section = try #require(
            docs.components(separatedBy: "#### What the interface covers").dropFirst().first,
            "docs/checks.md has a section 'What the interface covers'")
        var listed: [String: Int] = [:]
        for row in section.split(separator: "\n").prefix(while: { !$0.hasPrefix("#") }) where row.hasPrefix("| ") {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4, cells[1].hasPrefix("`"), let count = Int(cells[cells.count - 1]) else { continue }
            listed[cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = count
        }
        #expect(Set(listed.keys) == Set(folders), "the table's areas are the fixture folders")
        for area in folders where listed[area] != nil {
            #expect(listed[area] == (try Self.mistakeCount(area)), "\(area): the table's number of mistakes")
        }
    }
}
