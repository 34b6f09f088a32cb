import Foundation

/// How `course check` runs: whether it may use the compiler, which one, and how far it goes.
public struct CheckOptions: Sendable {
    /// How far the type-check goes.
    public enum Typecheck: Sendable, Equatable {
        /// `--no-typecheck`: parse only.
        case off
        /// The default: type-check what can be; what cannot is counted in the summary.
        case on
        /// `--typecheck`: as `on`, and a snippet or step that could not be type-checked is an error.
        case strict
    }

    /// False for `--no-compiler`: the snippet and parse checks are skipped on purpose.
    public var usesCompiler = true
    /// `--swiftc PATH`; otherwise `COURSE_SWIFTC`, `PATH`, or the running toolchain.
    public var swiftcPath: String?
    public var typecheck: Typecheck = .on
    /// `--interface`: type-check against the built-in interface even where the real SDK exists.
    public var forcesInterface = false
    /// The `course` executable, started by the compiler as the plugin that expands the interface's
    /// macros (`@Entry`, `#Preview`, `@Previewable`); nil: those macros cannot be expanded.
    public var macroPlugin: String?
    /// Where built modules and results are kept; nil: the user's cache folder.
    public var cacheFolder: String?
    /// False: nothing is read from or written to a cache (every run compiles everything).
    public var usesCache = true
    /// Lesson files as an editor holds them, not yet saved, by path as the reader names them
    /// (`course lsp`; the reader was given them too, `CourseReader.read(folder:texts:)`).
    var editorTexts: [String: String] = [:]
    /// Asked before and while each compiler run: true stops the type-check, and the check throws
    /// (`course lsp`, when a newer text makes the run's findings useless).
    var isCancelled: (@Sendable () -> Bool)?
    /// Told `true` when a typed answer's type-check starts making what it needs first (the
    /// compiler's setup: the interface's modules, built on a first run; the lesson's context), and
    /// `false` when that is made: `course grade` says so on a terminal when it takes long.
    public var settingUp: (@Sendable (_ started: Bool) -> Void)?

    /// The folder of built modules and cached results: `--cache-folder`, else the user's cache
    /// folder; nil with `--no-cache`.
    var cacheRoot: URL? {
        guard usesCache else { return nil }
        return cacheFolder.map { URL(fileURLWithPath: $0) } ?? UserFolders.cache()
    }

    /// Whether `--typecheck` (or the default) type-checks.
    public var typechecks: Bool { typecheck != .off }

    public init(
        usesCompiler: Bool = true, swiftcPath: String? = nil, typecheck: Typecheck = .on,
        macroPlugin: String? = nil, forcesInterface: Bool = false, cacheFolder: String? = nil,
        usesCache: Bool = true
    ) {
        self.usesCompiler = usesCompiler
        self.swiftcPath = swiftcPath
        self.typecheck = typecheck
        self.macroPlugin = macroPlugin
        self.forcesInterface = forcesInterface
        self.cacheFolder = cacheFolder
        self.usesCache = usesCache
    }

    public init(usesCompiler: Bool = true, swiftcPath: String? = nil, typechecks: Bool) {
        self.init(usesCompiler: usesCompiler, swiftcPath: swiftcPath, typecheck: typechecks ? .on : .off)
    }
}
