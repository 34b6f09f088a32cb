import Foundation
import Testing

@testable import CourseKit

@Suite("The interface: embedded, built, extended by a course")
struct InterfaceTests {
    static let declarations = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Interface")

    /// The text the library carries (written at build time by the EmbedInterface plugin) is exactly the
    /// declaration files on disk: every module folder, every file, byte for byte but for the last line
    /// break, in build order. A folder or file the build would leave out fails here.
    @Test func theEmbeddedFilesAreTheDeclarationFilesOnDisk() throws {
        let fileManager = FileManager.default
        let folders = try fileManager.contentsOfDirectory(atPath: Self.declarations.path).filter {
            var isFolder: ObjCBool = false
            return fileManager.fileExists(
                atPath: Self.declarations.appendingPathComponent($0).path, isDirectory: &isFolder)
                && isFolder.boolValue && !$0.hasPrefix(".")
        }
        #expect(folders.sorted() == InterfaceFile.embeddedModules.sorted(), "a folder of Interface/ is no module")
        var onDisk: [(module: String, name: String, bytes: [UInt8])] = []
        for module in InterfaceFile.embeddedModules {
            let folder = Self.declarations.appendingPathComponent(module)
            let names = try fileManager.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }
            #expect(names.allSatisfy { $0.hasSuffix(".swift") }, "\(module): \(names)")
            for name in names.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
                let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
                onDisk.append((module, name, bytes.last == 10 ? Array(bytes.dropLast()) : bytes))
            }
        }
        #expect(!onDisk.isEmpty)
        #expect(InterfaceFile.embedded.map { "\($0.module)/\($0.name)" } == onDisk.map { "\($0.module)/\($0.name)" })
        for (embedded, file) in zip(InterfaceFile.embedded, onDisk) {
            // Compared first: a failure names the file and both sizes, not 20 kB of bytes.
            let same = Array(embedded.text.utf8) == file.bytes
            #expect(
                same,
                "\(file.module)/\(file.name): \(file.bytes.count) bytes on disk, \(embedded.text.utf8.count) embedded")
            #expect(embedded.courseFile == nil)
        }
    }

    @Test func aCourseFolderAddsFilesToTheModuleOfItsFolder() throws {
        let course = FileManager.default.temporaryDirectory.appendingPathComponent("interface-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: course) }
        try FileManager.default.createDirectory(
            at: course.appendingPathComponent("interface/SwiftUI"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: course.appendingPathComponent("interface/Maps"), withIntermediateDirectories: true)
        try "public struct Extra {}\n".write(
            to: course.appendingPathComponent("interface/SwiftUI/Extra.swift"), atomically: false, encoding: .utf8)
        try "public struct Map {}\n".write(
            to: course.appendingPathComponent("interface/Maps/Map.swift"), atomically: false, encoding: .utf8)
        let files = try InterfaceModules.files(courseFolder: course.path)
        #expect(files.last { $0.module == "SwiftUI" }?.courseFile == course.path + "/interface/SwiftUI/Extra.swift")
        // Built though no Swift of the course imports it, as the course's SwiftUI files are.
        let planned = try InterfaceModules.plan(files, imports: [], platform: nil)
        #expect(planned.map(\.name).contains("Maps"))
        #expect(planned.first { $0.name == "SwiftUI" }?.files.last?.name == "Extra.swift")
        #expect(
            InterfaceModules.isModuleName("Maps") && !InterfaceModules.isModuleName("2D")
                && !InterfaceModules.isModuleName("a-b"))
    }

    /// A module whose declarations do not compile names the course's file and line; nothing is cached.
    @Test func aCourseDeclarationThatDoesNotCompileIsReportedAtItsLine() throws {
        guard case .found(let compiler) = SwiftCompiler.locate(explicitPath: nil) else { return }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("interface-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let files = [
            InterfaceFile(
                module: "Extras", name: "E.swift", text: "public struct E {\n    public var x: Int = \"no\"\n}\n",
                courseFile: "Content/interface/Extras/E.swift")
        ]
        #expect {
            _ = try InterfaceModules.prepare(
                files, compiler: compiler, compilerVersion: try compiler.version(),
                cache: scratch.appendingPathComponent("cache"), scratch: scratch)
        } throws: { error in
            guard let failure = error as? InterfaceModules.BuildError else { return false }
            return failure.file == "Content/interface/Extras/E.swift" && failure.line == 2 && failure.isCourseFile
        }
        let built = try? FileManager.default.contentsOfDirectory(
            atPath: scratch.appendingPathComponent("cache/interface").path)
        // No module left as built (the folder's CACHEDIR.TAG, which marks it as the cache's, and the
        // module's lock aside).
        #expect(
            (built ?? []).filter { !$0.contains(".building-") && !$0.hasSuffix(".lock") && $0 != "CACHEDIR.TAG" }
                .isEmpty)
    }

    /// Checks that start at once on an empty cache build the modules once: the first builds, the
    /// others wait for it (a lock per module, `interface/<key>.lock`) and find its modules.
    @Test func preparationsAtOnceBuildTheModulesOnce() throws {
        guard case .found(let compiler) = SwiftCompiler.locate(explicitPath: nil) else { return }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("interface-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        // A compiler that notes each module it is asked to emit, and takes its time doing so.
        let calls = scratch.appendingPathComponent("calls")
        let wrapper = scratch.appendingPathComponent("swiftc")
        let text = scratch.appendingPathComponent("swiftc.txt")
        try """
        #!/bin/sh
        case " $* " in *" -emit-module "*) echo emit >> '\(calls.path)'; sleep 0.3 ;; esac
        exec '\(compiler.executable.path)' "$@"

        """.write(to: text, atomically: true, encoding: .utf8)
        // Written by a process of its own: a file this process had open for writing could be held
        // open by a child another test starts meanwhile, and running it would fail (ETXTBSY).
        let install = Process()
        install.executableURL = URL(fileURLWithPath: "/usr/bin/install")
        install.arguments = ["-m", "755", text.path, wrapper.path]
        try install.run()
        install.waitUntilExit()
        #expect(install.terminationStatus == 0)
        let slow = SwiftCompiler(executable: wrapper)
        let version = try compiler.version()
        let files = [InterfaceFile(module: "Extras", name: "E.swift", text: "public struct E { public init() {} }\n")]
        let cache = scratch.appendingPathComponent("cache")
        let paths = Locked<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 3) { index in
            let prepared = try? InterfaceModules.prepare(
                files, compiler: slow, compilerVersion: version, cache: cache,
                scratch: scratch.appendingPathComponent("scratch-\(index)"))
            paths.withLock { $0.append(prepared?.searchPaths.first?.standardizedFileURL.path ?? "failed") }
        }
        let emitted = try String(contentsOf: calls, encoding: .utf8).split(separator: "\n")
        #expect(emitted.count == 1, "one build, not one per check: \(emitted.count) modules emitted")
        let found = paths.withLock { $0 }
        #expect(
            found.count == 3 && Set(found).count == 1 && found[0].hasPrefix(cache.standardizedFileURL.path), "\(found)")
    }

    /// Built once: a second preparation finds the module in the cache, under the same key.
    @Test func aBuiltModuleIsFoundInTheCache() throws {
        guard case .found(let compiler) = SwiftCompiler.locate(explicitPath: nil) else { return }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("interface-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let files = [InterfaceFile(module: "Extras", name: "E.swift", text: "public struct E { public init() {} }\n")]
        let cache = scratch.appendingPathComponent("cache")
        let first = try InterfaceModules.prepare(
            files, compiler: compiler, compilerVersion: try compiler.version(), cache: cache, scratch: scratch)
        let stamp =
            try FileManager.default.attributesOfItem(
                atPath: first.searchPaths[0].appendingPathComponent("Extras.swiftmodule").path)[.modificationDate]
            as? Date
        let second = try InterfaceModules.prepare(
            files, compiler: compiler, compilerVersion: try compiler.version(), cache: cache, scratch: scratch)
        #expect(first.searchPaths[0].standardizedFileURL.path == second.searchPaths[0].standardizedFileURL.path)
        #expect(first.searchPaths[0].path.hasPrefix(cache.path))
        let again =
            try FileManager.default.attributesOfItem(
                atPath: second.searchPaths[0].appendingPathComponent("Extras.swiftmodule").path)[.modificationDate]
            as? Date
        #expect(stamp == again)
        let changed = [
            InterfaceFile(
                module: "Extras", name: "E.swift", text: "public struct E { public init() {}; public var y = 1 }\n")
        ]
        #expect(
            try InterfaceModules.prepare(
                changed, compiler: compiler, compilerVersion: try compiler.version(), cache: cache, scratch: scratch
            ).searchPaths[0].standardizedFileURL.path != first.searchPaths[0].standardizedFileURL.path)
    }
}

