import Foundation

/// `course check --no-compiler` of one course, again and again as an editor changes it.
///
/// The language server's check as the author types. Between checks it keeps what each lesson's part
/// of the check is made of — the lesson read from its text, its code changes replayed on its start
/// folder, what it lays on its project's chain — and the course folder's files as it last saw them
/// (`KeptFiles`). A check does again only what changed: a lesson whose text changed (in the editor
/// or on disk) is read and replayed again, a lesson whose start folder changed on disk is replayed
/// again. What depends on more than one lesson is made again from what is kept, every time: the
/// reader's course-wide findings (an id used twice), the chain of each project
/// (`lesson-continuity`: a change in one lesson shows in the start folders of the lessons after
/// it), the lesson files on disk, and the rules over the whole course. So its diagnostics are those
/// of `CourseCheck.run` on the same texts and disk; only what is kept, and the latest of it, is
/// kept.
package struct KeptCourseCheck: Sendable {
    /// What one check did again rather than keep.
    package struct Work: Sendable, Equatable {
        /// The lessons read (parsed) again, by path, in the course's order.
        package var read: [String] = []
        /// The lessons whose code changes were replayed again on their start folder.
        package var replayed: [String] = []
        /// The lessons of the course.
        package var lessons = 0
    }

    /// What a check found.
    ///
    /// The course read (nil when there is none to read) and every diagnostic, as `course check
    /// --no-compiler` orders them.
    package struct Found: Sendable {
        package var course: Course?
        package var diagnostics: [Diagnostic]
        package var work: Work
    }

    private struct ReadLesson: Sendable {
        var text: String
        var lesson: Lesson
        var diagnostics: [Diagnostic]
        /// Tells this reading from every other: what is made from it keeps the number.
        var number: Int
    }

    private struct Replayed: Sendable {
        var reading: Int
        var start: [StartEntry]
        var record: LessonReplayRecord
        var batch: CompilationBatch
        var layer: ProjectChain.Layer
        /// What `CourseCheck.lessonRules` find in the lesson alone.
        var found: [Diagnostic.Rule: [Diagnostic]]
    }

    /// An entry of a start folder, and the version of its bytes (a file's).
    private struct StartEntry: Sendable, Equatable {
        var path: String
        var kind: KeptFiles.Kind
        var version: Int
    }

    /// The course folder, standardized, as the language server names it.
    package let folder: String
    private var files: KeptFiles
    private var decoded: [String: (version: Int, text: String?)] = [:]
    private var lessons: [String: ReadLesson] = [:]
    private var replays: [String: Replayed] = [:]
    private var lessonFiles: (key: [StartEntry], found: [String])?
    private var lastReading = 0
    private var resolvedFolder: String?

    package init(folder: String) {
        self.folder = folder
        files = KeptFiles(root: folder)
    }

    /// Checks the course, reading the files that are keys of `texts` from there, the rest from disk.
    ///
    /// The keys are standardized paths.
    package mutating func check(texts: [String: String]) -> Found {
        let resolved = ContainedPath.resolved(folder)
        if resolved != resolvedFolder {
            self = KeptCourseCheck(folder: folder)
            resolvedFolder = resolved
        }
        files.look()
        var work = Work()
        var source = Source(kept: self)
        let reading: CourseReading
        do throws(CourseReadError) {
            reading = try CourseReader.read(folder: folder, texts: texts, files: &source) { toRead in
                read(toRead, work: &work)
            }
        } catch {
            self.files = source.kept.files
            let manifest = folder + "/" + CourseReader.manifestName
            return Found(
                course: nil,
                diagnostics: [.error("\(error)", at: SourceLocation(file: manifest, line: 1, column: 1))], work: work)
        }
        files = source.kept.files
        decoded = source.decoded
        let course = reading.course
        work.lessons = course.lessons.count
        let paths = Array(files.entries.keys).sorted()
        let lessonList = course.lessons
        let starts = lessonList.map { startEntries(of: $0, among: paths) }
        var done: [Replayed?] = lessonList.indices.map { index in
            let lesson = lessonList[index]
            guard let start = starts[index], let old = replays[lesson.file],
                old.reading == lessons[lesson.file]?.number, old.start == start
            else { return nil }
            return old
        }
        let missing = lessonList.indices.filter { done[$0] == nil }
        let folder = self.folder
        let readerDiagnostics = lessonList.map { lessons[$0.file]?.diagnostics ?? [] }
        let made = Parallel.map(parts: missing.count) { part in
            let lesson = lessonList[missing[part]]
            var own = CompilationBatch()
            let record = LessonReplayRecord.replay(lesson, inside: folder, into: &own)
            let layer = ProjectChain.Layer(lesson, start: ProjectChain.startFolder(of: lesson, courseFolder: folder))
            let found = CourseCheck.lessonFindings(
                lesson, of: course, readerDiagnostics: readerDiagnostics[missing[part]], replay: record, folder: folder)
            return (record, own, layer, found)
        }
        for (part, (record, batch, layer, found)) in made.enumerated() {
            let lesson = lessonList[missing[part]]
            work.replayed.append(lesson.file)
            done[missing[part]] = Replayed(
                reading: lessons[lesson.file]?.number ?? -1, start: starts[missing[part]] ?? [], record: record,
                batch: batch, layer: layer, found: found)
        }
        // A start folder the kept files cannot tell (a link in it) is replayed every time.
        var kept: [String: Replayed] = [:]
        for index in lessonList.indices where starts[index] != nil { kept[lessonList[index].file] = done[index] }
        replays = kept
        let ordered = done.map { $0! }
        var batch = CompilationBatch()
        let prepared = CourseCheck.Prepared(
            lessonFilesOnDisk: lessonFilesOnDisk(among: paths),
            replays: LessonReplayRecord.joined(ordered.map { ($0.record, $0.batch) }, into: &batch), batch: batch,
            continuity: ProjectChain.mismatches(in: lessonList, layers: ordered.map(\.layer)),
            found: Dictionary(
                CourseCheck.lessonRules.map { rule in (rule.id, ordered.flatMap { $0.found[rule.id] ?? [] }) },
                uniquingKeysWith: { a, _ in a }), countsSnippets: false)
        var options = CheckOptions(usesCompiler: false)
        for lesson in lessonList {
            if let text = texts[URL(fileURLWithPath: lesson.file).standardized.path] {
                options.editorTexts[lesson.file] = text
            }
        }
        let diagnostics =
            (try? CourseCheck.run(
                folder: folder, course: course, readerDiagnostics: reading.diagnostics, options: options,
                prepared: prepared
            ).diagnostics) ?? reading.diagnostics
        return Found(course: course, diagnostics: diagnostics, work: work)
    }

    /// The lessons' texts read, or kept from the last check when a lesson's text is the same.
    ///
    /// What is no longer in the course is let go.
    private mutating func read(_ toRead: [(text: String, path: String)], work: inout Work) -> [(
        lesson: Lesson, diagnostics: [Diagnostic]
    )] {
        var kept: [String: ReadLesson] = [:]
        for item in toRead {
            if let old = lessons[item.path], Self.same(old.text, item.text) { kept[item.path] = old }
        }
        let missing = toRead.indices.filter { kept[toRead[$0].path] == nil }
        let made = Parallel.map(parts: missing.count) { part in
            LessonReader.read(text: toRead[missing[part]].text, file: toRead[missing[part]].path)
        }
        for (part, (lesson, diagnostics)) in made.enumerated() {
            let item = toRead[missing[part]]
            lastReading += 1
            kept[item.path] = ReadLesson(text: item.text, lesson: lesson, diagnostics: diagnostics, number: lastReading)
            work.read.append(item.path)
        }
        lessons = kept
        return toRead.map { item in
            let read = kept[item.path]!
            return (read.lesson, read.diagnostics)
        }
    }

    /// Whether two texts are the same bytes (the reader reads bytes: canonically equal texts may differ).
    private static func same(_ a: String, _ b: String) -> Bool {
        var a = a
        var b = b
        return a.withUTF8 { left in
            b.withUTF8 { right in
                left.count == right.count
                    && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
            }
        }
    }

    /// The course folder's path for `path` (under it), when it is a path the kept files can tell.
    ///
    /// When its every folder on the way is a folder the last look saw, with no link or hidden name.
    private func relative(_ path: String) -> String? {
        guard path.hasPrefix(folder + "/") else { return nil }
        let relative = String(path.dropFirst(folder.count + 1))
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") }) else { return nil }
        var prefix = ""
        for part in parts.dropLast() {
            prefix = prefix.isEmpty ? String(part) : prefix + "/" + part
            guard files.entries[prefix]?.kind == .folder else { return nil }
        }
        return relative
    }

    /// Every entry of the lesson's start folder with its version, in path order.
    ///
    /// Nil when the kept files cannot tell it (a link on the way or in it, a path out of the
    /// folder).
    private mutating func startEntries(of lesson: Lesson, among paths: [String]) -> [StartEntry]? {
        guard let start = relative(lesson.startPath) else { return nil }
        guard let entry = files.entries[start] else { return [StartEntry(path: start, kind: .other, version: -1)] }
        guard entry.kind == .folder else { return nil }
        return entries(under: start + "/", among: paths)
    }

    private mutating func entries(under prefix: String, among paths: [String]) -> [StartEntry]? {
        var found: [StartEntry] = []
        var index = Self.firstIndex(notBelow: prefix, in: paths)
        while index < paths.count, paths[index].hasPrefix(prefix) {
            let path = paths[index]
            index += 1
            guard let entry = files.entries[path], entry.kind != .link else { return nil }
            found.append(
                StartEntry(
                    path: path, kind: entry.kind, version: entry.kind == .file ? files.version(of: path) ?? 0 : 0))
        }
        return found
    }

    private static func firstIndex(notBelow key: String, in sorted: [String]) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// `LessonFilesRule.lessonFiles(in:)`, found again only when a Markdown file changed.
    ///
    /// Or when a link anywhere in the folder could lead the walk elsewhere.
    private mutating func lessonFilesOnDisk(among paths: [String]) -> [String] {
        var key: [StartEntry] = []
        var cacheable = true
        for path in paths {
            guard let entry = files.entries[path] else { continue }
            if entry.kind == .link { cacheable = false }
            guard path.hasSuffix(".md") else { continue }
            key.append(
                StartEntry(
                    path: path, kind: entry.kind, version: entry.kind == .file ? files.version(of: path) ?? 0 : 0))
        }
        if cacheable, let kept = lessonFiles, kept.key == key { return kept.found }
        let found = LessonFilesRule.lessonFiles(in: folder)
        lessonFiles = cacheable ? (key, found) : nil
        return found
    }

    /// The reader's files: the kept ones where they can tell, the disk's otherwise.
    private struct Source: CourseReader.Files {
        var kept: KeptCourseCheck
        var decoded: [String: (version: Int, text: String?)] = [:]

        mutating func exists(_ path: String) -> Bool {
            if let relative = kept.relative(path), let entry = kept.files.entries[relative], entry.kind != .link {
                return true
            }
            if let relative = kept.relative(path), kept.files.entries[relative] == nil { return false }
            return CourseReader.Disk().exists(path)
        }

        mutating func text(_ path: String) -> String? {
            guard let relative = kept.relative(path), kept.files.entries[relative]?.kind == .file,
                let version = kept.files.version(of: relative)
            else { return CourseReader.Disk().text(path) }
            if let old = kept.decoded[path], old.version == version {
                decoded[path] = old
                return old.text
            }
            // Decoded as the disk reader decodes it; a change meanwhile shows as a new version next time.
            let text = CourseReader.Disk().text(path)
            decoded[path] = (version, text)
            return text
        }
    }
}
