import Foundation

/// Where a path that is a symbolic link leads.
enum SymbolicLink {
    /// The path of the file `path` names when its last component is a symbolic link.
    ///
    /// A link or a chain of them is followed to the first name that is not one — also when nothing
    /// is there yet (a link to where a file will be made); `path` itself when it is not a link. A
    /// relative destination is taken from the link's folder. The folders on the way are left as
    /// they are: a file has one path per folder, whichever link to a folder reaches it. A chain of
    /// more than 40 links (a loop) is left at `path`, which the system refuses to open anyway.
    package static func followed(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            guard let destination = destination(of: current) else { return current }
            if destination.hasPrefix("/") {
                current = destination
            } else {
                let folder = (current as NSString).deletingLastPathComponent
                current = folder.isEmpty ? destination : folder + "/" + destination
            }
        }
        return path
    }

    /// What the link at `path` holds; nil when `path` is not a link.
    private static func destination(of path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
