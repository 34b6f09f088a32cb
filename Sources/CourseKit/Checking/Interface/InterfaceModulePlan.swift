extension InterfaceModules {
    /// A module to build: its files (the embedded ones, then the course's), and the modules of the
    /// plan that its files import, which are built before it.
    struct Module: Sendable, Equatable {
        var name: String
        var files: [InterfaceFile]
        var dependencies: [String]
    }

    /// The modules a course needs, in build order, from the modules' own `import` lines: the
    /// modules `imports` names (nil: all), every module the course's `interface/` folder names, and
    /// `foundationModule` when any of those is needed or `imports` holds Foundation; then every
    /// module their files import, each after the modules it imports (ties in byte order of names).
    ///
    /// A module `platforms` does not list for `platform` is not there; a file that imports one
    /// (`import UIKit` for macOS, or where the interface has no UIKit) is left out of its module.
    /// Two modules that import each other, and a course's folder whose name cannot be a module's,
    /// are errors of the first file concerned.
    static func plan(_ files: [InterfaceFile], imports: Set<String>?, platform: BuildSettings.Platform?)
        throws(BuildError) -> [Module]
    {
        var byModule: [String: [InterfaceFile]] = [:]
        for file in files { byModule[file.module, default: []].append(file) }
        let present = Set(byModule.keys.filter { name in platform.map { isOnPlatform(name, $0) } ?? true })
        var modules: [String: Module] = [:]
        for name in present {
            var kept: [InterfaceFile] = []
            var dependencies = Set<String>()
            for file in byModule[name] ?? [] {
                let imported = InterfaceImports.modules(in: file.text)
                if imported.contains(where: { platforms[$0] != nil && !present.contains($0) }) { continue }
                kept.append(file)
                dependencies.formUnion(imported.intersection(present))
            }
            dependencies.remove(name)
            modules[name] = Module(name: name, files: kept, dependencies: dependencies.sorted())
        }
        let courseModules = Set(files.filter { $0.courseFile != nil }.map(\.module))
        if let invalid = files.first(where: { $0.courseFile != nil && !isModuleName($0.module) }) {
            throw BuildError(
                file: invalid.courseFile ?? invalid.module, line: 1, column: 1,
                message: "'\(invalid.module)' cannot be a module's name (letters, digits and _ only)",
                isCourseFile: true)
        }
        var roots = imports.map { $0.union(courseModules).intersection(present) } ?? present
        if !roots.isEmpty || imports?.contains("Foundation") == true, present.contains(foundationModule) {
            roots.insert(foundationModule)
        }
        var needed = Set<String>()
        var pending = Array(roots)
        while let name = pending.popLast() {
            guard needed.insert(name).inserted else { continue }
            pending += modules[name]?.dependencies ?? []
        }
        return try ordered(needed.compactMap { modules[$0] })
    }

    /// Whether the framework `name` exists on `platform` (`platforms`).
    static func isOnPlatform(_ name: String, _ platform: BuildSettings.Platform) -> Bool {
        platforms[name]?.contains(platform.name) ?? true
    }

    /// `modules` with each after the ones it depends on; of those ready at once, the first in byte order.
    private static func ordered(_ modules: [Module]) throws(BuildError) -> [Module] {
        var remaining = Dictionary(uniqueKeysWithValues: modules.map { ($0.name, $0) })
        var done = Set<String>()
        var order: [Module] = []
        while !remaining.isEmpty {
            let ready = remaining.values.filter { $0.dependencies.allSatisfy(done.contains) }
            guard let next = ready.min(by: { Array($0.name.utf8).lexicographicallyPrecedes(Array($1.name.utf8)) })
            else { throw cycle(in: Array(remaining.values)) }
            order.append(next)
            done.insert(next.name)
            remaining[next.name] = nil
        }
        return order
    }

    /// The error for modules that import each other: at the first import, in a file of one of
    /// `modules`, of another of them that cannot be built first.
    private static func cycle(in modules: [Module]) -> BuildError {
        let names = Set(modules.map(\.name))
        for module in modules.sorted(by: { $0.name < $1.name }) {
            for file in module.files {
                let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
                for (index, line) in lines.enumerated() {
                    guard let other = InterfaceImports.modules(in: String(line)).sorted().first(where: names.contains)
                    else { continue }
                    return BuildError(
                        file: file.courseFile ?? "\(module.name)/\(file.name)", line: index + 1, column: 1,
                        message: "'\(module.name)' imports '\(other)', which imports '\(module.name)' in turn: "
                            + "one of them must not import the other",
                        isCourseFile: file.courseFile != nil)
                }
            }
        }
        let name = modules.first?.name ?? ""
        return BuildError(
            file: name, line: 1, column: 1, message: "'\(name)' imports a module that imports it", isCourseFile: false)
    }
}
