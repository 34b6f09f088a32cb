import Foundation

/// The interface's modules (`Combine`, `SwiftUI`, and any a course adds), built once by the
/// compiler and kept in the user's cache folder, keyed by every declaration's text and the
/// compiler's version: a second `course check` finds them built.
///
/// A course's own declarations (`interface/<Module>/*.swift` in the course folder) are compiled
/// into the module of their folder with the embedded ones, so they are seen through `import SwiftUI`
/// alone; a folder of another name makes a module of its own, built after the embedded ones.
struct InterfaceModules: Sendable {
    /// The folder with `<Module>.swiftmodule` files: the compiler's `-I`.
    var searchPath: URL
    var modules: [String]

    /// The course folder's own declarations, relative to it.
    static let courseFolderName = "interface"

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

    /// The modules in build order: the embedded ones first, then the course's by name.
    static func moduleOrder(_ files: [InterfaceFile]) -> [String] {
        let named = Set(files.map(\.module))
        return InterfaceFile.embeddedModules.filter(named.contains)
            + named.subtracting(InterfaceFile.embeddedModules).sorted()
    }

    /// A folder name that can be a module's: letters, digits and `_`, not starting with a digit.
    static func isModuleName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "_" || CharacterSet.alphanumerics.contains($0)) }
    }

    /// The built modules for `files`: from the cache when they were built before, otherwise built
    /// now (into the cache when it can be written, else into `scratch`). `compilerVersion` is
    /// `compiler.version()`, asked once per check by the caller (asked here when not given).
    ///
    /// `platform` is the course's: an API the interface says is newer is marked for the compiler
    /// to report (`InterfaceAvailability`); nil: availability is not checked.
    static func prepare(
        _ files: [InterfaceFile], compiler: SwiftCompiler, compilerVersion: String? = nil, cache: URL?,
        scratch: URL, platform: BuildSettings.Platform? = nil
    ) throws -> InterfaceModules {
        let order = moduleOrder(files)
        let files = files.map {
            var file = $0
            file.text = InterfaceAvailability.marked(file.text, platform: platform)
            return file
        }
        var parts = [try compilerVersion ?? compiler.version()]
        for module in order {
            for file in files where file.module == module { parts += [module, file.name, file.text] }
        }
        let key = ContentHash.of(parts.joined(separator: "\u{1}"))
        if let cache {
            let folder = cache.appendingPathComponent("interface/\(key)")
            let isBuilt = { FileManager.default.fileExists(atPath: folder.appendingPathComponent(completeMark).path) }
            if isBuilt() { return InterfaceModules(searchPath: folder, modules: order) }
            let parent = folder.deletingLastPathComponent()
            // One build at a time: checks (or tests) that start at once on an empty cache wait for
            // the first, which builds, and find its modules (`interface/` is locked with flock).
            if CacheFolder.make(parent), let lock = OpenFolder.open(parent.path) {
                let found = try lock.whileLocked { () throws -> Bool in
                    if isBuilt() { return true }
                    // Built beside, then renamed into place: a check never sees half a module.
                    let building = parent.appendingPathComponent("\(key).building-\(UUID().uuidString)")
                    defer { try? FileManager.default.removeItem(at: building) }
                    try build(files, order: order, into: building, compiler: compiler)
                    return (try? FileManager.default.moveItem(at: building, to: folder)) != nil || isBuilt()
                }
                if found { return InterfaceModules(searchPath: folder, modules: order) }
            }
        }
        let folder = scratch.appendingPathComponent("interface-modules")
        try build(files, order: order, into: folder, compiler: compiler)
        return InterfaceModules(searchPath: folder, modules: order)
    }

    /// Written last into a built folder: the modules in it are whole.
    static let completeMark = "complete"

    private static func build(_ files: [InterfaceFile], order: [String], into folder: URL, compiler: SwiftCompiler)
        throws
    {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let sources = folder.appendingPathComponent("sources")
        for module in order {
            guard isModuleName(module) else {
                let file = files.first { $0.module == module }
                throw BuildError(
                    file: file?.courseFile ?? module, line: 1, column: 1,
                    message: "'\(module)' cannot be a module's name (letters, digits and _ only)",
                    isCourseFile: true)
            }
            let moduleFiles = files.filter { $0.module == module }
            let moduleSources = sources.appendingPathComponent(module)
            try FileManager.default.createDirectory(at: moduleSources, withIntermediateDirectories: true)
            var written: [(url: URL, file: InterfaceFile)] = []
            for (index, file) in moduleFiles.enumerated() {
                // Numbered: a course's file may share an embedded file's name.
                let url = moduleSources.appendingPathComponent("\(index)-\(file.name)")
                try file.text.write(to: url, atomically: false, encoding: .utf8)
                written.append((url, file))
            }
            let run = try compiler.emitModule(module, files: written.map(\.url), searchPath: folder)
            let errors = run.messages.filter { $0.severity == .error }
            if let first = errors.first {
                let origin = written.first {
                    $0.url.lastPathComponent == URL(fileURLWithPath: first.file).lastPathComponent
                }
                throw BuildError(
                    file: origin?.file.courseFile ?? "\(module)/\(origin?.file.name ?? first.file)",
                    line: first.line, column: first.column, message: first.message,
                    isCourseFile: origin?.file.courseFile != nil)
            }
            if run.status != 0 { _ = try run.checkedForCrash() }
        }
        try? FileManager.default.removeItem(at: sources)
        try Data().write(to: folder.appendingPathComponent(completeMark))
    }
}
