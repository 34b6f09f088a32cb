import Foundation

/// Where go-to-definition writes its read-only "before" copies of a lesson's files.
///
/// One folder per server, made on first use in the temporary folder with `mkdtemp` (`course-lsp-`
/// and six random characters, mode 0700: no one can guess it or plant anything in it beforehand,
/// and a later server never finds it), written through by descriptor without following a link
/// (`OpenFolder`), and removed with everything in it when the server shuts down, exits or is ended
/// by a signal.
final class SnapshotFolder: Sendable {
    private struct State {
        var folder: (path: String, open: OpenFolder)?
        var removed = false
        /// The folder as `Scratch`'s, removed by it when a signal ends the server.
        var kept: Scratch.Held?
    }

    private let state = Locked(State())
    /// The folder it is made in (`$TMPDIR` or the system's temporary folder).
    let parent: String

    init(parent: String = FileManager.default.temporaryDirectory.path) {
        self.parent = parent
    }

    /// The folder's path, once made (nil before the first snapshot and after `remove`).
    var path: String? { state.withLock { $0.folder?.path } }

    /// Writes `text` as the file `relative` (names joined by `/`) in the folder, mode 0444.
    ///
    /// Its path, or nil when it cannot be written (or the folder was removed: the server is
    /// ending).
    func write(_ text: String, as relative: String) -> String? {
        let names = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let fileName = names.last, names.allSatisfy(OpenFolder.isPlainName) else { return nil }
        return state.withLock { state -> String? in
            guard !state.removed else { return nil }
            if state.folder == nil {
                // `Scratch`'s before it is made: a signal that comes while it is made removes it after.
                if state.kept == nil { state.kept = Scratch.keep { [self] in remove() } }
                state.folder = OpenFolder.makeTemporary(in: parent, prefix: "course-lsp-").map { ($0.path, $0.folder) }
            }
            guard let (root, open) = state.folder else { return nil }
            var folder = open
            for name in names.dropLast() {
                if let inner = folder.makeFolder(name, mode: 0o700)?.folder {
                    folder = inner
                } else {
                    // Not a folder, or a link: removed (never followed), and the folder made.
                    folder.remove(name)
                    guard let inner = folder.makeFolder(name, mode: 0o700)?.folder else { return nil }
                    folder = inner
                }
            }
            guard folder.write(fileName, Array(text.utf8), mode: 0o444) else { return nil }
            return root + "/" + relative
        }
    }

    /// Removes the folder with everything in it; later snapshots are refused.
    func remove() {
        let kept = state.withLock { state in
            defer { state.kept = nil }
            return state.kept
        }
        if let kept { Scratch.release(kept) }
        state.withLock { state in
            state.removed = true
            guard let (path, open) = state.folder else { return }
            state.folder = nil
            // Only the folder made: the name in the temporary folder must still be it.
            guard let parent = OpenFolder.open(PathText.folder(of: path)),
                let entry = parent.status(PathText.name(of: path)), OpenFolder.FileID(entry) == open.identity
            else { return }
            parent.remove(PathText.name(of: path))
        }
    }
}