@Suite("Build settings in course.md")
struct BuildSettingsTests {
    static func manifest(_ extra: String) -> (Course, [Diagnostic]) {
        ManifestReader.read(text: "---\nid: c\ntitle: C\nlessons: 1\n\(extra)---\n\n# C\n", file: "course.md")
    }

    @Test func theDefaultsAreSwiftSixNonisolatedOniOS() {
        let (course, diagnostics) = Self.manifest("")
        #expect(diagnostics.isEmpty)
        #expect(course.buildSettings == BuildSettings())
        #expect(course.buildSettings.compilerFlags == ["-swift-version", "6", "-D", "DEBUG"])
    }

    @Test func everySettingIsReadAndBecomesFlags() {
        let (course, diagnostics) = Self.manifest(
            "swift-version: 5\ndefault-isolation: MainActor\nupcoming-features: InferIsolatedConformances, NonisolatedNonsendingByDefault\nplatform: macOS 15.0\n"
        )
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(
            course.buildSettings.compilerFlags == [
                "-swift-version", "5", "-default-isolation", "MainActor",
                "-enable-upcoming-feature", "InferIsolatedConformances", "-enable-upcoming-feature",
                "NonisolatedNonsendingByDefault", "-D", "DEBUG",
            ])
        #expect(course.buildSettings.platform == BuildSettings.Platform(name: .macOS, version: "15.0"))
    }

    @Test(arguments: [
        "swift-version: 7", "default-isolation: main", "upcoming-features: A B, -x", "platform: Android 14",
        "platform: iOS",
    ])
    func aMalformedSettingIsAnErrorAtItsValue(_ line: String) throws {
        let (course, diagnostics) = Self.manifest(line + "\n")
        let first = try #require(diagnostics.first)
        #expect(first.rule == .manifest)
        #expect(first.location.line == 5)
        #expect(first.hint?.isEmpty == false)
        #expect(course.buildSettings == BuildSettings())
    }

    @Test func theSettingsAreNotPartOfTheCourseListJSON() throws {
        let (course, _) = Self.manifest("default-isolation: MainActor\n")
        let text = String(decoding: try course.jsonData(), as: UTF8.self)
        #expect(!text.contains("MainActor") && !text.contains("buildSettings"))
    }
}
