import Foundation

/// Applies a lesson's code changes, in order, to the text of its sample project.
///
/// The same operation for `course check` (does every change apply?) and for renderers (what does
/// the code look like after step K?).
package struct ProjectReplay: Sendable {
    /// Path (relative to the project folder) → text.
    package private(set) var files: [String: String]
    /// Paths taken by something that is not one of `files`.
    ///
    /// The start project's folders (the parents of its files, and folders holding no text file) and
    /// its files that are not text (pictures, assets). A file is never created on one of them, nor
    /// under a file.
    private var folders: Set<String> = []
    private var otherFiles: Set<String> = []

    /// `occupied`: what `occupiedPaths(in:inside:)` found in the start folder besides `files`.
    package init(files: [String: String], occupied: Occupied = Occupied()) {
        self.files = files
        folders = occupied.folders
        otherFiles = occupied.files
        for path in files.keys { addParents(of: path) }
        for path in occupied.files { addParents(of: path) }
    }

    /// The start folder's folders and its files that are not text, by relative path.
    package struct Occupied: Sendable, Equatable {
        package var folders: Set<String> = []
        package var files: Set<String> = []
        package init(folders: Set<String> = [], files: Set<String> = []) {
            self.folders = folders
            self.files = files
        }
    }

    /// What besides `files(in:inside:)` takes a path in the start folder.
    ///
    /// Its folders and the files that are not UTF-8 text.
    static func occupiedPaths(in folder: URL, inside boundary: URL? = nil) throws(ProjectFolderError) -> Occupied {
        let text = try files(in: folder, inside: boundary)
        let entries = try ProjectFolder.entries(in: folder, inside: boundary)
        return Occupied(
            folders: Set(entries.folders),
            files: Set(entries.files.map(\.path).filter { text[$0] == nil }))
    }

    private mutating func addParents(of path: String) {
        var parent = Substring(path)
        while let slash = parent.lastIndex(of: "/") {
            parent = parent[..<slash]
            guard folders.insert(String(parent)).inserted else { return }
        }
    }

    /// Why `path` cannot be created: a folder is there, or one of its parents is a file.
    private func creationProblem(_ path: String) -> Failure? {
        if folders.contains(path) { return .folderExists(path) }
        if otherFiles.contains(path) { return .fileExists(path) }
        var parent = Substring(path)
        while let slash = parent.lastIndex(of: "/") {
            parent = parent[..<slash]
            if files[String(parent)] != nil || otherFiles.contains(String(parent)) {
                return .underFile(path: path, file: String(parent))
            }
        }
        return nil
    }

    /// What applying one change did.
    package struct Applied: Sendable, Equatable {
        package var path: String
        /// The file's text before the change (nil for a new file) and after it.
        package var before: String?
        package var after: String
        /// 1-based lines of `after` that hold the change's new text.
        var newLines: Range<Int>
    }

    /// Why a change did not apply; the files are left as they were.
    package enum Failure: Error, Sendable, Equatable {
        case pathOutsideProject(String)
        case missingFile(String)
        case fileExists(String)
        case beforeTextNotFound(path: String, closest: ClosestLines?)
        case beforeTextNotUnique(path: String, lines: [Int])
        /// `change=create` on a path that is a folder of the project.
        case folderExists(String)
        /// `change=create` on a path under a file of the project (`file` is that file).
        case underFile(path: String, file: String)
    }

    /// Reads every UTF-8 text file under `folder`, never leaving `boundary`, the course folder.
    ///
    /// Hidden files and binary assets are left out (see `ProjectFolder`).
    package static func files(in folder: URL, inside boundary: URL? = nil) throws(ProjectFolderError) -> [String:
        String]
    {
        var files: [String: String] = [:]
        for file in try ProjectFolder.regularFiles(in: folder, inside: boundary) {
            guard let data = FileManager.default.contents(atPath: file.url.path),
                let text = String(validating: data, as: UTF8.self)
            else { continue }
            files[file.path] = text
        }
        return files
    }

    /// The project's files after the changes of steps 1 through `step` (all steps when nil).
    package static func files(
        of lesson: Lesson, startingFiles: [String: String], occupied: Occupied = Occupied(),
        throughStep step: Int? = nil
    ) throws(Failure) -> [String: String] {
        var replay = ProjectReplay(files: startingFiles, occupied: occupied)
        for lessonStep in lesson.steps where step.map({ lessonStep.number <= $0 }) ?? true {
            for change in lessonStep.changes {
                for edit in change.projectChanges { try replay.apply(edit) }
            }
        }
        return replay.files
    }

    @discardableResult
    package mutating func apply(_ change: ProjectChange) throws(Failure) -> Applied {
        guard let path = ContainedPath.normalized(change.path) else { throw .pathOutsideProject(change.path) }
        let old = files[path]
        let new: String
        let firstNewLine: Int
        switch change.operation {
        case .createFile(let text):
            guard old == nil else { throw .fileExists(path) }
            if let problem = creationProblem(path) { throw problem }
            addParents(of: path)
            new = Self.withFinalNewline(text)
            firstNewLine = 1
        case .appendToFile(let text):
            guard let old else { throw .missingFile(path) }
            let kept = Self.droppingFinalNewlines(old)
            new = kept.isEmpty ? Self.withFinalNewline(text) : kept + "\n\n" + Self.withFinalNewline(text)
            firstNewLine = kept.isEmpty ? 1 : Self.lineCount(kept) + 2
        case .replace(let before, let after):
            guard let old else { throw .missingFile(path) }
            let (replaced, line) = try Self.replace(before, with: after, in: old, path: path)
            new = replaced
            firstNewLine = line
        }
        files[path] = new
        let newLineCount = Self.lineCount(Self.droppingFinalNewlines(change.newText))
        return Applied(path: path, before: old, after: new, newLines: firstNewLine..<firstNewLine + newLineCount)
    }

    /// Replaces the single occurrence of `before`; returns the new text and the line it starts on.
    private static func replace(
        _ before: String, with after: String, in text: String,
        path: String
    ) throws(Failure) -> (String, Int) {
        let needle = Array(before.utf8)
        let haystack = Array(text.utf8)
        let matches = occurrences(of: needle, in: haystack)
        func line(at offset: Int) -> Int { LineEnds.count(in: haystack[..<offset]) + 1 }
        guard matches.count == 1, let start = matches.first else {
            if matches.isEmpty {
                let closest = ClosestLines.find(lines(of: before), in: lines(of: text))
                throw .beforeTextNotFound(path: path, closest: closest)
            }
            throw .beforeTextNotUnique(path: path, lines: matches.map(line(at:)))
        }
        let result = haystack[..<start] + Array(after.utf8) + haystack[(start + needle.count)...]
        return (String(decoding: result, as: UTF8.self), line(at: start))
    }

    /// Where `needle` starts in `haystack`, every place (overlapping ones too).
    ///
    /// None for an empty needle. `course record` replays each change it writes several times, so
    /// this is memchr and memcmp rather than a loop over slices.
    private static func occurrences(of needle: [UInt8], in haystack: [UInt8]) -> [Int] {
        guard !needle.isEmpty, needle.count <= haystack.count else { return [] }
        return needle.withUnsafeBufferPointer { needle in
            haystack.withUnsafeBufferPointer { haystack in
                guard let base = haystack.baseAddress, let first = needle.baseAddress else { return [] }
                var matches: [Int] = []
                let last = haystack.count - needle.count
                var start = 0
                while start <= last, let found = memchr(base + start, Int32(needle[0]), last - start + 1) {
                    let offset = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                    if memcmp(base + offset, first, needle.count) == 0 { matches.append(offset) }
                    start = offset + 1
                }
                return matches
            }
        }
    }

    /// The lines of `text`, not counting an empty one after its final line end.
    private static func lines(of text: String) -> [Substring] {
        var lines = LineEnds.lines(of: text)
        if lines.count > 1, lines.last == "" { lines.removeLast() }
        return lines
    }

    private static func droppingFinalNewlines(_ text: String) -> String {
        String(LineEnds.droppingFinal(text[...]))
    }

    private static func withFinalNewline(_ text: String) -> String {
        droppingFinalNewlines(text) + "\n"
    }

    /// The lines of `text` (line ends as `LineEnds` has them), an empty text having none.
    private static func lineCount(_ text: String) -> Int {
        text.isEmpty ? 0 : LineEnds.count(in: text.utf8) + 1
    }
}
