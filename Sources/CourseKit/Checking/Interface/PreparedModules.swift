import Foundation

/// What `InterfaceModules.prepare` found for the same inputs before, kept in the cache's `results/`
/// folder: the built modules' folders and keys, so that a check whose modules are all built skips
/// marking the embedded interface's availability, planning and hashing it (about 0.4 s of CPU in a
/// debug build, most of a warm `course check` of a small course; docs/ci.md, "The warm suite under
/// 90 s").
///
/// The key holds every input: the compiler's version, the platform, the imports, each file's module
/// and name and, for a file that is not the embedded one of that name, its text. An embedded file
/// stands for its text by the running program's identity (its path and `FileStamp`):
/// the embedded texts and the code that marks them are that program's, so another build of `course`
/// never reads a record of this one. A record is used only while every folder it names is complete.
struct PreparedModules {
    /// The record's file: `results/<key>`.
    var file: URL

    /// The record's first line, which changes with what it holds.
    static let header = "course-interface-modules 1"

    /// The record of `prepare(files, …)` in the cache folder `cache`.
    ///
    /// Nil when the running program cannot be told apart from another build.
    ///
    /// - Parameters:
    ///   - cache: the cache folder (`results/` is in it).
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
        file = cache.appendingPathComponent(TypecheckResultCache.folderName).appendingPathComponent(key)
    }

    /// The modules recorded, when every folder named is still complete.
    func load() -> InterfaceModules? {
        guard let data = FileManager.default.contents(atPath: file.path),
            let text = String(validating: data, as: UTF8.self)
        else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count >= 4, lines[0] == Self.header else { return nil }
        let modules = lines[2].split(separator: " ").map(String.init)
        let searchPaths = lines.dropFirst(4).filter { !$0.isEmpty }.map { URL(fileURLWithPath: $0) }
        let complete = searchPaths.allSatisfy {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent(InterfaceModules.completeMark).path)
        }
        guard complete, searchPaths.count == modules.count else { return nil }
        return InterfaceModules(
            searchPaths: searchPaths, modules: modules, key: lines[1],
            implicitImports: lines[3].split(separator: " ").map(String.init))
    }

    /// Writes `modules` as the record, when every folder is in the cache (not a scratch folder of
    /// this check's own).
    func store(_ modules: InterfaceModules, cache: URL) {
        let inCache = cache.appendingPathComponent("interface").path + "/"
        guard modules.searchPaths.allSatisfy({ $0.path.hasPrefix(inCache) && !$0.path.contains("\n") }) else {
            return
        }
        let lines = [
            Self.header, modules.key, modules.modules.joined(separator: " "),
            modules.implicitImports.joined(separator: " "),
        ]
        let text = (lines + modules.searchPaths.map(\.path)).joined(separator: "\n") + "\n"
        let folder = file.deletingLastPathComponent()
        CacheFolder.make(folder)
        let temporary = folder.appendingPathComponent("\(file.lastPathComponent).\(UUID().uuidString).tmp")
        guard (try? text.write(to: temporary, atomically: false, encoding: .utf8)) != nil else { return }
        if (try? FileManager.default.moveItem(at: temporary, to: file)) == nil {
            try? FileManager.default.removeItem(at: temporary)
        }
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
