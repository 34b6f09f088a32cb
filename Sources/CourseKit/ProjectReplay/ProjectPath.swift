/// A path inside a sample project, checked so that no code change can reach outside its folder.
enum ProjectPath {
    /// The path with `.` segments and doubled slashes removed, or nil when it is absolute, starts
    /// at a home folder, climbs out with `..`, or is empty.
    static func normalized(_ path: String) -> String? {
        guard !path.hasPrefix("/"), !path.hasPrefix("~"), !path.contains("\\"),
              !path.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return nil }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }
}
