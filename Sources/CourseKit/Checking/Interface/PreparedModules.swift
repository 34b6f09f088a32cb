import Foundation

/// What `InterfaceModules.prepare` found for the same inputs before, kept beside the built modules
/// in the cache's `interface/` folder: the modules' keys, so that a check whose modules are all
/// built skips marking the embedded interface's availability, planning and hashing it (about 0.4 s
/// of CPU in a debug build, most of a warm `course check` of a small course; docs/ci.md, "The warm
/// suite under 90 s").
///
/// Kept where the modules are, it is shared where they are: a cache home whose `interface` is a
/// link to another's (the tests' `cacheHomeSharingInterfaceModules`) finds the record that other
/// home wrote, while its `results/` stay its own. It names each module's folder by its key, not its
/// path, which is found in the `interface/` folder the record is read from.
///
/// The key holds every input: the compiler's version, the platform, the imports, each file's module
/// and name and, for a file that is not the embedded one of that name, its text. An embedded file
/// stands for its text by the running program's identity (its path and `FileStamp`):
/// the embedded texts and the code that marks them are that program's, so another build of `course`
/// never reads a record of this one. A record is used only while every folder it names is complete.
struct PreparedModules {
    /// The record's file: `interface/<key>.prepared`.
    var file: URL

    /// The record's first line, which changes with what it holds.
    static let header = "course-interface-modules 2: module folders by key"
    /// What follows the key in the record's name (`CacheFolder.isCacheEntryName`).
    static let nameSuffix = ".prepared"

    /// The record of `prepare(files, …)` in the cache folder `cache`.
    ///
    /// Nil when the running program cannot be told apart from another build.
    ///
    /// - Parameters:
    ///   - cache: the cache folder (`interface/` is in it).
    ///   - files: every declaration file the preparation is given.
    ///   - compilerVersion: `SwiftCompiler.version()`.
    ///   - platform: the course's platform, which the availability is marked for.
    ///   - imports: the modules the course's Swift imports; nil: every module.
    init?(
        cache: URL, files: [InterfaceFile], compilerVersion: String, platform: BuildSettings.Platform?,
        imports: Set<String>?
    ) {
        guard let program = Self.programIdentity else { return nil }
        var parts = [
            Self.header, InterfaceModules.buildConvention, program, compilerVersion,
            platform.map { "\($0.name.rawValue) \($0.version)" } ?? "no platform",
            imports.map { $0.sorted().joined(separator: " ") } ?? "every module",
        ]
        for file in files {
            let embedded = Self.embedded[file.module + "/" + file.name]
            parts += [file.module, file.name, file.courseFile ?? "", embedded == file.text ? "embedded" : file.text]
        }
        let key = ContentHash.of(parts.joined(separator: "\u{1}"))
        file = cache.appendingPathComponent("interface").appendingPathComponent(key + Self.nameSuffix)
    }

    /// The modules recorded, their folders in the `interface/` folder the record is in (by its real
    /// path, as modules are built: `InterfaceModules`), when every one is still complete; the record
    /// is then marked as used (`CachePruning`).
    func load() -> InterfaceModules? {
        guard let data = FileManager.default.contents(atPath: file.path),
            let text = String(validating: data, as: UTF8.self)
        else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count >= 4, lines[0] == Self.header else { return nil }
        let modules = lines[2].split(separator: " ").map(String.init)
        let keys = lines.dropFirst(4).filter { !$0.isEmpty }
        guard keys.count == modules.count, keys.allSatisfy(Self.isModuleKey) else { return nil }
        let folder = ContainedPath.resolved(file.deletingLastPathComponent().path).map {
            URL(fileURLWithPath: $0, isDirectory: true)
        }
        guard let folder else { return nil }
        let searchPaths = keys.map { folder.appendingPathComponent($0) }
        let complete = searchPaths.allSatisfy {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent(InterfaceModules.completeMark).path)
        }
        guard complete else { return nil }
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: file.path)
        return InterfaceModules(
            searchPaths: searchPaths, modules: modules, key: lines[1],
            implicitImports: lines[3].split(separator: " ").map(String.init))
    }

    /// Writes `modules` as the record, when every folder is a module's in the cache's `interface/`
    /// (not a scratch folder of this check's own).
    func store(_ modules: InterfaceModules) {
        let folder = file.deletingLastPathComponent()
        let real = ContainedPath.resolved(folder.path)
        let keys = modules.searchPaths.map(\.lastPathComponent)
        let inCache = zip(modules.searchPaths, keys).allSatisfy { path, key in
            ContainedPath.resolved(path.deletingLastPathComponent().path) == real && real != nil
                && Self.isModuleKey(key)
        }
        guard inCache else { return }
        let lines = [
            Self.header, modules.key, modules.modules.joined(separator: " "),
            modules.implicitImports.joined(separator: " "),
        ]
        let text = (lines + keys).joined(separator: "\n") + "\n"
        CacheFolder.make(folder)
        let temporary = folder.appendingPathComponent(
            "\(file.deletingPathExtension().lastPathComponent).\(UUID().uuidString).tmp")
        guard (try? text.write(to: temporary, atomically: false, encoding: .utf8)) != nil else { return }
        if (try? FileManager.default.moveItem(at: temporary, to: file)) == nil {
            try? FileManager.default.removeItem(at: temporary)
        }
    }

    /// A module folder's name: its key, 16 hexadecimal digits.
    private static func isModuleKey(_ name: String) -> Bool {
        name.utf8.count == 16 && CacheFolder.isCacheEntryName(name)
    }

    /// The embedded files' texts, by `module/name`.
    private static let embedded: [String: String] = Dictionary(
        InterfaceFile.embedded.map { ($0.module + "/" + $0.name, $0.text) }, uniquingKeysWith: { first, _ in first })

    /// The running program's path and what `stat` says of it; nil when they cannot be read.
    private static let programIdentity: String? = {
        guard let path = Bundle.main.executablePath, let stamp = FileStamp(path: path) else { return nil }
        return [path, "\(stamp.device)", "\(stamp.inode)", "\(stamp.size)", "\(stamp.modified)"].joined(separator: " ")
    }()
}
