import Foundation

/// Why a project's folder cannot be read without leaving the course.
package struct ProjectFolderError: Error, Sendable, Equatable, CustomStringConvertible {
    package var description: String
}

/// A sample project's folder on disk (a lesson's start folder), read without ever leaving the course.
///
/// `check`, `render` and `snapshot` all read it here.
enum ProjectFolder {
    /// The hidden file of an `.xcdatamodeld` folder that names the Core Data model's current version.
    ///
    /// A project file: Xcode's code generation reads it (docs/checks.md, "What is type-checked").
    static let currentModelVersionFile = ".xccurrentversion"

    /// The regular files under `folder`, sorted by their `/`-separated path relative to it.
    ///
    /// Hidden files and folders (a name starting with `.`) are left out, but for the file that names a
    /// Core Data model's current version (`currentModelVersionFile`); so are pipes, sockets
    /// and devices. The folder itself must lie inside `boundary` (the course folder; `folder`
    /// itself when nil), links resolved. A link is followed only to a file inside `boundary`; a
    /// link that leads out of it is an error, and a link to a folder is not followed.
    static func regularFiles(in folder: URL, inside boundary: URL? = nil) throws(ProjectFolderError)
        -> [(path: String, url: URL)]
    {
        try entries(in: folder, inside: boundary).files
    }

    /// `regularFiles`, and the folders read on the way (by relative path), read once.
    package static func entries(in folder: URL, inside boundary: URL? = nil) throws(ProjectFolderError)
        -> (files: [(path: String, url: URL)], folders: [String])
    {
        // Paths as they were given (relative to the current directory, like the course's), for messages.
        let root = folder.relativePath
        let limit = boundary?.relativePath ?? root
        guard ContainedPath.resolved(root) != nil else {
            throw ProjectFolderError(description: "the folder '\(root)' does not exist")
        }
        guard ContainedPath.resolves(root, inside: limit) else {
            throw ProjectFolderError(
                description: "the folder '\(root)' is a link to a place outside the course folder '\(limit)'")
        }
        var found: [(path: String, url: URL)] = []
        var folders: [String] = []
        try walk(root, relative: "", limit: limit, into: &found, folders: &folders)
        return (found, folders)
    }

    private static func walk(
        _ root: String, relative: String, limit: String,
        into found: inout [(path: String, url: URL)], folders: inout [String]
    ) throws(ProjectFolderError) {
        let folder = relative.isEmpty ? root : root + "/" + relative
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            throw ProjectFolderError(description: "cannot read the folder '\(folder)': \(error.localizedDescription)")
        }
        for name in names where !name.hasPrefix(".") || name == currentModelVersionFile {
            let path = relative.isEmpty ? name : relative + "/" + name
            let full = root + "/" + path
            guard let mode = RegularFile.entry(full) else { continue }
            switch mode & S_IFMT {
            case S_IFDIR:
                folders.append(path)
                try walk(root, relative: path, limit: limit, into: &found, folders: &folders)
            case S_IFREG:
                found.append((path, URL(fileURLWithPath: full)))
            case S_IFLNK:
                // A link that leads nowhere holds nothing to read.
                guard ContainedPath.resolved(full) != nil else { continue }
                guard ContainedPath.resolves(full, inside: limit) else {
                    throw ProjectFolderError(
                        description: "'\(full)' is a link to a place outside the course folder '\(limit)'")
                }
                var status = stat()
                if stat(full, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
                    found.append((path, URL(fileURLWithPath: full)))
                }
            default:
                continue
            }
        }
    }
}

/// Its description is the sentence a user reads.
extension ProjectFolderError: LocalizedError {
    package var errorDescription: String? { description }
}
