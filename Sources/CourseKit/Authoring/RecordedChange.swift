/// One code change as `course record` writes it.
///
/// What a careful author would write for one file (docs/format.md, "Authoring with the app").
package struct RecordedChange: Sendable, Equatable {
    package var kind: CodeChange.Kind
    /// Relative to the start folder: `Trips/TripSummary.swift`.
    package var file: String
    /// For `.replace`: the declaration or preview replaced.
    package var target: ChangeTarget?
    /// The block's content, ending in a newline.
    ///
    /// The code for create and append; for replace and edit the diff lines (` `, `-` or `+` and the
    /// line; an unchanged empty line empty), hunks separated by a line `@@`.
    package var code: String

    /// The edits that replay it, as the lesson's reader will read the block back.
    var projectChanges: [ProjectChange] {
        switch kind {
        case .create: return [ProjectChange(path: file, operation: .createFile(text: code))]
        case .append: return [ProjectChange(path: file, operation: .appendToFile(text: code))]
        case .replace, .edit:
            return Self.hunks(of: code).map {
                ProjectChange(path: file, operation: .replace(before: $0.before, after: $0.after))
            }
        }
    }

    /// The "before" and "after" texts of each hunk of a diff written by `FileChangeRecorder`.
    private static func hunks(of diff: String) -> [(before: String, after: String)] {
        var hunks: [(before: String, after: String)] = [("", "")]
        for line in LineDiff.split(diff) {
            if line.hasPrefix("@@") {
                hunks.append(("", ""))
                continue
            }
            let text = line.isEmpty ? "" : String(line.dropFirst()) + ""
            switch line.first {
            case "-": hunks[hunks.count - 1].before += text + "\n"
            case "+": hunks[hunks.count - 1].after += text + "\n"
            default:
                hunks[hunks.count - 1].before += text + "\n"
                hunks[hunks.count - 1].after += text + "\n"
            }
        }
        return hunks
    }

    /// How many lines the block holds.
    package var lineCount: Int { LineDiff.split(code).count }
}

/// The changes that turn one file of the project into what the author made of it.
///
/// Chosen as docs/format.md says an author would ("Authoring with the app", "Replace or edit"): a
/// new file is `create`; each changed top-level declaration or `#Preview` is a `replace` of the
/// whole declaration (doc comments and attributes included), unless the change is a small part of
/// it (`prefersEdit`), when its hunks go into the file's `edit`; declarations added at the end are
/// an `append` when replaying it gives exactly the new text; what is left is one `edit` whose hunks
/// have `editContext` unchanged lines on each side, more where the "before" text would not occur
/// once. The app's `@main` type is changed by `edit`: "in `TripsApp.swift`, make these changes".
/// When the edit needs so much context that the file's blocks are no shorter than with those
/// declarations replaced, or no context makes it replay, they are replaced.
///
/// Every result is replayed before it is returned: the changes, applied in order by
/// `ProjectReplay`, give exactly `new`. Nil when no changes can (a file whose line ends are not
/// "\n", for one).
enum FileChangeRecorder {
    static func changes(file: String, old: String?, new: String) -> [RecordedChange]? {
        guard let old else {
            let create = [RecordedChange(kind: .create, file: file, code: new)]
            return replays(create, old: nil, new: new) ? create : nil
        }
        guard old != new else { return [] }
        let (planned, leftToEdit) = declarationChanges(file: file, old: old, new: new, hunks: true)
        let plannedReplays = replays(planned, old: old, new: new)
        if leftToEdit {
            // The declarations replaced instead, when the edit's hunks had to grow too wide to save
            // lines, or did not replay.
            let replaced = declarationChanges(file: file, old: old, new: new, hunks: false).changes
            if replays(replaced, old: old, new: new), !plannedReplays || lineCount(replaced) <= lineCount(planned) {
                return replaced
            }
        }
        if plannedReplays { return planned }
        // What the declarations suggested did not replay: the whole change as one edit.
        guard let edit = editChange(file: file, from: old, to: new) else { return nil }
        return replays([edit], old: old, new: new) ? [edit] : nil
    }

    /// Whether `changes`, replayed on `old`, give exactly `new`.
    private static func replays(_ changes: [RecordedChange], old: String?, new: String) -> Bool {
        var replay = ProjectReplay(files: old.map { ["f": $0] } ?? [:])
        do {
            for change in changes {
                for edit in change.projectChanges {
                    try replay.apply(ProjectChange(path: "f", operation: edit.operation))
                }
            }
        } catch {
            return false
        }
        return replay.files["f"] == new
    }

    private static func lineCount(_ changes: [RecordedChange]) -> Int {
        changes.reduce(0) { $0 + $1.lineCount }
    }

