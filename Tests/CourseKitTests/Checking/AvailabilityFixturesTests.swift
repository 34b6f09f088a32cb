import Foundation
import Testing

@testable import CourseKit

/// An API newer than the course's platform is the SDK's error at its use, with the versions the
/// interface states (docs/checks.md, "Availability on Linux"): the typical code of every area at
/// older platforms flags each newer type and view modifier it uses, and each iOS version's fixture
/// (`Fixtures/Availability/ios-<version>.swift`) gives exactly its marked errors one version lower
/// and none at its own version.
@Suite("Availability: newer APIs flagged at older platforms, as the SDK does")
struct AvailabilityFixturesTests {
    typealias Mistake = InterfaceCoverageTests.Mistake

    static let fixtures = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/Availability")

    /// Each iOS version's fixture and the release before it, where its APIs are errors (after iOS 18
    /// came iOS 26; iOS 13's is Combine's, checked at the iOS 12.0 of a UIKit app).
    static let versions: [(fixture: String, older: String)] = [
        ("ios-13", "12.0"), ("ios-14", "13.0"), ("ios-15", "14.0"), ("ios-16", "15.0"), ("ios-17", "16.0"),
        ("ios-18", "17.0"), ("ios-26", "18.0"),
    ]

    /// The platforms the typical code is checked at.
    static let olderPlatforms = ["13.0", "16.0"]

    /// The suite's environment with the interface built for iOS `version` (found in the user's
    /// cache, as `course check` finds it): the modules `imports` names and those they import, as a
    /// check of a course whose Swift imports them builds them; nil, every module.
    ///
    /// Each platform version is a build of its own of every module it covers, so building only what
    /// a fixture imports keeps a cold run of the suite (a fresh machine, as CI's) from building all
    /// of the interface's modules at every version (docs/ci.md, "A cold run").
    static func environment(iOS version: String, imports: Set<String>? = nil) throws -> TypecheckEnvironment {
        let (compiler, base) = try InterfaceCoverageTests.environment.get()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("versions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var environment = base
        environment.settings.platform = BuildSettings.Platform(name: .iOS, version: version)
        environment.modules = try InterfaceModules.prepare(
            InterfaceFile.embedded, compiler: compiler, compilerVersion: try compiler.version(),
            cache: UserFolders.cache(), scratch: scratch, platform: environment.settings.platform, imports: imports)
        return environment
    }

    /// The errors `course check` reports for `file` on iOS `version`: the interface built for that
    /// platform, its marked uses made the SDK's errors as a check makes them.
    static func errors(in file: URL, iOS version: String) throws -> [Mistake] {
        let (compiler, _) = try InterfaceCoverageTests.environment.get()
        let text = try String(contentsOf: file, encoding: .utf8)
        let raw = try FixtureTypecheck.run(
            file.lastPathComponent, text: text, compiler: compiler,
            environment: try environment(iOS: version, imports: InterfaceImports.modules(in: text))
        ).messages
        let origin = SourceLocation(file: file.standardizedFileURL.path, line: 1, column: 1)
        let job = TypecheckJob(files: [
            .init(
                name: file.lastPathComponent, text: text,
                lineMap: .block(at: origin, prefixLines: 0, lineCount: text.split(separator: "\n").count))
        ])
        return job.messages(raw).filter { $0.finding.severity == .error }.map {
            Mistake(line: $0.file == 0 ? $0.finding.generatedLine : -1, message: $0.finding.message)
        }
    }

    /// `'NavigationStack' is only available in iOS 16.0 or newer` → (`NavigationStack`, `16.0`).
    static func flag(_ message: String) -> (name: String, version: String)? {
        guard let range = message.range(of: " is only available in iOS ") else { return nil }
        let version = message[range.upperBound...].prefix { $0.isNumber || $0 == "." }
        let name = message[..<range.lowerBound]
        guard name.hasPrefix("'"), name.hasSuffix("'"), name.count > 2 else { return ("", String(version)) }
        return (String(name.dropFirst().dropLast().prefix { $0 != "(" }), String(version))
    }

    @Test(arguments: versions.map(\.fixture))
    func eachVersionsAPIsAreTheSDKsErrorsOneVersionLower(_ fixture: String) throws {
        let older = try #require(Self.versions.first { $0.fixture == fixture }?.older)
        let file = Self.fixtures.appendingPathComponent("\(fixture).swift")
        let marked = InterfaceCoverageTests.mistakes(in: try String(contentsOf: file, encoding: .utf8))
        #expect(marked.count >= 5, "\(fixture) marks the uses of at least five APIs")
        let errors = try Self.errors(in: file, iOS: older)
        for mistake in marked
        where !errors.contains(where: { $0.line == mistake.line && $0.message.contains(mistake.message) }) {
            Issue.record("\(fixture).swift:\(mistake.line) on iOS \(older): no error says '\(mistake.message)'")
        }
        for error in errors
        where !marked.contains(where: { $0.line == error.line && error.message.contains($0.message) }) {
            Issue.record("\(fixture).swift:\(error.line) on iOS \(older): an error no mark expects: \(error.message)")
        }
        // Its own version (the newest a mark names: 16.4 for ios-16) has every API it uses.
        let newest = marked.compactMap { Self.flag($0.message)?.version }.max {
            InterfaceAvailability.isNewer($1, than: $0)
        }
        #expect(
            newest?.split(separator: ".").first == fixture.split(separator: "-").last, "\(fixture): \(newest ?? "")")
        let atItsVersion = try Self.errors(in: file, iOS: newest ?? older)
        #expect(atItsVersion.isEmpty, "\(fixture).swift on iOS \(newest ?? ""):\n\(atItsVersion)")
    }

