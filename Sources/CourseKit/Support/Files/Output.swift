import Foundation

/// Where a command may write (`render --out`, `snapshot --out` and `--patches`, `export anki --out`).
///
/// Only where nothing the user did not ask to replace is written over.
///
/// A writer knows its own files by a mark it writes at the start of each (a header, a
/// `<meta name="generator">`, a first line), never by their names alone: a user's own `index.html`
/// is not a page `render` wrote.
///
/// - A folder is written into when it is new, empty, or holds only files the writer itself writes
///   (its own earlier output, which the new output replaces): each named as the writer names its
///   files and starting with its mark. Anything else in it — another file, one of those names
///   without the mark, a folder, a link, a hidden file — and nothing is written.
/// - A file is written when it is new or holds what the writer wrote before (it starts with the
///   writer's mark).
package enum Output {
    /// Why an output was refused before anything was written.
    package enum Refusal: Error, Sendable, Equatable {
        /// Something that is not a folder is where the folder goes; `kind` names it ("a file").
        case notAFolder(path: String, kind: String)
        /// Something that is not a regular file is where the file goes.
        case notAFile(path: String, kind: String)
        /// The folder holds entries its writer does not write (the first few, sorted).
        case holdsOtherFiles(path: String, names: [String])
        /// The file exists and is not the writer's own output.
        case notOwnFile(path: String)
        /// The folder could not be read or made.
        case failed(path: String, reason: String)

        /// A refusal because something is there that must not be written over.
        ///
        /// As opposed to a path that cannot be written at all.
        package var isExistingOutput: Bool {
            switch self {
            case .holdsOtherFiles, .notOwnFile: true
            case .notAFolder, .notAFile, .failed: false
            }
        }
    }

    /// Makes sure the folder at `path` may be written into; returns the writer's files already there.
    ///
    /// It is created (and its parents) when it does not exist. `mark` gives, for a name the writer
    /// writes, the bytes its files start with (nil for any other name); a link or a folder is never
    /// its own.
    package static func folder(_ path: String, mark: (String) -> [UInt8]?) throws(Refusal) -> [String] {
        guard !path.isEmpty else { throw .failed(path: path, reason: "no folder was named") }
        var status = stat()
        guard stat(path, &status) == 0 else {
            guard errno == ENOENT else { throw .failed(path: path, reason: FileProblem.systemMessage(errno)) }
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw .failed(path: path, reason: reason(error))
            }
            return []
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw .notAFolder(path: path, kind: RegularFile.kind(of: status.st_mode) ?? "a file")
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        } catch {
            throw .failed(path: path, reason: reason(error))
        }
        let others = names.filter { name in
            guard let mark = mark(name), let mode = RegularFile.entry(path + "/" + name), mode & S_IFMT == S_IFREG
            else { return true }
            return (try? start(of: path + "/" + name, count: mark.count)) != mark
        }
        guard others.isEmpty else { throw .holdsOtherFiles(path: path, names: others) }
        return names
    }

    /// Makes sure the file at `path` may be written.
    ///
    /// Nothing is there, or a regular file that starts with the writer's `mark`.
    package static func file(_ path: String, mark: [UInt8]) throws(Refusal) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            // Missing: a new file. Any other trouble shows when it is written.
            return
        }
        if let kind = RegularFile.kind(of: status.st_mode) { throw .notAFile(path: path, kind: kind) }
        let start: [UInt8]
        do throws(RegularFile.OpenError) {
            start = try Self.start(of: path, count: mark.count)
        } catch {
            throw .failed(path: path, reason: error.reason)
        }
        guard start == mark else { throw .notOwnFile(path: path) }
    }

    /// The first `count` bytes of the regular file at `path` (fewer when it is shorter).
    private static func start(of path: String, count: Int) throws(RegularFile.OpenError) -> [UInt8] {
        let file: Int32
        switch RegularFile.open(path, O_RDONLY) {
        case .success(let opened): file = opened
        case .failure(let error): throw error
        }
        defer { close(file) }
        return Descriptor.read(upTo: count, from: file)
    }

    /// Removes the writer's own files of an earlier run that this run did not write again.
    ///
    /// So the folder holds exactly the new output.
    static func removeStale(_ previous: [String], keeping written: Set<String>, in path: String) throws {
        for name in previous where !written.contains(name) {
            try FileManager.default.removeItem(atPath: path + "/" + name)
        }
    }

    private static func reason(_ error: any Error) -> String { error.localizedDescription }
}
