import Foundation

/// How `course check` runs: whether it may use the compiler, which one, and how far it goes.
public struct CheckOptions: Sendable {
    /// How far the type-check goes.
    public enum Typecheck: Sendable, Equatable {
        /// `--no-typecheck`: parse only.
        case off
        /// The default: type-check what can be; what cannot is counted in the summary.
        case on
        /// `--strict-typecheck`: as `on`, and a snippet or step that could not be type-checked is an error.
        case strict
    }

    /// False for `--no-compiler`: the snippet and parse checks are skipped on purpose.
    public var usesCompiler = true
    /// `--swiftc PATH`; otherwise `COURSE_SWIFTC`, `PATH`, or the running toolchain.
    public var swiftcPath: String?
    public var typecheck: Typecheck = .on
    /// `--interface`: type-check against the built-in interface even where the real SDK exists.
    public var forcesInterface = false
    /// The `course` executable, which the compiler starts as the plugin for the interface's macros.
    ///
    /// The macros `@Entry`, `#Preview`, `@Previewable`; nil: those macros cannot be expanded.
    public var macroPlugin: String?
    /// Where built modules and results are kept; nil: the user's cache folder.
    public var cacheFolder: String?
    /// False: nothing is read from or written to a cache (every run compiles everything).
    public var usesCache = true
    /// Lesson files as an editor holds them, not yet saved, by path as the reader names them.
    ///
    /// For `course lsp`; the reader was given them too, `CourseReader.read(folder:texts:)`.
    var editorTexts: [String: String] = [:]
    /// Asked before and while each compiler run.
    ///
    /// True stops the type-check, and the check throws (`course lsp`, when a newer text makes the
    /// run's findings useless).
    var isCancelled: (@Sendable () -> Bool)?
    /// Told `true` when a typed answer's type-check starts making what it needs, `false` when made.
    ///
    /// What it needs first is the compiler's setup (the interface's modules, built on a first run)
    /// and the lesson's context: `course grade` says so on a terminal when it takes long.
    public var settingUp: (@Sendable (_ started: Bool) -> Void)?

    /// The folder of built modules and cached results.
    ///
    /// `--cache-folder`, else the user's cache folder; nil with `--no-cache`.
    var cacheRoot: URL? {
        guard usesCache else { return nil }
        return cacheFolder.map { URL(fileURLWithPath: $0) } ?? UserFolders.cache()
    }

    /// Whether `--strict-typecheck` (or the default) type-checks.
    public var typechecks: Bool { typecheck != .off }

    /// How `course check` is to run; the defaults are the command's without options.
    ///
    /// - Parameters:
    ///   - usesCompiler: False for `--no-compiler`.
    ///   - swiftcPath: `--swiftc PATH`; nil: `COURSE_SWIFTC`, `PATH`, or the running toolchain.
    ///   - typecheck: How far snippets and steps are type-checked.
    ///   - macroPlugin: The `course` executable, which expands the interface's macros.
    ///   - forcesInterface: `--interface`: the built-in interface even where the real SDK exists.
    ///   - cacheFolder: Where built modules and results are kept; nil: the user's cache folder.
    ///   - usesCache: False: nothing is read from or written to a cache.
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