    /// The uses in `text` that the interface's versions say are newer than iOS `platform`: a type the
    /// interface declares at the top level with a newer version, or a view modifier (`.name(` whose
    /// every declaration is a newer member of `View`), outside code an `#available` makes available,
    /// and not a name the text declares itself.
    static func newerUses(in text: String, platform: String) -> [(line: Int, name: String)] {
        let text = withoutMacOSOnlyCode(text)
        // Only the modules the text sees: those it imports and what they re-export (`Transaction` is
        // SwiftUI's to code that does not import StoreKit).
        let visible = visibleModules(importedBy: text)
        let interface = Dictionary(
            grouping: InterfaceVersionsTests.interface.filter {
                visible.contains(String($0.file.prefix { $0 != "/" }))
            }, by: \.name)
        let scan = SwiftTokenScan(text)
        let tokens = scan.tokens
        let declaring: Set<String> = ["struct", "class", "enum", "func", "var", "let", "case", "protocol", "typealias"]
        var own = Set<String>()
        for (index, token) in tokens.enumerated().dropFirst() where token.kind == .identifier {
            if tokens[index - 1].kind == .identifier, declaring.contains(scan.name(tokens[index - 1])) {
                own.insert(scan.name(token))
            }
        }
        func isNewer(_ version: String?) -> Bool {
            version.map { InterfaceAvailability.isNewer($0, than: platform) } ?? false
        }
        var uses: [(line: Int, name: String)] = []
        for (index, token) in tokens.enumerated() where token.kind == .identifier && index + 1 < tokens.count {
            let name = scan.name(token)
            // A label (`name:`) or a macro (`#Preview`, not the type `Preview`) is no use of a declaration.
            guard !own.contains(name), !scan.isPunctuation(tokens[index + 1], ":"),
                index == 0 || !scan.isPunctuation(tokens[index - 1], "#")
            else { continue }
            let named = interface[name] ?? []
            let isNewerType = named.contains { $0.isType && $0.container == nil && isNewer($0.iOS) }
            let isModifier =
                index > 0 && scan.isPunctuation(tokens[index - 1], ".")
                && (scan.isPunctuation(tokens[index + 1], "(") || scan.isPunctuation(tokens[index + 1], "{"))
                && !named.isEmpty && named.allSatisfy { !$0.isType && $0.container == "View" && isNewer($0.iOS) }
            guard isNewerType || isModifier else { continue }
            let before = text.utf8.prefix(token.range.lowerBound)
            let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
            let lineStart =
                before.lastIndex(of: UInt8(ascii: "\n")).map { before.index(after: $0) } ?? before.startIndex
            let column = before.distance(from: lineStart, to: before.endIndex) + 1
            let version = named.compactMap(\.iOS).min { InterfaceAvailability.isNewer($1, than: $0) } ?? platform
            let newer = InterfaceAvailability.Verdict(kind: .introduced, platform: "iOS", version: version)
            if InterfaceAvailability.isExcused(newer, in: text, line: line, column: column) {
                continue
            }
            uses.append((line, name))
        }
        return uses
    }

