import Foundation

/// The per-user folders of the XDG base directory convention, each under `course/`.
///
/// A variable that is unset, empty or a relative path is ignored, as the XDG Base Directory
/// specification says ("If an implementation encounters a relative path in any of these variables
/// it should consider the path invalid and ignore it"): a relative `XDG_DATA_HOME` would put the
/// review log wherever the command happens to run.
package enum UserFolders {
    /// `$XDG_CACHE_HOME/course`, or `~/.cache/course` (`~/Library/Caches/course` on macOS).
    ///
    /// What can be made again at any time (the built interface modules, `course check`'s results).
    package static func cache(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let base = absolute(environment["XDG_CACHE_HOME"]) {
            return URL(fileURLWithPath: base).appendingPathComponent("course")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        #if os(macOS)
            return URL(fileURLWithPath: home).appendingPathComponent("Library/Caches/course")
        #else
            return URL(fileURLWithPath: home).appendingPathComponent(".cache/course")
        #endif
    }

    /// `$XDG_CONFIG_HOME/course`, or `$HOME/.config/course`.
    ///
    /// The learner's settings (`settings.json`). The path as text, put together as written (no
    /// slash added or taken away).
    package static func config(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        folder(environment, variable: "XDG_CONFIG_HOME", underHome: "/.config")
    }

    /// `$XDG_DATA_HOME/course`, or `$HOME/.local/share/course`.
    ///
    /// What only the learner made (the review logs, one folder a course; the data repository
    /// `course log setup-git` sets up).
    package static func data(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        folder(environment, variable: "XDG_DATA_HOME", underHome: "/.local/share")
    }

    /// The variable's value when it is an absolute path, else `$HOME` and `underHome`; then `/course`.
    ///
    /// `$HOME` is the home folder when `HOME` is unset.
    private static func folder(_ environment: [String: String], variable: String, underHome: String) -> String {
        let base = absolute(environment[variable]) ?? (environment["HOME"] ?? NSHomeDirectory()) + underHome
        return base + "/course"
    }

    /// The variables of the folders above.
    static let variables = ["XDG_CACHE_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME"]

    /// Removes from this process's environment each of `variables` that is set to a relative path.
    ///
    /// So that the programs it starts ignore it too (the compiler's Clang keeps its module cache in
    /// `$XDG_CACHE_HOME/clang`: a relative value made `relcache/clang/` in the course folder). To
    /// be called first thing, before any thread starts.
    package static func dropInvalidVariables() {
        for name in variables {
            if let value = getenv(name), let text = String(validatingCString: value), absolute(text) == nil {
                unsetenv(name)
            }
        }
    }

    /// `value` when it is an absolute path.
    ///
    /// Nil when unset, empty or relative (the specification's "invalid": ignored).
    private static func absolute(_ value: String?) -> String? {
        guard let value, value.hasPrefix("/") else { return nil }
        return value
    }
}
