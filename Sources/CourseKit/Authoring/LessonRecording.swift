import Foundation

/// `course record`: a folder the author edited, written as code changes at the end of step K.
///
/// The code changes turn the project as it stands after step K−1 of a lesson (the replay `course
/// snapshot` writes) into the folder, written as change blocks at the end of step K's section.
/// Planned first, checked, written after: nothing is written unless the lesson, with the blocks,
/// replays — step K giving exactly the edited files (normalised, see `ProjectComparison`) and every
/// later step and lesson still applying, as `course check` holds them.
package struct LessonRecording: Sendable {
    package struct Request: Sendable {
        package var step: Int
        /// The folder the author edited (`course snapshot --out` wrote it).
        package var folder: String
        /// The title of a new step (K one past the last).
        package var title: String?
        /// Swap the step's code changes for the recorded ones.
        package var replacing: Bool
        /// Only to print: a new step without a title gets `placeholderTitle`.
        package var dryRun: Bool

        /// What to record.
        ///
        /// - Parameters:
        ///   - step: K, the step whose changes the folder shows.
        ///   - folder: The folder the author edited.
        ///   - title: The title of a new step (K one past the last).
        ///   - replacing: Swap the step's code changes for the recorded ones.
        ///   - dryRun: Only print what would be written.
        package init(step: Int, folder: String, title: String? = nil, replacing: Bool = false, dryRun: Bool = false) {
            self.step = step
            self.folder = folder
            self.title = title
            self.replacing = replacing
            self.dryRun = dryRun
        }
    }

    /// The heading's title of a new step in a dry run without `--title`.
    package static let placeholderTitle = "TITLE"

    package var lesson: Lesson
    package var step: Int
    /// Whether the step's heading is written too.
    package var isNewStep: Bool
    /// The changes, in the order written.
    package var changes: [RecordedChange]
    /// How many change blocks `--replace` took out.
    package var replacedCount: Int
    /// What is written at the end of the step's section.
    ///
    /// The heading of a new step, and each change's lead-in sentence and block.
    package var markdown: String
    /// The lesson file before and after.
    var oldText: String
    package var newText: String

    /// Whether writing changes the lesson at all.
    package var changesLesson: Bool { oldText != newText }

    /// Plans the recording of `request` into `lesson`.
    ///
    /// The request checked (`validate`), the edited folder compared with the project after step K−1
    /// (`replay`), the blocks written into the lesson's text and the lesson checked to replay with
    /// them (`written`).
    package static func plan(
        _ request: Request, lesson: Lesson, course: Course,
        courseFolder: String
    ) throws(RecordFailure) -> LessonRecording {
        let validated = try validate(request, lesson: lesson)
        let replayed = try replay(lesson, before: validated.step, edited: request.folder, courseFolder: courseFolder)
        return try written(
            replayed, into: lesson, as: validated, course: course, courseFolder: courseFolder)
    }

    /// What a valid request asks for: the step, the title of a new one, the changes it replaces.
    struct ValidRequest {
        var step: Int
        /// The step as it is; nil for a new one.
        var existing: Step?
        /// The heading's title, for a new step.
        var title: String?
        /// The step's code changes that `--replace` takes out.
        var replaced: [CodeChange]
    }

    /// The request checked against the lesson.
    ///
    /// A step of it or the one after its last, a title exactly for a new step, the edited folder
    /// there, `--replace` for a step with changes.
    static func validate(_ request: Request, lesson: Lesson) throws(RecordFailure) -> ValidRequest {
        let last = lesson.steps.map(\.number).max() ?? 0
        let number = request.step
        guard (1...(last + 1)).contains(number) else { throw .noSuchStep(number, lesson: lesson.number, last: last) }
        let existing = lesson.steps.first { $0.number == number }
        var title: String?
        if existing == nil {
            guard let given = request.title ?? (request.dryRun ? placeholderTitle : nil) else {
                throw .needsTitle(step: number)
            }
            let trimmed = given.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { throw .badTitle("a title that is not empty") }
            guard !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw .badTitle("a title on one line, without control characters")
            }
            title = trimmed
        } else if request.title != nil {
            throw .titleForExistingStep(number)
        }
        // The edited folder first: without it, nothing else can be said.
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: request.folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw .noFolder(request.folder)
        }
        let replaced = existing?.changes ?? []
        if !replaced.isEmpty, !request.replacing { throw .stepHasChanges(step: number, count: replaced.count) }
        return ValidRequest(step: number, existing: existing, title: title, replaced: replaced)
    }

    /// The project after step K−1 and the edited folder, compared: the changes between them.
    struct Replayed {
        var snapshots: LessonSnapshotsInput
        /// The project's files after step K−1.
        var before: [String: String]
        var comparison: ProjectComparison
        /// The changes, in reading order.
        var changes: [RecordedChange]
    }

    /// The lesson replayed up to the step before `step`, and the changes that turn it into `edited`.
    ///
    /// Replayed from its start folder; `edited` is the folder the author edited. Every change the
    /// format cannot express is said at once.
    static func replay(
        _ lesson: Lesson, before step: Int, edited folder: String, courseFolder: String
    ) throws(RecordFailure) -> Replayed {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: lesson.startPath, isDirectory: &isFolder), isFolder.boolValue
        else {
            throw .noStartFolder(lesson.startPath)
        }
        let snapshots: LessonSnapshotsInput
        do {
            snapshots = try LessonSnapshotsInput(lesson: lesson, courseFolder: courseFolder)
        } catch {
            throw .unreadableFolder(error.description)
        }
        let before: [String: String]
        do {
            before = try ProjectReplay.files(
                of: lesson, startingFiles: snapshots.files, occupied: snapshots.occupied,
                throughStep: step - 1)
        } catch {
            throw .previousDoesNotReplay(
                "the code changes of lesson \(lesson.number) do not replay up to step \(step - 1): "
                    + "\(error); run 'course check' to see where")
        }
        let edited = try editedFiles(in: folder)
        let comparison = ProjectComparison(
            files: before, others: snapshots.others, edited: edited,
            projectFolder: snapshots.projectFolder)
        var problems = comparison.problems
        var changes: [RecordedChange] = []
        for file in comparison.changed {
            guard let recorded = FileChangeRecorder.changes(file: file.path, old: file.old, new: file.new) else {
                problems.append(
                    "'\(file.path)': no code change replays to the edited file (are its line ends \"\\n\"?); "
                        + "make the change in the lesson by hand")
                continue
            }
            changes += recorded
        }
        guard problems.isEmpty else { throw .cannotExpress(problems) }
        return Replayed(
            snapshots: snapshots, before: before, comparison: comparison, changes: inReadingOrder(changes))
    }

    /// The recording: the change blocks written at the end of the step's section of the lesson's text.
    ///
    /// A new step's heading too; checked to replay (`verify`) when they change it.
    static func written(
        _ replayed: Replayed, into lesson: Lesson, as request: ValidRequest, course: Course, courseFolder: String
    ) throws(RecordFailure) -> LessonRecording {
        guard let data = FileManager.default.contents(atPath: lesson.file),
            let oldText = String(validating: data, as: UTF8.self)
        else {
            throw .unreadableLesson("cannot read '\(lesson.file)' as UTF-8 text")
        }
        let lineEnd = oldText.contains("\r\n") ? "\r\n" : "\n"
        var blocks: [String] = []
        for change in replayed.changes {
            guard let block = ChangeBlockText.markdown(change, lineEnd: lineEnd) else {
                throw .cannotExpress([
                    "'\(change.file)': its path (or a preview's name) holds both kinds of quote or a line end, "
                        + "which an attribute cannot hold; rename it"
                ])
            }
            blocks.append(block)
        }
        let number = request.step
        var markdown = blocks.joined(separator: lineEnd)
        if let title = request.title {
            markdown = "## Step \(number): \(title)" + lineEnd + (markdown.isEmpty ? "" : lineEnd + markdown)
        }
        let newText = try LessonText(oldText).inserting(
            markdown, lineEnd: lineEnd, lesson: lesson, step: number, removing: request.replaced)
        let recording = LessonRecording(
            lesson: lesson, step: number, isNewStep: request.existing == nil, changes: replayed.changes,
            replacedCount: request.replaced.count, markdown: markdown, oldText: oldText, newText: newText)
        guard recording.changesLesson else { return recording }
        do throws(RecordFailure) {
            let expected = replayed.before.merging(
                replayed.comparison.changed.map { ($0.path, $0.new) }, uniquingKeysWith: { $1 })
            try recording.verify(
                course: course, courseFolder: courseFolder, expected: expected, snapshots: replayed.snapshots)
        } catch {
            // The problems are at lines of the lesson on disk; what would have gone in, after them.
            guard case .wouldNotReplay(let problems) = error else { throw error }
            throw .wouldNotReplay(
                problems + ["the recorded text, for the end of step \(number)'s section (not written):\n" + markdown])
        }
        return recording
    }

    /// The changes in the order an author explains them.
    ///
    /// New files first (a change that uses one comes after it), then the changes to the files there
    /// were, each file's blocks in file order (as recorded); files in path order within each.
    static func inReadingOrder(_ changes: [RecordedChange]) -> [RecordedChange] {
        changes.enumerated().sorted { a, b in
            let (aNew, bNew) = (a.element.kind == .create, b.element.kind == .create)
            if aNew != bNew { return aNew }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// Replaces the lesson file with the new text, atomically (a link to it stays a link).
    package func write() throws(RecordFailure) {
        guard changesLesson else { return }
        do {
            try AtomicFile.write(Data(newText.utf8), to: lesson.file)
        } catch {
            throw .cannotWrite(error.description)
        }
    }

    /// The lesson with the blocks.
    ///
    /// It reads without errors, step K replays to `expected`, and `course check`'s replay rules
    /// find nothing they did not find before.
    private func verify(
        course: Course, courseFolder: String, expected: [String: String],
        snapshots: LessonSnapshotsInput
    ) throws(RecordFailure) {
        // The course was read without errors (a course with errors is not recorded into), so the
        // lesson must read without any.
        let (newLesson, diagnostics) = LessonReader.read(text: newText, file: lesson.file)
        let errors = diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { throw .wouldNotReplay(errors.map(onDisk)) }
        guard newLesson.steps.filter({ $0.number == step }).count == 1,
            let written = newLesson.steps.first(where: { $0.number == step }), written.changes.count == changes.count
        else {
            throw .wouldNotReplay([
                "the lesson does not read back with step \(step) holding the \(changes.count) recorded changes"
            ])
        }
        do {
            let replayed = try ProjectReplay.files(
                of: newLesson, startingFiles: snapshots.files, occupied: snapshots.occupied,
                throughStep: step)
            let differing = Set(replayed.keys).union(expected.keys).filter { replayed[$0] != expected[$0] }.sorted()
            guard differing.isEmpty else {
                throw RecordFailure.wouldNotReplay(
                    differing.map { "'\($0)': step \(step) replayed does not give the edited file" })
            }
        } catch let failure as RecordFailure {
            throw failure
        } catch {
            throw .wouldNotReplay(["step \(step) does not replay: \(error)"])
        }
        var changedCourse = course
        if let index = changedCourse.lessons.firstIndex(where: { $0.file == lesson.file }) {
            changedCourse.lessons[index] = newLesson
        }
        let after = CourseCheck.replayDiagnostics(folder: courseFolder, course: changedCourse).filter {
            $0.severity == .error
        }
        guard !after.isEmpty else { return }
        // Only what the blocks brought: a problem the course had before is not the recording's.
        let before = CourseCheck.replayDiagnostics(folder: courseFolder, course: course).filter {
            $0.severity == .error
        }
        let added = Self.added(after, to: before)
        guard added.isEmpty else { throw .wouldNotReplay(added.map(onDisk)) }
    }

    /// A problem found in the lesson as it would be with the blocks, said where the author can see it.
    ///
    /// A line of the lesson on disk at its line there; a line of a recorded block (in no file yet)
    /// as that block's line, with its text.
    func onDisk(_ diagnostic: Diagnostic) -> String {
        guard diagnostic.location.file == lesson.file else { return diagnostic.description }
        let newLines = LineDiff.split(newText)
        var oldLine: [Int: Int] = [:]  // 1-based, new → old
        for line in LineDiff.lines(from: LineDiff.split(oldText), to: newLines) {
            if case .same(let old, let new) = line { oldLine[new + 1] = old + 1 }
        }
        var moved = diagnostic
        // The hint's own places in the lesson ("lesson line 122") move the same way.
        moved.hint = diagnostic.hint.map { Self.movingLessonLines(in: $0) { oldLine[$0] } }
        let line = diagnostic.location.line
        if let old = oldLine[line] {
            moved.location.line = old
            return moved.description
        }
        // A recorded line: its block is the nearest fence above it that the recording wrote.
        guard line >= 1, line <= newLines.count else { return diagnostic.description }
        var fence = line
        while fence >= 1, oldLine[fence] == nil, !Self.isChangeFence(newLines[fence - 1]) { fence -= 1 }
        let shown = InertText.line(String(newLines[line - 1].trimmingCharacters(in: .newlines)))
        guard fence >= 1, oldLine[fence] == nil else {
            moved.message += " (in the recorded text, not yet in the lesson: \(shown))"
            moved.location.line = max(1, (oldLine.filter { $0.key < line }.values.max() ?? 0))
            return moved.description
        }
        let info = InertText.line(newLines[fence - 1].drop { $0 == "`" || $0 == " " }.trimmingCharacters(in: .newlines))
        let headline =
            "\(lesson.file): in the recorded block `\(info)`, its line \(line - fence): "
            + "\(diagnostic.severity.rawValue): \(InertText.line(diagnostic.message))"
            + (diagnostic.rule.map { " [\($0.rawValue)]" } ?? "")
        var text = headline + "\n  the line: " + shown
        if let hint = moved.hint { text += "\n  hint: " + InertText.text(hint) }
        return text
    }

    /// `text` with each "lesson line N" said where the author can find it.
    ///
    /// One whose line `moved` knows is said at its line on disk, and one it does not (a recorded
    /// line) as such.
    static func movingLessonLines(in text: String, _ moved: (Int) -> Int?) -> String {
        let marker = "lesson line "
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: marker) {
            result += rest[..<range.upperBound]
            rest = rest[range.upperBound...]
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard let number = Int(digits) else { continue }
            rest = rest.dropFirst(digits.count)
            if let old = moved(number) {
                result += String(old)
            } else {
                result.removeLast(marker.count)
                result += "the recorded text"
            }
        }
        return result + rest
    }

    private static func isChangeFence(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " }
        return (trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~")) && trimmed.contains("file=")
    }

    /// The diagnostics of `new` that `old` does not have (by rule and message: the lines move).
    private static func added(_ new: [Diagnostic], to old: [Diagnostic]) -> [Diagnostic] {
        var counts: [String: Int] = [:]
        for diagnostic in old { counts["\(diagnostic.rule?.rawValue ?? "") \(diagnostic.message)", default: 0] += 1 }
        return new.filter { diagnostic in
            let key = "\(diagnostic.rule?.rawValue ?? "") \(diagnostic.message)"
            guard let count = counts[key], count > 0 else { return true }
            counts[key] = count - 1
            return false
        }
    }

    /// Every file of the edited folder but the ignored ones, by path; a link out of it is refused.
    private static func editedFiles(in folder: String) throws(RecordFailure) -> [String: Data] {
        let url = URL(fileURLWithPath: folder)
        let entries: [(path: String, url: URL)]
        do {
            entries = try ProjectFolder.regularFiles(in: url, inside: url)
        } catch {
            throw .unreadableFolder(error.description)
        }
        var files: [String: Data] = [:]
        for entry in entries where !ProjectComparison.isIgnored(entry.path) {
            guard let data = FileManager.default.contents(atPath: entry.url.path) else {
                throw .unreadableFolder("cannot read '\(entry.url.relativePath)'")
            }
            files[entry.path] = data
        }
        return files
    }
}

/// A lesson's start folder as the replay reads it.
///
/// Text files, the other files with their bytes, and the folder inside it whose files the steps
/// change (`Trips/`, named as the project).
struct LessonSnapshotsInput: Sendable {
    var files: [String: String]
    var occupied: ProjectReplay.Occupied
    var others: [String: Data]
    var projectFolder: String

    init(lesson: Lesson, courseFolder: String) throws(ProjectFolderError) {
        let start = URL(fileURLWithPath: lesson.startPath)
        let boundary = URL(fileURLWithPath: courseFolder)
        files = try ProjectReplay.files(in: start, inside: boundary)
        occupied = try ProjectReplay.occupiedPaths(in: start, inside: boundary)
        var others: [String: Data] = [:]
        for entry in try ProjectFolder.regularFiles(in: start, inside: boundary) where files[entry.path] == nil {
            others[entry.path] = FileManager.default.contents(atPath: entry.url.path) ?? Data()
        }
        self.others = others
        projectFolder = occupied.folders.contains(lesson.project) ? lesson.project + "/" : ""
    }
}

/// A lesson file's lines, each with its line end, for writing blocks into it.
///
/// Every byte not written or taken out stays.
struct LessonText {
    private var lines: [Substring]

    init(_ text: String) {
        lines = LineEnds.linesWithEnds(of: text[...])
    }

    /// The text with the blocks of `removing` taken out and `markdown` written at step `step`'s end.
    ///
    /// Each block is taken out with the empty line before it, and the lead-in sentence `course
    /// record` would write for it, if that is the paragraph before. `markdown` goes after the last
    /// line of the step's section that is not empty (a new step's after the last step's), set off
    /// by an empty line.
    func inserting(
        _ markdown: String, lineEnd: String, lesson: Lesson, step: Int,
        removing changes: [CodeChange]
    ) throws(RecordFailure) -> String {
        var removed = Set<Int>()  // 0-based
        for change in changes {
            let fence = change.location.line - 1
            let close = change.codeLocation.line - 1 + LineEnds.count(in: change.code.utf8)
            guard fence >= 0, close < lines.count, close > fence, Self.isFence(lines[close]) else {
                throw .wouldNotReplay([
                    "cannot find the end of the code change at \(change.location.file):\(change.location.line); "
                        + "is its block closed? Remove it by hand, or run 'course check'"
                ])
            }
            removed.formUnion(fence...close)
            // The lead-in sentence `course record` writes goes with its block; prose of the author's stays.
            var first = fence
            let leadIn = ChangeBlockText.leadIn(
                RecordedChange(
                    kind: change.kind, file: change.file, target: change.target,
                    code: change.code))
            if fence >= 2, Self.isBlank(lines[fence - 1]), String(LineEnds.droppingFinal(lines[fence - 2])) == leadIn {
                first = fence - 2
                removed.formUnion(first..<fence)
            }
            if first >= 1, Self.isBlank(lines[first - 1]) { removed.insert(first - 1) }
        }
        // The section the blocks go in: from its heading to the next level-2 heading.
        let heading =
            lesson.steps.first { $0.number == step }?.location.line
            ?? lesson.steps.filter { $0.number < step }.max { $0.number < $1.number }?.location.line
        let sectionStarts =
            (lesson.steps.map(\.location.line) + lesson.intro.map(\.location.line)
            + lesson.closing.map(\.location.line)).sorted()
        let end: Int  // 0-based, the first line after the section
        var last: Int  // 0-based, the section's last line that is not empty or taken out
        if let heading {
            end = (sectionStarts.first { $0 > heading } ?? lines.count + 1) - 1
            last = min(end, lines.count) - 1
            while last >= heading - 1, removed.contains(last) || Self.isBlank(lines[last]) { last -= 1 }
            last = max(last, heading - 1)
        } else {
            // No step before it: before the first section that holds cards or questions, else at the end.
            end =
                ((lesson.closing + lesson.intro).filter { $0.role != .prose }.map(\.location.line).min() ?? lines.count
                    + 1) - 1
            last = min(end, lines.count) - 1
            while last >= 0, removed.contains(last) || Self.isBlank(lines[last]) { last -= 1 }
        }
        var result = ""
        for index in lines.indices where !removed.contains(index) {
            result += lines[index]
            if index == last {
                result += Self.insertion(
                    markdown, after: lines[index], lineEnd: lineEnd, beforeMore: index + 1 < lines.count)
            }
        }
        if last < 0 {
            result = Self.insertion(markdown, after: nil, lineEnd: lineEnd, beforeMore: !lines.isEmpty) + result
        }
        return result
    }

    /// What goes after the line `after`.
    ///
    /// A line end if it has none, an empty line, the Markdown, and an empty line when more of the
    /// lesson follows.
    private static func insertion(_ markdown: String, after line: Substring?, lineEnd: String, beforeMore: Bool)
        -> String
    {
        guard !markdown.isEmpty else { return "" }
        var text = ""
        if let line, !(line.hasSuffix("\n") || line.hasSuffix("\r")) { text += lineEnd }
        if line != nil { text += lineEnd }
        text += markdown
        if beforeMore && line == nil { text += lineEnd }
        return text
    }

    private static func isBlank(_ line: Substring) -> Bool {
        line.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
    }

    private static func isFence(_ line: Substring) -> Bool {
        let trimmed = line.drop { $0 == " " }
        return trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~")
    }
}

extension LessonRecording {
    /// What the type-check finds wrong with the recorded step, once written.
    ///
    /// The lesson checked as `course check` checks it (`CourseCheck.run(lessons:)`, through its
    /// cache), and the errors of step K's project at the lesson's lines (the new ones). Recorded
    /// work in progress is written all the same; the author hears of it at once rather than at the
    /// next check. `skipped`: why step K was not type-checked, whatever the reason (no compiler, an
    /// interface that did not build, a check that failed), as a sentence; nil when it was.
    package func stepErrors(
        courseFolder: String, options: CheckOptions
    ) -> (errors: [Diagnostic], skipped: String?) {
        let result: CheckResult
        let written: Lesson
        let heading: Int
        do {
            let reading = try CourseReader.read(folder: courseFolder)
            guard let found = reading.course.lessons.first(where: { $0.file == lesson.file }),
                let line = found.steps.first(where: { $0.number == step })?.location.line
            else { return ([], "step \(step) is not in \(lesson.file) as it reads back") }
            (written, heading) = (found, line)
            result = try CourseCheck.run(
                lessons: [written], folder: courseFolder, course: reading.course,
                readerDiagnostics: reading.diagnostics, options: options)
        } catch {
            return ([], TypecheckSetupFailure.sentence(error))
        }
        if let skipped = result.compilerSkipped { return ([], skipped.reason) }
        if let failure = result.typecheckFailure { return ([], failure) }
        let verdict = result.verdicts?.items.first {
            $0.kind == "step" && $0.file == lesson.file && $0.owner == "step \(step)"
        }
        guard let verdict, verdict.verdict != .notTypeChecked else {
            return ([], "course check did not type-check it; run 'course check \(courseFolder) --typecheck' to see why")
        }
        let next = written.steps.map(\.location.line).filter { $0 > heading }.min() ?? Int.max
        let errors = result.diagnostics.filter {
            $0.severity == .error && $0.rule == .stepTypecheck && $0.location.file == lesson.file
                && (heading..<next).contains($0.location.line)
        }
        return (errors, nil)
    }
}
