/// A path's folder and last component, as text.
///
/// Foundation's `NSString` path methods trap on Linux for some short relative paths (`("ab" as
/// NSString).deletingLastPathComponent`, Swift 6.3.1), and a path given on the command line may be
/// any of them.
enum PathText {
    /// Everything before the last component: `a/b/c` → `a/b`, `c` → `.`, `/c` → `/`, `a/b/` → `a`.
    package static func folder(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        let folder = trimmingTrailingSlashes(String(trimmed[..<slash]))
        return folder.isEmpty ? "/" : folder
    }

    /// The last component: `a/b/c` → `c`, `a/b/` → `b`, `/` → `/`.
    package static func name(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        let name = String(trimmed[trimmed.index(after: slash)...])
        return name.isEmpty ? "/" : name
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var text = Substring(path)
        while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
        return String(text)
    }
}
