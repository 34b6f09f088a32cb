import Foundation

/// Files under a folder, read and written without ever leaving it.
///
/// A symbolic link is followed only to a regular file inside the folder, and nothing is written
/// through a link.
package enum ContainedFiles {
    /// What a folder holds: its regular files by `/`-separated path, and the links left out.
    package struct Listing: Sendable, Equatable {
        package var files: [String: Data] = [:]
        /// Links out of the folder, to a folder or to nowhere, and names with control characters.
        ///
        /// They are not read.
        package var skipped: [String] = []
    }

    /// Why a file could not be written.
    package struct WriteError: Error, Sendable, Equatable, CustomStringConvertible {
        package var path: String
        package var reason: String
        /// True when writing was refused (a link, a folder, a path out of the root) rather than failed.
        package var refused = true
        package var description: String { "cannot write '\(path)': \(reason)" }
    }

    /// Every regular file under `folder`, hidden files and folders left out.
    ///
    /// Nil when `folder` is not a folder. A link is read only when it leads to a regular file
    /// inside `folder`.
    package static func read(_ folder: String) -> Listing? {
        guard kind(of: folder, followingLinks: true) == .typeDirectory, let root = ContainedPath.resolved(folder) else {
            return nil
        }
        var listing = Listing()
        walk(folder, relative: "", root: root, into: &listing)
        return listing
    }

    private static func walk(_ folder: String, relative: String, root: String, into listing: inout Listing) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = folder + "/" + name
            let inner = relative.isEmpty ? name : relative + "/" + name
            if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                listing.skipped.append(inner)
                continue
            }
            switch kind(of: path, followingLinks: false) {
            case .typeDirectory:
                walk(path, relative: inner, root: root, into: &listing)
            case .typeRegular:
                if let data = FileManager.default.contents(atPath: path) { listing.files[inner] = data }
            case .typeSymbolicLink:
                if ContainedPath.resolves(path, inside: root), kind(of: path, followingLinks: true) == .typeRegular,
                    let data = FileManager.default.contents(atPath: path)
                {
                    listing.files[inner] = data
                } else {
                    listing.skipped.append(inner)
                }
            default:
                continue
            }
        }
    }

    /// Writes `data` to `relative` (a `/`-separated path) under `root`, making the folders on the way.
    ///
    /// Refuses when the path climbs out of `root`, or when it or a folder on the way is a link.
    package static func write(_ data: Data, to relative: String, under root: String) throws(WriteError) {
        let parts = try components(relative, under: root)
        let folder = try makeFolders(parts.dropLast(), under: root)
        let path = folder + "/" + parts[parts.count - 1]
        switch kind(of: path, followingLinks: false) {
        case .typeSymbolicLink?: throw WriteError(path: path, reason: linkRefusal)
        case .typeDirectory?: throw WriteError(path: path, reason: "a folder is there")
        default: break
        }
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw WriteError(path: path, reason: error.localizedDescription, refused: false)
        }
    }

    /// Makes the folder `relative` under `root` and the folders on the way, refusing links.
    static func makeFolder(_ relative: String, under root: String) throws(WriteError) {
        try makeFolders(components(relative, under: root)[...], under: root)
    }

    /// Makes every folder of `folders`, then writes every file of `files`, under `root`, or nothing.
    ///
    /// Every one of them is checked first: when `write` or `makeFolder` would refuse any (a path
    /// out of `root`, a link or a file on the way, a link or a folder where a file goes), nothing
    /// is written at all, so a refusal never leaves half of the output behind.
    package static func write(_ files: [(path: String, bytes: Data)], folders: [String] = [], under root: String)
        throws(WriteError)
    {
        for folder in folders { try check(folder, under: root, isFolder: true) }
        for file in files { try check(file.path, under: root, isFolder: false) }
        for folder in folders { try makeFolder(folder, under: root) }
        for file in files { try write(file.bytes, to: file.path, under: root) }
    }

    /// Refuses `relative` under `root` as `write` or `makeFolder` would, without writing anything.
    ///
    /// `write` for a file, `makeFolder` for a folder; what is not there yet is fine.
    private static func check(_ relative: String, under root: String, isFolder: Bool) throws(WriteError) {
        let parts = try components(relative, under: root)
        var path = root
        for (index, part) in parts.enumerated() {
            path += "/" + part
            let last = index == parts.count - 1
            switch kind(of: path, followingLinks: false) {
            case nil: return
            case .typeSymbolicLink?: throw WriteError(path: path, reason: linkRefusal)
            case .typeDirectory?:
                if last && !isFolder { throw WriteError(path: path, reason: "a folder is there") }
            default:
                if !last || isFolder { throw WriteError(path: path, reason: "it is not a folder") }
            }
        }
    }

    private static let linkRefusal = "it is a symbolic link, and links are not written through"

    private static func components(_ relative: String, under root: String) throws(WriteError) -> [String] {
        let parts = relative.split(separator: "/").map(String.init)
        guard !parts.isEmpty, !parts.contains(where: { $0 == ".." || $0 == "." }), !relative.hasPrefix("/") else {
            throw WriteError(path: relative, reason: "the path leads out of '\(root)'")
        }
        return parts
    }

    /// Walks down from `root`, making each missing folder; returns the last one's path.
    @discardableResult
    private static func makeFolders(_ parts: ArraySlice<String>, under root: String) throws(WriteError) -> String {
        var path = root
        for part in parts {
            path += "/" + part
            switch kind(of: path, followingLinks: false) {
            case nil:
                do {
                    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
                } catch {
                    throw WriteError(
                        path: path, reason: "the folder cannot be made (\(error.localizedDescription))",
                        refused: false)
                }
            case .typeDirectory?: continue
            case .typeSymbolicLink?: throw WriteError(path: path, reason: linkRefusal)
            default: throw WriteError(path: path, reason: "it is not a folder")
            }
        }
        return path
    }

    /// The kind of file at `path`, nil when there is none.
    package static func kind(of path: String, followingLinks: Bool) -> FileAttributeType? {
        let manager = FileManager.default
        if followingLinks {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
            if isFolder.boolValue { return .typeDirectory }
            guard let resolved = ContainedPath.resolved(path) else { return nil }
            return (try? manager.attributesOfItem(atPath: resolved))?[.type] as? FileAttributeType
        }
        return (try? manager.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
    }
}

/// Its description is the sentence a user reads.
extension ContainedFiles.WriteError: LocalizedError {
    package var errorDescription: String? { description }
}
