// The `lesson` target: the lesson reader (Parsing/: front matter, sections and steps, attribute
// lists and info strings, code changes and diffs, cards, questions) and the manifest reader, on
// the input as a lesson file and as course.md.
//
// Invariants: no trap; every location the reader gives (diagnostics, and the model's own but for
// where a block's code starts) is in the file it read, at a line of the input (lines end at "\n",
// "\r\n" or "\r", as CommonMark, the Markdown parser and editors have it, and `SourceText`, which
// the reader cuts lines with, must agree) and a column from 1 to one past the line's last byte;
// messages are sentences, not debug text; the manifest's lesson links and their locations pair up;
// the model goes through `course list`, the quiz's items and `course list --json` (whose output
// reads back and encodes the same). Gaps (`⟦…⟧` in a syntax card's answer): each is its card's
// id and number, a range of its snippet's code holding its text, with no marker left in that code,
// at a place in the file; `course check`'s gap rules report only places in the file; a gap filled
// with any text says where that text starts.

import Foundation

private let lessonFile = "Content/lesson-1/lesson.md"
private let manifestFile = "Content/course.md"

func fuzzLesson(_ input: UnsafeRawBufferPointer) {
    fuzzing { () throws(SkipInput) in
        let text = String(decoding: input, as: UTF8.self)
        let lines = lineLengths(text)
        // The reader cuts lines out of the file (SourceText) at the positions the parser gives: the two
        // must agree on lines.
        let cut = SourceText(file: lessonFile, text: text).lines.count
        try expect(cut == lines.count, "SourceText has \(cut) lines, the Markdown parser \(lines.count)")

        let (lesson, diagnostics) = LessonReader.read(text: text, file: lessonFile)
        try checkDiagnostics(diagnostics, file: lessonFile, lines: lines)
        try checkLocations(in: lesson, file: lessonFile, lines: lines)

        var (course, manifestDiagnostics) = ManifestReader.read(text: text, file: manifestFile)
        try checkDiagnostics(manifestDiagnostics, file: manifestFile, lines: lines)
        let links = ManifestReader.lessonLinkLocations(text, file: manifestFile)
        try expect(
            links.count == course.lessonFiles.count,
            "\(links.count) link locations for \(course.lessonFiles.count) lesson files")
        for link in links { try checkLocation(link, file: manifestFile, lines: lines, what: "lesson link") }

        try checkGaps(in: lesson, file: lessonFile, lines: lines)

        course.lessons = [lesson]
        let context = CheckContext(
            folder: "Content", course: course, readerDiagnostics: diagnostics, lessonFilesOnDisk: [])
        let gapRules: [any CheckRule] = [
            GapPlaceRule(), GapMarkersRule(), GapEmptyRule(), GapTokenRule(), GapRecallRule(),
        ]
        for rule in gapRules { try checkDiagnostics(rule.check(context), file: lessonFile, lines: lines) }
        _ = course.listing
        _ = StudyItem.all(in: course)
        let json: Data
        do { json = try course.jsonData() } catch {
            try expect(false, "course list --json: \(error)")
            return
        }
        do {
            let again = try Course.fromJSON(json).jsonData()
            try expect(again == json, "course list --json does not read back the same")
        } catch {
            try expect(false, "course list --json output does not read back: \(error)")
        }
    }
}

/// Every `SourceLocation` in the lesson model but `codeLocation`s (where a block's code starts: the
/// line after its fence, at the fence's column, which need not exist in an empty or unclosed block).
/// Markdown nodes, which carry their own ranges, are not walked.
private func checkLocations(in lesson: Lesson, file: String, lines: [Int]) throws(SkipInput) {
    var stack: [(value: Any, path: String)] = [(lesson, "lesson")]
    while let (value, path) = stack.popLast() {
        if let location = value as? SourceLocation {
            try checkLocation(location, file: file, lines: lines, what: path)
            continue
        }
        if value is MarkdownNode || value is String { continue }
        for (index, child) in Mirror(reflecting: value).children.enumerated() where child.label != "codeLocation" {
            stack.append((child.value, path + "." + (child.label ?? "\(index)")))
        }
    }
}

/// The gaps of every card: ids, ranges, texts and places as docs/format.md says.
private func checkGaps(in lesson: Lesson, file: String, lines: [Int]) throws(SkipInput) {
    for card in lesson.cards {
        try expect(card.kind == .syntax || card.gaps.isEmpty, "a trick card with gaps")
        for (index, gap) in card.gaps.enumerated() {
            try expect(gap.number == index + 1, "gap \(index + 1) numbered \(gap.number)")
            try expect(gap.id == CodeGap.id(card: card.id, number: gap.number), "gap id \(gap.id) of \(card.id)")
            // A card without an id is an error of its own (`ids`); its gaps' ids (`#1`) then name no card.
            try expect(
                card.id.isEmpty
                    || CodeGap.parse(id: gap.id).map { $0.card == card.id && $0.number == gap.number } ?? false,
                "parse \(gap.id)")
            let place = SourceLocation(file: file, line: gap.line, column: gap.column)
            try checkLocation(place, file: file, lines: lines, what: "gap \(gap.id)")
            guard let (found, snippet) = card.gap(id: gap.id) else {
                try expect(false, "gap \(gap.id) not found in its card")
                return
            }
            try expect(found == gap, "gap \(gap.id) found as another")
            let code = Array(snippet.code.utf8)
            try expect(0 <= gap.start && gap.start <= gap.end && gap.end <= code.count, "gap \(gap.id) range")
            try expect(String(decoding: code[gap.start..<gap.end], as: UTF8.self) == gap.text, "gap \(gap.id) text")
            let fill = snippet.filling(gap, with: "typed\nover lines")
            try expect(fill.offset == gap.start && fill.line >= 1 && fill.column >= 1, "gap \(gap.id) fill position")
            _ = snippet.code(hiding: [gap.number], as: StudyItem.gapBox)
        }
        for snippet in card.answer.blocks.compactMap({ if case .snippet(let s) = $0 { s } else { nil } })
        where snippet.isSwift && card.kind == .syntax {
            try expect(
                !snippet.code.contains(CodeGap.opening) && !snippet.code.contains(CodeGap.closing),
                "a marker left in \(card.id)'s code")
            for problem in snippet.gapMarkerProblems {
                let place = SourceLocation(file: file, line: problem.line, column: problem.column)
                try checkLocation(place, file: file, lines: lines, what: "gap marker problem")
            }
        }
    }
}
