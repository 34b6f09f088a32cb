import Foundation

/// A path read from a course, relative to a folder of the course and never leading out of it.
///
/// Such as `start:`, `file=`, a lesson's link in the manifest; checked as text when it is read, and
/// on disk, links resolved, where it is used.
enum ContainedPath {
    /// Why `path` could lead out of the folder it is relative to, in words that complete "'…' …".
    ///
    /// Nil when it cannot: relative, not empty, no `..` component, no `~` start, no `\`, no control
    /// character.
    package static func problem(_ path: String) -> String? {
        if path.isEmpty { return "is empty" }
        if path.hasPrefix("/") { return "is absolute (it starts with '/')" }
        if path.hasPrefix("~") { return "starts at a home folder ('~')" }
        if path.contains("\\") { return "contains '\\', which is not a folder separator here" }
        if let control = path.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            return "contains the control character \(SafeName.shown(control))"
        }
        if path.split(separator: "/").contains("..") { return "has a '..' component, which climbs out of its folder" }
        if normalized(path) == nil { return "names no file or folder" }
        return nil
    }

    /// The path with `.` components and doubled slashes removed.
    ///
    /// Nil when `problem` finds one (or nothing is left).
    static func normalized(_ path: String) -> String? {
        guard !path.hasPrefix("/"), !path.hasPrefix("~"), !path.contains("\\"),
            !path.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { return nil }
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            guard part != ".." else { return nil }
            parts.append(part)
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }

    /// The path with every link resolved (`realpath`).
    ///
    /// Nil when it does not exist or a link in it leads nowhere.
    package static func resolved(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path`, its links resolved, is `folder` or lies inside it (links resolved too).
    ///
    /// A path that does not resolve (missing, a dangling link) is not inside anything.
    static func resolves(_ path: String, inside folder: String) -> Bool {
        guard let target = resolved(path), let root = resolved(folder) else { return false }
        return isInside(target, root)
    }

    /// Whether the resolved path `target` is the resolved folder `root` or lies under it.
    static func isInside(_ target: String, _ root: String) -> Bool {
        root == "/" || target == root || target.hasPrefix(root + "/")
    }
}
