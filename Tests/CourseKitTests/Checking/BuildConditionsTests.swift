import Foundation
import Testing

@testable import CourseKit

/// Conditional compilation as Xcode builds a course (issue 44, item 1): what each predicate is per
/// platform (`BuildConditions`), and a source's `#if` lines with those values written in, every line
/// and column kept (`ConditionalDirectives`).
@Suite("Conditional compilation: the predicates' values and the #if lines rewritten")
struct BuildConditionsTests {
    static func conditions(_ platform: BuildSettings.Platform.Name) -> BuildConditions {
        BuildConditions(platform: platform, modules: ["SwiftUI", "UIKit"])
    }

    @Test(arguments: BuildSettings.Platform.Name.allCases)
    func osIsTheCoursesPlatformAndNoOther(_ platform: BuildSettings.Platform.Name) {
        let conditions = Self.conditions(platform)
        let names: [(String, BuildSettings.Platform.Name)] = [
            ("iOS", .iOS), ("macOS", .macOS), ("OSX", .macOS), ("tvOS", .tvOS), ("watchOS", .watchOS),
            ("visionOS", .visionOS),
        ]
        for (name, its) in names { #expect(conditions.value(of: "os", name) == (its == platform), "os(\(name))") }
        for other in ["Linux", "Windows", "Android", "WASI", "none"] {
            #expect(conditions.value(of: "os", other) == false, "os(\(other))")
        }
        #expect(conditions.value(of: "os", "iPadOS") == nil, "a name the compiler does not know: its answer")
    }

    @Test(arguments: BuildSettings.Platform.Name.allCases)
    func theSimulatorOfAnAppleSiliconMac(_ platform: BuildSettings.Platform.Name) {
        let conditions = Self.conditions(platform)
        #expect(conditions.value(of: "targetEnvironment", "simulator") == (platform != .macOS))
        #expect(conditions.value(of: "targetEnvironment", "macCatalyst") == false)
        #expect(conditions.value(of: "targetEnvironment", "somewhere") == nil)
        #expect(conditions.value(of: "arch", "arm64") == true)
        for other in ["x86_64", "i386", "arm", "arm64_32", "arm64e"] {
            #expect(conditions.value(of: "arch", other) == false, "arch(\(other))")
        }
        #expect(conditions.value(of: "arch", "mips") == nil)
    }

    @Test func canImportFindsTheInterfacesModulesAndTheToolchainsOthersAreTheCompilers() {
        let conditions = Self.conditions(.iOS)
        for module in ["SwiftUI", "UIKit", "Foundation", "Observation", "XCTest"] {
            #expect(conditions.value(of: "canImport", module) == true, "canImport(\(module))")
        }
        // A framework the interface lacks, a module of Linux alone: the compiler's answer.
        for module in ["Vision", "Glibc", "FoundationNetworking"] {
            #expect(conditions.value(of: "canImport", module) == nil, "canImport(\(module))")
        }
        for predicate in ["compiler", "swift", "hasFeature", "hasAttribute", "DEBUG", "_runtime"] {
            #expect(conditions.value(of: predicate, "x") == nil, "\(predicate) is the compiler's")
        }
    }

    /// docs/checks.md's table of predicates is `BuildConditions`'s: each row's value on each
    /// platform, and a row for every name it knows.
    @Test func theDocsTableIsTheseValues() throws {
        let docs = try String(
            contentsOf: InterfaceCoverageTests.packageRoot.appendingPathComponent("docs/checks.md"), encoding: .utf8)
        let section = try #require(docs.components(separatedBy: "### Conditional compilation").dropFirst().first)
        let rows = section.split(separator: "\n").drop { !$0.hasPrefix("| ") }.prefix { $0.hasPrefix("| ") }
            .map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
        let platforms = try (rows.first ?? []).dropFirst().map {
            try #require(BuildSettings.Platform.Name(rawValue: $0), "a platform: \($0)")
        }
        #expect(platforms.count == BuildSettings.Platform.Name.allCases.count)
        var documented = Set<String>()
        for row in rows.dropFirst(2) {
            let predicates = row[0].split(separator: "`", omittingEmptySubsequences: false).enumerated().filter {
                $0.offset % 2 == 1
            }.map(\.element)
            for predicate in predicates {
                documented.insert(String(predicate))
                let name = String(predicate.prefix { $0 != "(" })
                let argument = String(predicate.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" })
                for (platform, cell) in zip(platforms, row.dropFirst()) {
                    #expect(["true", "false"].contains(cell))
                    #expect(
                        Self.conditions(platform).value(of: name, argument) == (cell == "true"),
                        "\(predicate) on \(platform)")
                }
            }
        }
        let known =
            BuildConditions.operatingSystems.keys.map { "os(\($0))" }
            + BuildConditions.architectures.map { "arch(\($0))" }
            + ["targetEnvironment(simulator)", "targetEnvironment(macCatalyst)"]
        #expect(documented == Set(known))
    }

    // MARK: - The #if lines

    static func resolved(_ source: String, _ platform: BuildSettings.Platform.Name = .iOS) -> String {
        ConditionalDirectives.resolved(source, under: conditions(platform))
    }

    /// Every line of `after` as long (in UTF-8 bytes) as `before`'s, and as many lines.
    static func keepsPlaces(_ before: String, _ after: String) -> Bool {
        let old = before.split(separator: "\n", omittingEmptySubsequences: false)
        let new = after.split(separator: "\n", omittingEmptySubsequences: false)
        return old.count == new.count && zip(old, new).allSatisfy { $0.utf8.count == $1.utf8.count }
    }

    @Test func knownPredicatesBecomeTheirValuesPaddedToTheirLength() {
        let source = """
            #if os(iOS)
            struct A {}
            #elseif os(macOS) || targetEnvironment(simulator)
            struct B {}
            #else
            struct C {}
            #endif
            #if !canImport(UIKit) && arch( x86_64 )
            #endif

            """
        // `·`: a space of padding.
        let expected = """
            #if true···
            struct A {}
            #elseif false···· || true························
            struct B {}
            #else
            struct C {}
            #endif
            #if !true············ && false·········
            #endif

            """.replacingOccurrences(of: "·", with: " ")
        let after = Self.resolved(source)
        #expect(after == expected)
        #expect(Self.keepsPlaces(source, after))
        #expect(
            Self.resolved(source, .macOS).hasPrefix(
                "#if false··\nstruct A {}\n#elseif true····· || false".replacingOccurrences(of: "·", with: " ")))
    }

