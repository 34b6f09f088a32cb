import Foundation
import Testing

@testable import CourseKit

/// Every declaration of the interface carries the versions of its documentation page (issue 43, item 5),
/// so that an API newer than the course's `platform:` is the SDK's error at its use: the typical code of
/// each area at older platforms, and a fixture of each iOS version's APIs one version lower
/// (`Fixtures/Availability/ios-<version>.swift`, its marks the SDK's messages).
@Suite("The interface: every declaration's versions, and a newer API flagged at its use")
struct InterfaceVersionsTests {
    /// A public declaration of the interface, with the iOS version that applies to it.
    struct Declaration: CustomStringConvertible {
        var file: String
        var line: Int
        /// The type's name for a type, the base name for a member (`init` for initializers).
        var name: String
        var isType: Bool
        /// The type an extension's member extends (`View`), or the type whose body holds it.
        var container: String?
        /// From its own `@available` line, or the declaration or extension around it; nil: none.
        var iOS: String?
        /// Whether any version applies (an own line, an enclosing one, or the extended type's).
        var isVersioned: Bool
        var description: String { "\(file):\(line): \(name)" }
    }

    /// A scope opened by a `{`: the type it belongs to and the versions it gives what it holds.
    private struct Scope {
        var container: String?
        var isVersioned: Bool
        var iOS: String?
    }

