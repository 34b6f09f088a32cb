/// How `course check` runs: whether it may use the compiler, which one, and how far it goes.
public struct CheckOptions: Sendable {
    /// False for `--no-compiler`: the snippet and parse checks are skipped on purpose.
    public var usesCompiler = true
    /// `--swiftc PATH`; otherwise `COURSE_SWIFTC`, `PATH`, or the running toolchain.
    public var swiftcPath: String?
    /// `--typecheck`: type-check whole-file snippets where the SDK has their imports.
    public var typechecks = false

    public init(usesCompiler: Bool = true, swiftcPath: String? = nil, typechecks: Bool = false) {
        self.usesCompiler = usesCompiler
        self.swiftcPath = swiftcPath
        self.typechecks = typechecks
    }
}
