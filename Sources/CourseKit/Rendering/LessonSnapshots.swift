import Foundation

/// `course snapshot`: the sample project as it stands after any step of a lesson, and each step's
/// changes as a patch. The replay itself is `ProjectReplay`'s (the checker uses the same one), so a
/// snapshot is exactly what `course check` compiled.
public struct LessonSnapshots: Sendable {
    public var lesson: Lesson
    /// The lesson's start folder on disk.
    public var startFolder: URL
    /// The start folder's text files, path → text.
    public var startingFiles: [String: String]

    public init(lesson: Lesson, startFolder: URL) throws {
        self.lesson = lesson
        self.startFolder = startFolder
        startingFiles = try ProjectReplay.files(in: startFolder)
    }

    /// Why a snapshot could not be made, in words that name the step and say what to do.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The project's text files after step `step` (0: as the lesson starts).
    public func files(afterStep step: Int) throws -> [String: String] {
        guard step > 0 else { return startingFiles }
        do {
            return try ProjectReplay.files(of: lesson, startingFiles: startingFiles, throughStep: step)
        } catch {
            throw Failure(description: "the code changes of lesson \(lesson.number) do not replay up to step \(step): \(error); run `course check` to see where")
        }
    }

    /// Writes the whole project after `step` into `directory`: the start folder's files (pictures
    /// and other assets too), with every text file as the changes left it.
    public func write(afterStep step: Int, to directory: URL) throws {
        let files = try self.files(afterStep: step)
        let manager = FileManager.default
        try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        if let walker = manager.enumerator(at: startFolder, includingPropertiesForKeys: [.isRegularFileKey],
                                           options: [.skipsHiddenFiles]) {
            let base = startFolder.standardizedFileURL.path
            for case let url as URL in walker
            where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                let relative = String(url.standardizedFileURL.path.dropFirst(base.count + 1))
                guard files[relative] == nil, startingFiles[relative] == nil else { continue }
                let target = directory.appendingPathComponent(relative)
                try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? manager.removeItem(at: target)
                try manager.copyItem(at: url, to: target)
            }
        }
        for (path, text) in files {
            let target = directory.appendingPathComponent(path)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: target, options: .atomic)
        }
    }

    /// One patch per step that changes the project, named `NN-step-title.patch`, each taking the
    /// files as the step before left them to the files after it; `git apply` in order reproduces
    /// every snapshot.
    public func patches() throws -> [(name: String, text: String)] {
        var before = startingFiles
        var result: [(name: String, text: String)] = []
        for step in lesson.steps {
            let after = try files(afterStep: step.number)
            let text = Set(before.keys).union(after.keys).sorted().map { path in
                UnifiedDiff.patch(path: path, old: before[path], new: after[path])
            }.joined()
            if !text.isEmpty { result.append((Self.patchName(step), text)) }
            before = after
        }
        return result
    }

    /// `02-a-value-swiftui-keeps-for-you.patch`.
    static func patchName(_ step: Step) -> String {
        var slug = ""
        for scalar in step.title.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).unicodeScalars {
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
    public var errorDescription: String? { description }
}
