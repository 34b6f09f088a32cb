import Foundation

/// One lesson's code changes replayed for `course check`.
///
/// What did not apply, what each edit did, and which Swift files to parse after each step (they
/// join the run's one compiler batch).
struct LessonReplayRecord: Sendable {
    struct Failure: Sendable {
        var change: CodeChange
        /// The diff hunk that failed (0-based), for diff changes.
        var hunk: Int?
        var failure: ProjectReplay.Failure
    }

    struct Edit: Sendable {
        var change: CodeChange
        var hunk: Int?
        var applied: ProjectReplay.Applied
        /// Where each line of the edit's new text is written in the lesson.
        var origins: [SourceLocation]
    }

    /// A Swift file as it stands at the start (`change` nil) or after a step.
    struct FileVersion: Sendable {
        /// Relative to the project folder.
        var path: String
        /// The last change of the step that touched it; nil for the start project.
        var change: CodeChange?
        var step: Int?
        var unit: Int
        var findings: [CompilationBatch.Finding] = []
    }

    /// A Swift file of the project as it stands after a step, for the type-check.
    ///
    /// Every line maps to where it is written, a change's line to the lesson and the start
    /// project's to its file.
    struct ProjectFile: Sendable {
        var path: String
        var text: String
        var lineMap: LineMap
    }

    /// The whole project (its Swift files) at the start (step 0) and after each step that applied.
    ///
    /// After each step whose changes all applied; none after the first step where one did not.
    struct ProjectVersion: Sendable {
        var step: Int
        var files: [ProjectFile]
    }

    var lesson: Lesson
    /// Set when the start folder cannot be read; nothing else was replayed.
    var missingStartFolder: String?
    /// Set when reading the start folder would lead out of the course (a link pointing out of it).
    ///
    /// Nothing else was replayed.
    var startFolderLeavesCourse: ProjectFolderError?
    var failures: [Failure] = []
    var edits: [Edit] = []
    var versions: [FileVersion] = []
    var projects: [ProjectVersion] = []
    /// The Core Data model files that cannot be read.
    ///
    /// Each once, from the step it first is so (nil: the start project).
    var modelProblems: [(step: Int?, problem: CoreDataCodegen.Problem)] = []

    /// Replays every lesson, each on its own core when there are several.
    ///
    /// The files to parse are added to `batch` in the lessons' order (as one lesson after another
    /// would).
    static func replay(_ lessons: [Lesson], inside courseFolder: String, into batch: inout CompilationBatch)
        -> [LessonReplayRecord]
    {
        let replayed = Parallel.map(parts: lessons.count) { index in
            var own = CompilationBatch()
            let record = replay(lessons[index], inside: courseFolder, into: &own)
            return (record, own)
        }
        return joined(replayed, into: &batch)
    }

    /// Lessons replayed each with a batch of its own, their files added to `batch` in order.
    ///
    /// Each record's units counted from where its batch starts there.
    static func joined(_ replayed: [(LessonReplayRecord, CompilationBatch)], into batch: inout CompilationBatch)
        -> [LessonReplayRecord]
    {
        replayed.map { record, own in
            var record = record
            let offset = batch.append(own)
            for index in record.versions.indices { record.versions[index].unit += offset }
            return record
        }
    }

