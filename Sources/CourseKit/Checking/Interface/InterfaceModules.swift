import Foundation

/// The interface's modules (`Combine`, `SwiftUI`, … and any a course adds) that a course needs,
/// built by the compiler and kept in the user's cache folder, each under a key of its own: its
/// files' texts, the keys of the modules it imports, and the compiler's version. A second `course
/// check` finds them built; a module added to the interface that a course does not import is never
/// built for it, and changes no other module's key.
///
/// Which modules, and in which order, comes from the modules' own `import` lines (`plan`): the
/// modules the course's Swift imports, and every module those import, each built after the ones it
/// imports.
///
/// A course's own declarations (`interface/<Module>/*.swift` in the course folder) are compiled
/// into the module of their folder with the embedded ones, so they are seen through `import SwiftUI`
/// alone; a folder of another name makes a module of its own. Every module a course's `interface/`
/// names is built, whether or not its Swift imports it.
struct InterfaceModules: Sendable {
    /// The folders with the built `<Module>.swiftmodule` files, a folder per module: the compiler's `-I`s.
    var searchPaths: [URL]
    /// The modules built, in build order.
    var modules: [String]
    /// Every built module's key, in order: what a type-check's results depend on.
    var key: String
    /// Modules every type-checked file imports without saying so (`-import-module`):
    /// `foundationModule` when it is built.
    var implicitImports: [String]

    /// The course folder's own declarations, relative to it.
    static let courseFolderName = "interface"

    /// What Apple's Foundation has that the toolchain's lacks off Apple's platforms (`URLSession`
    /// through `import Foundation`, Combine, `URL.documentsDirectory`): a module of the interface
    /// that every type-checked file imports implicitly when the course's Swift imports Foundation
    /// or any module of the interface (docs/checks.md, "Foundation as on Apple's platforms").
    static let foundationModule = "_AppleFoundation"

    /// The frameworks that exist on some of Apple's platforms only, with those platforms, from
    /// each framework's documentation page (developer.apple.com/documentation/uikit: iOS, iPadOS,
    /// Mac Catalyst, tvOS, visionOS, watchOS). For another platform the module is not there at all:
    /// `import UIKit` is "no such module", and a file of another module that imports it is left out
    /// of that module (SwiftUI's UIKit bridging on macOS). A framework not listed is on every
    /// platform.
    static let platforms: [String: Set<BuildSettings.Platform.Name>] = [
        "UIKit": [.iOS, .tvOS, .visionOS, .watchOS],
        "AppKit": [.macOS],
    ]

    /// Changes when what a module's key covers changes, so that modules built otherwise are not used.
    static let buildConvention =
        "interface modules 5: a folder per module built in place at its real path, a module map for submodules"

    /// The submodules code imports by name (`import CoreImage.CIFilterBuiltins`, `import os.log`): on
    /// Apple's platforms they are Clang submodules of the framework, and a Swift module has none, so
    /// `import X.Y` is "no such module 'X.Y'". A built module with submodules gets a `module.modulemap`
    /// beside it declaring them empty: the compiler then finds the submodule, and the Swift module of
    /// the same name holds the declarations (docs/checks.md, "Which modules are built").
    static let submodules: [String: [String]] = [
        "CoreImage": ["CIFilterBuiltins"],
        "os": ["log"],
    ]

    /// A declaration the compiler rejected while building a module: in a course's own file (its path
    /// as the reader names files, from the course folder given), or in an embedded one.
    struct BuildError: Error, Sendable, Equatable {
        var file: String
        var line: Int
        var column: Int
        var message: String
        /// True for a file of the course's `interface/` folder; false for the embedded interface.
        var isCourseFile: Bool
    }