    /// How many unchanged lines an edit hunk shows on each side of a run of changed lines.
    ///
    /// Before it grows to be unique (docs/format.md, "Replace or edit").
    static let editContext = 3

    /// Whether a changed declaration is better shown as edit hunks (docs/format.md, "Replace or edit").
    ///
    /// `diff` is its whole-declaration diff (the block `replace` would write: ` `, `-` and `+`
    /// lines). Hunks are better when its changed lines (`-` and `+`) are under a third of the
    /// diff's lines, and hunks of them with `editContext` unchanged lines on each side (within the
    /// declaration) leave out at least a third of the diff's lines.
    static func prefersEdit(diff: String) -> Bool {
        let changed = LineDiff.split(diff).map { $0.hasPrefix("-") || $0.hasPrefix("+") }
        let count = changed.count(where: { $0 })
        guard count > 0, count * 3 < changed.count else { return false }
        var shown = [Bool](repeating: false, count: changed.count)
        for (index, isChanged) in changed.enumerated() where isChanged {
            for near in max(0, index - editContext)...min(changed.count - 1, index + editContext) { shown[near] = true }
        }
        return shown.count(where: { !$0 }) * 3 >= changed.count
    }

    /// Replaces of the declarations that changed, then an edit for the rest, then an append.
    ///
    /// With `hunks`, a declaration that `prefersEdit` is left to the edit (`leftToEdit` says
    /// whether one was).
    private static func declarationChanges(file: String, old: String, new: String, hunks: Bool) -> (
        changes: [RecordedChange], leftToEdit: Bool
    ) {
        let before = SwiftFileOutline(old)
        let after = SwiftFileOutline(new)
        var result: [RecordedChange] = []
        var leftToEdit = false
        var text = old
        let oldKeys = keys(of: before)
        let newKeys = keys(of: after)
        let alignment = LineDiff.lines(from: oldKeys, to: newKeys)
        var lastMatched = -1
        for line in alignment {
            guard case .same(let o, let n) = line else { continue }
            lastMatched = n
            let oldItem = before.items[o]
            let newItem = after.items[n]
            let was = before.text(of: oldItem)
            let now = after.text(of: newItem)
            guard was != now, !oldItem.isEntryPoint, !newItem.isEntryPoint,
                oldKeys.filter({ $0 == oldKeys[o] }).count == 1, newKeys.filter({ $0 == newKeys[n] }).count == 1,
                let target = target(of: oldItem, in: before)
            else { continue }
            var replay = ProjectReplay(files: ["f": text])
            guard (try? replay.apply(ProjectChange(path: "f", operation: .replace(before: was, after: now)))) != nil,
                let replaced = replay.files["f"]
            else { continue }
            let diff = LineDiff.lines(
                from: Array(before.lines[oldItem.lines]).map(String.init),
                to: Array(after.lines[newItem.lines]).map(String.init))
            let code = diff.map { line -> String in
                switch line {
                case .same(let o, _): diffLine(" ", String(before.lines[oldItem.lines.lowerBound + o]))
                case .removed(let o): diffLine("-", String(before.lines[oldItem.lines.lowerBound + o]))
                case .added(let n): diffLine("+", String(after.lines[newItem.lines.lowerBound + n]))
                }
            }.joined()
            if hunks, prefersEdit(diff: code) {
                leftToEdit = true
                continue
            }
            text = replaced
            result.append(RecordedChange(kind: .replace, file: file, target: target, code: code))
        }
        // Declarations after the last one the old file had too: an append, if it replays exactly.
        var goal = new
        var appended: String?
        if lastMatched + 1 < after.items.count {
            let first = after.items[lastMatched + 1].lines.lowerBound
            var head = Array(after.lines[..<first])
            while let last = head.last, last.allSatisfy({ $0 == " " || $0 == "\t" }) { head.removeLast() }
            let kept = head.map { $0 + "\n" }.joined()
            let tail = after.lines[first...].map { $0 + "\n" }.joined()
            if (kept.isEmpty ? tail : kept + "\n" + tail) == new {
                goal = kept
                appended = tail
            }
        }
        if text != goal {
            if let edit = editChange(file: file, from: text, to: goal) {
                result.append(edit)
            } else {
                return ([], leftToEdit)
            }
        }
        if let appended { result.append(RecordedChange(kind: .append, file: file, code: appended)) }
        return (result, leftToEdit)
    }

    /// How items are matched between the two files.
    ///
    /// A declaration by kind and name, a named preview by its name, an unnamed one by its place
    /// among the unnamed ones, anything else by its text.
    private static func keys(of outline: SwiftFileOutline) -> [String] {
        var unnamed = 0
        return outline.items.map { item in
            switch item.kind {
            case .declaration(let keyword, let name): return "\(keyword) \(name)"
            case .preview(let name?): return "#Preview \"\(name)\""
            case .preview(nil):
                unnamed += 1
                return "#Preview \(unnamed)"
            case .other: return "other " + outline.text(of: item)
            }
        }
    }