    /// `text` with the lines of its `#if os(macOS)` … `#endif` blocks blank (not compiled for iOS),
    /// so that line numbers stay.
    static func withoutMacOSOnlyCode(_ text: String) -> String {
        var inside = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "#if os(macOS)" { inside = true }
            defer { if inside, trimmed == "#endif" { inside = false } }
            return inside ? "" : line
        }.joined(separator: "\n")
    }

    /// The interface's modules that `text` sees: each it imports, and what those re-export
    /// (`@_exported import`), as far as it goes.
    static func visibleModules(importedBy text: String) -> Set<String> {
        var seen = Set<String>()
        var queue = imports(text, exportedOnly: false)
        while let module = queue.popLast() {
            guard seen.insert(module).inserted else { continue }
            queue += exports[module] ?? []
        }
        return seen
    }

    /// The modules each embedded module re-exports (`@_exported import`).
    static let exports: [String: [String]] = InterfaceFile.embedded.reduce(into: [:]) { exports, file in
        exports[file.module, default: []] += imports(file.text, exportedOnly: true)
    }

    /// The modules `text`'s import lines name (only the `@_exported` ones with `exportedOnly`).
    static func imports(_ text: String, exportedOnly: Bool) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard let at = words.firstIndex(of: "import"), at + 1 < words.count else { return nil }
            guard !exportedOnly || words[..<at].contains("@_exported") else { return nil }
            return at == 0 || words[..<at].allSatisfy({ $0.hasPrefix("@") }) ? String(words[at + 1]) : nil
        }
    }

    @Test(arguments: InterfaceCoverageTests.areas)
    func theTypicalCodeAtOlderPlatformsFlagsEachNewerAPI(_ area: String) throws {
        let file = InterfaceCoverageTests.fixtures.appendingPathComponent("\(area)/typical.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        for platform in Self.olderPlatforms {
            let errors = try Self.errors(in: file, iOS: platform)
            let flags = errors.compactMap { error in Self.flag(error.message).map { (error.line, $0.name, $0.version) }
            }
            #expect(flags.count == errors.count, "\(area) on iOS \(platform): errors besides availability: \(errors)")
            for (line, name, version) in flags {
                #expect(InterfaceAvailability.isNewer(version, than: platform), "\(area):\(line): \(name) \(version)")
                let declared = InterfaceVersionsTests.interface.contains { $0.name == name && $0.iOS == version }
                #expect(name.isEmpty || declared, "\(area):\(line): no declaration '\(name)' of iOS \(version)")
            }
            for use in Self.newerUses(in: text, platform: platform)
            where !flags.contains(where: { $0.0 == use.line && $0.1 == use.name }) {
                Issue.record("\(area)/typical.swift:\(use.line) on iOS \(platform): '\(use.name)' is not flagged")
            }
        }
    }

    /// The typical code uses enough newer APIs for the test above to say something.
    @Test func theTypicalCodeUsesManyNewerAPIs() throws {
        var count = 0
        for area in InterfaceCoverageTests.areas {
            let file = InterfaceCoverageTests.fixtures.appendingPathComponent("\(area)/typical.swift")
            count += Self.newerUses(in: try String(contentsOf: file, encoding: .utf8), platform: "13.0").count
        }
        #expect(count >= 60, "uses of APIs newer than iOS 13 in the typical code: \(count)")
    }
}