    /// Replays `lesson` on a copy of its start folder, adding the files to parse to `batch`.
    ///
    /// Nothing is read outside `courseFolder`.
    static func replay(_ lesson: Lesson, inside courseFolder: String, into batch: inout CompilationBatch)
        -> LessonReplayRecord
    {
        var record = LessonReplayRecord(lesson: lesson)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: lesson.startPath, isDirectory: &isFolder), isFolder.boolValue
        else {
            record.missingStartFolder = lesson.startPath
            return record
        }
        let files: [String: String]
        let occupied: ProjectReplay.Occupied
        do {
            files = try ProjectReplay.files(
                in: URL(fileURLWithPath: lesson.startPath),
                inside: URL(fileURLWithPath: courseFolder))
            occupied = try ProjectReplay.occupiedPaths(
                in: URL(fileURLWithPath: lesson.startPath),
                inside: URL(fileURLWithPath: courseFolder))
        } catch {
            record.startFolderLeavesCourse = error
            return record
        }
        for path in files.keys.sorted() where path.hasSuffix(".swift") {
            let text = files[path] ?? ""
            let origin = SourceLocation(file: lesson.startPath + "/" + path, line: 1, column: 1)
            let map = LineMap.block(at: origin, prefixLines: 0, lineCount: lineCount(text) + 1)
            let unit = batch.add(text, lineMap: map, allowsTopLevelCode: isMainFile(path))
            record.versions.append(FileVersion(path: path, unit: unit))
        }
        var replaying = Replaying(lesson: lesson, files: files, occupied: occupied)
        record.projects.append(replaying.project(after: 0, generating: &record))
        var replayable = true
        for step in lesson.steps {
            let failuresBefore = record.failures.count
            replaying.apply(step, to: &record, batch: &batch)
            replayable = replayable && record.failures.count == failuresBefore
            if replayable { record.projects.append(replaying.project(after: step.number, generating: &record)) }
        }
        return record
    }

    /// A lesson's code changes replayed on its start files, step by step.
    ///
    /// With where each line of each Swift file was written.
    private struct Replaying {
        let lesson: Lesson
        var replay: ProjectReplay
        /// For each file, where each of its lines was written in the lesson.
        ///
        /// Nil: the start project's own line, or a blank line the replay put between two texts.
        var lineOrigins: [String: [SourceLocation?]] = [:]
        /// The same, with the start project's lines mapped to its files (for the type-check).
        var fileOrigins: [String: [SourceLocation?]] = [:]
        var fileMaps: [String: LineMap] = [:]

        init(lesson: Lesson, files: [String: String], occupied: ProjectReplay.Occupied) {
            self.lesson = lesson
            replay = ProjectReplay(files: files, occupied: occupied)
            for (path, text) in files where path.hasSuffix(".swift") {
                let file = lesson.startPath + "/" + path
                fileOrigins[path] = (0..<LessonReplayRecord.lineCount(text)).map {
                    SourceLocation(file: file, line: $0 + 1, column: 1)
                }
                fileMaps[path] = LineMap.block(
                    at: SourceLocation(file: file, line: 1, column: 1), prefixLines: 0,
                    lineCount: LessonReplayRecord.lineCount(text) + 1)
            }
        }

        /// The project's Swift files as they stand, as the project after `step`.
        func project(after step: Int) -> ProjectVersion {
            ProjectVersion(
                step: step,
                files: replay.files.keys.sorted().filter { $0.hasSuffix(".swift") }.map { path in
                    ProjectFile(
                        path: path, text: replay.files[path] ?? "",
                        lineMap: fileMaps[path]
                            ?? LineMap(segments: [], fallback: SourceLocation(file: lesson.file, line: 1, column: 1)))
                })
        }

        /// The project after `step` with the Swift Xcode generates for it.
        ///
        /// From its Core Data models and asset catalogs:
        /// `CoreDataCodegen`'s, each generated line mapped to its model's line (a model file that
        /// cannot be read goes to `record`, once while it stays so), and `AssetSymbols`', each symbol's
        /// line mapped to its asset's `Contents.json`.
        func project(after step: Int, generating record: inout LessonReplayRecord) -> ProjectVersion {
            var version = project(after: step)
            let (generated, problems) = CoreDataCodegen.generate(from: replay.files)
            for problem in problems where !record.modelProblems.contains(where: { $0.problem == problem }) {
                record.modelProblems.append((step == 0 ? nil : step, problem))
            }
            for file in generated {
                let model = lesson.startPath + "/" + file.modelPath
                version.files.append(
                    Self.generatedFile(
                        file.path, file.text,
                        origins: file.modelLines.map { SourceLocation(file: model, line: $0, column: 1) },
                        fallback: SourceLocation(file: model, line: 1, column: 1)))
            }
            if let symbols = AssetSymbols.generate(from: replay.files) {
                let catalog = lesson.startPath + "/" + symbols.path.dropLast(AssetSymbols.fileName.count + 1)
                let origins = symbols.assets.map { asset in
                    asset.map { SourceLocation(file: lesson.startPath + "/" + $0, line: 1, column: 1) }
                }
                version.files.append(
                    Self.generatedFile(
                        symbols.path, symbols.text, origins: origins,
                        fallback: SourceLocation(file: catalog, line: 1, column: 1)))
            }
            return version
        }

        /// A file Xcode generates, never shown as the author's.
        ///
        /// Each of its lines mapped to where it came from (`origins`, one a line; nil: `fallback`).
        private static func generatedFile(
            _ path: String, _ text: String, origins: [SourceLocation?], fallback: SourceLocation
        ) -> ProjectFile {
            let segments = origins.enumerated().compactMap { offset, origin in
                origin.map { LineMap.Segment(lines: offset + 1..<offset + 2, origin: $0) }
            }
            return ProjectFile(
                path: path, text: text,
                lineMap: LineMap(segments: segments, fallback: fallback, snapsToNearestSegment: false))
        }

        /// Applies `step`'s changes, each edit recorded as done or failed.
        ///
        /// Each Swift file it touched goes to `batch` as the step leaves it.
        mutating func apply(_ step: Step, to record: inout LessonReplayRecord, batch: inout CompilationBatch) {
            var touched: [String: Edit] = [:]
            for change in step.changes {
                for (index, edit) in change.projectChanges.enumerated() {
                    let hunk = change.kind.isDiff ? index : nil
                    do {
                        let applied = try replay.apply(edit)
                        let done = Edit(change: change, hunk: hunk, applied: applied, origins: edit.newTextOrigins)
                        record.edits.append(done)
                        touched[applied.path] = done
                        lineOrigins[applied.path] = LessonReplayRecord.origins(
                            after: done, before: lineOrigins[applied.path])
                        fileOrigins[applied.path] = LessonReplayRecord.origins(
                            after: done, before: fileOrigins[applied.path])
                    } catch {
                        record.failures.append(Failure(change: change, hunk: hunk, failure: error))
                    }
                }
            }
            for (path, edit) in touched.sorted(by: { $0.key < $1.key }) where path.hasSuffix(".swift") {
                let text = replay.files[path] ?? ""
                let map = LessonReplayRecord.lineMap(lineOrigins[path] ?? [], fallback: edit.change.location)
                let unit = batch.add(text, lineMap: map, allowsTopLevelCode: LessonReplayRecord.isMainFile(path))
                record.versions.append(FileVersion(path: path, change: edit.change, step: step.number, unit: unit))
                fileMaps[path] = LessonReplayRecord.lineMap(fileOrigins[path] ?? [], fallback: edit.change.location)
            }
        }
    }

    /// The origin of every line of a file after `edit`, from those before it.
    ///
    /// `before` is nil for a file as the start project has it: the lines the edit wrote come from
    /// the lesson, the lines before and after them keep their origins.
    private static func origins(after edit: Edit, before: [SourceLocation?]?) -> [SourceLocation?] {
        let applied = edit.applied
        let old = before ?? Array(repeating: nil, count: applied.before.map(lineCount) ?? 0)
        let total = lineCount(applied.after)
        let prefix = min(applied.newLines.lowerBound - 1, total)
        var result: [SourceLocation?] = (0..<prefix).map { $0 < old.count ? old[$0] : nil }
        for offset in 0..<max(0, min(applied.newLines.count, total - prefix)) {
            result.append(offset < edit.origins.count ? edit.origins[offset] : nil)
        }
        let suffix = total - result.count
        // Only a diff hunk (it replaces text inside the file) leaves lines after its new text.
        if edit.hunk != nil, suffix > 0 {
            let kept = old.suffix(suffix)
            result += Array(repeating: nil, count: suffix - kept.count) + kept
        } else {
            result += Array(repeating: nil, count: suffix)
        }
        return result
    }

    /// Lines that came from the lesson map to the lesson, whichever change of which step wrote them.
    ///
    /// The rest (the start project's own lines) fall back to `fallback`, the step's last change to
    /// the file.
    private static func lineMap(_ origins: [SourceLocation?], fallback: SourceLocation) -> LineMap {
        var segments: [LineMap.Segment] = []
        for (offset, origin) in origins.enumerated() {
            guard let origin else { continue }
            let line = offset + 1
            if let last = segments.last, last.lines.upperBound == line, last.origin.file == origin.file,
                last.origin.column == origin.column, last.origin.line + last.lines.count == origin.line
            {
                segments[segments.count - 1].lines = last.lines.lowerBound..<line + 1
            } else {
                segments.append(LineMap.Segment(lines: line..<line + 1, origin: origin))
            }
        }
        return LineMap(segments: segments, fallback: fallback, snapsToNearestSegment: false)
    }

    /// Only a project's `main.swift` may hold top-level statements.
    private static func isMainFile(_ path: String) -> Bool {
        path == "main.swift" || path.hasSuffix("/main.swift")
    }

    private static func lineCount(_ text: String) -> Int {
        LineEnds.count(in: text.utf8) + 1
    }
}