    /// The public declarations of `text`. `versionedTypes` are the interface's types that carry a
    /// version (an extension of one gives its members that version, as a use names the type).
    static func declarations(in text: String, file: String, versionedTypes: [String: String?] = [:]) -> [Declaration] {
        var found: [Declaration] = []
        var scopes: [Scope] = []
        var above: [String: String]?
        // The scope a declaration opens when its `{` comes on a later line (a `where` clause, a long
        // generic list): taken by the first line that opens a brace.
        var pending: Scope?
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = raw.components(separatedBy: "//").first ?? ""
            let trimmed = Substring(code.trimmingCharacters(in: .whitespaces))
            if trimmed.hasPrefix("@available("), let versions = introducedVersions(trimmed) {
                above = (above ?? [:]).merging(versions) { $1 }
                continue
            }
            let words = withoutAttributes(trimmed).split(whereSeparator: { " \t(<:{=".contains($0) })
            let opens = code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
            let enclosing = scopes.last ?? Scope(container: nil, isVersioned: false, iOS: nil)
            var opened = Scope(container: enclosing.container, isVersioned: enclosing.isVersioned, iOS: enclosing.iOS)
            if words.first == "extension", words.count > 1 {
                let extended = String(words[1].split(separator: ".").first ?? words[1])
                let typeVersion = versionedTypes[extended]
                opened = Scope(
                    container: String(words[1]), isVersioned: above != nil || typeVersion != nil,
                    iOS: above.map { $0["iOS"] } ?? typeVersion ?? nil)
                above = nil
            } else if let kind = declarationKind(words) ?? enumCase(words, in: enclosing) {
                let ownIOS = above.map { $0["iOS"] }
                let word = words.drop { $0 != kind }.dropFirst().first.map { $0.filter { $0 != "`" } }
                let name = kind == "init" ? "init" : word ?? String(kind)
                let declaration = Declaration(
                    file: file, line: index + 1, name: name, isType: typeKinds.contains(kind),
                    container: enclosing.container, iOS: ownIOS ?? enclosing.iOS,
                    isVersioned: above != nil || enclosing.isVersioned)
                found.append(declaration)
                opened = Scope(
                    container: declaration.isType ? name : enclosing.container,
                    isVersioned: declaration.isVersioned, iOS: declaration.iOS)
                above = nil
            } else if !trimmed.isEmpty, !trimmed.hasPrefix("@") {
                above = nil
            }
            let declares =
                words.first == "extension" || declarationKind(words) != nil
                || enumCase(words, in: enclosing) != nil
            if declares, opens == 0, code.filter({ $0 == "{" }).isEmpty {
                pending = opened
            } else if !declares, opens > 0, let waiting = pending {
                opened = waiting
                pending = nil
            } else if declares {
                pending = nil
            }
            if opens > 0 { scopes += Array(repeating: opened, count: opens) }
            if opens < 0 { scopes.removeLast(min(-opens, scopes.count)) }
        }
        return found
    }

    /// The versions a line introduces, by platform: a short form's (`@available(iOS 17.0, macOS 14.0, *)`)
    /// or a long form's of one platform (`@available(iOS, introduced: 14.0, deprecated: 17.0)`); nil
    /// for any other line (`@available(macOS, unavailable)`, `@available(*, deprecated…)`).
    static func introducedVersions(_ line: Substring) -> [String: String]? {
        guard let attribute = InterfaceAvailability.attribute(onLine: String(line)) else { return nil }
        guard let platform = attribute.platform else { return attribute.versions.isEmpty ? nil : attribute.versions }
        return attribute.introduced(on: platform).map { [platform: $0] }
    }

    /// `case` of an enum (public with its enum, without the word): a declaration of its own.
    private static func enumCase(_ words: [Substring], in scope: Scope) -> Substring? {
        words.first == "case" && scope.container != nil ? "case" : nil
    }

    static let typeKinds: Set<Substring> = ["struct", "class", "enum", "protocol", "actor", "typealias"]

    /// The kind of a public declaration's words (`func`, `struct`…), nil for anything else.
    static func declarationKind(_ words: [Substring]) -> Substring? {
        guard words.contains("public") || words.contains("open") else { return nil }
        let kinds: Set<Substring> = typeKinds.union(["func", "init", "var", "let", "subscript", "macro", "case"])
        return words.first { kinds.contains($0) }
    }

    /// `line` without the attributes it starts with (`@MainActor @preconcurrency public func` → `public func`).
    static func withoutAttributes(_ line: Substring) -> Substring {
        var rest = line
        while rest.hasPrefix("@") {
            var depth = 0
            var end = rest.startIndex
            for index in rest.indices {
                if rest[index] == "(" { depth += 1 }
                if rest[index] == ")" { depth -= 1 }
                if depth == 0, rest[index] == " " { break }
                end = rest.index(after: index)
            }
            rest = rest[end...].drop { $0 == " " }
        }
        return rest
    }

    /// Every declaration of the embedded interface, each file read knowing the interface's versioned types.
    static let interface: [Declaration] = {
        var types: [String: String?] = [:]
        for file in InterfaceFile.embedded {
            for declaration in declarations(in: file.text, file: file.name)
            where declaration.isType && declaration.container == nil && declaration.isVersioned {
                types[declaration.name] = declaration.iOS
            }
        }
        return InterfaceFile.embedded.flatMap {
            declarations(in: $0.text, file: "\($0.module)/\($0.name)", versionedTypes: types)
        }
    }()

    /// The files whose declarations do not all have versions, with how many lack one: docs/checks.md,
    /// "Every declaration carries its versions". What is left are the pages that list every platform
    /// without a version (Apple's `MKCoordinateSpan`, `MKCoordinateRegion`, `MKMapPoint`, `MKMapSize`,
    /// `MKMapRect`, `MKPointOfInterestCategory` and `UITextContentType`, with their members' pages other
    /// than those written with theirs): no version is written where the page gives none. A count may
    /// only go down; at 0 the file leaves the list.
    static let notYetVersioned: [String: Int] = [
        "MapKit/Geometry.swift": 30,
        "UIKit/TextInput.swift": 3,
    ]

    @Test func everyDeclarationCarriesItsVersions() {
        #expect(Self.interface.count > 1000, "the scan finds the interface's declarations")
        let bare = Dictionary(grouping: Self.interface.filter { !$0.isVersioned }, by: \.file)
        for (file, declarations) in bare.sorted(by: { $0.key < $1.key }) {
            let allowed = Self.notYetVersioned[file] ?? 0
            #expect(
                declarations.count <= allowed,
                "\(file): \(declarations.count) declarations without an @available line of their own or around them (\(allowed) allowed):\n\(declarations)"
            )
        }
        for (file, allowed) in Self.notYetVersioned {
            #expect(
                (bare[file]?.count ?? 0) == allowed,
                "\(file): the count of declarations without versions changed; set it to the scan's (it may only go down)"
            )
        }
    }

    /// The rows of the first table after `heading` in docs/checks.md: the backquoted names of each cell.
    static func docsTable(after heading: String) throws -> [[Set<String>]] {
        let docs = try String(
            contentsOf: InterfaceCoverageTests.packageRoot.appendingPathComponent("docs/checks.md"), encoding: .utf8)
        let section = try #require(docs.components(separatedBy: heading).dropFirst().first, "docs has '\(heading)'")
        let rows = section.split(separator: "\n").drop { !$0.hasPrefix("| ") }.prefix { $0.hasPrefix("| ") }
        return rows.dropFirst(2).map { row in
            row.split(separator: "|").map { cell in
                Set(
                    cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter {
                        $0.offset % 2 == 1
                    }
                    .map { String($0.element) })
            }
        }
    }

    /// docs/checks.md lists every module of the interface with exactly its files, and every availability fixture.
    @Test func theDocsListEveryModuleWithItsFilesAndEveryAvailabilityFixture() throws {
        let modules = try Self.docsTable(after: "The modules, their files, and the fixtures that exercise them:")
        var listed: [String: Set<String>] = [:]
        for row in modules { if let module = row.first?.first { listed[module] = row.count > 1 ? row[1] : [] } }
        #expect(Set(listed.keys) == Set(InterfaceFile.embeddedModules), "the table's modules are the interface's")
        for module in InterfaceFile.embeddedModules {
            let files = Set(InterfaceFile.embedded.filter { $0.module == module }.map(\.name))
            #expect(listed[module] == files, "\(module): the table's files are the module's")
        }
        let fixtures = try Self.docsTable(after: "The availability fixtures, in").compactMap { $0.first?.first }
        #expect(Set(fixtures) == Set(AvailabilityFixturesTests.versions.map(\.fixture)))
        let folder = try FileManager.default.contentsOfDirectory(atPath: AvailabilityFixturesTests.fixtures.path)
        #expect(Set(folder) == Set(fixtures.map { "\($0).swift" }), "the fixtures folder holds the listed fixtures")
    }

    @Test func theScanFindsADeclarationWithoutItsVersions() {
        let text = """
            @available(iOS 16.0, macOS 13.0, *)
            public struct Stack {
                public init() {}
            }
            extension Stack {
                public func push() {}
            }
            extension View {
                @available(iOS 17.0, *)
                @MainActor public func covered() {}
                public func bare() {}
            }
            """
        let found = Self.declarations(in: text, file: "T.swift", versionedTypes: ["Stack": "16.0"])
        #expect(found.map(\.name) == ["Stack", "init", "push", "covered", "bare"])
        #expect(found.filter { !$0.isVersioned }.map(\.line) == [11])
        #expect(found.map(\.iOS) == ["16.0", "16.0", "16.0", "17.0", nil])
        #expect(found[3].container == "View")
    }
}
