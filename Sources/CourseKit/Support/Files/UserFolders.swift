import Foundation

/// The per-user folders of the XDG base directory convention, each under `course/`.
package enum UserFolders {
    /// `$XDG_CACHE_HOME/course`, or `~/.cache/course` (`~/Library/Caches/course` on macOS): what can
    /// be made again at any time (the built interface modules, `course check`'s results).
    package static func cache(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let base = environment["XDG_CACHE_HOME"], !base.isEmpty {
            return URL(fileURLWithPath: base).appendingPathComponent("course")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        #if os(macOS)
            return URL(fileURLWithPath: home).appendingPathComponent("Library/Caches/course")
        #else
            return URL(fileURLWithPath: home).appendingPathComponent(".cache/course")
        #endif
    }

    /// `$XDG_CONFIG_HOME/course`, or `$HOME/.config/course`: the learner's settings
    /// (`settings.json`). The path as text, put together as written (no slash added or taken away).
    package static func config(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        folder(environment, variable: "XDG_CONFIG_HOME", underHome: "/.config")
    }

    /// `$XDG_DATA_HOME/course`, or `$HOME/.local/share/course`: what only the learner made (the
    /// review logs, one folder a course; the data repository `course log setup-git` sets up).
    package static func data(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        folder(environment, variable: "XDG_DATA_HOME", underHome: "/.local/share")
    }

    /// The variable's value when it is set and not empty, else `$HOME` (the home folder when `HOME`
    /// is unset) followed by `underHome`; then `/course`.
    private static func folder(_ environment: [String: String], variable: String, underHome: String) -> String {
        let base =
            environment[variable].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + underHome
        return base + "/course"
    }
}
