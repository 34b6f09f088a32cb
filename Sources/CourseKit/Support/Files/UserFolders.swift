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
}
