import Foundation

@testable import CourseKit

/// The compiler's messages about one fixture, through the results cache `course check` uses.
///
/// The interface suites type-check their fixtures directly (not as a course's files), about two
/// hundred runs: each result is kept in the user's cache folder (`TypecheckResultCache`, in
/// `UserFolders.cache()/results`) under a key that holds every input of the run (`key`), so that a
/// warm `swift test` runs the compiler only for what changed. A cached result is what the compiler
/// said, placed as `TypecheckJob.placed` places it; the suites judge it afresh each run.
enum FixtureTypecheck {
    /// What a run said, and whether the compiler ran for it (false: the cache had it).
    struct Result {
        var messages: [TypecheckResultCache.RawMessage]
        var compiled: Bool
    }

    /// The user's results cache, where `course check` keeps its own.
    static let results = TypecheckResultCache(
        folder: UserFolders.cache().appendingPathComponent(TypecheckResultCache.folderName))

    /// The messages about the file `name` holding `text`, type-checked alone in `environment`.
    ///
    /// Its messages are file 0; a message about no line of it (in an interface module) is file nil.
    /// `plugin`: the binary `environment.macroPlugin` was installed from.
    static func run(
        _ name: String, text: String, compiler: SwiftCompiler, environment: TypecheckEnvironment,
        plugin: URL = InterfaceCoverageTests.courseBinary, cache: TypecheckResultCache? = results
    ) throws -> Result {
        let key = try self.key(name, text: text, compiler: compiler, environment: environment, plugin: plugin)
        if let key, let cached = cache?.load(key) { return Result(messages: cached, compiled: false) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fixture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name)
        try text.write(to: file, atomically: false, encoding: .utf8)
        let run = try compiler.typecheck([file], in: environment, temporaryFolder: folder).checkedForCrash()
        let path = file.standardizedFileURL.path
        let messages = TypecheckJob.placed(run.messages) {
            URL(fileURLWithPath: $0).standardizedFileURL.path == path ? 0 : nil
        }
        if let key { cache?.store(messages, for: key) }
        return Result(messages: messages, compiled: true)
    }

    /// The key of a run: every input of it; nil when one cannot be known (the run is then not kept).
    ///
    /// The compiler's version, how files are handed to it (`SwiftCompiler.typecheckConvention`) and
    /// how a refused `@objc` is judged again (`ObjectiveCRuntime.convention`); the built modules
    /// (`InterfaceModules.key`: the interface's texts as marked for the platform), the SDK if any,
    /// and the build settings; the macro plugin binary's and the running test binary's identity
    /// (`FileStamp`: the expansions, and the code that runs the compiler and places its messages);
    /// the file's name and text (compiled as written, `#if` not resolved).
    static func key(
        _ name: String, text: String, compiler: SwiftCompiler, environment: TypecheckEnvironment, plugin: URL
    ) throws -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let settings = String(data: try encoder.encode(environment.settings), encoding: .utf8),
            let program = Bundle.main.executablePath.flatMap(identity(of:))
        else { return nil }
        var parts = [
            "fixture typecheck 1", try compiler.version(), SwiftCompiler.typecheckConvention,
            ObjectiveCRuntime.convention, settings, environment.modules?.key ?? "-",
            environment.sdk.map { "\($0.path) \($0.target)" } ?? "-", program,
        ]
        if environment.macroPlugin != nil {
            guard let stamp = identity(of: plugin.path) else { return nil }
            parts.append(stamp)
        }
        return ContentHash.of((parts + [name, text]).joined(separator: "\u{1}"))
    }

    /// `path` and what `stat` says of it (`FileStamp`); nil when it cannot be read.
    ///
    /// Not its change time: installing the plugin links the binary (`MacroPlugin.install`), which
    /// changes that every run. A build writes the binary anew (another modification time).
    static func identity(of path: String) -> String? {
        FileStamp(path: path).map {
            [path, "\($0.device)", "\($0.inode)", "\($0.size)", "\($0.modified)"].joined(separator: " ")
        }
    }
}
