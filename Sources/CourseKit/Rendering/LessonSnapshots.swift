import Foundation

/// `course snapshot`: the sample project after any step of a lesson, and each step's changes.
///
/// The changes as a patch. The replay itself is `ProjectReplay`'s (the checker uses the same one),
/// so a snapshot is exactly what `course check` compiled.
package struct LessonSnapshots: Sendable {
    package var lesson: Lesson
    /// The lesson's start folder on disk.
    package var startFolder: URL
    /// The course folder: nothing outside it is read (nil: the start folder is the limit).
    package var courseFolder: URL?
    /// The start folder's text files, path → text.
    package var startingFiles: [String: String]
    /// The start folder's folders and files that are not text: no change may create a file there.
    var occupied: ProjectReplay.Occupied

    package init(lesson: Lesson, startFolder: URL, inside courseFolder: URL? = nil) throws(ProjectFolderError) {
        self.lesson = lesson
        self.startFolder = startFolder
        self.courseFolder = courseFolder
        startingFiles = try ProjectReplay.files(in: startFolder, inside: courseFolder)
        occupied = try ProjectReplay.occupiedPaths(in: startFolder, inside: courseFolder)
    }

    /// Why a snapshot could not be made, in words that name the step and say what to do.
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// The project's text files after step `step` (0: as the lesson starts).
    package func files(afterStep step: Int) throws -> [String: String] {
        guard step > 0 else { return startingFiles }
        do {
            return try ProjectReplay.files(
                of: lesson, startingFiles: startingFiles, occupied: occupied, throughStep: step)
        } catch {
            throw Failure(
                description:
                    "the code changes of lesson \(lesson.number) do not replay up to step \(step): \(error); run `course check` to see where"
            )
        }
    }

    /// Writes the whole project after `step` into `directory`, a new or empty folder.
    ///
    /// See `Output.folder`; files of another step must not mix with this one's. The start folder's
    /// files (pictures and other assets too, a link inside the course copied as the file it leads
    /// to), with every text file as the changes left it.
    package func write(afterStep step: Int, to directory: URL) throws {
        let files = try self.files(afterStep: step)
        let assets = try ProjectFolder.regularFiles(in: startFolder, inside: courseFolder)
            .filter { files[$0.path] == nil && startingFiles[$0.path] == nil }
        _ = try Output.folder(directory.relativePath, mark: { _ in nil })
        let manager = FileManager.default
        for asset in assets {
            let target = directory.appendingPathComponent(asset.path)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contentsOf: asset.url).write(to: target)
        }
        for (path, text) in files {
            let target = directory.appendingPathComponent(path)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: target, options: .atomic)
        }
    }

    /// Writes `patches()` into `folder`.
    ///
    /// New, empty, or holding only patches written before (see `Output.folder`), which are replaced
    /// — those of steps that no longer change the project removed, so applying the folder's patches
    /// in order gives the lesson as it is now. Returns how many were written.
    @discardableResult
    package func writePatches(to folder: URL) throws -> Int {
        let patches = try patches()
        let previous = try Output.folder(
            folder.relativePath, mark: { Self.isPatchName($0) ? Array(Self.patchMark.utf8) : nil })
        for patch in patches {
            try Data(patch.text.utf8).write(to: folder.appendingPathComponent(patch.name), options: .atomic)
        }
        try Output.removeStale(previous, keeping: Set(patches.map(\.name)), in: folder.relativePath)
        return patches.count
    }

    /// Whether `name` is shaped like a patch `patchName` makes: `NN-slug.patch`.
    static func isPatchName(_ name: String) -> Bool {
        guard name.hasSuffix(".patch") else { return false }
        let stem = name.dropLast(".patch".count)
        guard let dash = stem.firstIndex(of: "-") else { return false }
        let number = stem[..<dash]
        let slug = stem[stem.index(after: dash)...]
        return !number.isEmpty && number.allSatisfy { $0.isASCII && $0.isNumber }
            && !slug.isEmpty && slug.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
    }

    /// How every patch starts, by which `snapshot --patches` knows it as its own.
    ///
    /// The first words of a line before the diff, which `git apply` and `patch` skip.
    static let patchMark = "Written by course snapshot: "

    /// One patch per step that changes the project, named `NN-step-title.patch`.
    ///
    /// Each takes the files as the step before left them to the files after it; `git apply` in
    /// order reproduces every snapshot. Each starts with a line that says which step it is
    /// (`patchMark`).
    package func patches() throws -> [(name: String, text: String)] {
        var before = startingFiles
        var result: [(name: String, text: String)] = []
        for step in lesson.steps {
            let after = try files(afterStep: step.number)
            let text = Set(before.keys).union(after.keys).sorted().map { path in
                UnifiedDiff.patch(path: path, old: before[path], new: after[path])
            }.joined()
            if !text.isEmpty {
                result.append(
                    (Self.patchName(step), Self.patchMark + "lesson \(lesson.number), step \(step.number)\n\n" + text))
            }
            before = after
        }
        return result
    }

    /// `02-a-value-swiftui-keeps-for-you.patch`.
    static func patchName(_ step: Step) -> String {
        var slug = ""
        for scalar in step.title.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).unicodeScalars
        {
            if scalar.isASCII && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty && !slug.hasSuffix("-") {
                slug += "-"
            }
        }
        slug = String(slug.prefix(60))
        while slug.hasSuffix("-") { slug.removeLast() }
        let number = step.number < 10 ? "0\(step.number)" : "\(step.number)"
        return "\(number)-\(slug.isEmpty ? "step" : slug).patch"
    }
}

extension LessonSnapshots.Failure: LocalizedError {
    package var errorDescription: String? { description }
}
