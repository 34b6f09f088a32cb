/// Change applies: every code change applies, replayed in order on a copy of the start folder.
///
/// A scratch copy of the lesson's start folder: a new file does not exist yet (no file, no folder
/// at its path, no file among its parents), an appended-to file does, and each diff hunk's "before"
/// text occurs exactly once, whitespace included.
///
/// Check: a change that does not apply is an error at its hunk (or fence) — a hunk whose lines
/// are not in the file at the first expected line the file's closest lines do not have — with the
/// file's closest lines shown against the expected ones. A later change to a file where a change
/// did not apply is judged against the file without it: when it does not apply either, it is
/// folded under the first, which says where it is, and not reported apart.
struct ChangeAppliesRule: CheckRule {
    let id = Diagnostic.Rule.changeApplies
    let summary = "every code change applies, in order, to the project as the changes before it left it"

    func check(_ context: CheckContext) -> [Diagnostic] {
        context.replays.flatMap { replay -> [Diagnostic] in
            if let folder = replay.missingStartFolder {
                return [
                    error(
                        "the start folder '\(folder)' does not exist",
                        at: FrontMatterLines.location(of: "start", in: replay.lesson.file, context),
                        hint: "put the project as the lesson starts there, or fix 'start:'")
                ]
            }
            return folded(replay.failures).compactMap { failure, later in
                guard var diagnostic = diagnostic(failure) else { return nil }
                if !later.isEmpty {
                    let lines = later.map { "\($0.line)" }.joined(separator: ", ")
                    diagnostic.message +=
                        " (\(plural(later.count, "later change")) to this file, which may need this one, "
                        + "did not apply either: lesson \(later.count == 1 ? "line" : "lines") \(lines))"
                }
                return diagnostic
            }
        }
    }

    /// The failures to report, each with where the later changes to its file that failed after it are.
    ///
    /// A failure of a change to a file where an earlier change failed goes under the first of those.
    private func folded(
        _ failures: [LessonReplayRecord.Failure]
    ) -> [(LessonReplayRecord.Failure, later: [SourceLocation])] {
        var result: [(LessonReplayRecord.Failure, later: [SourceLocation])] = []
        var firstOfFile: [String: Int] = [:]
        for failure in failures {
            if let first = firstOfFile[failure.change.file], result[first].0.change.location != failure.change.location
            {
                result[first].later.append(location(of: failure))
                continue
            }
            if firstOfFile[failure.change.file] == nil { firstOfFile[failure.change.file] = result.count }
            result.append((failure, []))
        }
        return result
    }

    private func location(of failure: LessonReplayRecord.Failure) -> SourceLocation {
        let change = failure.change
        return failure.hunk.flatMap { change.hunks.indices.contains($0) ? change.hunks[$0].location : nil }
            ?? change.location
    }

    private func diagnostic(_ failure: LessonReplayRecord.Failure) -> Diagnostic? {
        let change = failure.change
        let hunk = failure.hunk.flatMap { change.hunks.indices.contains($0) ? change.hunks[$0] : nil }
        let location = hunk?.location ?? change.location
        switch failure.failure {
        case .pathOutsideProject:
            return nil
        case .missingFile:
            return error(
                failure.failure.description, at: location,
                hint: change.kind == .append ? "create it first with change=create" : "check the file name")
        case .fileExists:
            return error(
                failure.failure.description, at: location,
                hint: "add to it with change=append, or change it with a diff")
        case .folderExists, .underFile:
            return error(
                failure.failure.description, at: location,
                hint: "a file cannot take the place of a folder, nor go inside a file; choose another path")
        case .beforeTextNotUnique:
            return error(
                failure.failure.description, at: location, hint: "include more unchanged lines so they occur once")
        case .beforeTextNotFound(let path, let closest):
            // At the first expected line the file does not have, when the closest lines tell which.
            let differs = closest?.differences.first.flatMap { lessonLine(ofExpected: $0.offset, hunk, change) }
            return error(
                failure.failure.description,
                at: differs.map { SourceLocation(file: location.file, line: $0, column: 1) } ?? location,
                hint: hint(closest, path: path, hunk: hunk, change: change))
        }
    }

    /// The lesson's line of the `offset`th line a hunk expects (context and removed lines).
    private func lessonLine(ofExpected offset: Int, _ hunk: DiffHunk?, _ change: CodeChange) -> Int? {
        let beforeLines = hunk.map { $0.lines.enumerated().filter { $0.element.kind != .added }.map(\.offset) } ?? []
        guard offset < beforeLines.count else { return nil }
        return (hunk?.location.line ?? change.codeLocation.line) + beforeLines[offset]
    }

    /// Which expected lines differ from the file's closest lines, with both sides quoted.
    private func hint(_ closest: ClosestLines?, path: String, hunk: DiffHunk?, change: CodeChange) -> String {
        guard let closest else { return "no line of them is in the file; check the file name and the step order" }
        var text = "the closest lines start at \(path):\(closest.fileLine); they differ:"
        for difference in closest.differences.prefix(4) {
            let lessonLine = lessonLine(ofExpected: difference.offset, hunk, change)
            text +=
                "\n    expected" + (lessonLine.map { " (lesson line \($0))" } ?? "") + ": "
                + quoted(difference.expected)
            text +=
                "\n    found (\(path):\(closest.fileLine + difference.offset)): "
                + (difference.actual.map(quoted) ?? "the end of the file")
        }
        if closest.differences.count > 4 { text += "\n    … and \(closest.differences.count - 4) more lines" }
        return text
    }

    private func quoted(_ line: String) -> String {
        "\"" + line.replacingOccurrences(of: "\t", with: "\\t") + "\""
    }
}
