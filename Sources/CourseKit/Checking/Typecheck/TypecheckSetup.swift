import Foundation

/// What a course's type-check needs before its first compiler run.
///
/// The real SDK where there is one (unless the interface is asked for), otherwise the interface's
/// modules, built or found in the cache; the macro plugin; and the key every result is cached
/// under.
struct TypecheckSetup: Sendable {
    var environment: TypecheckEnvironment
    /// Everything the results depend on besides the files: compiler, modules, settings, plugin.
    var key: String
    var results: TypecheckResultCache?
    /// The modules the course imports that neither the interface nor the toolchain has.
    ///
    /// Each an empty module of the interface, so that the rest type-checks
    /// (`withoutInterface(_:…)`).
    var withoutInterface: Set<String> = []

    /// Changes when an expansion changes, so that results cached with the old one are not used.
    static let macroExpansionVersion = "macros 1"

    /// `course`.
    ///
    /// The course whose Swift decides which of the interface's modules are built
    /// (`InterfaceImports.ofCourse`); nil builds them all.
    static func prepare(
        courseFolder: String, settings: BuildSettings, compiler: SwiftCompiler, compilerVersion version: String,
        options: CheckOptions, scratch: URL, course: Course?
    ) throws -> TypecheckSetup {
        let cacheRoot = options.cacheRoot
        var environment = TypecheckEnvironment(settings: settings, modules: nil, macroPlugin: nil, sdk: nil)
        environment.isCancelled = options.isCancelled
        var keyParts =
            [version, SwiftCompiler.typecheckConvention, BuildConditions.convention, settings.platform.name.rawValue]
            + settings.compilerFlags
        var standIns = Set<String>()
        if !options.forcesInterface, let sdk = try realSDK(settings: settings, compiler: compiler, scratch: scratch) {
            environment.sdk = sdk
            keyParts += [sdk.path, sdk.target]
        } else {
            keyParts += [ObjectiveCRuntime.convention]
            var files = try InterfaceModules.files(courseFolder: courseFolder)
            let imports = InterfaceImports.ofCourse(course, folder: courseFolder)
            standIns = try withoutInterface(
                imports ?? [], files: files, platform: settings.platform, compiler: compiler, scratch: scratch)
            files += standIns.sorted().map { InterfaceFile(module: $0, name: "StandIn.swift", text: "") }
            let modules = try InterfaceModules.prepare(
                files, compiler: compiler, compilerVersion: version, cache: cacheRoot, scratch: scratch,
                platform: settings.platform, imports: imports)
            environment.modules = modules
            keyParts.append(modules.key)
        }
        if let plugin = options.macroPlugin {
            // The compiler starts a plugin by its real path with no arguments: the file's own name
            // tells `course` its role (a hard link or a copy, kept in the cache between runs, one
            // folder per binary, so that checks by two builds at once never swap each other's).
            let attributes = try? FileManager.default.attributesOfItem(atPath: plugin)
            let identity = [
                plugin, "\(attributes?[.size] ?? 0)",
                "\((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)",
            ]
            let folder =
                cacheRoot?.appendingPathComponent("plugin/\(ContentHash.of(identity.joined(separator: "\u{1}")))")
                ?? scratch
            if let cacheRoot { CacheFolder.make(cacheRoot.appendingPathComponent("plugin")) }
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let installed: String
            do {
                installed = try MacroPlugin.install(in: folder.path, executable: plugin)
            } catch {
                installed = try MacroPlugin.install(in: scratch.path, executable: plugin)
            }
            environment.macroPlugin = URL(fileURLWithPath: installed)
            // The expansions are the binary's: another build of `course` may expand differently.
            keyParts += [macroExpansionVersion] + identity.dropFirst()
        }
        if let cacheRoot {
            CachePruning.pruneIfDue(
                root: cacheRoot,
                inUse: ((environment.modules?.searchPaths ?? [])
                    + [environment.macroPlugin?.deletingLastPathComponent()]
                    .compactMap { $0 }).filter { $0.path.hasPrefix(cacheRoot.path + "/") })
        }
        return TypecheckSetup(
            environment: environment, key: ContentHash.of(keyParts.joined(separator: "\u{1}")),
            results: cacheRoot.map {
                TypecheckResultCache(folder: $0.appendingPathComponent(TypecheckResultCache.folderName))
            }, withoutInterface: standIns)
    }

    /// Of `imports` (the modules the course's Swift imports), those with no interface.
    ///
    /// Not a module of the interface (built-in or the course's own, `files`), not one the course's
    /// platform lacks (`import UIKit` for macOS is "no such module", as in Xcode), not the
    /// toolchain's (its `lib/swift/<system>/X.swiftmodule` or `lib/swift/X/module.modulemap`; any
    /// other the compiler is asked about, `canImport`, in one run), and not a misspelling of one of
    /// those (`import SwiftUl` stays "no such module"). `import Vision`; a package's module too.
    static func withoutInterface(
        _ imports: Set<String>, files: [InterfaceFile], platform: BuildSettings.Platform, compiler: SwiftCompiler,
        scratch: URL
    ) throws -> Set<String> {
        let library = compiler.toolchainFolder.appendingPathComponent("lib/swift")
        var known = Set(files.map(\.module))
        for system in ["linux", "macosx"] {
            for name
                in (try? FileManager.default.contentsOfDirectory(atPath: library.appendingPathComponent(system).path))
                ?? [] where name.hasSuffix(".swiftmodule")
            {
                known.insert(String(name.dropLast(".swiftmodule".count)))
            }
        }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: library.path)) ?? []
        where FileManager.default.fileExists(atPath: library.appendingPathComponent("\(name)/module.modulemap").path) {
            known.insert(name)
        }
        let candidates = imports.filter {
            !known.contains($0) && InterfaceModules.isOnPlatform($0, platform) && InterfaceModules.isModuleName($0)
                && NearName.misspelled($0, around: [known], own: []) == nil
        }
        guard !candidates.isEmpty else { return [] }
        return try compiler.missingModules(candidates, scratch: scratch)
    }

    /// The SDK of the course's platform and the target for it, where this compiler has SwiftUI.
    ///
    /// macOS with Xcode; nil elsewhere.
    private static func realSDK(
        settings: BuildSettings, compiler: SwiftCompiler,
        scratch: URL
    ) throws -> (path: String, target: String)? {
        #if os(macOS)
            guard try compiler.missingModules(["SwiftUI"], scratch: scratch).isEmpty else { return nil }
            let names: [BuildSettings.Platform.Name: (sdk: String, os: String, suffix: String)] = [
                .iOS: ("iphonesimulator", "ios", "-simulator"), .macOS: ("macosx", "macos", ""),
                .tvOS: ("appletvsimulator", "tvos", "-simulator"),
                .watchOS: ("watchsimulator", "watchos", "-simulator"),
                .visionOS: ("xrsimulator", "xros", "-simulator"),
            ]
            guard let platform = names[settings.platform.name] else { return nil }
            let result = try ProcessRunner.run(
                URL(fileURLWithPath: "/usr/bin/xcrun"), ["--sdk", platform.sdk, "--show-sdk-path"])
            guard result.status == 0 else { return nil }
            let path = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
            #if arch(arm64)
                let arch = "arm64"
            #else
                let arch = "x86_64"
            #endif
            return (path, "\(arch)-apple-\(platform.os)\(settings.platform.version)\(platform.suffix)")
        #else
            return nil
        #endif
    }
}