    /// What `target=` or `preview=` names `item` by; nil when the format cannot name it.
    private static func target(of item: SwiftFileOutline.Item, in outline: SwiftFileOutline) -> ChangeTarget? {
        switch item.kind {
        case .declaration(let keyword, let name):
            return SwiftFileOutline.targetKeywords.contains(keyword)
                ? ChangeTarget(declaration: "\(keyword) \(name)") : nil
        case .preview(let name?):
            return ChangeTarget(previewName: name)
        case .preview(nil):
            let position =
                outline.items.prefix { $0 != item }.filter { if case .preview = $0.kind { true } else { false } }.count
                + 1
            return ChangeTarget(previewPosition: position)
        case .other:
            return nil
        }
    }

    private static func diffLine(_ mark: String, _ text: String) -> String {
        mark == " " && text.isEmpty ? "\n" : mark + text + "\n"
    }

    /// One `edit` turning `old` into `new`.
    ///
    /// Hunks of changed lines with `editContext` unchanged lines on each side (fewer at the file's
    /// ends; hunks that meet are one), widened (a hunk at a time) until each "before" text occurs
    /// exactly once in the file as the hunks before it left it. Nil when `old` is empty (a hunk
    /// needs a "before" text).
    static func editChange(file: String, from old: String, to new: String) -> RecordedChange? {
        let oldLines = LineDiff.split(old)
        let newLines = LineDiff.split(new)
        guard !oldLines.isEmpty, LineDiff.endsWithNewline(old), LineDiff.endsWithNewline(new) || new.isEmpty else {
            return nil
        }
        let lines = LineDiff.lines(from: oldLines, to: newLines)
        // Runs of changed lines, as ranges of `lines`, each with its context.
        var runs: [(range: Range<Int>, context: Int)] = []
        var index = 0
        while index < lines.count {
            if case .same = lines[index] {
                index += 1
                continue
            }
            let start = index
            while index < lines.count, !{ if case .same = lines[index] { true } else { false } }() { index += 1 }
            runs.append((start..<index, editContext))
        }
        guard !runs.isEmpty else { return nil }
        while true {
            // Runs widened by their context, merged where they meet.
            var hunks: [(range: Range<Int>, runs: [Int])] = []
            for (number, run) in runs.enumerated() {
                let range =
                    max(0, run.range.lowerBound - run.context)..<min(lines.count, run.range.upperBound + run.context)
                if let last = hunks.last, last.range.upperBound >= range.lowerBound {
                    hunks[hunks.count - 1] = (
                        last.range.lowerBound..<max(last.range.upperBound, range.upperBound), last.runs + [number]
                    )
                } else {
                    hunks.append((range, [number]))
                }
            }
            var replay = ProjectReplay(files: ["f": old])
            var widen: [Int]?
            for hunk in hunks {
                let (before, after) = texts(lines[hunk.range], old: oldLines, new: newLines)
                guard !before.isEmpty,
                    (try? replay.apply(ProjectChange(path: "f", operation: .replace(before: before, after: after))))
                        != nil
                else {
                    widen = hunk.runs
                    break
                }
            }
            guard let widen else {
                let code = hunks.map { hunk in
                    lines[hunk.range].map { line -> String in
                        switch line {
                        case .same(let o, _): diffLine(" ", oldLines[o])
                        case .removed(let o): diffLine("-", oldLines[o])
                        case .added(let n): diffLine("+", newLines[n])
                        }
                    }.joined()
                }.joined(separator: "@@\n")
                return RecordedChange(kind: .edit, file: file, code: code)
            }
            // Past a few lines, double: a file of many equal lines is widened in few rounds.
            let grown = widen.map { runs[$0].context < 4 ? runs[$0].context + 1 : runs[$0].context * 2 }
            if zip(widen, grown).allSatisfy({
                runs[$0.0].range.lowerBound - runs[$0.0].context <= 0
                    && runs[$0.0].range.upperBound + runs[$0.0].context >= lines.count
            }) {
                return nil
            }
            for (run, context) in zip(widen, grown) { runs[run].context = context }
        }
    }

    private static func texts(_ slice: ArraySlice<LineDiff.Line>, old: [String], new: [String]) -> (
        before: String, after: String
    ) {
        var before = ""
        var after = ""
        for line in slice {
            switch line {
            case .same(let o, _):
                before += old[o] + "\n"
                after += old[o] + "\n"
            case .removed(let o): before += old[o] + "\n"
            case .added(let n): after += new[n] + "\n"
            }
        }
        return (before, after)
    }
}
