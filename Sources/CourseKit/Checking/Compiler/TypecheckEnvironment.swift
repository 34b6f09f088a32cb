import Foundation

/// What a type-check runs against: the interface's modules (or the real SDK), the macro plugin,
/// and the course's build settings.
struct TypecheckEnvironment: Sendable {
    var settings: BuildSettings
    /// The built interface (`-I`); nil where the real frameworks are used.
    var modules: InterfaceModules?
    /// The `course` executable under the name the compiler starts it as a plugin by; nil when
    /// macros of the interface cannot be expanded (they are then reported as missing).
    var macroPlugin: URL?
    /// The real SDK and target triple (macOS with Xcode), instead of the interface.
    var sdk: (path: String, target: String)?
    /// Asked while the compiler runs: true stops the run and the check (`course lsp`, when a newer
    /// text arrives); nil: runs are waited for without asking. Not part of what the results are keyed by.
    var isCancelled: (@Sendable () -> Bool)?

    /// `swiftc -frontend -typecheck` with everything but the files: the frontend itself, since the
    /// driver costs a process and about 0.15 s more per run.
    ///
    /// `throughSIL`: `-emit-sil` to nowhere instead, which also runs the mandatory SIL passes and
    /// their diagnostics (region isolation's "sending … risks causing data races", a missing return,
    /// a variable used before it is initialized), at about twice a type-check's time.
    ///
    /// `objectiveCInterop`: with the compiler's Objective-C interoperability on (`ObjectiveCRuntime`).
    func frontendArguments(toolchain: URL, throughSIL: Bool = false, objectiveCInterop: Bool = false) -> [String] {
        var arguments = ["-frontend"] + (throughSIL ? ["-emit-sil", "-o", "/dev/null"] : ["-typecheck"])
        arguments += ["-module-name", "CourseCheck", "-diagnostic-style", "llvm", "-no-color-diagnostics"]
        arguments += settings.compilerFlags
        if let sdk {
            arguments += ["-sdk", sdk.path, "-target", sdk.target]
        }
        if let modules {
            arguments += modules.searchPaths.flatMap { ["-I", $0.path] }
            arguments += modules.implicitImports.flatMap { ["-import-module", $0] }
            if objectiveCInterop { arguments += ObjectiveCRuntime.compilerFlags }
        }
        let host = toolchain.appendingPathComponent("lib/swift/host")
        let server = host.appendingPathComponent("libSwiftInProcPluginServer.so")
        if FileManager.default.fileExists(atPath: server.path) {
            arguments += ["-in-process-plugin-server-path", server.path]
        }
        arguments += ["-plugin-path", host.appendingPathComponent("plugins").path]
        let local = toolchain.appendingPathComponent("local/lib/swift/host/plugins")
        if FileManager.default.fileExists(atPath: local.path) { arguments += ["-plugin-path", local.path] }
        if let macroPlugin, modules != nil {
            arguments += MacroPlugin.compilerArguments(plugin: macroPlugin.path)
        }
        return arguments
    }
}
