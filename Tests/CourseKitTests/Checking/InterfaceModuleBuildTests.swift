import Foundation
import Testing

@testable import CourseKit

/// The interface's modules built by the compiler, a module at a time (issue 43, items 1 and 2):
/// each under a key of its own, only those a course imports, UIKit through SwiftUI where the
/// platform has it.
@Suite("The interface: modules built one by one, UIKit through SwiftUI")
struct InterfaceModuleBuildTests {
    static func scratch() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("interface-build-\(UUID().uuidString)")
    }

    /// The folders the cache holds, one per built module (not their locks' folders, nor the
    /// preparation's record, `PreparedModules`).
    static func built(in cache: URL) -> Set<String> {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("interface").path))
        return Set(
            (names ?? []).filter {
                $0 != CacheFolder.tagName && !$0.hasSuffix(".lock") && !$0.hasSuffix(PreparedModules.nameSuffix)
            })
    }

    /// A module added to the interface that the course does not import is not built, and the
    /// modules the course imports keep their keys: nothing is built again.
    @Test func aModuleTheCourseDoesNotImportIsNotBuiltAndChangesNoOtherKey() throws {
        guard case .found(let compiler) = SwiftCompiler.locate(explicitPath: nil) else { return }
        let scratch = Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let cache = scratch.appendingPathComponent("cache")
        let version = try compiler.version()
        let base = [
            InterfaceFile(module: "Base", name: "B.swift", text: "public struct Stone { public init() {} }\n"),
            InterfaceFile(
                module: "Top", name: "T.swift", text: "import Base\npublic func top() -> Stone { fatalError() }\n"),
        ]
        let first = try InterfaceModules.prepare(
            base, compiler: compiler, compilerVersion: version, cache: cache, scratch: scratch, imports: ["Top"])
        #expect(first.modules == ["Base", "Top"])
        #expect(first.searchPaths.count == 2 && Self.built(in: cache).count == 2)
        let grown =
            base + [InterfaceFile(module: "Big", name: "G.swift", text: "public struct Big { public init() {} }\n")]
        let second = try InterfaceModules.prepare(
            grown, compiler: compiler, compilerVersion: version, cache: cache, scratch: scratch, imports: ["Top"])
        #expect(second.searchPaths.map(\.standardizedFileURL.path) == first.searchPaths.map(\.standardizedFileURL.path))
        #expect(second.key == first.key)
        #expect(Self.built(in: cache).count == 2, "Big is not built")
        // A client sees Top and, through it, what Top's declarations need.
        let client = scratch.appendingPathComponent("main.swift")
        try "import Top\nimport Base\nlet stone: Stone = top()\n".write(to: client, atomically: false, encoding: .utf8)
        let environment = TypecheckEnvironment(settings: BuildSettings(), modules: second, macroPlugin: nil, sdk: nil)
        let run = try compiler.typecheck([client], in: environment)
        #expect(run.messages.filter { $0.severity == .error }.isEmpty, "\(run.messages)")
    }

    /// A declaration's body never runs and is in no module's textual interface: it is not compiled
    /// (which saves a quarter of each module's build); what a client sees of the declaration is.
    @Test func aBodyIsNotCompiledButTheDeclarationIs() throws {
        guard case .found(let compiler) = SwiftCompiler.locate(explicitPath: nil) else { return }
        let scratch = Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let body = [
            InterfaceFile(
                module: "Extras", name: "E.swift", text: "public func tip() -> Int { return undefinedName }\n",
                courseFile: "Content/interface/Extras/E.swift")
        ]
        let built = try InterfaceModules.prepare(body, compiler: compiler, cache: nil, scratch: scratch)
        #expect(built.modules == ["Extras"])
        let signature = [
            InterfaceFile(
                module: "Extras", name: "E.swift", text: "public func tip() -> UndefinedType { fatalError() }\n",
                courseFile: "Content/interface/Extras/E.swift")
        ]
        #expect(throws: InterfaceModules.BuildError.self) {
            try InterfaceModules.prepare(signature, compiler: compiler, cache: nil, scratch: scratch)
        }
    }

    /// Modules that do not import each other are built at once, each under a lock of its own (issue
    /// 43): through a compiler that, building a module, waits up to 10 s for the other module's
    /// build to start, both builds see the other's start; one by one, neither would.
    @Test func modulesThatDoNotImportEachOtherAreBuiltAtOnce() throws {
        guard case .found(let compiler) = SwiftCompiler.locate(explicitPath: nil),
            ProcessInfo.processInfo.activeProcessorCount > 1
        else { return }
        let scratch = Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let marks = scratch.appendingPathComponent("marks")
        try FileManager.default.createDirectory(at: marks, withIntermediateDirectories: true)
        let script = scratch.appendingPathComponent("swiftc")
        let text = scratch.appendingPathComponent("swiftc.txt")
        try """
        #!/bin/sh
        case " $* " in *" -emit-module "*)
          name=$(printf '%s\n' "$@" | grep -A1 -x -- -module-name | tail -n 1)
          touch "\(marks.path)/started-$name"
          for i in $(seq 100); do
            if [ -e "\(marks.path)/started-Left" ] && [ -e "\(marks.path)/started-Right" ]; then
              touch "\(marks.path)/saw-$name"; break
            fi
            sleep 0.1
          done;;
        esac
        exec "\(compiler.executable.path)" "$@"
        """.write(to: text, atomically: true, encoding: .utf8)
        // Installed by a process of its own, as in InterfaceTests: a file this process had open for
        // writing could be held open by a child another test starts meanwhile (ETXTBSY).
        let install = Process()
        install.executableURL = URL(fileURLWithPath: "/usr/bin/install")
        install.arguments = ["-m", "755", text.path, script.path]
        try install.run()
        install.waitUntilExit()
        #expect(install.terminationStatus == 0)
        let files = [
            InterfaceFile(module: "Left", name: "L.swift", text: "public struct Stone { public init() {} }\n"),
            InterfaceFile(module: "Right", name: "R.swift", text: "public struct Leaf { public init() {} }\n"),
            InterfaceFile(
                module: "Both", name: "B.swift",
                text: "import Left\nimport Right\npublic func both() -> (Stone, Leaf) { fatalError() }\n"),
        ]
        let cache = scratch.appendingPathComponent("cache")
        let modules = try InterfaceModules.prepare(
            files, compiler: SwiftCompiler(executable: script), compilerVersion: try compiler.version(), cache: cache,
            scratch: scratch, imports: ["Both"])
        #expect(modules.modules == ["Left", "Right", "Both"])
        #expect(Self.built(in: cache).count == 3)
        let saw = try FileManager.default.contentsOfDirectory(atPath: marks.path).filter { $0.hasPrefix("saw-") }
        #expect(Set(saw).isSuperset(of: ["saw-Left", "saw-Right"]), "\(saw)")
    }

    /// Of modules built at once that both fail, the error is the first's in build order, as when
    /// they were built one by one.
    @Test func ofModulesBuiltAtOnceTheFirstInOrderGivesTheError() throws {
        guard case .found(let compiler) = SwiftCompiler.locate(explicitPath: nil) else { return }
        let scratch = Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let files = ["Bad1", "Bad2"].map {
            InterfaceFile(
                module: $0, name: "\($0).swift", text: "public func f() -> Missing\($0) { fatalError() }\n",
                courseFile: "Content/interface/\($0)/\($0).swift")
        }
        #expect {
            try InterfaceModules.prepare(
                files, compiler: compiler, cache: scratch.appendingPathComponent("cache"), scratch: scratch,
                imports: ["Bad1", "Bad2"])
        } throws: { error in
            (error as? InterfaceModules.BuildError)?.file == "Content/interface/Bad1/Bad1.swift"
        }
    }

    /// The errors of `code` (one file) type-checked against `modules`, with the SDK's messages.
    static func errors(
        _ code: String, modules: InterfaceModules, compiler: SwiftCompiler, scratch: URL
    ) throws -> [String] {
        let file = TypecheckJob.File(
            name: "main.swift", text: code,
            lineMap: LineMap.block(
                at: SourceLocation(file: "main.swift", line: 1, column: 1), prefixLines: 0,
                lineCount: code.split(separator: "\n", omittingEmptySubsequences: false).count))
        let job = TypecheckJob(files: [file])
        let environment = TypecheckEnvironment(settings: BuildSettings(), modules: modules, macroPlugin: nil, sdk: nil)
        let raw = try job.rawMessages(
            key: UUID().uuidString, compiler: compiler, environment: environment, cache: nil, scratch: scratch)
        return job.messages(raw).filter { $0.finding.severity == .error }.map {
            "\($0.finding.location.line): \($0.finding.message)"
        }
    }

    /// On iOS, `import SwiftUI` makes UIKit's names visible as the SDK does; on macOS there is no
    /// UIKit, and SwiftUI's file that re-exports it is left out. A stand-in for both: "Kit" plays
    /// SwiftUI (the mechanism keys on UIKit's name, not SwiftUI's).
    @Test(arguments: [("iOS", true), ("tvOS", true), ("visionOS", true), ("macOS", false)])
    func uiKitIsSeenThroughTheModuleThatReexportsItWhereThePlatformHasIt(platform: String, hasUIKit: Bool) throws {
        guard case .found(let compiler) = SwiftCompiler.locate(explicitPath: nil) else { return }
        let scratch = Self.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let files = [
            InterfaceFile(module: "UIKit", name: "UIImage.swift", text: "open class UIImage { public init() {} }\n"),
            InterfaceFile(module: "Kit", name: "View.swift", text: "public protocol View {}\n"),
            InterfaceFile(
                module: "Kit", name: "UIKitBridging.swift",
                text: "@_exported import UIKit\npublic struct ImageView: View { public init(uiImage: UIImage) {} }\n"),
        ]
        let modules = try InterfaceModules.prepare(
            files, compiler: compiler, cache: scratch.appendingPathComponent("cache"), scratch: scratch,
            platform: .init(name: .init(rawValue: platform)!, version: "18.0"), imports: ["Kit"])
        #expect(modules.modules == (hasUIKit ? ["UIKit", "Kit"] : ["Kit"]))
        let errors = try Self.errors(
            "import Kit\nlet view = ImageView(uiImage: UIImage())\n", modules: modules, compiler: compiler,
            scratch: scratch)
        if hasUIKit {
            #expect(errors.isEmpty, "\(errors)")
        } else {
            #expect(errors.contains("2: cannot find 'ImageView' in scope"), "\(errors)")
            #expect(errors.contains("2: cannot find 'UIImage' in scope"), "\(errors)")
            let direct = try Self.errors(
                "import UIKit\n", modules: modules, compiler: compiler, scratch: scratch)
            #expect(direct == ["1: no such module 'UIKit'"])
        }
    }
}