    /// Every declaration file: the embedded ones, then the course's, each module's files together.
    static func files(courseFolder: String) throws(ProjectFolderError) -> [InterfaceFile] {
        let folder = URL(fileURLWithPath: courseFolder).appendingPathComponent(courseFolderName)
        var isFolder: ObjCBool = false
        var files = InterfaceFile.embedded
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            return files
        }
        let texts = try ProjectReplay.files(in: folder, inside: URL(fileURLWithPath: courseFolder))
        for path in texts.keys.sorted() where path.hasSuffix(".swift") {
            let parts = path.split(separator: "/")
            guard parts.count == 2 else { continue }
            files.append(
                InterfaceFile(
                    module: String(parts[0]), name: String(parts[1]), text: texts[path] ?? "",
                    courseFile: courseFolder + "/" + courseFolderName + "/" + path))
        }
        return files
    }

    /// A folder name that can be a module's: letters, digits and `_`, not starting with a digit.
    static func isModuleName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "_" || CharacterSet.alphanumerics.contains($0)) }
    }

    /// The built modules a course needs: from the cache when they were built before, otherwise
    /// built now (into the cache when it can be written, else into `scratch`). `compilerVersion` is
    /// `compiler.version()`, asked once per check by the caller (asked here when not given).
    ///
    /// `platform` is the course's: an API the interface says is newer, deprecated or unavailable
    /// there is marked for the compiler to report (`InterfaceAvailability`), and a framework the
    /// platform lacks is left out (`platforms`); nil: neither. `imports`: the modules the course's
    /// Swift imports (`InterfaceImports.ofCourse`); nil builds every module.
    ///
    /// What a preparation with the same inputs found is recorded beside the modules in the cache
    /// (`PreparedModules`): while its modules are there, they are not planned again.
    static func prepare(
        _ files: [InterfaceFile], compiler: SwiftCompiler, compilerVersion: String? = nil, cache: URL?,
        scratch: URL, platform: BuildSettings.Platform? = nil, imports: Set<String>? = nil
    ) throws -> InterfaceModules {
        let version = try compilerVersion ?? compiler.version()
        let record = cache.flatMap {
            PreparedModules(cache: $0, files: files, compilerVersion: version, platform: platform, imports: imports)
        }
        if let found = record?.load() { return found }
        let modules = try prepared(
            files, compiler: compiler, version: version, cache: cache, scratch: scratch, platform: platform,
            imports: imports)
        record?.store(modules)
        return modules
    }

    /// `prepare`, planned and built (or found built).
    private static func prepared(
        _ files: [InterfaceFile], compiler: SwiftCompiler, version: String, cache: URL?,
        scratch: URL, platform: BuildSettings.Platform?, imports: Set<String>?
    ) throws -> InterfaceModules {
        let marked = files.map {
            var file = $0
            file.text = InterfaceAvailability.marked(file.text, platform: platform)
            return file
        }
        let modules = try plan(marked, imports: imports, platform: platform)
        var keys: [String: String] = [:]
        var reached: [String: Set<String>] = [:]
        for module in modules {
            keys[module.name] = ContentHash.of(
                ([version, buildConvention, module.name] + module.files.flatMap { [$0.name, $0.text] }
                    + module.dependencies.map { "\($0) \(keys[$0] ?? "")" }).joined(separator: "\u{1}"))
            reached[module.name] = module.dependencies.reduce(into: Set(module.dependencies)) {
                $0.formUnion(reached[$1] ?? [])
            }
        }
        let folders = try builtAtOnce(modules, keys: keys, reached: reached) { module, key, searchPaths in
            try built(module, key: key, searchPaths: searchPaths, compiler: compiler, cache: cache, scratch: scratch)
        }
        let names = modules.map(\.name)
        return InterfaceModules(
            searchPaths: names.compactMap { folders[$0] }, modules: names,
            key: ContentHash.of(names.map { "\($0) \(keys[$0] ?? "")" }.joined(separator: "\u{1}")),
            implicitImports: names.contains(foundationModule) ? [foundationModule] : [])
    }

    /// Each module's folder, `build(module, key, searchPaths)` run for the modules whose imports are
    /// built, those at once (`Parallel`), then the next: UIKit, Combine and UniformTypeIdentifiers
    /// are built side by side before SwiftUI, which imports them.
    ///
    /// The error is the one building them one by one in `modules`' order would give: after a
    /// module fails, only the modules before it are still built, and the first failure is thrown.
    private static func builtAtOnce(
        _ modules: [Module], keys: [String: String], reached: [String: Set<String>],
        build: @escaping @Sendable (Module, String, [URL]) throws -> URL
    ) throws -> [String: URL] {
        var folders: [String: URL] = [:]
        var pending = Array(modules.indices)
        var failure: (index: Int, error: any Error)?
        while true {
            let limit = failure?.index ?? modules.count
            let ready = pending.filter { $0 < limit && modules[$0].dependencies.allSatisfy { folders[$0] != nil } }
            guard !ready.isEmpty else { break }
            pending.removeAll { ready.contains($0) }
            let jobs = ready.map { index in
                let module = modules[index]
                return (
                    module, keys[module.name] ?? "", (reached[module.name] ?? []).sorted().compactMap { folders[$0] }
                )
            }
            let results = Parallel.map(parts: jobs.count) { part -> Result<URL, any Error> in
                Result { try build(jobs[part].0, jobs[part].1, jobs[part].2) }
            }
            for (index, result) in zip(ready, results) {
                switch result {
                case .success(let folder): folders[modules[index].name] = folder
                case .failure(let error) where index < (failure?.index ?? modules.count): failure = (index, error)
                case .failure: break
                }
            }
        }
        if let failure { throw failure.error }
        return folders
    }

    /// The folder of `module` built: found in the cache under `key`, or built into it (one build
    /// of a module at a time: checks that start at once on an empty cache wait for the first, which
    /// builds, and find its module; `interface/<key>.lock`, a folder, is locked with flock, so that
    /// modules of other keys build meanwhile), or built into `scratch`. A folder left half built
    /// (no `complete` mark: a check stopped while building) is built again.
    private static func built(
        _ module: Module, key: String, searchPaths: [URL], compiler: SwiftCompiler, cache: URL?, scratch: URL
    ) throws -> URL {
        if let cache, let parent = realFolder(cache.appendingPathComponent("interface")) {
            let folder = parent.appendingPathComponent(key)
            let isBuilt = { FileManager.default.fileExists(atPath: folder.appendingPathComponent(completeMark).path) }
            if isBuilt() { return folder }
            let lockFolder = parent.appendingPathComponent("\(key).lock")
            if (try? FileManager.default.createDirectory(at: lockFolder, withIntermediateDirectories: true)) != nil,
                let lock = OpenFolder.open(lockFolder.path)
            {
                let found = try lock.whileLocked { () throws -> Bool in
                    if isBuilt() { return true }
                    // Built in place, under the lock: a check uses the folder only once its
                    // `complete` mark is written, last. Not built beside and renamed: a module
                    // compiled from its textual interface is used only while that interface is at
                    // the path it was compiled from; elsewhere every type-check compiles it again
                    // into the compiler's module cache, and modules importing it do not build.
                    try? FileManager.default.removeItem(at: folder)
                    do {
                        try build(module, into: folder, searchPaths: searchPaths, compiler: compiler)
                    } catch {
                        try? FileManager.default.removeItem(at: folder)
                        throw error
                    }
                    return isBuilt()
                }
                if found { return folder }
            }
        }
        let folder = scratch.appendingPathComponent("interface-modules/\(key)")
        try? FileManager.default.removeItem(at: folder)
        try build(module, into: folder, searchPaths: searchPaths, compiler: compiler)
        return folder
    }

    /// The cache's `interface/` folder, made when missing, by its real path (every link resolved);
    /// nil when it cannot be made.
    ///
    /// A module compiled from its textual interface records that interface's path as the compiler
    /// was given it, and is used only while the interface is there: built through a link that then
    /// goes (a test's cache home whose `interface` links to the user's), every later check, in any
    /// cache home, compiled the module again from its text into the compiler's module cache.
    private static func realFolder(_ interface: URL) -> URL? {
        guard CacheFolder.make(interface), let real = ContainedPath.resolved(interface.path) else { return nil }
        return URL(fileURLWithPath: real, isDirectory: true)
    }

    /// Written last into a built folder: the module in it is whole.
    static let completeMark = "complete"

    private static func build(_ module: Module, into folder: URL, searchPaths: [URL], compiler: SwiftCompiler)
        throws
    {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let sources = folder.appendingPathComponent("sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        var written: [(url: URL, file: InterfaceFile)] = []
        for (index, file) in module.files.enumerated() {
            // Numbered: a course's file may share an embedded file's name.
            let url = sources.appendingPathComponent("\(index)-\(file.name)")
            try file.text.write(to: url, atomically: false, encoding: .utf8)
            written.append((url, file))
        }
        if written.isEmpty {
            // Every file of the module imports a framework the platform lacks: the framework is
            // still there, with nothing of ours declared for this platform.
            let url = sources.appendingPathComponent("empty.swift")
            try Data().write(to: url)
            written.append((url, InterfaceFile(module: module.name, name: "empty.swift", text: "")))
        }
        let run = try compiler.emitModule(
            module.name, files: written.map(\.url), into: folder, searchPaths: searchPaths)
        let errors = run.messages.filter { $0.severity == .error }
        if let first = errors.first {
            let origin = written.first {
                $0.url.lastPathComponent == URL(fileURLWithPath: first.file).lastPathComponent
            }
            throw BuildError(
                file: origin?.file.courseFile ?? "\(module.name)/\(origin?.file.name ?? first.file)",
                line: first.line, column: first.column, message: first.message,
                isCourseFile: origin?.file.courseFile != nil)
        }
        if run.status != 0 { _ = try run.checkedForCrash() }
        try? FileManager.default.removeItem(at: sources)
        if let names = submodules[module.name] {
            let map = "module \(module.name) {\n" + names.map { "  explicit module \($0) {\n  }\n" }.joined() + "}\n"
            try Data(map.utf8).write(to: folder.appendingPathComponent("module.modulemap"))
        }
        try Data().write(to: folder.appendingPathComponent(completeMark))
    }
}