    @Test func nestedDirectivesAndIndentedOnesAreDirectivesToo() {
        let source = """
            struct V {
                #if os(iOS)
                    #if targetEnvironment(simulator)
                    let a = 1
                    #elseif os(watchOS)
                    let b = 2
                    #endif
                #endif
            }

            """
        let after = Self.resolved(source)
        #expect(Self.keepsPlaces(source, after))
        #expect(
            after.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("#") }
                == ["#if true", "#if true", "#elseif false", "#endif", "#endif"])
    }

    @Test func whatTheCompilerDecidesStaysAsWritten() {
        let source = """
            #if compiler(>=6.0) && swift(>=5.9) || hasFeature(StrictConcurrency) || DEBUG
            #endif
            #if canImport(Vision) || canImport(UIKit, _version: 2) || canImport(UIKit.UIColor) || os(Plan9)
            #endif
            #if _runtime(_ObjC) || os
            #endif

            """
        #expect(Self.resolved(source) == source)
    }

    @Test func aDirectiveInAStringOrACommentIsNone() {
        let source = ##"""
            let a = "#if os(iOS)"
            let b = """
            #if os(iOS)
            """
            let c = #"""
            #if os(iOS) "\(1)"
            """#
            // #if os(iOS)
            /* one
            #if os(iOS)
            /* nested */
            #if os(iOS)
            */
            let d = 1 #if os(iOS)
            #if os(iOS) // os(macOS)
            #endif

            """##
        let after = Self.resolved(source)
        #expect(Self.keepsPlaces(source, after))
        #expect(after.components(separatedBy: "os(iOS)").count - 1 == 7, "the seven that are no directive")
        #expect(after.contains("\n#if true" + String(repeating: " ", count: 4) + "// os(macOS)\n"))
    }

    @Test func aSourceWithoutDirectivesIsItself() {
        let source = "let x = 1 // é\n"
        #expect(Self.resolved(source) == source)
        #expect(Self.resolved("") == "")
        #expect(Self.resolved("#if") == "#if")
        #expect(Self.resolved("#if os(") == "#if os(")
        #expect(Self.resolved("#if os(iOS)") == "#if true" + String(repeating: " ", count: 3))
    }

    /// The compiler takes the branch the values say, and a mistake in it is at its own place.
    @Test func theCompilerTakesTheBranchWrittenIn() throws {
        guard case .found(let compiler) = SwiftCompiler.locate(explicitPath: nil) else {
            Issue.record("no swiftc")
            return
        }
        let source = """
            #if os(iOS)
            let a: Int = "phone"
            #else
            let a: Int = 1
            #endif

            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("conditions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.swift")
        try Self.resolved(source).write(to: file, atomically: false, encoding: .utf8)
        let run = try compiler.typecheck(file)
        #expect(run.messages.filter { $0.severity == .error }.map { "\($0.line):\($0.column)" } == ["2:14"])
    }
}
